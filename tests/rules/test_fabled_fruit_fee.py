"""Fabled Fruit's `Juice ✓`: a price you can pay counts the fruit owed to each pawn
already at the location."""

from __future__ import annotations

from fruitui.games.fabled_fruit import CARD_KIND, KINDS, LOCATIONS, RULES, FabledFruitState


def exactly_one_of_each(state: FabledFruitState) -> None:
    """Ann holds one fruit of each kind and nothing else."""
    for kind in KINDS:
        state.deck.extend(state.hands[0][kind])
        state.hands[0][kind].clear()
        card = next(c for c in state.deck if CARD_KIND[c] == kind)
        state.deck.remove(card)
        state.hands[0][kind].append(card)
    state.sizes[0] = len(KINDS)


def location(number: int):
    return next(loc for loc in LOCATIONS if loc.number == number)


def test_the_tick_counts_the_fruit_owed_to_visitors() -> None:
    state = RULES.new_state(["Ann", "Bob"], 5)
    exactly_one_of_each(state)
    six = location(6)
    assert six.price_total == len(KINDS)  # one of each: nothing to spare
    state.pawns[1] = None
    assert 6 in state.view(0).affordable
    state.pawns[1] = six.index  # Bob stands there: Ann would owe him a fruit first
    assert 6 not in state.view(0).affordable
    state.pawns[0] = six.index  # Ann is there too: she owes nobody to stay
    assert 6 in state.view(0).affordable
