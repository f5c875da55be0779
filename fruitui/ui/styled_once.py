"""Screens given their breakpoint classes as they are composed, and the app's
base screen.

A screen with breakpoint classes gets them at its first Resize, which restyles
the whole screen: set in compose, at the app's size, that Resize finds nothing
to change. (Skipping the restyle of a pushed screen's first resume needs
Textual's private names: speedups/styled_once.py.)
"""

from __future__ import annotations

from textual.app import App
from textual.screen import Screen

from fruitui.ui.speedups.styled_once import StyledOnce


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
    for name, on in classes.items():
        screen.set_class(on, name)


class BaseScreen(StyledOnce, Screen[None]):
    """The app's empty default screen, under every other. Textual's restyled it
    at its first ScreenResume, just after it was styled, before the first
    screen that is drawn was pushed over it."""
