"""Action and Distraction cards (rulebook: "Action cards", "Distraction
cards"): announcing a card, the Distraction window, picking targets, Food
Fight, Eat Your Greens and Seconds. Plain functions of a `GobblinState`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.cards import (ACTION, ALLERGY, BISCUIT, DISTRACTION, EFFECT,
                                                 HATES, KIND, NAME)
from fruitui.games.gobblin_goblins.constants import (_DISTRACT, EAT, EXPLOSIVE, FIRST_STAGE, IGNORE,
                                                     PASS, SECONDS_DRAWS, STAGE_PROMPTS, Offered,
                                                     Step, _lowest_by_name, _plate_choices)
from fruitui.games.gobblin_goblins.gobbling import (draw, from_hand, move, plate_of, to_discard,
                                                    to_hand)
from fruitui.games.gobblin_goblins.sets import has_set
from fruitui.games.gobblin_goblins.setup import ASK_EVERYONE, OWN_TURN

if TYPE_CHECKING:
    from fruitui.games.gobblin_goblins.state import GobblinState

_new = tuple.__new__  # builds a named tuple in C (its own __new__ is Python)


# ("window", player, pos): each seat in turn may play a Distraction
def step_window(state: GobblinState, step: Step) -> Decision | None:
    _, player, pos = step
    setting = state.setting
    held = state.held
    if setting == ASK_EVERYONE or setting == OWN_TURN:
        # Everyone asked, holding a usable Distraction or not (own-turn: the
        # player to move alone): being asked tells nobody what is held.
        order = state.window_order[player] if setting == ASK_EVERYONE else (state.to_move,)
        if pos < len(order):
            seat = order[pos]
            state.stack[-1] = ("window", player, pos)
            choices = distraction_choices(state, seat) if held[seat] else ()
            return _new(Decision, (seat, "distraction", state._window_prompts[seat],
                                   (PASS, *choices), state.turn))
        state.stack.pop()
        return None
    return ask_holders(state, player, pos)


def ask_holders(state: GobblinState, player: int, pos: int) -> Decision | None:
    """The window asking only the holders: who is asked, and who is passed
    by, is seen by all, and each seat's hint records it."""
    # Which plates hold food, as bits: what each seat could use follows.
    food = 0
    for s, plate in enumerate(state.plates):
        if plate:
            food |= 1 << s
    hints, held = state.hints, state.held
    if not any(held):  # the most common window: everyone passed by at once
        after = state._all_passed.get(food)
        if after is None:
            after = state._all_passed[food] = tuple(
                row[food >> s & 1 | (2 if food & state._reach_bits[s] else 0)]
                for s, row in enumerate(state._passed_hints))
        if None in after:  # nothing learnt of some: their hints stay
            for s, hint in enumerate(after):
                if hint is not None:
                    hints[s] = hint
        else:
            hints[:] = after
        state.stack.pop()
        return None
    order = state.window_order[player]
    passed, reach = state._passed_hints, state._reach_bits
    while pos < len(order):
        seat = order[pos]
        key = food >> seat & 1 | (2 if food & reach[seat] else 0)
        if held[seat]:
            choices = distraction_choices(state, seat)
            if choices:  # it holds one of the kinds it could use
                hints[seat] = (True, state._usable_kinds[seat][key], 0)
                state.stack[-1] = ("window", player, pos)
                return _new(Decision, (seat, "distraction", state._window_prompts[seat],
                                       (PASS, *choices), state.turn))
        hint = passed[seat][key]
        if hint is not None:  # passed by with nothing usable: nothing learnt
            hints[seat] = hint
        pos += 1
    state.stack.pop()
    return None


def usable_table(state: GobblinState) -> None:
    """Per seat, the Distraction kinds it could use, indexed by whether its
    own plate holds food (1) and whether a plate it may reach does (2): the
    answers of `distraction_usable`, looked up once a window. Alike
    for every game with the same seating and deck, so built once for them."""
    key = (state.open_to, state.distraction_effects)
    found = _USABLE.get(key)
    if found is None:
        if len(_USABLE) > 256:  # many seatings in a long simulation: bounded
            _USABLE.clear()
        found = _USABLE[key] = _usable_for(*key)
    state._reach_bits, state._usable_kinds, state._passed_hints, state._all_passed = found


def apply_window(state: GobblinState, step: Step, seat: int, choice: Offered) -> None:
    _, player, pos = step
    if choice == PASS:
        state.stack[-1] = ("window", player, pos + 1)
        return
    state.stack.pop()  # a new window opens after this Distraction instead
    play_distraction(state, seat, choice[1])


# ("target", stage, actor, card, replace, data)
def step_target(state: GobblinState, step: Step) -> Decision | None:
    _, stage, actor, card, replace, data = step
    choices = target_choices(state, stage, actor, data)
    if not choices:  # a Distraction in its window took away all it could act on
        state.stack.pop()
        state.events.append(("fizzle", actor, card))
        finish_card(state, actor, card, replace)
        return None
    return _new(Decision, (actor, stage, f"{state.names[actor]}: {STAGE_PROMPTS[stage]}",
                           choices, state.turn))


def target_choices(state: GobblinState, stage: str, actor: int,
                   data: tuple[Any, ...]) -> tuple[Choice, ...]:
    plates = state.plates
    if stage == "greens":
        return tuple(("goblin", s) for s in range(state.n) if greens_foods(state, s))
    if stage in ("chunder", "explode"):
        return tuple(("goblin", s) for s in range(state.n) if state.gobbled[s])
    if stage in ("swap-give", "oops-give", "gulp"):
        return _plate_choices(plates[actor])
    if stage in ("pinch", "swap-take"):
        return tuple(c for s in state.from_seat[actor][1:] for c in _plate_choices(plates[s]))
    if stage in ("squirrel", "along-take"):
        return tuple(c for s in state.open_to[actor] for c in _plate_choices(plates[s]))
    if stage == "oops-to":
        return tuple(("to", s) for s in state.open_to[actor])
    if stage == "along-to":
        return tuple(("to", s) for s in state.open_to[actor] if s != data[0])
    raise AssertionError(stage)


def apply_target(state: GobblinState, step: Step, seat: int, choice: Offered) -> None:
    _, stage, actor, card, replace, data = step
    stack = state.stack
    stack.pop()
    value = choice[1]
    checks: tuple[int, ...] = ()
    if stage == "greens":
        if state.ability[value] == "snob" and value != actor:
            stack.append(("greens", value, actor, card))
            return
        eat_greens(state, value)
    elif stage == "pinch" or stage == "squirrel":
        move(state, actor, value, plate_of(state, value), actor)
        checks = (actor,)
    elif stage == "swap-give":
        stack.append(("target", "swap-take", actor, card, replace, (value,)))
        return
    elif stage == "swap-take":
        other = plate_of(state, value)
        given = data[0]
        mine, theirs = state.plates[actor], state.plates[other]
        mine.remove(given)
        theirs.remove(value)
        mine.append(value)
        theirs.append(given)
        state.events.append(("swap", actor, given, value, other))
        checks = (actor, other)
    elif stage == "chunder":
        back = state.gobbled[value].pop()
        state.plates[value].append(back)
        state.reveal_count += 1
        state.events.append(("chunder", value, back))
        checks = (value,)
    elif stage == "explode":
        pile = state.gobbled[value]
        lost = tuple(pile[-EXPLOSIVE:])
        del pile[-EXPLOSIVE:]
        for c in lost:
            to_discard(state, c, actor)
        state.reveal_count += 1
        state.events.append(("explode", value, lost))
    elif stage == "oops-give" or stage == "along-take":
        follow = "oops-to" if stage == "oops-give" else "along-to"
        source = actor if stage == "oops-give" else plate_of(state, value)
        stack.append(("target", follow, actor, card, replace, (source, value)))
        return
    elif stage == "oops-to" or stage == "along-to":
        source, food = data
        move(state, actor, food, source, value)
        checks = (value,)
    elif stage == "gulp":
        state.plates[actor].remove(value)
        state.gobbled[actor].append(value)
        state.events.append(("gulp", actor, value))
    finish_card(state, actor, card, replace)
    for seat in reversed(checks):
        push_check(state, seat)


# ("greens", target, actor, card): a Snob may ignore Eat Your Greens
def step_greens(state: GobblinState, step: Step) -> Decision:
    target = step[1]
    return Decision(target, "snob",
                    f"{state.names[target]} (Snob): eat your greens, or ignore the card?",
                    (IGNORE, EAT), state.turn)


def apply_greens(state: GobblinState, step: Step, seat: int, choice: Offered) -> None:
    _, target, actor, card = step
    state.stack.pop()
    if choice == EAT:
        eat_greens(state, target)
    else:
        state.events.append(("greens-ignored", target))
    finish_card(state, actor, card, False)


# ("fight", actor, card, pos, picks): each goblin picks the food it passes
def step_fight(state: GobblinState, step: Step) -> Decision | None:
    _, actor, card, pos, picks = step
    order = state.from_seat[actor]
    while pos < state.n:
        seat = order[pos]
        options = _plate_choices(state.plates[seat])
        if len(options) > 1:
            state.stack[-1] = ("fight", actor, card, pos, picks)
            return Decision(seat, "food-fight",
                            f"{state.names[seat]}: Food Fight! Choose a food to pass left",
                            options, state.turn)
        if options:
            picks = (*picks, (seat, options[0][1]))
        pos += 1
    state.stack.pop()
    resolve_fight(state, actor, card, picks)
    return None


def apply_fight(state: GobblinState, step: Step, seat: int, choice: Offered) -> None:
    _, actor, card, pos, picks = step
    state.stack[-1] = ("fight", actor, card, pos + 1, (*picks, (seat, choice[1])))


def resolve_fight(state: GobblinState, actor: int, card: int,
                  picks: tuple[tuple[int, int], ...]) -> None:
    for seat, food in picks:
        state.plates[seat].remove(food)
    for seat, food in picks:
        state.plates[(seat + 1) % state.n].append(food)
    state.events.append(("food-fight", picks))
    finish_card(state, actor, card, False)
    for seat, _ in reversed(picks):
        push_check(state, (seat + 1) % state.n)


# ("seconds", seat): one more Food after Seconds
def step_seconds(state: GobblinState, step: Step) -> Decision | None:
    seat = step[1]
    foods = tuple(("food", c) for c in _lowest_by_name(state.hands[seat]) if KIND[c] <= BISCUIT)
    if foods:
        return Decision(seat, "seconds", f"{state.names[seat]}: Seconds! Play one more Food",
                        foods, state.turn)
    state.events.append(("no-seconds", seat))
    state.stack.pop()
    return None


def apply_seconds(state: GobblinState, step: Step, seat: int, choice: Offered) -> None:
    card = choice[1]
    state.stack.pop()
    from_hand(state, seat, card)
    state.events.append(("play", seat, card))
    land_played(state, seat, card)


# -- playing cards ----------------------------------------------------------


def land_played(state: GobblinState, seat: int, card: int) -> None:
    """A Food played onto its player's plate: check it, then a window opens."""
    state.plates[seat].append(card)
    # Every setting opens it: own-turn asks the player whatever they hold.
    state.stack.append(("window", seat, 0))
    push_check(state, seat)


def push_check(state: GobblinState, seat: int) -> None:
    """Look for sets on a plate that just received food (skipped when none can be)."""
    plate = state.plates[seat]
    if len(plate) >= state.min_set[seat] and has_set(plate, state.rainbow[seat]):
        state.stack.append(("check", seat))


def play_card(state: GobblinState, seat: int, card: int) -> None:
    """Play a card that never reached the hand (Worker, or a hand of Distractions)."""
    kind = KIND[card]
    if kind <= BISCUIT:
        land_played(state, seat, card)
    elif kind == ACTION and action_usable_by(state, seat, EFFECT[card]):
        start_action(state, seat, card)
    elif kind == DISTRACTION and distraction_usable_by(state, seat, EFFECT[card]):
        # Played from the draw pile, it is still a played Distraction: the rulebook
        # replaces every one, so its player draws a card once it is done.
        announce(state, seat, card, True)
    else:
        to_discard(state, card, seat)
        state.events.append(("dead", seat, card))


def start_action(state: GobblinState, seat: int, card: int) -> None:
    if EFFECT[card] == "seconds":
        state.stack.append(("seconds", seat))
    announce(state, seat, card, False)


def play_distraction(state: GobblinState, seat: int, card: int) -> None:
    from_hand(state, seat, card)
    state.events.append(("distract", seat, card))
    announce(state, seat, card, True)


def announce(state: GobblinState, seat: int, card: int, replace: bool) -> None:
    """An Action or Distraction is read out: the Distraction window opens before
    it is done (so a Distraction may move the food it targets); then it is
    done all the same, or discarded if nothing is left for it to act on."""
    state.limbo.append(card)
    state.stack.append(("effect", seat, card, replace))
    state.stack.append(("window", seat, 0))


# ("effect", seat, card, replace): the announced card is done, after its window
def step_effect(state: GobblinState, step: Step) -> None:
    _, seat, card, replace = step
    state.stack.pop()
    begin_effect(state, seat, card, replace)


def begin_effect(state: GobblinState, seat: int, card: int, replace: bool) -> None:
    effect = EFFECT[card]
    if effect == "food-fight":
        state.stack.append(("fight", seat, card, 0, ()))
    elif effect == "seconds":
        drawn = tuple(state.pile.pop() for _ in range(min(SECONDS_DRAWS, len(state.pile))))
        state.chance_outcomes += len(drawn)
        for c in drawn:
            to_hand(state, seat, c)
        state.reveal_count += 1
        state.events.append(("seconds", seat, drawn))
        finish_card(state, seat, card, False)
    else:
        state.stack.append(("target", FIRST_STAGE[effect], seat, card, replace, ()))


def finish_card(state: GobblinState, seat: int, card: int, replace: bool) -> None:
    """The card is done: discard it; a Distraction from hand is replaced."""
    state.limbo.remove(card)
    to_discard(state, card, seat)
    if replace and state.pile:
        draw(state, seat)  # the top discard is this card, so even a Geeky draws


def action_usable_by(state: GobblinState, seat: int, effect: str) -> bool:
    plates = state.plates
    if effect == "pinch":
        return any(plates[:seat]) or any(plates[seat + 1:])
    if effect == "food-fight":
        return any(plates)
    if effect == "seconds":
        return len(state.pile) >= SECONDS_DRAWS
    if effect == "swapsies":
        return bool(plates[seat]) and (any(plates[:seat]) or any(plates[seat + 1:]))
    if effect == "chunder" or effect == "explosive-diarrhoea":
        return any(state.gobbled)
    if effect == "eat-your-greens":
        return any(greens_foods(state, s) for s in range(state.n) if plates[s])
    raise AssertionError(effect)


def distraction_usable_by(state: GobblinState, seat: int, effect: str) -> bool:
    reach = state.open_to[seat]
    some = effect in _REACHING and any(state.plates[s] for s in reach)
    return distraction_usable(effect, bool(state.plates[seat]), some, len(reach))


def distraction_choices(state: GobblinState, seat: int) -> list[Choice]:
    if not state.held[seat]:
        return []
    choices: list[Choice] = []
    seen: set[str] = set()
    for card in state.hands[seat]:
        if KIND[card] == DISTRACTION and NAME[card] not in seen:
            seen.add(NAME[card])
            if distraction_usable_by(state, seat, EFFECT[card]):
                choices.append(_DISTRACT[card])
    return choices


def greens_foods(state: GobblinState, seat: int) -> list[int]:
    taste = state.tastes[seat]
    return [c for c in state.plates[seat] if taste[c][0] in (HATES, ALLERGY)]


def eat_greens(state: GobblinState, seat: int) -> None:
    eaten = greens_foods(state, seat)
    plate = state.plates[seat]
    for c in eaten:
        plate.remove(c)
    state.gobbled[seat].extend(eaten)
    state.events.append(("greens", seat, tuple(eaten)))


_USABLE: dict[tuple[Any, ...], tuple[Any, ...]] = {}
_REACHING = frozenset(("look-a-squirrel", "pass-it-along"))  # need food on a plate in reach


def distraction_usable(effect: str, own: bool, some: bool, reach: int) -> bool:
    """Whether a Distraction has something to act on: `own`, food on its player's
    plate; `some`, food on a plate it may reach; `reach`, how many plates it may."""
    if effect == "quick-gulp":
        return own
    if effect == "look-a-squirrel":
        return some
    if effect == "oops-wrong-plate":
        return own and reach > 0
    if effect == "pass-it-along":
        return some and reach >= 2
    raise AssertionError(effect)


def _usable_for(open_to: tuple[tuple[int, ...], ...], effects: tuple[str, ...]) -> tuple[Any, ...]:
    """(reach bits, usable kinds, the hint a seat passed by leaves (None: nothing
    learnt), a cache by food bits of every seat passed by) for one seating."""
    reach_bits = tuple(sum(1 << s for s in reach) for reach in open_to)
    table = []
    for reach in open_to:
        row = []
        for key in range(4):
            own, some = bool(key & 1), bool(key & 2)
            row.append(tuple(e for e in effects if distraction_usable(e, own, some, len(reach))))
        table.append(tuple(row))
    passed = tuple(tuple((False, kinds, 0) if kinds else None for kinds in row) for row in table)
    all_passed: dict[int, tuple[Any, ...]] = {}
    return reach_bits, tuple(table), passed, all_passed
