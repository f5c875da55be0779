"""Fabled Fruit worlds inside a decision its determinizer does not deal
(fruitui/openspiel/reshuffle.py says how they are used)."""

from __future__ import annotations

import random
from typing import Any

from fruitui.games.fabled_fruit import CARD_KIND


def reshuffle(state: Any, seat: int, rng: random.Random, deal_hands: bool) -> None:
    """The others' hands, the Draw Pile and the discards under the top card."""

    others = [s for s in range(len(state.names)) if s != seat and deal_hands]
    under = state.discard[:-1]
    pool = [c for s in others for kind in state.hands[s] for c in kind] + state.deck + under
    rng.shuffle(pool)
    at = 0
    for s in others:
        hand: list[list[int]] = [[] for _ in state.hands[s]]
        size = sum(map(len, state.hands[s]))
        for card in pool[at:at + size]:
            hand[CARD_KIND[card]].append(card)
        state.hands[s] = hand
        at += size
    state.discard = pool[at:at + len(under)] + state.discard[-1:]
    state.deck = pool[at + len(under):]
    state._decision = state._result = None
