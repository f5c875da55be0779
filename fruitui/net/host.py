"""The host: one table, its save and lock, served over a Unix socket.

Plain asyncio. Per choice: check it, apply it, save it (the Autosave listener
writes and fsyncs before anyone is told), then send each connection the
snapshot of its own seat(s) only. Computer seats think in a thread, so the
host keeps answering while they do. Nothing a client sends is trusted: who it
is comes from SO_PEERCRED, and every refusal carries a reason and a fresh
snapshot.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from pathlib import Path
from collections.abc import Callable, Sequence
from typing import Any

from fruitui.bots.base import Bot
from fruitui.bots.rng import bot_rng
from fruitui.bots.levels import make_bot
from fruitui.storage.saves import Autosave
from fruitui.table.local import Table
from fruitui.net import rendezvous, wire
from fruitui.net.access import Access, AccessRefused
from fruitui.net.door import BACKLOG, Conn, Door
from fruitui.net.host_moves import Moves
from fruitui.net.settings import HostConfig
from fruitui.net.window import Windows

__all__ = ["Host", "HostConfig", "serve_forever"]

log = logging.getLogger("fruitui.host")

MAX_BUFFERED = 1 << 20  # a client that never reads is dropped past this many unsent bytes
DRAIN_TIMEOUT = 30.0  # a client that reads none of our answers for this long is dropped
WRONG_CODE_PAUSE = 0.5  # slows down guessing join codes
NOT_YET_HERE = "not yet here"  # a claimed seat whose person has never opened it


class Host(Moves, Windows):
    def __init__(self, table_id: str, table: Table, autosave: Autosave | None,
                 access: Access, config: HostConfig, folder: Path, owner: int) -> None:
        self.id = table_id
        self.table = table
        self.autosave = autosave
        self.access = access
        self.config = config
        self.folder = folder
        self.owner = owner
        self.conns: list[Conn] = []
        self.door = Door()  # caps on connections without a seat (door.py)
        self.bots: dict[int, Bot] = {}
        self.thinking: int | None = None
        self.away_since: dict[int, float] = {}
        self.stopped = asyncio.Event()
        self.closing = False
        self.final = False
        self.close_reason = "table closed"  # what the players hear when it closes
        self.idle_since = time.monotonic()
        self.peer_uid = rendezvous.peer_uid  # tests swap this to pretend to be another user
        self._server: asyncio.AbstractServer | None = None
        self._cpu_task: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[Any] | None] = set()  # one per connection
        if autosave is not None:
            autosave.attach(table)
            autosave.on_error = lambda text: log.error("%s", text)

    @property
    def socket_path(self) -> Path:
        return rendezvous.socket_path(self.folder, self.id)

    @property
    def move(self) -> int:
        return len(self.table.match.choices)

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
        # A claimed seat is away until its person connects (after a resume, say),
        # so --bot-after counts from now; an open seat waits for its code.
        now = time.monotonic()
        for seat in self.access.claims:
            if not self.table.seats[seat].computer:
                self.away_since.setdefault(seat, now)
        self.write_card()
        self._kick_computer()
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
        self.closing = True
        self._window_close()
        if self._cpu_task is not None:
            self._cpu_task.cancel()
        if self._server is not None:
            self._server.close()
        reason = "the game is over" if self.table.finished else self.close_reason
        for conn in list(self.conns):
            self._send(conn, wire.Closing(reason=f"{reason}, saved at move {self.move}",
                                          move=self.move, final=self.final or self.table.finished))
            self._drop(conn)
        for task in list(self._tasks):
            if task is not None:
                task.cancel()
        await asyncio.gather(*(t for t in self._tasks if t is not None), return_exceptions=True)
        rendezvous.remove_card(self.folder, self.id)
        if self.autosave is not None:
            self.autosave.close()
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

    # -- one connection ------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            uid = self.peer_uid(writer.get_extra_info("socket"))
        except OSError:
            writer.close()
            return
        conn = Conn(uid, writer)
        self._tasks.add(asyncio.current_task())
        for old in self.door.arrive(conn, self.seated(uid)):
            self._send(old, wire.Refused(code="busy", reason=(
                "Closed unheard: too many connections from you (or from users without a "
                "seat) have not said hello.")))
            self._drop(old)
        try:
            line = await asyncio.wait_for(reader.readline(), self.config.hello_timeout)
            if conn.closed:
                return  # let go to make room while its hello was on the way
            self.door.said_hello(conn)
            hello = wire.decode_client(line)
            if isinstance(hello, wire.Close):
                await self._handle(conn, line)  # `fruitui tables --close` says only this
                return
            if not isinstance(hello, wire.Hello):
                raise wire.BadFrame("the first frame must be a hello")
            if not await self._welcome(conn, hello):
                return
            while not conn.closed:
                line = await reader.readline()
                if not line:
                    break
                await self._handle(conn, line)
                # Read no more from a client while it has not read our answers.
                await asyncio.wait_for(writer.drain(), DRAIN_TIMEOUT)
        except TimeoutError:
            if conn in self.conns:
                log.info("uid %d does not read; dropped", conn.uid)
            else:
                self._send(conn, wire.Refused(code="timeout", reason="No hello in time."))
        except (wire.BadFrame, ValueError) as error:
            # Before the hello, or a frame too large to find its end: say why and hang up.
            self._send(conn, wire.Refused(code="bad-frame", reason=str(error)))
        except (ConnectionError, OSError):
            pass
        except asyncio.CancelledError:
            pass  # the host is shutting down; ending quietly keeps asyncio's log clean
        finally:
            self._drop(conn)
            self._tasks.discard(asyncio.current_task())

    async def _welcome(self, conn: Conn, hello: wire.Hello) -> bool:
        if hello.version != wire.PROTOCOL:
            self._send(conn, wire.Refused(
                code="version", reason=f"This host speaks protocol {wire.PROTOCOL}, "
                f"not {hello.version}: use the same fruitui as the host."))
            return False
        if hello.watch:
            if not self.config.watch:
                self._send(conn, wire.Refused(code="no-watch",
                                              reason="This table does not allow watching."))
                return False
            full = self.door.watch(conn)
            if full is not None:
                log.info("uid %d refused: spectators full", conn.uid)
                self._send(conn, wire.Refused(code="full", reason=full))
                return False
            conn.watching = True
        else:
            try:
                conn.seats = self._seats_for(conn.uid, hello)
            except AccessRefused as refusal:
                if refusal.code in ("bad-code", "used-code"):
                    await asyncio.sleep(WRONG_CODE_PAUSE)
                self._send(conn, wire.Refused(code=refusal.code, reason=refusal.reason))
                return False
            self._take_over(conn)
        self.conns.append(conn)
        table = self.table
        self._send(conn, wire.Welcome(
            version=wire.PROTOCOL, table=self.id, game=table.setup.game,
            names=list(table.names), computer=[s.computer for s in table.seats],
            options=dict(table.setup.options), seats=conn.seats))
        for seat in conn.seats:
            self.away_since.pop(seat, None)
        self.access.opened_seats(conn.seats)
        log.info("uid %d joined %s", conn.uid, "watching" if conn.watching else conn.seats)
        self._changed(kick=False)
        self._kick_computer()
        return True

    def seated(self, uid: int) -> bool:
        """The owner or a seat holder: never turned away for lack of room."""
        return uid == self.owner or bool(self.access.held_by(uid))

    def _seats_for(self, uid: int, hello: wire.Hello) -> list[int]:
        if hello.code:
            self.access.redeem(hello.code, uid)
        held = self.access.held_by(uid)
        if hello.seats is not None:
            folded = [n.casefold() for n in self.table.names]
            wanted = []
            for name in hello.seats:
                if name.casefold() not in folded:
                    raise AccessRefused("no-seat", f"This table has no seat {name!r}.")
                seat = folded.index(name.casefold())
                if seat not in held and seat in self.access.codes:
                    # Still open: its join code claims it, also for a user who
                    # holds another seat (two people at one keyboard).
                    raise AccessRefused(
                        "need-code", f"The seat {self.table.names[seat]!r} is open: type "
                        "the join code the host gave for it.")
                if seat not in held:
                    raise AccessRefused(
                        "not-yours", f"The seat {self.table.names[seat]!r} is not yours.")
                wanted.append(seat)
            held = sorted(set(wanted))
        if not held:
            raise AccessRefused(
                "need-code", "You have no seat at this table yet: type the join code the "
                "host gave you, or watch (--watch).")
        return held

    def _take_over(self, new: Conn) -> None:
        """A seat is played from one terminal at a time: the newest one."""
        for conn in list(self.conns):
            lost = [s for s in conn.seats if s in new.seats]
            if not lost:
                continue
            conn.seats = [s for s in conn.seats if s not in new.seats]
            if not conn.seats:
                self._send(conn, wire.Closing(reason="Your seat was opened in another terminal.",
                                              move=self.move, final=True))
                self._drop(conn)

    def _drop(self, conn: Conn) -> None:
        if conn.closed:
            return
        conn.closed = True
        self.door.leave(conn)
        if conn in self.conns:
            self.conns.remove(conn)
            now = time.monotonic()
            for seat in conn.seats:
                if not any(seat in c.seats for c in self.conns):
                    self.away_since[seat] = now
            log.info("uid %d left", conn.uid)
            self._changed()
        try:
            conn.writer.close()
        except (OSError, RuntimeError):
            pass

    async def _handle(self, conn: Conn, line: bytes) -> None:
        try:
            message = wire.decode_client(line)
        except wire.BadFrame as error:
            self._refuse(conn, "bad-frame", str(error))
            return
        if isinstance(message, wire.Ping):
            self._send(conn, wire.Pong(nonce=message.nonce))
        elif isinstance(message, wire.Choose):
            self._choose(conn, message)
        elif isinstance(message, wire.TakeBack):
            self._take_back(conn, message)
        elif isinstance(message, wire.Close):
            if conn.uid != self.owner:
                self._refuse(conn, "not-owner", "Only the host's owner can close this table.")
            else:
                self._send(conn, wire.Closing(reason=f"table closed, saved at move {self.move}",
                                              move=self.move, final=True))
                # The others wait for it to open again (`host --resume`), as
                # after a host that went down: they are back at once then.
                self.close_reason = "the host closed the table"
                self.stop()
        else:
            self._refuse(conn, "bad-frame", "A hello is only for the start of a connection.")

    # -- telling everyone ----------------------------------------------------

    def _send(self, conn: Conn, message: wire.Message) -> None:
        if conn.closed:
            return
        if conn.writer.is_closing():
            # Lost (the peer hung up): writing would only make asyncio log
            # "socket.send() raised exception." once per write.
            self._drop(conn)
            return
        try:
            conn.writer.write(wire.encode(message))
            if conn.writer.transport.get_write_buffer_size() > MAX_BUFFERED:
                log.info("uid %d does not read; dropped", conn.uid)
                self._drop(conn)
        except (OSError, RuntimeError):
            self._drop(conn)

    def _refuse(self, conn: Conn, code: str, reason: str) -> None:
        self._send(conn, wire.Refused(code=code, reason=reason))
        if conn in self.conns:  # welcomed: a fresh picture of the table
            self._send_snapshots(conn)

    def presence(self) -> list[str]:
        states = []
        for seat, info in enumerate(self.table.seats):
            if seat == self.thinking:
                states.append("thinking")
            elif info.computer:
                states.append("computer")
            elif any(seat in c.seats for c in self.conns):
                states.append("here")
            elif seat in self.access.claims and seat not in self.access.opened:
                states.append(NOT_YET_HERE)
            elif seat in self.access.claims:
                states.append("away")
            else:
                states.append("open")
        return states

    def snapshot(self, seat: int | None, mine: Sequence[int] = ()) -> wire.Snapshot:
        """What `seat` (None: a spectator) may know now, and nothing more, at a
        terminal playing the seats `mine`."""
        table = self.table
        state = table.match.state
        decision = table.decision
        snap = wire.Snapshot(
            move=self.move, seat=seat, view=wire.to_data(state.view(seat)),
            to_move=None if decision is None else decision.seat,
            turn=0 if decision is None else decision.turn,
            turn_owner=table.turn_owner(), presence=self.presence(), notes=list(table.notes),
            notes_after=[after for _note, after in table.note_places(seat)])
        window = self.window_fields(seat, mine)
        if window is not None:  # every seat asked at once: each its own question
            for name, value in window.items():
                setattr(snap, name, value)
        elif decision is not None and seat is not None and decision.seat == seat:
            snap.decision_kind = decision.kind
            snap.prompt = decision.prompt
            snap.choices = [wire.to_data(c) for c in decision.choices]
            snap.labels = [table.describe(c) for c in decision.choices]
        result = table.result
        if result is not None:
            snap.result = wire.to_data(result)
        return snap

    def _send_snapshots(self, conn: Conn) -> None:
        # Several seats at one terminal: between hand-offs it shows the public view.
        seats: list[int | None] = list(conn.seats) + ([None] if len(conn.seats) != 1 else [])
        for seat in seats:
            self._send(conn, self.snapshot(seat, conn.seats))

    def _changed(self, kick: bool = True) -> None:
        self._open_window()  # when the table stands at a window asking everyone at once
        for conn in list(self.conns):
            self._send_snapshots(conn)
            if self.table.finished and not conn.record_sent:
                # The whole record (seed, choices) only once the game is over.
                conn.record_sent = True
                self._send(conn, wire.Record(record=self.table.match.to_record()))
        self.write_card()
        if kick:
            self._kick_computer()

    def write_card(self) -> None:
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
        }
        try:
            rendezvous.write_card(self.folder, self.id, card)
        except OSError as error:
            log.error("cannot write the table card: %s", error)


    # -- computer seats ------------------------------------------------------

    def _computer_plays(self, seat: int) -> bool:
        if self.table.seats[seat].computer:
            return True
        since = self.away_since.get(seat)
        return (self.config.bot_after is not None and since is not None
                and time.monotonic() - since >= self.config.bot_after)

    def _kick_computer(self) -> None:
        decision = self.table.decision
        if decision is None or self.closing or self._open_window():
            return  # an open window asks its computer seats itself
        if not self._computer_plays(decision.seat):
            since = self.away_since.get(decision.seat)
            if since is not None and self.config.bot_after is not None:
                # Look again once the seat has been away for --bot-after seconds.
                wait = self.config.bot_after - (time.monotonic() - since)
                asyncio.get_running_loop().call_later(max(wait, 0) + 0.01, self._kick_computer)
            return
        if self._cpu_task is None or self._cpu_task.done():
            self._cpu_task = asyncio.get_running_loop().create_task(self._computer_turns())

    async def _computer_turns(self) -> None:
        table = self.table
        while ((decision := table.decision) is not None and self._computer_plays(decision.seat)
               and not self._open_window()):
            if self.config.cpu_delay:
                await asyncio.sleep(self.config.cpu_delay)
            seat, move = decision.seat, self.move
            bot = table.bots.get(seat) or self.bots.setdefault(
                seat, make_bot(table.setup.game, self.config.cpu_level))
            view = table.match.state.view(seat) if getattr(bot, "needs_view", True) else None
            rng = bot_rng(table.match.seed, move, seat, table.bot_key)
            self.thinking = seat
            self._changed(kick=False)
            try:
                choice = await asyncio.to_thread(bot.choose, view, decision, rng)
            finally:
                self.thinking = None
            if self.move != move or not self._computer_plays(seat) or self.window is not None:
                continue  # someone came back, or the position moved on
            table.apply(choice)
            self._changed(kick=False)


def serve_forever(host: Host) -> None:
    asyncio.run(host.run())

