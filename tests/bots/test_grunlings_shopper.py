"""The late-buying Grunlings bot and the flat search's Draw Pile gate."""

from __future__ import annotations

import copy
import random

from fruitui.bots.rng import bot_rng
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.bots.grunlings.flat import FlatGrunlingsBot
from fruitui.bots.grunlings.shopper import ShopperBot
from fruitui.games.registry import load_rules


def play(seed: int, bot: object) -> tuple[list[tuple[object, object]], int]:
    """A 4-player game with `bot` in every seat: (the discard steps' views and
    choices, how many Visitors were bought)."""
    state = load_rules("grunlings").new_state(["a", "b", "c", "d"], seed)
    steps, bought, ply = [], 0, 0
    while (decision := state.decision()) is not None:
        view = state.view(decision.seat, prose=False)
        choice = bot.choose(view, decision, bot_rng(seed, ply, decision.seat))  # type: ignore[attr-defined]
        assert choice in decision.choices
        if decision.kind == "discard":
            steps.append((view, decision, choice))
        bought += isinstance(choice, tuple) and choice[0] == "buy"
        state.apply(choice)
        ply += 1
    return steps, bought


def test_the_shopper_buys_only_with_a_short_draw_pile_and_is_greedy_otherwise() -> None:
    greedy = GreedyBot()
    buys = 0
    for seed in range(6):
        steps, bought = play(seed, ShopperBot(max_draw=10))
        buys += bought
        for view, decision, choice in steps:
            mine = greedy.choose(view, decision, random.Random(0))
            if choice != mine:
                assert view.draw_size <= 10 and mine == "end" and choice[0] == "buy"
                assert view.players[view.seat].leaf >= 1
    assert buys > 0


def test_a_shopper_that_never_buys_plays_as_greedy() -> None:
    for seed in range(3):
        steps, bought = play(seed, ShopperBot(max_draw=-1))
        greedy_steps, _ = play(seed, GreedyBot())
        assert bought == 0
        assert [c for _, _, c in steps] == [c for _, _, c in greedy_steps]


def test_the_flat_search_waits_for_a_short_draw_pile() -> None:
    steps, _ = play(4, GreedyBot())
    long_pile = [(v, d) for v, d, _ in steps if v.draw_size > 20 and len(d.choices) > 1]
    assert long_pile
    gated = FlatGrunlingsBot(8, kinds=frozenset(("discard",)), max_draw=20)
    free = FlatGrunlingsBot(8, kinds=frozenset(("discard",)))
    greedy = GreedyBot()
    searched = 0
    for view, decision in long_pile[:4]:
        rng = random.Random(1)
        assert gated.choose(view, decision, copy.copy(rng)) == greedy.choose(view, decision, rng)
        assert gated.last_iterations == 0
        free.choose(view, decision, random.Random(1))
        searched += free.last_iterations
    assert searched > 0
