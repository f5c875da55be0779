"""Sending frames to a hosted table's connections, off the coroutine that reads them.

Every connection has an Outlet: a queue of encoded frames and a task of its
own that writes them to the socket as fast as that client reads. Handing it a
frame costs the caller an append, so the coroutine that reads a choice never
waits on anyone's socket, and one frame (the same bytes) goes to every
connection that shares it: `broadcast`, or `Frames`, which encodes each
message object once however many connections it is sent to (the session
sends one snapshot object to all who share a view, all spectators alike).

A client that falls behind by more than `limit` unsent bytes, or reads
nothing for `timeout` seconds while frames wait, is cut off: what waits for
it is dropped, a last frame says why, and the others never wait for it.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable, Iterable

from fruitui.net import wire

__all__ = ["CLOSE_GRACE", "Frames", "Outlet", "broadcast"]

CLOSE_GRACE = 5.0  # seconds a hung-up connection has to take its last frames


class Frames:
    """Each message object encoded once, for every connection it goes to."""

    def __init__(self) -> None:
        # id -> (the message, kept so its id is not reused, and its bytes)
        self._frames: dict[int, tuple[wire.Message, bytes]] = {}

    def __call__(self, message: wire.Message) -> bytes:
        known = self._frames.get(id(message))
        if known is None:
            known = self._frames[id(message)] = (message, wire.encode(message))
        return known[1]


def broadcast(frame: bytes, outlets: Iterable[Outlet]) -> None:
    """The same frame to every one of `outlets`."""
    for outlet in outlets:
        outlet.put(frame)


class Outlet:
    """One connection's queue of frames and the task that writes them."""

    def __init__(self, writer: asyncio.StreamWriter, limit: int, timeout: float,
                 on_behind: Callable[[str], None] = lambda _why: None) -> None:
        self.writer = writer
        self.limit = limit
        self.timeout = timeout
        self.on_behind = on_behind  # told why when the client falls too far behind
        self._frames: deque[bytes] = deque()
        self._queued = 0  # bytes in _frames
        self._wake = asyncio.Event()
        self._idle = asyncio.Event()  # nothing queued, the socket's buffer not full
        self._idle.set()
        self._closing = False  # send what is queued, then hang up
        self._cut = False
        self._high = writer.transport.get_write_buffer_limits()[1]  # drain() waits above it
        self.task = asyncio.get_running_loop().create_task(self._run())

    def unsent(self) -> int:
        """Bytes waiting for this client: queued here or in the socket's buffer."""
        transport = self.writer.transport
        return self._queued + (0 if transport.is_closing() else transport.get_write_buffer_size())

    def put(self, frame: bytes) -> None:
        if self._closing:
            return
        self._frames.append(frame)
        self._queued += len(frame)
        self._idle.clear()
        self._wake.set()
        unsent = self.unsent()
        if unsent > self.limit:
            self.on_behind(f"{unsent} bytes unread")

    def close(self) -> None:
        """Send what is queued, then hang up."""
        self._closing = True
        self._wake.set()

    def cut(self, farewell: bytes) -> None:
        """Drop what is queued, send `farewell` after what the socket holds
        already (whole frames), and hang up; abort if it is not taken in time."""
        if self._cut:
            return
        self._cut = self._closing = True
        self._frames.clear()
        self._queued = 0
        self._idle.set()
        if self.task is not asyncio.current_task():
            self.task.cancel()
        try:
            self.writer.write(farewell)
            self.writer.close()
        except (OSError, RuntimeError):
            pass
        asyncio.get_running_loop().call_later(CLOSE_GRACE, self.writer.transport.abort)

    async def flushed(self) -> None:
        """Wait until this client has taken what was sent to it, but for what
        the socket's buffer holds (as StreamWriter.drain), or is cut off."""
        await self._idle.wait()

    async def _run(self) -> None:
        writer = self.writer
        try:
            while self._frames or not self._closing:
                if not self._frames:
                    self._idle.set()
                    self._wake.clear()
                    await self._wake.wait()
                    continue
                if writer.is_closing():
                    break  # the client hung up: writing would only log errors
                frames = list(self._frames)
                self._frames.clear()
                self._queued = 0
                writer.writelines(frames)
                if writer.transport.get_write_buffer_size() > self._high:
                    # The socket takes no more for now: wait until the client reads.
                    await asyncio.wait_for(writer.drain(), self.timeout)
        except TimeoutError:
            self.on_behind(f"nothing read for {self.timeout:.0f} s")
            if not self._cut:  # (hanging up already) it gets nothing more
                self._idle.set()
                writer.transport.abort()
            return
        except (OSError, RuntimeError):
            pass  # the client is gone; the reading side hears it too
        self._idle.set()
        if self._cut:
            return
        writer.close()
        try:
            await asyncio.wait_for(writer.wait_closed(), CLOSE_GRACE)
        except TimeoutError:
            writer.transport.abort()
        except (OSError, RuntimeError):
            pass
