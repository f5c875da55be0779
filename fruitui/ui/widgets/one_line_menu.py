"""A choice menu whose items take one row each, except the highlighted one.

Long labels wrapped over two or three rows let the menu's scroll edge fall
inside an item, so part of it was cut (Gobblin' Goblins at 80x24). Here every
item is one row, cut with "…" when too long, and the highlighted item alone
is shown whole; the menu scrolls to keep it in sight.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.widgets.option_list import Option

from fruitui.games.base import Choice
from fruitui.ui.widgets.choices import ChoiceMenu


class OneLineMenu(ChoiceMenu):
    SPARE_ROWS = 1  # the highlighted item, whole, may take a second row

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._labels: list[str] = []
        self._whole: int | None = None  # the item shown in full

    def _prompt(self, index: int, whole: bool) -> Text:
        text = Text(f"{index + 1:>2}. {self._labels[index]}")  # Text: a label may hold a name
        width = self._row_width()
        if not whole and width > 0 and text.cell_len > width:
            # Cut the middle, not the end: a closing "(you hate it)" says what the
            # item means for you, and must show on every row.
            head, paren, tail = text.plain.rpartition(" (")
            tail = paren + tail
            if paren and tail.endswith(")") and cell_len(tail) <= width // 2:
                text = Text(head)
                text.truncate(width - cell_len(tail), overflow="ellipsis")
                text.append(tail)
            else:
                text.truncate(width, overflow="ellipsis")  # the option list itself would wrap it
        return text

    def _row_width(self) -> int:
        """Cells for an item's text (0 before the first layout). Room for the scrollbar is
        kept whether it shows or not: it appears after the items are cut, with no resize."""
        padding = self.get_component_styles("option-list--option").padding.width
        scrollbar = self.styles.scrollbar_size_vertical
        return max(0, self.content_region.width - scrollbar - padding)  # an OptionList has no left gutter

    def on_resize(self) -> None:
        """Cut the items again for the new width; a new height may hide more or fewer."""
        for index in range(len(self._labels)):
            self.replace_option_prompt_at_index(index, self._prompt(index, index == self._whole))
        self.call_after_refresh(self.mark_more)

    def mark_more(self) -> None:
        """Say in the bottom edge when some items are out of sight, and how many
        there are. Also on every resize: a menu that grows after its items came
        (their first layout) must not keep saying so."""
        more = self.max_scroll_y > 0
        note = self.numbers_note() or (
            f"{self.option_count} choices: ↑/↓ for more" if more else "")
        if self.border_subtitle != note:
            self.border_subtitle = note

    def mark_edge(self) -> None:
        self.mark_more()

    def fill(self, choices: Sequence[Choice], labels: Sequence[str]) -> None:
        self._choices = tuple(choices)
        self._labels = list(labels)
        self._whole = 0 if self._labels else None
        self.clear_options()
        self.add_options([Option(self._prompt(i, i == 0)) for i in range(len(self._labels))])
        if self._choices:
            self.highlighted = 0
        self.new_numbers()

    def watch_highlighted(self, highlighted: int | None) -> None:
        if highlighted is not None and highlighted != self._whole \
                and highlighted < len(self._labels):
            if self._whole is not None and self._whole < len(self._labels):
                self.replace_option_prompt_at_index(self._whole, self._prompt(self._whole, False))
            self.replace_option_prompt_at_index(highlighted, self._prompt(highlighted, True))
            self._whole = highlighted
        super().watch_highlighted(highlighted)
