"""A game of Gobblin' Goblins in progress.

The state keeps a stack of steps still to do. Automatic steps run at once; a
step that needs someone's choice stays on top and becomes the pending
Decision, and `apply` hands the choice to it. That keeps the many moments
outside a turn (Distraction windows, choosing a set, Food Fight, a Snob
facing Eat Your Greens) one seat at a time.

Steps are tuples whose first item names them:
  ("turn",)                         the player to move plays a card or a power
  ("next",)                         pass the turn to the left
  ("draw", seat)                    the end-of-turn draw (a Geeky may choose)
  ("window", player, pos)           Distraction window after `player`'s card is read out
  ("effect", seat, card, replace)   the read-out Action or Distraction is done
  ("check", seat)                   gobble any set on this plate
  ("target", stage, actor, card, replace, data)   pick what a card acts on
  ("fight", actor, card, pos, picks)             Food Fight, seat by seat
  ("greens", target, actor, card)   a Snob may ignore Eat Your Greens
  ("seconds", seat)                 the extra Food of Seconds
  ("worker", seat, drawn)           a Worker picks one of two drawn cards

Decision kinds and their choices (card ids index `cards.CARDS`):
  turn          ("food", id) ("action", id) ("discard", id) ("distract", id)
                ("draw-play",) ("worker",) ("grot",)
  distraction   ("pass",) ("distract", id)
  gobble        ("gobble", id, id, ...) and, for a Snob, ("refuse",)
  worker        ("play", id)
  draw          ("draw", "pile") ("draw", "discard")        a Geeky's draw
  snob          ("ignore",) ("eat",)                        Eat Your Greens
  food-fight    ("card", id)                                 food to pass left
  seconds       ("food", id)
  greens, chunder, explode                   ("goblin", seat)
  pinch, swap-give, swap-take, squirrel, oops-give, along-take, gulp
                                             ("card", id)    food on a plate
  oops-to, along-to                          ("to", seat)

The rulebook's sections live beside this module: `turn`, `actions`
(Actions and Distractions), `gobbling`, with `constants` and `phrasing`.
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Callable, Mapping, Sequence
from itertools import repeat
from typing import Any

from fruitui.games.base import (
    Choice,
    Decision,
    IllegalChoice,
    Result,
    check_seat_count,
    freeze_choice,
)
from fruitui.games.gobblin_goblins.cards import (
    CARDS,
    DISTRACTION,
    EFFECT,
    GOBLINS,
    KIND,
    NAME,
    TASTES,
    deck_for,
    hand_size,
    rainbow_size,
)
from fruitui.games.gobblin_goblins.sets import SAME_COLOUR
from fruitui.games.gobblin_goblins.setup import ASK_HOLDERS, deal_goblins, read_options
from fruitui.games.gobblin_goblins.phrasing import Phrasing
from fruitui.games.gobblin_goblins.scoring import score
from fruitui.games.gobblin_goblins.actions import ActionsMixin
from fruitui.games.gobblin_goblins.gobbling import GobblingMixin
from fruitui.games.gobblin_goblins.turn import TurnMixin
from fruitui.games.gobblin_goblins.views import GobblinView
from fruitui.games.gobblin_goblins.constants import INFO, DODGY, _seating, _box_for


class GobblinState(TurnMixin, ActionsMixin, GobblingMixin, Phrasing):
    """A game of Gobblin' Goblins (mutated in place by `apply`)."""

    chance_outcomes = 0  # a copy made without __init__ counts from here

    def __init__(self, names: Sequence[str], seed: int,
                 options: Mapping[str, Any] | None = None) -> None:
        check_seat_count(INFO, len(names))
        self.names = tuple(names)
        self.seed = seed
        n = self.n = len(names)
        self.options = read_options(options, n)
        self.setting: str = self.options["distractions"]
        self.rng = random.Random(seed)
        self.goblin_ids = deal_goblins(self.rng, self.options["goblins"], self.options["balance"])
        self.goblins = tuple(GOBLINS[g] for g in self.goblin_ids)
        self.ability = tuple(g.ability for g in self.goblins)
        table_rainbow = rainbow_size(n, self.options["two-player-rainbow"] == "4")
        self.rainbow = tuple(table_rainbow - DODGY if a == "dodgy" else table_rainbow
                             for a in self.ability)
        self.min_set = tuple(min(SAME_COLOUR, r) for r in self.rainbow)  # smaller: no set
        self.tastes = tuple(TASTES[g] for g in self.goblin_ids)
        deck = deck_for(n)
        self.box = _box_for(n)  # the 3+ cards stay out of 2-player games
        # A shuffle: sort by one random 32-bit key per card, drawn in a single call
        # (much cheaper than random.shuffle; equal keys keep deck order).
        size = len(deck)
        keys = memoryview(self.rng.getrandbits(32 * size).to_bytes(4 * size, "little")).cast("I")
        self.pile = [deck[i] for i in sorted(range(size), key=keys.__getitem__)]
        # The top of the draw pile is the end of the list; deal one card at a time.
        size = hand_size(n)
        dealt = self.pile[-size * n:]
        del self.pile[-size * n:]
        dealt.reverse()
        # Chance outcomes, counted as OpenSpiel counts a card dealt by chance: one per
        # card dealt or drawn from the shuffled draw pile (read by benchmarks only).
        self.chance_outcomes = len(dealt)
        self.hands: list[list[int]] = [sorted(dealt[s::n]) for s in range(n)]  # kept sorted
        self.held = [sum(1 for c in h if KIND[c] == DISTRACTION) for h in self.hands]
        # What everyone has seen of the hands: cards that went in face up (a
        # Geeky's pick from the discard pile) and what the last Distraction
        # window said (`GobblinView.distraction_hints`); who laid each card put
        # under the draw pile (bottom first, beside `pile`), which only they know.
        self.shown: list[list[int]] = [[] for _ in range(n)]
        self.hints: list[tuple[bool, tuple[str, ...], int] | None] = [None] * n
        self.under_by: list[int] = []
        self.distraction_effects = _effects_in(deck)
        self.plates: list[list[int]] = [[] for _ in range(n)]
        self.gobbled: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[int] = []
        self.discard_by: list[int] = []  # who put each discard there (Geeky's limit)
        self.limbo: list[int] = []  # cards being played: out of hand, not yet discarded
        self.open_to, self.from_seat, self.window_order = _seating(self.ability)
        self._usable_table()
        self._turn_prompts = tuple(f"{name}, your turn: play a card" for name in self.names)
        self._window_prompts = tuple(f"{name}: play a Distraction now, or pass?"
                                     for name in self.names)
        self.to_move: int = self.options["first"]
        self.turn = 0
        self.over = False
        self.end_reason = ""
        self.reveal_count = 0  # bumped whenever hidden cards are seen or a card from
        # a hand is laid face up (undo stops there)
        self.events: list[tuple[Any, ...]] = [("intro", s) for s in range(n)]
        self._logs: dict[int | None, list[str]] = {}
        self._table_cache: tuple[Any, ...] | None = None
        self._seat_cache: dict[int | None, tuple[Any, ...]] = {}
        self._public_lines: dict[int, str] = {}
        self.stack: list[tuple[Any, ...]] = [("turn",)]
        self._decision: Decision | None = None
        self._result: Result | None = None
        self._run()

    # -- the contract ---------------------------------------------------------

    def decision(self) -> Decision | None:
        return self._decision

    def apply(self, choice: Choice) -> None:
        decision = self._decision
        if decision is None:
            raise IllegalChoice("The game is over; nothing more can be played.")
        if choice not in decision.choices:
            choice = self._canonical(choice, decision)
        step = self.stack[-1]
        self._decision = None
        _APPLY[step[0]](self, step, decision.seat, choice)
        self._run()

    def reveals(self, choice: Choice) -> bool:
        """Whether the choice draws or turns over a hidden card (tried on a copy)."""
        if self._decision is None:
            return False
        trial = self._trial_copy()
        try:
            trial.apply(choice)
        except IllegalChoice:
            return False
        return trial.reveal_count != self.reveal_count

    def clone(self) -> GobblinState:
        """A copy sharing nothing mutable (far cheaper than deepcopy); look-ahead sets its own rng."""
        other = self._trial_copy(share_rng=True)
        other._logs = {seat: list(lines) for seat, lines in self._logs.items()}
        other._public_lines = dict(self._public_lines)
        return other

    def _trial_copy(self, share_rng: bool = False) -> GobblinState:
        """A copy to try a choice on: the piles copied, caches left behind."""
        trial = copy.copy(self)
        trial.pile = list(self.pile)
        trial.hands = [list(h) for h in self.hands]
        trial.plates = [list(p) for p in self.plates]
        trial.gobbled = [list(g) for g in self.gobbled]
        trial.held = list(self.held)
        trial.shown = [list(s) for s in self.shown]
        trial.hints = list(self.hints)
        trial.under_by = list(self.under_by)
        trial.discard = list(self.discard)
        trial.discard_by = list(self.discard_by)
        trial.limbo = list(self.limbo)
        trial.stack = list(self.stack)  # steps are tuples: shared safely
        trial.events = list(self.events)
        trial.rng = self.rng if share_rng else copy.deepcopy(self.rng)
        trial._logs, trial._public_lines, trial._seat_cache = {}, {}, {}
        trial._table_cache = None
        return trial

    def describe(self, choice: Choice) -> str:
        decision = self._decision
        if decision is None:
            return str(choice)
        choice = freeze_choice(choice)
        return self._describe(self.stack[-1], decision.seat, choice)

    def result(self) -> Result | None:
        if not self.over:
            return None
        if self._result is None:
            self._result = score(self.names, self.goblin_ids, self.gobbled, self.end_reason)
        return self._result

    def view(self, seat: int | None, prose: bool = True) -> GobblinView:
        """What `seat` may see; `prose=False` (for bots) leaves out the log and
        the waiting-for sentence."""
        if seat is not None and not 0 <= seat < self.n:
            raise IndexError(f"no seat {seat}")
        decision = self._decision
        top = self.stack[-1] if self.stack else None
        drawn: tuple[int, ...] = ()
        hidden: tuple[int, ...] = ()
        if top is not None and top[0] == "worker":
            hidden = top[2]
            if top[1] == seat:
                drawn = hidden
        picked: tuple[int, ...] = ()
        if top is not None and top[0] == "target" and top[5]:
            picked = (top[5][-1],)
        table = self._table_part()
        hand, my_gobbled, log = self._seat_part(seat) if prose else self._cards_part(seat)
        # Positional, in field order: keyword matching costs more than the
        # fields' setting itself, and bots ask for a view every decision.
        return GobblinView(
            seat,  # seat
            self.names,  # names
            self.goblins,  # goblins
            self.rainbow,  # rainbow_sizes
            hand,  # hand
            table[1],  # hand_sizes
            table[2],  # plates
            table[3],  # gobbled_counts
            my_gobbled,  # my_gobbled
            tuple(map(CARDS.__getitem__, drawn)),  # drawn
            # Only a Worker's drawn cards are ever hidden here: without them, no filter.
            tuple([CARDS[c] for c in self.limbo if c not in hidden]) if hidden
            else tuple(map(CARDS.__getitem__, self.limbo)),  # in_play
            tuple(map(CARDS.__getitem__, picked)),  # picked
            len(self.pile),  # draw_pile
            CARDS[self.discard[-1]] if self.discard else None,  # discard_top
            len(self.discard),  # discard_count
            None if self.over else self.to_move,  # to_move
            self.turn,  # turn
            decision.seat if decision else None,  # pending_seat
            decision.kind if decision else "",  # pending_kind
            self._waiting_for(top) if decision and prose else "",  # waiting_for
            self.setting,  # distractions
            log,  # log
            self.over,  # finished
            self.end_reason,  # end_reason
            self.discard_by[-1] if self.discard_by else None,  # discard_top_by
            table[4],  # gobbled_seen
            table[5],  # discard_seen
            table[6],  # shown
            tuple(self.hints) if self.setting == ASK_HOLDERS else (),  # distraction_hints
            self._my_under(seat) if self.under_by else (),  # my_under
        )

    # Every change to hands, plates or piles comes with an event, so parts of a
    # view stay valid until the next event: Distraction windows reuse them.

    def _table_part(self) -> tuple[Any, ...]:
        version = len(self.events)
        cached = self._table_cache
        if cached is None or cached[0] != version:
            cards, names = repeat(CARDS.__getitem__), repeat(NAME.__getitem__)
            # Nested tuples built by map in C (no generator frame per seat):
            # tuple(map(tuple, map(map, repeat(f), lists))) is
            # tuple(tuple(map(f, x)) for x in lists).
            cached = self._table_cache = (
                version,
                tuple(map(len, self.hands)),
                tuple(map(tuple, map(map, cards, self.plates))),
                tuple(map(len, self.gobbled)),
                # Every card reaches a gobbled pile from a plate, face up (a set,
                # Grot, Quick Gulp, Eat Your Greens, the end's leftovers), and
                # reaches the discard pile read out to all (a dead card, a done
                # Action or Distraction, Explosive Diarrhoea, the end's hands):
                # so the whole of both piles is public, and named from the state.
                # Should a hidden way in ever be added, record it apart.
                tuple(map(tuple, map(map, names, self.gobbled))),
                tuple(map(NAME.__getitem__, self.discard)),
                tuple(map(tuple, map(map, names, self.shown))),
            )
        return cached

    def _my_under(self, seat: int | None) -> tuple[tuple[int, Any], ...]:
        """The cards `seat` laid under the draw pile that are still there, by
        place from the bottom (every other place there is as hidden as the rest)."""
        pile, size = self.pile, len(self.pile)
        return tuple((i, CARDS[pile[i]]) for i, by in enumerate(self.under_by)
                     if by == seat and i < size)

    def _seat_part(self, seat: int | None) -> tuple[Any, ...]:
        version = len(self.events)
        cached = self._seat_cache.get(seat)
        if cached is None or cached[0] != version:
            if seat is None:
                part: tuple[Any, ...] = ((), ())
            else:
                cards = CARDS.__getitem__
                part = (tuple(map(cards, self.hands[seat])),
                        tuple(map(cards, self.gobbled[seat])))
            cached = (version, *part, self._log_for(seat))
            self._seat_cache[seat] = cached
        return cached[1:]

    def _cards_part(self, seat: int | None) -> tuple[Any, ...]:
        """`_seat_part` without the log (whose lines are phrased on demand)."""
        cached = self._seat_cache.get(seat)
        if cached is not None and cached[0] == len(self.events):
            return (*cached[1:3], ())
        if seat is None:
            return (), (), ()
        cards = CARDS.__getitem__
        return tuple(map(cards, self.hands[seat])), tuple(map(cards, self.gobbled[seat])), ()

    # -- the step machine -----------------------------------------------------

    def _run(self) -> None:
        stack = self.stack
        steps = _STEPS
        while stack:
            step = stack[-1]
            decision = steps[step[0]](self, step)
            if decision is not None:
                self._decision = decision
                return
        self._decision = None

    # -- checks used by tests -------------------------------------------------------

    def card_places(self) -> list[int]:
        """Every card id in every place, for the no-card-lost invariant."""
        places = [*self.pile, *self.discard, *self.limbo, *self.box]
        for seat in range(self.n):
            places += self.hands[seat] + self.plates[seat] + self.gobbled[seat]
        return places



@functools.cache
def _effects_in(deck: tuple[int, ...]) -> tuple[str, ...]:
    """The Distraction kinds in a deck (two decks in all: worked out once each)."""
    return tuple(sorted({EFFECT[c] for c in deck if KIND[c] == DISTRACTION}))


_STEPS: dict[str, Callable[[GobblinState, tuple[Any, ...]], Decision | None]] = {
    "turn": GobblinState._step_turn,
    "next": GobblinState._step_next,
    "draw": GobblinState._step_draw,
    "worker": GobblinState._step_worker,
    "window": GobblinState._step_window,
    "check": GobblinState._step_check,
    "target": GobblinState._step_target,
    "greens": GobblinState._step_greens,
    "fight": GobblinState._step_fight,
    "seconds": GobblinState._step_seconds,
    "effect": GobblinState._step_effect,  # type: ignore[dict-item]
}
_APPLY: dict[str, Callable[[GobblinState, tuple[Any, ...], int, Choice], None]] = {
    "turn": GobblinState._apply_turn,
    "draw": GobblinState._apply_draw,
    "worker": GobblinState._apply_worker,
    "window": GobblinState._apply_window,
    "check": GobblinState._apply_check,
    "target": GobblinState._apply_target,
    "greens": GobblinState._apply_greens,
    "fight": GobblinState._apply_fight,
    "seconds": GobblinState._apply_seconds,
}
