"""Textual's Select, safe to give a value while it is still being mounted.

Textual's Select shows its value through a child (SelectCurrent) whose own
label child may not exist yet when the Select's Mount sets the value: its
query for the label raises NoMatches and the app ends (a known Textual bug; the
start screen met it when a game's option fields, mounted after the first
frame, were shown on a loaded machine). Here a value that arrives before the
label is kept and shown when the label is mounted. And a value set between
`mount()` and the end of mounting reaches no watcher in Textual's (its
placeholder stays): here the value is shown once mounting is over. It
overrides Textual's private Select parts, so it acts with the speedups on
only; off, this is Textual's Select (and its bug).
"""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from textual import events
from textual.app import ComposeResult
from textual.css.query import NoMatches
from textual.widgets import Select, Static
from textual.widgets._select import NoSelection, SelectCurrent, SelectOverlay

from fruitui.ui.speedups import enabled


class MountSafeSelectCurrent(SelectCurrent):
    def update(self, label: RenderableType | NoSelection) -> None:
        if not enabled():
            super().update(label)
            return
        try:
            super().update(label)
        except NoMatches:  # its label is not mounted yet: _on_mount shows it
            self.label = label
            self.has_value = label is not Select.NULL

    def _on_mount(self, _event: events.Mount) -> None:
        if not enabled():
            return
        shown = self.placeholder if isinstance(self.label, NoSelection) else self.label
        self.query_one("#label", Static).update(shown)


class MountSafeSelect(Select[Any]):
    """A Select whose value may be set at any time after it is made."""

    def _on_mount(self, _event: events.Mount) -> None:
        if enabled():
            self.call_after_refresh(self._show_value)  # after Select's own _on_mount

    def _show_value(self) -> None:
        if self.is_mounted:
            self._watch_value(self.value)  # as a change would: label, highlight, Changed

    def compose(self) -> ComposeResult:
        # As Select.compose, with the label kept until it can be shown.
        if not enabled():
            yield from super().compose()
            return
        yield MountSafeSelectCurrent(self.prompt)
        yield SelectOverlay(type_to_search=self._type_to_search).data_bind(
            compact=Select.compact)
