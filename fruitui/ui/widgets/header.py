"""The header line: the command palette's ⭘ at the left, the screen's title in
the middle. One widget draws it all.

Textual's Header is four widgets (icon, title, clock space, and itself), with
four stylesheets, and it sets its title from watchers a frame after it is
mounted: a large part of a table's first frame, for one line that only
changes with the title. This looks the same (Textual's
layout: an 8-cell icon, the title centred between it and a 10-cell space at
the right) and is repainted only when its words change.
"""

from __future__ import annotations

from textual import events
from textual.app import RenderResult
from textual.content import Content
from textual.widget import Widget

ICON = "⭘"
ICON_CELLS = 8  # the icon with its padding, as Textual's HeaderIcon
RIGHT_CELLS = 10  # Textual's clock space: the title stays where it was
PALETTE_TIP = "Open the command palette"


class Header(Widget):
    """The screen's title (else the app's) and sub-title; ⭘ opens the command palette."""

    DEFAULT_CSS = """
    Header { dock: top; width: 100%; height: 1; background: $panel; color: $foreground; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._words: Content | None = None

    def on_mount(self) -> None:
        for node in (self.app, self.screen):
            for name in ("title", "sub_title"):
                self.watch(node, name, self._retitle, init=False)

    def _retitle(self) -> None:
        if self.is_attached and self.title_content() != self._words:
            self.refresh()

    def title_content(self) -> Content:
        """The words on show: the screen's title and sub-title, as the app formats them."""
        screen = self.screen
        title = screen.title if screen.title is not None else self.app.title
        sub_title = screen.sub_title if screen.sub_title is not None else self.app.sub_title
        return self.app.format_title(title, sub_title)

    def _palette_on(self) -> bool:
        return bool(self.app.ENABLE_COMMAND_PALETTE)

    def render(self) -> RenderResult:
        self._words = words = self.title_content()
        middle = max(0, self.size.width - ICON_CELLS - RIGHT_CELLS)
        shown = words.truncate(middle, ellipsis=True)
        left = (middle - shown.cell_length) // 2
        icon = (f" {ICON}" if self._palette_on() else "").ljust(ICON_CELLS)
        return Content.assemble(icon, shown.pad(left, middle - shown.cell_length - left),
                                " " * RIGHT_CELLS)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        on_icon = event.x < ICON_CELLS and self._palette_on()
        self.tooltip = PALETTE_TIP if on_icon else None

    async def on_click(self, event: events.Click) -> None:
        if event.x < ICON_CELLS and self._palette_on():
            event.stop()
            await self.run_action("app.command_palette")
