"""What the table reads: labels for choices, who is waiting, the log, and
why a choice is refused. A mixin of `GobblinState`, kept apart so the state
module holds only the rules.
"""

from __future__ import annotations

from typing import Any

from fruitui.games.base import Choice, Decision, IllegalChoice, freeze_choice
from fruitui.games.wording import count_of, signed_points
from fruitui.games.gobblin_goblins.cards import (
    ACTION,
    ALLERGY,
    CARD_COUNT,
    CARDS,
    DISTRACTION,
    HATES,
    KIND,
    LOVES,
    NAME,
    TABLE,
)
from fruitui.games.gobblin_goblins.sets import is_set
from fruitui.games.gobblin_goblins.wording import OWN_ACTS, PRIVATE, event_line, label, labels

LOG_LINES = 40  # how much history a view carries
FROM_PILE, FROM_DISCARD = ("draw", "pile"), ("draw", "discard")
_CARD_TAGS = frozenset({"food", "action", "discard", "distract", "card", "play"})
EXPLOSIVE: int = TABLE["explosive_count"]


class Phrasing:
    """Words for a `GobblinState` (which provides every attribute used here)."""

    names: tuple[str, ...]
    n: int
    stack: list[tuple[Any, ...]]
    hands: list[list[int]]
    plates: list[list[int]]
    gobbled: list[list[int]]
    discard: list[int]
    limbo: list[int]
    events: list[tuple[Any, ...]]
    ability: tuple[str, ...]
    rainbow: tuple[int, ...]
    tastes: tuple[tuple[tuple[str, int], ...], ...]
    _decision: Decision | None
    _logs: dict[int | None, list[str]]
    _public_lines: dict[int, str]

    # Provided by the state:
    def _greens_foods(self, seat: int) -> list[int]:
        raise NotImplementedError

    def _plate_of(self, card: int) -> int:
        raise NotImplementedError

    # -- labels ----------------------------------------------------------------------

    def _describe(self, step: tuple[Any, ...], seat: int, choice: Choice) -> str:
        if not isinstance(choice, tuple) or not choice:
            return repr(choice)
        tag = choice[0]
        value = choice[1] if len(choice) > 1 else None
        name = self.names
        if tag == "food":
            where = "your plate" if step[0] != "seconds" else "your plate (Seconds)"
            return f"Play {label(value)} onto {where}{self._taste_hint(seat, value)}"
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
            count = len(self.plates[seat])
            return f"Grot: spend your turn gobbling {count_of(count, 'card')} on your plate"
        if tag == "play":
            drawn = step[2]
            other = drawn[1] if drawn[0] == value else drawn[0]
            return f"Play {label(value)} and tuck {label(other)} under the draw pile"
        if tag == "gobble":
            cards = choice[1:]
            points = sum(self.tastes[seat][c][1] for c in cards)
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
            return f"Take {label(self.discard[-1])} from the discard pile (Geeky)"
        if tag == "goblin":
            return self._describe_goblin(step, value)
        if tag == "to":
            _, _, _, _, _, (source, food) = step
            return f"Put {label(food)} on {name[value]}'s plate"
        if tag == "card":
            return self._describe_card(step, seat, value)
        return repr(choice)

    def _describe_goblin(self, step: tuple[Any, ...], target: int) -> str:
        stage = step[1]
        who = self.names[target]
        if stage == "greens":
            foods = labels(self._greens_foods(target))
            snob = " (a Snob may ignore it)" if self.ability[target] == "snob" else ""
            return f"{who} must eat {foods}{snob}"
        count = len(self.gobbled[target])
        if stage == "chunder":
            return f"{who} brings up the last of their {count_of(count, 'gobbled card')}"
        return f"{who} loses their last {min(EXPLOSIVE, count)} of {count_of(count, 'gobbled card')}"

    def _describe_card(self, step: tuple[Any, ...], seat: int, card: int) -> str:
        stage = step[0] == "target" and step[1]
        if step[0] == "fight":
            return f"Pass {label(card)} to {self.names[(seat + 1) % self.n]}"
        owner = self._plate_of(card)
        whose = self.names[owner]
        if stage in ("pinch", "squirrel"):
            return f"Take {label(card)} from {whose}'s plate{self._taste_hint(seat, card)}"
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
            points = self.tastes[seat][card][1]
            return f"Gulp down {label(card)} ({signed_points(points)} for you)"
        return label(card)

    def _taste_hint(self, seat: int, card: int) -> str:
        row = self.tastes[seat][card][0]
        if row == LOVES:
            return " (you love it)"
        if row == HATES:
            return " (you hate it)"
        if row == ALLERGY:
            return f" (you are allergic to {CARDS[card].colour})"
        return ""

    def _waiting_for(self, step: tuple[Any, ...] | None) -> str:
        decision = self._decision
        if decision is None or step is None:
            return ""
        who = self.names[decision.seat]
        kind = step[0]
        if kind == "turn":
            return f"{who} to play a card"
        if kind == "window":
            if self.limbo:  # an Action or Distraction read out, not yet done
                return f"{who} may play a Distraction before {NAME[self.limbo[-1]]} is done"
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

    def _log_for(self, seat: int | None) -> tuple[str, ...]:
        lines = self._logs.setdefault(seat, [])
        events = self.events
        public = self._public_lines
        for index in range(len(lines), len(events)):
            event = events[index]
            # Worded for this seat alone: its hidden cards, and its own acts ("You play …").
            if (event[0] in PRIVATE or event[0] in OWN_ACTS) and event[1] == seat:
                lines.append(event_line(event, self.names, self.goblins, seat))
                continue
            line = public.get(index)
            if line is None:
                line = public[index] = event_line(event, self.names, self.goblins, None)
            lines.append(line)
        return tuple(lines[-LOG_LINES:])

    # -- illegal choices ------------------------------------------------------------

    def _canonical(self, choice: Any, decision: Decision) -> Choice:
        """The offered choice that means the same (same name, same place), or raise."""
        choice = freeze_choice(choice)
        if choice in decision.choices:
            return choice
        if isinstance(choice, tuple) and choice:
            tag = choice[0]
            if tag in _CARD_TAGS and len(choice) == 2 and _is_card(choice[1]):
                place = self._place_of(choice[1])
                for offered in decision.choices:
                    if (offered[0] == tag and len(offered) == 2  # type: ignore[index,arg-type]
                            and NAME[offered[1]] == NAME[choice[1]]  # type: ignore[index]
                            and self._place_of(offered[1]) == place):  # type: ignore[index]
                        return offered
            if tag == "gobble" and all(_is_card(c) for c in choice[1:]):
                names = sorted(NAME[c] for c in choice[1:])
                seat = decision.seat
                if (set(choice[1:]) <= set(self.plates[seat])
                        and is_set(choice[1:], self.rainbow[seat])):
                    for offered in decision.choices:
                        if offered[0] == "gobble" and sorted(  # type: ignore[index]
                                NAME[c] for c in offered[1:]) == names:  # type: ignore[index]
                            return offered
        raise IllegalChoice(self._why_illegal(choice, decision))

    def _place_of(self, card: int) -> tuple[str, int]:
        for seat in range(self.n):
            if card in self.hands[seat]:
                return ("hand", seat)
            if card in self.plates[seat]:
                return ("plate", seat)
        if card in self.limbo:
            return ("drawn", -1)
        return ("elsewhere", -1)

    def _why_illegal(self, choice: Any, decision: Decision) -> str:
        who = self.names[decision.seat]
        step = self.stack[-1]
        if isinstance(choice, tuple) and len(choice) == 2 and step[0] == "target":
            hippy = None
            if choice[0] == "card" and _is_card(choice[1]):
                place, owner = self._place_of(choice[1])
                if place == "plate":
                    hippy = owner
                elif place == "hand" and owner == decision.seat:
                    # Only about the chooser's own hand: a card in someone else's
                    # hand gets the same reply as one in the draw pile.
                    return "No snatching: a Distraction or Action can never take food from a hand."
            elif choice[0] == "to" and type(choice[1]) is int and 0 <= choice[1] < self.n:
                hippy = choice[1]
            if (hippy is not None and hippy != decision.seat and self.ability[hippy] == "hippy"
                    and KIND[step[3]] == DISTRACTION):
                return (f"{self.names[hippy]} is a Hippy: other goblins' Distractions cannot "
                        f"touch their plate. {who} keeps the card in hand; choose another target.")
        if isinstance(choice, tuple) and len(choice) == 2 and _is_card(choice[1]):
            tag, card = choice
            if tag in ("food", "action", "distract") and card not in self.hands[decision.seat]:
                return f"{who} does not hold {CARDS[card].name}."
            if tag == "action" and KIND[card] == ACTION:
                return f"{CARDS[card].name} cannot be used now: nothing it could act on."
            if tag == "discard":
                return ("An Action may only be discarded unused when you have no Food "
                        "to play.")
        return f"{choice!r} is not a legal choice now. {decision.prompt}."



def _is_card(value: Any) -> bool:
    return type(value) is int and 0 <= value < CARD_COUNT
