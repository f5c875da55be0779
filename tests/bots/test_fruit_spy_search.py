"""Fruit Spy's hard level: greedy rollouts read from the dealt state, scored by margin."""

from __future__ import annotations

from fruitui.bots import bot_rng
from fruitui.bots.fruit_spy import GreedyBot
from fruitui.bots.fruit_spy_rollout import rollout_policy
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


def test_hard_plays_greedy_rollouts_scored_by_margin_and_normal_does_not() -> None:
    hard, normal = search_bot("fruit-spy", "hard"), search_bot("fruit-spy", "normal")
    assert hard.policy is rollout_policy and hard.score_finished
    assert normal.policy is None and not normal.score_finished
    assert normal.exploration == hard.exploration == EXPLORATION
    assert hard.iterations > normal.iterations


def test_hard_chooses_legally_with_its_rollouts() -> None:
    bot = search_bot("fruit-spy", "hard", 60)
    for ply, (state, decision) in enumerate(positions("fruit-spy", 8)):
        if ply % 6:
            continue
        choice = bot.choose(state.view(decision.seat, prose=False), decision,
                            bot_rng(8, ply, decision.seat))
        assert choice in decision.choices
        assert bot.last_iterations == 60 or len(decision.choices) == 1
