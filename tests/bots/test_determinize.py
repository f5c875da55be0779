"""determinize(view, rng) builds a full state from one seat's view alone."""

from __future__ import annotations

import random

import pytest

from fruitui.bots.search import search_module

from .helpers import SEARCH_GAMES, assert_round_trip, hidden_part, positions


@pytest.mark.parametrize("game", SEARCH_GAMES)
@pytest.mark.parametrize("players", [3, 4])
def test_round_trip_over_random_playouts(game: str, players: int) -> None:
    determinize = search_module(game).determinize
    rng = random.Random(players)
    checked = 0
    for seed in range(4):
        for state, decision in positions(game, seed, players):
            view = state.view(decision.seat)
            made = determinize(view, rng)
            assert made.view(decision.seat) == view
            assert made.decision() == decision  # the same choices are offered
            checked += 1
    assert checked > 40



@pytest.mark.parametrize("game", SEARCH_GAMES)
def test_round_trip_of_views_without_prose(game: str) -> None:
    """Table.computer_choice and sim hand bots `view(seat, prose=False)`: no log,
    no prompt. Such a view determinizes too, and the made state gives it back."""
    determinize = search_module(game).determinize
    rng = random.Random(9)
    checked = 0
    for seed in range(2):
        for state, decision in positions(game, seed):
            assert_round_trip(determinize, state, decision, rng)
            checked += 1
    assert checked > 20

@pytest.mark.parametrize("game", SEARCH_GAMES)
def test_hidden_cards_are_dealt_afresh(game: str) -> None:
    """Samples differ in what the seat cannot see, so the search meets many worlds."""
    determinize = search_module(game).determinize
    rng = random.Random(1)
    varied = 0
    for state, decision in list(positions(game, 3))[5:15]:
        view = state.view(decision.seat)
        hidden = [repr(hidden_part(game, determinize(view, rng), decision.seat))
                  for _ in range(6)]
        varied += len(set(hidden)) > 1
    assert varied >= 8


@pytest.mark.parametrize("game", SEARCH_GAMES)
def test_a_determinized_game_plays_on_to_the_end(game: str) -> None:
    determinize = search_module(game).determinize
    rng = random.Random(2)
    for state, decision in list(positions(game, 5))[::7]:
        made = determinize(state.view(decision.seat), rng)
        for _ in range(5000):
            step = made.decision()
            if step is None:
                break
            made.apply(step.choices[rng.randrange(len(step.choices))])
        assert made.result() is not None


@pytest.mark.parametrize("game", SEARCH_GAMES)
def test_clone_shares_nothing_that_changes(game: str) -> None:
    state, _ = next(p for i, p in enumerate(positions(game, 7)) if i == 6)
    seat = state.decision().seat
    before = state.view(seat)
    copy = state.clone()
    assert copy.view(seat) == before
    rng = random.Random(0)
    for _ in range(30):
        step = copy.decision()
        if step is None:
            break
        copy.apply(step.choices[rng.randrange(len(step.choices))])
    assert state.view(seat) == before
