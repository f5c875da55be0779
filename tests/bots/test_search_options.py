"""The search's optional parts: a rollout policy, a shallow tree, and a prior
that favours the fallback's own choice."""

from __future__ import annotations

import random
from itertools import islice

from fruitui.bots.rng import bot_rng
from fruitui.bots.ismcts import IsmctsBot, Node
from fruitui.bots.search import search_bot, search_module, trial_bot
from fruitui.games.base import Choice, Decision, GameState
from tests.bots.helpers import positions
from tests.bots.test_grunlings_search import positions as grunlings_positions


def some_positions(game: str, count: int) -> list[tuple[GameState, Decision]]:
    found = [(s, d) for s, d in positions(game, 3) if len(d.choices) > 2]
    return found[:count]


def test_rollouts_ask_the_policy_for_every_choice_of_more_than_one() -> None:
    bot = search_bot("gobblin-goblins", "normal", 30)
    greedy = search_module("gobblin-goblins").rollout_policy  # its greedy rules
    asked: list[Decision] = []

    def policy(state: GameState, decision: Decision, rng: random.Random) -> Choice:
        asked.append(decision)
        return greedy(state, decision, rng)

    bot.policy = policy
    for ply, (state, decision) in enumerate(some_positions("gobblin-goblins", 3)):
        choice = bot.choose(state.view(decision.seat, prose=False), decision,
                            bot_rng(3, ply, decision.seat))
        assert choice in decision.choices
    assert asked and all(len(d.choices) > 1 for d in asked)


def test_a_shallow_tree_grows_no_deeper_than_asked() -> None:
    bot = search_bot("fruit-spy", "normal", 200)
    bot.max_depth = 1
    roots: list[Node] = []
    iterate = bot._iterate

    def keep_root(root: Node, state: GameState, rng: random.Random) -> None:
        roots.append(root)
        iterate(root, state, rng)

    bot._iterate = keep_root  # type: ignore[method-assign]
    state, decision = some_positions("fruit-spy", 1)[0]
    bot.choose(state.view(decision.seat, prose=False), decision, bot_rng(3, 0, decision.seat))
    root = roots[0]
    assert sum(child.visits for child in root.children.values()) == 200
    assert all(not child.children for child in root.children.values())


def test_a_prior_keeps_the_fallbacks_choice_on_thin_evidence() -> None:
    """With more prior visits than iterations the search cannot overturn the
    fallback; with none it often differs from it."""
    plain = trial_bot("grunlings", 12)
    plain.prior_visits = 0
    held = trial_bot("grunlings", 12)
    held.prior_visits = 13
    same_plain = same_held = 0
    chosen = list(islice(((s, d) for s, d in grunlings_positions(3)
                          if d.kind in ("basket", "visitors") and len(d.choices) > 2), 10))
    assert len(chosen) == 10
    for ply, (state, decision) in enumerate(chosen):
        view = state.view(decision.seat, prose=False)
        favourite = held.fallback.choose(view, decision, bot_rng(3, ply, decision.seat))
        rng = bot_rng(3, ply, decision.seat)
        same_held += held.choose(view, decision, rng) == favourite
        same_plain += plain.choose(view, decision, bot_rng(3, ply, decision.seat)) == favourite
    assert same_held == 10
    assert same_plain < 10
    assert isinstance(held, IsmctsBot)
