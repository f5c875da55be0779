"""What one seat has seen of the others' hands: per hand, the fruits it saw go
in and has not seen leave.

Read from the events as that seat's log shows them (wording.log_line), so it
tells the seat nothing its log did not. Seen by everyone: an offer's whole
hand, what each took from it and what went back, a fruit given in a trade,
juices paid, discards, revealed fruits kept. Seen by the two seats only: a
fruit paid on arriving and the fruits handed back in a trade or an exchange;
to anyone else the giver's remembered fruits are then lost (which left is not
shown). Drawn fruits are seen by nobody else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fruitui.games.fabled_fruit.cards import FRUITS

_KINDS = len(FRUITS)


class Memory:
    """One seat's memory, folded event by event; a state keeps one per seat
    between views (events are only ever appended), as it keeps their logs.
    A copy of a state shares them: `held` folds new events into a copy."""

    __slots__ = ("seat", "known", "offer", "read")

    def __init__(self, seat: int | None, players: int) -> None:
        self.seat = seat
        self.known = [[0] * _KINDS for _ in range(players)]
        self.offer = [0] * _KINDS  # an offer lying face up
        self.read = 0  # events folded in so far

    @classmethod
    def recalled(cls, seat: int, known: Sequence[Sequence[int]]) -> Memory:
        """A memory that starts from what a view says `seat` knows (a world
        dealt from that view has no events of its own before it)."""
        memory = cls(seat, 0)
        memory.known = [list(k) for k in known]
        return memory

    def copy(self) -> Memory:
        other = Memory(self.seat, 0)
        other.known = [list(k) for k in self.known]
        other.offer, other.read = list(self.offer), self.read
        return other

    def held(self, events: Sequence[tuple[Any, ...]], pending: tuple[Any, ...] | None = None
             ) -> tuple[Memory, tuple[tuple[int, ...], ...]]:
        """This memory brought up to `events` (itself, or a copy if there were
        new ones: it may be shared), and per seat the fruits of each kind this
        seat knows that hand holds (all 0 for its own hand: its view shows that
        whole). `pending`: a hand-over under way, as the "handed" event it will
        end in (its fruits have moved already; the hand sizes show it)."""
        memory = self
        if self.read < len(events):
            memory = self.copy()
            for event in events[self.read:]:
                memory.fold(event)
            memory.read = len(events)
        now = memory
        if pending is not None:
            now = memory.copy()
            now.fold(pending)
        known = now.known
        if self.seat is not None:
            known = list(known)
            known[self.seat] = [0] * _KINDS
        return memory, tuple(map(tuple, known))

    def fold(self, event: tuple[Any, ...]) -> None:
        known, tag = self.known, event[0]
        if tag == "pay" or tag == "handed":
            _, s, to, kinds = event
            if tag == "pay":
                kinds = (kinds,)
            if self.seat == s or self.seat == to:
                self._gone(s, kinds)
                for k in kinds:
                    known[to][k] += 1
            else:
                known[s] = [0] * _KINDS
        elif tag == "trade":
            _, s, to, kind = event
            self._gone(s, (kind,))
            known[to][kind] += 1
        elif tag == "juice":
            self._gone(event[1], event[3])
        elif tag == "discard":
            self._gone(event[1], event[2])
        elif tag == "offer":
            known[event[1]] = [0] * _KINDS  # the whole hand lies face up, out of it
            self.offer = offer = [0] * _KINDS
            for k in event[2]:
                offer[k] += 1
        elif tag == "take":
            _, taker, _giver, kind = event
            self.offer[kind] -= 1
            known[taker][kind] += 1
        elif tag == "offer-end":
            known[event[1]] = self.offer  # what nobody took goes back
            self.offer = [0] * _KINDS
        elif tag == "take-all":
            for k in event[2]:
                known[event[1]][k] += 1

    def _gone(self, s: int, kinds: Sequence[int]) -> None:
        held = self.known[s]
        for k in kinds:
            if held[k]:
                held[k] -= 1
