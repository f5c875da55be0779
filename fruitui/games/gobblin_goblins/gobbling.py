"""Gobbling and moving cards (rulebook: "Gobbling a set" and "End of the
game"): checking plates for sets, moving food between hands, plates and
piles, and ending the game. Plain functions of a `GobblinState`.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from typing import TYPE_CHECKING

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.cards import DISTRACTION, KIND
from fruitui.games.gobblin_goblins.constants import REFUSE, Offered, Step
from fruitui.games.gobblin_goblins.sets import has_set, set_options

if TYPE_CHECKING:
    from fruitui.games.gobblin_goblins.state import GobblinState


# ("check", seat): gobble sets as soon as they are on a plate
def step_check(state: GobblinState, step: Step) -> Decision | None:
    seat = step[1]
    plate = state.plates[seat]
    rainbow = state.rainbow[seat]
    if len(plate) < state.min_set[seat] or not has_set(plate, rainbow):
        state.stack.pop()
        return None
    options = set_options(plate, rainbow)
    snob = state.ability[seat] == "snob"
    if len(options) == 1 and not snob:
        gobble(state, seat, options[0])
        return None  # look again: another set may remain
    choices: list[Choice] = [("gobble", *cards) for cards in options]
    if snob:
        choices.append(REFUSE)
    prompt = (f"{state.names[seat]}: " +
              ("you may gobble a set, or refuse (Snob)" if snob else "choose a set to gobble"))
    return Decision(seat, "gobble", prompt, tuple(choices), state.turn)


def apply_check(state: GobblinState, step: Step, seat: int, choice: Offered) -> None:
    if choice == REFUSE:
        state.events.append(("refuse", seat))
        state.stack.pop()  # asked again only when another card lands
    else:
        gobble(state, seat, choice[1:])


# -- moving cards -------------------------------------------------------------

def draw(state: GobblinState, seat: int) -> None:
    card = state.pile.pop()
    state.chance_outcomes += 1
    to_hand(state, seat, card)
    state.reveal_count += 1
    state.events.append(("draw", seat, card))


def to_hand(state: GobblinState, seat: int, card: int, shown: bool = False) -> None:
    """A card into a hand (`shown`: face up, so everyone knows it is there)."""
    insort(state.hands[seat], card)
    if KIND[card] == DISTRACTION:
        state.held[seat] += 1
    if shown:
        state.shown[seat].append(card)
    hint = state.hints[seat]
    if hint is not None:  # one more card it may hold that the hint does not cover
        state.hints[seat] = (hint[0], hint[1], hint[2] + 1)


def from_hand(state: GobblinState, seat: int, card: int) -> None:
    """A card leaves a secret hand face up: read out, it stays played (no undo)."""
    state.hands[seat].remove(card)
    state.reveal_count += 1
    if card in state.shown[seat]:
        state.shown[seat].remove(card)
    if KIND[card] == DISTRACTION:
        state.held[seat] -= 1
        state.hints[seat] = None  # it may have been the one the hint was about


def to_discard(state: GobblinState, card: int, seat: int) -> None:
    state.discard.append(card)
    state.discard_by.append(seat)


def discard_open_to(state: GobblinState, seat: int) -> bool:
    """A Geeky may take the top discard unless it put that card there."""
    return bool(state.discard) and state.discard_by[-1] != seat


def move(state: GobblinState, actor: int, card: int, source: int, target: int) -> None:
    state.plates[source].remove(card)
    state.plates[target].append(card)
    state.events.append(("move", actor, card, source, target))


def gobble(state: GobblinState, seat: int, cards: Sequence[int]) -> None:
    plate = state.plates[seat]
    eaten = [c for c in plate if c in cards]  # in the order they landed
    state.gobbled[seat].extend(eaten)
    plate[:] = [c for c in plate if c not in cards]
    state.events.append(("gobble", seat, tuple(eaten)))


def plate_of(state: GobblinState, card: int) -> int:
    for seat, plate in enumerate(state.plates):
        if card in plate:
            return seat
    raise AssertionError(f"card {card} is on no plate")


def end_game(state: GobblinState, seat: int) -> None:
    """Nobody can go on: leftovers go left and are gobbled, hands are discarded."""
    state.stack.clear()
    state.end_reason = (f"The draw pile is empty and {state.names[seat]} has no Food "
                        "or Action card left to play.")
    state.events.append(("end", state.end_reason))
    passed = [tuple(p) for p in state.plates]
    for plate in state.plates:
        plate.clear()
    for giver, cards in enumerate(passed):
        receiver = (giver + 1) % state.n
        state.gobbled[receiver].extend(cards)
        if cards:
            state.events.append(("leftovers", giver, receiver, cards))
    for s, hand in enumerate(state.hands):
        if hand:
            state.events.append(("hand-discarded", s, tuple(sorted(hand))))
        for card in sorted(hand):
            to_discard(state, card, s)
        hand.clear()
        state.held[s] = 0
        state.shown[s].clear()
        state.hints[s] = None
    state.over = True
