"""Textual's Header: its title in the first frame, drawn once, and safe on a
screen that is taken down right after it appears."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult, NoScreen
from textual.visual import VisualType
from textual.widgets import Header as TextualHeader
from textual.widgets._header import HeaderClock, HeaderClockSpace, HeaderIcon, HeaderTitle


class SteadyTitle(HeaderTitle):
    """A header title that is laid out again only when its text changes.

    Textual's Header sets its title from four watchers as it is mounted (the
    app's and the screen's title and sub-title), each a frame's layout after
    the first, though the words are those already on show."""

    def __init__(self, content: VisualType = "") -> None:
        super().__init__(content)
        self._shown: object = content

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        if content == self._shown:
            return
        self._shown = content
        super().update(content, layout=layout)


class Header(TextualHeader):
    """Textual's Header, with its title composed in (see `SteadyTitle`): set a
    screen's title before it is mounted and the first frame has it.

    Textual's Header draws its title from a callback it queues when mounted.
    When the screen goes before that callback runs (`p` pressed as a game ends
    replaces the score screen at once), the callback finds no HeaderTitle and
    stops the app with NoMatches. It already ignores NoScreen: a header that is
    no longer attached says so.
    """

    def compose(self) -> ComposeResult:
        yield HeaderIcon().data_bind(TextualHeader.icon)
        yield SteadyTitle(self.format_title())
        yield (HeaderClock().data_bind(TextualHeader.time_format) if self._show_clock
               else HeaderClockSpace())

    def query_one(self, *args: Any, **kwargs: Any) -> Any:
        if not self.is_attached:
            raise NoScreen("the header's screen has gone")
        return super().query_one(*args, **kwargs)
