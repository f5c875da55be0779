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

This module holds the state: its data (every attribute is set in `__init__`),
its contract (decision, apply, view, result), the step machine and the log.
Setup is `__init__` and `GrunlingsRules` below. The rulebook's sections live
beside it as functions of the state: the steps of `turn`, `visitors`, `events`
and `volcano` (each lists its own in `STEPS`), `drawing` (a card or an Event
drawn), `table` (what every phase does: take, discard, turn order), `known`
(what the table saw go into hands), `seat_view` and `scoring`.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

from fruitui.games.base import Choice, Decision, IllegalChoice, Result, check_seat_count
from fruitui.games.grunlings import events, seat_view, turn, visitors, volcano
from fruitui.games.grunlings.cards import (ALL_IDS, EVENT_IDS, NAME, RULES, SET_NAMES, STAR, TOUCH,
                                           pop_many, set_cards)
from fruitui.games.grunlings.constants import INFO, LIMIT, LOG_LINES, EVENTS_IN_GAME, Task
from fruitui.games.grunlings.scoring import (PlayerEnd, ScoreSheet, score_outcome, score_players,
                                             score_totals, star_menus, star_options, star_orders)
from fruitui.games.grunlings.steps import Auto, Step
from fruitui.games.grunlings.table import held, order, player_ends, push_each
from fruitui.games.grunlings.views import GrunlingsView
from fruitui.games.grunlings.wording import Words

# Every step by its kind (a task's first item): those that run at once, and
# those that wait for a choice. Each phase module lists its own.
_ALL_STEPS = (*turn.STEPS, *visitors.STEPS, *events.STEPS, *volcano.STEPS)
RUNS = {step.kind: step.run for step in _ALL_STEPS if isinstance(step, Auto)}
STEPS = {step.kind: step for step in _ALL_STEPS if isinstance(step, Step)}
assert len(RUNS) + len(STEPS) == len(_ALL_STEPS), "two steps of one kind"

# The state's lists whose items are lists too (every other list holds only
# numbers, strings, tuples or None; tests/bots/test_grunlings_clone.py checks).
NESTED_LISTS = frozenset(("hands", "baskets", "piles", "tornado_puts", "known", "shed_tell"))


class GrunlingsState:
    """A game of Grunlings (mutated in place by `apply`).

    Every attribute is declared here; `__init__` deals the game. The phase
    modules read and change them directly (`clone` copies them all).
    """

    # The table, fixed at setup.
    names: tuple[str, ...]  # players in seat order
    seed: int
    n: int  # how many players
    rng: random.Random  # the game's own luck (a search gives its dealt world another)
    sets: tuple[str, ...]  # the Sets in play
    kinds_in_play: tuple[str, ...]  # card names in play, in data order
    green_kinds: tuple[str, ...]  # green card names in play, sorted
    all_kinds: tuple[str, ...]  # card names in play, sorted
    # Where the cards are (ids; the top of a pile is its last card).
    box: list[int]  # out of the game: Sets not in play, unused Events
    hands: list[list[int]]
    baskets: list[list[int]]
    shop: list[int]  # the Visitor Shop
    piles: list[list[int]]  # the Discard Piles
    draw: list[int]  # the Draw Pile
    events: list[int]  # revealed Events in order; Fog never stays
    grape_card: list[int]  # the played Grape Connoisseur lies here
    removed: list[int]  # Summer Rain (final): face down, out of the game
    fog_card: list[int]  # Fog, while its vote is on
    fog_options: list[int]  # the Events Fog offers
    tornado_top: list[int]  # the pile top that joined the Tornado
    tornado_puts: list[list[int]]  # each seat's cards put in face down
    tornado_pool: list[int]  # the Tornado's face-up cards, being drafted
    volcano: list[int | None]  # each seat's secret Eruption card
    # What the table has seen (known.py keeps `known` and the tells).
    face_up: set[int]  # Basket cards a Bumbling Bear turned up
    shown: set[int]  # hand cards shown in a Growing Contest
    known: list[list[str]]  # names all saw go into each hand
    take_tell: list[tuple[str, ...]]  # each seat's latest Take
    shed_tell: list[list[str]]  # ... and its chosen discards
    # Tokens, votes and the Events' lasting effects.
    leaf: list[int]  # Leaf Tokens per seat
    sloth: list[bool]  # who is under a Sloth token
    sloth_supply: int  # Sloth tokens left
    prediction: tuple[int, int] | None  # the Grape Connoisseur's (predictor, predicted)
    fog_votes: list[tuple[int, int] | None]  # each seat's (option, Leaf Tokens)
    tornado_pile: int  # the pile whose top card joined the Tornado
    volcano_asked: list[bool]  # who has made their secret Eruption choice
    volcano_pile: int  # where the Eruption's losers go
    limit: int  # the Total Card Limit now
    frost: bool
    wildfire: bool
    baskets_locked: bool  # Angry Farmer: Baskets are final
    farmer_tokens: int | None  # Angry Farmer (final): Leaf Tokens for the lowest subtotal
    event_now: int | None  # the Event being resolved
    # The turn.
    active: int  # whose turn it is
    turn: int  # turns started so far
    bought: bool  # a Visitor was bought this turn
    final: bool  # the last Discard phase is on
    stack: list[Task]  # steps to do, the next one last
    # A hand reset's secret search: (seat, pile, pile size, hand size, blue
    # cards in hand) as everyone else saw them when it began; None otherwise.
    searching: tuple[int, int, int, int, int] | None
    # The end.
    over: bool
    revealed: bool  # cards are shown for scoring (Star Fruits are placed then)
    star_copies: list[tuple[str, ...] | None]  # each holder's, secret until all have placed
    _star_menus: dict[int, list[tuple[tuple[str, ...], str]]]
    _star_orders: dict[int, list[tuple[str, ...]]]  # the menus' options, unlabelled
    # A search's rollout sets this: its players read no menu, so the Star Fruit
    # step lists the options bare, in name order (ordering them by fruitui's
    # suggestion and labelling them cost more than the rest of a rollout).
    bare_menus: bool
    _result: Result | None
    _sheet: ScoreSheet | None
    # Bookkeeping: the log, the pending decision, counters.
    _log: list[tuple[Any, Any]]  # (public, private), or (words, args): `said`
    _log_cache: dict[int | None, tuple[int, list[str]]]  # seat -> (entries read, its lines)
    _decision: Decision | None
    _task: Task  # the step `_decision` is for
    disclosures: int  # bumps whenever hidden information comes out (for `reveals`)
    chance_outcomes: int = 0  # a copy made without __init__ counts from here

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
        self.box = list(cards.box)
        blue = list(cards.blue)
        green = list(cards.fruit)
        rng.shuffle(blue)
        rng.shuffle(green)
        self.hands = [pop_many(green, RULES["hand_green"]) for _ in range(n)]
        for hand in self.hands:
            hand += pop_many(blue, RULES["hand_blue"])
        self.shop = pop_many(blue, RULES["shop_size"])
        draw = green + blue
        rng.shuffle(draw)
        self.piles = [[draw.pop()] for _ in range(RULES["discard_piles"][str(n)])]
        event_cards = list(EVENT_IDS)
        rng.shuffle(event_cards)
        chosen_events, unused = event_cards[:EVENTS_IN_GAME], event_cards[EVENTS_IN_GAME:]
        self.box.extend(unused)
        # The fourth Event goes among the last cards so that it ends the game.
        window = RULES["final_window"]
        aside = pop_many(draw, window - 1) + chosen_events[:1]
        rng.shuffle(aside)
        draw.extend(chosen_events[1:])
        rng.shuffle(draw)
        self.draw = aside + draw  # the top card is the last one
        # Chance outcomes, counted as OpenSpiel counts a card dealt by chance: one per
        # card dealt or drawn from a shuffled pile nobody sees (read by benchmarks only).
        self.chance_outcomes = n * (RULES["hand_green"] + RULES["hand_blue"]) \
            + len(self.shop) + len(self.piles)
        self.baskets = [[] for _ in range(n)]
        self.face_up, self.shown = set(), set()
        self.known = [[] for _ in range(n)]
        self.take_tell = [()] * n
        self.shed_tell = [[] for _ in range(n)]
        self.events, self.grape_card, self.removed = [], [], []
        self.fog_card, self.fog_options, self.fog_votes = [], [], [None] * n
        self.tornado_top, self.tornado_puts = [], [[] for _ in range(n)]
        self.tornado_pool, self.tornado_pile = [], 0
        self.volcano, self.volcano_asked, self.volcano_pile = [None] * n, [False] * n, 0
        self.leaf = [RULES["starting_leaf"]] * n
        self.sloth, self.sloth_supply = [False] * n, RULES["sloth_tokens"]
        self.prediction, self.limit = None, LIMIT
        self.frost = self.wildfire = self.baskets_locked = self.final = False
        self.farmer_tokens = self.event_now = None
        self.active = self.turn = 0
        self.bought = self.over = self.revealed = False
        self.star_copies = [None] * n
        self._star_menus, self._star_orders = {}, {}
        self.bare_menus = False
        self.searching = None
        self.disclosures = 0
        self._log, self._log_cache = [], {}
        self._decision, self._task, self._result, self._sheet = None, (), None, None
        self.say(f"Sets in play: {', '.join(sets)}. {n} players, "
                  f"{len(self.piles)} Discard Pile(s).")
        if first:
            self.say(f"{self.names[first]} starts.", {first: "You start."})
        self.stack = [("start_turn", first)]
        for seat in reversed(order(self, first)):
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
        STEPS[task[0]].apply(self, task, choice)
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
        return STEPS[task[0]].describe(self, task, choice)

    def reveals(self, choice: Choice) -> bool:
        if self._decision is None or choice not in self._decision.choices:
            return False
        probe = copy.deepcopy(self)
        before = probe.disclosures
        probe.apply(choice)
        return probe.disclosures != before

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
        scores, winners = score_outcome(player_ends(self), [NAME[e] for e in self.events],
                                        self.prediction, self.farmer_tokens, self.star_copies)
        return tuple(scores), winners

    def score_sheet(self) -> ScoreSheet:
        """The full scoring breakdown (also for unfinished games: as if it ended now)."""
        if self._sheet is not None:
            return self._sheet
        sheet = score_players(player_ends(self), [NAME[e] for e in self.events], self.prediction,
                              self.farmer_tokens, self.star_copies)
        if self.over:
            self._sheet = sheet
        return sheet

    def score_totals(self) -> list[int]:
        """Each seat's total as `score_sheet()` gives it, without wording the sheet
        (what a search rollout's estimate needs)."""
        if self._sheet is not None:
            return [p.total for p in self._sheet.players]
        return score_totals(player_ends(self), [NAME[e] for e in self.events], self.prediction,
                            self.farmer_tokens, self.star_copies)

    def ends(self) -> list[PlayerEnd]:
        """What each player shows once the game is over (a rollout reads its own dealt world)."""
        return player_ends(self)

    def view(self, seat: int | None, prose: bool = True) -> GrunlingsView:
        """What `seat` may see; `prose=False` (for bots) leaves out the log and phase."""
        return seat_view.view(self, seat, prose)

    # --- Star Fruits ------------------------------------------------------------

    def star_menu(self, seat: int) -> list[tuple[tuple[str, ...], str]]:
        """Star Fruit options for `seat`, fruitui's suggestion first, with labels.

        Built from the cards everyone has revealed, never from another
        holder's placement (still secret).
        """
        menu = self._star_menus.get(seat)
        if menu is None:
            self._star_menus.update(star_menus(*self._star_table(seat)))
            menu = self._star_menus[seat]
        return menu

    def star_choices(self, seat: int) -> tuple[tuple[str, ...], ...]:
        """The Star Fruit step's choices: `star_menu`'s options in its order, or,
        with `bare_menus`, the same options in name order."""
        if self.bare_menus:
            return tuple(star_options([NAME[c] for c in held(self, seat)],
                                      [NAME[e] for e in self.events]))
        options = self._star_orders.get(seat)
        if options is None:  # `star_menu`'s order, without its labels
            self._star_orders.update(star_orders(*self._star_table(seat)))
            options = self._star_orders[seat]
        return tuple(options)

    def _star_table(self, seat: int) -> tuple[Any, ...]:
        """The Star Fruit menus' arguments: every holder's at once (the suggestion is shared)."""
        ends = player_ends(self)
        holders = [s for s in range(self.n) if STAR in ends[s].cards]
        return (ends, sorted({seat, *holders}), [NAME[e] for e in self.events], self.prediction,
                self.farmer_tokens)

    # --- copies -------------------------------------------------------------------

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
            self.disclosures += 1
            self.say("Star Fruits: " + "; ".join(
                f"{self.names[s]} copies {', '.join(c)}"
                for s, c in enumerate(self.star_copies) if c) + ".")

    def _reveal_for_scoring(self) -> None:
        """The end: everyone shows their cards; each Star Fruit holder places them."""
        self.revealed = True
        self.disclosures += 1
        self.say("The game is over. Everyone reveals their cards for scoring.")
        self._star_menus = {}  # fresh dicts: copies made before the end keep their own
        self._star_orders = {}
        touch = any(NAME[e] == TOUCH for e in self.events)  # Star Fruits become Darkshrubs
        holders = [] if touch else [
            s for s in range(self.n) if any(NAME[c] == STAR for c in held(self, s))]
        if holders:
            self.say("Star Fruit holders now choose, each in secret, what their Star Fruits "
                      "copy.")
        push_each(self, "star", holders)

    def _settle_steps(self) -> bool:
        """Run steps until a decision is pending (False) or none is left (True)."""
        stack = self.stack
        runs, steps = RUNS, STEPS  # locals: this loop is hot
        while stack:
            task = stack[-1]
            kind = task[0]
            run = runs.get(kind)
            if run is not None:
                stack.pop()
                run(self, task)
                continue
            step = steps[kind]
            choices = step.choices(self, task)
            if not choices:
                stack.pop()  # nothing to choose: the step lapses
                continue
            if len(choices) == 1:
                ask = step.ask
                if ask is None or not ask(self, task):
                    stack.pop()
                    step.apply(self, task, choices[0])
                    continue
            self._task = task
            # tuple.__new__ builds the named tuple in C (its own __new__ is Python).
            self._decision = tuple.__new__(
                Decision, (task[1], kind, step.prompt(self, task), choices, self.turn))
            return False
        return True

    # --- the log ------------------------------------------------------------------

    def say(self, public: str | None, private: dict[int, str] | None = None) -> None:
        self._log.append((public, private))

    def say_later(self, words: Words, *args: Any) -> None:
        """A log entry worded only when a view with prose reads it (random playouts
        and bots never do): `words(*args)` gives (public, private) then, so `args`
        must be values as they are now, never lists that change later."""
        self._log.append((words, args))

    def said(self, start: int = 0) -> list[tuple[str | None, dict[int, str] | None]]:
        """The log's (public, private) entries from `start` on, worded now where
        `say_later` left them unworded (and kept worded)."""
        log = self._log
        for i in range(start, len(log)):
            words, args = log[i]
            if callable(words):
                log[i] = words(*args)
        return log[start:]

    def log_for(self, seat: int | None) -> tuple[str, ...]:
        """The log's last lines as `seat` reads them (None: the public lines)."""
        cached = self._log_cache.get(seat)
        if cached is None:
            cached = self._log_cache[seat] = (0, [])
        done, lines = cached
        for public, private in self.said(done):
            text = private.get(seat, public) if private and seat is not None else public
            if text is not None:
                lines.append(text)
        self._log_cache[seat] = (len(self._log), lines)
        return tuple(lines[-LOG_LINES:])

    def _illegal_text(self, decision: Decision, choice: Choice) -> str:
        return (f"{choice!r} is not a legal choice for {self.names[decision.seat]} now "
                f"({decision.prompt}).")
