"""Worlds for the decisions fruitui's determinizers do not deal.

A determinizer builds a whole state from one seat's view, but only where its
game's search plays (the start of a turn, say); inside an action, an Event or
another seat's window it refuses. There a world is dealt from a copy of the
true state instead: its pending steps kept, and only the cards the seat cannot
see dealt anew to the same hidden places, by their sizes and by what the view
shows of them (a hand's colours, say). Every function here mutates the copy it
is given; the caller checks that the seat's view is unchanged, so a world that
shows the seat anything new is never used.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any


def _fabled_fruit(state: Any, seat: int, rng: random.Random, deal_hands: bool) -> None:
    """The others' hands, the Draw Pile and the discards under the top card."""
    from fruitui.games.fabled_fruit import CARD_KIND

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


def _gobblin_goblins(state: Any, seat: int, rng: random.Random, deal_hands: bool) -> None:
    """The others' hands but for cards all saw them take, and the Draw Pile but for
    the cards this seat put under it; the Distraction windows' hints kept, as the
    determinizer keeps them (both piles of played cards are public)."""
    from fruitui.bots.gobblin_goblins.determinize import _deal_hinted as deal_hinted
    from fruitui.games.gobblin_goblins.cards import DISTRACTION, EFFECT, KIND
    from fruitui.games.gobblin_goblins.setup import ASK_HOLDERS

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


def _grunlings(state: Any, seat: int, rng: random.Random, deal_hands: bool) -> None:
    """The others' hands (by the colours their backs show) but for cards shown or
    seen going in, their Baskets but for face-up cards (green cards, as the
    determinizer deals them), the Discard Piles under their top five, the cards
    put out of the game, the Draw Pile and which Events are still to come, with
    the last Event among the bottom cards as the determinizer deals it. Cards
    set aside by an Event in progress (Fog, Tornado, Volcano) stay where they are."""
    from fruitui.bots.grunlings.determinize import FROST_KINDS, WINDOW
    from fruitui.games.grunlings.cards import EVENT_IDS, IS_GREEN, NAME

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
    if coming and len(rest) + len(coming) > WINDOW and len(rest) >= WINDOW - 1:
        bottom = rest[:WINDOW - 1] + coming[:1]  # the final Event among the last cards
        top = rest[WINDOW - 1:] + coming[1:]
        rng.shuffle(bottom)
        rng.shuffle(top)
        state.draw = bottom + top
    else:
        rest += coming
        rng.shuffle(rest)
        state.draw = rest
    state._result = state._sheet = state._decision = None
    state._star_menus, state._star_orders = {}, {}
    state._settle()  # the pending decision, from the dealt cards


# Each deals the world in place: (state, seat, rng, hands); `hands=False` leaves the
# others' hands as they are, for a decision whose choices show them (a Gecko's pick
# names the cards in the hand it picks from).
RESHUFFLES: dict[str, Callable[[Any, int, random.Random, bool], None]] = {
    "fabled-fruit": _fabled_fruit,
    "gobblin-goblins": _gobblin_goblins,
    "grunlings": _grunlings,
}
