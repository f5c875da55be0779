"""A Gobblin' Goblins hard level may search the Distraction window after a Food
in its late phase: the window is determinized from the view alone, and only
that level, only then, searches it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from fruitui.bots.rng import PositionRng
from fruitui.bots.levels import make_bot
from fruitui.bots.gobblin_goblins.determinize import BUDGET, determinize, search_bot
from fruitui.games.registry import load_rules

GAME = "gobblin-goblins"


def windows_after_food(players: int, seed: int, setting: str):
    """(state, decision) at each Distraction window after a Food in a greedy game."""
    state = load_rules(GAME).new_state([f"p{i}" for i in range(players)], seed,
                                       {"distractions": setting})
    bots = [make_bot(GAME, "greedy") for _ in range(players)]
    rng, ply = PositionRng(seed, 0, 0), 0
    while (decision := state.decision()) is not None:
        view = state.view(decision.seat, prose=False)
        if decision.kind == "distraction" and not view.in_play:
            yield state.clone(), decision
        state.apply(bots[decision.seat].choose(view, decision, rng.reset(seed, ply, decision.seat)))
        ply += 1


@pytest.mark.parametrize("setting", ["ask-holders", "ask-everyone", "own-turn"])
def test_a_window_after_a_food_is_dealt_from_the_view(setting: str) -> None:
    found = 0
    for players, seed in ((2, 5), (4, 6)):
        for state, decision in list(windows_after_food(players, seed, setting))[::4]:
            seat = decision.seat
            view = state.view(seat, prose=False)
            for r in range(3):
                deal = determinize(view, random.Random(r))
                assert deal.view(seat, prose=False) == view
                mine = deal.decision()
                assert (mine.seat, mine.kind, mine.choices) == (seat, decision.kind, decision.choices)
            found += 1
    assert found >= 5


def late_bots(windows: bool):
    budget = dataclasses.replace(BUDGET, late=(28, 40, windows))
    return search_bot(budget.normal // 20, budget, "hard"), search_bot(budget.normal // 20, budget, "normal")


def test_only_a_late_hard_with_windows_searches_them() -> None:
    hard, normal = late_bots(True)
    plain_hard, _ = late_bots(False)
    searched = early = 0
    for state, decision in windows_after_food(2, 8, "ask-holders"):
        if len(decision.choices) < 2:
            continue
        view = state.view(decision.seat, prose=False)
        for bot in (normal, plain_hard):
            bot.choose(view, decision, PositionRng(1, 2, 3))
            assert bot.last_iterations == 0  # greedy's rules
        hard.choose(view, decision, PositionRng(1, 2, 3))
        if view.draw_pile <= 28:
            assert hard.last_iterations > 0
            searched += 1
        else:
            assert hard.last_iterations == 0
            early += 1
    assert searched >= 3 and early >= 3
