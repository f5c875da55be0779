"""Textual's command palette, starting no search once it is not on top.

Each letter typed in the palette starts a search (a worker) that first looks up
the palette's list. Keys typed fast, or read late on a loaded box, can reach the
palette after it was closed or covered: a search started then ran after its
widgets were removed, failed to find its list, and ended the app.
"""

from __future__ import annotations

from textual import on
from textual.command import CommandPalette
from textual.widgets import Input


class SafePalette(CommandPalette):
    """A CommandPalette that ignores what is typed into it once it is not the
    screen on top (closed, or covered by a Pass-to screen)."""

    @on(Input.Changed)
    def _no_search_unless_on_top(self, event: Input.Changed) -> None:
        if self.app.screen is not self:
            event.stop()
            event.prevent_default()  # the palette's own handler would search


def made_safe(screen: object) -> None:
    """Make a palette Textual made (Ctrl+P, themes, keys) a SafePalette: the same
    state, one more handler."""
    if type(screen) is CommandPalette:
        screen.__class__ = SafePalette
