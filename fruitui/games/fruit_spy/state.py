"""Fruit Spy: spy cards on a ring of six farmhouses, Farmer Papa and Daly.

This module holds the state's data and the rules contract: a turn is one card
played face down on a house, and turning the card on top there. The cards are
in `cards`, the score in `scoring`, the log's words in `wording`, what one seat
sees in `views`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from fruitui.games.base import (Choice, Decision, IllegalChoice, OptionlessRules, Result,
                                check_seat_count)
from fruitui.games.fruit_spy.cards import (COLOURS, DATA, HAND, HOUSES, INFO, LETTERS, TOKENS, TOOL,
                                           Card, card_name, card_name_safe, house_name)
from fruitui.games.fruit_spy.scoring import score
from fruitui.games.fruit_spy.views import CardView, FruitSpyView, HouseView
from fruitui.games.fruit_spy.wording import log_for

__all__ = ["RULES", "FruitSpyState"]

# Legal choices depend only on the cards in hand: build each set once.
_CHOICES: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}


def _choices_for(hand: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    choices = _CHOICES.get(hand)
    if choices is None:
        choices = tuple((card, house) for card in sorted(set(hand)) for house in range(HOUSES))
        _CHOICES[hand] = choices
    return choices


class FruitSpyState:
    """A game of Fruit Spy in progress (mutated by `apply`).

    Every field is declared here. Names with a leading underscore are caches the
    rules keep up to date, not part of the table."""

    names: tuple[str, ...]
    seed: int
    first: int  # who played first (ties are broken in turn order from them)
    # Chance outcomes, counted as OpenSpiel counts a card dealt by chance: the two
    # homes drawn and one per token dealt face down (read by benchmarks only).
    chance_outcomes: int
    # -- the table
    papa_home: int
    daly_home: int
    papa: int  # the house Farmer Papa stands on
    daly: int
    tokens: list[list[int]]  # per house, highest first
    unused_tokens: list[int]  # back in the box, never seen
    hands: list[list[int]]  # per seat, the strengths held
    houses: list[list[Card]]  # per house, bottom card first
    box: list[tuple[int, int]]  # (owner, strength) shown and put in the box
    # -- the turn and the end
    to_move: int
    turn: int  # cards played so far
    over: bool
    end_reason: str
    # Events: ("play", seat, card, house, turned_owner, turned_card, outcome).
    events: list[tuple[Any, ...]]
    plays: list[tuple[int, int, str]]  # the public part of each event
    _logs: dict[int | None, list[str]]  # each event worded once per seat
    _prompts: list[str]  # per seat
    _decision: Decision | None  # the pending decision, once built
    _result: Result | None

    def __init__(self, names: Sequence[str], seed: int, first: int = 0) -> None:
        check_seat_count(INFO, len(names))
        self.names = tuple(names)
        self.seed = seed
        n = len(names)
        rng = random.Random(seed)
        self.papa_home, self.daly_home = rng.sample(range(HOUSES), 2)
        self.papa, self.daly = self.papa_home, self.daly_home
        layout = DATA["setup"][str(n)]
        pool = list(TOKENS)
        rng.shuffle(pool)
        self.tokens = []
        for house in range(HOUSES):
            home = house in (self.papa_home, self.daly_home)
            count = layout["home"] if home else layout["other"]
            self.tokens.append(sorted((pool.pop() for _ in range(count)), reverse=True))
        self.unused_tokens = sorted(pool)
        self.chance_outcomes = 2 + sum(map(len, self.tokens))
        self.hands = [list(HAND) for _ in range(n)]
        self._prompts = [f"{name}: play a spy card face down on a farmhouse" for name in names]
        self.houses = [[] for _ in range(HOUSES)]
        self.box = []
        self.first = self.to_move = first  # the table says who starts (option "first")
        self.turn = 0
        self.over = False
        self.end_reason = ""
        self.events = []
        self.plays = []
        self._logs = {}
        self._decision = None
        self._result = None

    # -- the contract --

    def decision(self) -> Decision | None:
        if self.over:
            return None
        if self._decision is None:
            seat = self.to_move
            # tuple.__new__ builds the named tuple in C (its own __new__ is Python).
            self._decision = tuple.__new__(Decision, (
                seat, "play", self._prompts[seat], _choices_for(tuple(self.hands[seat])), self.turn
            ))
        return self._decision

    def apply(self, choice: Choice) -> None:
        if self.over:
            raise IllegalChoice("The game is over; no more cards can be played.")
        seat = self.to_move
        card: Any
        house: Any
        try:
            card, house = choice  # type: ignore[misc]  # any object may come in: checked here
        except (TypeError, ValueError):
            raise IllegalChoice(f"{choice!r} is not a (card, house) pair.") from None
        hand = self.hands[seat]
        if card not in hand or type(card) is not int:
            raise IllegalChoice(f"{self.names[seat]} has no {card_name_safe(card)} in hand.")
        if type(house) is not int or not 0 <= house < HOUSES:
            raise IllegalChoice(f"There is no farmhouse {house!r}; choose 1 to {HOUSES}.")
        hand.remove(card)
        cards = self.houses[house]
        turned: Card | None = cards[-1] if cards and not cards[-1].face_up else None
        outcome = ""
        if turned is None:
            cards.append(Card(seat, card))
        elif turned.value == TOOL:
            # A Tool scares the spy off: both cards are shown and boxed.
            cards.pop()
            self.box.append((turned.owner, turned.value))
            self.box.append((seat, card))
            outcome = "tool"
        else:
            turned.face_up = True
            cards.append(Card(seat, card))
            moved = []
            if self.papa == house:
                self.papa = (self.papa - 1) % HOUSES
                moved.append("papa")
            if self.daly == house:
                self.daly = (self.daly + 1) % HOUSES
                moved.append("daly")
            outcome = "+".join(moved)
        self.events.append(
            ("play", seat, card, house,
             None if turned is None else turned.owner,
             None if turned is None else turned.value, outcome)
        )
        self.plays.append((seat, house, outcome))
        self.turn += 1
        self._decision = None
        if self.papa == self.papa_home and "papa" in outcome:
            self._finish(f"Farmer Papa came back to his own farmhouse ({house_name(self.papa)}).")
        elif self.daly == self.daly_home and "daly" in outcome:
            self._finish(f"Daly came back to her own farmhouse ({house_name(self.daly)}).")
        elif not any(self.hands):
            self._finish("Every spy card has been played.")
        else:
            self.to_move = (seat + 1) % len(self.names)

    def reveals(self, choice: Choice) -> bool:
        house: Any
        try:
            _, house = choice  # type: ignore[misc]  # any object may come in: checked here
            cards = self.houses[house]
        except (TypeError, ValueError, IndexError):
            return False
        return bool(cards) and not cards[-1].face_up

    def describe(self, choice: Choice) -> str:
        card: int
        house: int
        card, house = choice  # type: ignore[misc]  # a (card, house) pair of the decision
        return f"{card_name(card)} on {house_name(house)}"

    def result(self) -> Result | None:
        if not self.over:
            return None
        if self._result is None:
            self._result = score(self)
        return self._result

    def view(self, seat: int | None, prose: bool = True) -> FruitSpyView:
        """What `seat` may see; `prose=False` (for bots) leaves out the log."""
        over = self.over
        papa, daly, papa_home, daly_home = self.papa, self.daly, self.papa_home, self.daly_home
        # Named tuples built by tuple.__new__ itself (C, no Python frame): this
        # runs for every decision a bot makes. Plain loops, not nested
        # comprehensions: Python 3.11 makes a function for each comprehension.
        new = tuple.__new__
        houses = []
        h = 0
        for tokens, cards in zip(self.tokens, self.houses):
            shown: tuple[CardView, ...] = ()
            if cards:
                seen = []
                for c in cards:
                    up = c.face_up or over
                    seen.append(new(CardView, (
                        c.owner, c.value if (up or c.owner == seat) else None, up)))
                shown = tuple(seen)
            houses.append(new(HouseView, (
                h, tuple(tokens), shown, papa == h, daly == h, papa_home == h, daly_home == h)))
            h += 1
        # Positional, in field order: keyword matching costs more than the
        # fields' setting itself, and bots ask for a view every decision.
        return FruitSpyView(
            seat,  # seat
            self.names,  # names
            COLOURS[: len(self.names)],  # colours
            LETTERS[: len(self.names)],  # letters
            tuple(self.hands[seat]) if seat is not None else (),  # hand
            tuple(map(len, self.hands)),  # hand_sizes
            tuple(houses),  # houses
            None if over else self.to_move,  # to_move
            self.turn,  # turn
            tuple(self.box),  # box
            log_for(self, seat) if prose else (),  # log
            over,  # finished
            self.end_reason,  # end_reason
            tuple(self.plays),  # plays
        )

    def clone(self) -> FruitSpyState:
        """A copy that shares nothing mutable with this one (cheaper than deepcopy)."""
        other = object.__new__(FruitSpyState)
        other.__dict__.update(self.__dict__)
        other.tokens = [list(t) for t in self.tokens]
        other.unused_tokens = list(self.unused_tokens)
        other.hands = [list(h) for h in self.hands]
        other.houses = [[Card(c.owner, c.value, c.face_up) for c in h] for h in self.houses]
        other.box = list(self.box)
        other.events = list(self.events)
        other.plays = list(self.plays)
        other._logs = {seat: list(lines) for seat, lines in self._logs.items()}
        return other

    # -- internals --

    def _finish(self, reason: str) -> None:
        self.over = True
        self.end_reason = reason
        self._decision = None


RULES = OptionlessRules(INFO, FruitSpyState)
