"""Fabled Fruit: move between locations, trade fruit, press juices.

The first six locations only (a first game). Fruit cards are ids 0..59; a
card's kind is `CARD_KIND[id]` (0..4, the order of `FRUITS`). A hand is kept
per seat as one list of ids per kind, so counting a kind is `len()`. Location
cards are ids too; `LOC_OF[id]` is the index of the location they belong to.
Every number and text of the cards lives in `assets/data/fabled_fruit.toml`.

The turn is a small state machine (`self.phase`): every decision, including
the ones other players make out of turn (handing over fruit, taking from an
offer), is a pending decision of exactly one seat.

The rest of the rulebook lives beside this module: `cards`, `locations`,
`juice`, `wording`, `views`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import compress
from typing import Any

from fruitui.games.base import (
    Choice,
    Decision,
    IllegalChoice,
    OptionlessRules,
    Result,
    check_seat_count,
)
from fruitui.games.fabled_fruit.cards import (
    INFO,
    FRUITS,
    LETTERS,
    KINDS,
    KIND_OF,
    CARD_KIND,
    FRUIT_CARDS,
    HAND_AT_START,
    JUICES_TO_WIN,
    LOCATIONS,
    INDEX_OF_NUMBER,
    LOC_OF,
    LOC_NUMBER,
)
from fruitui.games.fabled_fruit.juice import JuiceMixin
from fruitui.games.fabled_fruit.locations import LocationsMixin
from fruitui.games.fabled_fruit.wording import WordsMixin
from fruitui.games.fabled_fruit.views import PAWN_NUMBER, FabledFruitView, location_view, seats_at
from fruitui.games.fabled_fruit.choices import (
    can_pay,
    wildcard_options,
    ACT,
    TAKE_ALL,
    REVEAL,
    BITS,
    GIVE_BY_MASK,
    TAKE_BY_MASK,
    DISCARD_BY_MASK,
    PAY_BY_MASK,
    OFF,
    MOVE_CHOICES,
    _PER_NAMES,
    _JUICE_CHOICES,
    MAKE_DECISION,
)
from fruitui.games.fabled_fruit.phases import (
    MOVE,
    PAY,
    CHOOSE,
    TRADE_BACK,
    EXCHANGE_WITH,
    EXCHANGE_GIVE,
    EXCHANGE_BACK,
    OFFER,
    DISCARD,
    PUSH,
)
from fruitui.games.fabled_fruit.locations import ACT_OF


class FabledFruitState(LocationsMixin, JuiceMixin, WordsMixin):
    """A game of Fabled Fruit in progress (mutated by `apply`)."""

    # Slots: attribute access is the bulk of the work in a simulation.
    __slots__ = (
        "names", "seed", "rng", "deck", "discard", "hands", "sizes", "stacks", "pawns",
        "juices", "goal", "offer", "revealed", "mover", "turn", "phase", "partner", "owed",
        "left", "locked", "handed", "takers", "taken", "marks", "marked", "over", "winners",
        "end_reason", "events", "_logs", "_decision", "_result", "_prompts", "_fixed_prompts",
        "_after", "_trade_choices", "_on_table", "chance_outcomes",
    )

    def __init__(self, names: Sequence[str], seed: int, first: int = 0) -> None:
        check_seat_count(INFO, len(names))
        self.names = tuple(names)
        self.seed = seed
        n = len(names)
        self.rng = random.Random(seed)
        self.deck: list[int] = list(range(FRUIT_CARDS))  # the top is the end
        self.rng.shuffle(self.deck)
        # Chance outcomes, counted as OpenSpiel counts a card dealt by chance: one per
        # fruit dealt, drawn or revealed from the shuffled deck (read by benchmarks only).
        self.chance_outcomes = 0
        self.discard: list[int] = []
        self.hands: list[list[list[int]]] = [[[] for _ in KINDS] for _ in range(n)]
        self.sizes: list[int] = [0] * n
        self.stacks: list[list[int]] = [[] for _ in LOCATIONS]
        for card, loc in enumerate(LOC_OF):
            self.stacks[loc].append(card)
        self.pawns: list[int | None] = [None] * n  # location index or off the board
        self.juices: list[list[int]] = [[] for _ in range(n)]  # location card ids
        self.goal = JUICES_TO_WIN[n]
        self.offer: list[list[int]] = [[] for _ in KINDS]  # #4, per kind
        self.revealed: list[int] = []  # #6, card ids in order
        self.mover = first  # the table says who starts (option "first")
        self.turn = 1
        self.phase = MOVE
        self.partner = -1  # the other player of a #2 or #3 exchange
        self.owed: list[int] = []  # PAY: visitors still to be paid, in turn order
        self.left = 0  # fruits still to hand over in the current exchange step
        self.locked = -1  # #2: the banana just received may not be handed back
        self.handed: list[int] = []  # kinds handed over in the current step (for the log)
        self.takers: list[int] = []  # OFFER: players still to decide, in turn order
        self.taken = 0
        self.marks: list[int] = [0] * len(FRUITS)  # DISCARD: marked per kind
        self.marked = 0  # DISCARD: marked in all
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.end_reason = ""
        # Events are raw tuples, worded per seat only when a view asks.
        self.events: list[tuple[Any, ...]] = []
        self._logs: dict[int | None, tuple[int, tuple[str, ...]]] = {}  # (events seen, lines)
        self._decision: Decision | None = None
        self._result: Result | None = None
        # Prompts and per-seat choices depend only on the names: games with the
        # same seats (a simulation) share them.
        shared = _PER_NAMES.get(self.names)
        if shared is None:
            if len(_PER_NAMES) > 32:
                _PER_NAMES.clear()
            after = tuple(tuple((s + i) % n for i in range(1, n)) for s in range(n))
            fixed = {phase: [self._word_prompt((phase, s, 0, 0)) for s in range(n)]
                     for phase in (MOVE, CHOOSE, EXCHANGE_WITH, DISCARD, PUSH)}
            trades = tuple(tuple(("act", o) for o in others) for others in after)
            shared = _PER_NAMES[self.names] = ({}, fixed, after, trades)
        self._prompts, self._fixed_prompts, self._after, self._trade_choices = shared
        # Bit i set while location i still has cards; move choices cached by it.
        self._on_table = sum(1 << loc.index for loc in LOCATIONS if self.stacks[loc.index])
        for _ in range(HAND_AT_START):
            for seat in range(n):
                self._deal(seat)
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
            raise IllegalChoice(self._illegal_text(decision, choice))
        self._decision = None
        APPLY_BY_PHASE[self.phase](self, choice)

    def describe(self, choice: Choice) -> str:
        decision = self.decision()
        if decision is None or choice not in decision.choices:
            return f"{choice!r} (not possible now)"
        return self._describe(choice)

    def reveals(self, choice: Choice) -> bool:
        """True when the choice draws or turns up a fruit from the deck, or lays
        hidden fruits face up: undo must not cross it.

        Handing a fruit to another player is not a reveal: the receiver has
        not had the keyboard yet, and undo stays within one seat's choices."""
        decision = self.decision()
        if decision is None or choice not in decision.choices:
            return False
        phase, tag = self.phase, choice[0]  # type: ignore[index]
        if phase == CHOOSE:
            if tag == "juice":
                return False
            loc = LOCATIONS[self.pawns[self.mover]]  # type: ignore[index]
            action = loc.action
            if action == "trade":  # a banana changes hands; without one, a draw
                return len(choice) == 1 and loc.signpost  # type: ignore[arg-type]
            return action != "refill"  # #5 only starts marking discards
        if phase == OFFER:
            # The answer that ends the offer makes the mover draw, if any was taken.
            taken = self.taken + (tag == "take")
            ends = len(self.takers) == 1 or (tag == "take" and sum(map(len, self.offer)) == 1)
            return ends and taken > 0
        if phase == DISCARD:  # "done" lays the marked fruits face up and draws
            if tag != "done":
                return False
            target = LOCATIONS[self.pawns[self.mover]].params["refill_to"]  # type: ignore[index]
            return self.marked > 0 or self.sizes[self.mover] < target
        if phase == PUSH:
            return tag == "reveal"
        return False

    def result(self) -> Result | None:
        if not self.over:
            return None
        if self._result is None:
            self._result = self._score()
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
            here = standing.get(index, ())
            # Going there costs a fruit for each pawn already there: the tick counts it.
            fee = 0 if seat is None or seat in here else len(here)
            ok = held >= loc.price_total + fee and left > 0 and can_pay(counts, loc, fee)
            if ok:
                affordable.append(loc.number)
            locations.append(location_view(loc, left, here, ok))
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
            self._log_for(seat) if prose else (),  # log
            self.over,  # finished
            self.winners,  # winners
            self.end_reason,  # end_reason
        ))

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
        return other

    # -- cards moving -----------------------------------------------------------------

    def _deal(self, seat: int) -> int:
        """Top card of the deck into `seat`'s hand (setup only; play uses _draw)."""
        card = self.deck.pop()
        self.chance_outcomes += 1
        self.hands[seat][CARD_KIND[card]].append(card)
        self.sizes[seat] += 1
        return card

    def _reshuffle(self) -> bool:
        """The discard pile shuffled into a new deck; False when it is empty."""
        if not self.discard:
            return False
        self.deck, self.discard = self.discard, self.deck
        self.rng.shuffle(self.deck)
        self.events.append(("reshuffle", len(self.deck)))
        return True

    def _draw(self, seat: int, count: int) -> None:
        """Draw up to `count` fruits, reshuffling the discard pile into a new
        deck when needed (fewer when deck and discard pile are both empty)."""
        deck, hand = self.deck, self.hands[seat]
        drawn: list[int] = []
        for _ in range(count):
            if not deck:
                if not self._reshuffle():
                    break
                deck = self.deck
            card = deck.pop()
            kind = CARD_KIND[card]
            hand[kind].append(card)
            drawn.append(kind)
        self.sizes[seat] += len(drawn)
        self.chance_outcomes += len(drawn)
        self.events.append(("draw", seat, tuple(drawn), count))

    def _hand_over(self, giver: int, receiver: int, kind: int) -> None:
        """One fruit of `kind` from giver to receiver (never the locked card)."""
        ids = self.hands[giver][kind]
        card = ids.pop()
        if card == self.locked:
            card = ids.pop()
            ids.append(self.locked)
        self.hands[receiver][kind].append(card)
        self.sizes[giver] -= 1
        self.sizes[receiver] += 1

    def _mask(self, seat: int) -> int:
        """Kinds `seat` may hand over: all held, minus a locked banana held alone."""
        hand = self.hands[seat]
        mask = sum(compress(BITS, hand))
        locked = self.locked
        if locked >= 0:
            ids = hand[CARD_KIND[locked]]
            if len(ids) == 1 and ids[0] == locked:
                mask &= ~(1 << CARD_KIND[locked])
        return mask

    # -- building decisions -----------------------------------------------------------

    def _prompt(self, key: tuple[Any, ...]) -> str:
        """Prompts repeat all game long: each is worded once (callers try
        `self._prompts.get(key)` first, which is cheaper than this call)."""
        text = self._prompts.get(key)
        if text is None:
            text = self._prompts[key] = self._word_prompt(key)
        return text

    def _word_prompt(self, key: tuple[Any, ...]) -> str:
        phase, seat, other, left = key
        name, names = self.names[seat], self.names
        if phase == MOVE:
            return f"{name}: move to another location"
        if phase == PAY:
            if other < 0:
                return f"{name}: too few fruits for every visitor; choose who gets one and which"
            return f"{name}: give {names[other]} a fruit for being here first"
        if phase == CHOOSE:
            return f"{name}: use the location, or make a juice"
        if phase in (TRADE_BACK, EXCHANGE_GIVE):
            return f"{name}: hand {names[other]} a fruit of your choice ({left} to go)"
        if phase == EXCHANGE_BACK:
            return f"{name}: hand {names[other]} any fruit back ({left} to go)"
        if phase == EXCHANGE_WITH:
            return f"{name}: choose a player to exchange fruits with"
        if phase == OFFER:
            return f"{name}: take 1 fruit from {names[other]}'s offer, or pass"
        if phase == DISCARD:
            return f"{name}: discard fruits one at a time; done draws you back up"
        return f"{name}: take the revealed fruits, or reveal another"

    # Decision builders, one per phase. MAKE_DECISION(Decision, fields) is
    # Decision(*fields) without the cost of the NamedTuple's own __new__.

    def _decide_move(self) -> Decision:
        mover = self.mover
        here = self.pawns[mover]
        choices = MOVE_CHOICES[self._on_table][OFF if here is None else here]
        prompt = self._fixed_prompts[MOVE][mover]
        return MAKE_DECISION(Decision, (mover, MOVE, prompt, choices, self.turn))

    def _decide_pay(self) -> Decision:
        mover, owed = self.mover, self.owed
        mask = sum(compress(BITS, self.hands[mover]))
        if self.sizes[mover] < len(owed):  # short: the mover picks who gets one
            choices = tuple(c for v in owed for c in PAY_BY_MASK[v][mask])
            key = (PAY, mover, -1, 0)
        else:
            choices = PAY_BY_MASK[owed[0]][mask]
            key = (PAY, mover, owed[0], 0)
        prompt = self._prompts.get(key) or self._prompt(key)
        return MAKE_DECISION(Decision, (mover, PAY, prompt, choices, self.turn))

    def _decide_choose(self) -> Decision:
        mover = self.mover
        prompt = self._fixed_prompts[CHOOSE][mover]
        return MAKE_DECISION(Decision, (mover, CHOOSE, prompt, self._choose_choices(), self.turn))

    def _decide_partner_gives(self) -> Decision:
        partner, phase = self.partner, self.phase
        key = (phase, partner, self.mover, self.left)
        prompt = self._prompts.get(key) or self._prompt(key)
        choices = GIVE_BY_MASK[self._mask(partner)]
        return MAKE_DECISION(Decision, (partner, phase, prompt, choices, self.turn))

    def _decide_exchange_back(self) -> Decision:
        mover = self.mover
        key = (EXCHANGE_BACK, mover, self.partner, self.left)
        prompt = self._prompts.get(key) or self._prompt(key)
        choices = GIVE_BY_MASK[sum(compress(BITS, self.hands[mover]))]
        return MAKE_DECISION(Decision, (mover, EXCHANGE_BACK, prompt, choices, self.turn))

    def _decide_exchange_with(self) -> Decision:
        mover, size, sizes = self.mover, self._exchange_size(), self.sizes
        choices = tuple(("with", s) for s in self._after[mover] if sizes[s] >= size)
        prompt = self._fixed_prompts[EXCHANGE_WITH][mover]
        return MAKE_DECISION(Decision, (mover, EXCHANGE_WITH, prompt, choices, self.turn))

    def _decide_offer(self) -> Decision:
        taker = self.takers[0]
        key = (OFFER, taker, self.mover, 0)
        prompt = self._prompts.get(key) or self._prompt(key)
        choices = TAKE_BY_MASK[sum(compress(BITS, self.offer))]
        return MAKE_DECISION(Decision, (taker, OFFER, prompt, choices, self.turn))

    def _decide_discard(self) -> Decision:
        mover = self.mover
        hand = self.hands[mover]
        if self.marked:  # kinds with fruits not yet marked
            mask = sum(compress(BITS, map(int.__gt__, map(len, hand), self.marks)))
        else:
            mask = sum(compress(BITS, hand))
        prompt = self._fixed_prompts[DISCARD][mover]
        return MAKE_DECISION(Decision, (mover, DISCARD, prompt, DISCARD_BY_MASK[mask], self.turn))

    def _decide_push(self) -> Decision:
        mover = self.mover
        choices = (TAKE_ALL, REVEAL) if (self.deck or self.discard) else (TAKE_ALL,)
        prompt = self._fixed_prompts[PUSH][mover]
        return MAKE_DECISION(Decision, (mover, PUSH, prompt, choices, self.turn))

    _BUILD: dict[str, Callable[[FabledFruitState], Decision]] = {
        MOVE: _decide_move,
        PAY: _decide_pay,
        CHOOSE: _decide_choose,
        TRADE_BACK: _decide_partner_gives,
        EXCHANGE_WITH: _decide_exchange_with,
        EXCHANGE_GIVE: _decide_partner_gives,
        EXCHANGE_BACK: _decide_exchange_back,
        OFFER: _decide_offer,
        DISCARD: _decide_discard,
        PUSH: _decide_push,
    }

    def _choose_choices(self) -> tuple[Choice, ...]:
        mover = self.mover
        loc = LOCATIONS[self.pawns[mover]]  # type: ignore[index]
        hand = self.hands[mover]
        base: tuple[Choice, ...] = (ACT,)
        if loc.trade_kind >= 0 and hand[loc.trade_kind]:
            base = self._trade_choices[mover]
        if self.sizes[mover] < loc.price_total:  # the common case: no juice possible
            return base
        # Holding price_total fruits covers the "any" part once each kind is met.
        for kind, need in loc.needs:
            if len(hand[kind]) < need:
                return base
        cap = loc.price_any
        key = (loc.index, *(min(len(ids) - need, cap) for ids, need in zip(hand, loc.price)))
        juices = _JUICE_CHOICES.get(key)
        if juices is None:
            counts = [len(ids) for ids in hand]
            juices = _JUICE_CHOICES[key] = tuple(
                ("juice", *(FRUITS[k] for k in combo)) for combo in wildcard_options(counts, loc))
        return base + juices

    def _seats_after(self, seat: int) -> tuple[int, ...]:
        """The other seats in turn order, starting left of `seat`."""
        return self._after[seat]

    def _exchange_size(self) -> int:
        return LOCATIONS[self.pawns[self.mover]].params["exchange"]  # type: ignore[index]

    # -- applying choices -------------------------------------------------------------

    def _apply_move(self, choice: Choice) -> None:
        mover, pawns = self.mover, self.pawns
        at = INDEX_OF_NUMBER[choice[1]]  # type: ignore[index]
        self.events.append(("move", mover, at))
        if at in pawns:
            self.owed = [s for s in self._after[mover] if pawns[s] == at]
            pawns[mover] = at
            self.phase = PAY
            self._after_pay()
        else:  # the common case: nobody to pay
            pawns[mover] = at
            self.phase = CHOOSE

    def _after_pay(self) -> None:
        if not self.owed or not self.sizes[self.mover]:
            if self.owed:
                self.events.append(("cannot-pay", self.mover, tuple(self.owed)))
            self.owed = []
            self.phase = CHOOSE

    def _apply_pay(self, choice: Choice) -> None:
        _, visitor, fruit = choice  # type: ignore[misc]
        kind = KIND_OF[fruit]
        self._hand_over(self.mover, visitor, kind)
        self.owed.remove(visitor)
        self.events.append(("pay", self.mover, visitor, kind))
        self._after_pay()

    def _apply_choose(self, choice: Choice) -> None:
        mover = self.mover
        loc = LOCATIONS[self.pawns[mover]]  # type: ignore[index]
        if choice[0] == "juice":  # type: ignore[index]
            self._make_juice(loc, choice[1:])  # type: ignore[index]
        else:
            ACT_OF[loc.index](self, loc, choice)



FabledFruitState._APPLY = {
    MOVE: FabledFruitState._apply_move,
    PAY: FabledFruitState._apply_pay,
    CHOOSE: FabledFruitState._apply_choose,
    TRADE_BACK: FabledFruitState._apply_trade_back,
    EXCHANGE_WITH: FabledFruitState._apply_exchange_with,
    EXCHANGE_GIVE: FabledFruitState._apply_exchange_give,
    EXCHANGE_BACK: FabledFruitState._apply_exchange_back,
    OFFER: FabledFruitState._apply_offer,
    DISCARD: FabledFruitState._apply_discard,
    PUSH: FabledFruitState._apply_push,
}

# Dispatch tables as globals: cheaper to reach than class attributes.
BUILD_BY_PHASE = FabledFruitState._BUILD
APPLY_BY_PHASE = FabledFruitState._APPLY


RULES = OptionlessRules(INFO, FabledFruitState)
