"""The terminal going away under a running app, without a SIGHUP.

A terminal closed under a process that is not in its session (started with
`setsid`, or through `su USER -c`, as people do on a shared box) sends that
process no hang-up signal. Textual's input thread then reads end-of-file from
the dead terminal in a loop at full speed, for ever: the app never learns, a
core is lost, and on a shared-box table the seat stays "here", so the table
waits for a person who has gone and no stand-in ever plays. A poll for the
hang-up itself sees it at once (a live terminal never reports one), so a thread
here waits for it and ends the app. Nothing is lost by ending: games are saved
after every choice, and a remote table's closed socket tells its host the seat
is away.
"""

from __future__ import annotations

import asyncio
import os
import select
import sys
import threading
from collections.abc import Callable

GRACE = 3.0  # seconds for the app to end by itself before the process is ended


def terminal_fd() -> int | None:
    """The file descriptor Textual reads keys from, if it is a terminal."""
    stdin = sys.__stdin__
    try:
        fd = stdin.fileno() if stdin is not None else -1
    except (OSError, ValueError):
        return None
    return fd if fd >= 0 and os.isatty(fd) else None


def watch(fd: int, loop: asyncio.AbstractEventLoop, end: Callable[[], object],
          grace: float = GRACE, force: Callable[[int], object] = os._exit) -> threading.Thread:
    """Wait in a thread for `fd` to hang up; then call `end` in `loop`, and if the
    process is still alive `grace` seconds later (the app's own ending may wait
    on writes to the dead terminal), `force` it to end."""
    def wait() -> None:
        poller = select.poll()
        poller.register(fd, 0)  # no events asked: a hang-up or error is always told
        while not poller.poll(None):
            pass
        try:
            loop.call_soon_threadsafe(end)
        except RuntimeError:  # the loop is closed: the app has ended already
            return
        threading.Event().wait(grace)
        force(1)

    thread = threading.Thread(target=wait, name="fruitui-hangup", daemon=True)
    thread.start()
    return thread
