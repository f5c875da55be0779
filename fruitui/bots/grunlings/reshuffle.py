"""Grunlings worlds inside a decision its determinizer does not deal
(fruitui/openspiel/reshuffle.py says how they are used)."""

from __future__ import annotations

import random
from typing import Any

from fruitui.bots.grunlings.determinize import FROST_KINDS, draw_pile
from fruitui.games.grunlings.cards import EVENT_IDS, IS_GREEN, NAME


def reshuffle(state: Any, seat: int, rng: random.Random, deal_hands: bool) -> None:
    """The others' hands (by the colours their backs show) but for cards shown or
    seen going in, their Baskets but for face-up cards (green cards, as the
    determinizer deals them), the Discard Piles under their top five, the cards
    put out of the game, the Draw Pile and which Events are still to come, with
    the last Event among the bottom cards as the determinizer deals it. Cards
    set aside by an Event in progress (Fog, Tornado, Volcano) stay where they are."""

    # Revealed for scoring, every hand and Basket is seen: the piles alone are hidden.
    others = [] if state.revealed else [s for s in range(len(state.names)) if s != seat and deal_hands]
    events = set(EVENT_IDS)
    hidden: list[int] = []
    slots: dict[int, tuple[int, int, list[int]]] = {}  # seat: greens, blues, the fixed cards
    for s in others:
        hand = state.hands[s]
        fixed = [c for c in hand if c in state.shown or (state.frost and NAME[c] in FROST_KINDS)]
        rest = [c for c in hand if c not in set(fixed)]
        for name in state.known[s]:  # seen going in: any copy by the name
            if name not in [NAME[c] for c in fixed]:
                card = next((c for c in rest if NAME[c] == name), None)
                if card is not None:
                    rest.remove(card)
                    fixed.append(card)
        green_count = sum(1 for c in rest if IS_GREEN[c])
        slots[s] = (green_count, len(rest) - green_count, fixed)
        hidden += rest
    baskets = {s: [c for c in state.baskets[s] if c not in state.face_up] for s in others}
    for s in others:
        hidden += baskets[s]
    under = [len(pile) - min(len(pile), 5) for pile in state.piles]
    for pile, size in zip(state.piles, under):
        hidden += pile[:size]
    hidden += state.removed
    coming = [c for c in state.draw if c in events]
    hidden += [c for c in state.draw if c not in events]
    greens = [c for c in hidden if IS_GREEN[c]]
    blues = [c for c in hidden if not IS_GREEN[c]]
    rng.shuffle(greens)
    rng.shuffle(blues)
    if state.frost:  # every Orange and Pear in a hand is shown: none lies hidden there
        greens.sort(key=lambda c: NAME[c] in FROST_KINDS)
    for s in others:
        green, blue, fixed = slots[s]
        state.hands[s] = fixed + greens[:green] + blues[:blue]
        del greens[:green], blues[:blue]
    for s in others:
        size = len(baskets[s])
        face_up = [c for c in state.baskets[s] if c in state.face_up]
        dealt = greens[:size]
        del greens[:size]
        short = size - len(dealt)  # short of greens: blues make up the rest
        dealt += blues[:short]
        del blues[:short]
        state.baskets[s] = face_up + dealt
    rest = greens + blues
    rng.shuffle(rest)
    for pile, size in zip(state.piles, under):
        pile[:size] = rest[:size]
        del rest[:size]
    state.removed = rest[:len(state.removed)]
    del rest[:len(state.removed)]
    pool = coming + [c for c in state.box if c in events]
    rng.shuffle(pool)
    coming, unused = pool[:len(coming)], pool[len(coming):]
    state.box = [c for c in state.box if c not in events] + unused
    state.draw = draw_pile(rest, coming, len(coming), rng)
    state._result = state._sheet = state._decision = None
    state._star_menus, state._star_orders = {}, {}
    state._settle()  # the pending decision, from the dealt cards
