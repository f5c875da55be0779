"""A table hosted by another process, as a table screen sees it.

`RemoteTable` fits `fruitui.table.api.TableLike`: it is built from the host's
welcome and kept up to date from the snapshots the host sends (each one
seat's view only). Choosing sends the choice with the move it answers; the
answer comes back as a new snapshot, or a refusal that `on_refused` is told.
No I/O here: `send` is given by whoever owns the connection.

The host sends a connection its seats' snapshots one after another (and a
spectator's too when it holds several seats); listeners hear of them only
once the whole set is in, so a screen never mixes two positions.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import msgspec

from fruitui.games.base import Choice, Decision, IllegalChoice, Result, freeze_choice
from fruitui.games.registry import game_info, load_rules
from fruitui.table.seats import Seat
from fruitui.table.keyboard import SharedKeyboard
from fruitui.table.local import StaleChoice, TableSetup
from fruitui.table.undo import UndoRefused
from fruitui.net import talk, wire

# No count, card number or turn in any game's view comes near this; a host that
# sends more (another user's process) would have the screen draw a million cards.
LARGEST_NUMBER = 10_000


def _number_out_of_range(data: Any) -> int | None:
    """The first whole number in `data` (a view as read off the wire: lists,
    maps, numbers, strings) larger than LARGEST_NUMBER either way, or None."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            if abs(item) > LARGEST_NUMBER:
                return item
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
    return None


def check_welcome(welcome: wire.Welcome) -> None:
    """wire.BadFrame unless `welcome` is a table this fruitui can show: a known
    game, options it takes, one computer flag a seat, the seats given mine among
    them. (A host may be another user's: its word is checked, not trusted.)"""
    count = len(welcome.names)
    if len(welcome.computer) != count or len(set(welcome.seats)) != len(welcome.seats) \
            or any(not 0 <= seat < count for seat in welcome.seats):
        raise wire.BadFrame("a table whose seats do not add up")
    try:
        RemoteTable(welcome, send=lambda _message: None)
    except (ValueError, LookupError, TypeError) as error:  # unknown game, bad options
        raise wire.BadFrame(f"a table this fruitui cannot set ({error})") from None


class RemoteTable(SharedKeyboard):
    def __init__(self, welcome: wire.Welcome, send: Callable[[wire.Message], None]) -> None:
        self.id = welcome.table
        self.info = game_info(welcome.game)
        self.seats: Sequence[Seat] = tuple(Seat(n, c) for n, c in zip(welcome.names, welcome.computer))
        self.setup = TableSetup(welcome.game, self.seats, 0, dict(welcome.options))
        self.mine: list[int] = list(welcome.seats)
        self.send = send
        self.listeners: list[Callable[[RemoteTable], None]] = []
        self.on_refused: Callable[[str, str], None] | None = None
        self.on_closed: Callable[[wire.Closing | None], None] | None = None
        self.bots: Mapping[int, Any] = {}  # computers play on the host, never here
        self.snaps: dict[int | None, wire.Snapshot] = {}
        self.record: dict[str, Any] | None = None
        self.connected = False
        self.waiting = False  # a choice is on its way and not answered yet
        self.at_keyboard: int | None = self.mine[0] if len(self.mine) == 1 else None
        # The class of this game's views, to turn JSON back into them.
        sample = load_rules(welcome.game).new_state(welcome.names, 0, dict(welcome.options))
        self.view_type = type(sample.view(None))
        self._views: dict[int | None, tuple[int, Any]] = {}
        self._window_heard: tuple[int, float] | None = None  # (move, when) of an open window
        self._told: tuple[Any, ...] | None = None  # the last set of snapshots listeners heard
        self._drawn: dict[int | None, wire.Snapshot] = {}  # the last set they drew
        self.talk = talk.TalkLog()  # talk at the table (net/talk.py)
        self.on_talk: Callable[[wire.Said], None] | None = None

    # -- from the host -------------------------------------------------------

    def welcome(self, message: wire.Welcome) -> None:
        """The host's welcome on a reconnection: the same table, perhaps other seats."""
        if (message.game, message.names, message.computer) != (
                self.setup.game, list(self.names), [s.computer for s in self.seats]) \
                or any(not 0 <= seat < len(self.seats) for seat in message.seats):
            raise wire.BadFrame("a welcome to another table")
        self.mine = list(message.seats)
        self.connected = True
        if self.at_keyboard not in self.mine:
            self.at_keyboard = self.mine[0] if len(self.mine) == 1 else None

    def receive(self, message: wire.Message) -> None:
        if isinstance(message, wire.Snapshot):
            self._read(message)
            old = self.snaps.get(message.seat)
            if old is None or message.move != old.move:
                self.waiting = False
            self.snaps[message.seat] = message
            if self._complete(message):
                self._tell_or_go_back()
        elif isinstance(message, wire.Said):
            if self.talk.hear(message, self._log_now()) and self.on_talk is not None:
                self.on_talk(message)
        elif isinstance(message, wire.Refused) and message.code in talk.REFUSALS:
            if self.on_refused is not None:  # about talk: the game is as it was
                self.on_refused(message.code, message.reason)
        elif isinstance(message, wire.Refused):
            self.waiting = False
            self._told = None  # the fresh snapshots that follow redraw the table
            if self.on_refused is not None:
                self.on_refused(message.code, message.reason)
        elif isinstance(message, wire.Record):
            self.record = message.record
        elif isinstance(message, wire.Closing):
            self.lost(message)

    def _read(self, message: wire.Snapshot) -> None:
        """Turn the snapshot's view back into the game's view (kept for the screen),
        and check its result and choices read too: a frame that does not is
        wire.BadFrame here, never an error while the screen draws it."""
        try:
            out_of_range = _number_out_of_range(message.view)
            if out_of_range is not None:
                raise ValueError(f"a number no game has: {out_of_range}")
            view = msgspec.convert(message.view, self.view_type)
            if message.result is not None:
                msgspec.convert(message.result, Result)
            for choice in message.choices:
                hash(freeze_choice(choice))  # choices are keys on the screen
        except (ValueError, TypeError) as error:  # msgspec.ValidationError is a ValueError
            raise wire.BadFrame(f"a view this fruitui cannot read ({error})") from None
        self._views[message.seat] = (message.move, view)

    def expected(self) -> list[int | None]:
        """The snapshots the host sends this connection after every change."""
        return list(self.mine) if len(self.mine) == 1 else [*self.mine, None]

    def _complete(self, message: wire.Snapshot) -> bool:
        """Whether every expected snapshot is in for `message`'s position, and
        that set differs from the one listeners last heard of."""
        if any(seat not in self.snaps or self.snaps[seat].move != message.move
               for seat in self.expected()):
            return False
        key = (message.move, tuple(message.presence), tuple(message.notes))
        if key == self._told:
            return False
        self._told = key
        return True

    def lost(self, message: wire.Closing | None = None) -> None:
        self.connected = False
        self.waiting = False
        self._told = None  # back at the table, the first whole set is told, changed or not
        if self.on_closed is not None:
            self.on_closed(message)

    def _tell_or_go_back(self) -> None:
        """Tell the listeners (the screen draws the table); if a view the host
        sent makes that fail (a view that reads but makes no sense: a house
        that is not there, a card out of range), the last table drawn is drawn
        again and the frame counts as bad (wire.BadFrame: the client leaves)."""
        try:
            self._tell()
        except Exception as error:  # noqa: BLE001 - another user's host decides this data
            self.snaps = dict(self._drawn)
            self._views.clear()
            self._told = None
            try:
                self._tell()
            except Exception:  # noqa: BLE001 - the last table no longer draws: leave as is
                pass
            raise wire.BadFrame(f"a view this fruitui cannot show "
                                f"({type(error).__name__}: {error})") from None
        self._drawn = dict(self.snaps)

    def _tell(self) -> None:
        for listener in list(self.listeners):
            listener(self)

    # -- what the screen asks ------------------------------------------------

    @property
    def snap(self) -> wire.Snapshot | None:
        """The snapshot of the seat at the keyboard (the spectator's when none is):
        never another seat's, even of the same user."""
        return self.snaps.get(self.at_keyboard)

    @property
    def move(self) -> int:
        snap = self.snap
        return 0 if snap is None else snap.move

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def notes(self) -> list[str]:
        snap = self.snap
        return [] if snap is None else list(snap.notes)

    def log_with_notes(self, seat: int | None) -> list[tuple[str, bool]]:
        """The keyboard seat's log with the take-back notes where the host says
        they happened (at the end where it does not say), as (text, is_note)."""
        from fruitui.table.log_since import place_notes

        snap = self.snap
        if snap is None:
            return []
        log = self.view_for_keyboard().log
        after = [max(0, a) for a in snap.notes_after[:len(snap.notes)]]
        after += [0] * (len(snap.notes) - len(after))
        return place_notes(log, list(zip(snap.notes, after)))

    @property
    def presence(self) -> list[str]:
        snap = self.snap
        return [] if snap is None else list(snap.presence)

    @property
    def decision(self) -> Decision | None:
        snap = self.snap
        if snap is None or snap.to_move is None:
            return None
        own = self.snaps.get(snap.to_move)
        if own is not None and own.to_move is not None and own.choices and own.move == snap.move:
            return Decision(own.to_move, own.decision_kind, own.prompt,
                            tuple(freeze_choice(c) for c in own.choices), own.turn)
        return Decision(snap.to_move, "", "", (), snap.turn)  # someone else's: only whose

    def window_left(self) -> int | None:
        """Whole seconds left of a Distraction window asking everyone at once,
        counted from when this terminal first heard of it; None when none is open."""
        snap = self.snap
        if snap is None or not 0 < snap.window <= 600:  # the host's number: bounded
            return None
        heard = self._window_heard
        if heard is None or heard[0] != snap.move:
            heard = self._window_heard = (snap.move, time.monotonic())
        return max(0, math.ceil(snap.window - (time.monotonic() - heard[1])))

    @property
    def finished(self) -> bool:
        snap = self.snap
        return snap is not None and snap.to_move is None and snap.result is not None

    @property
    def result(self) -> Result | None:
        snap = self.snap
        if snap is None or snap.result is None:
            return None
        return msgspec.convert(snap.result, Result)

    def is_computer_turn(self) -> bool:
        return False  # the host plays the computers

    def needs_handoff(self) -> int | None:
        decision = self.decision
        if decision is None or len(self.mine) < 2:
            return None
        if decision.seat in self.mine and decision.seat != self.at_keyboard:
            return decision.seat
        return None

    def turn_owner(self) -> int | None:
        snap = self.snap
        return None if snap is None else snap.turn_owner

    @property
    def plays_here(self) -> bool:
        """This connection plays a seat: a watcher's has none."""
        return bool(self.mine)

    @property
    def hot_seat(self) -> bool:  # type: ignore[override]  # SharedKeyboard only reads it
        """Several of the table's seats are at this terminal: hand-offs hide cards."""
        return len(self.mine) > 1

    def view_for_keyboard(self) -> Any:
        snap = self.snap
        if snap is None:
            raise LookupError("no snapshot from the host yet")
        cached = self._views.get(snap.seat)
        if cached is not None and cached[0] == snap.move and cached[1] is not None:
            return cached[1]
        view = msgspec.convert(snap.view, self.view_type)
        self._views[snap.seat] = (snap.move, view)
        return view

    def my_decision(self) -> Decision | None:
        if self.waiting or not self.connected:
            return None
        decision = self.decision
        if decision is not None and decision.seat == self.at_keyboard and decision.choices:
            return decision
        return None

    def describe(self, choice: Choice) -> str:
        own = self.snaps.get(self.at_keyboard)
        if own is not None:
            for candidate, label in zip(own.choices, own.labels):
                if freeze_choice(candidate) == choice:
                    return label
        return str(choice)

    def computer_choice(self) -> Choice:
        """Never asked: `is_computer_turn` is always False here."""
        raise LookupError("the host plays the computer seats")

    def choose(self, choice: Choice, move: int, seat: int) -> None:
        """Send `choice` for decision number `move` of `seat`, the keyboard seat.

        Raises StaleChoice (sending nothing) when that decision is not pending
        here now, or an answer to an earlier choice is still awaited; and
        IllegalChoice when the choice is not one offered.
        """
        decision = self.my_decision()
        if decision is None or move != self.move or seat != decision.seat:
            raise StaleChoice(f"move {move} by seat {seat} is not pending")
        self.apply(choice)

    def apply(self, choice: Choice) -> None:
        decision = self.my_decision()
        if decision is None:
            raise IllegalChoice("It is not your turn to choose.")
        choice = freeze_choice(choice)
        if choice not in decision.choices:
            raise IllegalChoice("That is not one of your choices now.")
        self.waiting = True
        self.send(wire.Choose(move=self.move, seat=decision.seat, choice=wire.to_data(choice)))

    def _log_now(self) -> tuple[str, ...]:
        try:
            return tuple(self.view_for_keyboard().log)
        except LookupError:
            return ()

    def say(self, text: str) -> None:
        """Send a line of talk (the host says who speaks, and may refuse it)."""
        self.send(wire.Say(text=text))

    def take_back(self) -> str:
        if self.at_keyboard is None or not self.connected:
            raise UndoRefused("Nobody is at the keyboard to take anything back.")
        self.send(wire.TakeBack(move=self.move, seat=self.at_keyboard))
        return "Asked the host to take back your last choice."
