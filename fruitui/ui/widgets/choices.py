"""A menu of the legal choices: works for every decision of every game."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.binding import Binding
from textual.geometry import Region
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from fruitui.games.base import Choice
from fruitui.ui.widgets.option_list import SqueezableOptionList


class ChoiceMenu(SqueezableOptionList):
    """Lists choices by their readable labels; posts `Chosen` on Enter or click."""

    DEFAULT_CSS = """
    ChoiceMenu { height: auto; max-height: 14; border: round $accent; }
    """

    # The number keys choose the item with that number, as the menu reads.
    # k/j are left out of the footer: it has room at 80 columns for the board's own keys.
    BINDINGS = [Binding("k", "cursor_up", "Up", show=False),
                Binding("j", "cursor_down", "Down", show=False),
                *[Binding(str(n), f"choose_number({n})", show=False) for n in range(1, 10)]]

    # A cursor move repaints the two items it moved between (`_repaint_items`),
    # not every line of the menu and its border.
    highlighted: reactive[int | None] = reactive(None, repaint=False)

    class Chosen(Message):
        def __init__(self, choice: Choice) -> None:
            self.choice = choice
            super().__init__()

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._choices: tuple[Choice, ...] = ()
        self._painted: int | None = None  # the item last painted highlighted
        # Called on every cursor move, in the same refresh as the highlight (the
        # OptionHighlighted message arrives a frame later): a board that shows
        # what the cursor points at then repaints once per key, not twice.
        self.cursor_listener: Callable[[int | None], None] | None = None

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)  # may scroll: that repaints it all
        self._repaint_items(self._painted, highlighted)
        self._painted = highlighted
        if self.cursor_listener is not None:
            self.cursor_listener(highlighted)

    def _repaint_items(self, *indices: int | None) -> None:
        top, width = self.scroll_offset.y, self.scrollable_content_region.width
        for index in indices:
            if index is None:
                continue
            try:
                line, height = self._index_to_line[index], self._heights[index]
            except KeyError:  # not laid out yet: its first paint draws it
                continue
            self.refresh(Region(0, line - top, width, height))

    def set_choices(self, choices: Sequence[Choice], labels: Sequence[str]) -> None:
        self._choices = tuple(choices)
        self.clear_options()
        # Text, not markup: a label may hold a player's name.
        self.add_options([Option(Text(f"{i + 1:>2}. {label}")) for i, label in enumerate(labels)])
        if self._choices:
            self.highlighted = 0

    def action_choose_number(self, number: int) -> None:
        if number <= len(self._choices):
            self.highlighted = number - 1
            self.action_select()
        else:
            self.notify(f"The menu has no item {number}.", severity="warning", timeout=3)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self._choices):
            self.post_message(self.Chosen(self._choices[event.option_index]))
