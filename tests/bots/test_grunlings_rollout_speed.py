"""What the Grunlings search's rollouts skip must not change what they play."""

from __future__ import annotations

import copy
import random

from fruitui.bots.rng import bot_rng
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.bots.grunlings.rollout import greedy_rollout_choice, greedy_rollout_totals
from fruitui.bots.rollouts import play_rollout
from fruitui.games.registry import load_rules


def test_bare_star_menus_hold_the_same_options_and_greedy_picks_the_same() -> None:
    greedy, compared = GreedyBot(), 0
    for seed in range(60):
        state = load_rules("grunlings").new_state([f"p{i}" for i in range(3 + seed % 3)], seed)
        ply = 0
        while (decision := state.decision()) is not None:
            rng = bot_rng(seed, ply, decision.seat)
            choice = greedy.choose(state.view(decision.seat, prose=False), decision, rng)
            if decision.kind == "star":
                bare = copy.deepcopy(state)
                bare.bare_menus = True
                bare._settle()  # the pending step asked again, bare
                mine = bare.decision()
                assert mine is not None and mine.kind == "star" and mine.seat == decision.seat
                assert sorted(mine.choices) == sorted(decision.choices)
                assert mine.choices == tuple(sorted(mine.choices))  # name order
                assert greedy_rollout_choice(bare, mine, random.Random(0)) == choice
                compared += 1
            state.apply(choice)
            ply += 1
    assert compared >= 20


def test_remembered_ends_give_the_totals_a_whole_rollout_gives() -> None:
    """greedy_rollout_totals against play_rollout and score_totals, from late positions
    where several rollouts share one memo (as a search's do)."""
    ends: dict = {}
    compared = 0
    for seed in range(10):
        state = load_rules("grunlings").new_state([f"p{i}" for i in range(3 + seed % 3)], seed)
        rng = random.Random(seed)
        while (decision := state.decision()) is not None:
            if len(state.draw) <= 8 and decision.kind == "discard":
                for choice in decision.choices:
                    for plies in (400, 3):  # 3: cut before the end, scored as it stands
                        whole, quick = state.clone(), state.clone()
                        whole.bare_menus = quick.bare_menus = True
                        whole.rng, quick.rng = random.Random(plies), random.Random(plies)
                        whole.apply(choice)
                        quick.apply(choice)
                        play_rollout(whole, plies, random.Random(1), greedy_rollout_choice)
                        totals = greedy_rollout_totals(quick, plies, random.Random(1), ends)
                        assert totals == whole.score_totals()
                        compared += 1
            state.apply(decision.choices[rng.randrange(len(decision.choices))])
    assert compared > 100 and len(ends) < compared / 2  # ends were shared
