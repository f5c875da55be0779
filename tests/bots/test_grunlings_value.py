"""The Grunlings value bot: greedy's rules, each card's worth from the whole holding."""

from __future__ import annotations

from collections import Counter

import pytest

from fruitui.bots.rng import bot_rng
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.bots.grunlings.value import ValueBot, ValueTally, holding_value
from fruitui.games.registry import load_rules


def test_with_no_game_left_a_holding_is_worth_its_score() -> None:
    # Orange 4 + Pear 5 + Dragon Fruit 10; nothing left to hope for.
    assert holding_value(Counter(["Orange", "Pear", "Dragon Fruit"]), 0.0) == 19.0
    # An unpaired Melon scores -5 at the end ...
    assert holding_value(Counter(["Watermelon"]), 0.0) == -5.0
    # ... but early on it may still find its partner.
    assert holding_value(Counter(["Watermelon"]), 1.0) > 0.0


def test_a_melons_partner_is_worth_the_pair() -> None:
    # At the end: -5 becomes +25.
    assert ValueTally(0.0, ("Watermelon", "Orange"), ()).worth("Honeydew Melon") == 30.0
    # Earlier, less (the pair was already hoped for), yet more than a Melon alone.
    held = ValueTally(0.5, ("Watermelon", "Orange"), ())
    alone = ValueTally(0.5, ("Orange",), ())
    assert 10.0 < held.worth("Honeydew Melon") < 30.0
    assert held.worth("Honeydew Melon") > alone.worth("Honeydew Melon")


def test_apples_are_worth_more_the_more_one_holds() -> None:
    few = ValueTally(0.0, ("Apple",), ())
    many = ValueTally(0.0, ("Apple", "Apple", "Apple", "Apple"), ())
    assert many.worth("Golden Apple") > few.worth("Golden Apple") > 0.0


def test_a_held_card_is_worth_what_keeping_it_brings() -> None:
    # Two Grapes: shedding one loses its 8 points and some of the majority bonus.
    held = ValueTally(0.0, ("Grapes", "Grapes"), ())
    assert held.worth("Grapes") > 8.0


def test_a_star_fruit_copies_the_best_card() -> None:
    base = holding_value(Counter(["Dragon Fruit", "Orange"]), 0.0)
    assert holding_value(Counter(["Dragon Fruit", "Orange", "Star Fruit"]), 0.0) == base + 10.0


def test_visitors_keep_greedys_worth() -> None:
    from fruitui.bots.grunlings.greedy import _Tally

    assert ValueTally(0.3, ("Orange",), ()).worth("Sly Fox") == _Tally(("Orange",)).worth("Sly Fox")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_value_bot_games_are_legal_and_play_differently_from_greedy(players: int) -> None:
    bot, greedy, differs = ValueBot(), GreedyBot(), 0
    for seed in range(3):
        state = load_rules("grunlings").new_state([f"p{i}" for i in range(players)], seed)
        ply = 0
        while (decision := state.decision()) is not None:
            view = state.view(decision.seat, prose=False)
            rng = bot_rng(seed, ply, decision.seat)
            choice = bot.choose(view, decision, rng)
            assert choice in decision.choices
            differs += choice != greedy.choose(view, decision, bot_rng(seed, ply, decision.seat))
            state.apply(choice)
            ply += 1
        assert state.result() is not None
    assert differs > 0
