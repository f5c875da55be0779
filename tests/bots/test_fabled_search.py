"""Fabled Fruit's greedy rollouts and the search's opt-in options:
exploration, scored finished rollouts, hard's own settings."""

from __future__ import annotations

from fruitui.bots.rng import bot_rng
from fruitui.bots.fabled_fruit.search import rollout_policy
from fruitui.bots.ismcts import EXPLORATION, Node, win_shares
from fruitui.bots.search import search_bot
from fruitui.games.base import GameState
from fruitui.games.registry import load_rules
from tests.bots.helpers import positions


def test_greedy_rollouts_choose_legally_from_each_seats_view() -> None:
    found = 0
    for ply, (state, decision) in enumerate(positions("fabled-fruit", 9)):
        choice = rollout_policy(state, decision, bot_rng(9, ply, decision.seat))
        assert choice in decision.choices
        found += 1
    assert found > 10


def root_visits(exploration: float) -> list[int]:
    bot = search_bot("fabled-fruit", "normal", 300)
    bot.exploration = exploration
    roots: list[Node] = []
    iterate = bot._iterate

    def keep_root(root: Node, state: GameState, rng) -> None:  # type: ignore[no-untyped-def]
        roots.append(root)
        iterate(root, state, rng)

    bot._iterate = keep_root  # type: ignore[method-assign]
    state, decision = next((s, d) for s, d in positions("fabled-fruit", 4)
                           if len(d.choices) > 3)
    bot.choose(state.view(decision.seat, prose=False), decision, bot_rng(4, 0, decision.seat))
    return sorted((child.visits for child in roots[0].children.values()), reverse=True)


def test_exploration_defaults_to_the_shared_constant() -> None:
    assert search_bot("fruit-spy", "normal", 10).exploration == EXPLORATION


def test_less_exploration_spends_more_visits_on_the_leader() -> None:
    greedy_visits, wide_visits = root_visits(0.05), root_visits(3.0)
    assert sum(greedy_visits) == sum(wide_visits) == 300
    assert greedy_visits[0] > wide_visits[0]
    assert greedy_visits[-1] <= wide_visits[-1]


def test_finished_rollouts_score_margins_only_when_asked() -> None:
    state = load_rules("fruit-spy").new_state(["a", "b", "c", "d"], 2)
    while (decision := state.decision()) is not None:
        state.apply(decision.choices[0])
    bot = search_bot("fruit-spy", "normal", 10)
    plain = bot._rollout(state.clone(), bot_rng(2, 0, 0))
    assert plain == win_shares(state.result(), 4)  # type: ignore[arg-type]
    bot.score_finished = True
    scored = bot._rollout(state.clone(), bot_rng(2, 0, 0))
    assert scored == bot.estimate(state.clone())
    assert scored != plain


def test_hard_takes_its_own_options_and_normal_keeps_the_defaults(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from fruitui.bots import search

    plain = search.search_bot("fabled-fruit", "hard")
    assert plain.policy is None and plain.exploration == EXPLORATION
    budget = replace(search.budget("fabled-fruit"), hard_options=(
        ("rollout_plies", 7), ("policy", True), ("exploration", 0.3)))
    monkeypatch.setattr(search.search_module("fabled-fruit"), "BUDGET", budget)
    hard, normal = search.search_bot("fabled-fruit", "hard"), search.search_bot("fabled-fruit", "normal")
    assert (hard.rollout_plies, hard.exploration) == (7, 0.3)
    assert hard.policy is rollout_policy
    assert hard.iterations > normal.iterations
    assert (normal.rollout_plies, normal.exploration, normal.policy) == (
        budget.rollout_plies, EXPLORATION, None)


def test_hard_deals_each_hand_holding_what_its_seat_saw_go_in() -> None:
    """Hard's worlds (`remembering`) give back the seat's view (what it remembers
    too) and put every remembered fruit in its hand; normal's deal the hands at
    random and miss some of them."""
    import random

    from fruitui.bots.fabled_fruit.determinize import determinize, remembering
    from fruitui.games.fabled_fruit import CARD_KIND

    rng = random.Random(5)
    checked = missed = 0
    for seed in range(4):
        for state, decision in positions("fabled-fruit", seed, 4):
            view = state.view(decision.seat, prose=False)
            if decision.kind not in ("move", "choose") or not any(map(any, view.known_held)):
                continue
            for deal in (remembering, determinize):
                world = deal(view, rng)
                assert world.view(decision.seat, prose=False) == view
                assert world.sizes == state.sizes
                for seat, memory in enumerate(view.known_held):
                    held = [0] * len(memory)
                    for kind in world.hands[seat]:
                        for card in kind:
                            held[CARD_KIND[card]] += 1
                    short = any(h < m for h, m in zip(held, memory))
                    if deal is remembering:
                        assert not short
                        checked += 1
                    else:
                        missed += short
    assert checked > 100 and missed > 10
    assert search_bot("fabled-fruit", "hard").determinize is remembering
    assert search_bot("fabled-fruit", "normal").determinize is determinize
