"""The six first-game locations' actions (rulebook: "The locations",
#1 to #6), each found by its number in the comments, the answers they wait
for, and their dispatch table. Functions of the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from fruitui.games.fabled_fruit.cards import FRUITS, KINDS, KIND_OF, CARD_KIND, Location, LOCATIONS
from fruitui.games.fabled_fruit.choices import REVEAL, Picked
from fruitui.games.fabled_fruit.hands import draw, hand_over, reshuffle
from fruitui.games.fabled_fruit.juice import end_turn, fallback
from fruitui.games.fabled_fruit.phases import (TRADE_BACK, EXCHANGE_WITH, EXCHANGE_GIVE,
                                               EXCHANGE_BACK, OFFER, DISCARD, PUSH)

if TYPE_CHECKING:
    from fruitui.games.fabled_fruit.state import FabledFruitState


def here(state: FabledFruitState) -> Location:
    """The location the mover stands on (from paying on, the mover is on one)."""
    at = state.pawns[state.mover]
    assert at is not None, "the mover's pawn is off the board"
    return LOCATIONS[at]


# #1 and the like: draw some fruits.
def act_draw(state: FabledFruitState, loc: Location, choice: Picked) -> None:
    draw(state, state.mover, loc.params["draw"])
    end_turn(state)


# #2: a banana to another player, who hands back 2 other fruits.
def act_trade(state: FabledFruitState, loc: Location, choice: Picked) -> None:
    if len(choice) == 1:
        fallback(state, loc, f"no {loc.params['give']}")
        return
    mover, partner = state.mover, choice[1]
    kind = KIND_OF[loc.params["give"]]
    had = state.sizes[partner]
    state.locked = -1
    hand_over(state, mover, partner, kind)
    state.locked = state.hands[partner][kind][-1]
    state.partner = partner
    state.left = min(loc.params["get"], had)
    state.handed = []
    state.events.append(("trade", mover, partner, kind))
    if not state.left:
        state.events.append(("trade-empty", partner))
        state.locked = -1
        end_turn(state)
        return
    state.phase = TRADE_BACK


def hand_one(state: FabledFruitState, giver: int, taker: int, choice: Picked) -> bool:
    """Hand one chosen fruit over; True once the last one owed has gone."""
    kind = KIND_OF[choice[1]]
    hand_over(state, giver, taker, kind)
    state.handed.append(kind)
    state.left -= 1
    if state.left:
        return False
    state.events.append(("handed", giver, taker, tuple(state.handed)))
    return True


def apply_trade_back(state: FabledFruitState, choice: Picked) -> None:
    if hand_one(state, state.partner, state.mover, choice):
        state.locked = -1
        end_turn(state)


# #3: draw 1, then exchange 3 with a player holding at least 3.
def exchange_size(state: FabledFruitState) -> int:
    """How many fruits each side of the mover's #3 exchange hands over."""
    size: int = here(state).params["exchange"]
    return size


def act_exchange(state: FabledFruitState, loc: Location, choice: Picked) -> None:
    mover = state.mover
    draw(state, mover, loc.params["draw"])
    size = loc.params["exchange"]
    if not any(state.sizes[s] >= size for s in state._after[mover]):
        state.events.append(("no-exchange", mover, size))
        end_turn(state)
        return
    state.phase = EXCHANGE_WITH


def apply_exchange_with(state: FabledFruitState, choice: Picked) -> None:
    state.partner = choice[1]
    state.left = exchange_size(state)
    state.handed = []
    state.events.append(("exchange", state.mover, state.partner))
    state.phase = EXCHANGE_GIVE


def apply_exchange_give(state: FabledFruitState, choice: Picked) -> None:
    if hand_one(state, state.partner, state.mover, choice):
        state.left = exchange_size(state)
        state.handed = []
        state.phase = EXCHANGE_BACK


def apply_exchange_back(state: FabledFruitState, choice: Picked) -> None:
    if hand_one(state, state.mover, state.partner, choice):
        end_turn(state)


# #4: the whole hand face up; each other player may take one.
def act_offer(state: FabledFruitState, loc: Location, choice: Picked) -> None:
    mover = state.mover
    if not state.sizes[mover]:  # the location's own rule, not a signpost
        state.events.append(("fallback", mover, loc.index, "an empty hand",
                             loc.params["empty_draw"]))
        draw(state, mover, loc.params["empty_draw"])
        end_turn(state)
        return
    state.offer, state.hands[mover] = state.hands[mover], [[] for _ in KINDS]
    shown = tuple(k for k in KINDS for _ in state.offer[k])
    state.sizes[mover] = 0
    state.takers = list(state._after[mover])
    state.taken = 0
    state.events.append(("offer", mover, shown))
    state.phase = OFFER


def apply_offer(state: FabledFruitState, choice: Picked) -> None:
    taker = state.takers.pop(0)
    if choice[0] == "take":
        kind = KIND_OF[choice[1]]
        state.hands[taker][kind].append(state.offer[kind].pop())
        state.sizes[taker] += 1
        state.taken += 1
        state.events.append(("take", taker, state.mover, kind))
    else:
        state.events.append(("pass", taker))
    if state.takers and any(state.offer):
        return
    mover = state.mover
    back = sum(len(ids) for ids in state.offer)
    state.hands[mover], state.offer = state.offer, [[] for _ in KINDS]
    state.sizes[mover] = back
    state.events.append(("offer-end", mover, state.taken, back))
    if state.taken:
        draw(state, mover, here(state).params["draw_per_take"] * state.taken)
    end_turn(state)


# #5: discard any number, then draw back up to 3.
def act_refill(state: FabledFruitState, loc: Location, choice: Picked) -> None:
    state.marks = [0] * len(FRUITS)
    state.marked = 0
    state.phase = DISCARD


def apply_discard(state: FabledFruitState, choice: Picked) -> None:
    if choice[0] == "discard":
        state.marks[KIND_OF[choice[1]]] += 1
        state.marked += 1
        return
    mover = state.mover
    hand, marks = state.hands[mover], state.marks
    dropped = tuple(k for k in KINDS for _ in range(marks[k]))
    for k in dropped:
        state.discard.append(hand[k].pop())
    state.sizes[mover] -= len(dropped)
    state.events.append(("discard", mover, dropped))
    target = here(state).params["refill_to"]
    if state.sizes[mover] < target:
        draw(state, mover, target - state.sizes[mover])
    end_turn(state)


# #6: reveal one at a time; a kind twice throws them all away.
def act_unique(state: FabledFruitState, loc: Location, choice: Picked) -> None:
    state.revealed = []
    state.phase = PUSH
    reveal(state)


def reveal(state: FabledFruitState) -> None:
    if not state.deck and not reshuffle(state):
        state.events.append(("dry", state.mover))
        end_turn(state)
        return
    card = state.deck.pop()
    state.chance_outcomes += 1
    kind = CARD_KIND[card]
    bust = any(CARD_KIND[c] == kind for c in state.revealed)
    state.revealed.append(card)
    state.events.append(("reveal", state.mover, kind))
    if bust:
        state.events.append(("bust", state.mover, tuple(CARD_KIND[c] for c in state.revealed)))
        state.discard.extend(state.revealed)
        state.revealed = []
        end_turn(state)


def apply_push(state: FabledFruitState, choice: Picked) -> None:
    if choice is REVEAL or choice == REVEAL:
        reveal(state)
        return
    mover = state.mover
    hand = state.hands[mover]
    for card in state.revealed:
        hand[CARD_KIND[card]].append(card)
    state.sizes[mover] += len(state.revealed)
    state.events.append(("take-all", mover, tuple(CARD_KIND[c] for c in state.revealed)))
    state.revealed = []
    end_turn(state)


ACTIONS: dict[str, Callable[[FabledFruitState, Location, Picked], None]] = {
    "draw": act_draw,
    "trade": act_trade,
    "exchange": act_exchange,
    "offer": act_offer,
    "refill": act_refill,
    "unique": act_unique,
}
_missing = {loc.action for loc in LOCATIONS} - set(ACTIONS)
if _missing:
    raise ValueError(f"fabled_fruit.toml names unknown actions: {sorted(_missing)}")
ACT_OF = tuple(ACTIONS[loc.action] for loc in LOCATIONS)  # by location index
