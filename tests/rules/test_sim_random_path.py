"""The random-bot fast path of `fruitui.tools.sim.play_out` picks exactly as `RandomBot` does."""

from __future__ import annotations

import pytest

from fruitui.bots.rng import PositionRng
from fruitui.bots.base import RandomBot
from fruitui.games.base import Decision
from fruitui.games.registry import load_rules
from fruitui.tools.sim import play_out, random_index, simulate

GAMES = {"grunlings": 4, "fabled-fruit": 3, "gobblin-goblins": 5, "fruit-spy": 4}


class _PlainRandom(RandomBot):
    """A RandomBot the fast path does not recognise: played by the general loop."""


class _Recording:
    """A state seen through a wrapper that notes every choice applied to it."""

    def __init__(self, state) -> None:  # type: ignore[no-untyped-def]
        self.state, self.made = state, []
        self.decision, self.view, self.result = state.decision, state.view, state.result

    def apply(self, choice) -> None:  # type: ignore[no-untyped-def]
        self.made.append(choice)
        self.state.apply(choice)


def _choices_made(game: str, seed: int, bots: list) -> list:  # type: ignore[type-arg]
    state = _Recording(load_rules(game).new_state([f"p{i}" for i in range(GAMES[game])], seed))
    assert play_out(state, bots, seed) == len(state.made)  # type: ignore[arg-type]
    assert state.result() is not None
    return state.made


def test_random_index_is_the_random_bots_pick() -> None:
    bot = RandomBot()
    for seed in (0, 1, 7, 2**62):
        for ply in range(40):
            for count in (1, 2, 3, 5, 17, 200):
                decision = Decision(ply % 3, "k", "", tuple(range(count)))
                assert random_index(seed, ply, ply % 3, count) == bot.choose(
                    None, decision, PositionRng(seed, ply, ply % 3))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_fast_path_plays_the_same_games(game: str) -> None:
    for seed in (3, 11):
        fast = _choices_made(game, seed, [RandomBot() for _ in range(GAMES[game])])
        plain = _choices_made(game, seed, [_PlainRandom() for _ in range(GAMES[game])])
        assert fast == plain and len(fast) > 10


def test_simulate_with_random_bots_counts_every_decision() -> None:
    report = simulate("fruit-spy", 4, 3, seed=5, bot="random")
    assert report.decisions == sum(
        len(_choices_made("fruit-spy", 5 + i, [_PlainRandom() for _ in range(4)]))
        for i in range(3))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_outcome_is_the_results_scores_and_winners(game: str) -> None:
    from fruitui.games.base import outcome

    for seed in range(40 if game == "grunlings" else 5):
        state = load_rules(game).new_state([f"p{i}" for i in range(GAMES[game])], seed)
        play_out(state, [RandomBot() for _ in range(GAMES[game])], seed)
        quick = outcome(state)  # before result(): the quick path of a state that has one
        result = state.result()
        assert result is not None and quick == (result.scores, result.winners)
