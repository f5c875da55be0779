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

from fruitui.games.fruit_spy import DALY_VALUE, HOUSES, TOOL, FruitSpyState, FruitSpyView
from fruitui.bots.fruit_spy.determinize import base_state, determinize, unseen_cards

# Weights of the features in `features`, fitted offline to normal-level bots'
# plays (benchmarks/fruit_spy_belief_fit.py --joint, ridge 1; the fit's data
# and how well it explains held-out games: benchmarks/NOTES.md).
WEIGHTS: tuple[float, ...] = (
    0.045, 0.126, -0.768, 0.101, 1.789, -0.213, 0.734,  # a Trick's terms
    -0.641, 0.219, 0.541, 2.346, -0.780, -0.351, -1.407,  # a Tool's
    -0.065, -0.832, -1.137, -0.065, 0.233)  # the house's
STRENGTH = 1.0  # the model's log-likelihood is scaled by this (0: uniform deals)
JOINT = True  # weigh the choice of house as well as the card put there
MAX_WORLDS = 5040  # more ways than this to lay one seat's cards: deal it uniformly

# One turn as the player to move saw the table: the house's worth (tokens,
# Daly, negative under Papa), whether its top card was someone else's face-down
# card or the mover's own, how far the game had gone (0..1), the house's worth
# less the richest house's then (0 for the richest), and the strength face up
# there of the strongest other seat less the mover's.
Context = tuple[float, bool, bool, float, float, float]


def features(value: int, context: Context) -> tuple[float, ...]:
    """What the model weighs for a card of strength `value` played in `context`:
    the card's own terms, then the house's (alike for every card, so they only
    count where the model weighs the choice of house too)."""
    worth, turned, own, progress, behind, deficit = context
    house = (worth, float(turned), float(own), behind, deficit)
    if value == TOOL:
        return (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, worth, float(turned), float(own),
                progress, behind, deficit, *house)
    x = value / 7
    return (x * worth, x * turned, x * own, x, x * progress, x * behind, x * deficit,
            0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, *house)


class PlayRecord:
    """The table's history replayed from the view: each turn's context, and
    where each played card is now (a house slot, or the box)."""

    def __init__(self, view: FruitSpyView) -> None:
        self.seats = [seat for seat, _, _ in view.plays]
        self.houses = [house for _, house, _ in view.plays]
        turned = self._place(view)
        self._contexts(view, turned)

    def _place(self, view: FruitSpyView) -> list[int | None]:
        """Find where each turn's card lies now and its value as the view shows
        it (None: another seat's face-down card); returns, per turn, the turn
        whose card that play turned face up (None: it turned none, or a Tool)."""
        stacks: list[list[int]] = [[] for _ in range(HOUSES)]  # turns, bottom first
        face_down = [False] * HOUSES  # whether a house's top card lies face down
        boxed: list[int] = []  # turns, in box order
        turned: list[int | None] = []
        for turn, (_, house, outcome) in enumerate(view.plays):
            stack = stacks[house]
            if face_down[house] and outcome == "tool":
                boxed.extend((stack.pop(), turn))
                face_down[house] = False
                turned.append(None)
                continue
            turned.append(stack[-1] if face_down[house] else None)
            stack.append(turn)
            face_down[house] = True
        self.values: list[int | None] = [None] * len(view.plays)
        self.slots: dict[int, tuple[int, int]] = {}
        for home in view.houses:
            h, cards = home.index, home.cards
            if len(cards) != len(stacks[h]):
                raise ValueError("the play record does not match the houses")
            for i, (turn, card) in enumerate(zip(stacks[h], cards)):
                self.values[turn] = card.value
                self.slots[turn] = (h, i)
        if len(boxed) != len(view.box):
            raise ValueError("the play record does not match the box")
        for turn, (_, value) in zip(boxed, view.box):
            self.values[turn] = value
        return turned

    def _contexts(self, view: FruitSpyView, turned: list[int | None]) -> None:
        """Each turn's house contexts, from the figures' walk and the cards then face up."""
        tokens = [0] * HOUSES
        for home in view.houses:
            tokens[home.index] = sum(home.tokens)
        papa = next(h.index for h in view.houses if h.papa_home)
        daly = next(h.index for h in view.houses if h.daly_home)
        seats = len(view.names)
        total = max(1, seats * 8)
        shown = [[0] * seats for _ in range(HOUSES)]  # strength face up, per house and seat
        top: list[int | None] = [None] * HOUSES  # owner of a face-down top card
        self.contexts: list[Context] = []  # the chosen house's
        self.options: list[list[Context]] = []  # every house's, as the mover saw them
        for turn, (seat, house, outcome) in enumerate(view.plays):
            worths = [tokens[h] + (DALY_VALUE if daly == h else 0) for h in range(HOUSES)]
            worths[papa] = -worths[papa]
            richest = max(worths)
            options = []
            for h in range(HOUSES):
                mine = shown[h][seat]
                best = max(s for other, s in enumerate(shown[h]) if other != seat)
                options.append((worths[h] / 10, top[h] is not None and top[h] != seat,
                                top[h] == seat, turn / total, (worths[h] - richest) / 10,
                                (best - mine) / 10))
            self.contexts.append(options[house])
            self.options.append(options)
            if outcome == "tool" and top[house] is not None:
                top[house] = None
                continue
            up = turned[turn]
            if up is not None:
                shown[house][self.seats[up]] += self.values[up] or 0  # face up, so known
            top[house] = seat
            if "papa" in outcome:
                papa = (papa - 1) % HOUSES
            if "daly" in outcome:
                daly = (daly + 1) % HOUSES


def score_row(context: Context, weights: tuple[float, ...], strength: float) -> list[float]:
    """Each card strength's unnormalised model weight in `context`."""
    return [math.exp(strength * sum(w * f for w, f in zip(weights, features(value, context))))
            for value in range(8)]


def model_tables(record: PlayRecord, weights: tuple[float, ...] = WEIGHTS,
                 strength: float = STRENGTH, joint: bool = JOINT,
                 ) -> tuple[list[list[float]], list[list[float]]]:
    """Per turn and card strength: the weight of that card on the house chosen,
    and what a hand's cards are weighed against (the same, or with `joint` the
    card's weights summed over every house, so the choice of house counts too)."""
    played, against = [], []
    for house, options in zip(record.houses, record.options):
        rows = [score_row(context, weights, strength) for context in options]
        played.append(rows[house])
        against.append([sum(column) for column in zip(*rows)] if joint else rows[house])
    return played, against


class SeatBelief:
    """One opponent's face-down cards: every way to lay its unseen cards on
    them, with each way's likelihood, ready to draw from."""

    def __init__(self, turns: list[int], values: list[int | None], pool: list[int],
                 played: list[list[float]], against: list[list[float]]) -> None:
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
                hand.append(value)  # type: ignore[arg-type]  # an int: known, or the world's
                row = against[t]
                likelihood *= played[t][value] / sum(row[v] for v in hand)  # type: ignore[index]  # int
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
                 strength: float = STRENGTH, joint: bool = JOINT) -> None:
        self.view = view
        self.base = base_state(view)
        record = PlayRecord(view)
        played, against = model_tables(record, weights, strength, joint)
        self.slots = record.slots
        self.beliefs: list[tuple[int, SeatBelief]] = []
        for seat, pool in unseen_cards(view).items():
            turns = [t for t, s in enumerate(record.seats) if s == seat]
            self.beliefs.append((seat, SeatBelief(turns, record.values, pool, played, against)))

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
