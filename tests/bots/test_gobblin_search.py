"""The Gobblin' Goblins search parts: gain rewards, the cheap rollout policy and
the paired flat Monte Carlo bot (the shared fairness, round-trip and legality
tests in this folder cover the bot through `search_bot` too)."""

from __future__ import annotations

import random

import msgspec

from fruitui.bots.rng import bot_rng
from fruitui.bots.gobblin_goblins.determinize import determinize
from fruitui.bots.gobblin_goblins.flat import PairedFlatBot, race
from fruitui.bots.gobblin_goblins.greedy import GreedyBot
from fruitui.bots.gobblin_goblins.policy import greedy_choice
from fruitui.bots.gobblin_goblins.rollout import rollout_choice
from fruitui.bots.gobblin_goblins.search import margin_rewards, stamped
from fruitui.games.registry import load_rules

from .helpers import positions

GAME = "gobblin-goblins"


def test_rewards_count_gains_so_the_unseen_piles_cancel_out() -> None:
    """Two deals that differ in the others' face-down piles score the same play alike."""
    real, decision = list(positions(GAME, 21))[30]
    seat = decision.seat
    # Without the record of what was seen gobbled, the piles are dealt at random.
    view = msgspec.structs.replace(real.view(seat), gobbled_seen=(), discard_seen=())
    deal = stamped(determinize)
    first, second = deal(view, random.Random(1)), deal(view, random.Random(2))
    others = [s for s in range(4) if s != seat]
    assert any(first.gobbled[s] for s in others)
    assert [first.gobbled[s] for s in others] != [second.gobbled[s] for s in others]
    assert margin_rewards(first) == margin_rewards(second) == [0.5] * 4
    loved = next(c for c in range(len(first.tastes[seat])) if first.tastes[seat][c][1] == 2)
    for state in (first, second):
        state.gobbled[seat].append(loved)
    assert margin_rewards(first) == margin_rewards(second)
    assert margin_rewards(first)[seat] > 0.5 > margin_rewards(first)[others[0]]


def test_the_rollout_policy_only_makes_offered_choices() -> None:
    rules = load_rules(GAME)
    kinds = set()
    for seed in range(6):
        state = rules.new_state(["a", "b", "c", "d"], seed)
        rng = random.Random(seed)
        while (decision := state.decision()) is not None:
            choice = rollout_choice(state, decision, rng)
            assert choice in decision.choices
            kinds.add(decision.kind)
            state.apply(choice)
        assert state.result() is not None
    assert {"turn", "distraction", "gobble"} <= kinds


def test_the_flat_bot_spends_its_budget_and_repeats_its_move() -> None:
    bot = PairedFlatBot(determinize, 50, 20, kinds=frozenset(("turn",)), fallback=GreedyBot())
    found = [(s, d) for s, d in positions(GAME, 8) if len(d.choices) > 2][:3]
    assert found
    for ply, (state, decision) in enumerate(found):
        view = state.view(decision.seat, prose=False)
        moves = {bot.choose(view, decision, bot_rng(8, ply, decision.seat)) for _ in range(2)}
        assert len(moves) == 1 and moves <= set(decision.choices)
        assert bot.last_iterations == 50


def test_the_race_leaves_behind_only_a_choice_that_trails_for_sure() -> None:
    rng = random.Random(5)
    luck = [rng.gauss(0, 0.2) for _ in range(64)]  # the same deal for every choice
    rewards = {
        "best": [0.6 + x + rng.gauss(0, 0.05) for x in luck],
        "close": [0.595 + x + rng.gauss(0, 0.05) for x in luck],
        "worse": [0.45 + x + rng.gauss(0, 0.05) for x in luck],
        "unsure": [0.45 + x + rng.gauss(0, 0.8) for x in luck],  # worse, but too noisy to say
    }
    assert race(list(rewards), rewards, 2.0) == ["best", "close", "unsure"]
    assert race(list(rewards), rewards, 0.0) == ["best"]  # no margin at all: the mean alone


def test_the_race_makes_the_same_move_for_fewer_playouts() -> None:
    """Racing only stops paying for choices that trail for sure: with the same
    stream it picks what the whole budget picks, for fewer playouts."""
    saved = 0
    found = [(s, d) for s, d in positions(GAME, 12, players=2) if len(d.choices) > 2][:6]
    assert len(found) == 6
    for ply, (state, decision) in enumerate(found):
        view = state.view(decision.seat, prose=False)
        moves, spent = [], []
        for margin in (0.0, 2.0):
            bot = PairedFlatBot(determinize, 400, 30, kinds=frozenset(("turn",)),
                                fallback=GreedyBot())
            bot.race = margin
            moves.append(bot.choose(view, decision, bot_rng(12, ply, decision.seat)))
            spent.append(bot.last_iterations)
        assert moves[0] == moves[1]
        assert spent[0] == 400 and spent[1] <= 400
        saved += spent[0] - spent[1]
    assert saved > 0


def test_the_flat_bot_leaves_other_decisions_to_greedy() -> None:
    bot = PairedFlatBot(determinize, 50, 20, kinds=frozenset(("turn",)), fallback=GreedyBot())
    state = load_rules(GAME).new_state(["a", "b", "c", "d"], 3)
    rng = random.Random(3)
    checked = 0
    for ply in range(400):
        decision = state.decision()
        if decision is None:
            break
        if decision.kind != "turn" and len(decision.choices) > 1:
            view = state.view(decision.seat, prose=False)
            assert (bot.choose(view, decision, bot_rng(3, ply, decision.seat))
                    == GreedyBot().choose(view, decision, bot_rng(3, ply, decision.seat)))
            assert bot.last_iterations == 0
            checked += 1
        state.apply(decision.choices[rng.randrange(len(decision.choices))])
    assert checked >= 3


def test_the_greedy_policy_makes_the_greedy_bots_choices() -> None:
    """Read from the dealt state, it picks what the greedy bot picks from the view
    (the same random draws), on every decision of whole games."""
    rules = load_rules(GAME)
    greedy = GreedyBot()
    kinds = set()
    for seed in range(4):
        state = rules.new_state(["a", "b", "c", "d"], seed)
        rng = random.Random(seed)
        while (decision := state.decision()) is not None:
            draws = rng.getrandbits(32)
            choice = greedy.choose(state.view(decision.seat, prose=False), decision,
                                   random.Random(draws))
            assert greedy_choice(state, decision, random.Random(draws)) == choice
            kinds.add(decision.kind)
            # Now and then an odd choice, so plates fill and rarer decisions come up.
            if rng.random() < 0.3:
                choice = decision.choices[rng.randrange(len(decision.choices))]
            state.apply(choice)
    assert {"turn", "distraction", "gobble", "pinch", "oops-to"} <= kinds

