"""Star Fruit placements: what each holder may copy, and fruitui's suggestion.

At the end every holder puts their own Star Fruits under cards they hold; in
the game that is each holder's decision. Where nobody decides (the score pad
without a placement, a game scored before its end) fruitui suggests one.

The suggestion must not depend on the order the players sit in: every holder
answers the others' placements of the previous round at the same time (not one
after another), until nobody changes. A holder prefers, in this order: winning
alone, sharing the win, the widest lead (or smallest gap) over the best other
player, their own total. Among equal options the first in name order wins, so
swapping two seats swaps their placements and nothing else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from operator import itemgetter

Copies = tuple[str, ...]
#: Scores every seat for one placement per seat: (totals, winners).
Evaluate = Callable[[Sequence[Copies]], tuple[Sequence[int], Sequence[int]]]

ROUNDS = 8  # simultaneous answers settle within two or three rounds; the cap stops cycles


#: The most copies all of one hand's placements may list together. The worst
#: hand the box allows (all three Star Fruits and every copyable kind) has 2,181
#: placements of 3 copies (6,543); a hand past the box's counts (a hostile
#: score pad) is refused instead of enumerated.
MAX_LISTED = 20_000


class TooManyOptions(ValueError):
    """More Star Fruit placements than any hand the game deals can have."""


def copy_options(counts: Counter[str], stars: int, copyable: frozenset[str],
                 limit: int = MAX_LISTED) -> list[Copies]:
    """Every way `stars` Star Fruits may copy the held cards (no individual card twice).

    Copying is not optional while there is a card to copy; with nothing to
    copy the only option is (). TooManyOptions once the options would list
    more than `limit` copies: the search stops there, so its time and memory
    stay bounded whatever the hand.
    """
    kinds = sorted(k for k in counts if k in copyable and counts[k] > 0)
    size = min(stars, sum(counts[k] for k in kinds))
    if size == 1:  # one Star Fruit, the common case: one option per kind, in name order
        return [(kind,) for kind in kinds]
    # cards[i]: how many copyable cards kinds[i:] hold. A branch that cannot
    # place every Star Fruit is cut, so every branch tried yields an option.
    cards = [0] * (len(kinds) + 1)
    for i in range(len(kinds) - 1, -1, -1):
        cards[i] = cards[i + 1] + counts[kinds[i]]
    out: list[Copies] = []

    def pick(start: int, left: int, chosen: Copies) -> None:
        if left == 0:
            out.append(chosen)
            if len(out) * size > limit:
                raise TooManyOptions(f"too many ways to place {stars} Star Fruits "
                                     f"(more than {len(out) - 1})")
            return
        for i in range(start, len(kinds)):
            if cards[i] < left:
                break
            kind = kinds[i]
            for n in range(min(left, counts[kind]), 0, -1):
                if cards[i + 1] < left - n:
                    break  # fewer of this kind leaves even more to place
                pick(i + 1, left - n, chosen + (kind,) * n)

    pick(0, size, ())
    return sorted(out)


def preference(seat: int, totals: Sequence[int], winners: Sequence[int]) -> tuple[int, int, int]:
    """How much `seat` likes an outcome (bigger is better)."""
    mine = totals[seat]
    # Callers pass lists or tuples, which slice and add alike (Sequence declares no +).
    others = totals[:seat] + totals[seat + 1:]  # type: ignore[operator]  # lists or tuples add
    if seat in winners:
        rank = 2 if len(winners) == 1 else 1
    else:
        rank = 0
    return rank, mine - (max(others) if others else 0), mine


def suggest(options: Sequence[Sequence[Copies]], fixed: Sequence[Copies | None],
            evaluate: Evaluate) -> list[Copies]:
    """One placement per seat: `fixed[s]` where given, else fruitui's suggestion."""
    n = len(options)
    current: list[Copies] = []
    for s in range(n):
        placed = fixed[s]
        current.append(placed if placed is not None
                       else (options[s][0] if len(options[s]) == 1 else ()))
    open_seats = [s for s in range(n) if fixed[s] is None and len(options[s]) > 1]
    for _ in range(ROUNDS):
        answers = {s: best_answer(s, options[s], current, evaluate) for s in open_seats}
        if all(answers[s] == current[s] for s in open_seats):
            break
        for s in open_seats:  # everyone at once: no seat answers another's new move first
            current[s] = answers[s]
    return current


def suggest_ranked(options: Sequence[Sequence[Copies]], evaluate: Evaluate
                   ) -> tuple[list[Copies], dict[int, list[tuple[Copies, Sequence[int]]]]]:
    """`suggest` with nothing fixed, and every open seat's `ranked` options against
    that suggestion, from the same passes: a ranking's first option is the seat's
    `best_answer`, so the round that finds nobody changing has ranked them all."""
    n = len(options)
    current: list[Copies] = [options[s][0] if len(options[s]) == 1 else () for s in range(n)]
    open_seats = [s for s in range(n) if len(options[s]) > 1]
    # A seat's ranking depends only on the others' placements: one that has not
    # seen them change since its last ranking keeps it (a lone holder ranks once).
    last: dict[int, tuple[list[Copies], list[tuple[Copies, Sequence[int]]]]] = {}

    def ranking(seat: int) -> list[tuple[Copies, Sequence[int]]]:
        others = current[:seat] + current[seat + 1:]
        known = last.get(seat)
        if known is None or known[0] != others:
            known = last[seat] = (others, ranked(seat, options[seat], current, evaluate))
        return known[1]

    for _ in range(ROUNDS):
        rankings = {s: ranking(s) for s in open_seats}
        if all(rankings[s][0][0] == current[s] for s in open_seats):
            return current, rankings
        for s in open_seats:  # everyone at once, as in `suggest`
            current[s] = rankings[s][0][0]
    return current, {s: ranking(s) for s in open_seats}


def best_answer(seat: int, options: Sequence[Copies], others: Sequence[Copies],
                evaluate: Evaluate) -> Copies:
    """The option `seat` likes best, the others placing as in `others`: the first
    of the best, as `ranked` puts it first (without sorting them all)."""
    placement = list(others)
    best, liked = options[0], None
    for option in options:
        placement[seat] = option
        totals, winners = evaluate(placement)
        how = preference(seat, totals, winners)
        if liked is None or how > liked:
            best, liked = option, how
    return best


def ranked(seat: int, options: Sequence[Copies], others: Sequence[Copies],
           evaluate: Evaluate) -> list[tuple[Copies, Sequence[int]]]:
    """`seat`'s options, best first (ties keep name order), with each one's totals."""
    scored = []
    placement = list(others)
    for option in options:
        placement[seat] = option
        totals, winners = evaluate(placement)
        scored.append((preference(seat, totals, winners), option, totals))
    scored.sort(key=_FIRST, reverse=True)  # stable: ties keep name order
    return [(option, totals) for _, option, totals in scored]


_FIRST = itemgetter(0)


def option_label(copies: Copies, gain: int, seat: int, totals: Sequence[int]) -> str:
    """'Copy Grapes: +6 (34, 6 ahead)': what an option gives its holder."""
    what = ", ".join(copies) if copies else "nothing"
    mine = totals[seat]
    best_other = max((t for s, t in enumerate(totals) if s != seat), default=mine)
    if mine > best_other:
        standing = f"{mine - best_other} ahead"
    elif mine == best_other:
        standing = "level with the lead"
    else:
        standing = f"{best_other - mine} behind"
    return f"Copy {what}: {gain:+d} ({mine}, {standing})"
