"""Fruit Spy's greedy rollouts, read from the dealt state, for a Budget that turns them on
(tried for hard: see search.py)."""

from __future__ import annotations

from fruitui.bots.rng import bot_rng
from fruitui.bots.fruit_spy.greedy import GreedyBot
from fruitui.bots.fruit_spy.rollout import rollout_policy
from fruitui.bots.ismcts import EXPLORATION
from fruitui.bots.search import search_bot
from tests.bots.helpers import positions


def test_the_rollout_policy_chooses_what_greedy_chooses_from_the_seats_view() -> None:
    """The policy reads the state, yet guesses every card the seat cannot see,
    so it must match greedy on that seat's view, random draws included."""
    greedy = GreedyBot()
    compared = 0
    for seed in (3, 11):
        for ply, (state, decision) in enumerate(positions("fruit-spy", seed)):
            seat = decision.seat
            expected = greedy.choose(state.view(seat, prose=False), decision, bot_rng(seed, ply, seat))
            assert rollout_policy(state, decision, bot_rng(seed, ply, seat)) == expected
            compared += 1
    assert compared > 40


def test_the_rollout_policy_ignores_cards_the_seat_cannot_see() -> None:
    """Two states differing only in an opponent's face-down card give one choice."""
    state, decision = next((s, d) for s, d in positions("fruit-spy", 5)
                           if any(not c.face_up and c.owner != d.seat for h in s.houses for c in h))
    other = state.clone()
    card = next(c for h in other.houses for c in h if not c.face_up and c.owner != decision.seat)
    card.value = 7 if card.value != 7 else 1
    for ply in range(10):
        rng = bot_rng(5, ply, decision.seat)
        again = bot_rng(5, ply, decision.seat)
        assert rollout_policy(state, decision, rng) == rollout_policy(other, decision, again)


def test_a_budget_can_turn_the_greedy_rollouts_on_for_hard_only(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from fruitui.bots import search

    plain = search.search_bot("fruit-spy", "hard")
    assert plain.policy is None and not plain.score_finished  # today's hard: random rollouts
    budget = replace(search.budget("fruit-spy"), hard_options=(
        ("policy", True), ("score_finished", True)))
    monkeypatch.setattr(search.search_module("fruit-spy"), "BUDGET", budget)
    hard, normal = search.search_bot("fruit-spy", "hard"), search.search_bot("fruit-spy", "normal")
    assert hard.policy is rollout_policy and hard.score_finished
    assert normal.policy is None and not normal.score_finished
    assert normal.exploration == hard.exploration == EXPLORATION


def test_the_search_chooses_legally_with_greedy_rollouts() -> None:
    bot = search_bot("fruit-spy", "normal", 60)
    bot.policy, bot.score_finished = rollout_policy, True
    for ply, (state, decision) in enumerate(positions("fruit-spy", 8)):
        if ply % 6:
            continue
        choice = bot.choose(state.view(decision.seat, prose=False), decision,
                            bot_rng(8, ply, decision.seat))
        assert choice in decision.choices
        assert bot.last_iterations == 60 or len(decision.choices) == 1


def test_a_budget_can_give_hard_alone_the_belief_dealer(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from fruitui.bots.fruit_spy import determinize as determinize_fruit_spy
    from fruitui.bots import search
    from fruitui.bots.fruit_spy.belief import belief_determinize

    budget = replace(search.budget("fruit-spy"), hard_options=(
        ("determinize", "fruit_spy.belief.belief_determinize"),))
    monkeypatch.setattr(search.search_module("fruit-spy"), "BUDGET", budget)
    hard, normal = search.search_bot("fruit-spy", "hard"), search.search_bot("fruit-spy", "normal")
    assert hard.determinize is belief_determinize
    assert normal.determinize is determinize_fruit_spy.determinize



def test_hard_deals_by_belief_and_normal_uniformly() -> None:
    """Round 9's set-up: only hard reads the others' plays (normal meets its target as is)."""
    from fruitui.bots.fruit_spy import determinize as determinize_fruit_spy
    from fruitui.bots.fruit_spy.belief import belief_determinize

    assert search_bot("fruit-spy", "hard").determinize is belief_determinize
    assert search_bot("fruit-spy", "normal").determinize is determinize_fruit_spy.determinize
