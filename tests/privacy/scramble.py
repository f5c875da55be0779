"""Second positions that differ from a real one only in what one seat cannot see.

`scramble(state, seat, rng)` copies a game state and reshuffles the hidden
cards of every *other* seat consistently with `seat`'s view: the same sizes,
the same card backs, the same public cards. With `pile=True` the draw pile
joins the reshuffle (for refusals: what comes of a draw is public news, so
the next question may then differ, and is not compared). Anything the game then shows to
`seat` (the next decision's seat and kind, its prompt if it is theirs, the
refusal of an illegal choice) must be the same in both positions.
"""

from __future__ import annotations

import copy
from collections import Counter
import random
from typing import Any

from fruitui.games.fabled_fruit import CARD_KIND
from fruitui.games.gobblin_goblins.cards import DISTRACTION
from fruitui.games.gobblin_goblins.cards import KIND as GOBLIN_KIND
from fruitui.games.grunlings.cards import IS_VISITOR, NAME
from fruitui.games.grunlings.constants import FROST_KINDS


def _deal_back(pool: list[Any], sizes: list[int], rng: random.Random) -> list[list[Any]]:
    rng.shuffle(pool)
    out, at = [], 0
    for size in sizes:
        out.append(pool[at:at + size])
        at += size
    return out


def scramble_fruit_spy(state: Any, seat: int, rng: random.Random, pile: bool = False) -> Any:
    twin = copy.deepcopy(state)
    for other in range(len(twin.names)):
        if other == seat:
            continue
        face_down = [c for house in twin.houses for c in house
                     if c.owner == other and not c.face_up]
        values = list(twin.hands[other]) + [c.value for c in face_down]
        rng.shuffle(values)
        hand_size = len(twin.hands[other])
        twin.hands[other][:] = sorted(values[:hand_size])
        for card, value in zip(face_down, values[hand_size:]):
            card.value = value
    if hasattr(twin, "_logs"):
        twin._logs = copy.deepcopy(state._logs)
    return twin


def scramble_grunlings(state: Any, seat: int, rng: random.Random, pile: bool = False) -> Any:
    if state.revealed:
        return None  # every hand is on the table for scoring: nothing is hidden
    twin = copy.deepcopy(state)
    others = [s for s in range(twin.n) if s != seat]
    seen = set(twin.shown) | set(twin.face_up)
    frost = twin.frost
    promised = Counter()  # a Dodgy Dealer waiting on a block has already picked the card it gives
    for task in twin.stack:
        if task[0] == "block" and task[2] == "Dodgy Dealer" and task[5]:
            promised[task[3], task[5]] += 1
        if task[0] == "gecko_pick" and task[1] == seat:  # the Gecko's player sees that hand
            seen.update(twin.hands[task[2]])
    for s in others:  # cards everyone saw go into a hand stay there (one copy per name known)
        want = Counter(twin.known[s]) + Counter({k: n for (t, k), n in promised.items() if t == s})
        for c in twin.hands[s]:
            if want[NAME[c]] > 0:
                want[NAME[c]] -= 1
                seen.add(c)

    def hidden(card: int) -> bool:
        return card not in seen and not (frost and NAME[card] in FROST_KINDS)

    # Hands: card backs show Visitor (blue) or not, so each colour is shuffled apart.
    for blue in (True, False):
        slots = [(s, i) for s in others for i, c in enumerate(twin.hands[s])
                 if hidden(c) and IS_VISITOR[c] == blue]
        cards = [twin.hands[s][i] for s, i in slots]
        rng.shuffle(cards)
        for (s, i), c in zip(slots, cards):
            twin.hands[s][i] = c
    slots = [(s, i) for s in others for i, c in enumerate(twin.baskets[s]) if hidden(c)]
    cards = [twin.baskets[s][i] for s, i in slots]
    rng.shuffle(cards)
    for (s, i), c in zip(slots, cards):
        twin.baskets[s][i] = c
    twin._log_cache = {}
    return twin


def scramble_gobblin(state: Any, seat: int, rng: random.Random, pile: bool = False) -> Any:
    twin = state._trial_copy()
    others = [s for s in range(twin.n) if s != seat]
    # Other hands (and the draw pile) are one pool of unseen cards; sizes are public.
    drawn = list(twin.pile) if pile else []
    pool = drawn + [c for s in others for c in twin.hands[s]]
    hands = _deal_back(pool, [len(twin.hands[s]) for s in others] + [len(drawn)], rng)
    for s, hand in zip(others, hands):
        twin.hands[s] = sorted(hand)
        twin.held[s] = sum(1 for c in hand if GOBLIN_KIND[c] == DISTRACTION)
    if pile:
        twin.pile = hands[-1]
    return twin


def scramble_fabled(state: Any, seat: int, rng: random.Random, pile: bool = False) -> Any:
    if state.locked != -1:
        return None  # a card just handed over is known to two seats: leave it be
    twin = copy.deepcopy(state)
    others = [s for s in range(len(twin.names)) if s != seat]
    held = [[c for kind in twin.hands[s] for c in kind] for s in others]
    deck = list(twin.deck) if pile else []
    pool = deck + [c for hand in held for c in hand]
    dealt = _deal_back(pool, [len(h) for h in held] + [len(deck)], rng)
    for s, hand in zip(others, dealt):
        twin.hands[s] = [[] for _ in twin.hands[s]]
        for card in hand:
            twin.hands[s][CARD_KIND[card]].append(card)
    if pile:
        twin.deck = dealt[-1]
    return twin


SCRAMBLERS = {
    "fruit-spy": scramble_fruit_spy,
    "grunlings": scramble_grunlings,
    "gobblin-goblins": scramble_gobblin,
    "fabled-fruit": scramble_fabled,
}
