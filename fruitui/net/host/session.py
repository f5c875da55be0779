"""A hosted table's session: its seats, who may play them, choices, computer
turns and what each connection sees, with no I/O.

The server (server.py) owns the socket, the door, the timers and the threads;
it tells the session what happened with plain method calls, and each returns
the events to carry out, in order: `Send` a message to a connection,
`HangUp` a connection, `Stop` the host. `changed_card` says the table card is
out of date. The session reads no socket and sleeps on nothing, so it is tested
with no socket at all (tests/net/test_session.py). (The table's Autosave, a
listener of the table, queues a save as a choice is applied; the server sends
nothing about a choice before that save is on disk.)

Nothing a client sends is trusted: who it is comes from the server (SO_PEERCRED),
and every refusal carries a reason and a fresh snapshot.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from fruitui.bots.base import Bot
from fruitui.bots.levels import make_bot
from fruitui.bots.rng import bot_rng
from fruitui.games.base import Choice, Decision
from fruitui.table.local import Table
from fruitui.net import wire
from fruitui.net.access import Access, AccessRefused
from fruitui.net.settings import HostConfig
from fruitui.net.turns import seat_key
from fruitui.net.host.moves import Moves
from fruitui.net.host.window import Windows
from fruitui.net.host.talk import TalkBook, Talking

__all__ = ["Conn", "Send", "HangUp", "Stop", "Event", "CpuTurn", "Session", "NOT_YET_HERE"]

log = logging.getLogger("fruitui.host")

NOT_YET_HERE = "not yet here"  # a claimed seat whose person has never opened it


@dataclass(eq=False)
class Conn:
    """One connection as the session knows it: whose it is and what it plays."""

    uid: int
    seats: list[int] = field(default_factory=list)
    watching: bool = False
    closed: bool = False  # gone from the session (the server hangs it up)
    record_sent: bool = False
    seated: bool = False  # the owner's or a seat holder's, when it was accepted


@dataclass(frozen=True)
class Send:
    conn: Conn
    message: wire.Message


@dataclass(frozen=True)
class HangUp:
    conn: Conn


@dataclass(frozen=True)
class Stop:
    final: bool = False


Event = Send | HangUp | Stop

# Snapshots built during one change, by (seat, the terminal's seats): one for all who share it.
Shared = dict[tuple[int | None, tuple[int, ...]], wire.Snapshot]


@dataclass
class CpuTurn:
    """A computer's choice to think about (the server runs `think` in a thread)."""

    seat: int
    move: int
    bot: Bot
    view: Any
    decision: Decision
    rng: Any

    def think(self) -> Choice:
        return self.bot.choose(self.view, self.decision, self.rng)


class Session(Moves, Windows, Talking):
    def __init__(self, table_id: str, table: Table, access: Access, config: HostConfig,
                 owner: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.id = table_id
        self.table = table
        self.access = access
        self.config = config
        self.owner = owner
        self.clock = clock
        self.conns: list[Conn] = []
        self.bots: dict[int, Bot] = {}
        self.thinking: int | None = None
        self.away_since: dict[int, float] = {}
        self.closing = False
        self.close_reason = "table closed"  # what the players hear when it closes
        self.changed_card = False  # the table card should be written again
        self._events: list[Event] = []
        self.talk = TalkBook()  # the server gives it the file it keeps talk in

    @property
    def move(self) -> int:
        return len(self.table.match.choices)

    def events(self) -> list[Event]:
        """The events made since last asked (each public method returns them too)."""
        events, self._events = self._events, []
        return events

    # -- connections ---------------------------------------------------------

    def open(self) -> list[Event]:
        """The table is served from now: a claimed seat is away until its person
        connects (after a resume, say), so --bot-after counts from now."""
        now = self.clock()
        for seat in self.access.claims:
            if not self.table.seats[seat].computer:
                self.away_since.setdefault(seat, now)
        self.changed_card = True
        return self.events()

    def seated(self, uid: int) -> bool:
        """The owner or a seat holder: never turned away for lack of room."""
        return uid == self.owner or bool(self.access.held_by(uid))

    def welcome(self, conn: Conn, hello: wire.Hello,
                room: Callable[[Conn], str | None] = lambda _conn: None) -> list[Event]:
        """`conn` said `hello`: welcome it, or refuse it (and hang up). Room for
        one more spectator is the door's to say: `room` counts `conn` in, or
        gives the reason there is none."""
        if hello.version != wire.PROTOCOL:
            return self._turn_away(conn, "version", f"This host speaks protocol "
                                   f"{wire.PROTOCOL}, not {hello.version}: use the same "
                                   "fruitui as the host.")
        if hello.watch:
            if not self.config.watch:
                return self._turn_away(conn, "no-watch", "This table does not allow watching.")
            full = room(conn)
            if full is not None:
                log.info("uid %d refused: spectators full", conn.uid)
                return self._turn_away(conn, "full", full)
            conn.watching = True
        else:
            try:
                conn.seats = self._seats_for(conn.uid, hello)
            except AccessRefused as refusal:
                return self._turn_away(conn, refusal.code, refusal.reason)
            self._take_over(conn)
        self.conns.append(conn)
        table = self.table
        self._send(conn, wire.Welcome(
            version=wire.PROTOCOL, table=self.id, game=table.setup.game,
            names=list(table.names), computer=[s.computer for s in table.seats],
            options=dict(table.setup.options), seats=conn.seats,
            seat_key=seat_key(self.access.secret, conn.uid) if conn.seats else ""))
        for seat in conn.seats:
            self.away_since.pop(seat, None)
        self.access.opened_seats(conn.seats)
        log.info("uid %d joined %s", conn.uid, "watching" if conn.watching else conn.seats)
        self._changed()
        self._talk_so_far(conn)
        return self.events()

    def _turn_away(self, conn: Conn, code: str, reason: str) -> list[Event]:
        self._send(conn, wire.Refused(code=code, reason=reason))
        self._events.append(HangUp(conn))
        return self.events()

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
                self._leave(conn)

    def leave(self, conn: Conn) -> list[Event]:
        """`conn` is gone (hung up, or dropped by the server)."""
        self._leave(conn)
        return self.events()

    def _leave(self, conn: Conn) -> None:
        if conn.closed:
            return
        conn.closed = True
        self._events.append(HangUp(conn))
        if conn in self.conns:
            self.conns.remove(conn)
            now = self.clock()
            for seat in conn.seats:
                if not any(seat in c.seats for c in self.conns):
                    self.away_since[seat] = now
            log.info("uid %d left", conn.uid)
            self._changed()

    def receive(self, conn: Conn, line: bytes) -> list[Event]:
        """A frame from a welcomed connection."""
        if conn.closed:
            return []  # let go (its seat opened elsewhere): it is being hung up
        try:
            message = wire.decode_client(line)
        except wire.BadFrame as error:
            self._refuse(conn, "bad-frame", str(error))
            return self.events()
        if isinstance(message, wire.Ping):
            self._send(conn, wire.Pong(nonce=message.nonce))
        elif isinstance(message, wire.Choose):
            self._choose(conn, message)
        elif isinstance(message, wire.TakeBack):
            self._take_back(conn, message)
        elif isinstance(message, wire.Close):
            self._close_asked(conn)
        elif isinstance(message, wire.Say):
            self._say(conn, message)
        else:
            self._refuse(conn, "bad-frame", "A hello is only for the start of a connection.")
        return self.events()

    def close_asked(self, conn: Conn) -> list[Event]:
        """`fruitui tables --close` said only this, before any hello."""
        self._close_asked(conn)
        return self.events()

    def _close_asked(self, conn: Conn) -> None:
        if conn.uid != self.owner:
            self._refuse(conn, "not-owner", "Only the host's owner can close this table.")
            return
        self._send(conn, wire.Closing(reason=f"table closed, saved at move {self.move}",
                                      move=self.move, final=True))
        # The others wait for it to open again (`host --resume`), as after a
        # host that went down: they are back at once then.
        self.close_reason = "the host closed the table"
        self._events.append(Stop())

    def close(self, final: bool) -> list[Event]:
        """The host closes: everyone is told, and hung up."""
        self.closing = True
        self._window_close()
        reason = "the game is over" if self.table.finished else self.close_reason
        for conn in list(self.conns):
            self._send(conn, wire.Closing(reason=f"{reason}, saved at move {self.move}",
                                          move=self.move, final=final or self.table.finished))
            self._leave(conn)
        return self.events()

    # -- telling everyone ----------------------------------------------------

    def _send(self, conn: Conn, message: wire.Message) -> None:
        if not conn.closed:
            self._events.append(Send(conn, message))

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

    def _send_snapshots(self, conn: Conn, shared: Shared | None = None) -> None:
        """`conn`'s snapshots; with `shared`, the ones built for another connection
        with the same seats are sent again as they are (the server encodes a
        message object once, for all it goes to)."""
        # Several seats at one terminal: between hand-offs it shows the public view.
        seats: list[int | None] = list(conn.seats) + ([None] if len(conn.seats) != 1 else [])
        for seat in seats:
            key = (seat, tuple(conn.seats))  # all a snapshot depends on, at one moment
            snap = shared.get(key) if shared is not None else None
            if snap is None:
                snap = self.snapshot(seat, conn.seats)
                if shared is not None:
                    shared[key] = snap
            self._send(conn, snap)

    def changed(self) -> list[Event]:
        """The table changed under the session (a test applied a choice itself)."""
        self._changed()
        return self.events()

    def _changed(self) -> None:
        self._open_window()  # when the table stands at a window asking everyone at once
        shared: Shared = {}  # each distinct snapshot built once: all spectators share one
        record = None
        for conn in list(self.conns):
            self._send_snapshots(conn, shared)
            if self.table.finished and not conn.record_sent:
                # The whole record (seed, choices) only once the game is over.
                conn.record_sent = True
                record = record or wire.Record(record=self.table.match.to_record())
                self._send(conn, record)
        self.changed_card = True

    # -- computer seats ------------------------------------------------------

    def _computer_plays(self, seat: int) -> bool:
        if self.table.seats[seat].computer:
            return True
        since = self.away_since.get(seat)
        return (self.config.bot_after is not None and since is not None
                and self.clock() - since >= self.config.bot_after)

    def computer_wait(self) -> float | None:
        """Seconds until a computer plays the pending decision: 0 now, None not
        on its own (a person's, none, or a window that asks its computers itself).
        A person's seat away for --bot-after is played for after the rest of it."""
        decision = self.table.decision
        if decision is None or self.closing or self._open_window():
            return None
        if self._computer_plays(decision.seat):
            return 0.0
        since = self.away_since.get(decision.seat)
        if since is not None and self.config.bot_after is not None:
            return max(self.config.bot_after - (self.clock() - since), 0.0)
        return None

    def _bot(self, seat: int) -> Bot:
        table = self.table
        return table.bots.get(seat) or self.bots.setdefault(
            seat, make_bot(table.setup.game, self.config.cpu_level))

    def _cpu_turn(self, seat: int, move: int, decision: Decision, rng_move: int) -> CpuTurn:
        table = self.table
        bot = self._bot(seat)
        view = table.match.state.view(seat) if getattr(bot, "needs_view", True) else None
        rng = bot_rng(table.match.seed, rng_move, seat, table.bot_key)
        return CpuTurn(seat, move, bot, view, decision, rng)

    def computer_turn(self) -> tuple[CpuTurn | None, list[Event]]:
        """The computer's turn to think about now (the seat shows "thinking"), if any."""
        decision = self.table.decision
        if (decision is None or self.closing or not self._computer_plays(decision.seat)
                or self._open_window()):
            return None, self.events()
        turn = self._cpu_turn(decision.seat, self.move, decision, self.move)
        self.thinking = decision.seat
        self._changed()
        return turn, self.events()

    def computer_chose(self, turn: CpuTurn, choice: Choice | None) -> list[Event]:
        """The computer's answer to `turn` (None: it was not heard out). Applied
        only if the position is where it was and the computer still plays it."""
        self.thinking = None
        if (choice is not None and self.move == turn.move and not self.closing
                and self._computer_plays(turn.seat) and self.window is None):
            self.table.apply(choice)
            self._changed()
        return self.events()
