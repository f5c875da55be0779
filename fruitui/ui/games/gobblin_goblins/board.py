"""The Gobblin' Goblins board: every plate, every goblin card, and your hand.

Built only from a seat's view. One line per plate keeps twelve goblins on a
120×40 screen; the goblin cards sit below the plates in the same scrolling
area (`g` jumps there and back). Every food shows its colour letter as well
as its colour: [G] green, [B] blue, [Y] yellow, [R] red, [O] orange,
[P] purple; biscuits are `*`. The menu of legal choices comes from MenuBoard.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.events import Resize
from textual.widgets import Static

from fruitui.games.base import Decision
from fruitui.games.gobblin_goblins.cards import (ACTION, ALLERGY, BISCUIT, CARDS, COLOUR_LETTERS,
                                                 COLOURS, FOOD, HATES, LOVES, Card, Goblin)
from fruitui.games.gobblin_goblins.views import GobblinView
from fruitui.games.wording import count_of, signed_points
from fruitui.ui.widgets.board import MenuBoard
from fruitui.ui.widgets.boxes import VerticalScroll
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.widgets.colours import seat_style
from fruitui.ui.widgets.more_mark import MoreMarked
from fruitui.ui.games.gobblin_goblins.seen import (gobbled_cell, hand_note, seen_gobbled_table,
                                                   under_note)
from fruitui.ui.widgets.one_line_menu import OneLineMenu

LETTER = dict(zip(COLOURS, COLOUR_LETTERS))
FOOD_COLOURS = {card.name: card.colour for card in CARDS if card.kind == FOOD}
# What a food means to the goblin whose plate or hand it is in.
TASTE_MARKS = {LOVES: "♥", HATES: "✗", ALLERGY: "!"}
# Each power in a few words (the help screen has the full text).
POWERS = {
    "worker": "instead of a turn, draw 2, play 1, tuck 1 under the pile",
    "geeky": "may draw the top discard instead (not its own)",
    "snob": "may refuse a set, may ignore Eat Your Greens",
    "grot": "may spend a turn gobbling a plate of 3+",
    "dodgy": "its rainbow needs one colour fewer",
    "hippy": "others' Distractions can't touch its plate",
}
TURN_MARK, WAITING_MARK = "▶", "?"


def colour_tag(colour: str) -> Text:
    """`[G] green`, in green: the letter says it without the colour."""
    return Text(f"[{LETTER[colour]}] {colour}", style=seat_style(colour))


def card_chip(card: Card, goblin: Goblin | None = None) -> Text:
    """A card in a few characters: `[G]Sprouts♥` (loved by `goblin`), `*Biscuit`."""
    if card.kind == FOOD:
        chip = Text(f"[{LETTER[card.colour]}]{card.name}", style=seat_style(card.colour))
    elif card.kind == BISCUIT:
        chip = Text(f"*{card.name}", style="bold")
    else:
        chip = Text(card.name, style="italic")
        chip.append(" (Action)" if card.kind == ACTION else " (Distraction)", style="dim")
        return chip
    if goblin is not None:
        mark = TASTE_MARKS.get(goblin.taste(card.id)[0])
        if mark:
            chip.append(mark, style="bold")
    return chip


def chips(cards: Sequence[Card], goblin: Goblin | None = None, empty: str = "—") -> Text:
    if not cards:
        return Text(empty, style="dim")
    return Text("  ").join(card_chip(card, goblin) for card in cards)


def seat_mark(view: GobblinView, seat: int) -> str:
    if view.to_move == seat:
        return TURN_MARK
    if view.pending_seat == seat:
        return WAITING_MARK
    return " "


def plates_table(view: GobblinView) -> Table:
    """One line per goblin: whose turn, name, type, the plate, cards gobbled."""
    table = Table(box=None, padding=(0, 1, 0, 0), expand=True, show_edge=False,
                  header_style="bold")
    table.add_column("", width=1, no_wrap=True)
    table.add_column("Player", no_wrap=True, max_width=14)
    table.add_column("Type", no_wrap=True)
    table.add_column("Plate (face up)", ratio=1)
    table.add_column("Gobbled", justify="right", no_wrap=True)
    for seat, name in enumerate(view.names):
        goblin = view.goblins[seat]
        who = Text(name, style="bold" if seat == view.seat else "")
        if seat == view.seat:
            who.append(" (you)")
        table.add_row(seat_mark(view, seat), who, goblin.type,
                      chips(view.plates[seat], goblin), gobbled_cell(view, seat))
    return table


def goblins_table(view: GobblinView) -> Table:
    """Every goblin card: loves, hates, allergy colour (its type is in the plates
    table just above; leaving it out keeps twelve goblins to a line each)."""
    # Two spaces between columns: with one, "[R]Microwave Dinners [O] orange" ran together.
    table = Table(box=None, padding=(0, 2, 0, 0), expand=True, show_edge=False,
                  header_style="bold")
    table.add_column("Player", no_wrap=True, max_width=14)
    table.add_column("♥ Loves (+2)")
    table.add_column("✗ Hates (−2)")
    table.add_column("! Allergic (−1)", no_wrap=True)
    for seat, name in enumerate(view.names):
        goblin = view.goblins[seat]
        table.add_row(
            Text(name, style="bold" if seat == view.seat else ""),
            chips_of_names(goblin.loves),
            chips_of_names(goblin.hates),
            colour_tag(goblin.allergy),
        )
    return table


def chips_of_names(foods: Sequence[str]) -> Text:
    """Food names with their colour letters, e.g. `[B]Spanner, [Y]Beer`."""
    return Text(", ").join(
        Text(f"[{LETTER[FOOD_COLOURS[name]]}]{name}", style=seat_style(FOOD_COLOURS[name]))
        for name in foods
    )


def powers_text(view: GobblinView) -> Text:
    """The powers of the goblin types at this table, in a few words, and who has them."""
    text = Text()
    players: dict[str, list[str]] = {}
    types: dict[str, Goblin] = {}
    for name, goblin in zip(view.names, view.goblins):
        players.setdefault(goblin.ability, []).append(name)
        types.setdefault(goblin.ability, goblin)
    for ability, goblin in types.items():
        text.append(goblin.type, style="bold")
        text.append(f" ({', '.join(players[ability])}): ")
        text.append(POWERS.get(ability, goblin.ability_text) + "\n")
    text.append(f"A set: 3 of one colour, or a rainbow of {rainbow_words(view)}. "
                "* Biscuits count as any colour. Score: ♥ +2, ✗ −2, ! −1, "
                "Biscuit +2/+3, other food +1.", style="dim")
    return text


def rainbow_words(view: GobblinView) -> str:
    """`6 different colours (Dodgy: 5)`."""
    plain = {size for size, g in zip(view.rainbow_sizes, view.goblins) if g.ability != "dodgy"}
    dodgy = {size for size, g in zip(view.rainbow_sizes, view.goblins) if g.ability == "dodgy"}
    base = max(plain) if plain else max(dodgy) + 1
    words = f"{base} different colours"
    return words + (f" (Dodgy: {min(dodgy)})" if dodgy else "")


def legend() -> Text:
    return Text("♥ loved  ✗ hated  ! allergy (to that plate's goblin) · * biscuit: any colour"
                " · Gobbled: cards (points)", style="dim")


def you_text(view: GobblinView, compact: bool = False) -> Text:
    """Your own corner: hand, drawn cards, gobbled pile, the piles and what is going on.

    `compact` (a short terminal) puts the gobbled pile and the piles on one line."""
    text = Text()
    if view.seat is None:
        text.append("Watching: every hand is hidden.\n", style="italic")
    else:
        me = view.goblins[view.seat]
        text.append(f"Your hand ({len(view.hand)}): ", style="bold")
        text.append_text(chips(view.hand, me, "no cards"))
        text.append("\n")
        if view.drawn:
            text.append("You drew (Worker): ", style="bold")
            text.append_text(chips(view.drawn, me))
            text.append("\n")
        if view.my_under:
            text.append("Under the draw pile (only you know): ", style="bold")
            text.append(under_note(view) + "\n")
        points = sum(me.taste(card.id)[1] for card in view.my_gobbled)
        text.append("Gobbled: " if compact else "You gobbled: ", style="bold")
        if view.my_gobbled:
            text.append(f"{count_of(len(view.my_gobbled), 'card')}, {signed_points(points)}"
                        + ("; last " if compact else " so far; last "))
            text.append_text(card_chip(view.my_gobbled[-1], me))
        else:
            text.append("nothing yet")
        text.append(" · " if compact else "\n")
    text.append("Draw pile: " if not compact else "Draw ", style="bold")
    text.append(f"{view.draw_pile}" + (" · " if compact else "   "))
    text.append(f"Discard ({view.discard_count}): ", style="bold")
    if view.discard_top is None:
        text.append("empty")
    else:
        text.append("top ")
        text.append_text(card_chip(view.discard_top))
    if view.in_play:
        text.append("\nBeing played: ", style="bold")
        text.append(", ".join(card.name for card in view.in_play))
        if view.picked:
            text.append(" — moving ")
            text.append_text(chips(view.picked))
    text.append("\n")
    if view.finished:
        text.append(f"Game over. {view.end_reason}", style="bold")
    else:
        text.append("Now: ", style="bold")
        text.append(view.waiting_for)
        if view.to_move is not None and view.pending_seat != view.to_move:
            text.append(f" (in {view.names[view.to_move]}'s turn)")
    return text


PLATE_ROWS = 5  # plate rows kept on screen at the least; more players scroll
SHORT_BOARD = 28  # board rows below which the panels share them by the -short rules


class GobblinGoblinsBoard(MenuBoard):
    """Plates and goblin cards above; your hand and the piles; the menu below."""

    DEFAULT_CSS = """
    GobblinGoblinsBoard #table-view {
        height: 1fr; border: round $secondary; padding: 0 0 0 1;
        border-title-align: left; scrollbar-size-vertical: 1;
    }
    GobblinGoblinsBoard #plates, GobblinGoblinsBoard #goblins { height: auto; }
    GobblinGoblinsBoard #goblins { margin-top: 1; }
    GobblinGoblinsBoard #you {
        height: auto; border: round $accent; padding: 0 1; border-title-align: left;
        border-subtitle-align: right; scrollbar-size-vertical: 1;
    }
    GobblinGoblinsBoard #you-body { height: auto; }
    GobblinGoblinsBoard ChoiceMenu { min-height: 5; border-subtitle-align: right; }
    /* A short board (80x24): plates, your panel and the menu share the rows. */
    GobblinGoblinsBoard.-short #you { max-height: 6; }
    GobblinGoblinsBoard.-short ChoiceMenu { max-height: 7; }
    GobblinGoblinsBoard.-short.-grouped #you { max-height: 4; }
    """
    BINDINGS = [Binding("g", "goblins", "Goblin cards"), Binding("y", "you", "Your panel")]

    def __init__(self) -> None:
        super().__init__()
        self._drawn: dict[str, object] = {}  # what each part last showed
        self._view: GobblinView | None = None

    def compose_view(self) -> ComposeResult:
        with VerticalScroll(id="table-view") as scroll:
            scroll.border_title = "Plates"
            yield Static(id="plates")
            yield Static(id="goblins")
        # Scrolls when a long hand and the turn in progress outgrow a short terminal (`y`).
        with MoreMarked(id="you", can_focus=False):
            yield Static(id="you-body")

    def compose(self) -> ComposeResult:
        yield from self.compose_view()
        yield OneLineMenu(id="choices")  # long items on one row: the scroll edge never cuts one

    def group_rows(self, menu: ChoiceMenu) -> int:
        """On a short board a grouped menu takes 9 rows (a list of 6, its highlighted
        row whole on two, the edges) and your panel gives up two (see the CSS)."""
        return 6 if self.has_class("-short") else super().group_rows(menu)

    def on_resize(self, event: Resize) -> None:
        self.set_class(event.size.height < SHORT_BOARD, "-short")
        if self._view is not None:  # the compact "You" lines follow the size
            self.draw(self._view)
        self.call_after_refresh(self._mark_menu_more)

    def draw(self, view: GobblinView) -> None:
        self._view = view
        # The plate rows keep their room however long the hand and menu are: at
        # 80x24 a full hand and a long menu would squeeze them out of sight.
        self.query_one("#table-view").styles.min_height = min(len(view.names), PLATE_ROWS) + 3
        # Each part is updated only when what it shows changed: an update lays
        # out the whole screen again, and most choices change one part only.
        self._update("#plates", (view.seat, view.plates, view.to_move, view.pending_seat,
                                 view.gobbled_counts, view.gobbled_seen),
                     lambda: _stack(plates_table(view), legend()))
        self._update("#goblins", (view.seat, view.names, view.goblins, view.gobbled_seen),
                     lambda: _stack(Text("Goblin cards (face up)", style="bold underline"),
                                    goblins_table(view), powers_text(view), Text(""),
                                    seen_gobbled_table(view, card_chip)))
        you = self.query_one("#you", MoreMarked)
        you.border_title = (Text(f"You: {view.names[view.seat]}, {view.goblins[view.seat].name}")
                            if view.seat is not None else "Watching")  # Text: names are no markup
        text = you_text(view, compact=self.has_class("-short"))
        self._update("#you-body", text, lambda: text)
        self.call_after_refresh(self._mark_more)

    def _mark_more(self) -> None:
        """Say in the panel's edge when part of it is out of sight, and the key to it."""
        self.query_one("#you", MoreMarked).mark_more()

    def action_you(self) -> None:
        """Scroll your panel to its end, or back to its top."""
        you = self.query_one("#you", VerticalScroll)
        if you.scroll_y > 0 or you.max_scroll_y == 0:
            you.scroll_home(animate=False)
        else:
            you.scroll_end(animate=False)
        self.call_after_refresh(self._mark_more)

    def _update(self, selector: str, key: object, render: Callable[[], RenderableType]) -> None:
        if self._drawn.get(selector) != key:
            self._drawn[selector] = key
            self.query_one(selector, Static).update(render())

    def show(self, view: GobblinView, decision: Decision | None, labels: Sequence[str]) -> None:
        if decision is not None:
            decision = decision._replace(prompt=hint(view, decision))
        super().show(view, decision, labels)
        self.call_after_refresh(self._mark_menu_more)

    def _mark_menu_more(self) -> None:
        self.query_one(OneLineMenu).mark_more()

    def players_text(self, view: GobblinView) -> Text:
        text = Text()
        for seat, name in enumerate(view.names):
            text.append(f"{seat_mark(view, seat)} ")
            text.append(name, style="bold")
            if seat == view.seat:
                text.append(" (you)")
            text.append(f": {view.hand_sizes[seat]} in hand")
            note = hand_note(view, seat)
            text.append(f" ({note})\n" if note else "\n")
        text.append(f"{TURN_MARK} whose turn  {WAITING_MARK} deciding now", style="dim")
        return text

    def action_goblins(self) -> None:
        """Jump to the goblin cards, or back to the plates."""
        scroll = self.query_one("#table-view", VerticalScroll)
        goblins = self.query_one("#goblins", Static)
        if scroll.scroll_y >= goblins.virtual_region.y - 1 and scroll.scroll_y > 0:
            scroll.scroll_home(animate=False)
        else:
            scroll.scroll_to_widget(goblins, animate=False, top=True)


def _stack(*parts: Text | Table) -> Table:
    """Renderables one under the other in one Static."""
    grid = Table.grid(expand=True)
    grid.add_column()
    for part in parts:
        grid.add_row(part)
    return grid


HINT_LENGTH = 100  # the status line is one row: room for the key help at 120 columns


def hint(view: GobblinView, decision: Decision) -> str:
    """The status line: what the person at the keyboard can do now, in one short row."""
    name = view.names[decision.seat]
    if decision.kind == "turn":
        tags = {choice[0] for choice in decision.choices}  # type: ignore[index]
        if "draw-play" in tags:
            text = f"{name}, your turn: no Food or Action in hand, so draw a card and play it"
        else:
            text = f"{name}, your turn: play a card from your hand"
        if "worker" in tags:
            text += ", or draw two to choose from (Worker)"
        elif "grot" in tags:
            text += ", or gobble your whole plate (Grot)"
    elif decision.kind == "distraction":
        text = f"{name}: play a Distraction now, or pass"  # the log says after what
    elif decision.kind == "worker":
        text = f"{name} (Worker): play one of the two cards you drew; the other goes under the pile"
    elif decision.kind == "draw":
        text = f"{name} (Geeky): draw from the pile, or take the top discard"
    else:
        text = decision.prompt
    return text if len(text) <= HINT_LENGTH else text[:HINT_LENGTH - 1] + "…"


__all__ = ["GobblinGoblinsBoard"]
