"""Fabled Fruit's search helpers (progress estimate, greedy rollouts) and the
search's opt-in options: exploration, scored finished rollouts, hard's own
settings."""

from __future__ import annotations

from fruitui.bots import bot_rng
from fruitui.bots.fabled_search import progress, progress_estimate, rollout_policy
from fruitui.bots.ismcts import EXPLORATION, Node, win_shares
from fruitui.bots.search import search_bot
from fruitui.rules.base import GameState
from fruitui.rules.fabled_fruit import CARD_KIND, FRUIT_CARDS, LOCATIONS
from fruitui.rules.catalog import load_rules
from tests.bots.helpers import positions


def fresh_state() -> GameState:
    return load_rules("fabled-fruit").new_state(["a", "b", "c", "d"], 5)


def hand_of(counts: list[int]) -> list[list[int]]:
    """A hand holding `counts` fruits of each kind (real card ids)."""
    free = [[c for c in range(FRUIT_CARDS) if CARD_KIND[c] == k] for k in range(len(counts))]
    return [[free[k].pop() for _ in range(n)] for k, n in enumerate(counts)]


def test_progress_is_one_with_a_price_in_hand_and_less_short_of_it() -> None:
    state = fresh_state()
    loc = LOCATIONS[0]
    full = list(loc.price)
    full[full.index(0) if 0 in full else 0] += loc.price_any  # the "any" part in a spare kind
    state.hands[0] = hand_of(full)
    state.hands[1] = hand_of([0] * len(full))
    short = list(full)
    short[loc.price.index(max(loc.price))] -= 1
    state.hands[2] = hand_of(short)
    assert progress(state, 0) == 1.0
    assert progress(state, 1) == 0.0
    assert 0.0 < progress(state, 2) < 1.0


def test_progress_ignores_stacks_that_left_the_table() -> None:
    state = fresh_state()
    loc = LOCATIONS[0]
    counts = list(loc.price)
    counts[counts.index(0)] += loc.price_any
    state.hands[0] = hand_of(counts)
    state.stacks[loc.index] = []
    assert progress(state, 0) < 1.0


def test_the_estimate_ranks_progress_between_juices() -> None:
    state = fresh_state()
    loc = LOCATIONS[0]
    counts = list(loc.price)
    counts[counts.index(0)] += loc.price_any
    state.hands = [hand_of(counts), hand_of([0] * len(counts)),
                   hand_of([1] * (len(counts) - 1) + [0]),  # short of #6 by one
                   hand_of([0] * len(counts))]
    state.sizes = [sum(map(len, hand)) for hand in state.hands]
    value = progress_estimate(state)
    assert value[0] > value[2] > value[1]
    assert value[1] == value[3]
    # One juice made outweighs a hand that could pay for one.
    state.juices[3] = [state.stacks[1][0]]
    assert progress_estimate(state)[3] > progress_estimate(state)[0]


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


def test_hard_takes_its_own_options_and_normal_keeps_the_defaults() -> None:
    from fruitui.bots.search import BUDGETS

    for game, budget in BUDGETS.items():
        normal, hard = search_bot(game, "normal"), search_bot(game, "hard")
        assert hard.iterations > normal.iterations
        for name, value in budget.hard_options:
            if name != "policy":
                assert getattr(hard, name) == value
                assert getattr(normal, name) == getattr(search_bot(game, "normal", 5), name)
