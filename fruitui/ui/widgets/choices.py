"""A menu of the legal choices: works for every decision of every game.

In a menu of up to 9 items a number key chooses that item. A longer menu
(a Grunlings Discard or Basket phase reaches 25-56 items) is reached by typing
the item's number, one or two digits ("1" then "2" for 12): the cursor goes
there and Enter chooses. There a number never chooses by itself, so a number
typed for a short menu that was replaced by a long one cannot choose either.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from time import monotonic

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widgets.option_list import Option

from fruitui.games.base import Choice
from fruitui.ui.speedups.option_rows import item_region
from fruitui.ui.widgets.grouped_menu import GroupedLists
from fruitui.ui.widgets.menu_groups import Entry, MenuGroup
from fruitui.ui.widgets.offer import Offer, offer_of
from fruitui.ui.widgets.option_list import SqueezableOptionList
from fruitui.ui.widgets.whole_thumb import whole_thumb


class ChoiceMenu(GroupedLists, SqueezableOptionList):
    """Lists choices by their readable labels; posts `Chosen` on Enter or click."""

    DEFAULT_CSS = """
    ChoiceMenu { height: auto; max-height: 14; border: round $accent; }
    """

    # The number keys choose the item with that number, as the menu reads (in a
    # long menu: go to it). k/j are left out of the footer: it has room at 80
    # columns for the board's own keys. The footer shows "0-9" in a long menu only.
    BINDINGS = [Binding("k", "cursor_up", "Up", show=False),
                Binding("j", "cursor_down", "Down", show=False),
                Binding("0", "choose_number(0)", "Go to no.", key_display="0-9"),
                *[Binding(str(n), f"choose_number({n})", show=False) for n in range(1, 10)],
                # In a grouped menu (grouped_menu.py): into a group and back out.
                Binding("right", "group_open", "Open", show=False),
                Binding("escape,backspace,left", "group_back", "Back", show=False)]

    SHORT = 9  # the longest menu whose number keys choose at once
    TYPING_SECONDS = 1.5  # a second digit within this makes a two-digit number

    # A cursor move repaints the two items it moved between (`_repaint_items`),
    # not every line of the menu and its border.
    highlighted: reactive[int | None] = reactive(None, repaint=False)

    class Chosen(Message):
        def __init__(self, choice: Choice, offer: Offer) -> None:
            self.choice = choice
            self.offer = offer  # the decision the menu listed when the key was read
            super().__init__()

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._choices: tuple[Choice, ...] = ()
        self._painted: int | None = None  # the item last painted highlighted
        self._typed = 0  # in a long menu, a first digit that may begin a longer number
        self._typed_at = 0.0
        self._shown_long = False  # whether the footer was last told of a long menu
        # Called on every cursor move, in the same refresh as the highlight (the
        # OptionHighlighted message arrives a frame later): a board that shows
        # what the cursor points at then repaints once per key, not twice.
        self.cursor_listener: Callable[[int | None], None] | None = None

    def on_mount(self) -> None:
        whole_thumb(self)  # one thumb, never two ends that read as two

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)  # may scroll: that repaints it all
        self._repaint_items(self._painted, highlighted)
        self._painted = highlighted
        if self.cursor_listener is not None:
            self.cursor_listener(highlighted)

    def _repaint_items(self, *indices: int | None) -> None:
        for index in indices:
            if index is None:
                continue
            region = item_region(self, index)
            if region is None:  # off, or not laid out yet: repaint the whole list
                self.refresh()
                return
            self.refresh(region)

    def set_choices(self, choices: Sequence[Choice], labels: Sequence[str],
                    groups: tuple[Entry, ...] | None = None) -> None:
        """List `choices`; with `groups` (menu_groups.py), as those groups."""
        self.show_groups(choices, labels, groups)
        if groups is None:
            self.fill(choices, labels)

    def fill(self, choices: Sequence[Choice], labels: Sequence[str]) -> None:
        """Show these items (choices, or a grouped menu's groups) under these labels."""
        self._choices = tuple(choices)
        self.clear_options()
        # Text, not markup: a label may hold a player's name.
        self.add_options([Option(Text(f"{i + 1:>2}. {label}")) for i, label in enumerate(labels)])
        if self._choices:
            self.highlighted = 0
        self.new_numbers()
        self.call_after_refresh(self.scroll_as_fresh)

    def scroll_as_fresh(self) -> None:
        """Once the new items are laid out, scroll as a menu drawn afresh is:
        from its top, just far enough to show the cursor. A cursor set before
        (a Basket menu starts on "Keep") scrolled by the old menu's height, and
        a menu that then grew kept that offset, items above it hidden."""
        self.scroll_home(animate=False, immediate=True)
        self.scroll_to_highlight()

    @property
    def is_long(self) -> bool:
        """Whether numbers only go to an item (Enter chooses it)."""
        return len(self._choices) > self.SHORT

    def new_numbers(self) -> None:
        """New items: no digit typed for them yet; the edge says how numbers work."""
        self._typed = 0
        self.mark_edge()
        if self.is_long != self._shown_long:  # the footer's "0-9" follows the menu's length
            self._shown_long = self.is_long
            self.app.refresh_bindings()

    def mark_edge(self) -> None:
        """The bottom edge says how to reach the items of a long menu."""
        note = self.numbers_note()
        if self.border_subtitle != note:
            self.border_subtitle = note

    def numbers_note(self) -> str:
        return f"{len(self._choices)} choices: ↑/↓ or a number, then Enter" if self.is_long else ""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer's "0-9" (the 0 key) is there in a long menu only."""
        if action == "choose_number" and parameters == (0,):
            return self.is_long
        return self.check_group_action(action)

    def action_choose_number(self, digit: int) -> None:
        count = len(self._choices)
        if not self.is_long:
            if 1 <= digit <= count:
                self.highlighted = digit - 1
                self.action_select()
            else:
                self.notify(f"The menu has no item {digit}.", severity="warning", timeout=3)
            return
        now = monotonic()
        number = digit
        if self._typed and now - self._typed_at <= self.TYPING_SECONDS \
                and self._typed * 10 + digit <= count:
            number = self._typed * 10 + digit
            self._typed = 0  # two digits: the next one starts a new number
        else:
            self._typed = digit if 0 < digit * 10 <= count else 0
        self._typed_at = now
        if not 1 <= number <= count:
            self.notify(f"The menu has no item {number}.", severity="warning", timeout=3)
            return
        self.highlighted = number - 1

    def action_select(self) -> None:
        """Enter or a click: the highlighted item, taken now. OptionList's own
        message gives an index, read when it is handled: by then a double Enter's
        second (or a number, then Enter) may point into the next menu."""
        index = self.highlighted
        if index is None or not 0 <= index < len(self._choices):
            return
        item = self._choices[index]
        if isinstance(item, MenuGroup):
            self.open_group(item)
        else:
            self.post_message(self.Chosen(item, offer_of(self)))
