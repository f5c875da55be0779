"""Pressing juices and the end of the game (rulebook: "Making a juice",
"End of the game"): paying a juice, the fallback draw, turn end and the score.
"""

from __future__ import annotations

from fruitui.games.base import Result
from fruitui.games.fabled_fruit.cards import (
    KINDS,
    KIND_OF,
    FALLBACK_DRAW,
    TURN_LIMIT,
    Location,
    LOCATIONS,
    LOC_OF,
)
from fruitui.games.fabled_fruit.phases import MOVE


class JuiceMixin:
    """Juices, turn end and scoring (mixed into the state)."""

    __slots__ = ()  # the state keeps its slots

    def _make_juice(self, loc: Location, wildcards: tuple[str, ...]) -> None:
        mover = self.mover
        hand = self.hands[mover]
        paid = [k for k in KINDS for _ in range(loc.price[k])] + [KIND_OF[f] for f in wildcards]
        for k in paid:
            self.discard.append(hand[k].pop())
        self.sizes[mover] -= len(paid)
        stack = self.stacks[loc.index]
        self.juices[mover].append(stack.pop())
        self.events.append(("juice", mover, loc.index, tuple(paid), len(self.juices[mover])))
        if not stack:
            # The stack leaves the table; pawns on it step off the board and
            # may move anywhere next turn.
            self._on_table &= ~(1 << loc.index)
            standing = tuple(s for s, at in enumerate(self.pawns) if at == loc.index)
            for s in standing:
                self.pawns[s] = None
            self.events.append(("gone", loc.index, standing))
        if len(self.juices[mover]) >= self.goal:
            self.winners = (mover,)
            self._finish(f"{self.names[mover]} made juice number {self.goal} and wins at once.")
            return
        self._end_turn()

    def _fallback(self, loc: Location, why: str) -> None:
        """The action cannot be done: a signpost location draws instead."""
        draw = FALLBACK_DRAW if loc.signpost else 0
        self.events.append(("fallback", self.mover, loc.index, why, draw))
        if draw:
            self._draw(self.mover, draw)
        self._end_turn()

    # -- turns and the end ------------------------------------------------------------

    def _end_turn(self) -> None:
        if self.turn >= TURN_LIMIT:
            best = max(len(j) for j in self.juices)
            self.winners = tuple(s for s, j in enumerate(self.juices) if len(j) == best)
            self._finish(f"The game reached the safety limit of {TURN_LIMIT} turns; "
                         f"the most juices ({best}) wins.")
            return
        self.mover = (self.mover + 1) % len(self.names)
        self.turn += 1
        self.phase = MOVE

    def _finish(self, reason: str) -> None:
        self.over = True
        self.end_reason = reason
        self.phase = ""
        self._decision = None
        self.events.append(("end", reason))

    def _score(self) -> Result:
        counts = tuple(len(j) for j in self.juices)
        names = self.names
        rows: list[tuple[str, tuple[int | None, ...]]] = [("Juices", counts)]
        for loc in LOCATIONS:
            per_seat = tuple(sum(1 for c in j if LOC_OF[c] == loc.index) for j in self.juices)
            if any(per_seat):
                rows.append((f"  from #{loc.number}", tuple(v or None for v in per_seat)))
        rows.append(("Fruits in hand", tuple(self.sizes)))
        notes = [self.end_reason,
                 f"With {len(names)} players the first to make {self.goal} juices wins."]
        notes.extend(
            f"{names[s]} made {counts[s]} juice{'s' if counts[s] != 1 else ''}"
            + (f" ({', '.join(f'#{LOCATIONS[LOC_OF[c]].number}' for c in self.juices[s])})"
               if counts[s] else "") + "."
            for s in range(len(names))
        )
        tiebreak = ""
        if len(self.winners) > 1:
            tiebreak = "Tied on juices at the turn limit: the win is shared."
        return Result(counts, self.winners, tuple(rows), tuple(notes), tiebreak, unit="juices")
