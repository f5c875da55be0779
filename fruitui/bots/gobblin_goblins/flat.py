"""Paired flat Monte Carlo for Gobblin' Goblins: every root choice on the same deals.

Gobblin' Goblins is mostly luck: what one move is worth is small next to how
much a game swings on the draw. A tree search that samples a fresh deal for
each visit compares choices across different deals and needs thousands of
visits to tell them apart. Here each dealt state (a determinization from the
seat's view alone) is played out once after EVERY root choice, with the same
draw pile and the same random numbers, so the luck of the deal cancels out of
the comparison and a few hundred playouts suffice. Playouts are scored by
points gained since the root, against the best gain of the others
(`gobblin_search.margin_rewards`), which also cancels what the seat cannot see
of the others' gobbled piles.

Every 16 rounds a choice whose paired playouts trail the best choice's by
more than `RACE` standard errors is left behind (`race`): it could not win, so
it stops costing playouts, and once one choice is left the move is made. The
same stream picks the same move for about half the CPU (benchmarks/NOTES.md).

Near the end (`endgame`, from a few cards left in the draw pile), playouts
instead run to the end with greedy's own rules and are scored by the final
standing (`gobblin_final`): who runs out first and the leftovers passed left
decide games there, and a 30-ply cut sees neither.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.state import GobblinState
from fruitui.games.gobblin_goblins.views import GobblinView
from fruitui.bots.gobblin_goblins.final import Endgame
from fruitui.bots.gobblin_goblins.rollout import rollout_choice
from fruitui.bots.gobblin_goblins.search import MARGIN_SCALE, PLATE_WEIGHT, margin_rewards, stamped
from fruitui.bots.ismcts import Policy
from fruitui.bots.progress import watcher
from fruitui.bots.rollouts import play_rollout

Deal = Callable[[GobblinView, random.Random], GobblinState]
RACE = 2.0  # see `race`


def race(active: list[Choice], rewards: dict[Choice, list[float]], z: float) -> list[Choice]:
    """The choices still in the race: those whose playouts, paired round by round
    with the best choice's (the same deal, the same luck), do not trail it by
    more than `z` standard errors of the mean difference."""
    n = len(rewards[active[0]])
    best = max(active, key=lambda c: sum(rewards[c]))
    top = rewards[best]
    kept = []
    for choice in active:
        if choice != best:
            diffs = [a - b for a, b in zip(rewards[choice], top)]
            mean = sum(diffs) / n
            spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean + z * (spread / n) ** 0.5 < 0:
                continue
        kept.append(choice)
    return kept


class PairedFlatBot:
    """Plays each root choice on a shared run of deals; the best average reward wins."""

    needs_view = True

    def __init__(self, determinize: Deal, iterations: int, rollout_plies: int = 30,
                 kinds: frozenset[str] | None = None, fallback: Any = None,
                 policy: Policy[GobblinState] | None = rollout_choice, time_cap: float = 10.0) -> None:
        self.determinize = stamped(determinize)
        self.iterations = iterations  # playouts a move, over all root choices
        self.rollout_plies = rollout_plies
        self.kinds = kinds  # decision kinds searched; the rest go to `fallback`
        self.fallback = fallback
        self.policy = policy  # plays the playouts (None: random choices)
        self.time_cap = time_cap  # CPU seconds: a safety valve; budgets count playouts
        self.scale = MARGIN_SCALE
        self.plate_weight = PLATE_WEIGHT
        # Near the end (see `gobblin_final.Endgame`), playouts to the end instead.
        self.endgame: Endgame | None = None
        # Hard's late phase: from more cards left than `endgame`, whole playouts
        # at a count of their own; before it the bot plays exactly as without.
        self.late: Endgame | None = None
        # Decision kinds searched in the late phase only (the window after a Food:
        # play a Distraction now or keep it); before it, and otherwise, `fallback`.
        self.windows: frozenset[str] = frozenset()
        self.last_iterations = 0
        # Standard errors by which a choice's paired mean must trail the best's
        # before it is left behind (0: every choice plays every round).
        self.race = RACE

    def choose(self, view: GobblinView, decision: Decision, rng: random.Random) -> Choice:
        self.last_iterations = 0
        choices = decision.choices
        if len(choices) == 1:
            return choices[0]
        endgame, late = self.endgame, self.late
        if self.kinds is not None and decision.kind not in self.kinds and not (
                decision.kind in self.windows and late is not None
                and view.draw_pile <= late.pile and not view.in_play):
            return self.fallback.choose(view, decision, rng)
        iterations, plies, policy, reward = self.iterations, self.rollout_plies, self.policy, None
        if late is not None and view.draw_pile <= late.pile:
            iterations, plies, policy, reward = late.plan(self.iterations)
        elif endgame is not None and view.draw_pile <= endgame.pile:
            iterations, plies, policy, reward = endgame.plan(self.iterations)
        elif iterations <= 0 and self.fallback is not None:  # a bot that searches only the end
            return self.fallback.choose(view, decision, rng)
        # A plain generator seeded from the bot's own (a one-way hash, slow to
        # draw from): the deals and playouts are just as repeatable.
        rng = random.Random(rng.getrandbits(64))
        try:
            state = self.determinize(view, rng)
        except ValueError:
            if self.fallback is None:
                raise
            return self.fallback.choose(view, decision, rng)
        seat = decision.seat
        rewards: dict[Choice, list[float]] = {c: [] for c in choices}  # by round
        active = list(choices)
        # The rounds the budget pays for with every choice in play; a choice
        # left behind for sure (`race`) stops costing playouts, and once one
        # choice is left the move is made.
        most = max(1, -(-iterations // len(choices)))
        deadline = time.thread_time() + self.time_cap
        done = rounds = 0
        playout = random.Random()
        progress = watcher()  # a screen showing how far the move has got, if any
        while done < iterations and rounds < most and (len(active) > 1 or not rounds):
            if rounds:
                state = self.determinize(view, rng)
            seed = rng.getrandbits(64)
            for choice in active:
                if done == iterations:
                    break
                trial = state.clone()
                playout.seed(seed)  # the same luck after every choice
                trial.rng = playout
                trial.apply(choice)
                if reward is None:
                    got = self._rollout(trial, playout)[seat]
                else:
                    play_rollout(trial, plies, playout, policy)
                    got = reward(trial)[seat]
                rewards[choice].append(got)
                done += 1
            rounds += 1
            if progress is not None:
                progress.fraction = rounds / most
            if not rounds & 15:
                if self.race and done < iterations:  # a whole round: paired samples
                    active = race(active, rewards, self.race)
                if time.thread_time() > deadline:
                    break
        if progress is not None:
            progress.fraction = 1.0  # a race may end before the budget's last round
        self.last_iterations = done
        # Best mean; ties go to the earlier choice so the answer is repeatable.
        return max(active, key=lambda c: sum(rewards[c]) / len(rewards[c]) if rewards[c] else -1.0)

    def _rollout(self, state: GobblinState, rng: random.Random) -> list[float]:
        play_rollout(state, self.rollout_plies, rng, self.policy)
        return margin_rewards(state, self.scale, self.plate_weight)
