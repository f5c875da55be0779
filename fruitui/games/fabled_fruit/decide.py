"""The decision each phase waits for (rulebook: "A turn"): who decides, the
prompt and the legal choices. One builder per phase, found by phase in
`BUILD_BY_PHASE`. Functions of the state.

`MAKE_DECISION(Decision, fields)` is `Decision(*fields)` without the cost of
the NamedTuple's own `__new__`: a decision is built for nearly every choice.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice, Decision
from fruitui.games.fabled_fruit.cards import FRUITS
from fruitui.games.fabled_fruit.choices import (ACT, BITS, DISCARD_BY_MASK, GIVE_BY_MASK,
                                                MAKE_DECISION, MOVE_CHOICES, OFF, PAY_BY_MASK,
                                                REVEAL, TAKE_ALL, TAKE_BY_MASK, JUICE_CHOICES,
                                                wildcard_options)
from fruitui.games.fabled_fruit.hands import give_mask
from fruitui.games.fabled_fruit.locations import exchange_size, here
from fruitui.games.fabled_fruit.phases import (CHOOSE, DISCARD, EXCHANGE_BACK, EXCHANGE_GIVE,
                                               EXCHANGE_WITH, MOVE, OFFER, PAY, PUSH, TRADE_BACK)
from fruitui.games.fabled_fruit.wording import word_prompt

if TYPE_CHECKING:
    from fruitui.games.fabled_fruit.state import FabledFruitState


def prompt(state: FabledFruitState, key: tuple[Any, ...]) -> str:
    """Prompts repeat all game long: each is worded once (callers try
    `state._prompts.get(key)` first, which is cheaper than this call)."""
    text = state._prompts.get(key)
    if text is None:
        text = state._prompts[key] = word_prompt(state.names, key)
    return text


def decide_move(state: FabledFruitState) -> Decision:
    mover = state.mover
    at = state.pawns[mover]
    choices = MOVE_CHOICES[state._on_table][OFF if at is None else at]
    text = state._fixed_prompts[MOVE][mover]
    return MAKE_DECISION(Decision, (mover, MOVE, text, choices, state.turn))


def decide_pay(state: FabledFruitState) -> Decision:
    mover, owed = state.mover, state.owed
    mask = sum(compress(BITS, state.hands[mover]))
    if state.sizes[mover] < len(owed):  # short: the mover picks who gets one
        choices = tuple(c for v in owed for c in PAY_BY_MASK[v][mask])
        key = (PAY, mover, -1, 0)
    else:
        choices = PAY_BY_MASK[owed[0]][mask]
        key = (PAY, mover, owed[0], 0)
    text = state._prompts.get(key) or prompt(state, key)
    return MAKE_DECISION(Decision, (mover, PAY, text, choices, state.turn))


def decide_choose(state: FabledFruitState) -> Decision:
    mover = state.mover
    text = state._fixed_prompts[CHOOSE][mover]
    return MAKE_DECISION(Decision, (mover, CHOOSE, text, choose_choices(state), state.turn))


def decide_partner_gives(state: FabledFruitState) -> Decision:
    partner, phase = state.partner, state.phase
    key = (phase, partner, state.mover, state.left)
    text = state._prompts.get(key) or prompt(state, key)
    choices = GIVE_BY_MASK[give_mask(state, partner)]
    return MAKE_DECISION(Decision, (partner, phase, text, choices, state.turn))


def decide_exchange_back(state: FabledFruitState) -> Decision:
    mover = state.mover
    key = (EXCHANGE_BACK, mover, state.partner, state.left)
    text = state._prompts.get(key) or prompt(state, key)
    choices = GIVE_BY_MASK[sum(compress(BITS, state.hands[mover]))]
    return MAKE_DECISION(Decision, (mover, EXCHANGE_BACK, text, choices, state.turn))


def decide_exchange_with(state: FabledFruitState) -> Decision:
    mover, size, sizes = state.mover, exchange_size(state), state.sizes
    choices = tuple(("with", s) for s in state._after[mover] if sizes[s] >= size)
    text = state._fixed_prompts[EXCHANGE_WITH][mover]
    return MAKE_DECISION(Decision, (mover, EXCHANGE_WITH, text, choices, state.turn))


def decide_offer(state: FabledFruitState) -> Decision:
    taker = state.takers[0]
    key = (OFFER, taker, state.mover, 0)
    text = state._prompts.get(key) or prompt(state, key)
    choices = TAKE_BY_MASK[sum(compress(BITS, state.offer))]
    return MAKE_DECISION(Decision, (taker, OFFER, text, choices, state.turn))


def decide_discard(state: FabledFruitState) -> Decision:
    mover = state.mover
    hand = state.hands[mover]
    if state.marked:  # kinds with fruits not yet marked
        mask = sum(compress(BITS, map(int.__gt__, map(len, hand), state.marks)))
    else:
        mask = sum(compress(BITS, hand))
    text = state._fixed_prompts[DISCARD][mover]
    return MAKE_DECISION(Decision, (mover, DISCARD, text, DISCARD_BY_MASK[mask], state.turn))


def decide_push(state: FabledFruitState) -> Decision:
    mover = state.mover
    choices = (TAKE_ALL, REVEAL) if (state.deck or state.discard) else (TAKE_ALL,)
    text = state._fixed_prompts[PUSH][mover]
    return MAKE_DECISION(Decision, (mover, PUSH, text, choices, state.turn))


BUILD_BY_PHASE: dict[str, Callable[[FabledFruitState], Decision]] = {
    MOVE: decide_move,
    PAY: decide_pay,
    CHOOSE: decide_choose,
    TRADE_BACK: decide_partner_gives,
    EXCHANGE_WITH: decide_exchange_with,
    EXCHANGE_GIVE: decide_partner_gives,
    EXCHANGE_BACK: decide_exchange_back,
    OFFER: decide_offer,
    DISCARD: decide_discard,
    PUSH: decide_push,
}


def choose_choices(state: FabledFruitState) -> tuple[Choice, ...]:
    """Use the location (for #2, with whom), or each way to pay its juice."""
    mover = state.mover
    loc = here(state)
    hand = state.hands[mover]
    base: tuple[Choice, ...] = (ACT,)
    if loc.trade_kind >= 0 and hand[loc.trade_kind]:
        base = state._trade_choices[mover]
    if state.sizes[mover] < loc.price_total:  # the common case: no juice possible
        return base
    # Holding price_total fruits covers the "any" part once each kind is met.
    for kind, need in loc.needs:
        if len(hand[kind]) < need:
            return base
    cap = loc.price_any
    key = (loc.index, *(min(len(ids) - need, cap) for ids, need in zip(hand, loc.price)))
    juices = JUICE_CHOICES.get(key)
    if juices is None:
        counts = [len(ids) for ids in hand]
        juices = JUICE_CHOICES[key] = tuple(
            ("juice", *(FRUITS[k] for k in combo)) for combo in wildcard_options(counts, loc))
    return base + juices
