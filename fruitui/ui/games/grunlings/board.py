"""The Grunlings board: your cards, the middle of the table, and the choice menu.

A `MenuBoard`: every legal choice is in the menu (↑/↓ and Enter, or a click).
Shortcuts: `n` moves on (done, end the turn, stop, pass, keep, let it happen),
`b` blocks with a Lychee, `t` shows the top five of every Discard Pile, `c`
opens the card reference. The opening Basket is a tick list instead of the
menu (Space ticks, Enter stores).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings.views import GrunlingsView

from fruitui.ui.widgets.board import MenuBoard, focus_now
from fruitui.ui.widgets.boxes import Horizontal, VerticalScroll
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.widgets.more_mark import MoreMarked
from fruitui.ui.games.grunlings.panels import (hand_text, hand_title, players_text, table_text,
                                               top_line)
from fruitui.ui.games.grunlings.ticks import BasketTicks
from fruitui.ui.games.grunlings.text import block_choice, first_highlight, go_on_choice, hint

# Decisions drawn as a tick list rather than the menu.
TICKED = ("open_basket",)


class GrunlingsBoard(MenuBoard, can_focus=True):
    """Draws one seat's view of a Grunlings table."""

    DEFAULT_CSS = """
    GrunlingsBoard #gr-top { height: 1; padding: 0 1; }
    GrunlingsBoard #gr-panels { height: 1fr; }
    GrunlingsBoard #gr-hand { width: 3fr; border: round $secondary; padding: 0 1; }
    GrunlingsBoard #gr-table { width: 2fr; border: round $secondary; padding: 0 1; }
    GrunlingsBoard ChoiceMenu { max-height: 9; }
    GrunlingsBoard.-short ChoiceMenu { max-height: 6; }
    GrunlingsBoard.-short BasketTicks { max-height: 7; }
    GrunlingsBoard.-short #gr-hand { width: 2fr; }
    GrunlingsBoard.-short #gr-table { width: 3fr; }
    """
    # Below these sizes the menu gets shorter and the hand drops the card words,
    # so that more of the hand stays in sight (80x24 is the smallest table).
    SHORT_HEIGHT, NARROW_WIDTH = 30, 64

    KEY_HELP = (*MenuBoard.KEY_HELP,
                ("Space", "tick a card for the opening Basket (Enter stores the ticked)"),
                ("y", "scroll your hand panel when its edge says 'y: more'"))
    BINDINGS = [
        Binding("n", "go_on", "Go on"),
        Binding("b", "block", "Block (Lychee)"),
        Binding("t", "top_five", "Top five"),
        Binding("c", "cards", "Cards"),
        Binding("e", "shop", "Shop & Events"),
        # Shown in the hand panel's edge when part of it is out of sight (80x24).
        Binding("y", "hand", "Your hand", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.view: GrunlingsView | None = None
        self.decision: Decision | None = None
        self.top_five = False
        self._drawn: dict[str, object] = {}
        self._keys: tuple[bool | None, bool | None] = (None, None)
        self._drawn_narrow = False  # whether the hand was last drawn without card words
        self._hand = MoreMarked(id="gr-hand", can_focus=False)  # kept: not queried each draw

    def compose_view(self) -> ComposeResult:
        # As on_resize sets it, but before the widgets are styled (no restyle at 80x24).
        self.set_class(self.app.size.height < self.SHORT_HEIGHT, "-short")
        yield Static(id="gr-top")
        with Horizontal(id="gr-panels"):
            with self._hand:
                yield Static(id="gr-hand-body")
            with VerticalScroll(id="gr-table", can_focus=False):
                yield Static(id="gr-table-body")
        ticks = BasketTicks(id="gr-ticks")
        ticks.display = False
        yield ticks

    def show(self, view: GrunlingsView, decision: Decision | None, labels: Sequence[str]) -> None:
        if self.view is not None and self.view.seat != view.seat:
            self.top_five = False  # a new person starts from the plain table
        same_decision = decision is not None and decision is self.decision
        self.view, self.decision = view, decision
        self.draw(view)
        menu = self.query_one(ChoiceMenu)
        ticks = self.query_one(BasketTicks)
        ticked = decision is not None and decision.kind in TICKED
        menu.display = decision is not None and not ticked
        ticks.display = ticked
        keys = (self.check_action("go_on", ()), self.check_action("block", ()))
        if keys != self._keys:  # the footer is rebuilt on every refresh: only when needed
            self._keys = keys
            self.refresh_bindings()
        if decision is None:
            focus_now(self)
            return
        if ticked:
            if not same_decision:  # drawn again for the same decision: keep the ticks
                ticks.set_choices(decision.choices)
            focus_now(ticks)
        else:
            if not same_decision:  # drawn again for the same decision: keep the cursor
                if self.fill_menu(menu, view, decision, labels):
                    menu.highlight_choice(first_highlight(view, decision))
            focus_now(menu)
        self.show_hint(hint(view, decision))

    def draw(self, view: GrunlingsView) -> None:
        self._drawn_narrow = self.narrow
        self._update("#gr-top", top_line(view))
        self._hand.border_title = hand_title(view)
        self._update("#gr-hand-body", hand_text(view, words=not self._drawn_narrow))
        self.call_after_refresh(self._hand.mark_more)
        self.query_one("#gr-table", VerticalScroll).border_title = (
            "Table (t: top five, e: shop)" if not self.top_five else "Table (t: top cards only)")
        self._update("#gr-table-body", table_text(view, self.top_five))

    def _update(self, selector: str, part: RenderableType) -> None:
        """Update a part only when it changed: every update lays the screen out again."""
        key = part if isinstance(part, Text) else repr(self.view)  # a Group has no ==
        if self._drawn.get(selector) != key:
            self._drawn[selector] = key
            self.query_one(selector, Static).update(part)

    @property
    def narrow(self) -> bool:
        return 0 < self.size.width < self.NARROW_WIDTH

    def on_resize(self) -> None:
        self.set_class(self.app.size.height < self.SHORT_HEIGHT, "-short")
        # Only the hand depends on the width (its card words): drawn again only
        # when that changed, not at the first Resize after the first frame.
        if self.view is not None and self.narrow != self._drawn_narrow:
            self._drawn.clear()
            self.draw(self.view)

    def action_focus_menu(self) -> None:
        """Tab goes back to whichever of the menu and the tick list is asking."""
        ticks = self.query_one(BasketTicks)
        if ticks.display:
            ticks.focus()
        else:
            super().action_focus_menu()

    def on_basket_ticks_chosen(self, message: BasketTicks.Chosen) -> None:
        message.stop()
        self.post_message(self.Chosen(message.choice, message.offer))

    def players_text(self, view: GrunlingsView) -> Text:
        return players_text(view)

    # -- shortcuts --

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """`n` and `b` are in the footer only while they can do something."""
        if action == "go_on":
            return self.view is not None and self.decision is not None and \
                go_on_choice(self.view, self.decision) is not None
        if action == "block":
            return self.decision is not None and block_choice(self.decision) is not None
        return True

    def _choose(self, choice: Choice | None) -> None:
        if choice is None:
            self.app.bell()
            return
        self.post_message(self.Chosen(choice, self.offer))

    def action_go_on(self) -> None:
        if self.view is not None and self.decision is not None:
            self._choose(go_on_choice(self.view, self.decision))

    def action_block(self) -> None:
        if self.decision is not None:
            self._choose(block_choice(self.decision))

    def action_top_five(self) -> None:
        self.top_five = not self.top_five
        if self.view is not None:
            self.draw(self.view)

    def action_shop(self) -> None:
        """Scroll the table panel to the Visitor Shop and Events, or back to its top:
        at 80x24 they are below the piles, out of sight."""
        panel = self.query_one("#gr-table", VerticalScroll)
        if panel.scroll_y > 0 or panel.max_scroll_y == 0:
            panel.scroll_home(animate=False)
            return
        body = self.query_one("#gr-table-body", Static)
        width = max(body.content_size.width, 1)
        plain = str(body.render()).split("Visitor Shop")[0]
        # The rows above the shop: each text line takes as many rows as it wraps to.
        rows = sum(max(1, -(-len(line) // width)) for line in plain.split("\n")[:-1])
        panel.scroll_to(y=rows, animate=False)

    def action_hand(self) -> None:
        """Scroll the hand panel to its end, or back to its top."""
        hand = self._hand
        if hand.scroll_y > 0 or hand.max_scroll_y == 0:
            hand.scroll_home(animate=False)
        else:
            hand.scroll_end(animate=False)
        self.call_after_refresh(hand.mark_more)

    def action_cards(self) -> None:
        from fruitui.ui.games.grunlings.cards import GrunlingsCardsScreen

        sets = self.view.sets if self.view is not None else ()
        self.app.push_screen(GrunlingsCardsScreen(sets))
