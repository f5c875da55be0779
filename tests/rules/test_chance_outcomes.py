"""Chance outcomes (what benchmarks/rules_speed.py adds to decisions, as OpenSpiel
counts actions): one per card dealt or drawn from a hidden shuffled pile, no more.

Each game's count is checked against what it can be seen to have taken from its
hidden piles, choice by choice, in seeded random and greedy games."""

from __future__ import annotations

from typing import Any

import pytest

from fruitui.bots.rng import bot_rng
from fruitui.bots.levels import make_bot
from fruitui.games.registry import load_rules


def _games(game: str, players: int, seeds: range):  # type: ignore[no-untyped-def]
    """Every (state before, state after) around each choice of seeded games, as
    the piles' sizes and the count, plus each game's first state."""
    for seed in seeds:
        bots = [make_bot(game, "random" if seed % 2 else "greedy") for _ in range(players)]
        state = load_rules(game).new_state([f"p{i}" for i in range(players)], seed)
        yield "start", state
        ply = 0
        while (decision := state.decision()) is not None:
            bot = bots[decision.seat]
            view = state.view(decision.seat, prose=False) if bot.needs_view else None
            yield "before", state
            state.apply(bot.choose(view, decision, bot_rng(seed, ply, decision.seat)))
            ply += 1
            yield "after", state


def _check(game: str, players: int, dealt: Any, hidden: Any, seeds: range = range(12)) -> int:
    """`dealt(state)`: the count a new game must show; `hidden(state)`: the size of
    its hidden pile(s) plus the cards ever put back into them."""
    steps = 0
    before = (0, 0)
    for moment, state in _games(game, players, seeds):
        if moment == "start":
            assert state.chance_outcomes == dealt(state) > 0
        elif moment == "before":
            before = (state.chance_outcomes, hidden(state))
        else:
            taken = before[1] - hidden(state)
            assert state.chance_outcomes - before[0] == taken >= 0
            steps += taken > 0
    return steps


def test_grunlings_counts_the_deal_and_every_draw_pile_card() -> None:
    def dealt(s: Any) -> int:
        return sum(map(len, s.hands)) + len(s.shop) + sum(map(len, s.piles))

    assert _check("grunlings", 4, dealt, lambda s: len(s.draw)) > 100


def test_gobblin_goblins_counts_the_deal_and_every_draw_pile_card() -> None:
    def hidden(s: Any) -> int:  # the Worker puts one drawn card back under the pile
        return len(s.pile) - sum(1 for e in s.events if e[0] == "worker-play")

    assert _check("gobblin-goblins", 5, lambda s: sum(map(len, s.hands)), hidden) > 100


def test_fabled_fruit_counts_the_deal_draws_and_reveals() -> None:
    def hidden(s: Any) -> int:  # a reshuffle puts the discard pile back into the deck
        return len(s.deck) - sum(e[1] for e in s.events if e[0] == "reshuffle")

    assert _check("fabled-fruit", 4, lambda s: sum(s.sizes), hidden) > 100


def test_fruit_spy_counts_the_homes_and_the_tokens_dealt() -> None:
    start = 0
    for moment, state in _games("fruit-spy", 4, range(6)):
        if moment == "start":
            start = state.chance_outcomes
            assert start == 2 + sum(map(len, state.tokens))
        assert state.chance_outcomes == start  # nothing is dealt by chance in play


@pytest.mark.parametrize("game,players", [("grunlings", 3), ("gobblin-goblins", 12)])
def test_sim_reports_the_counts(game: str, players: int) -> None:
    from fruitui.tools.sim import simulate

    report = simulate(game, players, 3, seed=2, bot="random")
    assert 0 < report.chance_outcomes < report.decisions * 2
    assert report.actions_per_second > report.decisions_per_second
