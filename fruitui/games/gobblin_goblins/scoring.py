"""Scoring a finished game of Gobblin' Goblins.

Every gobbled card scores by the goblin's tastes (see `cards.taste_of`). The
most points wins; a tie goes to the most gobbled cards; still tied, shared.
"""

from __future__ import annotations

from collections.abc import Sequence

from fruitui.games.base import Result
from fruitui.games.wording import count_of
from fruitui.games.gobblin_goblins.cards import (ALLERGY, BISCUITS, GOBLINS, HATES, LOVES, NAME,
                                                 OTHER, TASTES)

# How each card reads in the score notes for each goblin: "Cheese +2 loved".
_WHY = {LOVES: " loved", HATES: " hated", ALLERGY: " allergy"}
_TASTE_TEXTS = tuple(
    tuple(f"{NAME[c]} {points:+d}{_WHY.get(row, '')}" for c, (row, points) in enumerate(tastes))
    for tastes in TASTES
)


def score(names: Sequence[str], goblin_ids: Sequence[int], gobbled: Sequence[Sequence[int]],
          end_reason: str) -> Result:
    """The result: points per row and seat, the winners, and notes explaining them."""
    n = len(names)
    rows_by = {LOVES: [0] * n, HATES: [0] * n, ALLERGY: [0] * n, BISCUITS: [0] * n,
               OTHER: [0] * n}
    notes = [end_reason]
    for seat in range(n):
        taste = TASTES[goblin_ids[seat]]
        for card in gobbled[seat]:
            row, points = taste[card]
            rows_by[row][seat] += points
        texts = _TASTE_TEXTS[goblin_ids[seat]]
        parts = [texts[card] for card in gobbled[seat]]
        total = sum(rows[seat] for rows in rows_by.values())
        goblin = GOBLINS[goblin_ids[seat]]
        notes.append(f"{names[seat]} ({goblin.name}, {goblin.type}) gobbled "
                     f"{count_of(len(gobbled[seat]), 'card')}: {', '.join(parts) or 'nothing'}; "
                     f"total {total}.")
    totals = tuple(sum(rows[s] for rows in rows_by.values()) for s in range(n))
    counts = tuple(len(g) for g in gobbled)
    best = max(totals)
    leaders = [s for s in range(n) if totals[s] == best]
    tiebreak = ""
    winners = leaders
    if len(leaders) > 1:
        most = max(counts[s] for s in leaders)
        winners = [s for s in leaders if counts[s] == most]
        tied = " and ".join(names[s] for s in leaders)
        if len(winners) == 1:
            tiebreak = (f"{tied} tied on {count_of(best, 'point')}; {names[winners[0]]} "
                        f"gobbled the most cards ({most}) and wins.")
        else:
            tiebreak = (f"{tied} tied on {count_of(best, 'point')}; "
                        f"{' and '.join(names[s] for s in winners)} also gobbled "
                        f"{count_of(most, 'card')} each and share the win.")
        notes.append(tiebreak)
    rows = (
        ("Loves", tuple(rows_by[LOVES])),
        ("Hates", tuple(rows_by[HATES])),
        ("Allergy", tuple(rows_by[ALLERGY])),
        ("Biscuits", tuple(rows_by[BISCUITS])),
        ("Other food", tuple(rows_by[OTHER])),
        ("Total", totals),
        ("Gobbled cards", counts),
    )
    return Result(totals, tuple(winners), rows, tuple(notes), tiebreak)
