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
"""

from __future__ import annotations

import copy
import random
from itertools import combinations
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..base import (
    BadOptions, Choice, Decision, IllegalChoice, Result, check_seat_count, first_seat,
)
from ..catalog import GAMES
from ..words import count_of
from .cards import (
    ALL_IDS, ANGRY_FARMER, CARD_TYPES, APPLE_KINDS, BADGER, BEAR, BERRY_KINDS, BIRDS, CARD_IDS,
    CONNOISSEUR, CONTEST, DEALER, DROUGHT, EVENT_IDS, EVENT_RULES, EVENT_TYPES, FOG, FOX, FROST,
    GECKO, IS_DARKLING, IS_EVENT, IS_GREEN, IS_GRUNLING, IS_VISITOR, LYCHEE, MOLE, NAME, ORANGE,
    PEAR, PIG, RULES, SET_NAMES, SET_OF, SLOTH, STAR, SUMMER_RAIN, TORNADO, TOUCH, TSUNAMI, VOLCANO,
    VOLCANO_VALUE, WILDFIRE, WORM, BASE, canonical_set, kinds_in_play,
)
from .scoring import PlayerEnd, ScoreSheet, score_players, star_menus
from .views import GrunlingsView, PileView, PlayerView

INFO = GAMES["grunlings"]
CARD_NAMES: tuple[str, ...] = tuple(CARD_TYPES)
LOG_LINES = 60
LIMIT: int = RULES["card_limit"]
BASKET: int = RULES["basket_size"]
EVENTS_IN_GAME: int = RULES["events_in_game"]
TOP: int = RULES["top_view"]
RESET_TAKE: int = RULES["reset_take"]
GUESSES: int = EVENT_RULES["contest_guesses"]
FROST_KINDS = frozenset((ORANGE, PEAR))
DONE, END, STOP, PASS, ALLOW, BLOCK, KEEP = "done", "end", "stop", "pass", "allow", "block", "keep"
HIDDEN = "?"  # a face-down card, taken at random

Task = tuple[Any, ...]

PHASES = {
    "open_basket": "Setup: opening Baskets",
    "visitors": "Play Visitors",
    "basket": "Basket",
    "take": "Take Cards",
    "take2": "Take Cards",
    "discard": "Discard",
    "star": "Scoring: placing Star Fruits",
}


def _kinds(cards: Sequence[int]) -> list[str]:
    """Distinct card names among `cards`, sorted."""
    return sorted({NAME[c] for c in cards})


_BASKET_CACHE: dict[tuple[Any, ...], tuple[tuple[str, ...], ...]] = {}


def _basket_options(greens: list[str], low: int, high: int) -> tuple[tuple[str, ...], ...]:
    """Every Basket content of `low`..`high` cards from the green card names `greens`."""
    seen: set[str] = set()
    twice: set[str] = set()
    for name in greens:
        if name in seen:
            twice.add(name)
        else:
            seen.add(name)
    kinds = tuple(sorted(seen))
    key = (kinds, tuple(sorted(twice)), low, high)
    cached = _BASKET_CACHE.get(key)
    if cached is not None:
        return cached
    options: list[tuple[str, ...]] = []
    if low == 0:
        options.append(())
    if low <= 1 <= high:
        options.extend((k,) for k in kinds)
    if high >= 2:
        options.extend(combinations(kinds, 2))
        if twice:
            options.extend((a, a) for a in sorted(twice))
    result = tuple(options)
    if len(_BASKET_CACHE) > 100_000:  # bounded memory for long simulations
        _BASKET_CACHE.clear()
    _BASKET_CACHE[key] = result
    return result


class GrunlingsState:
    """A game of Grunlings (mutated in place by `apply`)."""

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
        self.kinds_in_play = kinds_in_play(sets)
        self.green_kinds = tuple(sorted(k for k in self.kinds_in_play if IS_GREEN[NAME.index(k)]))
        self.all_kinds = tuple(sorted(self.kinds_in_play))
        in_play = [c for c in CARD_IDS if SET_OF[c] == BASE or SET_OF[c] in sets]
        playing = set(in_play)
        self.box: list[int] = [c for c in CARD_IDS if c not in playing]
        blue = [c for c in in_play if IS_VISITOR[c]]
        green = [c for c in in_play if not IS_VISITOR[c]]
        rng.shuffle(blue)
        rng.shuffle(green)
        self.hands: list[list[int]] = []
        for _ in range(n):
            hand = [green.pop() for _ in range(RULES["hand_green"])]
            self.hands.append(hand)
        for hand in self.hands:
            hand.extend(blue.pop() for _ in range(RULES["hand_blue"]))
        self.shop: list[int] = [blue.pop() for _ in range(RULES["shop_size"])]
        draw = green + blue
        rng.shuffle(draw)
        self.piles: list[list[int]] = [[draw.pop()] for _ in range(RULES["discard_piles"][str(n)])]
        events = list(EVENT_IDS)
        rng.shuffle(events)
        chosen_events, unused = events[:EVENTS_IN_GAME], events[EVENTS_IN_GAME:]
        self.box.extend(unused)
        # The fourth Event goes among the last cards so that it ends the game.
        window = RULES["final_window"]
        aside = [draw.pop() for _ in range(window - 1)] + chosen_events[:1]
        rng.shuffle(aside)
        draw.extend(chosen_events[1:])
        rng.shuffle(draw)
        self.draw: list[int] = aside + draw  # the top card is the last one
        self.baskets: list[list[int]] = [[] for _ in range(n)]
        self.face_up: set[int] = set()  # Basket cards a Bumbling Bear turned up
        self.shown: set[int] = set()  # hand cards shown in a Growing Contest
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
        # A hand reset's secret search: (seat, pile, pile size, hand size, blue
        # cards in hand) as everyone else saw them when it began; None otherwise.
        self.searching: tuple[int, int, int, int, int] | None = None
        self._secrets = 0  # bumps whenever hidden information comes out (for `reveals`)
        self._log: list[tuple[str | None, dict[int, str] | None]] = []
        self._log_cache: dict[int | None, tuple[int, list[str]]] = {}
        self._decision: Decision | None = None
        self._task: Task = ()
        self._result: Result | None = None
        self._sheet: ScoreSheet | None = None
        self._say(f"Sets in play: {', '.join(sets)}. {n} players, "
                  f"{len(self.piles)} Discard Pile(s).")
        if first:
            self._say(f"{self.names[first]} starts.")
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
        self._settle()

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

    def score_sheet(self) -> ScoreSheet:
        """The full scoring breakdown (also for unfinished games: as if it ended now)."""
        if self._sheet is not None:
            return self._sheet
        ends = [
            PlayerEnd(self.names[s], tuple(NAME[c] for c in self.hands[s] + self.baskets[s]),
                      self.leaf[s], len(self.baskets[s]))
            for s in range(self.n)
        ]
        sheet = score_players(ends, [NAME[e] for e in self.events], self.prediction,
                              self.farmer_tokens, self.star_copies)
        if self.over:
            self._sheet = sheet
        return sheet

    def view(self, seat: int | None, prose: bool = True) -> GrunlingsView:
        """What `seat` may see; `prose=False` (for bots) leaves out the log and phase."""
        over = self.over
        revealed = self.revealed
        decision = self._decision
        frost = self.frost
        shown = self.shown
        face_up = self.face_up
        prediction = self.prediction
        predicted = prediction[1] if prediction is not None else -1
        players = []
        for s in range(self.n):
            hand = self.hands[s]
            basket = self.baskets[s]
            blue = 0
            for c in hand:
                if IS_VISITOR[c]:
                    blue += 1
            if s == seat or revealed:
                basket_seen = _sorted_names(basket)
            elif face_up:
                basket_seen = _sorted_names([c for c in basket if c in face_up])
            else:
                basket_seen = ()
            if frost or shown:
                hand_seen = _sorted_names([
                    c for c in hand if c in shown or (frost and NAME[c] in FROST_KINDS)])
            else:
                hand_seen = ()
            size = len(hand)
            search = self.searching
            if search is not None and search[0] == s and seat != s:
                size, blue = search[3], search[4]  # the cards taken are not seen going
            players.append(PlayerView(
                self.names[s], self.leaf[s], self.sloth[s], size, size - blue, blue,
                len(basket), basket_seen, hand_seen, predicted == s,
                _sorted_names(hand + basket) if revealed else (),
            ))
        effects = []
        if frost:
            effects.append(FROST)
        if self.wildfire:
            effects.append(WILDFIRE)
        if self.limit != LIMIT:
            effects.append(DROUGHT)
        if face_up:
            effects.append(BEAR)
        mine = seat is not None
        look = 1 if self.event_now is not None else TOP
        votes = self.fog_votes
        volcano = self.volcano
        return GrunlingsView(
            seat=seat,
            names=self.names,
            log=self._log_for(seat) if prose else (),
            finished=over,
            active=None if over else self.active,
            deciding=None if decision is None else decision.seat,
            phase=self._phase() if prose else "",
            turn=self.turn,
            hand=_sorted_names(self.hands[seat]) if mine else (),  # type: ignore[index]
            basket=_sorted_names(self.baskets[seat]) if mine else (),  # type: ignore[index]
            players=tuple(players),
            sets=self.sets,
            shop=tuple([NAME[c] for c in self.shop]),
            draw_size=len(self.draw),
            # The top five may be looked at, except while an Event is resolved.
            piles=self._pile_views(seat, look),
            events=tuple([NAME[e] for e in self.events]),
            events_left=max(0, EVENTS_IN_GAME - len(self.events)),
            final=self.final,
            card_limit=self.limit,
            baskets_locked=self.baskets_locked,
            effects=tuple(effects),
            prediction=prediction,
            sloth_supply=self.sloth_supply,
            leaf_spends=not self.final and not over,
            fog_options=tuple([NAME[c] for c in self.fog_options]) if self.fog_options else (),
            fog_voted=tuple([s for s in range(self.n) if votes[s] is not None])
            if self.fog_options else (),
            my_vote=votes[seat] if mine else None,  # type: ignore[index]
            tornado_pool=_sorted_names(self.tornado_pool) if self.tornado_pool else (),
            tornado_put=tuple([len(p) for p in self.tornado_puts]),
            my_put=_sorted_names(self.tornado_puts[seat]) if mine else (),  # type: ignore[index]
            volcano_chosen=tuple([s for s in range(self.n) if volcano[s] is not None]),
            my_volcano=None if not mine or volcano[seat] is None  # type: ignore[index]
            else NAME[volcano[seat]],  # type: ignore[index]
            removed=len(self.removed),
            basket_face_up=_sorted_names([c for c in self.baskets[seat] if c in face_up])
            if mine and face_up else (),  # type: ignore[index]
            star_copies=tuple(self.star_copies) if over else (),  # type: ignore[arg-type]
            my_star_copies=self.star_copies[seat] if mine else None,  # type: ignore[index]
        )

    def __deepcopy__(self, memo: dict[int, Any]) -> GrunlingsState:
        """A fast deep copy (for `reveals` and tests): log lines are shared, never mutated."""
        other = object.__new__(type(self))
        for key, value in self.__dict__.items():
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            elif isinstance(value, set):
                value = set(value)
            elif isinstance(value, random.Random):
                rng = random.Random()
                rng.setstate(value.getstate())
                value = rng
            elif key == "_log_cache":
                value = {seat: (done, list(lines)) for seat, (done, lines) in value.items()}
            other.__dict__[key] = value
        return other

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

    def _settle(self) -> None:
        while self._settle_steps():
            if self.revealed:
                break
            self._reveal_for_scoring()
        else:
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
        self._star_menus = {}  # a fresh dict: copies made before the end keep their own
        touch = any(NAME[e] == TOUCH for e in self.events)  # Star Fruits become Darkshrubs
        holders = [] if touch else [
            s for s in range(self.n) if any(NAME[c] == STAR for c in self._held(s))]
        if holders:
            self._say("Star Fruit holders now choose, each in secret, what their Star Fruits "
                      "copy.")
        self._push_each("star", holders)

    def _held(self, seat: int) -> list[int]:
        return self.hands[seat] + self.baskets[seat]

    def star_menu(self, seat: int) -> list[tuple[tuple[str, ...], str]]:
        """Star Fruit options for `seat`, fruitui's suggestion first, with labels.

        Built from the cards everyone has revealed, never from another
        holder's placement (still secret).
        """
        menu = self._star_menus.get(seat)
        if menu is None:  # every holder's menu at once: the suggestion is shared
            ends = [PlayerEnd(self.names[s], tuple(NAME[c] for c in self._held(s)),
                              self.leaf[s], len(self.baskets[s])) for s in range(self.n)]
            holders = [s for s in range(self.n) if STAR in ends[s].cards]
            self._star_menus.update(star_menus(
                ends, sorted({seat, *holders}), [NAME[e] for e in self.events],
                self.prediction, self.farmer_tokens))
            menu = self._star_menus[seat]
        return menu

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
            self._decision = Decision(task[1], kind, PROMPT[kind](self, task), choices, self.turn)
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
        n = self.n
        return [(start + i) % n for i in range(n)]

    def _targets(self, seat: int) -> list[int]:
        """Other players a Visitor may affect: not those safe under a Sloth token."""
        return [s for s in self._order(seat)[1:] if not self.sloth[s]]

    @staticmethod
    def _take(cards: list[int], kind: str) -> int:
        for i in range(len(cards) - 1, -1, -1):
            if NAME[cards[i]] == kind:
                return cards.pop(i)
        raise IllegalChoice(f"There is no {kind} there.")

    def _discard(self, seat: int, kind: str, pile: int) -> int:
        card = self._take(self.hands[seat], kind)
        self.shown.discard(card)
        self.piles[pile].append(card)
        return card

    def _say(self, public: str | None, private: dict[int, str] | None = None) -> None:
        self._log.append((public, private))

    def _pile_name(self, pile: int) -> str:
        return "the Discard Pile" if len(self.piles) == 1 else f"Discard Pile {pile + 1}"

    def _can_block(self, seat: int) -> bool:
        return not self.wildfire and any(NAME[c] == LYCHEE for c in self.hands[seat])

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

    def _log_for(self, seat: int | None) -> tuple[str, ...]:
        cached = self._log_cache.get(seat)
        if cached is None:
            cached = self._log_cache[seat] = (0, [])
        done, lines = cached
        for public, private in self._log[done:]:
            text = private.get(seat, public) if private and seat is not None else public
            if text is not None:
                lines.append(text)
        self._log_cache[seat] = (len(self._log), lines)
        return tuple(lines[-LOG_LINES:])

    def _pile_views(self, seat: int | None, look: int) -> tuple[PileView, ...]:
        piles = [PileView(len(p), tuple([NAME[c] for c in p[:-look - 1:-1]]))
                 for p in self.piles]
        search = self.searching
        if search is not None and search[0] != seat:
            # Searched in secret: others see only the pile's size when it was picked up.
            piles[search[1]] = PileView(search[2], ())
        return tuple(piles)

    def _illegal_text(self, decision: Decision, choice: Choice) -> str:
        return (f"{choice!r} is not a legal choice for {self.names[decision.seat]} now "
                f"({decision.prompt}).")

    # --- drawing and Events ------------------------------------------------------

    def _draw(self, seat: int, shown: bool) -> int | None:
        """Draw the top card for `seat`; an Event is resolved instead (returns None)."""
        self._secrets += 1
        if not self.draw:
            self._say("The Draw Pile is empty: the game ends after this Discard phase.")
            self.final = True
            self._cut_to_discard()
            return None
        card = self.draw.pop()
        if IS_EVENT[card]:
            self._event_drawn(card)
            return None
        self.hands[seat].append(card)
        name = self.names[seat]
        if shown:
            self._say(f"{name} reveals {NAME[card]} from the Draw Pile and takes it.")
        else:
            self._say(f"{name} draws a card.", {seat: f"You draw {NAME[card]}."})
        return card

    def _event_drawn(self, card: int) -> None:
        self._cut_to_discard()
        # Effects lasting 'until the next Event' end now.
        self.face_up.clear()
        self.frost = False
        self.wildfire = False
        self.limit = LIMIT
        self.event_now = card
        self.stack.append(("event_done", self.active))
        if NAME[card] == FOG:
            self.fog_card.append(card)
            unused = sorted(c for c in self.box if IS_EVENT[c])
            picks = self.rng.sample(unused, min(EVENT_RULES["fog_candidates"], len(unused)))
            for c in picks:
                self.box.remove(c)
            self.fog_options = picks
            self.fog_votes = [None] * self.n
            self._say(f"Event: Fog! Vote for one of: {', '.join(NAME[c] for c in picks)}. "
                      "Leaf Tokens in your voting hand add votes.")
            self.stack.append(("fog_count", self.active))
            self._push_each("fog_vote", self._order(self.active))
            return
        self._reveal_event(card)

    def _reveal_event(self, card: int) -> None:
        self.events.append(card)
        self.event_now = card
        number = len(self.events)
        final = number >= EVENTS_IN_GAME
        name = NAME[card]
        info = EVENT_TYPES[name]
        if final:
            self.final = True
        text = info.final if final and info.final else info.text
        self._say(f"Event {number} of {EVENTS_IN_GAME}{' (final)' if final else ''}: "
                  f"{name}. {text}")
        order = self._order(self.active)
        if name == ANGRY_FARMER:
            if final:
                empty = sum(BASKET - len(b) for b in self.baskets)
                self.farmer_tokens = (EVENT_RULES["farmer_base_tokens"]
                                      + EVENT_RULES["farmer_per_space"] * empty)
                self._say(f"{self.farmer_tokens} Leaf Token(s) are set aside for the lowest "
                          "subtotal.")
            else:
                self.baskets_locked = True
                self._push_each("farmer_basket", order)
        elif name == FROST:
            if not final:
                self.frost = True
        elif name == CONTEST:
            for guesser in reversed(order):
                target = (guesser + 1) % self.n
                eligible = len(self.hands[target]) >= EVENT_RULES["contest_min_hand"]
                self.stack.append(("guess", guesser, target, 0, 0, eligible))
        elif name == SUMMER_RAIN:
            self._push_each("rain_final" if final else "rain", order)
        elif name == TORNADO:
            self.tornado_pile = 0
            self.stack.append(("tornado_deal", self.active))
            for seat in reversed(order):
                self.stack.append(("tornado_put", seat, EVENT_RULES["tornado_put"]))
            self.stack.append(("tornado_from", self.active))
        elif name == VOLCANO:
            self.volcano_pile = 0
            self.stack.append(("volcano_end", self.active))
            self.stack.append(("volcano_pile", self.active))
            self._push_each("volcano_reveal", order)
        elif name == WILDFIRE:
            if not final:
                self.wildfire = True
        elif name == DROUGHT:
            self.limit = RULES["drought_limit"]
            self._push_each("drought", order)
        elif name == TSUNAMI:
            self._tsunami()
        # Balance of Nature and Touch of the Darkling only change the scoring.

    def _tsunami(self) -> None:
        self._secrets += 1
        count = EVENT_RULES["tsunami_pass"]
        passed = []
        for seat in range(self.n):
            hand = self.hands[seat]
            cards = self.rng.sample(hand, min(count, len(hand)))
            for c in cards:
                hand.remove(c)
                self.shown.discard(c)
            passed.append(cards)
        for seat in range(self.n):
            left = (seat + 1) % self.n
            self.hands[left].extend(passed[seat])
            self._say(
                f"{self.names[seat]} passes {count_of(len(passed[seat]), 'card')} to {self.names[left]}.",
                {seat: f"You pass {_list(passed[seat])} to {self.names[left]}.",
                 left: f"{self.names[seat]} passes you {_list(passed[seat])}."},
            )

    # --- Visitors --------------------------------------------------------------------

    def _play_visitor(self, seat: int, card: int, pile: int) -> None:
        kind = NAME[card]
        name = self.names[seat]
        if kind == CONNOISSEUR:
            self.grape_card.append(card)
            self._say(f"{name} plays the Grape Connoisseur.")
            self.stack.append(("predict", seat))
            return
        self.piles[pile].append(card)
        self._say(f"{name} plays {kind} on {self._pile_name(pile)}.")
        push = self.stack.append
        if kind == BEAR:
            for target in reversed(self._targets(seat)):
                push(("block", target, BEAR, seat, pile, ""))
        elif kind == GECKO:
            push(("gecko", seat, pile))
        elif kind == MOLE:
            push(("mole", seat))
        elif kind == DEALER:
            push(("dealer", seat, pile))
        elif kind == PIG:
            push(("pig", seat, pile))
        elif kind == BADGER:
            push(("badger", seat, pile))
        elif kind == FOX:
            push(("fox", seat, pile))
        elif kind == SLOTH:
            if not self._targets(seat):
                self._say("Super Slow Sloth: nobody to choose, every other player is already "
                          "safe under a Sloth.")
            push(("sloth", seat, pile))
        elif kind in (WORM, BIRDS):
            targets = self._targets(seat)
            if targets:
                # Who holds none of the kind is news, even when nobody is asked.
                self._secrets += 1
            for target in reversed(targets):
                push(("lose", target, kind, seat, pile))

    def _hit(self, target: int, effect: str, actor: int, pile: int, extra: str) -> None:
        """A Visitor's effect on `target`, once they did not block it."""
        who, by = self.names[target], self.names[actor]
        if effect == BEAR:
            self._secrets += 1
            self.face_up.update(self.baskets[target])
            self._say(f"{who}'s Basket is face up: {_list(self.baskets[target])}.")
        elif effect == GECKO:
            self._secrets += 1
            hand = self.hands[target]
            self._say(f"{by} looks at {who}'s hand.",
                      {actor: f"You look at {who}'s hand: {_list(hand)}.",
                       target: f"{by} looks at your hand."})
            self.stack.append(("gecko_pick", actor, target, pile))
        elif effect == DEALER:
            self._secrets += 1
            given = self._take(self.hands[actor], extra) if extra else None
            hand = self.hands[target]
            if given is not None:
                hand.append(given)
            gave = NAME[given] if given is not None else "nothing"
            if any(self._face_up_in_hand(c) for c in hand):
                # Cards shown in a hand (Frost) stay face up in the fan: the Dealer
                # sees them and may take one, or a face-down card at random.
                self._say(f"{by} gives {who} a card.",
                          {actor: f"You give {who} {gave}.", target: f"{by} gives you {gave}."})
                self.stack.append(("dealer_take", actor, target))
                return
            taken = None
            if hand:
                taken = hand.pop(self.rng.randrange(len(hand)))
                self.shown.discard(taken)
                self.hands[actor].append(taken)
            got = NAME[taken] if taken is not None else "nothing"
            self._say(f"{by} gives {who} a card and takes one at random.",
                      {actor: f"You give {who} {gave} and take {got}.",
                       target: f"{by} gives you {gave} and takes your {got}."})
        elif effect == FOX:
            self._secrets += 1
            basket = self.baskets[target]
            if extra == "?":
                hidden = [c for c in basket if c not in self.face_up]
                card = hidden[self.rng.randrange(len(hidden))]
                basket.remove(card)
            else:
                card = next(c for c in basket if c in self.face_up and NAME[c] == extra)
                basket.remove(card)
            known = card in self.face_up
            self.face_up.discard(card)
            self.hands[actor].append(card)
            if known:
                self._say(f"{by} takes {NAME[card]} from {who}'s Basket.")
            else:
                self._say(f"{by} takes a card from {who}'s Basket.",
                          {actor: f"You take {NAME[card]} from {who}'s Basket.",
                           target: f"{by} takes your {NAME[card]} from your Basket."})
        elif effect == SLOTH:
            # The token is only a reminder (the card says so): the Sloth works even
            # when both tokens are out, and the log says so.
            out = self.sloth_supply == 0
            self.sloth[target] = True
            self.sloth_supply = max(0, RULES["sloth_tokens"] - sum(self.sloth))
            reminder = ("no Sloth token is left, so remember it without one" if out
                        else "a Sloth token is the reminder")
            self._say(f"{who} skips the next turn and is safe from Visitors until then "
                      f"({reminder}).")
        elif effect == BADGER:
            self._secrets += 1  # whether they held one is news now
            if any(NAME[c] == extra for c in self.hands[target]):
                self._discard(target, extra, pile)
                self._say(f"{who} discards {extra}.")
            else:
                self._say(f"{who} holds no {extra}.")

    # --- turns -----------------------------------------------------------------------

    def _start_turn(self, seat: int) -> None:
        for _ in range(self.n):
            if not self.sloth[seat]:
                break
            self.sloth[seat] = False
            self.sloth_supply = max(0, RULES["sloth_tokens"] - sum(self.sloth))
            self._say(f"{self.names[seat]} skips this turn (Sloth).")
            seat = (seat + 1) % self.n
        self.active = seat
        self.turn += 1
        self.bought = False
        self._say(f"— Turn {self.turn}: {self.names[seat]} —")
        self.stack.extend([("end_turn", seat), ("discard", seat), ("take", seat),
                           ("basket", seat), ("visitors", seat)])

    def _set_basket(self, seat: int, want: tuple[str, ...]) -> None:
        hand, old = self.hands[seat], self.baskets[seat]
        keep: list[int] = []
        pool = list(old)
        for kind in want:
            for i, c in enumerate(pool):
                if NAME[c] == kind:
                    keep.append(pool.pop(i))
                    break
            else:
                card = self._take(hand, kind)
                self.shown.discard(card)
                keep.append(card)
        stored = len(keep) - (len(old) - len(pool))
        for c in pool:  # picked up again
            self.face_up.discard(c)
            hand.append(c)
        self.baskets[seat] = keep
        if stored or pool:
            self._say(f"{self.names[seat]} stores {stored} and picks up {len(pool)}: "
                      f"{count_of(len(keep), 'card')} in the Basket.",
                      {seat: f"Your Basket: {_list(keep)}."})


def _sorted_names(cards: Sequence[int]) -> tuple[str, ...]:
    if not cards:
        return ()
    names = [NAME[c] for c in cards]
    names.sort()
    return tuple(names)


def _list(cards: Sequence[int]) -> str:
    return ", ".join(sorted(NAME[c] for c in cards)) if cards else "nothing"


# === the steps ============================================================================
# RUN: steps that need no choice. CHOICES / APPLY / PROMPT: steps that wait for one.
# ASK: single-choice steps that are still put to the player (secret or blockable).

RUN: dict[str, Callable[[GrunlingsState, Task], None]] = {}
CHOICES: dict[str, Callable[[GrunlingsState, Task], tuple[Choice, ...]]] = {}
APPLY: dict[str, Callable[[GrunlingsState, Task, Any], None]] = {}
PROMPT: dict[str, Callable[[GrunlingsState, Task], str]] = {}
ASK: dict[str, Callable[[GrunlingsState, Task], bool]] = {}
DESCRIBE: dict[str, Callable[[GrunlingsState, Task, Any], str]] = {}


def step(kind: str, *, choices: Any = None, apply: Any = None, prompt: Any = None,
         run: Any = None, ask: Any = None, describe: Any = None) -> None:
    if run is not None:
        RUN[kind] = run
        return
    CHOICES[kind], APPLY[kind], PROMPT[kind] = choices, apply, prompt
    if ask is not None:
        ASK[kind] = ask
    if describe is not None:
        DESCRIBE[kind] = describe


def _describe_plain(state: GrunlingsState, task: Task, choice: Any) -> str:
    if isinstance(choice, tuple):
        return " ".join(str(c) for c in choice) if choice else "nothing"
    return str(choice).capitalize()


def _always(state: GrunlingsState, task: Task) -> bool:
    return True


# --- setup and the turn -------------------------------------------------------------------

def _open_basket_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    greens = [NAME[c] for c in s.hands[task[1]] if IS_GREEN[c]]
    return _basket_options(greens, RULES["opening_basket_min"], BASKET)


def _open_basket_apply(s: GrunlingsState, task: Task, choice: tuple[str, ...]) -> None:
    s._set_basket(task[1], choice)


def _basket_describe(s: GrunlingsState, task: Task, choice: tuple[str, ...]) -> str:
    current = tuple(sorted(NAME[c] for c in s.baskets[task[1]]))
    if choice == current:
        return "Keep the Basket as it is" + (f" ({', '.join(choice)})" if choice else " (empty)")
    return "Basket: " + (", ".join(choice) if choice else "empty")


step("open_basket", choices=_open_basket_choices, apply=_open_basket_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: store 1 or 2 green cards face down in your Basket",
     describe=_basket_describe)

step("start_turn", run=lambda s, t: s._start_turn(t[1]))


def _end_turn(s: GrunlingsState, task: Task) -> None:
    if s.final:
        return  # the stack empties: the game is over
    s.stack.append(("start_turn", (task[1] + 1) % s.n))


step("end_turn", run=_end_turn)
step("event_done", run=lambda s, t: (setattr(s, "event_now", None), s.shown.clear()))


def _visitor_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    hand = s.hands[task[1]]
    kinds = sorted({NAME[c] for c in hand if IS_VISITOR[c]})
    if not kinds:
        return ()
    piles = range(len(s.piles))
    out: list[Choice] = [DONE]
    for kind in kinds:
        if kind == CONNOISSEUR:
            out.append(("visit", kind, -1))
        else:
            out.extend(("visit", kind, p) for p in piles)
    return tuple(out)


def _visitor_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == DONE:
        return
    seat = task[1]
    s.stack.append(task)
    _, kind, pile = choice
    card = s._take(s.hands[seat], kind)
    s.shown.discard(card)
    s._play_visitor(seat, card, pile)


def _visit_describe(s: GrunlingsState, task: Task, choice: Any) -> str:
    if choice == DONE:
        return "Done playing Visitors"
    _, kind, pile = choice
    if pile < 0:
        return f"Play {kind}"
    return f"Play {kind}" + (f" on pile {pile + 1}" if len(s.piles) > 1 else "")


step("visitors", choices=_visitor_choices, apply=_visitor_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: play Visitors from your hand, or go on",
     describe=_visit_describe)


def _basket_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    if s.baskets_locked:
        return ()
    seat = task[1]
    greens = [NAME[c] for c in s.hands[seat] if IS_GREEN[c]]
    greens.extend([NAME[c] for c in s.baskets[seat]])
    return _basket_options(greens, 0, BASKET)


step("basket", choices=_basket_choices, apply=_open_basket_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Basket phase: store, swap or pick up green cards",
     describe=_basket_describe)


def _take_run(s: GrunlingsState, task: Task) -> None:
    if s._draw(task[1], shown=True) is not None:
        s.stack.append(("take2", task[1]))


step("take", run=_take_run)


def _take2_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    out: list[Choice] = ["draw"] if s.draw else []
    for p, pile in enumerate(s.piles):
        if pile and not IS_VISITOR[pile[-1]]:
            out.append(("pile", p))
    return tuple(out)


def _take2_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    if choice == "draw":
        s._draw(seat, shown=False)
        return
    card = s.piles[choice[1]].pop()
    s.hands[seat].append(card)
    s._say(f"{s.names[seat]} takes {NAME[card]} from {s._pile_name(choice[1])}.")


def _take2_describe(s: GrunlingsState, task: Task, choice: Any) -> str:
    if choice == "draw":
        return "Draw the top card unseen"
    return f"Take {NAME[s.piles[choice[1]][-1]]} from {s._pile_name(choice[1])}"


step("take2", choices=_take2_choices, apply=_take2_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: take a second card",
     describe=_take2_describe)


# --- the Discard phase ------------------------------------------------------------------

def _discard_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    hand = s.hands[seat]
    piles = len(s.piles)
    on_piles = _ON_PILES[piles]
    kinds = sorted({NAME[c] for c in hand})
    out: list[Choice] = []
    if len(hand) + len(s.baskets[seat]) > s.limit:
        free = [k for k in kinds if k not in _DARKLING_NAMES]
        for kind in free:
            out.extend(on_piles["discard", kind])
        if not free:
            out.append(END)  # only Darklings left: nothing more can be done for free
    else:
        out.append(END)
    leaf = s.leaf[seat]
    if leaf and not s.final:
        for kind in kinds:
            out.extend(on_piles["leaf", kind])
        if not s.bought:
            seen: set[str] = set()
            for i, c in enumerate(s.shop):
                if NAME[c] not in seen:
                    seen.add(NAME[c])
                    out.append(_BUY[i])
        if leaf >= _reset_cost(s):
            out.extend(_RESET[p] for p in range(piles) if s.piles[p])
    return tuple(out)


# ("discard" | "leaf", card name) -> that choice on each pile, for one or two piles.
_ON_PILES: dict[int, dict[tuple[str, str], tuple[tuple[str, str, int], ...]]] = {
    piles: {(verb, kind): tuple((verb, kind, p) for p in range(piles))
            for verb in ("discard", "leaf") for kind in CARD_NAMES}
    for piles in range(1, max(RULES["discard_piles"].values()) + 1)  # from the data
}
_DARKLING_NAMES = frozenset(NAME[c] for c in CARD_IDS if IS_DARKLING[c])
_BUY = [("buy", i) for i in range(64)]
_RESET = [("reset", p) for p in range(max(RULES["discard_piles"].values()))]


def _reset_cost(s: GrunlingsState) -> int:
    late = len(s.events) >= RULES["reset_late_after"]
    return RULES["reset_cost_late"] if late else RULES["reset_cost"]


def _discard_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == END:
        return
    seat = task[1]
    name = s.names[seat]
    s.stack.append(task)
    what = choice[0]
    if what == "discard" or what == "leaf":
        if what == "leaf":
            s.leaf[seat] -= 1
        s._discard(seat, choice[1], choice[2])
        paid = " for a Leaf Token" if what == "leaf" else ""
        s._say(f"{name} discards {choice[1]}{paid} on {s._pile_name(choice[2])}.")
    elif what == "buy":
        s.leaf[seat] -= 1
        s.bought = True
        card = s.shop.pop(choice[1])
        s.hands[seat].append(card)
        s._say(f"{name} buys {NAME[card]} from the Visitor Shop for a Leaf Token.")
        s.stack.append(("bought", seat, card))
    elif what == "reset":
        pile = choice[1]
        cost = _reset_cost(s)
        s.leaf[seat] -= cost
        s._secrets += 1
        s._say(f"{name} pays {cost} Leaf Tokens for a hand reset with {s._pile_name(pile)}.",
               {seat: f"You pay {cost} Leaf Tokens and look through {s._pile_name(pile)}: "
                      f"{_list(s.piles[pile])}."})
        hand = s.hands[seat]
        s.searching = (seat, pile, len(s.piles[pile]), len(hand),
                       sum(1 for c in hand if IS_VISITOR[c]))
        s.stack.append(("reset_trim", seat))
        s.stack.append(("reset_shuffle", seat, pile))
        s.stack.append(("reset_take", seat, pile, 0))


def _discard_describe(s: GrunlingsState, task: Task, choice: Any) -> str:
    if choice == END:
        return "End the turn"
    where = f" on pile {choice[-1] + 1}" if len(s.piles) > 1 and choice[0] != "buy" else ""
    if choice[0] == "discard":
        return f"Discard {choice[1]}{where}"
    if choice[0] == "leaf":
        return f"Pay 1 Leaf: discard {choice[1]}{where}"
    if choice[0] == "buy":
        return f"Pay 1 Leaf: buy {NAME[s.shop[choice[1]]]}"
    return f"Pay {_reset_cost(s)} Leaf: hand reset with pile {choice[1] + 1}"


def _discard_prompt(s: GrunlingsState, task: Task) -> str:
    seat = task[1]
    count = len(s.hands[seat]) + len(s.baskets[seat])
    over = count - s.limit
    head = f"{s.names[seat]}: {'final ' if s.final else ''}Discard phase ({count}/{s.limit} cards"
    return head + (f", discard {over})" if over > 0 else ")")


step("discard", choices=_discard_choices, apply=_discard_apply, prompt=_discard_prompt,
     describe=_discard_describe)


def _bought_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    card = task[2]
    if NAME[card] == CONNOISSEUR:
        return (KEEP, ("play", -1))
    return (KEEP, *(("play", p) for p in range(len(s.piles))))


def _bought_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == KEEP:
        return
    seat, card = task[1], task[2]
    s.hands[seat].remove(card)
    s._play_visitor(seat, card, choice[1])


step("bought", choices=_bought_choices, apply=_bought_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: play {NAME[t[2]]} now or keep it",
     describe=lambda s, t, c: "Keep it in hand" if c == KEEP else (
         "Play it" + (f" on pile {c[1] + 1}" if c[1] >= 0 and len(s.piles) > 1 else "")))


def _reset_take_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, seat, pile, taken = task
    if taken >= RESET_TAKE:
        return ()
    kinds = sorted({NAME[c] for c in s.piles[pile] if not IS_VISITOR[c]})
    return (STOP, *kinds) if kinds else ()


def _reset_take_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == STOP:
        return
    _, seat, pile, taken = task
    card = s._take(s.piles[pile], choice)
    s.hands[seat].append(card)
    s._say(None, {seat: f"You take {choice} from {s._pile_name(pile)}."})
    s.stack.append(("reset_take", seat, pile, taken + 1))


step("reset_take", choices=_reset_take_choices, apply=_reset_take_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: take up to {RESET_TAKE - t[3]} more non-Visitors "
                         f"from {s._pile_name(t[2])}",
     describe=lambda s, t, c: "Stop taking" if c == STOP else f"Take {c}")


def _reset_shuffle(s: GrunlingsState, task: Task) -> None:
    seat, pile = task[1], task[2]
    s._secrets += 1
    s.searching = None  # what is left is public again, shuffled
    s.rng.shuffle(s.piles[pile])
    s._say(f"{s.names[seat]} took cards in secret and shuffles {s._pile_name(pile)}; "
           f"now {count_of(len(s.hands[seat]), 'card')} in hand.")


step("reset_shuffle", run=_reset_shuffle)


def _reset_trim_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    if not s._over_limit(seat):
        return ()
    piles = range(len(s.piles))
    return tuple(("discard", k, p) for k in _kinds(s.hands[seat]) for p in piles)


def _reset_trim_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    s._discard(seat, choice[1], choice[2])
    s._say(f"{s.names[seat]} discards {choice[1]} on {s._pile_name(choice[2])}.")
    s.stack.append(task)


step("reset_trim", choices=_reset_trim_choices, apply=_reset_trim_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: discard any cards down to the Total Card Limit "
                         f"({s.limit})",
     describe=lambda s, t, c: f"Discard {c[1]}" + (
         f" on pile {c[2] + 1}" if len(s.piles) > 1 else ""))


# --- Visitor steps -----------------------------------------------------------------------

def _block_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, target, effect, actor, pile, extra = task
    if effect == BEAR and not s.baskets[target]:
        return ()
    # A Honey Badger asks every target, holding the named kind or not: the
    # question must not tell who holds it.
    return (ALLOW, BLOCK) if s._can_block(target) else (ALLOW,)


def _block_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, target, effect, actor, pile, extra = task
    if choice == BLOCK:
        s._secrets += 1
        s._discard(target, LYCHEE, pile)
        s._say(f"{s.names[target]} discards a Lychee to block the {effect}.")
        if effect == DEALER:
            s.leaf[actor] += 1
            s._say(f"{s.names[actor]} gains a Leaf Token for the blocked Dodgy Dealer.")
        return
    s._hit(target, effect, actor, pile, extra)


_BLOCK_WHAT = {
    BEAR: "turn your Basket face up", GECKO: "look at your hand and make you discard",
    DEALER: "swap a card with you", FOX: "take a card from your Basket",
    SLOTH: "make you skip your next turn", BADGER: "make you discard",
}


def _block_prompt(s: GrunlingsState, task: Task) -> str:
    _, target, effect, actor, pile, extra = task
    what = _BLOCK_WHAT[effect] + (f" {extra}" if effect == BADGER else "")
    return (f"{s.names[target]}: {s.names[actor]}'s {effect} would {what}. "
            "Block it with a Lychee?")


step("block", choices=_block_choices, apply=_block_apply, prompt=_block_prompt,
     ask=lambda s, t: not s.wildfire,
     describe=lambda s, t, c: "Block it (discard a Lychee)" if c == BLOCK else "Let it happen")


NOTHING_TO_LOSE = ("nothing",)  # a Mean Worm or Hungry Birds target without the kind


def _lose_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, target, effect, actor, pile = task
    wanted = APPLE_KINDS if effect == WORM else BERRY_KINDS
    kinds = sorted({NAME[c] for c in s.hands[target] if NAME[c] in wanted})
    if not kinds:
        # Still asked, like everyone else: being asked must not tell who holds what.
        return (NOTHING_TO_LOSE,)
    out: list[Choice] = [("discard", k) for k in kinds]
    if s._can_block(target):
        out.append(BLOCK)
    return tuple(out)


def _lose_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, target, effect, actor, pile = task
    if choice == BLOCK:
        s._secrets += 1
        s._discard(target, LYCHEE, pile)
        s._say(f"{s.names[target]} discards a Lychee to block the {effect}.")
        return
    if choice == NOTHING_TO_LOSE:
        s._say(f"{s.names[target]} has no {'Apple' if effect == WORM else 'Berry card'} "
               "to discard.")
        return
    s._discard(target, choice[1], pile)
    s._say(f"{s.names[target]} discards {choice[1]}.")


step("lose", choices=_lose_choices, apply=_lose_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: {s.names[t[3]]}'s {t[2]}: discard one "
                         f"{'Apple' if t[2] == WORM else 'Berry card'}"
                         f"{'' if s.wildfire else ' (or block with a Lychee)'}",
     ask=_always,  # every target is asked, whatever they hold, Wildfire or not
     describe=lambda s, t, c: "Block it (discard a Lychee)" if c == BLOCK else (
         "Nothing to discard" if c == NOTHING_TO_LOSE else f"Discard {c[1]}"))


def _gecko_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(s._targets(task[1]))


step("gecko", choices=_gecko_choices,
     apply=lambda s, t, c: s.stack.append(("block", c, GECKO, t[1], t[2], "")),
     prompt=lambda s, t: f"{s.names[t[1]]}: Inspector Gecko: whose hand do you inspect?",
     describe=lambda s, t, c: s.names[c])


def _gecko_pick_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(sorted({NAME[c] for c in s.hands[task[2]] if not IS_DARKLING[c]}))


def _gecko_pick_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, actor, target, pile = task
    s._discard(target, choice, pile)
    s._say(f"{s.names[actor]} makes {s.names[target]} discard {choice}.")


step("gecko_pick", choices=_gecko_pick_choices, apply=_gecko_pick_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: pick a card {s.names[t[2]]} must discard",
     describe=lambda s, t, c: f"Discard their {c}")


def _mole_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    out: list[Choice] = []
    for p, pile in enumerate(s.piles):
        seen: set[str] = set()
        for c in pile[:-TOP - 1:-1]:
            kind = NAME[c]
            if kind != MOLE and kind not in seen:
                seen.add(kind)
                out.append((p, kind))
    return tuple(out)


def _mole_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    pile, kind = choice
    cards = s.piles[pile]
    for i in range(len(cards) - 1, max(-1, len(cards) - 1 - TOP), -1):
        if NAME[cards[i]] == kind:
            s.hands[seat].append(cards.pop(i))
            break
    s._say(f"{s.names[seat]} takes {kind} from {s._pile_name(pile)}.")


step("mole", choices=_mole_choices, apply=_mole_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Curious Mole: take a card from the top five of a pile",
     describe=lambda s, t, c: f"Take {c[1]}" + (f" from pile {c[0] + 1}" if len(s.piles) > 1 else ""))


def _dealer_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    kinds = _kinds(s.hands[seat]) or [""]
    return tuple((t, k) for t in s._targets(seat) for k in kinds)


def _dealer_take_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    hand = s.hands[task[2]]
    out: list[Choice] = sorted({NAME[c] for c in hand if s._face_up_in_hand(c)})
    if any(not s._face_up_in_hand(c) for c in hand):
        out.append(HIDDEN)
    return tuple(out)


def _dealer_take_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, actor, target = task
    hand = s.hands[target]
    by, who = s.names[actor], s.names[target]
    if choice == HIDDEN:
        s._secrets += 1
        hidden = [c for c in hand if not s._face_up_in_hand(c)]
        card = hidden[s.rng.randrange(len(hidden))]
        s._say(f"{by} takes a face-down card from {who} at random.",
               {actor: f"You take {NAME[card]} from {who}.",
                target: f"{by} takes your {NAME[card]}."})
    else:
        card = next(c for c in hand if s._face_up_in_hand(c) and NAME[c] == choice)
        s._say(f"{by} takes {who}'s {choice}.")
    hand.remove(card)
    s.shown.discard(card)
    s.hands[actor].append(card)


step("dealer_take", choices=_dealer_take_choices, apply=_dealer_take_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Dodgy Dealer: take which of {s.names[t[2]]}'s cards?",
     describe=lambda s, t, c: ("Take a face-down card at random" if c == HIDDEN
                               else f"Take {s.names[t[2]]}'s face-up {c}"))


step("dealer", choices=_dealer_choices,
     apply=lambda s, t, c: s.stack.append(("block", c[0], DEALER, t[1], t[2], c[1])),
     prompt=lambda s, t: f"{s.names[t[1]]}: Dodgy Dealer: give whom which card?",
     describe=lambda s, t, c: f"Give {c[1] or 'nothing'} to {s.names[c[0]]}")


step("predict", choices=lambda s, t: tuple(range(s.n)),
     apply=lambda s, t, c: (setattr(s, "prediction", (t[1], c)),
                            s._say(f"{s.names[t[1]]} predicts that {s.names[c]} will end with "
                                   "the most Grapes.")),
     prompt=lambda s, t: f"{s.names[t[1]]}: who will have the most Grapes at the end?",
     describe=lambda s, t, c: s.names[c] + (" (yourself)" if c == t[1] else ""))


def _pig_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    kinds = _kinds(s.hands[task[1]])
    return ("leaf", *(("discard", k) for k in kinds)) if kinds else ("leaf", "draw")


def _pig_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, seat, pile = task
    s._cut_to_discard()  # the Pig skips the Basket and Take Cards phases
    name = s.names[seat]
    if choice == "leaf":
        s.leaf[seat] += 1
        s._say(f"{name} takes a Leaf Token.")
        return
    if choice != "draw":
        s._discard(seat, choice[1], pile)
        s._say(f"{name} discards {choice[1]} and draws up to {RULES['pig_draws']} cards.")
    for _ in range(RULES["pig_draws"]):
        if s._draw(seat, shown=False) is None:
            break


step("pig", choices=_pig_choices, apply=_pig_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Greedy Pig: a Leaf Token, or discard one card and "
                         f"draw {RULES['pig_draws']}",
     describe=lambda s, t, c: "Take a Leaf Token" if c == "leaf" else (
         f"Draw {RULES['pig_draws']} cards" if c == "draw" else
         f"Discard {c[1]}, draw {RULES['pig_draws']}"))


def _badger_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, seat, pile = task
    s._say(f"{s.names[seat]} names {choice}.")
    targets = s._targets(seat)
    if targets:
        s._secrets += 1  # who holds the named card comes out, asked or not
    for target in reversed(targets):
        s.stack.append(("block", target, BADGER, seat, pile, choice))


step("badger", choices=lambda s, t: s.green_kinds, apply=_badger_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Honey Badger: name a Grunling or Darkling",
     describe=lambda s, t, c: f"Name {c}")


def _fox_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    out: list[Choice] = []
    for t in s._targets(task[1]):
        basket = s.baskets[t]
        out.extend((t, k) for k in sorted({NAME[c] for c in basket if c in s.face_up}))
        if any(c not in s.face_up for c in basket):
            out.append((t, "?"))
    return tuple(out)


step("fox", choices=_fox_choices,
     apply=lambda s, t, c: s.stack.append(("block", c[0], FOX, t[1], t[2], c[1])),
     prompt=lambda s, t: f"{s.names[t[1]]}: Sly Fox: take a card from whose Basket?",
     describe=lambda s, t, c: (f"A face-down card from {s.names[c[0]]}'s Basket" if c[1] == "?"
                               else f"{c[1]} from {s.names[c[0]]}'s Basket"))


step("sloth", choices=lambda s, t: tuple(s._targets(t[1])),
     apply=lambda s, t, c: s.stack.append(("block", c, SLOTH, t[1], t[2], "")),
     prompt=lambda s, t: f"{s.names[t[1]]}: Super Slow Sloth: who skips their next turn?",
     describe=lambda s, t, c: s.names[c])


def _star_prompt(s: GrunlingsState, seat: int) -> str:
    stars = sum(1 for c in s._held(seat) if NAME[c] == STAR)
    what = "your Star Fruit copies" if stars == 1 else f"your {stars} Star Fruits copy"
    return (f"{s.names[seat]}: choose what {what} (first: fruitui's suggestion; points count "
            "the other Star Fruits where fruitui would put them)")


def _star_apply(s: GrunlingsState, task: Task, choice: tuple[str, ...]) -> None:
    seat = task[1]
    s.star_copies[seat] = choice
    what = ", ".join(choice) if choice else "nothing"
    s._say(f"{s.names[seat]} places their Star Fruit(s).",
           {seat: f"Your Star Fruit(s) copy {what} (shown once every holder has chosen)."})


step("star", choices=lambda s, t: tuple(c for c, _ in s.star_menu(t[1])), apply=_star_apply,
     prompt=lambda s, t: _star_prompt(s, t[1]),
     describe=lambda s, t, c: dict(s.star_menu(t[1])).get(c, str(c)))


# --- Event steps --------------------------------------------------------------------------

def _farmer_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    greens = [NAME[c] for c in s.hands[seat] if IS_GREEN[c]]
    greens.extend([NAME[c] for c in s.baskets[seat]])
    size = min(BASKET, len(greens))
    return _basket_options(greens, size, size)


step("farmer_basket", choices=_farmer_choices, apply=_open_basket_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Angry Farmer: fill your Basket (for good)",
     describe=_basket_describe)


def _fog_vote_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    tokens = s.leaf[task[1]]
    return tuple((i, t) for i in range(len(s.fog_options)) for t in range(tokens + 1))


def _fog_vote_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    s.fog_votes[seat] = (choice[0], choice[1])
    s._say(f"{s.names[seat]} has voted in secret.",
           {seat: f"You vote for {NAME[s.fog_options[choice[0]]]} with {choice[1]} Leaf Token(s)."})


step("fog_vote", choices=_fog_vote_choices, apply=_fog_vote_apply, ask=_always,
     prompt=lambda s, t: f"{s.names[t[1]]}: Fog: vote in secret (Leaf Tokens add votes)",
     describe=lambda s, t, c: f"Vote for {NAME[s.fog_options[c[0]]]}" + (
         f" with {c[1]} Leaf Token(s)" if c[1] else ""))


def _fog_count(s: GrunlingsState, task: Task) -> None:
    s._secrets += 1
    tally = [0] * len(s.fog_options)
    parts = []
    for seat, vote in enumerate(s.fog_votes):
        if vote is None:
            continue
        option, tokens = vote
        tokens = min(tokens, s.leaf[seat])
        s.leaf[seat] -= tokens
        tally[option] += 1 + tokens
        parts.append(f"{s.names[seat]} {NAME[s.fog_options[option]]} ({1 + tokens})")
    s._say("Fog votes: " + "; ".join(parts) + ".")
    best = max(tally)
    tied = [i for i, v in enumerate(tally) if v == best]
    if len(tied) == 1:
        _fog_settle(s, tied[0])
    else:
        s.stack.append(("fog_tie", task[1], tuple(tied)))


def _fog_settle(s: GrunlingsState, option: int) -> None:
    winner = s.fog_options[option]
    s.box.extend(c for c in s.fog_options if c != winner)
    s.box.extend(s.fog_card)
    s.fog_card.clear()
    s.fog_options = []
    s.fog_votes = [None] * s.n
    s._say(f"{NAME[winner]} replaces Fog.")
    s._reveal_event(winner)


step("fog_count", run=_fog_count)
step("fog_tie", choices=lambda s, t: t[2], apply=lambda s, t, c: _fog_settle(s, c),
     prompt=lambda s, t: f"{s.names[t[1]]}: the Fog vote is tied; you choose",
     describe=lambda s, t, c: f"Choose {NAME[s.fog_options[c]]}")


def _guess_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, guesser, target, right, made, eligible = task
    if made >= GUESSES or not s.hands[target]:
        return ()
    return (STOP, *(("guess", k) for k in s.all_kinds))


def _guess_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, guesser, target, right, made, eligible = task
    who, whom = s.names[guesser], s.names[target]
    if choice == STOP:
        s._say(f"{who} stops guessing after {right} right.")
        _guess_reward(s, task, right)
        return
    kind = choice[1]
    s._secrets += 1
    card = next((c for c in s.hands[target] if NAME[c] == kind and c not in s.shown), None)
    if card is None:
        s._say(f"{who} guesses {kind} in {whom}'s hand: wrong. No reward.")
        s.shown.clear()
        return
    s.shown.add(card)
    right += 1
    s._say(f"{who} guesses {kind} in {whom}'s hand: right! {whom} shows it ({right} in a row).")
    if right >= GUESSES:
        _guess_reward(s, task, right)
    else:
        s.stack.append(("guess", guesser, target, right, made + 1, eligible))


def _guess_reward(s: GrunlingsState, task: Task, right: int) -> None:
    _, guesser, target, _, _, eligible = task
    if eligible and right >= EVENT_RULES["contest_swap_at"]:
        leaf = right >= EVENT_RULES["contest_leaf_at"]
        s.stack.append(("contest_swap", guesser, target, leaf))
    else:
        s.shown.clear()


step("guess", choices=_guess_choices, apply=_guess_apply,
     prompt=lambda s, t: (f"{s.names[t[1]]}: Growing Contest: name a card in {s.names[t[2]]}'s "
                          f"hand ({t[3]} right so far, {GUESSES - t[4]} guesses left)"),
     describe=lambda s, t, c: "Stop guessing" if c == STOP else f"Guess {c[1]}")


def _swap_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    _, guesser, target, leaf = task
    shown = sorted({NAME[c] for c in s.shown if c in s.hands[target]})
    mine = _kinds(s.hands[guesser])
    return ("none", *(("swap", m, t) for m in mine for t in shown))


def _swap_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, guesser, target, leaf = task
    who, whom = s.names[guesser], s.names[target]
    if leaf:
        s.leaf[guesser] += 1
        s._say(f"{who} guessed six in a row and gains a Leaf Token.")
    if choice != "none":
        _, mine, theirs = choice
        given = s._take(s.hands[guesser], mine)
        taken = next(c for c in s.hands[target] if c in s.shown and NAME[c] == theirs)
        s.hands[target].remove(taken)
        s.hands[target].append(given)
        s.hands[guesser].append(taken)
        s._say(f"{who} takes {theirs} from {whom} and gives a card face down.",
               {guesser: f"You take {theirs} from {whom} and give {mine}.",
                target: f"{who} takes your {theirs} and gives you {mine}."})
    s.shown.clear()


step("contest_swap", choices=_swap_choices, apply=_swap_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: swap one of your cards for a shown card?",
     describe=lambda s, t, c: "No swap" if c == "none" else f"Give {c[1]}, take {c[2]}")


def _rain_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    mine = sorted({NAME[c] for c in s.hands[task[1]] if IS_VISITOR[c]})
    if not mine:
        return ()
    out: list[Choice] = [PASS]
    slots: dict[str, int] = {}
    for i, c in enumerate(s.shop):
        slots.setdefault(NAME[c], i)
    for kind in mine:
        out.extend(("swap", kind, i) for other, i in slots.items() if other != kind)
        out.append(("add", kind))
    return tuple(out)


def _rain_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    name = s.names[seat]
    if choice == PASS:
        return
    card = s._take(s.hands[seat], choice[1])
    if choice[0] == "swap":
        got = s.shop[choice[2]]
        s.shop[choice[2]] = card
        s.hands[seat].append(got)
        s._say(f"{name} swaps {choice[1]} for {NAME[got]} from the Visitor Shop.")
    else:
        s.shop.append(card)
        s.leaf[seat] += 1
        s._say(f"{name} adds {choice[1]} to the Visitor Shop and gains a Leaf Token.")


step("rain", choices=_rain_choices, apply=_rain_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Summer Rain: swap a Visitor with the Shop, or add one",
     describe=lambda s, t, c: "Pass" if c == PASS else (
         f"Swap {c[1]} for {NAME[s.shop[c[2]]]}" if c[0] == "swap"
         else f"Add {c[1]} to the Shop for a Leaf Token"))


def _rain_final_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    kinds = _kinds(s.hands[task[1]])
    return (DONE, *kinds) if kinds else ()


def _rain_final_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    if choice == DONE:
        return
    seat = task[1]
    card = s._take(s.hands[seat], choice)
    s.shown.discard(card)
    s.removed.append(card)
    s.leaf[seat] += 1
    s._say(f"{s.names[seat]} puts a card face down out of the game and gains a Leaf Token.",
           {seat: f"You put {choice} out of the game and gain a Leaf Token."})
    s.stack.append(task)


step("rain_final", choices=_rain_final_choices, apply=_rain_final_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Summer Rain (final): put cards out of the game "
                         "for a Leaf Token each",
     describe=lambda s, t, c: "Done" if c == DONE else f"Put {c} away")


def _tornado_from_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(p for p, pile in enumerate(s.piles) if pile)


def _tornado_from_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    s.tornado_pile = choice
    card = s.piles[choice].pop()
    s.tornado_top.append(card)
    s._say(f"{NAME[card]} from {s._pile_name(choice)} joins the Tornado.")


step("tornado_from", choices=_tornado_from_choices, apply=_tornado_from_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Tornado: which Discard Pile's top card joins?",
     describe=lambda s, t, c: f"{NAME[s.piles[c][-1]]} from pile {c + 1}")


def _tornado_put_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(_kinds(s.hands[task[1]]))


def _tornado_put_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    _, seat, left = task
    card = s._take(s.hands[seat], choice)
    s.shown.discard(card)
    s.tornado_puts[seat].append(card)
    s._say(f"{s.names[seat]} puts a card in face down.", {seat: f"You put in {choice}."})
    if left > 1:
        s.stack.append(("tornado_put", seat, left - 1))


step("tornado_put", choices=_tornado_put_choices, apply=_tornado_put_apply, ask=_always,
     prompt=lambda s, t: f"{s.names[t[1]]}: Tornado: put a card in face down ({t[2]} to go)",
     describe=lambda s, t, c: f"Put in {c}")


def _tornado_deal(s: GrunlingsState, task: Task) -> None:
    s._secrets += 1
    pool = s.tornado_pool
    pool.extend(s.tornado_top)
    s.tornado_top.clear()
    for put in s.tornado_puts:
        pool.extend(put)
        put.clear()
    s.rng.shuffle(pool)
    s._say(f"The Tornado cards are shuffled and laid face up: {_list(pool)}.")
    order = s._order(s.active)
    picks = order + order[::-1]  # snake draft: clockwise, then back
    s.stack.append(("tornado_end", s.active))
    for seat in reversed(picks):
        s.stack.append(("tornado_pick", seat))


def _tornado_pick_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    card = s._take(s.tornado_pool, choice)
    s.hands[seat].append(card)
    s._say(f"{s.names[seat]} drafts {choice}.")


def _tornado_end(s: GrunlingsState, task: Task) -> None:
    for card in s.tornado_pool:
        s.piles[s.tornado_pile].append(card)
        s._say(f"The leftover {NAME[card]} goes on {s._pile_name(s.tornado_pile)}.")
    s.tornado_pool.clear()


step("tornado_deal", run=_tornado_deal)
step("tornado_pick", choices=lambda s, t: tuple(_kinds(s.tornado_pool)),
     apply=_tornado_pick_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Tornado: draft a card",
     describe=lambda s, t, c: f"Take {c}")
step("tornado_end", run=_tornado_end)


def _volcano_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    return tuple(sorted({NAME[c] for c in s.hands[task[1]] if IS_GRUNLING[c]}))


def _volcano_apply(s: GrunlingsState, task: Task, choice: Any) -> None:
    seat = task[1]
    card = s._take(s.hands[seat], choice)
    s.shown.discard(card)
    s.volcano[seat] = card
    s._say(f"{s.names[seat]} chooses a Grunling in secret.", {seat: f"You choose {choice}."})


step("volcano_reveal", choices=_volcano_choices, apply=_volcano_apply, ask=_always,
     prompt=lambda s, t: f"{s.names[t[1]]}: Volcanic Eruption: choose a Grunling to reveal",
     describe=lambda s, t, c: (f"Reveal {c} (always a tie: all are discarded)" if c == STAR
                               else f"Reveal {c} (worth {VOLCANO_VALUE[c]})"))


def _volcano_pile_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    if all(v is None for v in s.volcano):
        return ()
    return tuple(range(len(s.piles)))


step("volcano_pile", choices=_volcano_pile_choices,
     apply=lambda s, t, c: setattr(s, "volcano_pile", c),
     prompt=lambda s, t: f"{s.names[t[1]]}: Volcanic Eruption: discard the losers on which pile?",
     describe=lambda s, t, c: f"Discard them on pile {c + 1}")


def _volcano_end(s: GrunlingsState, task: Task) -> None:
    shown = [(seat, c) for seat, c in enumerate(s.volcano) if c is not None]
    s.volcano = [None] * s.n
    if not shown:
        s._say("Nobody had a Grunling to reveal.")
        return
    s._secrets += 1
    s._say("Revealed: " + ", ".join(
        f"{s.names[seat]} {NAME[c]} ({VOLCANO_VALUE[NAME[c]]})" for seat, c in shown) + ".")
    keeper = None
    if not any(NAME[c] == STAR for _, c in shown):
        best = max(VOLCANO_VALUE[NAME[c]] for _, c in shown)
        top = [(seat, c) for seat, c in shown if VOLCANO_VALUE[NAME[c]] == best]
        if len(top) == 1:
            keeper = top[0]
    pile = s.piles[s.volcano_pile]
    for seat, c in shown:
        if keeper is not None and keeper[1] == c:
            s.hands[seat].append(c)
        else:
            pile.append(c)
    if keeper is None:
        s._say(f"A tie: all revealed cards go on {s._pile_name(s.volcano_pile)}.")
    else:
        s._say(f"{s.names[keeper[0]]} keeps {NAME[keeper[1]]}; the rest go on "
               f"{s._pile_name(s.volcano_pile)}.")


step("volcano_end", run=_volcano_end)


def _drought_choices(s: GrunlingsState, task: Task) -> tuple[Choice, ...]:
    seat = task[1]
    if not s._over_limit(seat):
        return ()
    kinds = sorted({NAME[c] for c in s.hands[seat] if not IS_DARKLING[c]})
    return tuple(("discard", k, p) for k in kinds for p in range(len(s.piles)))


step("drought", choices=_drought_choices, apply=_reset_trim_apply,
     prompt=lambda s, t: f"{s.names[t[1]]}: Drought: discard down to {s.limit} cards",
     describe=lambda s, t, c: f"Discard {c[1]}" + (
         f" on pile {c[2] + 1}" if len(s.piles) > 1 else ""))


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
