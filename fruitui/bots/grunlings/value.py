"""Greedy's rules with a better sense of worth: each card valued by what it adds
to the seat's whole holding.

The greedy bot gives every card a rough fixed worth (Grapes 8, a Melon 12 or
-3, ...). This bot keeps greedy's rules for every decision and changes only
that worth: a card's worth is the value of the holding (hand and Basket) with
it minus the value without it. The holding's value is its final score by the
rules' own scoring (tally.held_profile), plus a guess at the majority bonuses
it may win and at what its unfinished sets (an unpaired Melon, a few Apples,
Berries short of a bonus, Tropic fruits short of all four) may still become;
that last part shrinks as the Draw Pile runs out.

It reads only the seat's view: its own cards and the Draw Pile's size. The
weights below were tuned by paired matches against three greedy bots (the
figures: benchmarks/NOTES.md).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from fruitui.games.grunlings.cards import CARD_TYPES, VISITOR
from fruitui.games.grunlings.tally import APPLE_TABLE, BERRY, held_profile
from fruitui.games.grunlings.views import GrunlingsView
from fruitui.bots.grunlings.greedy import _Tally, GreedyBot, worth as greedy_worth

STAR = "Star Fruit"
TROPIC_FRUITS = tuple(n for n, c in CARD_TYPES.items() if c.score == "tropic")
APPLE_KINDS = tuple(n for n, c in CARD_TYPES.items() if c.score == "apple")
BERRY_KINDS = tuple(n for n, c in CARD_TYPES.items() if c.score == "berry")
SMALL_AT, SMALL = BERRY["small_bonus_at"], BERRY["small_bonus"]
LARGE_AT, LARGE = BERRY["large_bonus_at"], BERRY["large_bonus"]
GRAPES_BONUS, SHRUB_BONUS, CHERRIES_BONUS = 8, 10, 16  # the rulebook's majority bonuses
TROPIC_BONUS, MELON_PAIR_SWING = 30, 30  # all four Tropic fruits; -5 unpaired to +25 paired

# Tuned weights. The chance of holding the most, by how many one holds.
MAJORITY_CHANCE = (0.0, 0.2, 0.55, 0.85, 1.0)
CHERRIES_FROM, CHERRIES_SPAN = 4, 7  # Set Grunlings from which Cherries start to pay, and to 1
LEMON = 7.0  # the Bitter Lemon: +5 for its holder and -5 for the leader, often a rival
# How much of a set's next step counts while the whole game is still ahead.
MELON_HOPE, APPLE_HOPE, BERRY_HOPE, TROPIC_HOPE = 0.8, 0.5, 0.6, 1.0
FULL_DRAW = 50  # Draw Pile size from which all the hope counts; none at 0


def majority_chance(n: int) -> float:
    return MAJORITY_CHANCE[min(n, len(MAJORITY_CHANCE) - 1)]


def _star_copies(cards: tuple[str, ...], stars: int) -> tuple[str, ...]:
    """The kinds the Star Fruits copy: each in turn the one that adds the most
    points (a quick reckoning; the rules' own choice happens at the end)."""
    copies: list[str] = []
    for _ in range(stars):
        kinds = sorted(set(cards) - set(copies))
        if not kinds:
            break
        copies.append(max(kinds, key=lambda k: held_profile(
            tuple(sorted((*cards, *copies, k))), (), False).base))
    return tuple(copies)


_VALUES: dict[tuple[object, ...], float] = {}  # holding_value's answers (a pure function)
_WORTHS: dict[tuple[object, ...], dict[str, float]] = {}  # ValueBot's worths by holding
# Entries a memo keeps before it is emptied: most repeats come within one move's
# rollouts, so a small cap bounds memory at no cost in speed.
_MEMO_CAP = 20_000


def _remembered(memo: dict[tuple[object, ...], Any], key: tuple[object, ...],
                make: Callable[[], Any]) -> Any:
    """`memo[key]`, made by `make()` the first time (the memo emptied at its cap)."""
    found = memo.get(key)
    if found is None:
        if len(memo) >= _MEMO_CAP:
            memo.clear()
        found = memo[key] = make()
    return found


def holding_value(held: Counter[str], hope: float) -> float:
    """Points a holding is expected to bring, `hope` (0..1) the share of the
    game still ahead in which unfinished sets may grow. Remembered by holding
    and hope: rollouts playing the value bot (hard's) meet the same holdings
    again and again."""
    key = (hope, *sorted([(k, n) for k, n in held.items() if n > 0]))
    return _remembered(_VALUES, key, lambda: _holding_value(held, hope))


def _holding_value(held: Counter[str], hope: float) -> float:
    cards = tuple(sorted(k for k, n in held.items() if n > 0 and k != STAR
                         and CARD_TYPES[k].type != VISITOR for _ in range(n)))
    copies = _star_copies(cards, held.get(STAR, 0))
    if copies:
        cards = tuple(sorted(cards + copies))
    profile = held_profile(cards, (), False)
    scored = Counter(cards)
    value = float(profile.base)
    value += GRAPES_BONUS * majority_chance(scored["Grapes"])
    value += SHRUB_BONUS * majority_chance(scored["Darkshrub"])
    if scored["Cherries"]:
        share = (profile.set_grunlings - CHERRIES_FROM) / CHERRIES_SPAN
        value += CHERRIES_BONUS * min(1.0, max(0.0, share))
    if scored["Bitter Lemon"]:
        value += LEMON
    if hope <= 0:
        return value
    unpaired = abs(scored["Watermelon"] - scored["Honeydew Melon"])
    value += hope * MELON_HOPE * MELON_PAIR_SWING * unpaired
    apples = sum(scored[k] * CARD_TYPES[k].apples for k in APPLE_KINDS)
    if 0 < apples < len(APPLE_TABLE) - 1:
        value += hope * APPLE_HOPE * (APPLE_TABLE[apples + 1] - APPLE_TABLE[apples])
    berry = sum(scored[k] * CARD_TYPES[k].points for k in BERRY_KINDS)
    if 0 < berry < SMALL_AT:
        value += hope * BERRY_HOPE * SMALL * berry / SMALL_AT
    elif SMALL_AT <= berry < LARGE_AT:
        value += hope * BERRY_HOPE * (LARGE - SMALL) * (berry - SMALL_AT) / (LARGE_AT - SMALL_AT)
    kinds = sum(1 for f in TROPIC_FRUITS if scored[f])
    if 0 < kinds < len(TROPIC_FRUITS):
        value += hope * TROPIC_HOPE * TROPIC_BONUS * (kinds / len(TROPIC_FRUITS)) ** 2
    return value


class ValueTally(_Tally):
    """The seat's cards; a card's worth is what it adds to (or, held, brings to)
    the holding's value. Visitors keep greedy's worth."""

    __slots__ = ("_hope", "_value")

    def __init__(self, hope: float, *groups: tuple[str, ...]) -> None:
        super().__init__(*groups)
        self._hope = hope
        self._value: float | None = None

    def worth(self, name: str) -> float:
        found = self._worths.get(name)
        if found is not None:
            return found
        card = CARD_TYPES.get(name)
        if card is None or card.type == VISITOR:
            found = greedy_worth(name, self)
        else:
            if self._value is None:
                self._value = holding_value(self, self._hope)
            other = Counter(self)
            if self[name] > 0:  # held: what keeping it brings
                other[name] -= 1
                found = self._value - holding_value(other, self._hope)
            else:  # not held: what taking it adds
                other[name] += 1
                found = holding_value(other, self._hope) - self._value
        self._worths[name] = found
        return found


class ValueBot(GreedyBot):
    """Greedy's rules, each card's worth from the whole holding (see above)."""

    def _held(self, view: GrunlingsView) -> _Tally:
        hope = min(1.0, view.draw_size / FULL_DRAW)
        tally = ValueTally(hope, view.hand, view.basket)
        # A card's worth depends only on the holding and hope: share the answers
        # between decisions (hard's rollouts meet the same holdings often).
        tally._worths = _remembered(_WORTHS, (hope, view.hand, view.basket), dict)
        return tally
