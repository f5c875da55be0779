"""The greedy Grunlings rules as a cheap rollout policy.

A search rollout asks the greedy bot for hundreds of choices a move. The
greedy rules read only a few parts of a view (the seat's own hand and
Basket, the top card of each Discard Pile, the Draw Pile's size), so a
rollout builds just those parts from the dealt world instead of the whole
view. The players' part (what aims a Visitor, grunlings_aim.py) is rarely
asked for: it is the seat's real view's own. Star Fruits are placed once
every card is shown, so that step reads the dealt world's cards directly.
The parts are the ones the seat's real view holds
(tests/bots/test_grunlings_search.py compares the choices with the full
view's), so rollouts play exactly as greedy would.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings import GrunlingsState
from fruitui.games.grunlings.cards import NAME
from fruitui.games.grunlings.scoring import star_answer
from fruitui.games.grunlings.views import PlayerView
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.bots.rollouts import play_rollout


class LitePile(NamedTuple):
    size: int
    top: tuple[str, ...]  # the top card only: all the greedy rules look at


class LiteView:
    """The parts of a `GrunlingsView` the greedy rules read. The piles and the
    players are built only when asked for: most rollout choices (Basket,
    Discard) read only the seat's own cards."""

    __slots__ = ("seat", "hand", "basket", "draw_size", "_state", "_piles", "_players")

    def __init__(self, state: GrunlingsState, seat: int) -> None:
        self.seat = seat
        self.hand = tuple(sorted([NAME[c] for c in state.hands[seat]]))
        self.basket = tuple(sorted([NAME[c] for c in state.baskets[seat]]))
        self.draw_size = len(state.draw)
        self._state = state
        self._piles: list[LitePile] | None = None
        self._players: tuple[PlayerView, ...] | None = None

    @property
    def piles(self) -> list[LitePile]:
        if self._piles is None:
            state, seat = self._state, self.seat
            piles = [LitePile(len(p), (NAME[p[-1]],) if p else ()) for p in state.piles]
            search = state.searching
            if search is not None and search[0] != seat:
                piles[search[1]] = LitePile(search[2], ())  # searched in secret: unseen
            self._piles = piles
        return self._piles

    @property
    def players(self) -> tuple[PlayerView, ...]:
        if self._players is None:  # only a Visitor's aim asks: the seat's whole view then
            self._players = self._state.view(self.seat, prose=False).players
        return self._players


_GREEDY = GreedyBot()


def greedy_rollout_choice(state: GrunlingsState, decision: Decision,
                          rng: random.Random) -> Choice:
    """Greedy's choice for the deciding seat, from a world a search dealt."""
    seat = decision.seat
    if decision.kind == "star":  # GreedyBot._star's reckoning, from the cards all now see
        return star_answer(state.ends(), seat, [NAME[e] for e in state.events],
                           state.prediction)
    return _GREEDY.choose(LiteView(state, seat), decision, rng)  # type: ignore[arg-type]  # duck view


_VALUE: GreedyBot | None = None  # the value bot, built on first use (grunlings_value)

RolloutChoice = Callable[[GrunlingsState, Decision, random.Random], Choice]


def value_rollout_choice(state: GrunlingsState, decision: Decision,
                         rng: random.Random) -> Choice:
    """The value bot's choice (grunlings_value) for the deciding seat: Grunlings'
    normal and hard levels play it outside their searches, so a head-to-head
    rival is modelled by it better than by greedy. Its worths read only the
    hand, Basket and Draw Pile size, all in the LiteView."""
    global _VALUE
    if decision.kind == "star":
        return greedy_rollout_choice(state, decision, rng)  # the same reckoning
    if _VALUE is None:
        from fruitui.bots.grunlings.value import ValueBot

        _VALUE = ValueBot()
    return _VALUE.choose(LiteView(state, decision.seat), decision, rng)  # type: ignore[arg-type]  # duck


EndKey = tuple[object, ...]


def _end_key(state: GrunlingsState) -> EndKey:
    """All that decides a revealed game's end: each player's cards (by name),
    Leaf Tokens and Basket size, the Events, the prediction, the Farmer's tokens,
    the Star Fruit steps still to come and the placements made."""
    hands, baskets, leaf = state.hands, state.baskets, state.leaf
    return (tuple([(tuple(sorted([NAME[c] for c in hands[s] + baskets[s]])), leaf[s],
                    len(baskets[s])) for s in range(state.n)]),
            tuple(state.events), state.prediction, state.farmer_tokens,
            tuple(state.stack), tuple(state.star_copies))


def greedy_rollout_totals(state: GrunlingsState, plies: int, rng: random.Random,
                          ends: dict[EndKey, list[int]],
                          choose: RolloutChoice = greedy_rollout_choice) -> list[int]:
    """Play on as `play_rollout(state, plies, rng, greedy_rollout_choice)` does and
    give `state.score_totals()` at the end. Once every card is shown, only the
    Star Fruit placements (greedy's, drawing nothing random) and the scoring are
    left, and rollouts of one search often reach the same end: `ends` remembers
    their totals by `_end_key` (the returned list is shared: read it only).
    `choose` plays the choices before then (greedy's, or value_rollout_choice);
    Star Fruit placements are the same for both, so `ends` holds for either."""
    left = plies
    while left > 0:
        if state.revealed and left > state.n:  # enough plies for every Star Fruit step
            key = _end_key(state)
            found = ends.get(key)
            if found is None:
                play_rollout(state, left, rng, greedy_rollout_choice)  # Star Fruits only
                found = ends[key] = state.score_totals()
            return found
        decision = state.decision()
        if decision is None:
            break
        left -= 1
        choices = decision.choices
        if len(choices) == 1:
            state.apply(choices[0])
        else:
            state.apply(choose(state, decision, rng))
    return state.score_totals()
