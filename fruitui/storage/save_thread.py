"""One thread that writes a game's saves in order, off the event loop.

`submit(job)` queues a job and returns its ticket at once; the thread runs the
jobs in the order they came. Every job rewrites the whole save (it holds every
choice so far), so when several are queued only the newest runs: the others'
tickets are done with it. `wait(ticket)` blocks until that ticket's job (or a
newer one) has run; `wait_async(ticket)` awaits it without blocking an
asyncio loop. What must not outlive a choice on a kill waits for its ticket
first; the screen itself is redrawn at once.

The thread is a daemon (a crash of the program does not hang on it); a normal
exit still writes what is queued (`close` is registered with atexit).
"""

from __future__ import annotations

import atexit
import os
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import asyncio

Job = Callable[[], None]


class SaveThread:
    def __init__(self, name: str) -> None:
        self.name = name
        self._cond = threading.Condition()
        self._queue: list[tuple[int, Job]] = []
        self._submitted = 0  # the last ticket handed out
        self._done = 0  # the last ticket whose job (or a newer one) has run
        #: The last job run: its ticket and what it raised (None: it worked).
        self.outcome: tuple[int, BaseException | None] = (0, None)
        self._waiters: list[tuple[int, asyncio.AbstractEventLoop, asyncio.Future[None]]] = []
        self._thread: threading.Thread | None = None
        self._pid = 0  # the process that started the thread: a forked child starts its own
        self._closing = False

    @property
    def submitted(self) -> int:
        return self._submitted

    @property
    def done(self) -> int:
        return self._done

    def submit(self, job: Job) -> int:
        """Queue `job`; its ticket."""
        with self._cond:
            self._submitted += 1
            self._queue.append((self._submitted, job))
            if self._thread is None or self._pid != os.getpid():
                self._start()
            self._cond.notify_all()
            return self._submitted

    def _start(self) -> None:
        self._pid = os.getpid()
        self._closing = False
        self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
        self._thread.start()
        atexit.register(self.close)

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._queue and not self._closing:
                    self._cond.wait()
                if not self._queue:
                    return
                ticket, job = self._queue[-1]  # the newest supersedes the rest
                self._queue.clear()
            error: BaseException | None = None
            try:
                job()
            except BaseException as caught:  # kept for the caller: never kills the thread
                error = caught
            with self._cond:
                self._done = ticket
                self.outcome = (ticket, error)
                woken = [w for w in self._waiters if w[0] <= ticket]
                self._waiters = [w for w in self._waiters if w[0] > ticket]
                self._cond.notify_all()
            for _ticket, loop, future in woken:
                try:
                    loop.call_soon_threadsafe(_resolve, future)
                except RuntimeError:
                    pass  # that loop has closed: nobody is waiting any more

    def wait(self, ticket: int | None = None) -> None:
        """Block until `ticket` (default: everything submitted) has been written."""
        with self._cond:
            if ticket is None:
                ticket = self._submitted
            if self._thread is not None and self._pid != os.getpid():
                return  # a forked child: the jobs were its parent's thread's
            self._cond.wait_for(lambda: self._done >= ticket)

    async def wait_async(self, ticket: int | None = None) -> None:
        """As `wait`, awaited: the loop goes on while the thread writes."""
        import asyncio

        with self._cond:
            if ticket is None:
                ticket = self._submitted
            if self._done >= ticket:
                return
            loop = asyncio.get_running_loop()
            future: asyncio.Future[None] = loop.create_future()
            self._waiters.append((ticket, loop, future))
        await future

    def close(self) -> None:
        """Write what is queued and end the thread (submit starts a new one)."""
        with self._cond:
            thread = self._thread
            if thread is None or self._pid != os.getpid():
                return
            self._closing = True
            self._cond.notify_all()
        if thread is not threading.current_thread():
            thread.join()
        with self._cond:
            if self._thread is thread:
                self._thread = None
        atexit.unregister(self.close)


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
