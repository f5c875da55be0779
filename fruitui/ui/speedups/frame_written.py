"""When a frame Textual handed to its driver has been written to the terminal.

Textual's terminal drivers write through a thread (`WriterThread`), fed by a
queue of strings: `App._display` returns once the frame is queued, not
written. A mark queued right behind the frame leaves the queue only after the
thread wrote the frame, so once the mark is gone the frame is out. This is the
one place that reads Textual's private names for it (`_driver`,
`_writer_thread`, `_queue`); without them (a headless app, another driver,
another Textual) the frame counts as written once it was handed over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

POLL_SECONDS = 0.005


class _Mark(str):
    """An empty string the writer thread writes (nothing) like any other; found
    in its queue by identity."""

    __slots__ = ()


def _writer_queue(app: Any) -> Any:
    if getattr(app, "is_headless", True):
        return None
    queue = getattr(getattr(getattr(app, "_driver", None), "_writer_thread", None), "_queue", None)
    if queue is None or not hasattr(queue, "put_nowait") or not hasattr(queue, "mutex"):
        return None
    return queue


def when_written(app: Any, callback: Callable[[], object]) -> None:
    """Call `callback` (in the app's loop) once everything the app has handed
    to its driver so far has been written to the terminal."""
    queue = _writer_queue(app)
    if queue is None:
        callback()
        return
    mark = _Mark()
    try:
        queue.put_nowait(mark)
    except Exception:  # full (a stalled terminal): count from now, as without a thread
        callback()
        return

    def check() -> None:
        with queue.mutex:
            waiting = any(item is mark for item in queue.queue)
        if waiting:
            app.set_timer(POLL_SECONDS, check)
        else:
            callback()

    check()
