"""Screens whose widgets are styled once before their first frame, not three times.

Textual styles every widget as it is mounted. A pushed screen then gets a
ScreenResume that styles the whole screen again, and a screen with breakpoint
classes gets them at its first Resize, styling it all a third time. On a fresh
screen neither pass changes a thing (tests/ui/test_styled_once.py checks it),
and each costs as much as the first: a fifth of a table's first frame.
"""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.screen import Screen


class StyledOnce:
    """Mix into a Screen: its first ScreenResume does not restyle the widgets its
    compose just mounted and styled. Every later resume (back from a dialog, a
    theme changed meanwhile) restyles as Textual does."""

    _resumed_once = False

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        # Runs before Screen's own handler, which reads the flag.
        if not self._resumed_once:
            self._resumed_once = True
            event.refresh_styles = False


def preset_breakpoints(screen: Screen, app: App) -> None:
    """Give `screen` the breakpoint classes its first Resize would give it at
    `app`'s size, so that Resize finds nothing to change. Called from compose:
    only the screen itself is restyled, its widgets are not mounted yet."""
    breakpoints = screen.HORIZONTAL_BREAKPOINTS
    if breakpoints is None:
        breakpoints = app.HORIZONTAL_BREAKPOINTS
    if not breakpoints or screen.VERTICAL_BREAKPOINTS or app.VERTICAL_BREAKPOINTS:
        return  # nothing to set, or more than this knows how to
    width = app.size.width
    classes = {name: False for _, name in breakpoints}
    for edge, name in sorted(breakpoints, reverse=True):
        if width >= edge:
            classes[name] = True
            break
    screen.update_classes(classes)


class BaseScreen(StyledOnce, Screen[None]):
    """The app's empty default screen, under every other. Textual's restyled it
    at its first ScreenResume, just after it was styled, before the first
    screen that is drawn was pushed over it."""
