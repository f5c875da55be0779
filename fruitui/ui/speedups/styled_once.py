"""Screens whose widgets are styled once before their first frame, not twice.

Textual styles every widget as it is mounted. A pushed screen then gets a
ScreenResume that styles the whole screen again: on a fresh screen that pass
changes nothing (tests/ui/test_styled_once.py checks it), and costs as much
as the first. (The breakpoint classes a first Resize would set are set in
compose: screens/styled_once.py, public API.)
"""

from __future__ import annotations

from textual import events

from fruitui.ui.speedups import enabled


class StyledOnce:
    """Mix into a Screen: its first ScreenResume does not restyle the widgets its
    compose just mounted and styled. Every later resume (back from a dialog, a
    theme changed meanwhile) restyles as Textual does."""

    _resumed_once = False

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        # Runs before Screen's own handler, which reads the flag.
        if not self._resumed_once:
            self._resumed_once = True
            if enabled():
                event.refresh_styles = False
