"""Fabled Fruit: move between locations, trade fruit, press juices.

The first six locations only (a first game). Fruit cards are ids 0..59; a
card's kind is `CARD_KIND[id]` (0..4, the order of `FRUITS`). A hand is kept
per seat as one list of ids per kind, so counting a kind is `len()`. Location
cards are ids too; `LOC_OF[id]` is the index of the location they belong to.
Every number and text of the cards lives in `assets/data/fabled_fruit.toml`.

The turn is a small state machine (`self.phase`): every decision, including
the ones other players make out of turn (handing over fruit, taking from an
offer), is a pending decision of exactly one seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement, compress
from typing import Any, NamedTuple

from .base import (
    Choice, Decision, IllegalChoice, OptionlessRules, Result, check_seat_count,
)
from .catalog import GAMES
from .data import load_card_data

INFO = GAMES["fabled-fruit"]
DATA = load_card_data("fabled_fruit")
LOG_LINES = 40  # how much history a view carries

# --- fruits --------------------------------------------------------------------

FRUITS: tuple[str, ...] = tuple(f["key"] for f in DATA["fruits"])
LETTERS: tuple[str, ...] = tuple(f["letter"] for f in DATA["fruits"])
ONE: tuple[str, ...] = tuple(f["one"] for f in DATA["fruits"])
MANY: tuple[str, ...] = tuple(f["many"] for f in DATA["fruits"])
KINDS = range(len(FRUITS))
KIND_OF: dict[str, int] = {key: k for k, key in enumerate(FRUITS)}
CARD_KIND: tuple[int, ...] = tuple(
    k for k, f in enumerate(DATA["fruits"]) for _ in range(f["copies"])
)
FRUIT_CARDS = len(CARD_KIND)
HAND_AT_START: int = DATA["hand_at_start"]
FALLBACK_DRAW: int = DATA["fallback_draw"]
TURN_LIMIT: int = DATA["turn_limit"]
JUICES_TO_WIN: dict[int, int] = {int(n): v for n, v in DATA["juices_to_win"].items()}


def n_fruits(count: int) -> str:
    return f"{count} fruit" if count == 1 else f"{count} fruits"


def count_text(kind: int, count: int) -> str:
    return ONE[kind] if count == 1 else f"{count} {MANY[kind]}"


def kinds_text(kinds: Sequence[int]) -> str:
    """Fruits as '2 bananas, a coconut'; 'nothing' when empty."""
    if not kinds:
        return "nothing"
    return ", ".join(count_text(k, kinds.count(k)) for k in sorted(set(kinds)))


def letters_text(kinds: Sequence[int]) -> str:
    return " ".join(LETTERS[k] for k in kinds)


# --- locations -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Location:
    """One location as printed on its cards (static data)."""

    index: int
    number: int
    name: str
    text: str
    action: str
    signpost: bool
    copies: int
    price: tuple[int, ...]  # fruits of each kind, in FRUITS order
    price_any: int  # fruits of any kind on top
    price_text: str
    params: Mapping[str, Any]
    price_total: int  # fruits paid in all
    trade_kind: int  # the fruit a "trade" action hands over, else -1
    needs: tuple[tuple[int, int], ...]  # (kind, count) of the price's named fruits
    param_items: tuple[tuple[str, Any], ...]  # params as shown in views

    @property
    def title(self) -> str:
        return f"#{self.number} {self.name}"


def _price_text(price: tuple[int, ...], any_count: int) -> str:
    if not any_count and all(n == 1 for n in price):
        return "1 of each fruit"
    parts = [count_text(k, n) if n > 1 else f"1 {FRUITS[k]}" for k, n in enumerate(price) if n]
    if any_count:
        parts.append(f"{any_count} any")
    return " + ".join(parts)


def _load_locations() -> tuple[Location, ...]:
    known = {"number", "name", "text", "action", "signpost", "copies", "price"}
    locations = []
    for index, raw in enumerate(DATA["locations"]):
        price_raw = dict(raw["price"])
        any_count = int(price_raw.pop("any", 0))
        unknown = set(price_raw) - set(KIND_OF)
        if unknown:
            raise ValueError(f"location #{raw['number']}: unknown fruit {sorted(unknown)}")
        price = tuple(int(price_raw.get(key, 0)) for key in FRUITS)
        locations.append(Location(
            index=index, number=raw["number"], name=raw["name"], text=raw["text"],
            action=raw["action"], signpost=raw["signpost"], copies=raw["copies"],
            price=price, price_any=any_count, price_text=_price_text(price, any_count),
            params={k: v for k, v in raw.items() if k not in known},
            price_total=sum(price) + any_count,
            trade_kind=KIND_OF[raw["give"]] if raw["action"] == "trade" else -1,
            needs=tuple((k, n) for k, n in enumerate(price) if n),
            param_items=tuple(sorted((k, v) for k, v in raw.items() if k not in known)),
        ))
    return tuple(locations)


LOCATIONS: tuple[Location, ...] = _load_locations()
LOC_BY_NUMBER: dict[int, Location] = {loc.number: loc for loc in LOCATIONS}
INDEX_OF_NUMBER: dict[int, int] = {loc.number: loc.index for loc in LOCATIONS}
LOC_OF: tuple[int, ...] = tuple(loc.index for loc in LOCATIONS for _ in range(loc.copies))
LOCATION_CARDS = len(LOC_OF)
LOC_NUMBER: tuple[int, ...] = tuple(LOCATIONS[loc].number for loc in LOC_OF)  # by card id

# --- views: what one seat may see ----------------------------------------------


class LocationView(NamedTuple):  # NamedTuples: bots ask for a view every decision
    number: int
    name: str
    text: str
    action: str  # the rule it follows: draw, trade, exchange, offer, refill, unique
    params: tuple[tuple[str, Any], ...]  # its numbers, e.g. (("draw", 2),)
    signpost: bool
    price: tuple[int, ...]  # per fruit kind, in `fruits` order
    price_any: int
    price_text: str
    cards_left: int  # 0: the stack has left the table
    pawns: tuple[int, ...]  # seats standing here
    affordable: bool  # the viewing seat could pay this price now


class FabledFruitView(NamedTuple):
    seat: int | None
    names: tuple[str, ...]
    fruits: tuple[str, ...]
    letters: tuple[str, ...]
    hand: tuple[int, ...]  # your fruits counted per kind; empty for a spectator
    marked: tuple[int, ...]  # #5: your fruits marked for discard, per kind (yours only)
    hand_sizes: tuple[int, ...]
    juices: tuple[tuple[int, ...], ...]  # location numbers of each seat's juices
    juices_to_win: int
    locations: tuple[LocationView, ...]  # all six, empty stacks included
    pawns: tuple[int | None, ...]  # location number per seat, None = off the board
    affordable: tuple[int, ...]  # location numbers whose price you can pay now
    deck_size: int
    discard_size: int
    discard_top: str | None
    offer: tuple[int, ...]  # #4: fruits lying face up, per kind
    revealed: tuple[int, ...]  # #6: kinds turned up so far, in order
    to_move: int | None  # whose turn it is
    turn: int
    pending_seat: int | None  # who must decide now (may be out of turn)
    pending_kind: str
    pending_prompt: str
    log: tuple[str, ...]
    finished: bool
    winners: tuple[int, ...]
    end_reason: str


_LOCATION_VIEWS: dict[tuple[int, int, tuple[int, ...], bool], LocationView] = {}


def location_view(loc: Location, left: int, pawns: tuple[int, ...], ok: bool) -> LocationView:
    """Location views repeat a lot (bots ask for a view every decision): share them."""
    key = (loc.index, left, pawns, ok)
    found = _LOCATION_VIEWS.get(key)
    if found is None:
        found = _LOCATION_VIEWS[key] = LocationView(
            loc.number, loc.name, loc.text, loc.action, loc.param_items, loc.signpost,
            loc.price, loc.price_any, loc.price_text, left, pawns, ok,
        )
    return found


# --- pure helpers ------------------------------------------------------------------


def can_pay(counts: Sequence[int], loc: Location, fee: int = 0) -> bool:
    """Whether a hand with these per-kind counts covers the location's price, after
    handing `fee` fruits of its choice to the pawns already there."""
    spare = 0
    for have, need in zip(counts, loc.price):
        if have < need:
            return False
        spare += have - need
    return spare >= loc.price_any + fee


def wildcard_options(counts: Sequence[int], loc: Location) -> list[tuple[int, ...]]:
    """Every way to pick the 'any' fruits of a price; assumes `can_pay`."""
    spare = [have - need for have, need in zip(counts, loc.price)]
    if loc.price_any == 0:
        return [()]
    options = []
    for combo in combinations_with_replacement([k for k in KINDS if spare[k] > 0], loc.price_any):
        if all(combo.count(k) <= spare[k] for k in set(combo)):
            options.append(combo)
    return options


# Choice tuples are built once and shared (building them costs more than
# reusing). Tables are indexed by a mask of the fruit kinds on hand: bit k set
# when kind k is there.
_GO = {loc.number: ("go", loc.number) for loc in LOCATIONS}
ACT: Choice = ("act",)
DONE: Choice = ("done",)
PASS: Choice = ("pass",)
TAKE_ALL: Choice = ("take-all",)
REVEAL: Choice = ("reveal",)
MASKS = range(1 << len(FRUITS))


def _by_mask(make: Callable[[int], Choice], extra: tuple[Choice, ...] = ()) -> tuple[
        tuple[Choice, ...], ...]:
    return tuple(tuple(make(k) for k in KINDS if mask >> k & 1) + extra for mask in MASKS)


# sum(compress(BITS, hand)) is the mask of the kinds in a per-kind hand (in C).
BITS: tuple[int, ...] = tuple(1 << k for k in KINDS)


GIVE_BY_MASK = _by_mask(lambda k: ("give", FRUITS[k]))
TAKE_BY_MASK = _by_mask(lambda k: ("take", FRUITS[k]), (PASS,))
DISCARD_BY_MASK = _by_mask(lambda k: ("discard", FRUITS[k]), (DONE,))
PAY_BY_MASK = tuple(
    _by_mask(lambda k, v=visitor: ("give", v, FRUITS[k])) for visitor in range(INFO.max_players)
)


# MOVE_CHOICES[stacks on table mask][pawn location, OFF = off the board]
OFF = len(LOCATIONS)
MOVE_CHOICES = tuple(
    tuple(
        tuple(_GO[loc.number] for loc in LOCATIONS if loc.index != here and table >> loc.index & 1)
        for here in range(OFF + 1)
    )
    for table in range(1 << len(LOCATIONS))
)

_PER_NAMES: dict[tuple[str, ...], tuple[Any, ...]] = {}
# Juice choices by (location, spare fruits of each kind capped at the "any" count).
_JUICE_CHOICES: dict[tuple[int, ...], tuple[Choice, ...]] = {}



def _make_decision_slowly(cls: type, fields: tuple[Any, ...]) -> Decision:
    return cls(*fields)  # type: ignore[no-any-return]


# Decision is a NamedTuple: tuple.__new__ builds one without its Python-level
# __new__ (a decision is built for nearly every choice in a simulation).
MAKE_DECISION: Callable[[type, tuple[Any, ...]], Decision] = (
    tuple.__new__  # type: ignore[assignment]
    if issubclass(Decision, tuple) else _make_decision_slowly
)

# --- the game ------------------------------------------------------------------------

# Phases of a turn. The seat deciding is the mover unless noted.
MOVE = "move"  # pick a location to go to
PAY = "pay"  # hand one fruit to each player already there
CHOOSE = "action"  # the location's action, or a juice
TRADE_BACK = "trade-back"  # #2: the partner hands fruits back (partner decides)
EXCHANGE_WITH = "exchange-with"  # #3: pick the player to exchange with
EXCHANGE_GIVE = "exchange-give"  # #3: the partner hands 3 fruits (partner decides)
EXCHANGE_BACK = "exchange-back"  # #3: the mover hands back 3 fruits
OFFER = "offer-take"  # #4: each other player may take one fruit (they decide)
DISCARD = "discard"  # #5: mark fruits to discard, then done
PUSH = "reveal"  # #6: take what is revealed, or reveal another


class FabledFruitState:
    """A game of Fabled Fruit in progress (mutated by `apply`)."""

    # Slots: attribute access is the bulk of the work in a simulation.
    __slots__ = (
        "names", "seed", "rng", "deck", "discard", "hands", "sizes", "stacks", "pawns",
        "juices", "goal", "offer", "revealed", "mover", "turn", "phase", "partner", "owed",
        "left", "locked", "handed", "takers", "taken", "marks", "marked", "over", "winners",
        "end_reason", "events", "_logs", "_decision", "_result", "_prompts", "_fixed_prompts",
        "_after", "_trade_choices", "_on_table",
    )

    def __init__(self, names: Sequence[str], seed: int, first: int = 0) -> None:
        check_seat_count(INFO, len(names))
        self.names = tuple(names)
        self.seed = seed
        n = len(names)
        self.rng = random.Random(seed)
        self.deck: list[int] = list(range(FRUIT_CARDS))  # the top is the end
        self.rng.shuffle(self.deck)
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
        for loc in LOCATIONS:
            index = loc.index
            left = len(self.stacks[index])
            here = tuple(s for s, at in enumerate(pawns) if at == index) if index in pawns else ()
            # Going there costs a fruit for each pawn already there: the tick counts it.
            fee = 0 if seat is None or seat in here else len(here)
            ok = held >= loc.price_total + fee and left > 0 and can_pay(counts, loc, fee)
            if ok:
                affordable.append(loc.number)
            locations.append(location_view(loc, left, here, ok))
        decision = self.decision()
        discard = self.discard
        return FabledFruitView(
            seat=seat,
            names=self.names,
            fruits=FRUITS,
            letters=LETTERS,
            hand=counts,
            marked=tuple(self.marks) if seat == self.mover and self.phase == DISCARD else (),
            hand_sizes=tuple(self.sizes),
            juices=tuple(tuple(map(LOC_NUMBER.__getitem__, j)) for j in self.juices),
            juices_to_win=self.goal,
            locations=tuple(locations),
            pawns=tuple(None if at is None else LOCATIONS[at].number for at in pawns),
            affordable=tuple(affordable),
            deck_size=len(self.deck),
            discard_size=len(discard),
            discard_top=FRUITS[CARD_KIND[discard[-1]]] if discard else None,
            offer=tuple(map(len, self.offer)),
            revealed=tuple(map(CARD_KIND.__getitem__, self.revealed)),
            to_move=None if self.over else self.mover,
            turn=self.turn,
            pending_seat=decision.seat if decision else None,
            pending_kind=decision.kind if decision else "",
            pending_prompt=decision.prompt if decision and prose else "",
            log=self._log_for(seat) if prose else (),
            finished=self.over,
            winners=self.winners,
            end_reason=self.end_reason,
        )

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

    def _make_juice(self, loc: Location, wildcards: tuple[str, ...]) -> None:
        mover = self.mover
        hand = self.hands[mover]
        paid = [k for k in KINDS for _ in range(loc.price[k])] + [KIND_OF[f] for f in wildcards]
        for k in paid:
            self.discard.append(hand[k].pop())
        self.sizes[mover] -= len(paid)
        stack = self.stacks[loc.index]
        self.juices[mover].append(stack.pop())
        self.events.append(("juice", mover, loc.index, tuple(paid), len(self.juices[mover])))
        if not stack:
            # The stack leaves the table; pawns on it step off the board and
            # may move anywhere next turn.
            self._on_table &= ~(1 << loc.index)
            standing = tuple(s for s, at in enumerate(self.pawns) if at == loc.index)
            for s in standing:
                self.pawns[s] = None
            self.events.append(("gone", loc.index, standing))
        if len(self.juices[mover]) >= self.goal:
            self.winners = (mover,)
            self._finish(f"{self.names[mover]} made juice number {self.goal} and wins at once.")
            return
        self._end_turn()

    def _fallback(self, loc: Location, why: str) -> None:
        """The action cannot be done: a signpost location draws instead."""
        draw = FALLBACK_DRAW if loc.signpost else 0
        self.events.append(("fallback", self.mover, loc.index, why, draw))
        if draw:
            self._draw(self.mover, draw)
        self._end_turn()

    # #1 and the like: draw some fruits.
    def _act_draw(self, loc: Location, choice: Choice) -> None:
        self._draw(self.mover, loc.params["draw"])
        self._end_turn()

    # #2: a banana to another player, who hands back 2 other fruits.
    def _act_trade(self, loc: Location, choice: Choice) -> None:
        if len(choice) == 1:  # type: ignore[arg-type]
            self._fallback(loc, f"no {loc.params['give']}")
            return
        mover, partner = self.mover, choice[1]  # type: ignore[index]
        kind = KIND_OF[loc.params["give"]]
        had = self.sizes[partner]
        self.locked = -1
        self._hand_over(mover, partner, kind)
        self.locked = self.hands[partner][kind][-1]
        self.partner = partner
        self.left = min(loc.params["get"], had)
        self.handed = []
        self.events.append(("trade", mover, partner, kind))
        if not self.left:
            self.events.append(("trade-empty", partner))
            self.locked = -1
            self._end_turn()
            return
        self.phase = TRADE_BACK

    def _hand_one(self, giver: int, taker: int, choice: Choice) -> bool:
        """Hand one chosen fruit over; True once the last one owed has gone."""
        kind = KIND_OF[choice[1]]  # type: ignore[index]
        self._hand_over(giver, taker, kind)
        self.handed.append(kind)
        self.left -= 1
        if self.left:
            return False
        self.events.append(("handed", giver, taker, tuple(self.handed)))
        return True

    def _apply_trade_back(self, choice: Choice) -> None:
        if self._hand_one(self.partner, self.mover, choice):
            self.locked = -1
            self._end_turn()

    # #3: draw 1, then exchange 3 with a player holding at least 3.
    def _act_exchange(self, loc: Location, choice: Choice) -> None:
        mover = self.mover
        self._draw(mover, loc.params["draw"])
        size = loc.params["exchange"]
        if not any(self.sizes[s] >= size for s in self._seats_after(mover)):
            self.events.append(("no-exchange", mover, size))
            self._end_turn()
            return
        self.phase = EXCHANGE_WITH

    def _apply_exchange_with(self, choice: Choice) -> None:
        self.partner = choice[1]  # type: ignore[index]
        self.left = self._exchange_size()
        self.handed = []
        self.events.append(("exchange", self.mover, self.partner))
        self.phase = EXCHANGE_GIVE

    def _apply_exchange_give(self, choice: Choice) -> None:
        if self._hand_one(self.partner, self.mover, choice):
            self.left = self._exchange_size()
            self.handed = []
            self.phase = EXCHANGE_BACK

    def _apply_exchange_back(self, choice: Choice) -> None:
        if self._hand_one(self.mover, self.partner, choice):
            self._end_turn()

    # #4: the whole hand face up; each other player may take one.
    def _act_offer(self, loc: Location, choice: Choice) -> None:
        mover = self.mover
        if not self.sizes[mover]:  # the location's own rule, not a signpost
            self.events.append(("fallback", mover, loc.index, "an empty hand",
                                loc.params["empty_draw"]))
            self._draw(mover, loc.params["empty_draw"])
            self._end_turn()
            return
        self.offer, self.hands[mover] = self.hands[mover], [[] for _ in KINDS]
        shown = tuple(k for k in KINDS for _ in self.offer[k])
        self.sizes[mover] = 0
        self.takers = list(self._seats_after(mover))
        self.taken = 0
        self.events.append(("offer", mover, shown))
        self.phase = OFFER

    def _apply_offer(self, choice: Choice) -> None:
        taker = self.takers.pop(0)
        if choice[0] == "take":  # type: ignore[index]
            kind = KIND_OF[choice[1]]  # type: ignore[index]
            self.hands[taker][kind].append(self.offer[kind].pop())
            self.sizes[taker] += 1
            self.taken += 1
            self.events.append(("take", taker, self.mover, kind))
        else:
            self.events.append(("pass", taker))
        if self.takers and any(self.offer):
            return
        mover = self.mover
        back = sum(len(ids) for ids in self.offer)
        self.hands[mover], self.offer = self.offer, [[] for _ in KINDS]
        self.sizes[mover] = back
        self.events.append(("offer-end", mover, self.taken, back))
        loc = LOCATIONS[self.pawns[mover]]  # type: ignore[index]
        if self.taken:
            self._draw(mover, loc.params["draw_per_take"] * self.taken)
        self._end_turn()

    # #5: discard any number, then draw back up to 3.
    def _act_refill(self, loc: Location, choice: Choice) -> None:
        self.marks = [0] * len(FRUITS)
        self.marked = 0
        self.phase = DISCARD

    def _apply_discard(self, choice: Choice) -> None:
        if choice[0] == "discard":  # type: ignore[index]
            self.marks[KIND_OF[choice[1]]] += 1  # type: ignore[index]
            self.marked += 1
            return
        mover = self.mover
        hand, marks = self.hands[mover], self.marks
        dropped = tuple(k for k in KINDS for _ in range(marks[k]))
        for k in dropped:
            self.discard.append(hand[k].pop())
        self.sizes[mover] -= len(dropped)
        self.events.append(("discard", mover, dropped))
        target = LOCATIONS[self.pawns[mover]].params["refill_to"]  # type: ignore[index]
        if self.sizes[mover] < target:
            self._draw(mover, target - self.sizes[mover])
        self._end_turn()

    # #6: reveal one at a time; a kind twice throws them all away.
    def _act_unique(self, loc: Location, choice: Choice) -> None:
        self.revealed = []
        self.phase = PUSH
        self._reveal()

    def _reveal(self) -> None:
        if not self.deck and not self._reshuffle():
            self.events.append(("dry", self.mover))
            self._end_turn()
            return
        card = self.deck.pop()
        kind = CARD_KIND[card]
        bust = any(CARD_KIND[c] == kind for c in self.revealed)
        self.revealed.append(card)
        self.events.append(("reveal", self.mover, kind))
        if bust:
            self.events.append(("bust", self.mover, tuple(CARD_KIND[c] for c in self.revealed)))
            self.discard.extend(self.revealed)
            self.revealed = []
            self._end_turn()

    def _apply_push(self, choice: Choice) -> None:
        if choice is REVEAL or choice == REVEAL:
            self._reveal()
            return
        mover = self.mover
        hand = self.hands[mover]
        for card in self.revealed:
            hand[CARD_KIND[card]].append(card)
        self.sizes[mover] += len(self.revealed)
        self.events.append(("take-all", mover, tuple(CARD_KIND[c] for c in self.revealed)))
        self.revealed = []
        self._end_turn()

    _APPLY: dict[str, Callable[[FabledFruitState, Choice], None]] = {
        MOVE: _apply_move,
        PAY: _apply_pay,
        CHOOSE: _apply_choose,
        TRADE_BACK: _apply_trade_back,
        EXCHANGE_WITH: _apply_exchange_with,
        EXCHANGE_GIVE: _apply_exchange_give,
        EXCHANGE_BACK: _apply_exchange_back,
        OFFER: _apply_offer,
        DISCARD: _apply_discard,
        PUSH: _apply_push,
    }

    # -- turns and the end ------------------------------------------------------------

    def _end_turn(self) -> None:
        if self.turn >= TURN_LIMIT:
            best = max(len(j) for j in self.juices)
            self.winners = tuple(s for s, j in enumerate(self.juices) if len(j) == best)
            self._finish(f"The game reached the safety limit of {TURN_LIMIT} turns; "
                         f"the most juices ({best}) wins.")
            return
        self.mover = (self.mover + 1) % len(self.names)
        self.turn += 1
        self.phase = MOVE

    def _finish(self, reason: str) -> None:
        self.over = True
        self.end_reason = reason
        self.phase = ""
        self._decision = None
        self.events.append(("end", reason))

    def _score(self) -> Result:
        counts = tuple(len(j) for j in self.juices)
        names = self.names
        rows: list[tuple[str, tuple[int | None, ...]]] = [("Juices", counts)]
        for loc in LOCATIONS:
            per_seat = tuple(sum(1 for c in j if LOC_OF[c] == loc.index) for j in self.juices)
            if any(per_seat):
                rows.append((f"  from #{loc.number}", tuple(v or None for v in per_seat)))
        rows.append(("Fruits in hand", tuple(self.sizes)))
        notes = [self.end_reason,
                 f"With {len(names)} players the first to make {self.goal} juices wins."]
        notes.extend(
            f"{names[s]} made {counts[s]} juice{'s' if counts[s] != 1 else ''}"
            + (f" ({', '.join(f'#{LOCATIONS[LOC_OF[c]].number}' for c in self.juices[s])})"
               if counts[s] else "") + "."
            for s in range(len(names))
        )
        tiebreak = ""
        if len(self.winners) > 1:
            tiebreak = "Tied on juices at the turn limit: the win is shared."
        return Result(counts, self.winners, tuple(rows), tuple(notes), tiebreak, unit="juices")

    # -- words ------------------------------------------------------------------------

    def _illegal_text(self, decision: Decision, choice: Choice) -> str:
        who = self.names[decision.seat]
        why = self._why_not(decision, choice)
        return (f"{choice!r} is not possible now: {why + ' ' if why else ''}{who} must decide "
                f"({decision.prompt}); choose one of {len(decision.choices)} listed choices.")

    def _why_not(self, decision: Decision, choice: Choice) -> str:
        """The rule a refused choice breaks, when it is a common slip ("" otherwise)."""
        if not isinstance(choice, tuple) or len(choice) < 2:
            return ""
        tag, value = choice[0], choice[1]
        seat, names = decision.seat, self.names
        if self.phase == MOVE and tag == "go":
            loc = LOC_BY_NUMBER.get(value) if isinstance(value, int) else None
            if loc is None:
                return f"there is no location #{value}."
            if self.pawns[seat] == loc.index:
                return f"{names[seat]}'s pawn already stands on #{loc.number}; move elsewhere."
            if not self.stacks[loc.index]:
                return f"the #{loc.number} stack has left the table."
            return ""
        if self.phase == CHOOSE and tag == "juice":
            loc = LOCATIONS[self.pawns[seat]]  # type: ignore[index]
            return f"{names[seat]} cannot pay {loc.price_text} for #{loc.number} that way."
        if tag == "give" and self.phase == PAY and len(choice) == 3:
            if value not in self.owed:
                return f"{names[value] if value in range(len(names)) else value} is owed nothing."
            value = choice[2]
        if tag == "give" and isinstance(value, str):
            kind = KIND_OF.get(value)
            if kind is None:
                return f"there is no fruit called {value!r}."
            if not self.hands[seat][kind]:
                return f"{names[seat]} holds no {MANY[kind]}."
            if self.phase == TRADE_BACK and self.hands[seat][kind] == [self.locked]:
                return (f"the {FRUITS[kind]} {names[self.mover]} just handed over cannot "
                        "go back; 2 other fruits are owed.")
        return ""

    def _describe(self, choice: Choice) -> str:
        phase, names, mover = self.phase, self.names, self.mover
        tag = choice[0]  # type: ignore[index]
        if phase == MOVE:
            loc = LOC_BY_NUMBER[choice[1]]  # type: ignore[index]
            there = [names[s] for s in self._seats_after(mover) if self.pawns[s] == loc.index]
            text = f"Go to {loc.title}"
            if there:
                text += f" ({' and '.join(there)} there: 1 fruit each)"
            return text
        if phase == PAY:
            _, visitor, fruit = choice  # type: ignore[misc]
            kind = KIND_OF[fruit]
            return f"Give {names[visitor]} {ONE[kind]} ({LETTERS[kind]})"
        if phase == CHOOSE:
            loc = LOCATIONS[self.pawns[mover]]  # type: ignore[index]
            if tag == "juice":
                paid = [count_text(k, n) for k, n in enumerate(loc.price) if n]
                extra = [KIND_OF[f] for f in choice[1:]]  # type: ignore[index]
                if extra:
                    paid.append(kinds_text(extra))
                return f"Make a juice of #{loc.number}: pay {' + '.join(paid)}"
            return self._describe_action(loc, choice)
        if phase in (TRADE_BACK, EXCHANGE_GIVE, EXCHANGE_BACK):
            receiver = mover if phase != EXCHANGE_BACK else self.partner
            kind = KIND_OF[choice[1]]  # type: ignore[index]
            return f"Give {names[receiver]} {ONE[kind]} ({LETTERS[kind]})"
        if phase == EXCHANGE_WITH:
            s = choice[1]  # type: ignore[index]
            size = self._exchange_size()
            return f"Exchange {size} fruits with {names[s]} (holds {self.sizes[s]})"
        if phase == OFFER:
            if tag == "pass":
                return f"Take nothing from {names[mover]}'s offer"
            kind = KIND_OF[choice[1]]  # type: ignore[index]
            return f"Take {ONE[kind]} ({LETTERS[kind]}) from {names[mover]}'s offer"
        if phase == DISCARD:
            if tag == "discard":
                kind = KIND_OF[choice[1]]  # type: ignore[index]
                return f"Discard {ONE[kind]} ({LETTERS[kind]})"
            keep = self.sizes[mover] - self.marked
            target = LOCATIONS[self.pawns[mover]].params["refill_to"]  # type: ignore[index]
            marked = self.marked
            head = f"Done: discard {marked}, " if marked else "Done: "
            if keep >= target:
                return head + f"keep {keep} fruits, draw nothing"
            return head + f"draw {target - keep} to hold {target}"
        if phase == PUSH:
            shown = letters_text([CARD_KIND[c] for c in self.revealed])
            if tag == "take-all":
                return f"Take the revealed fruits: {shown}"
            kinds = sorted({CARD_KIND[c] for c in self.revealed})
            return f"Reveal another fruit (a second {' or '.join(LETTERS[k] for k in kinds)} busts)"
        return repr(choice)

    def _describe_action(self, loc: Location, choice: Choice) -> str:
        mover, names = self.mover, self.names
        action = loc.action
        if action == "draw":
            return f"Draw {n_fruits(loc.params['draw'])} (#{loc.number})"
        if action == "trade":
            give = KIND_OF[loc.params["give"]]
            if len(choice) == 1:  # type: ignore[arg-type]
                if loc.signpost:
                    return f"No {FRUITS[give]}: draw {n_fruits(FALLBACK_DRAW)} instead (signpost)"
                return f"No {FRUITS[give]}: nothing happens"
            s = choice[1]  # type: ignore[index]
            back = min(loc.params["get"], self.sizes[s])
            return (f"Give {names[s]} {ONE[give]} ({LETTERS[give]}) for {back} of "
                    f"{names[s]}'s fruits (holds {self.sizes[s]})")
        if action == "exchange":
            size = loc.params["exchange"]
            if any(self.sizes[s] >= size for s in self._seats_after(mover)):
                return f"Draw {n_fruits(loc.params['draw'])}, then exchange {size} with a player"
            return (f"Draw {n_fruits(loc.params['draw'])} only: nobody else holds {size} "
                    f"fruits (signpost)")
        if action == "offer":
            if not self.sizes[mover]:
                return f"Empty hand: draw {n_fruits(loc.params['empty_draw'])} instead"
            return (f"Offer all {self.sizes[mover]} fruits face up; draw "
                    f"{loc.params['draw_per_take']} per fruit taken")
        if action == "refill":
            return f"Discard any fruits, then draw back to {loc.params['refill_to']}"
        if action == "unique":
            return "Reveal fruits one by one; keep them if no kind repeats"
        return loc.name

    def _log_for(self, seat: int | None) -> tuple[str, ...]:
        """The recent history worded for `seat`, built on from where it was left."""
        seen, lines = self._logs.get(seat, (0, ()))
        events = self.events
        if seen < len(events):
            fresh = [self._log_line(e, seat) for e in events[seen:]]
            lines = (*lines, *(line for line in fresh if line))[-LOG_LINES:]
            self._logs[seat] = (len(events), lines)
        return lines

    def _log_line(self, event: tuple[Any, ...], seat: int | None) -> str:
        """One event worded for `seat`: hidden fruits only for those who saw them.

        Returns "" for events a seat should not see a line for."""
        names = self.names
        what = event[0]
        if what == "setup":
            return (f"Each player was dealt {n_fruits(event[1])}; first to {event[2]} juices wins.")
        if what == "move":
            _, s, loc = event
            return f"{names[s]} moved to {LOCATIONS[loc].title}."
        if what == "pay":
            _, s, to, kind = event
            fruit = ONE[kind] if seat in (s, to) else "a fruit"
            return f"{names[s]} gave {names[to]} {fruit} on arriving."
        if what == "cannot-pay":
            _, s, owed = event
            return f"{names[s]} had no fruit left for {' and '.join(names[o] for o in owed)}."
        if what == "draw":
            _, s, kinds, wanted = event
            got = len(kinds)
            text = (f"You drew {kinds_text(kinds)}" if seat == s
                    else f"{names[s]} drew {n_fruits(got)}")
            if got < wanted:
                text += f" (deck and discard pile empty: {wanted - got} short)"
            return text + "."
        if what == "reshuffle":
            return f"The discard pile ({n_fruits(event[1])}) was shuffled into a new deck."
        if what == "juice":
            _, s, loc, paid, made = event
            return (f"{names[s]} paid {kinds_text(paid)} and made a juice of "
                    f"{LOCATIONS[loc].title} ({made} so far).")
        if what == "gone":
            _, loc, standing = event
            text = f"The last {LOCATIONS[loc].title} card is gone; that stack leaves the table."
            if standing:
                text += f" {' and '.join(names[s] for s in standing)} step off the board."
            return text
        if what == "fallback":
            _, s, loc, why, draw = event
            then = f"draws {n_fruits(draw)} instead" if draw else "does nothing"
            return f"{names[s]} cannot use {LOCATIONS[loc].title} ({why}) and {then}."
        if what == "trade":
            _, s, to, kind = event
            return f"{names[s]} gave {names[to]} {ONE[kind]}."
        if what == "trade-empty":
            return f"{names[event[1]]} had no other fruit to give back."
        if what == "handed":
            _, s, to, kinds = event
            shown = kinds_text(kinds) if seat in (s, to) else n_fruits(len(kinds))
            return f"{names[s]} handed {names[to]} {shown}."
        if what == "no-exchange":
            return f"Nobody else holds {event[2]} fruits: no exchange."
        if what == "exchange":
            _, s, to = event
            return f"{names[s]} exchanges fruits with {names[to]}."
        if what == "offer":
            _, s, shown = event
            return f"{names[s]} offers {kinds_text(shown)} face up."
        if what == "take":
            _, s, frm, kind = event
            return f"{names[s]} took {ONE[kind]} from {names[frm]}'s offer."
        if what == "pass":
            return f"{names[event[1]]} took nothing from the offer."
        if what == "offer-end":
            _, s, taken, back = event
            return f"{taken} fruit{'s' if taken != 1 else ''} taken; {back} back to {names[s]}."
        if what == "discard":
            _, s, dropped = event
            return f"{names[s]} discarded {kinds_text(dropped)}."
        if what == "reveal":
            _, s, kind = event
            return f"{names[s]} revealed {ONE[kind]}."
        if what == "bust":
            _, s, kinds = event
            return f"A kind came up twice: {names[s]} discards {kinds_text(kinds)}."
        if what == "take-all":
            _, s, kinds = event
            return f"{names[s]} took {kinds_text(kinds)}."
        if what == "dry":
            return "Deck and discard pile are empty: nothing to reveal."
        if what == "end":
            return event[1]
        return ""


# Dispatch tables as globals: cheaper to reach than class attributes.
BUILD_BY_PHASE = FabledFruitState._BUILD
APPLY_BY_PHASE = FabledFruitState._APPLY

ACTIONS: dict[str, Callable[[FabledFruitState, Location, Choice], None]] = {
    "draw": FabledFruitState._act_draw,
    "trade": FabledFruitState._act_trade,
    "exchange": FabledFruitState._act_exchange,
    "offer": FabledFruitState._act_offer,
    "refill": FabledFruitState._act_refill,
    "unique": FabledFruitState._act_unique,
}
ACT_OF = tuple(ACTIONS.get(loc.action) for loc in LOCATIONS)
_missing = {loc.action for loc in LOCATIONS} - set(ACTIONS)
if _missing:
    raise ValueError(f"fabled_fruit.toml names unknown actions: {sorted(_missing)}")


RULES = OptionlessRules(INFO, FabledFruitState)
