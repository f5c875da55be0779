"""The host's log, bounded whatever clients do.

A detached host logs to `$FRUITUI_HOME/net/ID.log` (0600): the file rotates
at LOG_BYTES, one older file kept (ID.log.1), so the two never hold much more
than 2 * LOG_BYTES. A line already written in the current minute is not
written again but counted, and the count is written once the minute is over
(or the host closes): a flood of the same event costs a line a minute.
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

LOG_BYTES = 256 * 1024
LOG_BACKUPS = 1
WINDOW = 60.0  # seconds over which repeats of a line are counted
MAX_KEYS = 1000  # distinct lines remembered in a window (then counted so far are written)
MAX_LINE = 1000  # characters of one message
FORMAT = "%(asctime)s %(message)s"


class CountRepeats(logging.Handler):
    """Passes each distinct line on once per window to `target`; counts the rest."""

    def __init__(self, target: logging.Handler, window: float = WINDOW,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.target = target
        self.window = window
        self.clock = clock
        self.started = clock()
        self.seen: dict[tuple[int, str], int] = {}  # line -> repeats not written

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = record.getMessage()
        except Exception:  # a bad format string in a log call: say so, once a window
            text = f"unformattable log message {str(record.msg)[:80]!r}"
        if len(text) > MAX_LINE:
            text = text[:MAX_LINE] + f"… ({len(text) - MAX_LINE} more characters)"
        record.msg, record.args = text, None
        if self.clock() - self.started >= self.window or len(self.seen) >= MAX_KEYS:
            self.flush_counts()
        key = (record.levelno, text)
        if key in self.seen:
            self.seen[key] += 1
            return
        self.seen[key] = 0
        self.target.handle(record)

    def flush_counts(self) -> None:
        seconds = self.clock() - self.started
        for (level, text), count in self.seen.items():
            if count:
                record = logging.LogRecord("fruitui.log", level, __file__, 0,
                                           "%d more in %.0f s: %s", (count, seconds, text), None)
                self.target.handle(record)
        self.seen = {}
        self.started = self.clock()

    def close(self) -> None:
        self.flush_counts()
        self.target.close()
        super().close()


class PrivateRotatingFile(logging.handlers.RotatingFileHandler):
    """A rotating log whose files are created 0600 (the owner's alone)."""

    def _open(self) -> io.TextIOWrapper:
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        return open(fd, "a", encoding=self.encoding or "utf-8", errors="backslashreplace")


class LogStream:
    """sys.stdout/sys.stderr of a detached host: what is printed goes to the log."""

    def __init__(self, logger: logging.Logger) -> None:
        self.logger = logger

    def write(self, text: str) -> int:
        for line in text.splitlines():
            if line.strip():
                self.logger.warning("%s", line)
        return len(text)

    def flush(self) -> None:
        pass


def _install(handler: logging.Handler) -> None:
    handler.setFormatter(logging.Formatter(FORMAT))
    counting = CountRepeats(handler)
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
        old.close()
    root.addHandler(counting)
    root.setLevel(logging.INFO)
    logging.captureWarnings(True)


def log_to_file(path: Path, output_too: bool = True) -> None:
    """A detached host's logging: to `path`, bounded (see the module); with
    `output_too`, what Python prints (sys.stdout, sys.stderr) is logged too."""
    _install(PrivateRotatingFile(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
                                 encoding="utf-8"))
    if output_too:
        stray = logging.getLogger("fruitui.stray")
        sys.stdout = sys.stderr = LogStream(stray)


def log_to_terminal() -> None:
    """A foreground host's logging: to its terminal (repeats counted too)."""
    _install(logging.StreamHandler(sys.stderr))
