"""How the table history reads for one seat.

Events are small tuples recorded by the state; they are worded only when a
view asks, so headless simulations never pay for text. Events in PRIVATE
carry a card only their first seat may know; everyone else reads a version
without it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fruitui.games.wording import count_of, exclaim, listed
from fruitui.games.gobblin_goblins.cards import CARDS, Goblin

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
