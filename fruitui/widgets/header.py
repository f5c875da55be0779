"""Textual's Header, safe on a screen that is taken down right after it appears."""

from __future__ import annotations

from typing import Any

from textual.app import NoScreen
from textual.widgets import Header as TextualHeader


class Header(TextualHeader):
    """Textual's Header draws its title from a callback it queues when mounted.

    When the screen goes before that callback runs (`p` pressed as a game ends
    replaces the score screen at once), the callback finds no HeaderTitle and
    stops the app with NoMatches. It already ignores NoScreen: a header that is
    no longer attached says so.
    """

    def query_one(self, *args: Any, **kwargs: Any) -> Any:
        if not self.is_attached:
            raise NoScreen("the header's screen has gone")
        return super().query_one(*args, **kwargs)
