"""The greedy Fabled Fruit player remembers move worths and targets across
decisions: what it remembers must be what it would work out afresh."""

from __future__ import annotations

from fruitui.bots import bot_rng
from fruitui.bots.fabled_fruit import GreedyBot, location, missing, open_locations, target
from fruitui.rules.catalog import load_rules


def test_remembered_worths_and_targets_are_worked_out_ones() -> None:
    rules, bot, checked = load_rules("fabled-fruit"), GreedyBot(), 0
    for players in (2, 4, 5):
        for seed in range(12):
            state = rules.new_state([f"p{i}" for i in range(players)], seed)
            ply = 0
            while (decision := state.decision()) is not None:
                view = state.view(decision.seat, prose=False)
                choice = bot.choose(view, decision, bot_rng(seed, ply, decision.seat))
                hand = list(view.hand)
                if any(loc.cards_left for loc in view.locations):
                    fresh = min(open_locations(view),
                                key=lambda loc: (missing(hand, loc), -loc.cards_left))
                    assert target(view, hand) is fresh
                if decision.kind == "move":
                    for _, number in decision.choices:
                        loc = location(view, number)
                        assert loc is next(l for l in view.locations if l.number == number)
                        assert bot._move_value(number) == bot._worked_out_move_value(loc)
                        checked += 1
                state.apply(choice)
                ply += 1
    assert checked > 500
