"""The greedy Grunlings rules as a cheap rollout policy.

A search rollout asks the greedy bot for hundreds of choices a move. The
greedy rules read only a few parts of a view (the seat's own hand and
Basket, the top card of each Discard Pile, the Draw Pile's size, each
player's hand size and Leaf Tokens), so a rollout builds just those parts
from the dealt world instead of the whole view. Star Fruits are placed once
every card is shown, so that step reads the dealt world's cards directly.
The parts are the ones the seat's real view holds
(tests/bots/test_grunlings_search.py compares the choices with the full
view's), so rollouts play exactly as greedy would.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..rules.base import Choice, Decision
from ..rules.grunlings import GrunlingsState
from ..rules.grunlings.cards import NAME
from ..rules.grunlings.scoring import star_answer
from .grunlings import GreedyBot


class LitePile(NamedTuple):
    size: int
    top: tuple[str, ...]  # the top card only: all the greedy rules look at


class LitePlayer(NamedTuple):
    hand_size: int
    leaf: int


class LiteView:
    """The parts of a `GrunlingsView` the greedy rules read."""

    __slots__ = ("seat", "hand", "basket", "piles", "draw_size", "players")

    def __init__(self, state: GrunlingsState, seat: int) -> None:
        self.seat = seat
        self.hand = tuple(sorted([NAME[c] for c in state.hands[seat]]))
        self.basket = tuple(sorted([NAME[c] for c in state.baskets[seat]]))
        piles = [LitePile(len(p), (NAME[p[-1]],) if p else ()) for p in state.piles]
        search = state.searching
        if search is not None and search[0] != seat:
            piles[search[1]] = LitePile(search[2], ())  # searched in secret: unseen
        self.piles = piles
        self.draw_size = len(state.draw)
        hands, leaf = state.hands, state.leaf
        players = [LitePlayer(len(hands[s]), leaf[s]) for s in range(state.n)]
        if search is not None and search[0] != seat:
            players[search[0]] = LitePlayer(search[3], leaf[search[0]])
        self.players = players


_GREEDY = GreedyBot()


def greedy_rollout_choice(state: GrunlingsState, decision: Decision,
                          rng: random.Random) -> Choice:
    """Greedy's choice for the deciding seat, from a world a search dealt."""
    seat = decision.seat
    if decision.kind == "star":  # GreedyBot._star's reckoning, from the cards all now see
        return star_answer(state.ends(), seat, [NAME[e] for e in state.events],
                           state.prediction)
    return _GREEDY.choose(LiteView(state, seat), decision, rng)  # type: ignore[arg-type]
