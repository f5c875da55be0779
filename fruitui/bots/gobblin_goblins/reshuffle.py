"""Gobblin' Goblins worlds inside a decision its determinizer does not deal
(fruitui/openspiel/reshuffle.py says how they are used)."""

from __future__ import annotations

import random
from typing import Any

from fruitui.bots.gobblin_goblins.determinize import deal_hinted
from fruitui.games.gobblin_goblins.cards import DISTRACTION, EFFECT, KIND
from fruitui.games.gobblin_goblins.setup import ASK_HOLDERS


def reshuffle(state: Any, seat: int, rng: random.Random, deal_hands: bool) -> None:
    """The others' hands but for cards all saw them take, and the Draw Pile but for
    the cards this seat put under it; the Distraction windows' hints kept, as the
    determinizer keeps them (both piles of played cards are public)."""

    others = [s for s in range(len(state.names)) if s != seat and deal_hands]
    pile = state.pile
    mine = {i for i, by in enumerate(state.under_by) if by == seat and i < len(pile)}
    pool = [c for i, c in enumerate(pile) if i not in mine]
    hands = {s: list(state.shown[s]) for s in others}
    for s in others:
        unshown = list(state.hands[s])
        for card in hands[s]:
            unshown.remove(card)
        pool += unshown
    rng.shuffle(pool)
    for s in others:
        hint = state.hints[s] if state.setting == ASK_HOLDERS else None
        if hint is None:
            continue
        asked, kinds, drawn = hint
        free = len(state.hands[s]) - len(hands[s])
        covered = max(0, free - drawn) if not asked else min(1, free)
        if asked and any(KIND[c] == DISTRACTION and EFFECT[c] in kinds for c in hands[s]):
            covered = 0
        if covered:
            pool = deal_hinted(pool, hands[s], asked, frozenset(kinds), covered)
    at = 0
    for s in others:
        size = len(state.hands[s]) - len(hands[s])
        state.hands[s] = sorted(hands[s] + pool[at:at + size])
        at += size
    fill = iter(pool[at:])
    state.pile = [card if i in mine else next(fill) for i, card in enumerate(pile)]
    state.held = [sum(1 for c in h if KIND[c] == DISTRACTION) for h in state.hands]
    state._table_cache, state._seat_cache = None, {}
    state._run()  # the pending decision, from the dealt cards
