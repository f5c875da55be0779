"""Pressing juices and the end of the game (rulebook: "Making a juice",
"End of the game"): paying a juice, the fallback draw, turn end and the score.
Functions of the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fruitui.games.base import Result
from fruitui.games.fabled_fruit.cards import (KINDS, KIND_OF, FALLBACK_DRAW, TURN_LIMIT, Location,
                                              LOCATIONS, LOC_OF)
from fruitui.games.fabled_fruit.hands import draw
from fruitui.games.fabled_fruit.phases import MOVE

if TYPE_CHECKING:
    from fruitui.games.fabled_fruit.state import FabledFruitState


def make_juice(state: FabledFruitState, loc: Location, wildcards: tuple[str, ...]) -> None:
    """The mover pays `loc`'s price (its "any" part in `wildcards`) for its top card."""
    mover = state.mover
    hand = state.hands[mover]
    paid = [k for k in KINDS for _ in range(loc.price[k])] + [KIND_OF[f] for f in wildcards]
    for k in paid:
        state.discard.append(hand[k].pop())
    state.sizes[mover] -= len(paid)
    stack = state.stacks[loc.index]
    state.juices[mover].append(stack.pop())
    state.events.append(("juice", mover, loc.index, tuple(paid), len(state.juices[mover])))
    if not stack:
        # The stack leaves the table; pawns on it step off the board and
        # may move anywhere next turn.
        state._on_table &= ~(1 << loc.index)
        standing = tuple(s for s, at in enumerate(state.pawns) if at == loc.index)
        for s in standing:
            state.pawns[s] = None
        state.events.append(("gone", loc.index, standing))
    if len(state.juices[mover]) >= state.goal:
        state.winners = (mover,)
        finish(state, f"{state.names[mover]} made juice number {state.goal} and wins at once.")
        return
    end_turn(state)


def fallback(state: FabledFruitState, loc: Location, why: str) -> None:
    """The action cannot be done: a signpost location draws instead."""
    count = FALLBACK_DRAW if loc.signpost else 0
    state.events.append(("fallback", state.mover, loc.index, why, count))
    if count:
        draw(state, state.mover, count)
    end_turn(state)


# -- turns and the end ------------------------------------------------------------


def end_turn(state: FabledFruitState) -> None:
    if state.turn >= TURN_LIMIT:
        best = max(len(j) for j in state.juices)
        state.winners = tuple(s for s, j in enumerate(state.juices) if len(j) == best)
        finish(state, f"The game reached the safety limit of {TURN_LIMIT} turns; "
                      f"the most juices ({best}) wins.")
        return
    state.mover = (state.mover + 1) % len(state.names)
    state.turn += 1
    state.phase = MOVE


def finish(state: FabledFruitState, reason: str) -> None:
    state.over = True
    state.end_reason = reason
    state.phase = ""
    state._decision = None
    state.events.append(("end", reason))


def score(state: FabledFruitState) -> Result:
    """The result of a finished game: juices per seat, where from, and why it ended."""
    counts = tuple(len(j) for j in state.juices)
    names = state.names
    rows: list[tuple[str, tuple[int | None, ...]]] = [("Juices", counts)]
    for loc in LOCATIONS:
        per_seat = tuple(sum(1 for c in j if LOC_OF[c] == loc.index) for j in state.juices)
        if any(per_seat):
            rows.append((f"  from #{loc.number}", tuple(v or None for v in per_seat)))
    rows.append(("Fruits in hand", tuple(state.sizes)))
    notes = [state.end_reason,
             f"With {len(names)} players the first to make {state.goal} juices wins."]
    notes.extend(
        f"{names[s]} made {counts[s]} juice{'s' if counts[s] != 1 else ''}"
        + (f" ({', '.join(f'#{LOCATIONS[LOC_OF[c]].number}' for c in state.juices[s])})"
           if counts[s] else "") + "."
        for s in range(len(names))
    )
    tiebreak = ""
    if len(state.winners) > 1:
        tiebreak = "Tied on juices at the turn limit: the win is shared."
    return Result(counts, state.winners, tuple(rows), tuple(notes), tiebreak, unit="juices")
