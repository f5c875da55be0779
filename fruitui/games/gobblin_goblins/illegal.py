"""Choices not offered: the offered one that means the same (a same-named
card in the same place), or the reason the choice is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice, Decision, IllegalChoice, freeze_choice
from fruitui.games.gobblin_goblins.cards import ACTION, CARD_COUNT, CARDS, DISTRACTION, KIND, NAME
from fruitui.games.gobblin_goblins.sets import is_set

if TYPE_CHECKING:
    from fruitui.games.gobblin_goblins.state import GobblinState

_CARD_TAGS = frozenset({"food", "action", "discard", "distract", "card", "play"})


def canonical(state: GobblinState, choice: Any, decision: Decision) -> Choice:
    """The offered choice that means the same (same name, same place), or raise."""
    choice = freeze_choice(choice)
    if choice in decision.choices:
        return choice
    if isinstance(choice, tuple) and choice:
        tag = choice[0]
        if tag in _CARD_TAGS and len(choice) == 2 and _is_card(choice[1]):
            place = place_of(state, choice[1])
            for offered in decision.choices:
                if (offered[0] == tag and len(offered) == 2  # type: ignore[index,arg-type]  # tuples
                        and NAME[offered[1]] == NAME[choice[1]]  # type: ignore[index]  # offered: tuples
                        and place_of(state, offered[1]) == place):  # type: ignore[index]  # offered: tuples
                    return offered
        if tag == "gobble" and all(_is_card(c) for c in choice[1:]):
            names = sorted(NAME[c] for c in choice[1:])
            seat = decision.seat
            if (set(choice[1:]) <= set(state.plates[seat])
                    and is_set(choice[1:], state.rainbow[seat])):
                for offered in decision.choices:
                    if offered[0] == "gobble" and sorted(  # type: ignore[index]  # offered: tuples
                            NAME[c] for c in offered[1:]) == names:  # type: ignore[index]  # offered: tuples
                        return offered
    raise IllegalChoice(why_illegal(state, choice, decision))


def place_of(state: GobblinState, card: int) -> tuple[str, int]:
    for seat in range(state.n):
        if card in state.hands[seat]:
            return ("hand", seat)
        if card in state.plates[seat]:
            return ("plate", seat)
    if card in state.limbo:
        return ("drawn", -1)
    return ("elsewhere", -1)


def why_illegal(state: GobblinState, choice: Any, decision: Decision) -> str:
    who = state.names[decision.seat]
    step = state.stack[-1]
    if isinstance(choice, tuple) and len(choice) == 2 and step[0] == "target":
        hippy = None
        if choice[0] == "card" and _is_card(choice[1]):
            place, owner = place_of(state, choice[1])
            if place == "plate":
                hippy = owner
            elif place == "hand" and owner == decision.seat:
                # Only about the chooser's own hand: a card in someone else's
                # hand gets the same reply as one in the draw pile.
                return "No snatching: a Distraction or Action can never take food from a hand."
        elif choice[0] == "to" and type(choice[1]) is int and 0 <= choice[1] < state.n:
            hippy = choice[1]
        if (hippy is not None and hippy != decision.seat and state.ability[hippy] == "hippy"
                and KIND[step[3]] == DISTRACTION):
            return (f"{state.names[hippy]} is a Hippy: other goblins' Distractions cannot "
                    f"touch their plate. {who} keeps the card in hand; choose another target.")
    if isinstance(choice, tuple) and len(choice) == 2 and _is_card(choice[1]):
        tag, card = choice
        if tag in ("food", "action", "distract") and card not in state.hands[decision.seat]:
            return f"{who} does not hold {CARDS[card].name}."
        if tag == "action" and KIND[card] == ACTION:
            return f"{CARDS[card].name} cannot be used now: nothing it could act on."
        if tag == "discard":
            return ("An Action may only be discarded unused when you have no Food "
                    "to play.")
    return f"{choice!r} is not a legal choice now. {decision.prompt}."


def _is_card(value: Any) -> bool:
    return type(value) is int and 0 <= value < CARD_COUNT

