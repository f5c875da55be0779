"""fruitui's games pass OpenSpiel's own checks for games (when the extra is installed).

`pyspiel.random_sim_test` plays random games through the C++ API: legal
actions, chance outcomes, clone, returns, observation and information-state
strings, and serialization round trips, at every player count.
"""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from fruitui.games.registry import GAMES  # noqa: E402
from fruitui.openspiel import GAME_NAMES  # noqa: E402
from fruitui.openspiel.game import _determinizer  # noqa: E402

CASES = [(name, players) for name, info in GAMES.items() if name in GAME_NAMES
         for players in range(info.min_players, info.max_players + 1)]


@pytest.mark.parametrize(("name", "players"), CASES, ids=[f"{n}-{p}" for n, p in CASES])
def test_random_sim_test(name: str, players: int) -> None:
    game = pyspiel.load_game(GAME_NAMES[name], {"players": players})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def _walk(name: str, players: int, seed: int) -> list:
    """Every state of one random game, after the deal."""
    rng = random.Random(seed)
    state = pyspiel.load_game(GAME_NAMES[name], {"players": players}).new_initial_state()
    state.apply_action(rng.randrange(len(state.chance_outcomes())))
    states = []
    while not state.is_terminal():
        states.append(state.clone())
        state.apply_action(rng.choice(state.legal_actions()))
    return states


@pytest.mark.parametrize("name", sorted(GAME_NAMES))
def test_a_resampled_state_looks_the_same_to_the_seat_and_differs_elsewhere(name: str) -> None:
    players = max(3, GAMES[name].min_players)
    dealt = hidden_differs = 0
    for seed in (11, 12, 13):
        states = _walk(name, players, seed)
        for state in states[:: max(1, len(states) // 40)]:
            seat = state.current_player()
            rng = random.Random(len(state.history()))
            other = state.resample_from_infostate(seat, rng.random)
            dealt += 1
            assert other.information_state_string(seat) == state.information_state_string(seat)
            assert other.legal_actions() == state.legal_actions()
            hidden_differs += any(other.observation_string(p) != state.observation_string(p)
                                  for p in range(players) if p != seat)
    # The resampled worlds deal the hidden cards anew: some other seat sees otherwise.
    assert dealt >= 20 and hidden_differs > dealt // 2, (dealt, hidden_differs)


@pytest.mark.parametrize("name", sorted(GAME_NAMES))
def test_every_kind_of_decision_is_resampled(name: str) -> None:
    """Worlds are dealt at every decision, also those the game's determinizer
    refuses (inside an action, an Event, another seat's window): no stand-ins."""
    determinize = _determinizer(name)
    players = 4
    refused: set[str] = set()
    for seed in (21, 22):
        for state in _walk(name, players, seed):
            decision = state.pending
            if len(decision.choices) < 2:
                continue
            rng = random.Random(len(state.history()))
            try:
                determinize(state.inner.view(decision.seat, prose=False), decision, rng)
            except ValueError:
                refused.add(decision.kind)
            else:
                continue
            other = state.resample_from_infostate(decision.seat, rng.random)
            assert (other.information_state_string(decision.seat)
                    == state.information_state_string(decision.seat)), decision.kind
            assert other.legal_actions() == state.legal_actions()
            for action in other.legal_actions():  # the world carries every pending step through
                other.clone().apply_action(action)
    # Fruit Spy's determinizer deals everywhere; the others leave kinds to the reshuffle.
    assert refused or name == "fruit-spy"


@pytest.mark.parametrize("name", sorted(GAME_NAMES))
def test_a_clone_plays_on_alone(name: str) -> None:
    """A clone shares nothing with its original, its random source included: the
    same actions on both reach the same states."""
    rng = random.Random(3)
    game = pyspiel.load_game(GAME_NAMES[name], {"players": 3})
    state = game.new_initial_state()
    state.apply_action(7)
    for _ in range(10):
        state.apply_action(rng.choice(state.legal_actions()))
    copy = state.clone()
    assert copy.history() == state.history()
    actions = []
    while not copy.is_terminal():
        actions.append(rng.choice(copy.legal_actions()))
        copy.apply_action(actions[-1])
    for action in actions:
        assert action in state.legal_actions()
        state.apply_action(action)
    assert state.is_terminal() and state.returns() == copy.returns()
    assert [state.observation_string(p) for p in range(3)] == [
        copy.observation_string(p) for p in range(3)]


@pytest.mark.parametrize("name", sorted(GAME_NAMES))
def test_information_state_is_built_from_the_seats_view(name: str) -> None:
    players = max(3, GAMES[name].min_players)
    state = _walk(name, players, 5)[4]
    for seat in range(players):
        text = state.information_state_string(seat)
        assert text.startswith(f"seat {seat}: ")
        # Another seat's information differs: no string is the full state.
        other = state.information_state_string((seat + 1) % players)
        assert text != other


def test_a_world_carries_the_pending_step_through() -> None:
    """A Dodgy Dealer's block names the card the other seat will give: every world
    dealt there still has it in that hand, so every choice applies."""
    state = next(s for s in _walk("grunlings", 2, 1)
                 if s.pending.kind == "block" and s.inner._task[-1])
    seat = state.current_player()
    for seed in range(30):
        world = state.resample_from_infostate(seat, random.Random(seed).random)
        for action in world.legal_actions():
            world.clone().apply_action(action)
