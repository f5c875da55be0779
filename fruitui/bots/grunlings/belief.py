"""How well a dealt hidden hand explains what its holder was seen to choose.

Every seat's latest turn leaves public tells in the view (`take_tell`,
`shed_tell`, kept by rules/grunlings/known.py): the face-up pile tops it
passed over in its Take step, and the cards it chose to shed over the card
limit. Read as a greedy player would have played them (this is a model of
the others, not knowledge of them), each tell rules some hands out: a player
who passed over a Mango holds none, one who shed a Pear held no card it
valued lower. A determinizer deals each other hand afresh until it explains
the tells, accepting a hand with probability `MISS ** misses`, so a hand that
misfits is rarer, never impossible (the tells are from an earlier moment, and
a person need not play greedy).

Built from the view's public parts only, like every search here.
"""

from __future__ import annotations

import random

from fruitui.games.grunlings import GrunlingsState, GrunlingsView
from fruitui.games.grunlings.cards import CARD_IDS, IS_DARKLING, NAME
from fruitui.games.grunlings.constants import FROST_KINDS
from fruitui.bots.grunlings.greedy import _Tally

MISS = 0.15  # acceptance factor per tell a dealt hand fails to explain
TAKE_AT = 5.5  # greedy takes a pile top it values above this (bots/grunlings.py, _take2)
TRIES = 12  # deals tried per hand before the best one so far is kept
_DARKLINGS = frozenset(NAME[c] for c in CARD_IDS if IS_DARKLING[c])


def misses(hand: list[str], basket: list[str], take: tuple[str, ...],
           shed: tuple[str, ...]) -> int:
    """Tells that greedy play from `hand` and `basket` (names) would not have given.

    The hand then is approximated by the hand now with the shed cards put back
    and the taken card (if it was seen) taken out."""
    count = 0
    if take:
        taken, passed = take[0], take[1:]
        then = list(hand)
        then.extend(shed)
        if taken and taken in then:
            then.remove(taken)
        held = _Tally(then, basket)
        best = max((held.worth(t) for t in passed), default=-99.0)
        if taken:
            value = held.worth(taken)
            count += value <= TAKE_AT or best > value
        else:
            count += best > TAKE_AT
    if shed:
        then = list(hand)
        then.extend(shed)
        held = _Tally(then, basket)
        for gone in shed:
            # When `gone` was shed, it was the least valued free card in hand
            # (ties: the first name in order), among those still to go and the rest.
            low = held.worth(gone)
            for name in set(then):
                if name in _DARKLINGS or name == gone:
                    continue
                value = held.worth(name)
                if value < low or (value == low and name < gone):
                    count += 1
                    break
            then.remove(gone)
    return count


def deal_by_tells(state: GrunlingsState, view: GrunlingsView,
                  need: list[tuple[int, int, int]], basket_need: dict[int, int],
                  greens: list[int], blues: list[int], rng: random.Random,
                  frost: bool) -> tuple[list[int], list[int]]:
    """Deal each other seat's hidden hand (`need`: seat, greens, blues; every
    other seat is listed) and Basket
    from the shuffled unseen `greens` and `blues`, redealing a hand that misfits
    its tells (accepted with probability MISS ** misses; after TRIES deals the
    best so far). Returns the cards left over."""
    for seat, green, blue in need:
        size = basket_need.get(seat, 0)
        player = view.players[seat]
        take, shed = player.take_tell, player.shed_tell
        known = [NAME[c] for c in state.hands[seat]]
        seen = [NAME[c] for c in state.baskets[seat]]
        best: tuple[list[int], list[int], list[int]] | None = None
        fewest = 1 << 30
        for attempt in range(TRIES if take or shed else 1):
            if attempt:
                rng.shuffle(greens)
                rng.shuffle(blues)
                if frost:  # no hidden Orange or Pear in a hand while Frost lasts
                    greens.sort(key=lambda c: NAME[c] in FROST_KINDS)
            dealt = (greens[:green], greens[green:green + size], blues[:blue])
            if not (take or shed):
                best = dealt
                break
            hand = known + [NAME[c] for c in dealt[0]] + [NAME[c] for c in dealt[2]]
            count = misses(hand, seen + [NAME[c] for c in dealt[1]], take, shed)
            if count < fewest:
                best, fewest = dealt, count
            if not count or rng.random() < MISS ** count:
                best = dealt
                break
        assert best is not None
        hand_greens, basket, hand_blues = best
        state.hands[seat] += hand_greens + hand_blues
        state.baskets[seat] += basket
        gone = set(hand_greens) | set(basket) | set(hand_blues)
        greens = [c for c in greens if c not in gone]
        blues = [c for c in blues if c not in gone]
    return greens, blues
