"""Scoring Fruit Spy (rulebook: "End of the game"): the strongest spies on each
house share its tokens, Farmer Papa's house scores nothing, Daly is worth
`DALY_VALUE` where she stands. The rules are small pure functions examples
can test; `score` reads a finished state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fruitui.games.base import Result
from fruitui.games.fruit_spy.cards import DALY_VALUE, HOUSES, TOOL, house_name

if TYPE_CHECKING:
    from fruitui.games.fruit_spy.state import FruitSpyState


def previous_houses(house: int, skip: int) -> list[int]:
    """The houses anticlockwise from `house`, nearest first, without `skip`."""
    ring = [(house - step) % HOUSES for step in range(1, HOUSES)]
    return [h for h in ring if h != skip]


@dataclass(frozen=True, slots=True)
class TieBreak:
    """How two seats tied on strength were ordered (house None: turn order)."""

    better: int
    worse: int
    strength: int
    house: int | None
    better_there: int = 0
    worse_there: int = 0


def rank_players(
    house: int, strengths: Sequence[Mapping[int, int]], papa_house: int,
    first: int = 0, players: int = 0,
) -> tuple[list[int], list[TieBreak]]:
    """Seats with cards on `house`, strongest first, and how ties were broken.

    Ties go to more strength on the previous house anticlockwise, then the one
    before, skipping Papa's house; tied all the way: earlier in turn order from
    the `first` player (of `players` seats) first.
    """
    here = strengths[house]
    if len(set(here.values())) == len(here):  # no ties: the common case
        return sorted(here, key=here.__getitem__, reverse=True), []
    order = previous_houses(house, papa_house)

    def key(seat: int) -> tuple[int, ...]:
        turn_order = (seat - first) % players if players else seat
        return (here[seat], *(strengths[h].get(seat, 0) for h in order), -turn_order)

    ranking = sorted(here, key=key, reverse=True)
    ties: list[TieBreak] = []
    for better, worse in zip(ranking, ranking[1:]):
        if here[better] != here[worse]:
            continue
        for h in order:
            a, b = strengths[h].get(better, 0), strengths[h].get(worse, 0)
            if a != b:
                ties.append(TieBreak(better, worse, here[better], h, a, b))
                break
        else:
            ties.append(TieBreak(better, worse, here[better], None))
    return ranking, ties


def share_tokens(ranking: Sequence[int], tokens: Sequence[int]) -> dict[int, list[int]]:
    """Highest token to the strongest, next to the next; leftovers to the strongest."""
    pile = sorted(tokens, reverse=True)  # token lists are short; sorting is cheap
    shares: dict[int, list[int]] = {seat: [] for seat in ranking}
    if not ranking:
        return shares
    for seat, token in zip(ranking, pile):
        shares[seat].append(token)
    shares[ranking[0]].extend(pile[len(ranking):])
    return shares


def score(state: FruitSpyState) -> Result:
    """The result of a finished game: tokens won per house, and how ties were broken."""
    names = state.names
    n = len(names)
    papa = state.papa
    notes: list[str] = [state.end_reason]
    # Scoring turns every card face up; Tools found now go to the box.
    strengths: list[dict[int, int]] = [{} for _ in range(HOUSES)]
    for h in range(HOUSES):
        for c in state.houses[h]:
            if c.value != TOOL:
                strengths[h][c.owner] = strengths[h].get(c.owner, 0) + c.value
    lost = f"its tokens {tokens_text(state.tokens[papa])}"
    if state.daly == papa:
        lost += " and Daly"
    notes.append(f"Farmer Papa stands on {house_name(papa)}: {lost} are discarded.")
    rows: list[tuple[str, tuple[int | None, ...]]] = []
    totals = [0] * n
    tiebreaks: list[str] = []
    for h in range(HOUSES):
        if h == papa:
            continue
        tokens = state.tokens[h]
        if state.daly == h:
            tokens = [DALY_VALUE, *tokens]
        ranking, ties = rank_players(h, strengths, papa, state.first, n)
        shares = share_tokens(ranking, tokens)
        gained = [sum(shares.get(s, ())) for s in range(n)]
        for s in range(n):
            totals[s] += gained[s]
        label = house_name(h).capitalize() + (" (Daly)" if state.daly == h else "")
        rows.append((label, tuple(g if s in shares else None for s, g in enumerate(gained))))
        tools = [names[c.owner] for c in state.houses[h] if c.value == TOOL and not c.face_up]
        found = f" {names_and(tools)}'s Tool turned up and removed." if tools else ""
        if not ranking:
            notes.append(f"{label}: no spies; tokens {tokens_text(tokens)} stay.{found}")
            continue
        parts = "; ".join([
            f"{names[s]} (strength {strengths[h][s]}) takes {tokens_text(shares[s])}"
            for s in ranking
        ])
        explained = [tie_text(names, tie) for tie in ties]
        tiebreaks.extend(f"{label}: {text}" for text in explained)
        notes.append(" ".join([f"{label}:{found} {parts}.", *explained]))
    best = max(totals)
    winners = tuple(s for s in range(n) if totals[s] == best)
    rows.append(("Total", tuple(totals)))
    return Result(tuple(totals), winners, tuple(rows), tuple(notes), "; ".join(tiebreaks),
                  unit="Yum-yum")


def tie_text(names: Sequence[str], tie: TieBreak) -> str:
    """How a tie on one house was broken, for the score sheet."""
    better, worse = names[tie.better], names[tie.worse]
    if tie.house is None:
        return (f"{better} and {worse} tied at {tie.strength} on every house; "
                f"{better} comes first in turn order.")
    return (f"{better} and {worse} tied at {tie.strength}; {better} wins the tie with "
            f"{tie.better_there} against {tie.worse_there} on {house_name(tie.house)}.")


def names_and(names: Sequence[str]) -> str:
    return " and ".join(names)


def tokens_text(tokens: Sequence[int]) -> str:
    """Tokens as '7+1'; callers pass them highest first."""
    return "+".join(map(str, tokens)) if tokens else "none"
