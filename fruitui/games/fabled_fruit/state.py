"""Fabled Fruit: move between locations, trade fruit, press juices.

The first six locations only (a first game). Fruit cards are ids 0..59; a
card's kind is `CARD_KIND[id]` (0..4, the order of `FRUITS`). A hand is kept
per seat as one list of ids per kind, so counting a kind is `len()`. Location
cards are ids too; `LOC_OF[id]` is the index of the location they belong to.
Every number and text of the cards lives in `assets/data/fabled_fruit.toml`.

The turn is a small state machine (`state.phase`): every decision, including
the ones other players make out of turn (handing over fruit, taking from an
offer), is a pending decision of exactly one seat.

This module holds the state's data and the rules contract. The rules are
functions of the state in the modules beside it: `decide` (the decision of
each phase), `turn` (applying a choice), `locations` (#1-#6), `juice` (juices
and the end), `hands` (fruit cards moving), `wording` (prompts, refusals, log).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fruitui.games.base import (Choice, Decision, IllegalChoice, OptionlessRules, Result,
                                check_seat_count)
from fruitui.games.fabled_fruit import wording
from fruitui.games.fabled_fruit.cards import (INFO, FRUITS, LETTERS, KINDS, CARD_KIND, FRUIT_CARDS,
                                              HAND_AT_START, JUICES_TO_WIN, LOCATIONS, LOC_OF,
                                              LOC_NUMBER)
from fruitui.games.fabled_fruit.choices import PER_NAMES, can_pay
from fruitui.games.fabled_fruit.decide import BUILD_BY_PHASE
from fruitui.games.fabled_fruit.hands import deal
from fruitui.games.fabled_fruit.juice import score
from fruitui.games.fabled_fruit.locations import here
from fruitui.games.fabled_fruit.memory import Memory
from fruitui.games.fabled_fruit.phases import (MOVE, CHOOSE, EXCHANGE_BACK, EXCHANGE_GIVE,
                                               EXCHANGE_WITH, OFFER, DISCARD, PUSH, TRADE_BACK)
from fruitui.games.fabled_fruit.turn import APPLY_BY_PHASE
from fruitui.games.fabled_fruit.views import PAWN_NUMBER, FabledFruitView, location_view, seats_at

__all__ = ["APPLY_BY_PHASE", "BUILD_BY_PHASE", "RULES", "FabledFruitState"]


# Slots (from the fields below): attribute access is the bulk of a simulation's work.
@dataclass(slots=True, init=False, repr=False, eq=False, match_args=False)
class FabledFruitState:
    """A game of Fabled Fruit in progress (mutated by `apply`).

    Every field is declared here. Names with a leading underscore are caches and
    bookkeeping the rules modules keep up to date, not part of the table."""

    names: tuple[str, ...]
    seed: int
    # The random source; a clone for look-ahead shares it until it sets its own.
    rng: random.Random
    # Chance outcomes, counted as OpenSpiel counts a card dealt by chance: one per
    # fruit dealt, drawn or revealed from the shuffled deck (read by benchmarks only).
    chance_outcomes: int
    # -- cards: fruit card ids, location card ids
    deck: list[int]  # the top is the end
    discard: list[int]
    hands: list[list[list[int]]]  # per seat, per kind
    sizes: list[int]  # fruits in each seat's hand
    stacks: list[list[int]]  # location cards left, per location
    pawns: list[int | None]  # location index per seat, None off the board
    juices: list[list[int]]  # location cards each seat has made juices of
    goal: int  # juices to win
    offer: list[list[int]]  # #4, per kind
    revealed: list[int]  # #6, in order
    # -- the turn
    mover: int
    turn: int
    phase: str  # one of `phases`; "" once over
    partner: int  # the other player of a #2 or #3 exchange
    owed: list[int]  # PAY: visitors still to be paid, in turn order
    left: int  # fruits still to hand over in the current exchange step
    locked: int  # #2: the banana just received may not be handed back (-1: none)
    handed: list[int]  # kinds handed over in the current step (for the log)
    takers: list[int]  # OFFER: players still to decide, in turn order
    taken: int  # OFFER: fruits taken so far
    marks: list[int]  # DISCARD: marked per kind
    marked: int  # DISCARD: marked in all
    # -- the end
    over: bool
    winners: tuple[int, ...]
    end_reason: str
    # Events are raw tuples, worded per seat only when a view asks.
    events: list[tuple[Any, ...]]
    _logs: dict[int | None, tuple[int, tuple[str, ...]]]  # per seat: (events seen, lines)
    _memory: dict[int | None, Memory]  # per seat: what it saw of the hands (views)
    _decision: Decision | None  # the pending decision, once built
    _result: Result | None
    _on_table: int  # bit i set while location i still has cards (move choices by it)
    # Shared by every game with the same names (a simulation), never changed:
    _prompts: dict[tuple[Any, ...], str]  # worded prompts by key, filled as met
    _fixed_prompts: dict[str, list[str]]  # by phase, per seat: prompts with no numbers
    _after: tuple[tuple[int, ...], ...]  # per seat: the others in turn order from its left
    _trade_choices: tuple[tuple[Choice, ...], ...]  # per seat: #2, ("act", partner) each

    def __init__(self, names: Sequence[str], seed: int, first: int = 0) -> None:
        check_seat_count(INFO, len(names))
        self.names = tuple(names)
        self.seed = seed
        n = len(names)
        self.rng = random.Random(seed)
        self.deck = list(range(FRUIT_CARDS))
        self.rng.shuffle(self.deck)
        self.chance_outcomes = 0
        self.discard = []
        self.hands = [[[] for _ in KINDS] for _ in range(n)]
        self.sizes = [0] * n
        self.stacks = [[] for _ in LOCATIONS]
        for card, loc in enumerate(LOC_OF):
            self.stacks[loc].append(card)
        self.pawns = [None] * n
        self.juices = [[] for _ in range(n)]
        self.goal = JUICES_TO_WIN[n]
        self.offer = [[] for _ in KINDS]
        self.revealed = []
        self.mover = first  # the table says who starts (option "first")
        self.turn = 1
        self.phase = MOVE
        self.partner = -1
        self.owed = []
        self.left = 0
        self.locked = -1
        self.handed = []
        self.takers = []
        self.taken = 0
        self.marks = [0] * len(FRUITS)
        self.marked = 0
        self.over = False
        self.winners = ()
        self.end_reason = ""
        self.events = []
        self._logs = {}
        self._memory = {}
        self._decision = None
        self._result = None
        shared = PER_NAMES.get(self.names)
        if shared is None:
            if len(PER_NAMES) > 32:
                PER_NAMES.clear()
            after = tuple(tuple((s + i) % n for i in range(1, n)) for s in range(n))
            fixed = {phase: [wording.word_prompt(self.names, (phase, s, 0, 0)) for s in range(n)]
                     for phase in (MOVE, CHOOSE, EXCHANGE_WITH, DISCARD, PUSH)}
            trades = tuple(tuple(("act", o) for o in others) for others in after)
            shared = PER_NAMES[self.names] = ({}, fixed, after, trades)
        self._prompts, self._fixed_prompts, self._after, self._trade_choices = shared
        self._on_table = sum(1 << loc.index for loc in LOCATIONS if self.stacks[loc.index])
        for _ in range(HAND_AT_START):
            for seat in range(n):
                deal(self, seat)
        self.events.append(("setup", HAND_AT_START, self.goal))

    # -- the contract ------------------------------------------------------------------

    def decision(self) -> Decision | None:
        if self._decision is None and not self.over:
            self._decision = BUILD_BY_PHASE[self.phase](self)
        return self._decision

    def apply(self, choice: Choice) -> None:
        decision = self._decision or self.decision()
        if decision is None:
            raise IllegalChoice("The game is over; nothing more can be done.")
        if choice not in decision.choices:
            raise IllegalChoice(wording.illegal_text(self, decision, choice))
        self._decision = None
        # One of the decision's choices, so one of the tuples the rules built.
        APPLY_BY_PHASE[self.phase](self, choice)  # type: ignore[arg-type]  # an offered tuple

    def describe(self, choice: Choice) -> str:
        decision = self.decision()
        if decision is None or choice not in decision.choices:
            return f"{choice!r} (not possible now)"
        # One of the decision's choices, so one of the tuples the rules built.
        return wording.describe(self, choice)  # type: ignore[arg-type]  # an offered tuple

    def reveals(self, choice: Choice) -> bool:
        """True when the choice draws or turns up a fruit from the deck, or lays
        hidden fruits face up: undo must not cross it.

        Handing a fruit to another player is not a reveal: the receiver has
        not had the keyboard yet, and undo stays within one seat's choices."""
        decision = self.decision()
        if decision is None or choice not in decision.choices:
            return False
        picked: tuple[Any, ...] = choice  # type: ignore[assignment]  # one of decision.choices
        phase, tag = self.phase, picked[0]
        if phase == CHOOSE:
            if tag == "juice":
                return False
            loc = here(self)
            action = loc.action
            if action == "trade":  # a banana changes hands; without one, a draw
                return len(picked) == 1 and loc.signpost
            return action != "refill"  # #5 only starts marking discards
        if phase == OFFER:
            # The answer that ends the offer makes the mover draw, if any was taken.
            taken = self.taken + (tag == "take")
            ends = len(self.takers) == 1 or (tag == "take" and sum(map(len, self.offer)) == 1)
            return ends and taken > 0
        if phase == DISCARD:  # "done" lays the marked fruits face up and draws
            if tag != "done":
                return False
            target: int = here(self).params["refill_to"]
            return self.marked > 0 or self.sizes[self.mover] < target
        if phase == PUSH:
            return tag == "reveal"
        return False

    def result(self) -> Result | None:
        if not self.over:
            return None
        if self._result is None:
            self._result = score(self)
        return self._result

    def view(self, seat: int | None, prose: bool = True) -> FabledFruitView:
        """What `seat` may see; `prose=False` (for bots) leaves out the log and prompt."""
        if seat is not None and not 0 <= seat < len(self.names):
            # A negative seat would index the hands from the end: someone's secret.
            raise IndexError(f"no seat {seat} at this table")
        counts = tuple(map(len, self.hands[seat])) if seat is not None else ()
        held = sum(counts)
        pawns = self.pawns
        locations = []
        affordable = []
        standing = seats_at(pawns)
        stacks = self.stacks
        for loc in LOCATIONS:
            index = loc.index
            left = len(stacks[index])
            there = standing.get(index, ())
            # Going there costs a fruit for each pawn already there: the tick counts it.
            fee = 0 if seat is None or seat in there else len(there)
            ok = held >= loc.price_total + fee and left > 0 and can_pay(counts, loc, fee)
            if ok:
                affordable.append(loc.number)
            locations.append(location_view(loc, left, there, ok))
        decision = self.decision()
        discard = self.discard
        number = LOC_NUMBER.__getitem__
        juices = []
        for j in self.juices:
            juices.append(tuple(map(number, j)))
        # Built by tuple.__new__ (C), in field order: the named tuple's own __new__
        # is a Python function taking keywords, and bots ask for a view every decision.
        return tuple.__new__(FabledFruitView, (
            seat,  # seat
            self.names,  # names
            FRUITS,  # fruits
            LETTERS,  # letters
            counts,  # hand
            tuple(self.marks) if seat == self.mover and self.phase == DISCARD else (),  # marked
            tuple(self.sizes),  # hand_sizes
            self._known_held(seat),  # known_held
            tuple(juices),  # juices
            self.goal,  # juices_to_win
            tuple(locations),  # locations
            tuple(map(PAWN_NUMBER.__getitem__, pawns)),  # pawns
            tuple(affordable),  # affordable
            len(self.deck),  # deck_size
            len(discard),  # discard_size
            FRUITS[CARD_KIND[discard[-1]]] if discard else None,  # discard_top
            tuple(map(len, self.offer)),  # offer
            tuple(map(CARD_KIND.__getitem__, self.revealed)),  # revealed
            None if self.over else self.mover,  # to_move
            self.turn,  # turn
            decision.seat if decision else None,  # pending_seat
            decision.kind if decision else "",  # pending_kind
            decision.prompt if decision and prose else "",  # pending_prompt
            wording.log_for(self, seat) if prose else (),  # log
            self.over,  # finished
            self.winners,  # winners
            self.end_reason,  # end_reason
        ))

    def _known_held(self, seat: int | None) -> tuple[tuple[int, ...], ...]:
        """What `seat` saw of each hand (memory.py), its memory kept between views."""
        memory = self._memory.get(seat) or Memory(seat, len(self.names))
        pending = None  # a trade's or an exchange's hand-over under way
        if self.handed and self.phase in (TRADE_BACK, EXCHANGE_GIVE, EXCHANGE_BACK):
            giver, taker = self.partner, self.mover
            if self.phase == EXCHANGE_BACK:
                giver, taker = taker, giver
            pending = ("handed", giver, taker, tuple(self.handed))
        self._memory[seat], known = memory.held(self.events, pending)
        return known

    def clone(self) -> FabledFruitState:
        """A copy sharing nothing mutable with this one (far cheaper than deepcopy).

        The random source is shared: a clone is for look-ahead, which sets its own."""
        other = object.__new__(FabledFruitState)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.deck, other.discard = list(self.deck), list(self.discard)
        other.hands = [[list(ids) for ids in hand] for hand in self.hands]
        other.sizes, other.pawns = list(self.sizes), list(self.pawns)
        other.stacks = [list(s) for s in self.stacks]
        other.juices = [list(j) for j in self.juices]
        other.offer = [list(o) for o in self.offer]
        other.revealed, other.owed = list(self.revealed), list(self.owed)
        other.handed, other.takers = list(self.handed), list(self.takers)
        other.marks, other.events = list(self.marks), list(self.events)
        other._logs = dict(self._logs)
        other._memory = dict(self._memory)  # shared: a view folds new events into a copy
        return other


RULES = OptionlessRules(INFO, FabledFruitState)
