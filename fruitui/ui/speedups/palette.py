"""Textual's command palette, with PageUp and PageDown safe before its list is laid out.

Ctrl+P and PageUp read in one go (typed fast, or pasted) reached the palette's
option list before it had a width: it has no lines yet, and Textual's page
move looked up line 0 of none and ended the app (`KeyError: 0`). The page keys
do nothing until the list has a line for its highlighted option.
"""

from __future__ import annotations

from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches

from fruitui.ui.speedups import enabled
from fruitui.ui.widgets.palette import SafePalette

PAGE_ACTIONS = ("page_up", "page_down")


class PagedPalette(SafePalette):
    """A CommandPalette whose page keys wait for its list's first layout."""

    def _action_command_list(self, action: str) -> None:
        if action in PAGE_ACTIONS and not _list_laid_out(self):
            return
        super()._action_command_list(action)


def _list_laid_out(palette: CommandPalette) -> bool:
    """Whether the palette's list has a line for its highlighted option (where
    a page move starts from). Without the private line map (another Textual),
    Textual's own way."""
    try:
        command_list = palette.query_one(CommandList)
    except NoMatches:
        return False
    lines = getattr(command_list, "_index_to_line", None)
    if not isinstance(lines, dict):
        return True
    return (command_list.highlighted or 0) in lines


def paged(screen: object) -> None:
    """Make a palette Textual made a PagedPalette (same state, one method differs)."""
    if enabled() and type(screen) in (CommandPalette, SafePalette):
        screen.__class__ = PagedPalette
