"""What every game's board widget shares, and the menu board for any game.

A board draws one seat's view and, when that seat must decide, lets the
person choose. It posts `Board.Chosen` with a legal choice and `Board.Hint`
with one line saying what the person can do now.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult, NoScreen
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from fruitui.games.base import Choice, Decision
from fruitui.games.registry import game_info, resolve
from fruitui.games.records import record_fields
from fruitui.ui.widgets.boxes import VerticalScroll
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.widgets.menu_groups import LIMIT, menu_tree
from fruitui.ui.widgets.offer import Offer, Offers


# Key names as the help and footer write them.
KEY_NAMES = {"question_mark": "?", "space": "Space", "enter": "Enter", "escape": "Esc",
             "backspace": "Backspace", "left": "←", "right": "→", "up": "↑", "down": "↓"}


def key_text(keys: str) -> str:
    return " or ".join(KEY_NAMES.get(key, key) for key in keys.split(","))


class Board(Offers, Widget):
    """Base of the game boards."""

    #: The keys that work on this board, for the help: (keys, what they do).
    #: Shown bindings with a description are added after these.
    KEY_HELP: tuple[tuple[str, str], ...] = ()

    class Chosen(Message):
        """The person at the keyboard made `choice` for the decision `offer`
        (the board's `offer` when the key was read: offer.py)."""

        def __init__(self, choice: Choice, offer: Offer) -> None:
            self.choice = choice
            self.offer = offer
            super().__init__()

    class Hint(Message):
        """One line for the status bar: what the person can do now."""

        def __init__(self, text: str) -> None:
            self.text = text
            super().__init__()

    def show(self, view: Any, decision: Decision | None, labels: Sequence[str]) -> None:
        """Draw `view`; `decision` (with readable `labels`) only if the viewer decides."""
        raise NotImplementedError

    #: Set by the table to its status line. A posted Hint reaches the screen
    #: a frame after the key's own repaint; a cursor move that calls this
    #: instead repaints once (the board and the status line together).
    hint_listener: Callable[[str], None] | None = None
    #: Set by the table: the menu now lists other items (a group opened or
    #: closed); `text` says which. The table takes it as a new menu (menu_fence.py).
    list_listener: Callable[[str], None] | None = None
    game = ""  # the game's name (make_board): its spec says how long menus group

    last_hint = ""  # the decision's hint, said again when a grouped menu is back at its top

    def show_hint(self, text: str) -> None:
        """Say `text` on the status line: at once when the table listens, else posted."""
        self.last_hint = text
        if self.hint_listener is not None:
            self.hint_listener(text)
        else:
            self.post_message(self.Hint(text))

    def keeps_focus(self, decision: Decision | None) -> bool:
        """Whether `show` leaves the keyboard focus on the board itself for
        `decision` (not on a menu inside it): the table then focuses the board
        as it is composed, while few of its widgets are there to restyle."""
        return decision is None

    def action_focus_menu(self) -> None:
        """Give the keyboard back to the board (the table does so after its
        too-small notice); a board with a menu focuses its menu instead."""
        self.focus()

    def key_help(self) -> list[tuple[str, str]]:
        """Every key of this board, each once: the help lists exactly these."""
        rows = list(self.KEY_HELP)
        for binding in self._bindings_for_help():
            keys = key_text(binding.key)
            if binding.show and binding.description and keys not in (k for k, _ in rows):
                rows.append((keys, binding.description))
        return rows

    def _bindings_for_help(self) -> list[Binding]:
        """The board's own bindings, its base classes' first (Textual merges them so)."""
        return [binding for cls in reversed(type(self).__mro__)
                for binding in cls.__dict__.get("BINDINGS", ()) if isinstance(binding, Binding)]

    def players_text(self, view: Any) -> Text:
        """The side panel's summary of every seat."""
        text = Text()
        for seat, name in enumerate(view.names):
            you = " (you)" if seat == view.seat else ""
            text.append(f"{name}{you}\n")
        return text


def focus_now(widget: Widget) -> None:
    """Give `widget` the keyboard now. Textual's `focus` waits for a callback:
    a table's first frame was drawn without the focus and the footer keys it
    brings, then drawn again, twice. A widget not mounted yet waits as before."""
    if not (widget.is_mounted and widget.focusable):
        widget.focus()
        return
    try:
        widget.screen.set_focus(widget)
    except NoScreen:  # it has just left its screen
        return


def describe_view(view: Any, indent: str = "") -> Text:
    """A plain listing of a view's public fields, for games without a drawn board."""
    text = Text()
    named = record_fields(view)
    if named is None:
        text.append(f"{indent}{view}\n")
        return text
    for name, value in named.items():
        if name in ("log", "names", "seat"):
            continue
        text.append(f"{indent}{name.replace('_', ' ')}: ", style="bold")
        if record_fields(value) is not None:
            text.append("\n")
            text.append_text(describe_view(value, indent + "  "))
        elif isinstance(value, tuple) and value and record_fields(value[0]) is not None:
            text.append("\n")
            for entry in value:
                text.append_text(describe_view(entry, indent + "  "))
                text.append("\n")
        else:
            text.append(f"{value}\n")
    return text


class MenuBoard(Board):
    """Any game: its view drawn above, and every legal choice as a menu below.

    A game's own board subclasses this and overrides `compose_view` and
    `draw`; the menu (keys and mouse) then works for every decision.
    """

    KEY_HELP: tuple[tuple[str, str], ...] = (
        ("↑/↓ or k/j", "move in the menu"),
        ("Enter", "choose the highlighted item"),
        ("1–9", "choose the item with that number"),
        ("0–9", "in a menu of 10 items or more: type the item's number (1 then 2 "
                "for 12) to go to it, then Enter; its edge says so"),
        ("Enter, → or 1–9 on a row with ▸", "open that group of a long menu"),
        ("Esc or ←", "in a group of a long menu: back to the groups"),
        ("Tab", "back to the menu"),
    )
    BINDINGS = [Binding("tab,shift+tab", "focus_menu", "Menu", show=False)]

    DEFAULT_CSS = """
    MenuBoard { height: 1fr; width: 1fr; }
    MenuBoard #view-text { height: 1fr; border: round $secondary; padding: 0 1; }
    """

    _menu_of: tuple[Decision, Any] | None = None  # what the menu was last filled for

    def compose(self) -> ComposeResult:
        yield from self.compose_view()
        yield ChoiceMenu(id="choices")

    def fill_menu(self, menu: ChoiceMenu, view: Any, decision: Decision,
                  labels: Sequence[str]) -> bool:
        """List `decision`'s choices in `menu`, grouped when there are many
        (menu_groups.py). Drawn again for the same decision and view, a grouped
        menu stays in the group it is in (and False is returned)."""
        of = (decision, view)
        if menu.grouped and of == self._menu_of:
            return False
        self._menu_of = of
        menu.list_listener = self._list_changed
        menu.group_rows = self.group_rows(menu)
        tree = menu_tree(self.game, view, decision, labels, menu.group_rows)
        self.set_class(tree is not None, "-grouped")  # a board may give its menu more rows
        menu.set_choices(decision.choices, labels, tree)
        return True

    def group_rows(self, menu: ChoiceMenu) -> int:
        """The longest list of a grouped menu this board has room for."""
        return LIMIT

    def _list_changed(self, text: str) -> None:
        text = text or self.last_hint
        if self.list_listener is not None:
            self.list_listener(text)
        else:
            self.post_message(self.Hint(text))

    def compose_view(self) -> ComposeResult:
        """The widgets that draw the game (the menu goes below them)."""
        with VerticalScroll(id="view-text"):
            yield Static(id="view-body")

    def draw(self, view: Any) -> None:
        """Draw `view` into the widgets of `compose_view`."""
        self.query_one("#view-body", Static).update(describe_view(view))

    def show(self, view: Any, decision: Decision | None, labels: Sequence[str]) -> None:
        self.draw(view)
        menu = self.query_one(ChoiceMenu)
        menu.display = decision is not None
        if decision is not None:
            self.fill_menu(menu, view, decision, labels)
            focus_now(menu)
            self.show_hint(f"{decision.prompt} (↑/↓ and Enter)")

    def action_focus_menu(self) -> None:
        """Tab never strands the menu: it (and Enter) stay with the choice at hand."""
        menu = self.query_one(ChoiceMenu)
        if menu.display:
            menu.focus()
        else:  # another seat's turn: the board's own keys (t, c, e…) still work
            self.focus()

    def on_choice_menu_chosen(self, message: ChoiceMenu.Chosen) -> None:
        message.stop()
        self.post_message(self.Chosen(message.choice, message.offer))


def make_board(game: str) -> Board:
    """The drawn board of a game (its spec's `board`, imported only when a table
    opens), or the plain menu board for a game without one."""
    reference = game_info(game).board
    board: Board = MenuBoard() if not reference else resolve(reference)()
    board.game = game
    return board
