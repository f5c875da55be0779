"""The host's server: one table's session (session.py) served over a Unix socket.

Plain asyncio. The server accepts connections (SO_PEERCRED says whose they
are), keeps the door (door.py), reads frames and hands them to the session,
sends what the session says to send, and keeps the timers: hello and idle
time-outs, --bot-after, a Distraction window's countdown. Computer seats think
in a thread, so the host keeps answering while they do.

A choice is sent to nobody before it is on disk: the table's Autosave queues
its save on the save thread as the choice is applied, and the events the
session returned then wait for that save (`_deliver`), all in the order they
were made. The loop goes on meanwhile: it reads frames, accepts connections and
lets computers think; only what it sends waits for the save.

Sending never waits on a client: each connection has its own queue of frames
and task that writes them (fanout.py), and a message the session sends to
many connections as one object (a snapshot all spectators share) is encoded
once and the same bytes queued for each.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fruitui.storage.autosave import Autosave
from fruitui.bots.base import Bot
from fruitui.table.local import Table
from fruitui.net import rendezvous, wire
from fruitui.net.access import Access
from fruitui.net.settings import HostConfig
from fruitui.net.turns import TurnClock, card_turn
from fruitui.net.host.door import BACKLOG, Door
from fruitui.net.host.fanout import CLOSE_GRACE, Frames, Outlet
from fruitui.net.host.session import Conn, CpuTurn, Event, HangUp, Send, Session, Stop
from fruitui.net.host.window import OpenWindow
from fruitui.net.host.talk import attach_talk

__all__ = ["Host", "HostConfig", "Link", "serve_forever"]

log = logging.getLogger("fruitui.host")

MAX_BUFFERED = 1 << 20  # a client that never reads is cut off past this many unsent bytes
DRAIN_TIMEOUT = 30.0  # a client that reads none of our frames for this long is cut off
WRONG_CODE_PAUSE = 0.5  # slows down guessing join codes


@dataclass(eq=False)
class Link(Conn):
    """A connection with its socket and its queue of frames to send."""

    writer: asyncio.StreamWriter = field(kw_only=True)
    outlet: Outlet = field(kw_only=True)
    hung_up: bool = False


@dataclass
class ArmedWindow:
    """The server's side of an open window: its countdown and its computers."""

    window: OpenWindow
    timer: asyncio.TimerHandle
    computers: asyncio.Task[None] | None = None


class Host:
    def __init__(self, table_id: str, table: Table, autosave: Autosave | None,
                 access: Access, config: HostConfig, folder: Path, owner: int) -> None:
        self.id = table_id
        self.autosave = autosave
        self.folder = folder
        self.session = Session(table_id, table, access, config, owner)
        self.talk_file = attach_talk(self.session, access.path, table_id)  # talk, kept
        self.door = Door()  # caps on connections without a seat (door.py)
        self.stopped = asyncio.Event()
        self.final = False
        self.idle_since = time.monotonic()
        self.peer_uid = rendezvous.peer_uid  # tests swap this to pretend to be another user
        self._server: asyncio.AbstractServer | None = None
        self._cpu_task: asyncio.Task[None] | None = None
        self._armed: ArmedWindow | None = None
        self._tasks: set[asyncio.Task[Any] | None] = set()  # one per connection
        self._outlets: set[Outlet] = set()  # until each has sent its last frame
        # Events waiting for the save they follow: (save ticket, events), in order.
        self._outbox: deque[tuple[int, list[Event]]] = deque()
        self._sender: asyncio.Task[None] | None = None
        self.clock = TurnClock(folder, table_id, self.move)  # since when the move waits
        if autosave is not None:
            autosave.attach(table, waits=False)  # the host awaits each save (_deliver)
            autosave.on_error = lambda text: log.error("%s", text)

    # The session's state, as the host's (tests and the command line read it).

    @property
    def table(self) -> Table:
        return self.session.table

    @property
    def access(self) -> Access:
        return self.session.access

    @access.setter
    def access(self, access: Access) -> None:
        self.session.access = access

    @property
    def config(self) -> HostConfig:
        return self.session.config

    @property
    def owner(self) -> int:
        return self.session.owner

    @property
    def conns(self) -> list[Conn]:
        return self.session.conns

    @property
    def bots(self) -> dict[int, Bot]:
        return self.session.bots

    @property
    def thinking(self) -> int | None:
        return self.session.thinking

    @property
    def window(self) -> OpenWindow | None:
        return self.session.window

    @property
    def closing(self) -> bool:
        return self.session.closing

    @property
    def move(self) -> int:
        return self.session.move

    def presence(self) -> list[str]:
        return self.session.presence()

    def snapshot(self, seat: int | None, mine: Sequence[int] = ()) -> wire.Snapshot:
        return self.session.snapshot(seat, mine)

    def _changed(self, kick: bool = True) -> None:
        events = self.session.changed()
        if kick:
            self._carry_out(events)
        else:
            self._deliver(events)

    @property
    def socket_path(self) -> Path:
        return rendezvous.socket_path(self.folder, self.id)

    # -- running -------------------------------------------------------------

    async def start(self) -> None:
        path = self.socket_path
        if path.exists() or path.is_symlink():
            if rendezvous.socket_answers(path):
                raise rendezvous.RendezvousError(f"table {self.id} is already hosted ({path})")
            path.unlink()  # stale: left by a host that died
        self._server = await asyncio.start_unix_server(
            self._serve, path=str(path), limit=wire.MAX_FRAME + 1, backlog=BACKLOG)
        os.chmod(path, 0o666)  # anyone may connect; SO_PEERCRED says who they are
        self._carry_out(self.session.open())
        log.info("table %s open on %s at move %d", self.id, path, self.move)

    async def run(self, ready: Callable[[], None] | None = None) -> None:
        await self.start()
        if ready is not None:
            ready()
        watcher = asyncio.create_task(self._watch_idle())
        try:
            await self.stopped.wait()
        finally:
            watcher.cancel()
            await self.shutdown()

    def stop(self, final: bool = False) -> None:
        self.final = final
        self.stopped.set()

    async def shutdown(self) -> None:
        events = self.session.close(self.final)
        self._disarm_window()
        if self._cpu_task is not None:
            self._cpu_task.cancel()
        if self._server is not None:
            self._server.close()
        self._deliver(events)
        if self._sender is not None:
            await asyncio.gather(self._sender, return_exceptions=True)
        for task in list(self._tasks):
            if task is not None:
                task.cancel()
        await asyncio.gather(*(t for t in self._tasks if t is not None), return_exceptions=True)
        await self._outlets_done()
        if self._server is not None:  # not another host's card, if this one never served
            self.leave_card()
        if self.autosave is not None:
            self.autosave.close()
        if self.talk_file is not None:
            self.talk_file.close()
        log.info("table %s closed at move %d", self.id, self.move)

    async def _watch_idle(self) -> None:
        while True:
            await asyncio.sleep(min(1.0, self.config.idle_timeout))
            if self.conns:
                self.idle_since = time.monotonic()
            elif self.table.finished:
                self.stop(final=True)  # game over and everyone has left
            elif time.monotonic() - self.idle_since >= self.config.idle_timeout:
                log.info("nobody connected for %.0f s", self.config.idle_timeout)
                self.stop()

    async def _outlets_done(self) -> None:
        """Give every connection its last frames (Closing), then let go."""
        outlets = list(self._outlets)
        if outlets:
            await asyncio.wait([o.task for o in outlets], timeout=CLOSE_GRACE + 1)
        for outlet in outlets:
            outlet.writer.transport.abort()

    # -- one connection ------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            uid = self.peer_uid(writer.get_extra_info("socket"))
        except OSError:
            writer.close()
            return
        outlet = Outlet(writer, MAX_BUFFERED, DRAIN_TIMEOUT)
        link = Link(uid, writer=writer, outlet=outlet)
        outlet.on_behind = lambda why: self._behind(link, why)
        self._outlets.add(outlet)
        outlet.task.add_done_callback(lambda _task: self._outlets.discard(outlet))
        self._tasks.add(asyncio.current_task())
        for old in self.door.arrive(link, self.session.seated(uid)):
            assert isinstance(old, Link)
            self._write(old, wire.Refused(code="busy", reason=(
                "Closed unheard: too many connections from you (or from users without a "
                "seat) have not said hello.")))
            self._drop(old)
        try:
            line = await asyncio.wait_for(reader.readline(), self.config.hello_timeout)
            if link.hung_up:
                return  # let go to make room while its hello was on the way
            self.door.said_hello(link)
            hello = wire.decode_client(line)
            if isinstance(hello, wire.Close):
                self._carry_out(self.session.close_asked(link))
                if self._sender is not None:  # its answer waits for a save: not hung up first
                    await asyncio.shield(self._sender)
                return
            if not isinstance(hello, wire.Hello):
                raise wire.BadFrame("the first frame must be a hello")
            events = self.session.welcome(link, hello, self.door.watch)
            if any(isinstance(e, Send) and isinstance(e.message, wire.Refused)
                   and e.message.code in ("bad-code", "used-code") for e in events):
                await asyncio.sleep(WRONG_CODE_PAUSE)
            self._carry_out(events)
            while not link.hung_up:
                line = await reader.readline()
                if not line:
                    break
                self._carry_out(self.session.receive(link, line))
                # Read no more from a client while it has not read our answers
                # (one that falls too far behind is cut off: _behind).
                await link.outlet.flushed()
        except TimeoutError:
            self._write(link, wire.Refused(code="timeout", reason="No hello in time."))
        except (wire.BadFrame, ValueError) as error:
            # Before the hello, or a frame too large to find its end: say why and hang up.
            self._write(link, wire.Refused(code="bad-frame", reason=str(error)))
        except (ConnectionError, OSError):
            pass
        except asyncio.CancelledError:
            pass  # the host is shutting down; ending quietly keeps asyncio's log clean
        finally:
            self._drop(link)
            self._tasks.discard(asyncio.current_task())

    def _drop(self, link: Link) -> None:
        """Hang up `link` now; the session hears it is gone."""
        if link.hung_up:
            return
        link.hung_up = True
        self.door.leave(link)
        link.outlet.close()  # after the frames queued for it
        self._carry_out(self.session.leave(link))

    def _behind(self, link: Link, why: str) -> None:
        """`link` reads too slowly (MAX_BUFFERED bytes unsent, or nothing read for
        DRAIN_TIMEOUT): cut off with a reason, so the others never wait for it. Its
        client reconnects and gets the table as it is then."""
        if link.hung_up:
            return  # hanging up already: the outlet lets go of it
        log.info("uid %d does not read (%s); cut off", link.uid, why)
        link.outlet.cut(wire.encode(wire.Closing(
            reason="This terminal fell too far behind the table and was cut off",
            move=self.move, final=False)))
        # Dropped once the events now being sent are all queued (no re-entry).
        asyncio.get_running_loop().call_soon(self._drop, link)

    # -- carrying out the session's events -------------------------------------

    def _carry_out(self, events: list[Event]) -> None:
        """Deliver `events` (after the save they follow), then start what the
        table now needs: a window's countdown, a computer's turn."""
        self._deliver(events)
        self._kick_computer()

    def _deliver(self, events: list[Event]) -> None:
        ticket = self.autosave.ticket if self.autosave is not None else 0
        if not self._outbox and self._saved(ticket):
            self._apply_events(events)
            return
        self._outbox.append((ticket, events))
        if self._sender is None or self._sender.done():
            self._sender = asyncio.get_running_loop().create_task(self._deliver_in_order())

    def _saved(self, ticket: int) -> bool:
        return self.autosave is None or self.autosave.writer.done >= ticket

    async def _deliver_in_order(self) -> None:
        while self._outbox:
            ticket, events = self._outbox[0]
            if self.autosave is not None:
                await self.autosave.wait_async(ticket)
            self._outbox.popleft()
            self._apply_events(events)

    def _apply_events(self, events: list[Event]) -> None:
        frames = Frames()  # a message sent to many connections is encoded once
        for event in events:
            if isinstance(event, Send):
                assert isinstance(event.conn, Link)
                self._write(event.conn, event.message, frames)
            elif isinstance(event, HangUp):
                assert isinstance(event.conn, Link)
                self._drop(event.conn)
            elif isinstance(event, Stop):
                self.stop(event.final)
        if self.session.changed_card:
            self.session.changed_card = False
            self.write_card()

    def _write(self, link: Link, message: wire.Message, frames: Frames | None = None) -> None:
        """Queue `message` for `link` (its outlet writes it: fanout.py)."""
        if link.hung_up:
            return
        if link.writer.is_closing():
            self._drop(link)  # lost: the peer hung up
            return
        link.outlet.put(frames(message) if frames is not None else wire.encode(message))

    def leave_card(self) -> None:
        """A game over takes its card with it; any other leaves the table resting:
        its card says so (whose move, for `fruitui status`), its socket goes."""
        if self.table.finished:
            rendezvous.remove_card(self.folder, self.id)
            return
        self.write_card(resting=True)
        try:
            self.socket_path.unlink()
        except OSError:
            pass

    def write_card(self, resting: bool = False) -> None:
        table = self.table
        decision = table.decision
        presence = self.presence()
        card = {
            "id": self.id, "game": table.setup.game, "title": table.info.title,
            "host": rendezvous.user_name(self.owner), "pid": os.getpid(),
            "seats": [{"name": n, "state": p} for n, p in zip(table.names, presence)],
            "to_move": None if decision is None else table.names[decision.seat],
            "move": self.move, "watch": self.config.watch, "finished": table.finished,
            # False: dealt from a chosen seed, which anyone who learns it can rebuild.
            "secret_deal": table.setup.secret_deal,
            "turn_based": self.config.turn_based, "resting": resting,
            **card_turn(self.id, table, self.access, self.move, self.clock.at(self.move)),
        }
        if resting:  # nobody is here or thinking at a table nobody serves
            card["seats"] = [{"name": n, "state": "away" if p in ("here", "thinking") else p}
                             for n, p in zip(table.names, presence)]
        try:
            rendezvous.write_card(self.folder, self.id, card)
        except OSError as error:
            log.error("cannot write the table card: %s", error)

    # -- timers and threads ----------------------------------------------------

    def _kick_computer(self) -> None:
        if self.closing:
            return
        wait = self.session.computer_wait()
        self._arm_window()  # computer_wait opens the window when the table stands at one
        if wait is None:
            return
        loop = asyncio.get_running_loop()
        if wait > 0:
            # Look again once the seat has been away for --bot-after seconds.
            loop.call_later(wait + 0.01, self._kick_computer)
        elif self._cpu_task is None or self._cpu_task.done():
            self._cpu_task = loop.create_task(self._computer_turns())

    async def _computer_turns(self) -> None:
        while self.session.computer_wait() == 0:
            if self.config.cpu_delay:
                await asyncio.sleep(self.config.cpu_delay)
            turn, events = self.session.computer_turn()
            self._deliver(events)
            if turn is None:
                continue
            choice = None
            try:
                choice = await asyncio.to_thread(turn.think)
            finally:
                self._deliver(self.session.computer_chose(turn, choice))
            self._arm_window()
        self._arm_window()  # computer_wait opens the window when the table stands at one

    def _arm_window(self) -> None:
        """Keep the countdown and the computers of the session's open window."""
        window = self.session.window
        if self._armed is not None and self._armed.window is window:
            return
        self._disarm_window()
        if window is None or self.closing:
            return
        loop = asyncio.get_running_loop()
        timer = loop.call_later(self.config.window_seconds, self._window_time_up, window)
        armed = self._armed = ArmedWindow(window, timer)
        turns = self.session.window_computers(window)
        if turns:
            armed.computers = loop.create_task(self._window_computers(window, turns))

    def _disarm_window(self) -> None:
        armed, self._armed = self._armed, None
        if armed is not None:
            armed.timer.cancel()
            if armed.computers is not None and armed.computers is not asyncio.current_task():
                armed.computers.cancel()

    def _window_time_up(self, window: OpenWindow) -> None:
        self._carry_out(self.session.window_over(window))

    async def _window_computers(self, window: OpenWindow, turns: list[CpuTurn]) -> None:
        """The window's computer seats answer, one after another, in threads."""
        for turn in turns:
            choice = await asyncio.to_thread(turn.think)
            if self.session.window is not window:
                return
            self._carry_out(self.session.window_answer(window, turn.seat, choice))


def serve_forever(host: Host) -> None:
    asyncio.run(host.run())
