"""How far a thinking computer is through its move's budget, for a screen to show.

A screen runs the bot's move through `watching(progress, ...)` in the thread
where the bot thinks; a search with a budget (iterations or rollouts a move)
sets `progress.fraction` as it goes, and the screen reads it from its own
thread (a float attribute: one write, one read, safe across threads). That
number is all a watcher learns of the search: never its state, values or
choices. Unwatched (sim, a host, tests) a search looks once a move and
reports nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import TypeVar

T = TypeVar("T")


class Progress:
    """The share of the move's budget spent, 0..1; None while nothing was reported
    (a move with no search, or one not started)."""

    __slots__ = ("fraction",)

    def __init__(self) -> None:
        self.fraction: float | None = None


_WATCHER: ContextVar[Progress | None] = ContextVar("fruitui_bot_progress", default=None)


def watching(progress: Progress, call: Callable[[], T]) -> T:
    """`call()`, with any search it runs reporting to `progress`."""
    token = _WATCHER.set(progress)
    try:
        return call()
    finally:
        _WATCHER.reset(token)


def watcher() -> Progress | None:
    """The Progress a search in this thread reports to, if a screen watches."""
    return _WATCHER.get()
