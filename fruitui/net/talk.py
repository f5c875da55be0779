"""Talk at a hosted table: the rules host and clients share, with no I/O.

A line of talk is plain text: at most MAX_CHARS characters as typed, with
every control character (and the invisible ones that reorder or hide text)
written out as text (ESC as `\\x1b`), never read as markup by any screen.
Each unix user may say RATE_COUNT lines in RATE_SECONDS. The host numbers
the lines it accepts; a client keeps them with where its log stood when each
arrived, so a line shows in the side log where it was said, and hides the
speakers its person muted (for that person only).
"""

from __future__ import annotations

import unicodedata
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from fruitui.net import wire
from fruitui.table.log_since import new_line_count

MAX_CHARS = 300
RATE_COUNT = 5  # lines of talk one unix user may say ...
RATE_SECONDS = 10.0  # ... in this many seconds
HISTORY = 100  # the latest lines a newcomer to the table is sent
KEPT_HERE = 500  # lines a client keeps
PHRASES = ("Good move!", "My turn soon.", "Back in 5 minutes.")  # keys 1-3 in the talk box

# The codes of a talk refusal: none of them touches the game (remote.py).
TOO_LONG, EMPTY, TOO_FAST, QUIET = "talk-long", "talk-empty", "talk-fast", "talk-quiet"
NOT_KEPT = "talk-not-kept"
REFUSALS = (TOO_LONG, EMPTY, TOO_FAST, QUIET, NOT_KEPT)


def _written_out(c: str) -> bool:
    """Control (Cc), format (Cf: bidi overrides, zero widths) and line/paragraph
    separators: shown as their codes, never given to a terminal to act on."""
    return unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp")


def clean(text: str) -> str:
    """`text` with every character a terminal could act on written out."""
    if not any(_written_out(c) for c in text):
        return text
    return "".join((f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}")
                   if _written_out(c) else c for c in text)


def problem(text: str) -> tuple[str, str] | None:
    """Why `text` cannot be said (a refusal's code and reason), or None."""
    if len(text) > MAX_CHARS:
        return TOO_LONG, (f"Not sent: {len(text)} characters is too long for a line of talk "
                          f"(at most {MAX_CHARS}).")
    if not text.strip():
        return EMPTY, "Not sent: there is nothing to say in an empty line."
    return None


class RateLimit:
    """At most `count` lines in any `seconds` from one key (a unix user)."""

    def __init__(self, count: int = RATE_COUNT, seconds: float = RATE_SECONDS) -> None:
        self.count = count
        self.seconds = seconds
        self._said: dict[int, deque[float]] = {}

    def wait(self, key: int, now: float) -> float:
        """0 and counted, when `key` may say a line now; else the seconds to wait."""
        said = self._said.setdefault(key, deque())
        while said and now - said[0] >= self.seconds:
            said.popleft()
        if len(said) >= self.count:
            return self.seconds - (now - said[0])
        said.append(now)
        return 0.0


def shown(text: str, cap: int) -> str:
    """`text` cleaned and cut to `cap` characters (a host may be another user's:
    its lines are not trusted to be short or clean either)."""
    text = clean(text)
    return text if len(text) <= cap else text[:cap - 1] + "…"


@dataclass
class Heard:
    said: wire.Said
    log_then: Sequence[str]  # the keyboard view's log when it arrived


class TalkLog:
    """A client's talk: the lines heard, in the host's order, and whom it muted."""

    def __init__(self) -> None:
        self.heard: deque[Heard] = deque(maxlen=KEPT_HERE)
        self.muted: set[str] = set()
        self._numbers: set[tuple[int, str, str]] = set()

    def hear(self, said: wire.Said, log_now: Sequence[str]) -> bool:
        """Keep `said` (False: heard already, sent again after a reconnection)."""
        key = (said.number, said.speaker, said.text)
        if key in self._numbers:
            return False
        if len(self.heard) == self.heard.maxlen:  # the oldest goes: so does its key
            old = self.heard[0].said
            self._numbers.discard((old.number, old.speaker, old.text))
        self._numbers.add(key)
        log_then = tuple(log_now)
        if said.after > 0:  # said before this client came: that many lines ago
            log_then = log_then[:max(0, len(log_then) - said.after)]
        self.heard.append(Heard(said, log_then))
        return True

    def mute(self, name: str) -> None:
        self.muted.add(name.casefold())

    def unmute(self, name: str) -> bool:
        if name.casefold() not in self.muted:
            return False
        self.muted.discard(name.casefold())
        return True

    def is_muted(self, said: wire.Said) -> bool:
        return said.speaker.casefold() in self.muted

    def placed(self, log_now: Sequence[str]) -> list[tuple[wire.Said, int]]:
        """The lines not muted, each with how many of `log_now`'s lines came after it."""
        return [(h.said, new_line_count(h.log_then, log_now)) for h in self.heard
                if not self.is_muted(h.said)]


T = TypeVar("T")


def place(lines: Sequence[T], inserts: Sequence[tuple[T, int]],
          counts: Callable[[T], bool] = lambda _line: True) -> list[T]:
    """`lines` with each insert put before the last `after` of the lines that
    `counts` (a log's own lines, not notes put among them), in the order given;
    one whose place is above the first line goes at the top."""
    ends: list[int] = []  # ends[k]: the latest place with k counted lines after it
    seen = 0
    for index in range(len(lines), -1, -1):
        if index < len(lines) and counts(lines[index]):
            seen += 1
        if seen == len(ends):
            ends.append(index)
    at: dict[int, list[T]] = {}
    for item, after in inserts:
        at.setdefault(ends[after] if after < len(ends) else 0, []).append(item)
    placed: list[T] = []
    for index in range(len(lines) + 1):
        placed.extend(at.get(index, ()))
        if index < len(lines):
            placed.append(lines[index])
    return placed
