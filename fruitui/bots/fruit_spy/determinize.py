"""Fruit Spy states consistent with one seat's view.

Hidden from a seat: the strength of other seats' face-down cards and what is
left in their hands. Each opponent's unseen cards are its full hand less the
cards the view shows (face up on a house, or in the box); they are shuffled
and dealt to its face-down cards first, the rest go back to its hand.
"""

from __future__ import annotations

import random
from collections import Counter

from fruitui.games.base import Decision
from fruitui.games.fruit_spy import HAND, HOUSES, TOKENS, Card, FruitSpyState, FruitSpyView
from fruitui.bots.budget import Budget
from fruitui.bots.fruit_spy.rollout import rollout_policy  # noqa: F401  (a Budget may turn it on)

# The search levels: random rollouts cut at 60 plies; hard deals the others'
# face-down cards by how well they explain those seats' plays (fruit_spy_belief).
BUDGET = Budget(normal=1000, hard=3000, rollout_plies=60, hard_options=(
    ("determinize", "fruit_spy.belief.belief_determinize"),))


def base_state(view: FruitSpyView) -> FruitSpyState:
    """The public part of the table, with hidden cards not yet dealt (value None)."""
    if view.seat is None:
        raise ValueError("a spectator view has no seat to determinize for")
    state = FruitSpyState(view.names, 0)
    papa = daly = papa_home = daly_home = 0
    on_houses: list[int] = []
    for house in view.houses:
        state.tokens[house.index] = list(house.tokens)
        on_houses.extend(house.tokens)
        state.houses[house.index] = [Card(c.owner, c.value, c.face_up) for c in house.cards]  # type: ignore[arg-type]  # hidden: dealt below
        if house.papa:
            papa = house.index
        if house.daly:
            daly = house.index
        if house.papa_home:
            papa_home = house.index
        if house.daly_home:
            daly_home = house.index
    state.papa, state.daly, state.papa_home, state.daly_home = papa, daly, papa_home, daly_home
    unused = Counter(TOKENS)
    unused.subtract(on_houses)
    state.unused_tokens = sorted(unused.elements())
    state.box = list(view.box)
    state.turn = view.turn
    state.to_move = view.to_move if view.to_move is not None else 0
    state.over = view.finished
    state.end_reason = view.end_reason
    state.hands = [[] for _ in view.names]
    state.hands[view.seat] = list(view.hand)
    # The log: only the observing seat's lines are known; earlier ones beyond the
    # view's window are blanks. Events stand in as placeholders (one per play), so
    # only this seat's view of a determinized state is meaningful.
    lines = [""] * (view.turn - len(view.log)) + list(view.log)
    state.events = [None] * view.turn  # type: ignore[list-item]  # placeholders, never read
    state.plays = list(view.plays)
    state._logs = {view.seat: lines}
    return state


def unseen_cards(view: FruitSpyView) -> dict[int, list[int]]:
    """Per other seat: the strengths it holds in hand or face down, unseen by `view.seat`."""
    unseen: dict[int, list[int]] = {}
    for seat in range(len(view.names)):
        if seat == view.seat:
            continue
        left = Counter(HAND)
        for house in view.houses:
            for card in house.cards:
                if card.owner == seat and card.value is not None:
                    left[card.value] -= 1
        for owner, value in view.box:
            if owner == seat:
                left[value] -= 1
        unseen[seat] = sorted(left.elements())
    return unseen


class FruitSpyDeterminizer:
    """Deals one view's hidden cards afresh for every sample."""

    def __init__(self, view: FruitSpyView) -> None:
        self.view = view
        self.base = base_state(view)
        self.unseen = unseen_cards(view)
        self.face_down: dict[int, list[tuple[int, int]]] = {s: [] for s in self.unseen}
        for h in range(HOUSES):
            for i, card in enumerate(self.base.houses[h]):
                if card.value is None:
                    self.face_down[card.owner].append((h, i))

    def sample(self, rng: random.Random) -> FruitSpyState:
        state = self.base.clone()
        rnd = rng.random
        for seat, cards in self.unseen.items():
            pool = list(cards)
            for h, i in self.face_down[seat]:
                state.houses[h][i].value = pool.pop(int(rnd() * len(pool)))
            state.hands[seat] = pool  # still sorted: pops keep the order
        return state


_last: list[FruitSpyDeterminizer] = []


def determinize(view: FruitSpyView, rng: random.Random) -> FruitSpyState:
    """A full state consistent with `view`, hidden cards dealt at random."""
    if _last and _last[0].view is view:
        return _last[0].sample(rng)
    made = FruitSpyDeterminizer(view)
    _last[:] = [made]
    return made.sample(rng)


def estimate(state: FruitSpyState) -> list[float]:
    """A cut rollout's worth: the game is scored as if it ended now."""
    from fruitui.bots.ismcts import score_share_estimate

    state.over = True
    scores = state.result().scores  # type: ignore[union-attr]  # over: a result
    return score_share_estimate([float(s) for s in scores])


def deal(view: FruitSpyView, decision: Decision, rng: random.Random) -> FruitSpyState:
    """A full state for the seat facing `decision` (the view tells the step)."""
    return determinize(view, rng)
