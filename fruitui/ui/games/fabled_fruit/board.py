"""The Fabled Fruit board: six locations, your hand, and the menu of choices.

Built only from a seat's view. Every decision is made in the menu below the
table (↑/↓ and Enter, a menu item's number key, or a click). As a shortcut, a
click on a location's panel points the menu at the matching "go" (or juice)
choice; a second click, or Enter, chooses it.

Its words (prices, pawns, hands, card texts) are `fabled_fruit_text.py`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Grid
from textual.events import Click, Resize
from textual.color import Color
from textual.message import Message
from textual.widgets import Static

from fruitui.games.base import Choice, Decision
from fruitui.games.fabled_fruit import LOCATIONS, FabledFruitView, LocationView
from fruitui.ui.widgets.board import MenuBoard, focus_now
from fruitui.ui.widgets.boxes import Vertical
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.widgets.cursor_mark import KeptLooks, TextOfFew
from fruitui.ui.games.fabled_fruit.text import (action_words, card_text, groups_text, hand_text,
                                                juice_marks, pawns_text, price_text, prompt_text,
                                                seat_colour, table_text)

BORDER_EDGES = ("border_top", "border_right", "border_bottom", "border_left")

# Below this board size the locations are listed one per line.
GRID_MIN_WIDTH, GRID_MIN_HEIGHT = 66, 24


class LocationPanel(KeptLooks):
    """One location stack. Draws itself to fit: full panel, or one line.
    Pointed (`mark`) while the menu points at it."""

    DEFAULT_CSS = """
    LocationPanel {
        height: 1fr; border: round $secondary; padding: 0 1;
        border-subtitle-color: $text-muted;
    }
    LocationPanel.-affordable { border: round $success; border-title-color: $success; }
    LocationPanel.-yours { border: heavy $secondary; }
    LocationPanel.-yours.-affordable { border: heavy $success; }
    LocationPanel.-gone { color: $text-disabled; border: round $panel; }
    """

    class Clicked(Message):
        def __init__(self, number: int) -> None:
            self.number = number
            super().__init__()

    def __init__(self, index: int) -> None:
        super().__init__(id=f"location-{index + 1}")
        self.view: FabledFruitView | None = None
        self.loc: LocationView | None = None
        self.pointed = False
        self.listed = False  # one line per location (the board's -list): no border

    def look(self) -> object:
        return self.pointed

    def mark(self, on: bool) -> None:
        """Point at this location or not, keeping the lines drawn for the other look."""
        if on != self.pointed:
            self.pointed = on
            with self._change_look():
                self.paint_pointed()

    def paint_pointed(self) -> None:
        """The pointed look (background $accent 20%, double $accent border) as
        inline styles. A CSS class would do it too, but a class change makes
        Textual match the whole stylesheet against the panel again: a quarter
        of what a cursor move cost."""
        inline = self.styles.inline
        border: tuple[str, Color] | None = None
        if self.pointed and self.is_mounted:
            accent = Color.parse(self.app.theme_variables["accent"])
            changed = inline.set_rule("background", accent.multiply_alpha(0.2))
            # Where a class rule would outweigh a `.-pointed` one, its border
            # stays: the list's one line has none, yours when affordable is heavy.
            if not self.listed and not (self.has_class("-yours") and self.has_class("-affordable")):
                border = ("double", accent)
        else:
            changed = inline.clear_rule("background")
        # The rules themselves, then one refresh: each setter of `styles.border`
        # refreshes the panel again (five times for the four edges).
        for edge in BORDER_EDGES:
            changed |= inline.set_rule(edge, border) if border else inline.clear_rule(edge)
        if changed:
            self.refresh()  # the same border width either way: no new layout

    def on_mount(self) -> None:
        self.paint_pointed()
        # Inline colours do not follow a new theme by themselves.
        self.app.theme_changed_signal.subscribe(self, lambda _: self.paint_pointed())

    def show(self, view: FabledFruitView, loc: LocationView) -> None:
        if self.loc == loc and self.view is not None and self.view.seat == view.seat:
            return  # unchanged: every refresh costs a repaint
        self.view, self.loc = view, loc
        gone = loc.cards_left == 0
        self.set_class(loc.affordable, "-affordable")
        self.set_class(gone, "-gone")
        self.set_class(view.seat is not None and view.seat in loc.pawns, "-yours")
        self.paint_pointed()  # -yours and -affordable decide its border
        self.border_title = f"#{loc.number}" + (" ⚑ signpost" if loc.signpost else "")
        self.border_subtitle = "gone" if gone else f"{loc.cards_left} left"
        self.tooltip = f"#{loc.number} {loc.name}: {loc.text}\nJuice: {loc.price_text}"
        self.refresh()

    def on_resize(self, event: Resize) -> None:
        self.refresh()  # the layout (panel or line) depends on the size

    def render(self) -> Text:
        if self.view is None or self.loc is None:
            return Text()
        if self.content_size.height <= 1:
            return self._line()
        return self._panel()

    def _juice(self) -> Text:
        view, loc = self.view, self.loc
        assert view is not None and loc is not None
        if loc.cards_left and loc.affordable:
            text = Text("Juice ✓", style="bold reverse green")
            text.append(" ")
        else:
            text = Text("Juice: ")
        text.append_text(price_text(view, loc))
        return text

    def _panel(self) -> Text:
        view, loc = self.view, self.loc
        assert view is not None and loc is not None
        text = Text(loc.name, style="bold")
        if not loc.cards_left:
            text.append("\nThis stack has left the table.", style="dim")
            return text
        text.append("\n")
        text.append_text(self._juice())
        text.append("\n")
        if loc.pawns:
            here = Text("Here: ")
            text.append_text(pawns_text(view, loc, head=here, width=self.content_size.width))
        else:
            text.append("nobody here", style="dim")
        # A few words of the card (the whole text shows under the panels).
        if self.content_size.height >= 4:
            text.append("\n" + action_words(loc), style="dim italic")
        return text

    def _line(self) -> Text:
        """`#2⚑ Banana for 2 fruits  SSS+1 any ✓  4 left  Ann`, for small screens."""
        view, loc = self.view, self.loc
        assert view is not None and loc is not None
        name_width = max(len(each.name) for each in view.locations)
        text = Text(f"#{loc.number}", style="bold", no_wrap=True, overflow="ellipsis")
        text.append("⚑ " if loc.signpost else "  ")
        text.append(loc.name.ljust(name_width + 1), style="bold")
        if not loc.cards_left:
            text.append("gone", style="dim")
            return text
        juice = price_text(view, loc)
        if loc.affordable:
            juice.append(" ✓", style="bold green")
        juice.pad_right(max(0, 12 - juice.cell_len))
        text.append_text(juice)
        text.append(f"{loc.cards_left} left ", style="dim")
        text.append_text(pawns_text(view, loc, short=True))
        return text

    def on_click(self, event: Click) -> None:
        event.stop()
        if self.loc is not None:
            self.post_message(self.Clicked(self.loc.number))


class FabledFruitBoard(MenuBoard):
    """The six locations, what lies on the table, your hand, and the menu."""

    DEFAULT_CSS = """
    FabledFruitBoard { height: 1fr; width: 1fr; }
    FabledFruitBoard #locations {
        grid-size: 3 2; grid-gutter: 0 1; height: 3fr; min-height: 10; max-height: 14;
    }
    FabledFruitBoard #detail-space { height: 1fr; }
    FabledFruitBoard #detail { height: 1; padding: 0 1; color: $text-muted; }
    FabledFruitBoard #table-info { height: auto; padding: 0 1; }
    FabledFruitBoard #hand { height: auto; padding: 0 1; }
    FabledFruitBoard.-list #locations {
        grid-size: 1; grid-rows: 1; grid-gutter: 0; height: auto; min-height: 0;
    }
    /* Named twice so that it outweighs LocationPanel.-yours.-affordable: with
       that border a one-line panel had no room left for its line. */
    FabledFruitBoard.-list LocationPanel,
    FabledFruitBoard.-list LocationPanel.-yours.-affordable {
        height: 1; border: none; padding: 0 1;
    }
    FabledFruitBoard.-list ChoiceMenu { max-height: 9; }
    """

    # The number keys are the menu's (its item numbers), as on every menu board;
    # a click on a location panel points the menu at it.

    def __init__(self) -> None:
        super().__init__()
        self.view: FabledFruitView | None = None
        self.decision: Decision | None = None
        self._armed: int | None = None  # pointed at by a key or click: again chooses
        self._shown: dict[str, Text] = {}
        self._detail_width = 0  # the width #detail's height was fitted to
        # Kept here, not queried on each key: a cursor move marks two of them.
        self._panels = [LocationPanel(index) for index in range(len(LOCATIONS))]

    def compose_view(self) -> ComposeResult:
        # As on_resize sets it, guessed before the widgets are styled from the
        # screen less the table around the board (header, status and key lines;
        # the side panel, narrower below 110 columns): no restyle at 80x24. A
        # wrong guess is put right by the first Resize.
        width, height = self.app.size
        listed = (width - (26 if width < 110 else 36) < GRID_MIN_WIDTH
                  or height - 3 < GRID_MIN_HEIGHT)
        self.set_class(listed, "-list")
        for panel in self._panels:
            panel.listed = listed
        with Grid(id="locations"):
            yield from self._panels
        # The card text sits in a fixed-height box inside the free space, so a
        # new card repaints only its own lines, not the whole space (a cursor
        # move then redraws a small region of the screen).
        with Vertical(id="detail-space"):
            yield TextOfFew(id="detail")
        yield Static(id="table-info")
        yield Static(id="hand")

    def on_resize(self, event: Resize) -> None:
        width, height = event.size
        listed = width < GRID_MIN_WIDTH or height < GRID_MIN_HEIGHT
        self.set_class(listed, "-list")
        for panel in self._panels:
            if panel.listed != listed:
                panel.listed = listed
                panel.paint_pointed()
        if self.view is not None:
            self.call_after_refresh(self.draw, self.view)  # the hand breaks by width

    # -- drawing --

    def show(self, view: FabledFruitView, decision: Decision | None, labels: Sequence[str]) -> None:
        self.view, self.decision = view, decision
        self.draw(view)
        menu = self.query_one(ChoiceMenu)
        menu.display = decision is not None
        if decision is not None:
            menu.set_choices(decision.choices, labels)
            focus_now(menu)
            self.show_hint(prompt_text(view, decision))
        self._armed = None
        self._show_pointed()

    def draw(self, view: FabledFruitView) -> None:
        for panel, loc in zip(self._panels, view.locations):
            panel.show(view, loc)
        self._update("#table-info", table_text(view))
        self._fit_detail(view)
        width = self.query_one("#hand", Static).content_size.width
        self._update("#hand", hand_text(view, width or None))

    def _fit_detail(self, view: FabledFruitView) -> None:
        """Make #detail as tall as the longest card text at this width (a new
        layout only when the width changes, never on a cursor move)."""
        width = self.query_one("#detail-space").content_size.width - 2  # less padding
        if width <= 0 or width == self._detail_width:
            return
        self._detail_width = width
        console = self.app.console
        lines = max(len(card_text(loc).wrap(console, width)) for loc in view.locations)
        self.query_one("#detail", TextOfFew).styles.height = lines

    def _update(self, selector: str, text: Text, layout: bool = True) -> None:
        """Update a Static only when its text changes (an update lays out again)."""
        if self._shown.get(selector) != text:
            self._shown[selector] = text
            self.query_one(selector, Static).update(text, layout=layout)

    def players_text(self, view: FabledFruitView) -> Text:
        text = Text()
        for seat, name in enumerate(view.names):
            if seat:
                text.append("\n")
            if view.to_move == seat:
                text.append("▶ ")
            elif view.pending_seat == seat:
                text.append("✎ ")  # deciding out of turn: giving or taking fruit
            else:
                text.append("  ")
            text.append(name, style=f"bold {seat_colour(seat)}")
            if seat == view.seat:
                text.append(" (you)")
            at = view.pawns[seat]
            text.append(f" at #{at}" if at is not None else " off board", style="dim")
            held, made = view.hand_sizes[seat], view.juices[seat]
            text.append(f"\n  {held} fruit{'s' if held != 1 else ''} · ")
            text.append(juice_marks(len(made), view.juices_to_win), style="bold green")
            text.append(f" {len(made)}/{view.juices_to_win}")
            if made:
                text.append("\n  juices " + " ".join(f"#{n}" for n in made), style="dim")
        return text

    # -- the location the menu points at: panel highlight and card text --

    def _pointed_location(self) -> int | None:
        """The location of the highlighted choice, else the one of whoever moves."""
        view, decision = self.view, self.decision
        if view is None:
            return None
        if decision is not None:
            index = self.query_one(ChoiceMenu).highlighted
            if index is not None and index < len(decision.choices):
                choice = decision.choices[index]
                if isinstance(choice, tuple) and choice[:1] == ("go",):
                    return int(choice[1])
        return view.pawns[view.to_move] if view.to_move is not None else None

    def _show_pointed(self) -> None:
        view = self.view
        if view is None:
            return
        number = self._pointed_location()
        for panel in self._panels:
            panel.mark(panel.loc is not None and panel.loc.number == number)
        loc = next((each for each in view.locations if each.number == number), None)
        # Its height is fitted to every card's text (_fit_detail): no new layout.
        self.query_one("#detail", TextOfFew).show_text(loc, card_text(loc) if loc else Text())

    def on_mount(self) -> None:
        # The panel highlight and card text follow the cursor in its own frame.
        self.query_one(ChoiceMenu).cursor_listener = lambda _: self._show_pointed()

    # -- number keys and clicks on a location --

    def _choice_at(self, number: int) -> int | None:
        """The menu index that the location `number` stands for now, if any."""
        if self.decision is None or self.view is None:
            return None
        choices: tuple[Choice, ...] = self.decision.choices
        if ("go", number) in choices:
            return choices.index(("go", number))
        if self.view.seat is not None and self.view.pawns[self.view.seat] == number:
            for i, choice in enumerate(choices):
                if isinstance(choice, tuple) and choice[:1] == ("juice",):
                    return i
        return None

    def action_point(self, number: int) -> None:
        """A first click points the menu at the location's choice; the second chooses it."""
        index = self._choice_at(number)
        if index is None:
            if self.decision is not None:
                self.post_message(self.Hint(f"Nothing to choose at #{number} now."))
            return
        menu = self.query_one(ChoiceMenu)
        if self._armed == number and menu.highlighted == index:
            self._armed = None
            menu.action_select()
            return
        menu.highlighted = index
        menu.focus()
        self._armed = number
        label = str(menu.get_option_at_index(index).prompt).split(". ", 1)[-1]
        # Not "press its number": number keys choose the menu's items.
        self.post_message(self.Hint(f"{label}? Click it again, or press Enter."))

    def on_location_panel_clicked(self, message: LocationPanel.Clicked) -> None:
        self.action_point(message.number)


__all__ = ["FabledFruitBoard", "groups_text", "hand_text"]
