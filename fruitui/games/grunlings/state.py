"""A game of Grunlings in progress.

The game is a stack of steps. A step either runs at once (drawing, dealing a
draft, counting votes) or waits for one seat's choice. `_settle` runs steps
until a choice is needed; a step with nothing to choose lapses, and one with a
single choice is taken for the player (except secret or blockable ones, which
are always asked so that the hand-over itself gives nothing away).

Cards are ids (see `cards.py`); every id is in exactly one place at any time:
a hand, a Basket, the Shop, a Discard Pile, the Draw Pile, the revealed
Events, the box, or one of the short-lived spots an Event or a Visitor uses.
Choices name cards by their name, never by id: copies are interchangeable.

This module holds the state and its contract (decision, apply, view, result);
the rulebook's sections live beside it: `setup` is in `GrunlingsRules` below,
`turn`, `visitors`, `events` (steps and mixins), `seat_view`, `scoring`.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from typing import Any

from fruitui.games.base import (
    BadOptions,
    Choice,
    Decision,
    IllegalChoice,
    Result,
    check_seat_count,
    first_seat,
)
from fruitui.games.grunlings.cards import (
    ALL_IDS,
    EVENT_IDS,
    LYCHEE,
    NAME,
    RULES,
    SET_NAMES,
    STAR,
    TOUCH,
    canonical_set,
    pop_many,
    set_cards,
)
from fruitui.games.grunlings.scoring import (
    PlayerEnd,
    ScoreSheet,
    score_outcome,
    score_players,
    score_totals,
)
from fruitui.games.grunlings.constants import (
    INFO,
    LIMIT,
    EVENTS_IN_GAME,
    FROST_KINDS,
    Task,
    PHASES,
)
from fruitui.games.grunlings.events import EventsMixin
from fruitui.games.grunlings.known import KnownMixin
from fruitui.games.grunlings.seat_view import SeatViewMixin
from fruitui.games.grunlings.steps import (
    RUN,
    CHOICES,
    APPLY,
    PROMPT,
    ASK,
    DESCRIBE,
    _describe_plain,
)
from fruitui.games.grunlings.wording import Words, pile_name
from fruitui.games.grunlings.turn import TurnMixin
from fruitui.games.grunlings.visitors import VisitorsMixin



_LYCHEES = frozenset(c for c in ALL_IDS if NAME[c] == LYCHEE)  # looked up in C
# Seat count -> first seat -> every seat in turn order from it.
_ORDERS = {n: [tuple((start + i) % n for i in range(n)) for start in range(n)]
           for n in range(INFO.min_players, INFO.max_players + 1)}

# The state's lists whose items are lists too (every other list holds only
# numbers, strings, tuples or None; tests/bots/test_grunlings_clone.py checks).
NESTED_LISTS = frozenset(("hands", "baskets", "piles", "tornado_puts", "known", "shed_tell"))


class GrunlingsState(TurnMixin, VisitorsMixin, EventsMixin, SeatViewMixin, KnownMixin):
    """A game of Grunlings (mutated in place by `apply`)."""

    chance_outcomes = 0  # a copy made without __init__ counts from here

    def __init__(self, names: Sequence[str], seed: int, sets: tuple[str, ...] | None,
                 first: int = 0) -> None:
        check_seat_count(INFO, len(names))
        self.names = tuple(names)
        self.seed = seed
        n = self.n = len(names)
        rng = self.rng = random.Random(seed)
        if sets is None:
            count = RULES["sets_by_players"][str(n)]
            chosen = set(rng.sample(SET_NAMES, count))
            sets = tuple(s for s in SET_NAMES if s in chosen)
        self.sets = sets
        cards = set_cards(sets)
        self.kinds_in_play, self.green_kinds, self.all_kinds = cards.kinds, cards.green, cards.all
        self.box: list[int] = list(cards.box)
        blue = list(cards.blue)
        green = list(cards.fruit)
        rng.shuffle(blue)
        rng.shuffle(green)
        self.hands: list[list[int]] = [pop_many(green, RULES["hand_green"]) for _ in range(n)]
        for hand in self.hands:
            hand += pop_many(blue, RULES["hand_blue"])
        self.shop: list[int] = pop_many(blue, RULES["shop_size"])
        draw = green + blue
        rng.shuffle(draw)
        self.piles: list[list[int]] = [[draw.pop()] for _ in range(RULES["discard_piles"][str(n)])]
        events = list(EVENT_IDS)
        rng.shuffle(events)
        chosen_events, unused = events[:EVENTS_IN_GAME], events[EVENTS_IN_GAME:]
        self.box.extend(unused)
        # The fourth Event goes among the last cards so that it ends the game.
        window = RULES["final_window"]
        aside = pop_many(draw, window - 1) + chosen_events[:1]
        rng.shuffle(aside)
        draw.extend(chosen_events[1:])
        rng.shuffle(draw)
        self.draw: list[int] = aside + draw  # the top card is the last one
        # Chance outcomes, counted as OpenSpiel counts a card dealt by chance: one per
        # card dealt or drawn from a shuffled pile nobody sees (read by benchmarks only).
        self.chance_outcomes = n * (RULES["hand_green"] + RULES["hand_blue"]) \
            + len(self.shop) + len(self.piles)
        self.baskets: list[list[int]] = [[] for _ in range(n)]
        self.face_up: set[int] = set()  # Basket cards a Bumbling Bear turned up
        self.shown: set[int] = set()  # hand cards shown in a Growing Contest
        self.known: list[list[str]] = [[] for _ in range(n)]  # names all saw go into each hand
        self.take_tell: list[tuple[str, ...]] = [()] * n  # each seat's latest Take (known.py)
        self.shed_tell: list[list[str]] = [[] for _ in range(n)]  # ... and its chosen discards
        self.events: list[int] = []  # revealed Events in order; Fog never stays
        self.grape_card: list[int] = []  # the played Grape Connoisseur lies here
        self.removed: list[int] = []  # Summer Rain (final): face down, out of the game
        self.fog_card: list[int] = []
        self.fog_options: list[int] = []
        self.fog_votes: list[tuple[int, int] | None] = [None] * n
        self.tornado_top: list[int] = []
        self.tornado_puts: list[list[int]] = [[] for _ in range(n)]
        self.tornado_pool: list[int] = []
        self.tornado_pile = 0
        self.volcano: list[int | None] = [None] * n
        self.volcano_asked = [False] * n  # who has made their secret Eruption choice
        self.volcano_pile = 0
        self.leaf: list[int] = [RULES["starting_leaf"]] * n
        self.sloth: list[bool] = [False] * n
        self.sloth_supply: int = RULES["sloth_tokens"]
        self.prediction: tuple[int, int] | None = None
        self.limit = LIMIT
        self.frost = False
        self.wildfire = False
        self.baskets_locked = False
        self.final = False
        self.farmer_tokens: int | None = None
        self.event_now: int | None = None
        self.active = 0
        self.turn = 0
        self.bought = False
        self.over = False
        self.revealed = False  # cards are shown for scoring (Star Fruits are placed then)
        # Each holder's Star Fruit copies, secret until every holder has placed them.
        self.star_copies: list[tuple[str, ...] | None] = [None] * n
        self._star_menus: dict[int, list[tuple[tuple[str, ...], str]]] = {}
        self._star_orders: dict[int, list[tuple[str, ...]]] = {}  # the menus' options, unlabelled
        # A search's rollout sets this: its players read no menu, so the Star Fruit
        # step lists the options bare, in name order (ordering them by fruitui's
        # suggestion and labelling them cost more than the rest of a rollout).
        self.bare_menus = False
        # A hand reset's secret search: (seat, pile, pile size, hand size, blue
        # cards in hand) as everyone else saw them when it began; None otherwise.
        self.searching: tuple[int, int, int, int, int] | None = None
        self._secrets = 0  # bumps whenever hidden information comes out (for `reveals`)
        self._log: list[tuple[Any, Any]] = []  # (public, private), or (words, args): `_said`
        self._log_cache: dict[int | None, tuple[int, list[str]]] = {}
        self._decision: Decision | None = None
        self._task: Task = ()
        self._result: Result | None = None
        self._sheet: ScoreSheet | None = None
        self._say(f"Sets in play: {', '.join(sets)}. {n} players, "
                  f"{len(self.piles)} Discard Pile(s).")
        if first:
            self._say(f"{self.names[first]} starts.", {first: "You start."})
        self.stack: list[Task] = [("start_turn", first)]
        for seat in reversed(self._order(first)):
            self.stack.append(("open_basket", seat))
        self._settle()

    # --- the contract ------------------------------------------------------

    def decision(self) -> Decision | None:
        return self._decision

    def apply(self, choice: Choice) -> None:
        decision = self._decision
        if decision is None:
            raise IllegalChoice("The game is over; nothing more can be done.")
        if choice not in decision.choices:
            raise IllegalChoice(self._illegal_text(decision, choice))
        task = self.stack.pop()
        APPLY[task[0]](self, task, choice)
        self._decision = None
        if self._settle_steps():  # `_settle`, its common case (a decision comes) first
            self._settle_end()

    def _settle(self) -> None:
        if self._settle_steps():
            self._settle_end()

    def describe(self, choice: Choice) -> str:
        task = self._task
        if not task:
            return str(choice)
        return DESCRIBE.get(task[0], _describe_plain)(self, task, choice)

    def reveals(self, choice: Choice) -> bool:
        if self._decision is None or choice not in self._decision.choices:
            return False
        probe = copy.deepcopy(self)
        before = probe._secrets
        probe.apply(choice)
        return probe._secrets != before

    def result(self) -> Result | None:
        if not self.over:
            return None
        if self._result is None:
            self._result = self.score_sheet().result()
        return self._result

    def outcome(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """`result()`'s scores and winners, without wording the score sheet (for
        simulations, which read nothing else); None while the game goes on."""
        if not self.over:
            return None
        if self._result is not None:
            return self._result.scores, self._result.winners
        scores, winners = score_outcome(self._ends(), [NAME[e] for e in self.events],
                                        self.prediction, self.farmer_tokens, self.star_copies)
        return tuple(scores), winners

    def score_sheet(self) -> ScoreSheet:
        """The full scoring breakdown (also for unfinished games: as if it ended now)."""
        if self._sheet is not None:
            return self._sheet
        sheet = score_players(self._ends(), [NAME[e] for e in self.events], self.prediction,
                              self.farmer_tokens, self.star_copies)
        if self.over:
            self._sheet = sheet
        return sheet

    def score_totals(self) -> list[int]:
        """Each seat's total as `score_sheet()` gives it, without wording the sheet
        (what a search rollout's estimate needs)."""
        if self._sheet is not None:
            return [p.total for p in self._sheet.players]
        return score_totals(self._ends(), [NAME[e] for e in self.events], self.prediction,
                            self.farmer_tokens, self.star_copies)

    def ends(self) -> list[PlayerEnd]:
        """What each player shows once the game is over (a rollout reads its own dealt world)."""
        return self._ends()

    def _ends(self) -> list[PlayerEnd]:
        """Every player's cards (hand and Basket), Leaf Tokens and Basket size."""
        names, hands, baskets, leaf = self.names, self.hands, self.baskets, self.leaf
        return [PlayerEnd(names[s], tuple([NAME[c] for c in hands[s] + baskets[s]]),
                          leaf[s], len(baskets[s])) for s in range(self.n)]

    def clone(self) -> GrunlingsState:
        """A copy that shares nothing mutable (a search copies a dealt world for
        every candidate): lists are copied one level deep, the lists of lists in
        NESTED_LISTS two; log lines are shared, never mutated."""
        other = object.__new__(type(self))
        fields = other.__dict__
        fields.update(self.__dict__)
        for key, value in fields.items():  # values replaced in place: no key is added
            kind = type(value)
            if kind is list:
                fields[key] = [v[:] for v in value] if key in NESTED_LISTS else value[:]
            elif kind is set:
                fields[key] = set(value)
            elif key == "_log_cache":
                fields[key] = {seat: (done, list(lines)) for seat, (done, lines) in value.items()}
            elif isinstance(value, random.Random):
                rng = random.Random()
                rng.setstate(value.getstate())
                fields[key] = rng
        return other

    def __deepcopy__(self, memo: dict[int, Any]) -> GrunlingsState:
        """`clone()`, for `reveals`, tests and callers that use copy.deepcopy."""
        return self.clone()

    # --- invariants for tests ------------------------------------------------

    def all_cards(self) -> list[int]:
        """Every card id in every place, repeats included (a quick invariant check)."""
        cards = self.draw + self.shop + self.events + self.box + self.grape_card + self.removed
        cards += self.fog_card + self.fog_options + self.tornado_top + self.tornado_pool
        cards += [c for c in self.volcano if c is not None]
        for group in (self.piles, self.hands, self.baskets, self.tornado_puts):
            for cards_here in group:
                cards += cards_here
        return cards

    def card_places(self) -> dict[int, list[str]]:
        """Every card id and the places it lies in (exactly one when all is well)."""
        places: dict[int, list[str]] = {c: [] for c in ALL_IDS}
        spots: list[tuple[str, Sequence[int]]] = [
            ("draw", self.draw), ("shop", self.shop), ("events", self.events), ("box", self.box),
            ("grape", self.grape_card), ("removed", self.removed), ("fog", self.fog_card),
            ("fog options", self.fog_options), ("tornado top", self.tornado_top),
            ("tornado pool", self.tornado_pool),
            ("volcano", [c for c in self.volcano if c is not None]),
        ]
        spots += [(f"pile {p}", pile) for p, pile in enumerate(self.piles)]
        spots += [(f"hand {s}", h) for s, h in enumerate(self.hands)]
        spots += [(f"basket {s}", b) for s, b in enumerate(self.baskets)]
        spots += [(f"tornado put {s}", t) for s, t in enumerate(self.tornado_puts)]
        for place, cards in spots:
            for c in cards:
                places[c].append(place)
        return places

    # --- the step machine ----------------------------------------------------

    def _settle_end(self) -> None:
        """The steps ran out: reveal for scoring (its steps may ask), or end the game."""
        while not self.revealed:
            self._reveal_for_scoring()
            if not self._settle_steps():
                return  # a decision is pending
        self._decision = None
        self._task = ()
        self.over = True
        if any(c for c in self.star_copies):
            self._secrets += 1
            self._say("Star Fruits: " + "; ".join(
                f"{self.names[s]} copies {', '.join(c)}"
                for s, c in enumerate(self.star_copies) if c) + ".")

    def _reveal_for_scoring(self) -> None:
        """The end: everyone shows their cards; each Star Fruit holder places them."""
        self.revealed = True
        self._secrets += 1
        self._say("The game is over. Everyone reveals their cards for scoring.")
        self._star_menus = {}  # fresh dicts: copies made before the end keep their own
        self._star_orders = {}
        touch = any(NAME[e] == TOUCH for e in self.events)  # Star Fruits become Darkshrubs
        holders = [] if touch else [
            s for s in range(self.n) if any(NAME[c] == STAR for c in self._held(s))]
        if holders:
            self._say("Star Fruit holders now choose, each in secret, what their Star Fruits "
                      "copy.")
        self._push_each("star", holders)

    def _held(self, seat: int) -> list[int]:
        return self.hands[seat] + self.baskets[seat]

    def _settle_steps(self) -> bool:
        """Run steps until a decision is pending (False) or none is left (True)."""
        stack = self.stack
        runs, choose, asks, applies = RUN, CHOICES, ASK, APPLY  # locals: this loop is hot
        while stack:
            task = stack[-1]
            kind = task[0]
            run = runs.get(kind)
            if run is not None:
                stack.pop()
                run(self, task)
                continue
            choices = choose[kind](self, task)
            if not choices:
                stack.pop()  # nothing to choose: the step lapses
                continue
            if len(choices) == 1:
                ask = asks.get(kind)
                if ask is None or not ask(self, task):
                    stack.pop()
                    applies[kind](self, task, choices[0])
                    continue
            self._task = task
            # tuple.__new__ builds the named tuple in C (its own __new__ is Python).
            self._decision = tuple.__new__(
                Decision, (task[1], kind, PROMPT[kind](self, task), choices, self.turn))
            return False
        return True

    def _cut_to_discard(self) -> None:
        """Go straight to the active player's Discard phase (drops skipped steps)."""
        stack = self.stack
        for i in range(len(stack) - 1, -1, -1):
            if stack[i][0] == "discard":
                del stack[i + 1:]
                return

    def _push_each(self, kind: str, seats: Sequence[int], *rest: Any) -> None:
        """Steps for each seat in `seats`, the first seat going first."""
        for seat in reversed(seats):
            self.stack.append((kind, seat, *rest))

    # --- small helpers ---------------------------------------------------------

    def _order(self, start: int) -> list[int]:
        return list(_ORDERS[self.n][start])

    def _targets(self, seat: int) -> list[int]:
        """Other players a Visitor may affect: not those safe under a Sloth token."""
        sloth = self.sloth
        return [s for s in _ORDERS[self.n][seat][1:] if not sloth[s]]

    @staticmethod
    def _take(cards: list[int], kind: str) -> int:
        for i in range(len(cards) - 1, -1, -1):
            if NAME[cards[i]] == kind:
                return cards.pop(i)
        raise IllegalChoice(f"There is no {kind} there.")

    def _discard(self, seat: int, kind: str, pile: int) -> int:
        card = self._take(self.hands[seat], kind)
        self.shown.discard(card)
        self._left_in_view(seat, kind)
        self.piles[pile].append(card)
        return card

    def _say(self, public: str | None, private: dict[int, str] | None = None) -> None:
        self._log.append((public, private))

    def _say_later(self, words: Words, *args: Any) -> None:
        """A log entry worded only when a view with prose reads it (random playouts
        and bots never do): `words(*args)` gives (public, private) then, so `args`
        must be values as they are now, never lists that change later."""
        self._log.append((words, args))

    def _said(self, start: int = 0) -> list[tuple[str | None, dict[int, str] | None]]:
        """The log's (public, private) entries from `start` on, worded now where
        `_say_later` left them unworded (and kept worded)."""
        log = self._log
        for i in range(start, len(log)):
            words, args = log[i]
            if callable(words):
                log[i] = words(*args)
        return log[start:]

    def _pile_name(self, pile: int) -> str:
        return pile_name(pile, len(self.piles))

    def _can_block(self, seat: int) -> bool:
        return not self.wildfire and not _LYCHEES.isdisjoint(self.hands[seat])

    def _face_up_in_hand(self, card: int) -> bool:
        """Whether a hand card lies face up for everyone (Frost, a Contest guess)."""
        return card in self.shown or (self.frost and NAME[card] in FROST_KINDS)

    def _over_limit(self, seat: int) -> bool:
        return len(self.hands[seat]) + len(self.baskets[seat]) > self.limit

    def _phase(self) -> str:
        if self.over:
            return "Game over"
        if self.event_now is not None:
            return f"Event: {NAME[self.event_now]}"
        for task in reversed(self.stack):
            name = PHASES.get(task[0])
            if name is not None:
                return "Final Discard" if name == "Discard" and self.final else name
        return ""

    def _illegal_text(self, decision: Decision, choice: Choice) -> str:
        return (f"{choice!r} is not a legal choice for {self.names[decision.seat]} now "
                f"({decision.prompt}).")

# === the rules object =========================================================================

class GrunlingsRules:
    info = INFO

    def new_state(
        self, names: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
    ) -> GrunlingsState:
        options = dict(options or {})
        sets = options.pop("sets", None)
        first = options.pop("first", 0)
        if options:
            raise BadOptions(f"Grunlings has no option {', '.join(map(repr, options))}; "
                             "the options are 'sets' and 'first'.")
        check_seat_count(INFO, len(names))
        first = first_seat(first, len(names))
        chosen: tuple[str, ...] | None = None
        if sets is not None:
            if isinstance(sets, str):
                sets = [sets]
            picked = []
            for name in sets:
                known = canonical_set(name)
                if known is None:
                    raise BadOptions(f"Unknown Set {name!r}; choose from {', '.join(SET_NAMES)}.")
                if known in picked:
                    raise BadOptions(f"Set {known} is listed twice.")
                picked.append(known)
            want = RULES["sets_by_players"][str(len(names))]
            if len(picked) != want:
                raise BadOptions(f"Grunlings for {len(names)} players uses {want} Set"
                                 f"{'s' if want > 1 else ''}, not {len(picked)}.")
            chosen = tuple(s for s in SET_NAMES if s in picked)
        return GrunlingsState(names, seed, chosen, first)


RULES_OBJECT = GrunlingsRules()
