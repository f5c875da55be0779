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


def _reference_value(held: Counter[str], hope: float) -> float:
    """holding_value as first written (from held_profile and a Counter of names):
    the value bot's tally-based reckoning must give exactly this."""
    from fruitui.bots.grunlings import value as v
    from fruitui.games.grunlings.cards import CARD_TYPES, VISITOR
    from fruitui.games.grunlings.tally import APPLE_TABLE, held_profile

    cards = tuple(sorted(k for k, n in held.items() if n > 0 and k != v.STAR
                         and CARD_TYPES[k].type != VISITOR for _ in range(n)))
    copies: list[str] = []
    for _ in range(held.get(v.STAR, 0)):
        kinds = sorted(set(cards) - set(copies))
        if not kinds:
            break
        copies.append(max(kinds, key=lambda k: held_profile(
            tuple(sorted((*cards, *copies, k))), (), False).base))
    cards = tuple(sorted(cards + tuple(copies)))
    profile = held_profile(cards, (), False)
    scored = Counter(cards)
    value = float(profile.base)
    value += v.GRAPES_BONUS * v.majority_chance(scored["Grapes"])
    value += v.SHRUB_BONUS * v.majority_chance(scored["Darkshrub"])
    if scored["Cherries"]:
        share = (profile.set_grunlings - v.CHERRIES_FROM) / v.CHERRIES_SPAN
        value += v.CHERRIES_BONUS * min(1.0, max(0.0, share))
    if scored["Bitter Lemon"]:
        value += v.LEMON
    if hope <= 0:
        return value
    unpaired = abs(scored["Watermelon"] - scored["Honeydew Melon"])
    value += hope * v.MELON_HOPE * v.MELON_PAIR_SWING * unpaired
    apples = sum(scored[k] * CARD_TYPES[k].apples for k in CARD_TYPES
                 if CARD_TYPES[k].score == "apple")
    if 0 < apples < len(APPLE_TABLE) - 1:
        value += hope * v.APPLE_HOPE * (APPLE_TABLE[apples + 1] - APPLE_TABLE[apples])
    berry = sum(scored[k] * CARD_TYPES[k].points for k in CARD_TYPES
                if CARD_TYPES[k].score == "berry")
    if 0 < berry < v.SMALL_AT:
        value += hope * v.BERRY_HOPE * v.SMALL * berry / v.SMALL_AT
    elif v.SMALL_AT <= berry < v.LARGE_AT:
        value += hope * v.BERRY_HOPE * (v.LARGE - v.SMALL) * (berry - v.SMALL_AT) / (
            v.LARGE_AT - v.SMALL_AT)
    tropic = [k for k in CARD_TYPES if CARD_TYPES[k].score == "tropic"]
    kinds = sum(1 for f in tropic if scored[f])
    if 0 < kinds < len(tropic):
        value += hope * v.TROPIC_HOPE * v.TROPIC_BONUS * (kinds / len(tropic)) ** 2
    return value


def test_holding_values_and_worths_are_exactly_the_reference_ones() -> None:
    import random

    from fruitui.games.grunlings.cards import CARD_TYPES

    names = sorted(CARD_TYPES)
    rng = random.Random(7)
    for _ in range(3000):
        cards = tuple(rng.choice(names) for _ in range(rng.randrange(0, 14)))
        if rng.random() < 0.4:
            cards += ("Star Fruit",) * rng.randrange(1, 3)
        hope = rng.choice((0.0, 0.02, 0.16, rng.random(), 1.0))
        held = Counter(cards)
        assert holding_value(held, hope) == _reference_value(held, hope), (cards, hope)
        tally = ValueTally(hope, cards[:len(cards) // 2], cards[len(cards) // 2:])
        for name in rng.sample(names, 6):
            other = Counter(cards)
            if other[name] > 0:
                other[name] -= 1
                want = _reference_value(held, hope) - _reference_value(other, hope)
            else:
                other[name] += 1
                want = _reference_value(other, hope) - _reference_value(held, hope)
            if CARD_TYPES[name].type != "visitor":
                assert tally.worth(name) == want, (cards, hope, name)
