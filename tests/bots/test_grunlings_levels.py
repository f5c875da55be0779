"""Grunlings' normal and hard levels: the value bot, with the late Discard step searched."""

from __future__ import annotations

import copy
import random

from fruitui.bots.rng import bot_rng
from fruitui.bots.levels import make_bot
from fruitui.bots.grunlings.determinize import LATE_DRAW, determinize
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.bots.grunlings.flat import FlatGrunlingsBot
from fruitui.bots.grunlings.rollout import greedy_rollout_choice, value_rollout_choice
from fruitui.bots.grunlings.value import ValueBot
from fruitui.bots.search import budget, budget_scale, search_bot
from fruitui.games.registry import load_rules
from tests.bots.helpers import along_a_bots_line


def late_discards(seed: int) -> list:
    """(state, decision) at the Discard steps of an all-greedy game once the Draw
    Pile holds at most LATE_DRAW cards, each a clone kept for later."""
    state = load_rules("grunlings").new_state(["a", "b", "c", "d"], seed)
    greedy, found, ply = GreedyBot(), [], 0
    while (decision := state.decision()) is not None:
        view = state.view(decision.seat, prose=False)
        if (decision.kind == "discard" and view.draw_size <= LATE_DRAW
                and len(decision.choices) > 1):
            found.append((copy.deepcopy(state), decision))
        state.apply(greedy.choose(view, decision, bot_rng(seed, ply, decision.seat)))
        ply += 1
    return found


def test_the_levels_are_the_late_discard_search() -> None:
    normal, hard = make_bot("grunlings", "normal"), make_bot("grunlings", "hard")
    for bot, level in ((normal, "normal"), (hard, "hard")):
        assert isinstance(bot, FlatGrunlingsBot)
        assert bot.kinds == frozenset(("discard",)) and bot.max_draw == LATE_DRAW
        assert type(bot.policy) is ValueBot  # its play where it does not search
        assert bot.iterations == max(1, round(getattr(budget("grunlings"), level) * budget_scale()))
    assert hard.iterations > normal.iterations
    # Hard's rollouts play the value bot for every seat (round 13); normal's, greedy.
    assert normal.rollout_choice is greedy_rollout_choice
    assert hard.rollout_choice is value_rollout_choice
    assert not isinstance(make_bot("grunlings", "easy"), FlatGrunlingsBot)


def test_a_level_game_is_legal_and_the_value_bots_until_the_late_discards() -> None:
    """Every choice legal; before the late Discard steps exactly the value bot's
    (which differs from greedy's); there it searches."""
    bot, plain, greedy = search_bot("grunlings", "normal", 12), ValueBot(), GreedyBot()
    differs = 0
    searched = 0
    for seed in range(2):
        state = load_rules("grunlings").new_state(["a", "b", "c", "d"], seed)
        ply = 0
        while (decision := state.decision()) is not None:
            view = state.view(decision.seat, prose=False)
            choice = bot.choose(view, decision, bot_rng(seed, ply, decision.seat))
            assert choice in decision.choices
            late = decision.kind == "discard" and view.draw_size <= LATE_DRAW
            if not late:
                assert choice == plain.choose(view, decision, bot_rng(seed, ply, decision.seat))
                differs += choice != greedy.choose(view, decision, bot_rng(seed, ply, decision.seat))
                assert bot.last_iterations == 0
            searched += bot.last_iterations
            state.apply(choice)
            ply += 1
        assert state.result() is not None
    assert searched > 0 and differs > 0


def test_other_seats_hidden_cards_do_not_change_a_late_choice() -> None:
    bot = search_bot("grunlings", "normal", 24)
    rng, compared = random.Random(7), 0
    for seed in range(3):
        for ply, (real, decision) in enumerate(late_discards(seed)[:3]):
            seat = decision.seat
            bought = not any(isinstance(c, tuple) and c[0] == "buy" for c in decision.choices)
            other = determinize(real.view(seat), rng, "discard", bought)  # the same view
            assert other.view(seat) == real.view(seat)
            first = bot.choose(real.view(seat, prose=False), decision, bot_rng(seed, ply, seat))
            assert bot.last_iterations > 0
            second = bot.choose(other.view(seat, prose=False), other.decision(),
                                bot_rng(seed, ply, seat))
            assert first == second
            compared += 1
    assert compared >= 4


def test_value_rollouts_play_the_value_bots_own_choices() -> None:
    """Hard's rollouts read the same parts of a view as greedy's (LiteView): the
    value bot must choose there as on the seat's full view."""
    compared = differs = 0
    for state, decision, ply_seed, choice in along_a_bots_line(
            ValueBot(), range(8), lambda seed: 2 + seed % 3):
        assert value_rollout_choice(state, decision, random.Random(ply_seed)) == choice
        differs += greedy_rollout_choice(state, decision, random.Random(ply_seed)) != choice
        compared += 1
    assert compared > 400 and differs > 0


def test_hard_searches_with_value_rollouts_and_plays_legally() -> None:
    """The hard level's search (scaled down) plays a legal game and searches late."""
    hard = search_bot("grunlings", "hard", 12)
    assert hard.rollout_choice is value_rollout_choice
    state = load_rules("grunlings").new_state(["a", "b"], 3)
    normal, searched, ply = search_bot("grunlings", "normal", 12), 0, 0
    while (decision := state.decision()) is not None:
        bot = hard if decision.seat == 0 else normal
        view = state.view(decision.seat, prose=False)
        choice = bot.choose(view, decision, bot_rng(3, ply, decision.seat))
        assert choice in decision.choices
        searched += hard.last_iterations if bot is hard else 0
        state.apply(choice)
        ply += 1
    assert state.result() is not None and searched > 0
