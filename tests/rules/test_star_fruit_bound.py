"""Star Fruit placements stay few whatever the hand (issue 39, item 9): the
worst hand the box allows is enumerated, a hand past the box's counts is
refused once its placements would list more than MAX_LISTED copies."""

from __future__ import annotations

from collections import Counter

import pytest

from fruitui.games.grunlings.cards import CARD_TYPES, STAR
from fruitui.games.grunlings.scoring import _COPYABLE, score_players, star_options
from fruitui.games.grunlings import PlayerEnd
from fruitui.games.grunlings.star_fruit import MAX_LISTED, TooManyOptions, copy_options

KINDS = sorted(_COPYABLE)


def test_the_worst_hand_the_box_allows_is_enumerated_in_full() -> None:
    counts = Counter({kind: CARD_TYPES[kind].copies for kind in KINDS})
    counts[STAR] = CARD_TYPES[STAR].copies
    options = copy_options(counts, counts[STAR], _COPYABLE)
    assert len(options) == 2181 and len(options) * 3 <= MAX_LISTED
    assert len(set(options)) == len(options) and options == sorted(options)
    assert all(len(o) == 3 and all(Counter(o)[k] <= counts[k] for k in o) for o in options)


@pytest.mark.parametrize("stars, each", [(16, 2), (40, 3), (20_000, 20_000)])
def test_a_hand_past_the_box_is_refused_not_enumerated(stars: int, each: int) -> None:
    counts = Counter({kind: each for kind in KINDS[:16]})
    counts[STAR] = stars
    with pytest.raises(TooManyOptions, match="too many ways to place"):
        copy_options(counts, stars, _COPYABLE)


def test_score_players_refuses_such_a_hand_with_a_value_error() -> None:
    cards = (STAR,) * 16 + tuple(k for k in KINDS[:16] for _ in range(2))
    players = [PlayerEnd("Ann", cards, 0, 0), PlayerEnd("Bob", ("Pear",), 0, 1)]
    with pytest.raises(ValueError):
        score_players(players)
    with pytest.raises(ValueError):
        star_options(cards)


def test_every_star_fruit_held_once_copies_all_the_other_cards() -> None:
    counts = Counter({kind: 1 for kind in KINDS})
    counts[STAR] = 20_000  # more Star Fruits than cards to copy: one option, all of them
    assert copy_options(counts, counts[STAR], _COPYABLE) == [tuple(KINDS)]
