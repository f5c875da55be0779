"""What a Fabled Fruit seat could remember of the others' hands, from what it
saw: the fruits each was seen to take in, less those seen leaving. For a trial
of a remembering hard (hard_ceiling.py's `memory` variant); no level uses it.

Seen by everyone: an offer's whole hand (and what each took from it, and what
went back), juices paid, a Banana traded, discards, fruits revealed and kept.
Seen by the two players only: a fruit paid on arriving, the fruits handed back
in a trade or an exchange; to anyone else the giver's remembered fruits are
lost then (which ones left is not known). Draws add fruits nobody else sees.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from fruitui.games.fabled_fruit import CARD_KIND


def remembered(events: list[tuple[Any, ...]], seat: int, players: int) -> list[Counter[int]]:
    """Per seat, the fruit kinds `seat` knows are in that hand (its own: empty)."""
    known: list[Counter[int]] = [Counter() for _ in range(players)]
    offer: Counter[int] = Counter()
    revealed: list[int] = []

    def gone(s: int, kinds: Any) -> None:
        known[s] -= Counter(kinds)

    for event in events:
        tag = event[0]
        if tag == "pay":
            _, s, to, kind = event
            if seat in (s, to):
                gone(s, (kind,))
                known[to][kind] += 1
            else:
                known[s].clear()
        elif tag == "juice":
            gone(event[1], event[3])
        elif tag == "trade":
            _, s, to, kind = event
            gone(s, (kind,))
            known[to][kind] += 1
        elif tag == "handed":
            _, s, to, kinds = event
            if seat in (s, to):
                gone(s, kinds)
                known[to].update(kinds)
            else:
                known[s].clear()
        elif tag == "offer":
            _, s, shown = event
            known[s].clear()
            offer = Counter(shown)
        elif tag == "take":
            _, taker, _frm, kind = event
            offer[kind] -= 1
            known[taker][kind] += 1
        elif tag == "offer-end":
            known[event[1]] = +offer
            offer = Counter()
        elif tag == "discard":
            gone(event[1], event[2])
        elif tag == "reveal":
            revealed.append(event[2])
        elif tag == "bust":
            revealed = []
        elif tag == "take-all":
            known[event[1]].update(event[2])
            revealed = []
    known[seat].clear()
    return known


def redeal(world: Any, seat: int, known: list[Counter[int]], rng: random.Random) -> None:
    """Deal `world`'s hidden fruits again (the others' hands, the deck, the
    discard pile under its top), each hand holding its remembered fruits."""
    others = [s for s in range(len(world.names)) if s != seat]
    under = world.discard[:-1]
    pool = [c for s in others for kind in world.hands[s] for c in kind] + world.deck + under
    rng.shuffle(pool)
    sizes = {s: sum(map(len, world.hands[s])) for s in others}
    hands: dict[int, list[int]] = {s: [] for s in others}
    for s in others:
        for kind, count in known[s].items():
            for _ in range(count):
                at = next((i for i, c in enumerate(pool) if CARD_KIND[c] == kind), None)
                if at is not None and len(hands[s]) < sizes[s]:
                    hands[s].append(pool.pop(at))
    for s in others:
        while len(hands[s]) < sizes[s]:
            hands[s].append(pool.pop())
        hand: list[list[int]] = [[] for _ in world.hands[s]]
        for card in hands[s]:
            hand[CARD_KIND[card]].append(card)
        world.hands[s] = hand
    world.discard = pool[:len(under)] + world.discard[-1:]
    world.deck = pool[len(under):]
    world._decision = world._result = None
