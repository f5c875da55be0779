"""Fabled Fruit states consistent with one seat's view.

Hidden from a seat: which fruits the others hold (their hand sizes are
public), the order of the deck, and the discard pile under its top card.
Every fruit card not seen (own hand, the offer, the revealed row, the top of
the discard pile) is dealt at random to those places, by their sizes.

Rebuilt only where a turn starts afresh: choosing where to move ("move") and
what to do there ("action"); the bot plays its greedy rules inside the
smaller steps of an action (paying visitors, trading, offers, discards).
"""

from __future__ import annotations

import random

from fruitui.games.base import Decision
from fruitui.games.fabled_fruit import (CARD_KIND, CHOOSE, FRUIT_CARDS, INDEX_OF_NUMBER, KIND_OF,
                                        LOC_OF, LOCATIONS, MOVE, FabledFruitState, FabledFruitView)
from fruitui.games.fabled_fruit.memory import Memory
from fruitui.bots.budget import Budget
from fruitui.bots.fabled_fruit.search import rollout_policy  # noqa: F401  (a Budget may turn it on)
from fruitui.bots.ismcts import score_share_estimate

SEARCH_KINDS = frozenset((MOVE, CHOOSE))
# The search levels: random rollouts cut at 20 plies; hard searches longer, in
# worlds where each other hand holds the fruits its seat saw go in (`remembering`).
BUDGET = Budget(normal=1000, hard=3000, rollout_plies=20, hard_options=(
    ("determinize", "fabled_fruit.determinize.remembering"),))


def base_state(view: FabledFruitView) -> tuple[FabledFruitState, list[int]]:
    """The public table with the observer's hand; and the unseen card ids."""
    if view.seat is None or view.pending_kind not in SEARCH_KINDS:
        raise ValueError("Fabled Fruit is determinized only for a seat about to move or act")
    state = FabledFruitState(view.names, 0)
    free = [[c for c in range(FRUIT_CARDS) if CARD_KIND[c] == k] for k in range(len(view.fruits))]

    def take(kind: int) -> int:
        return free[kind].pop()

    n = len(view.names)
    state.hands = [[[] for _ in view.fruits] for _ in range(n)]
    for kind, count in enumerate(view.hand):
        state.hands[view.seat][kind] = [take(kind) for _ in range(count)]
    state.sizes = list(view.hand_sizes)
    state.offer = [[take(kind) for _ in range(count)] for kind, count in enumerate(view.offer)]
    state.revealed = [take(kind) for kind in view.revealed]
    top = take(KIND_OF[view.discard_top]) if view.discard_top is not None else None
    # Location cards: a seat's juices, then what is left on each stack.
    ids = [[c for c, loc in enumerate(LOC_OF) if loc == i] for i in range(len(LOCATIONS))]
    state.juices = [[ids[INDEX_OF_NUMBER[number]].pop() for number in juices]
                    for juices in view.juices]
    for loc in view.locations:
        index = INDEX_OF_NUMBER[loc.number]
        state.stacks[index] = ids[index][:loc.cards_left]
    state._on_table = sum(1 << i for i, stack in enumerate(state.stacks) if stack)
    state.pawns = [None if at is None else INDEX_OF_NUMBER[at] for at in view.pawns]
    state.mover = view.to_move if view.to_move is not None else 0
    state.turn = view.turn
    state.phase = view.pending_kind
    state.over, state.winners, state.end_reason = view.finished, view.winners, view.end_reason
    state.deck = []
    state.discard = [] if top is None else [top]  # the rest is dealt per sample
    # Only this seat's log is known; new events are worded after it.
    state.events = []
    state._logs = {view.seat: (0, view.log)}
    state._memory = {view.seat: Memory.recalled(view.seat, view.known_held)}
    state._decision = None
    unseen = [c for kind in free for c in kind]
    return state, unseen


class FabledFruitDeterminizer:
    def __init__(self, view: FabledFruitView) -> None:
        self.view = view
        self.base, self.unseen = base_state(view)
        self.others = [s for s in range(len(view.names)) if s != view.seat]
        under = view.discard_size - (1 if view.discard_top is not None else 0)
        self.under_discard = under
        expected = under + view.deck_size + sum(view.hand_sizes[s] for s in self.others)
        if expected != len(self.unseen):
            raise ValueError(f"view does not add up: {expected} hidden places, "
                             f"{len(self.unseen)} unseen cards")

    def sample(self, rng: random.Random, remember: bool = False) -> FabledFruitState:
        """A world; with `remember`, each other hand holds first the fruits the
        seat saw go into it (the view's `known_held`), the rest at random."""
        state = self.base.clone()
        state.rng = rng
        pool = list(self.unseen)
        rng.shuffle(pool)
        if remember:
            pool = self._remembered_first(pool)
        at = 0
        for seat in self.others:
            size = self.view.hand_sizes[seat]
            hand = state.hands[seat] = [[] for _ in self.view.fruits]
            for card in pool[at:at + size]:
                hand[CARD_KIND[card]].append(card)
            at += size
        state.discard = pool[at:at + self.under_discard] + state.discard
        at += self.under_discard
        state.deck = pool[at:]
        return state

    def _remembered_first(self, pool: list[int]) -> list[int]:
        """`pool` reordered so that each other hand's share (dealt in turn from
        the front) starts with its remembered fruits, the rest in pool order."""
        by_kind: list[list[int]] = [[] for _ in self.view.fruits]
        for card in reversed(pool):
            by_kind[CARD_KIND[card]].append(card)  # pop() takes the earliest
        picked: set[int] = set()
        shares = []
        for seat in self.others:
            share: list[int] = []
            for kind, count in enumerate(self.view.known_held[seat]):
                # (A true view never remembers more than the unseen cards and the hand hold.)
                count = min(count, len(by_kind[kind]), self.view.hand_sizes[seat] - len(share))
                share += [by_kind[kind].pop() for _ in range(count)]
            picked.update(share)
            shares.append(share)
        rest = iter([c for c in pool if c not in picked])
        out: list[int] = []
        for seat, share in zip(self.others, shares):
            out += share
            out += [next(rest) for _ in range(self.view.hand_sizes[seat] - len(share))]
        out += rest
        return out


_last: list[FabledFruitDeterminizer] = []


def _determinizer(view: FabledFruitView) -> FabledFruitDeterminizer:
    """The one for `view`, kept while a search deals many worlds from it."""
    if not (_last and _last[0].view is view):
        _last[:] = [FabledFruitDeterminizer(view)]
    return _last[0]


def determinize(view: FabledFruitView, rng: random.Random) -> FabledFruitState:
    """A full state consistent with `view` (a seat about to move or act)."""
    return _determinizer(view).sample(rng)


def remembering(view: FabledFruitView, rng: random.Random) -> FabledFruitState:
    """A full state consistent with `view` in which each other hand holds the
    fruits the seat saw go into it and not leave (the view's `known_held`)."""
    return _determinizer(view).sample(rng, remember=True)


def estimate(state: FabledFruitState) -> list[float]:
    """A cut rollout's worth: juices made, and a little for fruits in hand.

    Scoring progress toward the next juice instead played worse
    (benchmarks/NOTES.md)."""
    return score_share_estimate(
        [len(j) + 0.1 * min(size, 8) for j, size in zip(state.juices, state.sizes)])


def deal(view: FabledFruitView, decision: Decision, rng: random.Random) -> FabledFruitState:
    """A full state for the seat facing `decision` (the view tells the step)."""
    return determinize(view, rng)
