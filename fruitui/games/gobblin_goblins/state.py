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

This module holds the state's data (every attribute declared on the class)
and the contract. The rulebook's sections live beside it as plain functions
taking the state: `turn`, `actions` (Actions and Distractions) and `gobbling`
(sets, moving cards, the end), each step's pair listed in `STEPS` and `APPLY`;
`views` makes a seat's view, `wording` words the table, `illegal` explains a
refused choice, with numbers and shared choices in `constants`.
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from fruitui.games.base import (Choice, Decision, IllegalChoice, Result, check_seat_count,
                                freeze_choice)
from fruitui.games.gobblin_goblins.actions import (apply_fight, apply_greens, apply_seconds,
                                                   apply_target, apply_window,
                                                   distraction_usable_by, step_effect, step_fight,
                                                   step_greens, step_seconds, step_target,
                                                   step_window, usable_table)
from fruitui.games.gobblin_goblins.cards import (DISTRACTION, EFFECT, GOBLINS, KIND, TASTES, Goblin,
                                                 Taste, deck_for, hand_size, rainbow_size)
from fruitui.games.gobblin_goblins.constants import DODGY, INFO, Offered, Step, _box_for, _seating
from fruitui.games.gobblin_goblins.gobbling import apply_check, step_check
from fruitui.games.gobblin_goblins.illegal import canonical
from fruitui.games.gobblin_goblins.scoring import score
from fruitui.games.gobblin_goblins.sets import SAME_COLOUR
from fruitui.games.gobblin_goblins.setup import deal_goblins, read_options
from fruitui.games.gobblin_goblins.turn import (apply_draw, apply_turn, apply_worker, step_draw,
                                                step_next, step_turn, step_worker)
from fruitui.games.gobblin_goblins.views import GobblinView, view_of
from fruitui.games.gobblin_goblins.wording import describe

# A distraction hint: (asked, the Distraction kinds usable then, cards drawn since).
Hint = tuple[bool, tuple[str, ...], int]


class GobblinState:
    """A game of Gobblin' Goblins (mutated in place by `apply`)."""

    # The table, fixed once dealt.
    names: tuple[str, ...]
    seed: int
    n: int  # seats
    options: dict[str, Any]
    setting: str  # how Distraction windows ask (`setup.DISTRACTION_SETTINGS`)
    rng: random.Random
    goblin_ids: list[int]
    goblins: tuple[Goblin, ...]
    ability: tuple[str, ...]
    rainbow: tuple[int, ...]  # colours each seat needs for a rainbow set
    min_set: tuple[int, ...]  # a smaller plate holds no set
    tastes: tuple[tuple[Taste, ...], ...]  # per seat, per card id
    box: tuple[int, ...]  # cards out of this game
    distraction_effects: tuple[str, ...]  # the Distraction kinds in the deck
    # Per seat: plates its Distractions may reach, every seat from it around
    # the table, and its Distraction window order (`constants._seating`).
    open_to: tuple[tuple[int, ...], ...]
    from_seat: tuple[tuple[int, ...], ...]
    window_order: tuple[tuple[int, ...], ...]
    # What a holders' window looks up (`actions.usable_table`).
    _reach_bits: tuple[int, ...]
    _usable_kinds: tuple[tuple[tuple[str, ...], ...], ...]
    _passed_hints: tuple[tuple[Hint | None, ...], ...]
    _all_passed: dict[int, tuple[Hint | None, ...]]
    _turn_prompts: tuple[str, ...]
    _window_prompts: tuple[str, ...]

    # The cards (ids index `cards.CARDS`). The top of the draw pile is the end
    # of `pile`; hands are kept sorted; plates in the order the food landed.
    pile: list[int]
    hands: list[list[int]]
    held: list[int]  # Distractions in each hand
    # What everyone has seen of the hands: cards that went in face up (a
    # Geeky's pick from the discard pile) and what the last Distraction
    # window said (`GobblinView.distraction_hints`); who laid each card put
    # under the draw pile (bottom first, beside `pile`), which only they know.
    shown: list[list[int]]
    hints: list[Hint | None]
    under_by: list[int]
    plates: list[list[int]]
    gobbled: list[list[int]]
    discard: list[int]
    discard_by: list[int]  # who put each discard there (Geeky's limit)
    limbo: list[int]  # cards being played: out of hand, not yet discarded

    # The play.
    to_move: int
    turn: int
    over: bool
    end_reason: str
    reveal_count: int  # bumped whenever hidden cards are seen or a card from
    # a hand is laid face up (undo stops there)
    # Chance outcomes, counted as OpenSpiel counts a card dealt by chance: one per
    # card dealt or drawn from the shuffled draw pile (read by benchmarks only).
    chance_outcomes: int = 0  # a copy made without __init__ counts from here
    events: list[tuple[Any, ...]]  # worded by `wording` when a view asks
    stack: list[Step]  # steps still to do, the top last (see above)
    _decision: Decision | None
    _result: Result | None

    # Caches of views and log lines (`views`, `wording.log_for`).
    _logs: dict[int | None, list[str]]
    _table_cache: tuple[Any, ...] | None
    _seat_cache: dict[int | None, tuple[Any, ...]]
    _public_lines: dict[int, str]

    def __init__(self, names: Sequence[str], seed: int,
                 options: Mapping[str, Any] | None = None) -> None:
        check_seat_count(INFO, len(names))
        self.names = tuple(names)
        self.seed = seed
        n = self.n = len(names)
        self.options = read_options(options, n)
        self.setting = self.options["distractions"]
        self.rng = random.Random(seed)
        self.goblin_ids = deal_goblins(self.rng, self.options["goblins"], self.options["balance"])
        self.goblins = tuple(GOBLINS[g] for g in self.goblin_ids)
        self.ability = tuple(g.ability for g in self.goblins)
        table_rainbow = rainbow_size(n, self.options["two-player-rainbow"] == "4")
        self.rainbow = tuple(table_rainbow - DODGY if a == "dodgy" else table_rainbow
                             for a in self.ability)
        self.min_set = tuple(min(SAME_COLOUR, r) for r in self.rainbow)
        self.tastes = tuple(TASTES[g] for g in self.goblin_ids)
        deck = deck_for(n)
        self.box = _box_for(n)  # the 3+ cards stay out of 2-player games
        # A shuffle: sort by one random 32-bit key per card, drawn in a single call
        # (much cheaper than random.shuffle; equal keys keep deck order).
        size = len(deck)
        keys = memoryview(self.rng.getrandbits(32 * size).to_bytes(4 * size, "little")).cast("I")
        self.pile = [deck[i] for i in sorted(range(size), key=keys.__getitem__)]
        # Deal one card at a time from the top of the draw pile.
        size = hand_size(n)
        dealt = self.pile[-size * n:]
        del self.pile[-size * n:]
        dealt.reverse()
        self.chance_outcomes = len(dealt)
        self.hands = [sorted(dealt[s::n]) for s in range(n)]
        self.held = [sum(1 for c in h if KIND[c] == DISTRACTION) for h in self.hands]
        self.shown = [[] for _ in range(n)]
        self.hints = [None] * n
        self.under_by = []
        self.distraction_effects = _effects_in(deck)
        self.plates = [[] for _ in range(n)]
        self.gobbled = [[] for _ in range(n)]
        self.discard = []
        self.discard_by = []
        self.limbo = []
        self.open_to, self.from_seat, self.window_order = _seating(self.ability)
        usable_table(self)
        self._turn_prompts = tuple(f"{name}, your turn: play a card" for name in self.names)
        self._window_prompts = tuple(f"{name}: play a Distraction now, or pass?"
                                     for name in self.names)
        self.to_move = self.options["first"]
        self.turn = 0
        self.over = False
        self.end_reason = ""
        self.reveal_count = 0
        self.events = [("intro", s) for s in range(n)]
        self._logs = {}
        self._table_cache = None
        self._seat_cache = {}
        self._public_lines = {}
        self.stack = [("turn",)]
        self._decision = None
        self._result = None
        self._run()

    # -- the contract ---------------------------------------------------------

    def decision(self) -> Decision | None:
        return self._decision

    def apply(self, choice: Choice) -> None:
        decision = self._decision
        if decision is None:
            raise IllegalChoice("The game is over; nothing more can be played.")
        if choice not in decision.choices:
            choice = canonical(self, choice, decision)
        step = self.stack[-1]
        self._decision = None
        # Every choice this game offers is a tuple (`Offered`): no check needed here.
        APPLY[step[0]](self, step, decision.seat, choice)  # type: ignore[arg-type]  # a tuple (above)
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
        return describe(self, self.stack[-1], decision.seat, choice)

    def result(self) -> Result | None:
        if not self.over:
            return None
        if self._result is None:
            self._result = score(self.names, self.goblin_ids, self.gobbled, self.end_reason)
        return self._result

    def view(self, seat: int | None, prose: bool = True) -> GobblinView:
        """What `seat` may see; `prose=False` (for bots) leaves out the log and
        the waiting-for sentence."""
        return view_of(self, seat, prose)

    # -- the step machine -----------------------------------------------------

    def _run(self) -> None:
        stack = self.stack
        steps = STEPS
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

    def _distraction_usable(self, seat: int, effect: str) -> bool:
        """Whether `seat` could play a Distraction of this kind now (the rule the
        windows' lookup table is checked against)."""
        return distraction_usable_by(self, seat, effect)


@functools.cache
def _effects_in(deck: tuple[int, ...]) -> tuple[str, ...]:
    """The Distraction kinds in a deck (two decks in all: worked out once each)."""
    return tuple(sorted({EFFECT[c] for c in deck if KIND[c] == DISTRACTION}))


# Each step's function by the step's name: the one run when it is on top, and
# the one given the choice when its Decision is answered.
STEPS: dict[str, Callable[[GobblinState, Step], Decision | None]] = {
    "turn": step_turn,
    "next": step_next,
    "draw": step_draw,
    "worker": step_worker,
    "window": step_window,
    "check": step_check,
    "target": step_target,
    "greens": step_greens,
    "fight": step_fight,
    "seconds": step_seconds,
    "effect": step_effect,
}
APPLY: dict[str, Callable[[GobblinState, Step, int, Offered], None]] = {
    "turn": apply_turn,
    "draw": apply_draw,
    "worker": apply_worker,
    "window": apply_window,
    "check": apply_check,
    "target": apply_target,
    "greens": apply_greens,
    "fight": apply_fight,
    "seconds": apply_seconds,
}
