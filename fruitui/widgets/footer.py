"""Textual's footer, composed again only when the keys it shows change.

Textual's Footer mounts a fresh widget per key every time the screen's
bindings may have changed: five or six times while a screen opens (mount,
focus, each screen pushed), though the keys shown are the same each time.
Each new set of widgets costs a CSS pass, so this one compares first.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeyFooter(Footer):
    """The footer of every fruitui screen: same keys, same look, fewer recomposes."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._composed_keys: Hashable | None = None  # what the last compose showed
        self._recompose_due = False

    def _shown_keys(self) -> Hashable | None:
        """Everything the footer draws from the bindings (None before they are ready)."""
        if not self._bindings_ready:
            return None
        keys = tuple(
            (binding.key, binding.action, binding.description, binding.group, enabled, tooltip,
             self.app.get_key_display(binding))
            for _, binding, enabled, tooltip in self.screen.active_bindings.values()
            if binding.show
        )
        return keys, self.show_command_palette, self.app.ENABLE_COMMAND_PALETTE

    def compose(self) -> ComposeResult:
        # Textual's footer stays empty until the screen first says its bindings
        # changed, a frame or more after the screen's first: a first frame
        # without its keys, then a second compose and layout. The screen's keys
        # are known now; a focus that brings more recomposes as before.
        self._bindings_ready = True
        self._composed_keys = self._shown_keys()
        for widget in super().compose():
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                # Born compact, a key is restyled twice once mounted: into
                # compact, then out as it binds to ours. Born as ours: not at all.
                # (The palette's key is not bound to ours: it stays compact.)
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    def bindings_changed(self, screen: Screen) -> None:
        # As Footer does, but one pending check at a time, and a recompose
        # only when the keys differ from those on show.
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not self._recompose_due:
            self._recompose_due = True
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        self._recompose_due = False
        if self.is_attached and self._shown_keys() != self._composed_keys:
            await self.recompose()
