"""Fruit cards moving (rulebook: drawing and handing fruit over): dealing,
drawing with the reshuffle, one fruit from hand to hand. Functions of the state.
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING

from fruitui.games.fabled_fruit.cards import CARD_KIND
from fruitui.games.fabled_fruit.choices import BITS

if TYPE_CHECKING:
    from fruitui.games.fabled_fruit.state import FabledFruitState


def deal(state: FabledFruitState, seat: int) -> int:
    """Top card of the deck into `seat`'s hand (setup only; play uses `draw`)."""
    card = state.deck.pop()
    state.chance_outcomes += 1
    state.hands[seat][CARD_KIND[card]].append(card)
    state.sizes[seat] += 1
    return card


def reshuffle(state: FabledFruitState) -> bool:
    """The discard pile shuffled into a new deck; False when it is empty."""
    if not state.discard:
        return False
    state.deck, state.discard = state.discard, state.deck
    state.rng.shuffle(state.deck)
    state.events.append(("reshuffle", len(state.deck)))
    return True


def draw(state: FabledFruitState, seat: int, count: int) -> None:
    """Draw up to `count` fruits, reshuffling the discard pile into a new
    deck when needed (fewer when deck and discard pile are both empty)."""
    deck, hand = state.deck, state.hands[seat]
    drawn: list[int] = []
    for _ in range(count):
        if not deck:
            if not reshuffle(state):
                break
            deck = state.deck
        card = deck.pop()
        kind = CARD_KIND[card]
        hand[kind].append(card)
        drawn.append(kind)
    state.sizes[seat] += len(drawn)
    state.chance_outcomes += len(drawn)
    state.events.append(("draw", seat, tuple(drawn), count))


def hand_over(state: FabledFruitState, giver: int, receiver: int, kind: int) -> None:
    """One fruit of `kind` from giver to receiver (never the locked card)."""
    ids = state.hands[giver][kind]
    card = ids.pop()
    if card == state.locked:
        card = ids.pop()
        ids.append(state.locked)
    state.hands[receiver][kind].append(card)
    state.sizes[giver] -= 1
    state.sizes[receiver] += 1


def give_mask(state: FabledFruitState, seat: int) -> int:
    """Kinds `seat` may hand over: all held, minus a locked banana held alone."""
    hand = state.hands[seat]
    mask = sum(compress(BITS, hand))
    locked = state.locked
    if locked >= 0:
        ids = hand[CARD_KIND[locked]]
        if len(ids) == 1 and ids[0] == locked:
            mask &= ~(1 << CARD_KIND[locked])
    return mask
