"""A turn (rulebook: "Playing"): play a Food, an Action or a power, discard,
pass the turn on, and the end-of-turn draw (with the Geeky and Worker).
Plain functions of a `GobblinState`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.actions import (action_usable_by, distraction_choices,
                                                   land_played, play_card, play_distraction,
                                                   start_action)
from fruitui.games.gobblin_goblins.cards import BISCUIT, DISTRACTION, EFFECT, KIND, NAME_ID
from fruitui.games.gobblin_goblins.constants import (_ACTION, _DISCARD, _DRAW_PLAY, _FOOD, _GROT,
                                                     _TURN, _WORKER, FROM_DISCARD, FROM_PILE,
                                                     GROT_MIN, WORKER_DRAWS, WORKER_MIN_PILE,
                                                     Offered, Step, _lowest_by_name)
from fruitui.games.gobblin_goblins.gobbling import (discard_open_to, draw, end_game, from_hand,
                                                    to_discard, to_hand)
from fruitui.games.gobblin_goblins.wording import label, labels

if TYPE_CHECKING:
    from fruitui.games.gobblin_goblins.state import GobblinState

_new = tuple.__new__  # builds a named tuple in C (its own __new__ is Python)


# ("turn",)
def step_turn(state: GobblinState, step: Step) -> Decision | None:
    seat = state.to_move
    foods: list[Choice] = []
    actions: list[Choice] = []
    unusable: list[Choice] = []
    has_action = False
    last = -1
    for card in state.hands[seat]:  # sorted: same-named cards sit side by side
        name = NAME_ID[card]
        if name == last:
            continue
        last = name
        kind = KIND[card]
        if kind == DISTRACTION:
            continue
        if kind <= BISCUIT:
            foods.append(_FOOD[card])
        else:
            has_action = True
            if action_usable_by(state, seat, EFFECT[card]):
                actions.append(_ACTION[card])
            else:
                unusable.append(_DISCARD[card])
    pile = state.pile
    ability = state.ability[seat]
    grot = ability == "grot" and len(state.plates[seat]) >= GROT_MIN
    if not pile and not has_action and not foods and not grot:
        end_game(state, seat)
        return None
    no_food = not foods
    choices = foods  # the same list: extended below
    if actions:
        choices += actions
    if unusable and no_food:
        choices += unusable  # no Food: an Action that cannot be done is discarded
    if no_food and not has_action and pile:
        choices.append(_DRAW_PLAY)
    if ability == "worker" and len(pile) >= WORKER_MIN_PILE:
        choices.append(_WORKER)
    elif grot:
        choices.append(_GROT)
    if state.held[seat]:
        choices += distraction_choices(state, seat)
    # tuple.__new__ builds the named tuple in C (its own __new__ is Python): every turn.
    return _new(Decision, (seat, "turn", state._turn_prompts[seat], tuple(choices), state.turn))


def apply_turn(state: GobblinState, step: Step, seat: int, choice: Offered) -> None:
    tag = choice[0]
    stack = state.stack
    stack.pop()
    if tag == "food":  # the most common play by far
        card = choice[1]
        state.hands[seat].remove(card)  # food: the Distraction count stays
        if card in state.shown[seat]:  # played face up: no longer a shown card in hand
            state.shown[seat].remove(card)
        state.reveal_count += 1  # read out: it stays played
        state.events.append(("play", seat, card))
        stack.append(("draw", seat))
        land_played(state, seat, card)
    elif tag == "distract":
        stack.append(_TURN)  # the turn goes on once the Distraction is done
        play_distraction(state, seat, choice[1])
    elif tag == "action":
        card = choice[1]
        from_hand(state, seat, card)
        state.events.append(("action", seat, card))
        stack.append(("draw", seat))
        start_action(state, seat, card)
    elif tag == "discard":
        card = choice[1]
        from_hand(state, seat, card)
        to_discard(state, card, seat)
        state.events.append(("dead", seat, card))
        stack.append(("draw", seat))
    elif tag == "draw-play":
        card = state.pile.pop()
        state.chance_outcomes += 1
        state.reveal_count += 1
        state.events.append(("draw-play", seat, card))
        stack.append(("next",))  # the drawn card was the turn's draw
        play_card(state, seat, card)
    elif tag == "worker":
        drawn = tuple(state.pile.pop() for _ in range(WORKER_DRAWS))
        state.chance_outcomes += len(drawn)
        state.limbo.extend(drawn)
        state.reveal_count += 1
        state.events.append(("worker-draw", seat, *drawn))
        stack.append(("worker", seat, drawn))
    elif tag == "grot":
        plate = state.plates[seat]
        eaten = tuple(plate)
        state.gobbled[seat].extend(eaten)
        plate.clear()
        state.events.append(("grot", seat, eaten))
        stack.append(("next",))


# ("next",)
def step_next(state: GobblinState, step: Step) -> Decision | None:
    state.stack[-1] = _TURN
    state.to_move = (state.to_move + 1) % state.n
    state.turn += 1
    return step_turn(state, _TURN)


# ("draw", seat): the end-of-turn draw
def step_draw(state: GobblinState, step: Step) -> Decision | None:
    seat = step[1]
    if state.pile and state.ability[seat] == "geeky" and discard_open_to(state, seat):
        top = label(state.discard[-1])
        return Decision(seat, "draw",
                        f"{state.names[seat]} (Geeky): draw from the pile or take {top}?",
                        (FROM_PILE, FROM_DISCARD), state.turn)
    if state.pile:
        draw(state, seat)
    return step_next(state, step)


def apply_draw(state: GobblinState, step: Step, seat: int, choice: Offered) -> None:
    if choice == FROM_DISCARD:
        card = state.discard.pop()
        state.discard_by.pop()
        to_hand(state, seat, card, shown=True)
        state.events.append(("draw-discard", seat, card))
    else:
        draw(state, seat)
    state.stack[-1] = ("next",)


# ("worker", seat, drawn)
def step_worker(state: GobblinState, step: Step) -> Decision:
    _, seat, drawn = step
    choices = tuple(dict.fromkeys(("play", c) for c in _lowest_by_name(drawn)))
    return Decision(seat, "worker",
                    f"{state.names[seat]} (Worker): play one of {labels(drawn)}; "
                    "the other goes under the draw pile", choices, state.turn)


def apply_worker(state: GobblinState, step: Step, seat: int, choice: Offered) -> None:
    _, _, drawn = step
    card = choice[1]
    other = drawn[1] if drawn[0] == card else drawn[0]
    for c in drawn:
        state.limbo.remove(c)
    state.pile.insert(0, other)
    state.under_by.insert(0, seat)  # only this Worker knows the card now at the bottom
    state.events.append(("worker-play", seat, card, other))
    state.stack[-1] = ("next",)  # the Worker draws nothing more this turn
    play_card(state, seat, card)
