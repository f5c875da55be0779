"""Fruit Spy: the others' face-down cards dealt as their plays suggest.

The uniform determinizer deals each opponent's unseen cards at random. Here
the deal is weighted by how likely that opponent's recorded plays are under a
simple model of a player: given the house it chose, which of its cards it put
there (a conditional logit over the cards then in its hand, with weights
fitted offline to normal-level search bots playing each other). Every world an
opponent's face-down cards could make is enumerated once a move, weighted, and
then drawn from, so a sample costs about as much as a uniform one.

Built from the view alone: the public play record (`view.plays`), the tokens,
the homes, the cards shown and the box. Nothing here reads a true state.
"""

from __future__ import annotations

import math
import random
from bisect import bisect
from itertools import permutations

from ..rules.fruit_spy import DALY_VALUE, HOUSES, TOOL, FruitSpyState, FruitSpyView
from .determinize_fruit_spy import base_state, determinize, unseen_cards

# Weights of the features in `features` (fitted by benchmarks/fruit_spy_belief_fit.py
# to normal-level bots' plays: see the figures there).
WEIGHTS: tuple[float, ...] = (0.086, -0.153, -2.054, -0.368, 3.824, -0.274,
                               -0.371, -0.135, 0.687, 1.786, 0.482, 0.091)
STRENGTH = 1.0  # the model's log-likelihood is scaled by this (0: uniform deals)
MAX_WORLDS = 5040  # more ways than this to lay one seat's cards: deal it uniformly

# One turn as the player to move saw the table: the house's worth (tokens,
# Daly, negative under Papa), whether its top card was someone else's face-down
# card or the mover's own, how far the game had gone (0..1), and the house's
# worth less the richest house's then (0 for the richest).
Context = tuple[float, bool, bool, float, float]


def features(value: int, context: Context) -> tuple[float, ...]:
    """What the model weighs for a card of strength `value` played in `context`."""
    worth, turned, own, progress, behind = context
    if value == TOOL:
        return (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, worth, float(turned), float(own), progress,
                behind)
    x = value / 7
    return (x * worth, x * turned, x * own, x, x * progress, x * behind,
            0.0, 0.0, 0.0, 0.0, 0.0, 0.0)


class PlayRecord:
    """The table's history replayed from the view: each turn's context, and
    where each played card is now (a house slot, or the box)."""

    def __init__(self, view: FruitSpyView) -> None:
        homes = {h.index: h for h in view.houses}
        papa = next(h.index for h in view.houses if h.papa_home)
        daly = next(h.index for h in view.houses if h.daly_home)
        tokens = [sum(homes[h].tokens) for h in range(HOUSES)]
        stacks: list[list[int]] = [[] for _ in range(HOUSES)]  # turns, bottom first
        face_down: list[int | None] = [None] * HOUSES  # owner of a face-down top card
        boxed: list[int] = []  # turns, in box order
        total = max(1, len(view.names) * 8)
        self.seats: list[int] = []
        self.contexts: list[Context] = []
        for turn, (seat, house, outcome) in enumerate(view.plays):
            worths = [tokens[h] + (DALY_VALUE if daly == h else 0) for h in range(HOUSES)]
            worths[papa] = -worths[papa]
            worth = worths[house]
            top = face_down[house]
            self.seats.append(seat)
            self.contexts.append((worth / 10, top is not None and top != seat, top == seat,
                                  turn / total, (worth - max(worths)) / 10))
            if top is not None and outcome == "tool":
                boxed.extend((stacks[house].pop(), turn))
                face_down[house] = None
                continue
            stacks[house].append(turn)
            face_down[house] = seat
            if "papa" in outcome:
                papa = (papa - 1) % HOUSES
            if "daly" in outcome:
                daly = (daly + 1) % HOUSES
        # Each turn's card as the view shows it now: None while it lies face down
        # and belongs to another seat; `slots` says where such a card lies.
        self.values: list[int | None] = [None] * len(view.plays)
        self.slots: dict[int, tuple[int, int]] = {}
        for h in range(HOUSES):
            cards = homes[h].cards
            if len(cards) != len(stacks[h]):
                raise ValueError("the play record does not match the houses")
            for i, (turn, card) in enumerate(zip(stacks[h], cards)):
                self.values[turn] = card.value
                self.slots[turn] = (h, i)
        if len(boxed) != len(view.box):
            raise ValueError("the play record does not match the box")
        for turn, (_, value) in zip(boxed, view.box):
            self.values[turn] = value


def exp_scores(contexts: list[Context], weights: tuple[float, ...] = WEIGHTS,
               strength: float = STRENGTH) -> list[list[float]]:
    """Per turn, each card strength's unnormalised model weight."""
    table = []
    for context in contexts:
        row = []
        for value in range(8):
            score = sum(w * f for w, f in zip(weights, features(value, context)))
            row.append(math.exp(strength * score))
        table.append(row)
    return table


class SeatBelief:
    """One opponent's face-down cards: every way to lay its unseen cards on
    them, with each way's likelihood, ready to draw from."""

    def __init__(self, turns: list[int], values: list[int | None], pool: list[int],
                 scores: list[list[float]]) -> None:
        self.hidden = [t for t in turns if values[t] is None]  # in time order
        self.pool = pool
        self.worlds: list[tuple[int, ...]] = []
        self.cumulative: list[float] = []
        k = len(self.hidden)
        if not k or math.perm(len(pool), k) > MAX_WORLDS:
            return  # nothing to infer, or too many worlds: uniform
        total = 0.0
        later = sorted(turns, reverse=True)
        for world in permutations(pool, k):
            card = dict(zip(self.hidden, world))
            hand = [v for v in pool if v not in world]  # held now
            likelihood = 1.0
            for t in later:  # back in time, the hand grows by each card played
                value = values[t] if values[t] is not None else card[t]
                hand.append(value)  # type: ignore[arg-type]
                row = scores[t]
                likelihood *= row[value] / sum(row[v] for v in hand)  # type: ignore[index]
            total += likelihood
            self.worlds.append(world)
            self.cumulative.append(total)

    def draw(self, rnd: random.Random) -> tuple[int, ...]:
        """Values for the hidden cards (in `hidden` order), drawn by likelihood."""
        if not self.cumulative:  # uniform, as the plain determinizer deals
            pool = list(self.pool)
            return tuple(pool.pop(int(rnd.random() * len(pool))) for _ in self.hidden)
        at = bisect(self.cumulative, rnd.random() * self.cumulative[-1])
        return self.worlds[min(at, len(self.worlds) - 1)]


class BeliefDeterminizer:
    """Deals one view's hidden cards, weighted by the others' recorded plays."""

    def __init__(self, view: FruitSpyView, weights: tuple[float, ...] = WEIGHTS,
                 strength: float = STRENGTH) -> None:
        self.view = view
        self.base = base_state(view)
        record = PlayRecord(view)
        scores = exp_scores(record.contexts, weights, strength)
        self.slots = record.slots
        self.beliefs: list[tuple[int, SeatBelief]] = []
        for seat, pool in unseen_cards(view).items():
            turns = [t for t, s in enumerate(record.seats) if s == seat]
            self.beliefs.append((seat, SeatBelief(turns, record.values, pool, scores)))

    def sample(self, rng: random.Random) -> FruitSpyState:
        state = self.base.clone()
        houses, slots = state.houses, self.slots
        for seat, belief in self.beliefs:
            world = belief.draw(rng)
            for turn, value in zip(belief.hidden, world):
                h, i = slots[turn]
                houses[h][i].value = value
            state.hands[seat] = [v for v in belief.pool if v not in world]
        return state


_last: list[BeliefDeterminizer] = []


def belief_determinize(view: FruitSpyView, rng: random.Random) -> FruitSpyState:
    """A full state consistent with `view`, the others' face-down cards dealt
    by how well they explain those seats' plays."""
    if _last and _last[0].view is view:
        return _last[0].sample(rng)
    try:
        made = BeliefDeterminizer(view)
    except ValueError:
        if view.seat is None:
            raise
        # A view without a whole play record (built by hand, say): deal uniformly.
        return determinize(view, rng)
    _last[:] = [made]
    return made.sample(rng)
