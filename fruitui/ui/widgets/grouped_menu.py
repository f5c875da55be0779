"""A choice menu that shows a long decision as groups (menu_groups.py says how).

Mixed into ChoiceMenu. A group's row ends in "▸": Enter (or its number, or →)
opens it as a list of its own, Esc, Backspace or ← (or a click on the top
edge) goes back. Choosing in a list chooses the real choice. Each change of
list is told to `list_listener` (the table fences the keys typed for the old
list and says what opened on its status line).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from textual.events import Click

from fruitui.games.base import Choice
from fruitui.ui.widgets.menu_groups import LIMIT, Entry, MenuGroup, path_to


if TYPE_CHECKING:  # a mixin of a widget: its checks see the widget's names
    from textual.widget import Widget as _Menu
else:
    _Menu = object


class GroupedLists(_Menu):
    """The part of ChoiceMenu that walks a grouped menu (None of it is used for
    a short menu). `fill` is the menu's own: show these items, these labels."""

    fill: Callable[[Sequence[Choice], Sequence[str]], None]
    highlighted: int | None

    _tree: tuple[Entry, ...] | None = None
    _opened: tuple[MenuGroup, ...] = ()  # the groups open, outermost first
    _height: int | None = None  # the height set for a grouped menu
    _all_choices: tuple[Choice, ...] = ()
    _all_labels: tuple[str, ...] = ()
    group_rows = LIMIT  # the longest list of a grouped menu: the board says what fits
    SPARE_ROWS = 0  # rows a list may take past one a row (a highlighted row shown whole)
    # Told "Apple: 4 ways — Esc goes back" as a group opens or is gone back to,
    # "" when the top list is back.
    list_listener: Callable[[str], None] | None = None

    def show_groups(self, choices: Sequence[Choice], labels: Sequence[str],
                    tree: tuple[Entry, ...] | None) -> None:
        """Show `tree`'s top list; None: no groups (the caller fills the menu)."""
        # A grouped menu is as tall as its longest list and its edges: read whole.
        height = None if tree is None else self.group_rows + self.SPARE_ROWS + 2
        if height != self._height:
            self._height = height
            self.styles.max_height = height  # None: the board's own rules again
        if tree is None and self._opened:
            self.border_title = ""
        self._tree, self._opened = tree, ()
        self._all_choices, self._all_labels = tuple(choices), tuple(labels)
        if tree is not None:
            self._show_list()

    @property
    def grouped(self) -> bool:
        return self._tree is not None

    def _entries(self) -> tuple[Entry, ...]:
        assert self._tree is not None
        return self._opened[-1].entries if self._opened else self._tree

    def _show_list(self, highlight: int = 0) -> None:
        entries = self._entries()
        items: list[Choice] = [entry if isinstance(entry, MenuGroup) else self._all_choices[entry]
                               for entry in entries]
        rows = [entry.label if isinstance(entry, MenuGroup) else self._all_labels[entry]
                for entry in entries]
        self.fill(items, rows)
        self.highlighted = highlight
        title = " › ".join(group.title for group in self._opened)
        self.border_title = f"◂ {title} (Esc: back)" if title else ""

    def highlight_choice(self, index: int) -> None:
        """Put the cursor on the decision's choice `index` (in a grouped menu:
        on the top entry holding it)."""
        if self._tree is None:
            self.highlighted = index
            return
        path = path_to(self._tree, index)
        target = path[0] if path else index
        for row, entry in enumerate(self._tree):
            if entry is target or entry == target:
                self.highlighted = row
                return

    def rows_to(self, index: int) -> list[int]:
        """The row to pick in each list, from the top one, to reach the
        decision's choice `index` (one row in a menu with no groups)."""
        if self._tree is None:
            return [index]
        rows, entries = [], self._tree
        for group in path_to(self._tree, index) or []:
            rows.append(next(row for row, entry in enumerate(entries) if entry is group))
            entries = group.entries
        rows.append(next(row for row, entry in enumerate(entries) if entry == index))
        return rows

    def open_group(self, group: MenuGroup) -> None:
        self._opened = (*self._opened, group)
        self._show_list()
        self._tell(self._opened_text())

    def _opened_text(self) -> str:
        group = self._opened[-1]
        return f"{group.title}: {len(group.indices())} ways — Esc goes back"

    def action_group_back(self) -> None:
        if not self._opened:
            return
        left = self._opened[-1]
        self._opened = self._opened[:-1]
        self._show_list(next(i for i, entry in enumerate(self._entries()) if entry is left))
        self._tell(self._opened_text() if self._opened else "")  # "": the decision's own hint

    def action_group_open(self) -> None:
        """→ opens the group under the cursor (on a choice it does nothing)."""
        entry = self._entry_at(self.highlighted)
        if isinstance(entry, MenuGroup):
            self.open_group(entry)

    def _entry_at(self, row: int | None) -> Entry | None:
        if self._tree is None or row is None:
            return None
        entries = self._entries()
        return entries[row] if 0 <= row < len(entries) else None

    def check_group_action(self, action: str) -> bool | None:
        """Esc, Backspace and ← go back only inside a group; → only on a group.
        Elsewhere they are left to the rest of the screen."""
        if action == "group_back":
            return bool(self._opened)
        if action == "group_open":
            return isinstance(self._entry_at(self.highlighted), MenuGroup)
        return True

    def on_click(self, event: Click) -> None:
        """A click on the top edge of an open group goes back (as its title says)."""
        if self._opened and event.y == 0:
            event.stop()
            self.action_group_back()

    def _tell(self, text: str) -> None:
        if self.list_listener is not None:
            self.list_listener(text)
