"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

After Cowling, Powley and Whitehouse (2012): every iteration deals a fresh
determinization (a full state consistent with the bot's view), walks one
shared tree whose children are keyed by choice, picks among the children
legal in this determinization by UCB with availability counts, plays a
random rollout (cut after `rollout_plies` and scored by the game's own
estimate), and backs up each seat's reward. The most visited root choice wins.

The search sees only the view and its random source, so it cannot peek; a
fixed iteration budget makes the same position give the same move.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any, TypeVar

from fruitui.games.base import Choice, Decision, GameState, Result
from fruitui.bots.progress import watcher

# (view, rng) -> a dealt state; with `pass_kind`, (view, rng, decision kind).
Determinizer = Callable[..., GameState]
Estimate = Callable[[GameState], list[float]]  # per seat, 0..1, for cut rollouts
S = TypeVar("S")
# A rollout's move in a determinized state S, the game's own state class (a
# game's greedy rules, say); None: random.
Policy = Callable[[S, Decision, random.Random], Choice]

EXPLORATION = 0.7  # UCB constant; rewards lie in 0..1


class Node:
    __slots__ = ("children", "visits", "wins", "avail", "seat")

    def __init__(self, seat: int) -> None:
        self.children: dict[Choice, Node] = {}
        self.visits = 0
        self.wins = 0.0  # reward of `seat`, the seat that made the choice into here
        self.avail = 0  # iterations in which this choice was legal
        self.seat = seat


def win_shares(result: Result, seats: int) -> list[float]:
    """1 for a sole winner, shared equally on ties, 0 for the rest."""
    reward = [0.0] * seats
    for seat in result.winners:
        reward[seat] = 1.0 / len(result.winners)
    return reward


class IsmctsBot:
    """A search player for any game that offers a determinizer."""

    needs_view = True

    def __init__(
        self, determinize: Determinizer, estimate: Estimate, iterations: int,
        rollout_plies: int = 60, time_cap: float = 10.0,
        kinds: frozenset[str] | None = None, fallback: Any = None, pass_kind: bool = False,
        policy: Policy[Any] | None = None, max_depth: int | None = None, prior_visits: int = 0,
        exploration: float = EXPLORATION, score_finished: bool = False,
    ) -> None:
        self.determinize = determinize
        self.estimate = estimate
        self.iterations = iterations
        self.rollout_plies = rollout_plies
        self.time_cap = time_cap  # CPU seconds: a safety valve; budgets count iterations
        self.last_iterations = 0
        # Decision kinds the game can determinize (None: all); the rest go to `fallback`.
        self.kinds = kinds
        self.fallback = fallback
        # The determinizer also needs the pending decision's kind (a Grunlings
        # view does not say which step of a turn is pending).
        self.pass_kind = pass_kind
        self.policy = policy
        # With a good rollout policy a shallow tree learns faster at a small
        # budget: below `max_depth` choices the policy plays (None: no limit).
        self.max_depth = max_depth
        # The fallback's own choice starts with this many visits at an even
        # share: the search leaves it only on clear evidence (0: no prior).
        self.prior_visits = prior_visits
        self.exploration = exploration  # the UCB constant; lower trusts early averages more
        # Finished rollouts scored by `estimate` too (margins as well as who
        # won): a steadier signal than win or lose alone.
        self.score_finished = score_finished

    def choose(self, view: Any, decision: Decision, rng: random.Random) -> Choice:
        self.last_iterations = 0
        if len(decision.choices) == 1:
            return decision.choices[0]
        if self.kinds is not None and decision.kind not in self.kinds:
            return self.fallback.choose(view, decision, rng)
        # The position's own stream seeds a C-speed generator for the search: the
        # same move for the same position, at a fraction of a pure-Python draw's cost.
        rng = random.Random(rng.getrandbits(64))
        root = Node(decision.seat)
        # CPU time of this thread: a busy machine slows the search but never
        # trips the valve, so the same position still gives the same move.
        deadline = time.thread_time() + self.time_cap
        done = 0
        deal = self.determinize
        if self.pass_kind:
            kind = decision.kind
            deal = lambda view, rng: self.determinize(view, rng, kind)  # noqa: E731
        try:
            first = deal(view, rng)
        except ValueError:
            # A position the game cannot determinize (it says so): play greedy there.
            if self.fallback is None:
                raise
            return self.fallback.choose(view, decision, rng)
        if self.prior_visits and self.fallback is not None:
            favourite = self.fallback.choose(view, decision, rng)
            node = root.children[favourite] = Node(decision.seat)
            node.visits = node.avail = self.prior_visits
            node.wins = self.prior_visits / len(view.names)
        progress = watcher()  # a screen showing how far the move has got, if any
        for done in range(1, self.iterations + 1):
            self._iterate(root, first if done == 1 else deal(view, rng), rng)
            if not done & 63:
                if progress is not None:
                    progress.fraction = done / self.iterations
                if time.thread_time() > deadline:
                    break
        if progress is not None:
            progress.fraction = 1.0
        self.last_iterations = done
        legal = [c for c in decision.choices if c in root.children]
        if not legal:
            return decision.choices[0]
        # Most visited; ties go to the earlier choice so the answer is repeatable.
        return max(legal, key=lambda c: root.children[c].visits)

    def _iterate(self, root: Node, state: GameState, rng: random.Random) -> None:
        node = root
        path = [root]
        rnd = rng.random
        depth = self.max_depth or 1 << 30
        explore = self.exploration
        # Selection and expansion over choices legal in this determinization.
        while len(path) <= depth and (decision := state.decision()) is not None:
            children = node.children
            untried = []
            best: Node | None = None
            best_choice: Choice = None
            best_value = -1.0
            for choice in decision.choices:
                child = children.get(choice)
                if child is None:
                    untried.append(choice)
                    continue
                child.avail += 1
                if untried:
                    continue
                value = child.wins / child.visits + explore * math.sqrt(
                    math.log(child.avail) / child.visits)
                if value > best_value:
                    best, best_choice, best_value = child, choice, value
            if untried:
                choice = untried[int(rnd() * len(untried))]
                child = Node(decision.seat)
                child.avail = 1
                children[choice] = child
                state.apply(choice)
                path.append(child)
                break
            assert best is not None
            state.apply(best_choice)
            node = best
            path.append(node)
        reward = self._rollout(state, rng)
        for visited in path[1:]:
            visited.visits += 1
            visited.wins += reward[visited.seat]

    def _rollout(self, state: GameState, rng: random.Random) -> list[float]:
        rnd, policy = rng.random, self.policy
        for _ in range(self.rollout_plies):
            decision = state.decision()
            if decision is None:
                break
            choices = decision.choices
            if policy is not None and len(choices) > 1:
                state.apply(policy(state, decision, rng))
            else:
                state.apply(choices[int(rnd() * len(choices))])
        result = state.result()
        if result is not None and not self.score_finished:
            return win_shares(result, len(state.names))
        return self.estimate(state)


def score_share_estimate(scores: list[float]) -> list[float]:
    """A cut rollout's reward: 1 for the leader (shared on ties) blended with score share."""
    best = max(scores)
    leaders = [s for s in range(len(scores)) if scores[s] == best]
    total = sum(max(0.0, s) for s in scores) or 1.0
    return [
        0.5 * (1.0 / len(leaders) if s in leaders else 0.0) + 0.5 * max(0.0, scores[s]) / total
        for s in range(len(scores))
    ]
