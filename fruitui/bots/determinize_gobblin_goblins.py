"""Gobblin' Goblins states consistent with one seat's view.

Hidden from a seat: the others' hands (sizes are public), the others'
face-down gobbled piles (counts are public), the discard pile under its top
card, and the order of the draw pile. Every card of the deck not in view is
dealt at random to those places by their sizes.

Rebuilt at the start of a turn ("turn"); inside a card's resolution and in
Distraction windows the bot plays its greedy rules.
"""

from __future__ import annotations

import random
from typing import Any

from ..rules.base import Choice, Decision
from ..rules.gobblin_goblins.cards import DISTRACTION, KIND, deck_for
from ..rules.gobblin_goblins.state import GobblinState
from ..rules.gobblin_goblins.views import GobblinView
from .gobblin_flat import PairedFlatBot
from .gobblin_goblins import GreedyBot
from .gobblin_policy import greedy_choice
from .gobblin_rollout import rollout_choice
from .ismcts import score_share_estimate

SEARCH_KINDS = frozenset(("turn",))


def base_state(view: GobblinView) -> tuple[GobblinState, list[int]]:
    if view.seat is None or view.pending_kind not in SEARCH_KINDS or view.in_play:
        raise ValueError("Gobblin' Goblins is determinized only at the start of a seat's turn")
    options = {"distractions": view.distractions, "goblins": [g.name for g in view.goblins],
               "first": view.to_move if view.to_move is not None else 0}
    state = GobblinState(view.names, 0, options)
    seat = view.seat
    seen: list[int] = [c.id for c in view.hand]
    seen += [c.id for plate in view.plates for c in plate]
    seen += [c.id for c in view.my_gobbled]
    state.hands = [[] for _ in view.names]
    state.hands[seat] = [c.id for c in view.hand]
    state.plates = [[c.id for c in plate] for plate in view.plates]
    state.gobbled = [[] for _ in view.names]
    state.gobbled[seat] = [c.id for c in view.my_gobbled]
    state.discard, state.discard_by = [], []
    if view.discard_top is not None:
        seen.append(view.discard_top.id)
        state.discard = [view.discard_top.id]
        state.discard_by = [view.discard_top_by if view.discard_top_by is not None else 0]
    state.limbo, state.pile = [], []
    state.to_move, state.turn = view.to_move, view.turn  # type: ignore[assignment]
    state.over, state.end_reason = view.finished, view.end_reason
    state.stack = [("turn",)]
    # Only this seat's log is known; placeholder events keep new lines in step.
    state.events = [None] * len(view.log)  # type: ignore[list-item]
    state._logs = {seat: list(view.log)}
    state._seat_cache, state._public_lines, state._table_cache = {}, {}, None
    taken = set(seen)
    unseen = [c for c in deck_for(len(view.names)) if c not in taken]
    return state, unseen


class GobblinDeterminizer:
    def __init__(self, view: GobblinView) -> None:
        self.view = view
        self.base, self.unseen = base_state(view)
        self.others = [s for s in range(len(view.names)) if s != view.seat]
        self.under = max(0, view.discard_count - 1)
        wanted = (self.under + view.draw_pile
                  + sum(view.hand_sizes[s] + view.gobbled_counts[s] for s in self.others))
        if wanted != len(self.unseen):
            raise ValueError(f"view does not add up: {wanted} hidden places, "
                             f"{len(self.unseen)} unseen cards")

    def sample(self, rng: random.Random) -> GobblinState:
        state = self.base.clone()
        state.rng = rng
        pool = list(self.unseen)
        rng.shuffle(pool)
        view, at = self.view, 0
        for seat in self.others:
            size = view.hand_sizes[seat]
            state.hands[seat] = sorted(pool[at:at + size])
            at += size
            size = view.gobbled_counts[seat]
            state.gobbled[seat] = pool[at:at + size]
            at += size
        state.held = [sum(1 for c in h if KIND[c] == DISTRACTION) for h in state.hands]
        under = pool[at:at + self.under]
        at += self.under
        state.discard = under + state.discard
        state.discard_by = [int(rng.random() * len(view.names)) for _ in under] + state.discard_by
        state.pile = pool[at:]
        state._run()  # the pending turn decision, built from the dealt hand
        return state


_last: list[GobblinDeterminizer] = []


def determinize(view: GobblinView, rng: random.Random) -> GobblinState:
    """A full state consistent with `view` (a seat about to take its turn)."""
    if not (_last and _last[0].view is view):
        _last[:] = [GobblinDeterminizer(view)]
    return _last[0].sample(rng)


def estimate(state: GobblinState) -> list[float]:
    """A cut rollout's worth: points gobbled so far (food still on a plate may
    yet be stolen or pass on; counting it a little played worse)."""
    tastes, gobbled = state.tastes, state.gobbled
    return score_share_estimate(
        [float(sum(taste[c][1] for c in gobbled[seat])) for seat, taste in enumerate(tastes)])


_GREEDY = GreedyBot()


def rollout_policy(state: GobblinState, decision: Decision, rng: random.Random) -> Choice:
    """Rollouts play the greedy rules from each seat's own view."""
    return _GREEDY.choose(state.view(decision.seat, prose=False), decision, rng)


def search_bot(iterations: int, budget: Any) -> PairedFlatBot:
    """The normal and hard levels: paired flat Monte Carlo (see `gobblin_flat`),
    which beat the tree search here; `budget` is the game's `search.Budget`
    (`policy`: playouts play greedy's rules, `gobblin_policy`, not the rough
    `gobblin_rollout` sketch)."""
    policy = greedy_choice if budget.policy else rollout_choice
    return PairedFlatBot(determinize, iterations, budget.rollout_plies, kinds=SEARCH_KINDS,
                         fallback=GreedyBot(), policy=policy)
