"""The Fruit Spy board: six farmhouses in a ring, and your hand.

Built only from a seat's view. Keys: pick a card with ←/→ (h/l) and Enter,
then a house with the arrows (hjkl) or 1-6 and Enter; Esc goes back to the
hand. With the mouse: click a card, then click a house twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from fruitui.games.base import Decision
from fruitui.games.fruit_spy import TOOL, CardView, FruitSpyView, HouseView, card_name
from fruitui.ui.widgets.board import Board
from fruitui.ui.widgets.boxes import Horizontal
from fruitui.ui.widgets.colours import seat_style
from fruitui.ui.widgets.cursor_mark import CursorMarked

# The ring drawn on a 3 x 2 grid, clockwise: 1 2 3 along the top, 4 5 6 back
# along the bottom. Grid slot -> house index, and the arrow showing clockwise.
RING_SLOTS = (0, 1, 2, 5, 4, 3)
RING_ARROWS = ("→", "→", "↓", "↑", "←", "←")


# The figures carry their own background, so that they read the same on a dark or a
# light theme and with NO_COLOR (which greys colours by brightness): both contrast
# with their text by more than 7:1.
PAPA_STYLE = "bold #ffffff on #b00000"
DALY_STYLE = "bold #000000 on #5fd75f"


def card_label(letter: str, value: int | None) -> str:
    """`R3`, `RT` for a Tool, `R?` for a card you cannot see."""
    if value is None:
        return f"{letter}?"
    return f"{letter}{'T' if value == TOOL else value}"


def card_text(view: FruitSpyView, card: CardView) -> Text:
    label = card_label(view.letters[card.owner], card.value)
    style = seat_style(view.colours[card.owner])
    if card.face_up:
        return Text(label, style=f"bold {style}")
    # Face down: in brackets, dim; yours shows its value to you alone.
    return Text(f"({label})", style=f"dim {style}")


class HousePanel(CursorMarked, Static):
    """One farmhouse: its tokens, the figures, and every card on it; marked
    (`cursor`) while you pick the house to play on."""

    MARK_CLASS = "cursor"

    DEFAULT_CSS = """
    HousePanel {
        border: round $secondary;
        padding: 0 1;
        height: 1fr;
    }
    HousePanel.cursor { border: double $accent; background: $accent 15%; }
    HousePanel { border-subtitle-color: $text; }
    HousePanel.papa { border-title-color: $text; border-title-style: bold reverse; }
    """

    class Clicked(Message):
        def __init__(self, house: int) -> None:
            self.house = house
            super().__init__()

    def __init__(self, house: int, arrow: str) -> None:
        super().__init__(id=f"house-{house + 1}")
        self.house = house
        self.arrow = arrow
        self.border_title = f"House {house + 1}"
        self.border_subtitle = arrow

    def show(self, view: FruitSpyView, house: HouseView) -> None:
        text = Text()
        home = "Papa home " if house.papa_home else "Daly home " if house.daly_home else ""
        self.border_subtitle = home + self.arrow
        if house.papa:
            text.append("[P] PAPA", style=PAPA_STYLE)
            text.append(" ")
        if house.daly:
            text.append("[D] DALY=10", style=DALY_STYLE)
        if house.papa or house.daly:
            text.append("\n")
        tokens = " ".join(str(t) for t in house.tokens) or "none"
        text.append("Fruit ", style="bold")
        text.append(tokens + "\n")
        if house.cards:
            for i, card in enumerate(house.cards):
                if i:
                    text.append(" ")
                text.append_text(card_text(view, card))
        else:
            text.append("no spies", style="dim")
        self.update(text)
        self.set_class(house.papa, "papa")

    def on_click(self, event: Click) -> None:
        event.stop()
        self.post_message(self.Clicked(self.house))


class CardChip(CursorMarked, Static):
    """One card in your hand; marked (`cursor`) under the hand cursor."""

    MARK_CLASS = "cursor"

    DEFAULT_CSS = """
    CardChip { width: auto; height: 1; padding: 0 1; margin-right: 1; background: $panel; }
    CardChip.cursor { background: $accent; text-style: bold reverse; }
    """

    class Clicked(Message):
        def __init__(self, index: int) -> None:
            self.index = index
            super().__init__()

    def __init__(self, index: int, text: Text) -> None:
        super().__init__(text)
        self.index = index

    def on_click(self, event: Click) -> None:
        event.stop()
        self.post_message(self.Clicked(self.index))


class FruitSpyBoard(Board, can_focus=True):
    """The ring and your hand; posts `Board.Chosen` when you play a card."""

    DEFAULT_CSS = """
    FruitSpyBoard { height: 1fr; width: 1fr; }
    FruitSpyBoard #ring { grid-size: 3 2; grid-gutter: 0 1; height: 1fr; }
    FruitSpyBoard #hand-row { height: 2; margin: 0 0 1 0; layout: vertical; }
    FruitSpyBoard #hand-label { width: 1fr; height: 1; }
    FruitSpyBoard #hand { height: 1; width: 1fr; }
    FruitSpyBoard #box { height: auto; color: $text-muted; }
    """

    KEY_HELP = (
        ("←/→ or h/l", "move along your hand, or between farmhouses"),
        ("↑/↓ or k/j", "move between farmhouses"),
        ("Enter or Space", "choose the card, then the farmhouse"),
        ("1–6", "move the cursor to that farmhouse (Enter places the card)"),
        ("Esc or Backspace", "back to your hand (before the farmhouse is chosen)"),
    )
    BINDINGS = [
        Binding("left,h", "move(-1, 0)", "Left", show=False),
        Binding("right,l", "move(1, 0)", "Right", show=False),
        Binding("up,k", "move(0, -1)", "Up", show=False),
        Binding("down,j", "move(0, 1)", "Down", show=False),
        Binding("enter,space", "select", "Choose"),
        Binding("escape,backspace", "back", "Back to hand", show=False),
        *[Binding(str(n), f"house({n - 1})", show=False) for n in range(1, 7)],
    ]

    # The watchers restyle only the cards and houses that change: repainting the
    # whole board on every cursor move would redraw the ring of houses too.
    card_index: reactive[int] = reactive(0, init=False, repaint=False)
    house_cursor: reactive[int] = reactive(0, init=False, repaint=False)
    picking_house: reactive[bool] = reactive(False, init=False, repaint=False)

    def __init__(self) -> None:
        super().__init__()
        self.view: FruitSpyView | None = None
        self.decision: Decision | None = None
        # Kept here, not queried on each key: a cursor move marks two of them.
        self._houses = [HousePanel(house, RING_ARROWS[slot]) for slot, house in enumerate(RING_SLOTS)]
        self._chips: list[CardChip] = []

    def compose(self) -> ComposeResult:
        with Grid(id="ring"):
            yield from self._houses
        yield Static(id="box")
        with Horizontal(id="hand-row"):
            yield Static("Your hand:", id="hand-label")
            yield Horizontal(id="hand")

    def keeps_focus(self, decision: Decision | None) -> bool:
        return True  # the board takes every key itself: it has no menu

    # -- showing a view --

    def show(self, view: FruitSpyView, decision: Decision | None, labels: Sequence[str] = ()) -> None:
        """Draw `view`; `decision` is set only when the viewer must choose."""
        if self.view is None or self.view.seat != view.seat:
            # A new person: start from a fresh cursor, not the last person's.
            self.card_index, self.house_cursor, self.picking_house = 0, 0, False
        had_decision = self.decision is not None
        self.view, self.decision = view, decision
        if had_decision != (decision is not None):
            self.refresh_bindings()  # Enter's "Choose" comes and goes with a decision
        for house in view.houses:
            self.query_one(f"#house-{house.index + 1}", HousePanel).show(view, house)
        box = self.query_one("#box", Static)
        if view.box:
            shown = Text("In the box (scared off by Tools): ")
            for owner, card in view.box:
                shown.append(card_label(view.letters[owner], card) + " ",
                             style=seat_style(view.colours[owner]))
            box.update(shown)
        else:
            box.update("")
        self.card_index = min(self.card_index, max(len(view.hand) - 1, 0))
        if decision is None:
            self.picking_house = False
        self._draw_hand()
        self._draw_cursor()
        self._hint()

    def _draw_hand(self) -> None:
        view = self.view
        assert view is not None
        hand_row = self.query_one("#hand", Horizontal)
        hand_row.remove_children()
        self._chips = []
        label = self.query_one("#hand-label", Static)
        if view.seat is None:
            label.update("Watching: every hand is hidden.")
            return
        letter, colour = view.letters[view.seat], view.colours[view.seat]
        label.update(Text.assemble("Your hand ", (f"({colour} {letter})", seat_style(colour)), ":"))
        chips = []
        for i, card in enumerate(view.hand):
            text = Text(card_label(letter, card), style=f"bold {seat_style(colour)}")
            chip = CardChip(i, text)
            chip.set_class(self.decision is not None and i == self.card_index, "cursor")
            chips.append(chip)
        if not chips:
            chips.append(CardChip(-1, Text("no cards left", style="dim")))
        self._chips = chips
        hand_row.mount_all(chips)

    def _draw_cursor(self) -> None:
        """Move the marks; only the two widgets whose mark changes are drawn again."""
        for panel in self._houses:
            panel.mark(self.picking_house and panel.house == self.house_cursor)
        for chip in self._chips:
            chip.mark(self.decision is not None and chip.index == self.card_index)

    def watch_card_index(self) -> None:
        self._draw_cursor()
        self._hint()

    def watch_house_cursor(self) -> None:
        self._draw_cursor()
        self._hint()

    def watch_picking_house(self) -> None:
        self._draw_cursor()
        self._hint()

    def _selected_card(self) -> int | None:
        if self.view is None or not self.view.hand:
            return None
        return self.view.hand[min(self.card_index, len(self.view.hand) - 1)]

    def _hint(self) -> None:
        if self.decision is None or self.view is None:
            return
        card = self._selected_card()
        if card is None:
            return
        if self.picking_house:
            # Whole on the one-line status bar at 80 columns (78 cells inside).
            text = (f"Play {card_name(card)} on house {self.house_cursor + 1}? "
                    "Arrows or 1-6: house, Enter plays, Esc: other card.")
        else:
            text = ("Choose a card: ←/→ to move, Enter to take it "
                    f"(now: {card_name(card)}).")
        self.show_hint(text)  # the cursor's repaint and the status line in one frame

    def players_text(self, view: FruitSpyView) -> Text:
        text = Text()
        for seat, name in enumerate(view.names):
            text.append("▶ " if view.to_move == seat else "  ")
            style = f"bold {seat_style(view.colours[seat])}"
            text.append(f"{view.letters[seat]} {name}", style=style)
            you = " (you)" if seat == view.seat else ""
            text.append(f"{you}: {view.hand_sizes[seat]} in hand\n")
        return text

    # -- keys and clicks --

    def action_move(self, dx: int, dy: int) -> None:
        if self.decision is None or self.view is None:
            return
        if not self.picking_house:
            if dx:
                self.card_index = (self.card_index + dx) % max(len(self.view.hand), 1)
            return
        slot = RING_SLOTS.index(self.house_cursor)
        col, row = slot % 3, slot // 3
        col, row = (col + dx) % 3, (row + dy) % 2
        self.house_cursor = RING_SLOTS[row * 3 + col]

    def action_house(self, house: int) -> None:
        if self.decision is None:
            return
        self.house_cursor = house
        self.picking_house = True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """"Choose" is in the key bar only while this terminal has a card to choose."""
        if action == "select":
            return self.decision is not None
        return True

    def action_select(self) -> None:
        if self.decision is None:
            return
        if not self.picking_house:
            self.picking_house = True
            return
        card = self._selected_card()
        if card is not None:
            self.picking_house = False
            self.post_message(self.Chosen((card, self.house_cursor), self.offer))

    def action_back(self) -> None:
        self.picking_house = False

    def on_card_chip_clicked(self, message: CardChip.Clicked) -> None:
        if self.decision is None or message.index < 0:
            return
        self.focus()
        self.card_index = message.index
        self.picking_house = True

    def on_house_panel_clicked(self, message: HousePanel.Clicked) -> None:
        if self.decision is None:
            return
        self.focus()
        if self.picking_house and self.house_cursor == message.house:
            self.action_select()
        else:
            self.house_cursor = message.house
            self.picking_house = True


__all__ = ["FruitSpyBoard"]
