"""Thousands of seeded random Fruit Spy games, checked after every choice."""

from __future__ import annotations

from collections import Counter

import pytest

from fruitui.games.fruit_spy import HAND, RULES, TOKENS, FruitSpyState
from tests.playout import assert_replays, random_playout

GAMES_PER_COUNT = 700  # x3 player counts = 2,100 games


def every_card(state: FruitSpyState) -> Counter:
    """Where every card is: hands, houses and the box, counted by (owner, card)."""
    cards: Counter = Counter()
    for seat, hand in enumerate(state.hands):
        cards.update((seat, c) for c in hand)
    for house in state.houses:
        cards.update((c.owner, c.value) for c in house)
    cards.update(state.box)
    return cards


def check_invariants(state: FruitSpyState) -> None:
    n = len(state.names)
    expected = Counter((seat, c) for seat in range(n) for c in HAND)
    assert every_card(state) == expected, "a card was lost or duplicated"
    assert sorted(sum(state.tokens, []) + state.unused_tokens) == sorted(TOKENS)
    for house in state.houses:
        assert all(c.face_up for c in house[:-1]), "only the newest card may lie face down"
    for seat in [None, *range(n)]:
        view = state.view(seat)
        assert view.hand == (tuple(state.hands[seat]) if seat is not None else ())
        assert view.hand_sizes == tuple(len(h) for h in state.hands)
        for house_view, house in zip(view.houses, state.houses):
            for shown, card in zip(house_view.cards, house, strict=True):
                if not (card.face_up or state.over or card.owner == seat):
                    assert shown.value is None, "a face-down card leaked into a view"
        # No field of the view but `hand` carries a seat's hand.
        assert not hasattr(view, "hands")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_playouts_keep_every_invariant(players: int) -> None:
    names = [f"p{i}" for i in range(players)]
    endings = Counter()
    for seed in range(GAMES_PER_COUNT):
        state, choices = random_playout(RULES, names, seed, check=check_invariants)
        result = state.result()
        assert sum(result.scores) <= sum(TOKENS) + 10
        endings[state.end_reason.split()[0]] += 1
        if seed % 50 == 0:
            assert_replays("fruit-spy", names, seed, choices, state)
    assert set(endings) >= {"Every", "Farmer", "Daly"}, endings
