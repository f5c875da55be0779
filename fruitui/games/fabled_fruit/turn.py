"""Applying a choice (rulebook: "A turn"): moving, paying the pawns already
there, then the location or a juice; the answers a location waits for are
in `locations`. Every phase's function is found by phase in `APPLY_BY_PHASE`.
Functions of the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from fruitui.games.fabled_fruit.cards import INDEX_OF_NUMBER, KIND_OF
from fruitui.games.fabled_fruit.choices import Picked
from fruitui.games.fabled_fruit.hands import hand_over
from fruitui.games.fabled_fruit.juice import make_juice
from fruitui.games.fabled_fruit.locations import (ACT_OF, here, apply_discard, apply_exchange_back,
                                                  apply_exchange_give, apply_exchange_with,
                                                  apply_offer, apply_push, apply_trade_back)
from fruitui.games.fabled_fruit.phases import (CHOOSE, DISCARD, EXCHANGE_BACK, EXCHANGE_GIVE,
                                               EXCHANGE_WITH, MOVE, OFFER, PAY, PUSH, TRADE_BACK)

if TYPE_CHECKING:
    from fruitui.games.fabled_fruit.state import FabledFruitState


def apply_move(state: FabledFruitState, choice: Picked) -> None:
    mover, pawns = state.mover, state.pawns
    at = INDEX_OF_NUMBER[choice[1]]
    state.events.append(("move", mover, at))
    if at in pawns:
        state.owed = [s for s in state._after[mover] if pawns[s] == at]
        pawns[mover] = at
        state.phase = PAY
        after_pay(state)
    else:  # the common case: nobody to pay
        pawns[mover] = at
        state.phase = CHOOSE


def after_pay(state: FabledFruitState) -> None:
    """On to the location once every visitor is paid, or the mover's hand is empty."""
    if not state.owed or not state.sizes[state.mover]:
        if state.owed:
            state.events.append(("cannot-pay", state.mover, tuple(state.owed)))
        state.owed = []
        state.phase = CHOOSE


def apply_pay(state: FabledFruitState, choice: Picked) -> None:
    _, visitor, fruit = choice
    kind = KIND_OF[fruit]
    hand_over(state, state.mover, visitor, kind)
    state.owed.remove(visitor)
    state.events.append(("pay", state.mover, visitor, kind))
    after_pay(state)


def apply_choose(state: FabledFruitState, choice: Picked) -> None:
    loc = here(state)
    if choice[0] == "juice":
        make_juice(state, loc, choice[1:])
    else:
        ACT_OF[loc.index](state, loc, choice)


APPLY_BY_PHASE: dict[str, Callable[[FabledFruitState, Picked], None]] = {
    MOVE: apply_move,
    PAY: apply_pay,
    CHOOSE: apply_choose,
    TRADE_BACK: apply_trade_back,
    EXCHANGE_WITH: apply_exchange_with,
    EXCHANGE_GIVE: apply_exchange_give,
    EXCHANGE_BACK: apply_exchange_back,
    OFFER: apply_offer,
    DISCARD: apply_discard,
    PUSH: apply_push,
}
