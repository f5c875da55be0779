"""Flat Monte Carlo for Grunlings: every root choice tried in the same dealt worlds.

A Grunlings game is short (about four turns a player), greedy play is strong,
and which seat wins is mostly luck, so a win-or-lose signal from a handful of
rollouts says little and a tree learns slowly. Here each iteration deals one
world from the bot's view and plays every candidate root choice in it, each
followed by the same greedy rollout (the same Draw Pile and the same random
stream), so the choices are compared on common luck. The reward is the
seat's final score margin over its best rival (squashed to -1..1) rather
than a bare win. Greedy's own choice is kept unless another beats it by the
margin and confidence asked for.

Built only from the seat's view (the determinizer), like every search here.
Grunlings' normal and hard levels use it only at the Discard step in the last
cards of the Draw Pile (`kinds`, `max_draw`), where greedy errs most, with the
value bot's play elsewhere (`policy`, grunlings_value.py): see
determinize_grunlings.search_bot. `belief` deals the others' hands to explain
their tells (grunlings_belief.py); no level uses it. What each set-up
measured: benchmarks/NOTES.md.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings import GrunlingsState, GrunlingsView
from fruitui.bots.grunlings import determinize as worlds
from fruitui.bots.progress import watcher
from fruitui.bots.grunlings.greedy import GreedyBot, _Tally
from fruitui.bots.grunlings.rollout import (EndKey, RolloutChoice, greedy_rollout_choice,
                                            greedy_rollout_totals)

FLAT_KINDS = frozenset((*worlds.SEARCH_KINDS, "discard"))
MARGIN_SCALE = 10.0  # points: a margin this size counts as a clear lead


class FlatGrunlingsBot:
    """Flat Monte Carlo over the root choices with greedy rollouts."""

    needs_view = True

    def __init__(self, iterations: int, rollout_plies: int = 400, candidates: int = 6,
                 margin: float = 0.0, z: float = 0.0, time_cap: float = 10.0,
                 kinds: frozenset[str] = FLAT_KINDS, belief: bool = False,
                 buys: bool = True, max_draw: int | None = None,
                 policy: GreedyBot | None = None,
                 rollout_choice: RolloutChoice = greedy_rollout_choice) -> None:
        self.kinds = kinds
        # Search only once the Draw Pile holds at most this many cards (None: always).
        self.max_draw = max_draw
        self.belief = belief  # deal the others' hands to explain their tells (grunlings_belief)
        # Whether buying from the Visitor Shop is among the candidates: with it, the
        # best of several noisy buys often edged out greedy's choice at a cost in points.
        self.buys = buys  # decision kinds searched; greedy plays the rest
        self.iterations = iterations  # rollouts a move (one per world and candidate)
        self.rollout_plies = rollout_plies  # a rollout is cut here and scored as it stands
        self.candidates = candidates  # root choices tried at most (greedy's always among them)
        # Mean margin (in MARGIN_SCALE units) a choice must gain over greedy's to replace it.
        self.margin = margin
        # ... and by this many standard errors of the paired difference (0: any gain).
        self.z = z
        self.time_cap = time_cap  # CPU seconds, a safety valve only
        # The rules the bot plays where it does not search, whose choice it keeps
        # unless the search finds better (rollouts play greedy's rules for every
        # seat: the value bot's own rules there did no better, in search.py).
        self.policy = policy if policy is not None else GreedyBot()
        # Every seat's play in the rollouts: greedy's rules, or the value bot's
        # (grunlings_rollout.value_rollout_choice: Grunlings' hard level).
        self.rollout_choice = rollout_choice
        self.last_iterations = 0
        self._ends: dict[EndKey, list[int]] = {}  # one move's rollouts' ends (greedy_rollout_totals)

    def choose(self, view: GrunlingsView, decision: Decision, rng: random.Random) -> Choice:
        self.last_iterations = 0
        favourite = self.policy.choose(view, decision, rng)
        kind = decision.kind
        if len(decision.choices) == 1 or kind not in self.kinds:
            return favourite
        if self.max_draw is not None and view.draw_size > self.max_draw:
            return favourite
        # The decision shows whether a Visitor was bought this turn: no Buy among its choices.
        bought = kind == "discard" and not any(
            isinstance(c, tuple) and c[0] == "buy" for c in decision.choices)
        try:
            worlds.determinize(view, rng, kind, bought)
        except ValueError:  # a position the determinizer cannot build: play greedy
            return favourite
        options = self._candidates(view, decision, favourite)
        if len(options) == 1:  # every other choice left out (buys): nothing to compare
            return favourite
        seat = decision.seat
        gains = [0.0] * len(options)  # summed reward over greedy's, world by world
        squares = [0.0] * len(options)
        deadline = time.thread_time() + self.time_cap
        rounds = max(1, self.iterations // len(options))
        self._ends = {}
        done = 0
        progress = watcher()  # a screen showing how far the move has got, if any
        for done in range(1, rounds + 1):  # noqa: B007 (the count is read after the loop)
            world = worlds.determinize(view, rng, kind, bought, self.belief)
            seed = int(rng.random() * (1 << 53))
            # Each copy gets its own stream below, the same for every choice.
            world.rng = None  # type: ignore[assignment]  # none until a copy is given one
            world.bare_menus = True  # rollout players read no Star Fruit menu
            rewards = []
            for choice in options:
                state = world.clone()
                state.rng = stream = random.Random(seed)
                state.apply(choice)
                rewards.append(self._rollout(state, seat, stream))
            for i, reward in enumerate(rewards):
                gain = reward - rewards[0]
                gains[i] += gain
                squares[i] += gain * gain
            if progress is not None:
                progress.fraction = done / rounds
            if time.thread_time() > deadline:
                break
        self.last_iterations = done * len(options)
        best = max(range(len(options)), key=lambda i: (gains[i], -i))
        mean = gains[best] / done
        spread = math.sqrt(max(0.0, squares[best] / done - mean * mean) / max(1, done - 1))
        if mean > self.margin and mean > self.z * spread:
            return options[best]
        return favourite

    def _candidates(self, view: GrunlingsView, decision: Decision, favourite: Choice
                    ) -> list[Choice]:
        """Greedy's choice first, then the others; a long Basket menu is cut to the
        choices that store the most valuable cards (greedy's own measure)."""
        rest: list[Any] = [c for c in decision.choices if c != favourite  # tuples and words
                and (self.buys or not (isinstance(c, tuple) and c and c[0] == "buy"))]
        if len(rest) < self.candidates:
            return [favourite, *rest]
        held = _Tally(view.hand, view.basket)
        if decision.kind == "basket":
            rest.sort(key=lambda c: -(sum(held.worth(k) for k in c) + 3 * len(c)))
        elif decision.kind == "discard":
            # Ending, buying and a hand reset first; then shedding the least valued cards.
            order = {"end": 0, "buy": 1, "reset": 2}
            rest.sort(key=lambda c: (order.get(c if isinstance(c, str) else c[0], 3),
                                     held.worth(c[1]) if isinstance(c, tuple)
                                     and isinstance(c[1], str) else 0.0))
        return [favourite, *rest[:self.candidates - 1]]

    def _rollout(self, state: GrunlingsState, seat: int, rng: random.Random) -> float:
        scores = greedy_rollout_totals(state, self.rollout_plies, rng, self._ends,
                                       self.rollout_choice)
        rival = max(s for i, s in enumerate(scores) if i != seat)
        return math.tanh((scores[seat] - rival) / MARGIN_SCALE)
