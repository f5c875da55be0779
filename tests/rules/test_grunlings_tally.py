"""Grunlings scoring's fast paths agree with the full score sheet.

`tally.totals` (what the Star Fruit search weighs every placement with),
the remembered profiles and options, and `score_totals` (search rollouts) must
give exactly what `numbers`, `winners_of` and `score_players` give, on tables
drawn at random from every card, Event and token count that matters.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from fruitui.games.grunlings.cards import CARD_TYPES, EVENT_TYPES, STAR, VISITOR
from fruitui.games.grunlings.scoring import (
    PlayerEnd,
    _context,
    score_players,
    score_totals,
    star_options,
)
from fruitui.games.grunlings.star_fruit import copy_options
from fruitui.games.grunlings.tally import (
    effective,
    held_profile,
    numbers,
    profile_of,
    totals,
    winners_of,
)

GREEN = [name for name, card in CARD_TYPES.items() if card.type != VISITOR]
# Cards that make the interesting cases (majorities, ties, Lemon, King) common.
OFTEN = ["Grapes", "Darkshrub", "King Darkling", "Bitter Lemon", "Cherries", "Star Fruit",
         "Orange", "Pear", "Lychee", "Watermelon", "Honeydew Melon", "Apple", "Bad Apple"]
EVENTS = list(EVENT_TYPES)


def random_table(rng: random.Random) -> tuple[list[PlayerEnd], list[str], tuple[int, int] | None]:
    n = rng.randint(2, 5)
    players = []
    for s in range(n):
        cards = [rng.choice(OFTEN if rng.random() < 0.5 else GREEN)
                 for _ in range(rng.randint(0, 14))]
        if rng.random() < 0.3:
            cards += [STAR] * rng.randint(1, 3)
        players.append(PlayerEnd(f"P{s}", tuple(cards), rng.randint(0, 4), rng.randint(0, 3)))
    events = rng.sample(EVENTS, rng.randint(0, 4))
    prediction = (rng.randrange(n), rng.randrange(n)) if rng.random() < 0.4 else None
    return players, events, prediction


@pytest.mark.parametrize("seed", range(4))
def test_totals_match_the_full_numbers_for_every_placement(seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    for _ in range(300):
        players, events, prediction = random_table(rng)
        ctx = _context(players, events, prediction, None)
        options = [star_options(p.cards, events) for p in players]
        for _ in range(3):
            placement = [rng.choice(o) for o in options]
            fresh = [profile_of(effective(Counter(p.cards), c, ctx.touch))
                     for p, c in zip(players, placement)]
            kept = [held_profile(tuple(sorted(p.cards)), c, ctx.touch)
                    for p, c in zip(players, placement)]
            assert fresh == kept
            leaf = [p.leaf for p in players]
            num = numbers(fresh, leaf, ctx)
            won, _ = winners_of(num, fresh, [p.name for p in players])
            assert totals(kept, leaf, ctx) == (num.total, won)
            checked += 1
    assert checked == 900


def test_score_totals_match_the_score_sheet() -> None:
    rng = random.Random(7)
    for _ in range(150):
        players, events, prediction = random_table(rng)
        placements = [rng.choice(star_options(p.cards, events)) if rng.random() < 0.5 else None
                      for p in players]
        sheet = score_players(players, events, prediction, None, placements)
        assert score_totals(players, events, prediction, None, placements) == [
            p.total for p in sheet.players]


def test_remembered_options_are_the_options_and_are_not_shared() -> None:
    rng = random.Random(3)
    for _ in range(200):
        cards = tuple(rng.choice(GREEN + [STAR] * 6) for _ in range(rng.randint(0, 12)))
        counts = Counter(cards)
        expected = copy_options(counts, counts.get(STAR, 0),
                                frozenset(GREEN) - {STAR})
        got = star_options(cards)
        assert got == expected
        got.append(("Grapes",))  # a caller's list is its own: the memo is untouched
        assert star_options(cards) == expected


def test_remembered_profiles_match_base_points_for_every_kind_and_count() -> None:
    rng = random.Random(11)
    hands = [(kind,) * n for kind in GREEN for n in range(1, 6)]
    tropic = [k for k, c in CARD_TYPES.items() if c.score == "tropic"]
    berries = [k for k, c in CARD_TYPES.items() if c.score == "berry"]
    hands += [tuple(rng.choice(pool) for _ in range(rng.randint(1, 12)))
              for pool in (tropic, berries, tropic + berries + [STAR]) for _ in range(100)]
    for hand in hands:
        for touch in (False, True):
            for copies in star_options(hand, ["Touch of the Darkling"] if touch else []):
                expected = profile_of(effective(Counter(hand), copies, touch))
                assert held_profile(tuple(sorted(hand)), copies, touch) == expected, hand
