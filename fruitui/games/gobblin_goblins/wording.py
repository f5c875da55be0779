"""What the table reads: the history for one seat, what each choice does,
and who the table waits for.

Events are small tuples recorded by the state; they are worded only when a
view asks, so headless simulations never pay for text. Events in PRIVATE
carry a card only their first seat may know; everyone else reads a version
without it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice
from fruitui.games.wording import count_of, exclaim, listed, signed_points
from fruitui.games.gobblin_goblins.actions import greens_foods
from fruitui.games.gobblin_goblins.cards import ALLERGY, CARDS, HATES, LOVES, NAME, Goblin
from fruitui.games.gobblin_goblins.constants import EXPLOSIVE, FROM_DISCARD, FROM_PILE, Step
from fruitui.games.gobblin_goblins.gobbling import plate_of

if TYPE_CHECKING:
    from fruitui.games.gobblin_goblins.state import GobblinState

LOG_LINES = 40  # how much history a view carries
Event = tuple[Any, ...]
PRIVATE = frozenset({"draw", "worker-draw", "worker-play", "seconds"})
# Events that are the seat's own choice, worded "You …" for that seat.
OWN_ACTS = frozenset({"play", "action", "distract", "draw-discard", "draw-play", "grot", "swap"})


def label(card: int) -> str:
    return CARDS[card].label


def labels(cards: Sequence[int]) -> str:
    return listed(label(c) for c in cards)


def introduction(name: str, goblin: Goblin) -> str:
    return (f"{name} is {goblin.name}, a {goblin.type} goblin: loves "
            f"{' and '.join(goblin.loves)}, hates {' and '.join(goblin.hates)}, "
            f"allergic to {goblin.allergy}. {goblin.ability_text}")


def event_line(event: Event, names: Sequence[str], goblins: Sequence[Goblin],
               seat: int | None) -> str:
    kind = event[0]
    who = names[event[1]] if len(event) > 1 and isinstance(event[1], int) else ""
    mine = kind in PRIVATE and event[1] == seat
    # The seat's own acts read "You play …" on its own screen (only its own
    # acts: a line about another's act reads the same for everyone).
    me = len(event) > 1 and event[1] == seat and kind in OWN_ACTS
    if kind == "intro":
        return introduction(who, goblins[event[1]])
    if kind == "play":
        if me:
            return f"You play {label(event[2])} onto your plate."
        return f"{who} plays {label(event[2])} onto their plate."
    if kind == "action":
        return f"{'You play' if me else who + ' plays'} the Action {CARDS[event[2]].name}."
    if kind == "fizzle":
        return (f"{who}'s {CARDS[event[2]].name} has nothing left to act on after the "
                "Distraction; it is played all the same and discarded.")
    if kind == "dead":
        return f"{who} cannot use {CARDS[event[2]].name} and discards it."
    if kind == "distract":
        return exclaim(f"{'You play' if me else who + ' plays'} the Distraction "
                       f"{CARDS[event[2]].name}")
    if kind == "draw":
        return f"You draw {label(event[2])}." if mine else f"{who} draws a card."
    if kind == "draw-discard":
        return (f"{'You (Geeky) take' if me else who + ' (Geeky) takes'} {label(event[2])} "
                "from the discard pile.")
    if kind == "draw-play":
        if me:
            return f"You hold no Food or Action, draw {label(event[2])} and play it at once."
        return f"{who} holds no Food or Action, draws {label(event[2])} and plays it at once."
    if kind == "worker-draw":
        if mine:
            return f"You (Worker) draw {label(event[2])} and {label(event[3])}."
        return f"{who} (Worker) draws two cards to choose from."
    if kind == "worker-play":
        if mine:
            return f"You play {label(event[2])} and tuck {label(event[3])} under the draw pile."
        return f"{who} plays {label(event[2])} and tucks the other card under the draw pile."
    if kind == "seconds":
        if mine:
            return f"You draw {labels(event[2])} (Seconds)."
        return f"{who} draws {count_of(len(event[2]), 'card')} (Seconds)."
    if kind == "no-seconds":
        return f"{who} has no Food left to play for Seconds."
    if kind == "gobble":
        return f"{who} gobbles {labels(event[2])}!"
    if kind == "grot":
        if me:
            return f"You (Grot) spend the turn gobbling your whole plate: {labels(event[2])}."
        return f"{who} (Grot) spends the turn gobbling the whole plate: {labels(event[2])}."
    if kind == "refuse":
        return f"{who} (Snob) turns up their nose and refuses to gobble."
    if kind == "move":
        _, actor, card, source, target = event
        return (f"{label(card)} moves from {names[source]}'s plate "
                f"to {names[target]}'s plate.")
    if kind == "swap":
        _, actor, given, taken, other = event
        return (f"{'You swap' if me else who + ' swaps'} {label(given)} for {label(taken)} "
                f"from {names[other]}'s plate.")
    if kind == "greens":
        return f"{who} must eat their greens and gobbles {labels(event[2])}."
    if kind == "greens-ignored":
        return f"{who} (Snob) ignores Eat Your Greens."
    if kind == "chunder":
        return f"{who} chunders: {label(event[2])} comes back up onto their plate."
    if kind == "explode":
        return f"{who} loses {labels(event[2])} to Explosive Diarrhoea: discarded."
    if kind == "food-fight":
        moves = "; ".join(f"{names[s]} passes {label(c)} to {names[(s + 1) % len(names)]}"
                          for s, c in event[1])
        return f"Food Fight! {moves or 'nobody had food to pass'}."
    if kind == "gulp":
        return f"{who} gulps down {label(event[2])} on its own."
    if kind == "leftovers":
        _, giver, receiver, cards = event
        return (f"Leftovers: {names[giver]}'s plate ({labels(cards)}) goes left "
                f"to {names[receiver]}, who gobbles it.")
    if kind == "hand-discarded":
        return f"{who} discards the cards left in hand: {labels(event[2])}."
    if kind == "end":
        return event[1]
    return " ".join(map(str, event))  # never expected: keep the log readable anyway


# -- what a choice does, who the table waits for, the log -------------------------


def describe(state: GobblinState, step: Step, seat: int, choice: Choice) -> str:
    if not isinstance(choice, tuple) or not choice:
        return repr(choice)
    tag = choice[0]
    value: Any = choice[1] if len(choice) > 1 else None  # a card id or a seat
    name = state.names
    if tag == "food":
        where = "your plate" if step[0] != "seconds" else "your plate (Seconds)"
        return f"Play {label(value)} onto {where}{taste_hint(state, seat, value)}"
    if tag == "action":
        return f"Play {NAME[value]}: {CARDS[value].text}"
    if tag == "discard":
        return f"Discard {NAME[value]}: it cannot be used now"
    if tag == "distract":
        return f"Play {NAME[value]} (Distraction): {CARDS[value].text}"
    if tag == "pass":
        return "Pass: play no Distraction"
    if tag == "draw-play":
        return "Draw the top card and play it at once (you hold no Food or Action)"
    if tag == "worker":
        return "Worker: draw two cards, play one, tuck the other under the pile"
    if tag == "grot":
        count = len(state.plates[seat])
        return f"Grot: spend your turn gobbling {count_of(count, 'card')} on your plate"
    if tag == "play":
        drawn = step[2]
        other = drawn[1] if drawn[0] == value else drawn[0]
        return f"Play {label(value)} and tuck {label(other)} under the draw pile"
    if tag == "gobble":
        cards = choice[1:]
        points = sum(state.tastes[seat][c][1] for c in cards)
        return f"Gobble {labels(cards)} ({signed_points(points)} for you)"
    if tag == "refuse":
        return "Refuse to gobble (Snob): leave the food on your plate"
    if tag == "eat":
        return "Eat them: gobble the food you hate or are allergic to"
    if tag == "ignore":
        return "Ignore Eat Your Greens (Snob)"
    if choice == FROM_PILE:
        return "Draw the top card of the draw pile"
    if choice == FROM_DISCARD:
        return f"Take {label(state.discard[-1])} from the discard pile (Geeky)"
    if tag == "goblin":
        return describe_goblin(state, step, value)
    if tag == "to":
        _, _, _, _, _, (source, food) = step
        return f"Put {label(food)} on {name[value]}'s plate"
    if tag == "card":
        return describe_card(state, step, seat, value)
    return repr(choice)


def describe_goblin(state: GobblinState, step: Step, target: int) -> str:
    stage = step[1]
    who = state.names[target]
    if stage == "greens":
        foods = labels(greens_foods(state, target))
        snob = " (a Snob may ignore it)" if state.ability[target] == "snob" else ""
        return f"{who} must eat {foods}{snob}"
    count = len(state.gobbled[target])
    if stage == "chunder":
        return f"{who} brings up the last of their {count_of(count, 'gobbled card')}"
    return f"{who} loses their last {min(EXPLOSIVE, count)} of {count_of(count, 'gobbled card')}"


def describe_card(state: GobblinState, step: Step, seat: int, card: int) -> str:
    stage = step[0] == "target" and step[1]
    if step[0] == "fight":
        return f"Pass {label(card)} to {state.names[(seat + 1) % state.n]}"
    owner = plate_of(state, card)
    whose = state.names[owner]
    if stage in ("pinch", "squirrel"):
        return f"Take {label(card)} from {whose}'s plate{taste_hint(state, seat, card)}"
    if stage == "swap-give":
        return f"Give away {label(card)}"
    if stage == "swap-take":
        return (f"Take {label(card)} from {whose}'s plate in exchange for "
                f"{label(step[5][0])}")
    if stage == "oops-give":
        return f"Move {label(card)} off your plate"
    if stage == "along-take":
        return f"Move {label(card)} off {whose}'s plate"
    if stage == "gulp":
        points = state.tastes[seat][card][1]
        return f"Gulp down {label(card)} ({signed_points(points)} for you)"
    return label(card)


def taste_hint(state: GobblinState, seat: int, card: int) -> str:
    row = state.tastes[seat][card][0]
    if row == LOVES:
        return " (you love it)"
    if row == HATES:
        return " (you hate it)"
    if row == ALLERGY:
        return f" (you are allergic to {CARDS[card].colour})"
    return ""


def waiting_for(state: GobblinState, step: Step | None) -> str:
    decision = state._decision
    if decision is None or step is None:
        return ""
    who = state.names[decision.seat]
    kind = step[0]
    if kind == "turn":
        return f"{who} to play a card"
    if kind == "window":
        if state.limbo:  # an Action or Distraction read out, not yet done
            return f"{who} may play a Distraction before {NAME[state.limbo[-1]]} is done"
        return f"{who} may play a Distraction"
    if kind == "check":
        return f"{who} is choosing a set to gobble"
    if kind == "target":
        return f"{who} is choosing what {NAME[step[3]]} acts on"
    if kind == "fight":
        return f"{who} is choosing a food to pass left (Food Fight)"
    if kind == "greens":
        return f"{who} (Snob) decides whether to ignore Eat Your Greens"
    if kind == "seconds":
        return f"{who} plays one more Food (Seconds)"
    if kind == "worker":
        return f"{who} (Worker) picks one of two drawn cards"
    if kind == "draw":
        return f"{who} (Geeky) chooses where to draw from"
    return f"{who} to decide"


def log_for(state: GobblinState, seat: int | None) -> tuple[str, ...]:
    lines = state._logs.setdefault(seat, [])
    events = state.events
    public = state._public_lines
    for index in range(len(lines), len(events)):
        event = events[index]
        # Worded for this seat alone: its hidden cards, and its own acts ("You play …").
        if (event[0] in PRIVATE or event[0] in OWN_ACTS) and event[1] == seat:
            lines.append(event_line(event, state.names, state.goblins, seat))
            continue
        line = public.get(index)
        if line is None:
            line = public[index] = event_line(event, state.names, state.goblins, None)
        lines.append(line)
    return tuple(lines[-LOG_LINES:])
