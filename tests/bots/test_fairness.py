"""A bot sees only its seat's view and a random source that reveals nothing.

(That hidden cards never change a choice, through the table and sim, is
test_fairness_play.py.)"""

from __future__ import annotations


import pytest

from fruitui.bots.levels import make_bot
from fruitui.bots.rng import PositionRng, bot_rng
from fruitui.bots.search import search_bot
from fruitui.games.registry import load_rules

from .helpers import SEARCH_GAMES, positions

SMALL = 40  # iterations: enough for the search to have preferences


@pytest.mark.parametrize("game", SEARCH_GAMES)
def test_the_log_and_prompt_do_not_change_the_choice(game: str) -> None:
    """At the table and in sim a bot gets `view(seat, prose=False)`; it must
    choose as it would from the full view, so a replay goes on the same."""
    bot = search_bot(game, "normal", SMALL)
    for ply, (real, decision) in enumerate(list(positions(game, 13))[2:30:9]):
        seat = decision.seat
        rng_a, rng_b = bot_rng(13, ply, seat), bot_rng(13, ply, seat)
        assert (bot.choose(real.view(seat), decision, rng_a)
                == bot.choose(real.view(seat, prose=False), decision, rng_b))

@pytest.mark.parametrize("game", SEARCH_GAMES)
def test_the_same_position_gives_the_same_move(game: str) -> None:
    bot = search_bot(game, "normal", SMALL)
    real, decision = list(positions(game, 12))[8]
    view = real.view(decision.seat)
    moves = {bot.choose(view, decision, bot_rng(12, 8, decision.seat)) for _ in range(3)}
    assert len(moves) == 1
    assert bot.last_iterations == SMALL  # the budget, not the clock, ended the search


def test_bot_random_source_starts_from_a_one_way_hash() -> None:
    # The old source started at a linear function of the seed; now nothing of
    # the seed shows through, and neighbouring seeds give unrelated streams.
    for seed in (0, 1, 12345):
        start = PositionRng(seed, 3, 1)._x
        assert start != ((seed * 1_000_003 + 3) * 16 + 1) & ((1 << 64) - 1)
    firsts = {round(PositionRng(seed, 0, 0).random(), 12) for seed in range(200)}
    assert len(firsts) == 200
    assert bot_rng(5, 2, 1).random() == bot_rng(5, 2, 1).random()  # repeatable


def test_bot_random_source_keeps_nothing_of_the_seed() -> None:
    """What a bot holds is the hash alone: a source that kept the game seed
    (say to hash it later) would hand a bot every hidden card."""
    seed = 987_654_321
    for rng in (PositionRng(seed, 3, 1), PositionRng(1, 0, 0).reset(seed, 3, 1)):
        held = [value for value in vars(rng).values() if not callable(value)]
        assert held and all(seed not in (value if isinstance(value, tuple) else (value,))
                            and str(seed) not in repr(value) for value in held), held


@pytest.mark.parametrize("game", SEARCH_GAMES)
def test_search_bots_never_choose_illegally(game: str) -> None:
    """A whole game with a search bot in every seat: every choice is one offered."""
    state = load_rules(game).new_state(["a", "b", "c", "d"], 21)
    bots = [search_bot(game, "normal", 12) for _ in range(4)]
    ply = 0
    while (decision := state.decision()) is not None:
        seat = decision.seat
        choice = bots[seat].choose(state.view(seat), decision, bot_rng(21, ply, seat))
        assert choice in decision.choices
        state.apply(choice)
        ply += 1
    assert state.result() is not None


def test_every_level_makes_a_bot_for_every_game() -> None:
    for game in ("grunlings", *SEARCH_GAMES):
        for level in ("random", "greedy", "easy", "normal", "hard", "ismcts", "ismcts:hard"):
            assert hasattr(make_bot(game, level), "choose")
