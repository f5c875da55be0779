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
"""
from __future__ import annotations

import copy
import random
from bisect import insort
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from ..base import Choice, Decision, IllegalChoice, Result, check_seat_count, freeze_choice
from ..catalog import GAMES
from .cards import (
    ACTION, ALLERGY, BISCUIT, CARD_COUNT, CARDS, DISTRACTION, EFFECT, FULL_DECK, GOBLINS,
    HATES, KIND, NAME, NAME_ID, TABLE, TASTES, deck_for, hand_size, rainbow_size,
)
from .sets import SAME_COLOUR, has_set, set_options
from .setup import ASK_EVERYONE, OWN_TURN, deal_goblins, read_options
from .phrasing import FROM_DISCARD, FROM_PILE, Phrasing
from .scoring import score
from .views import GobblinView
from .wording import label, labels

INFO = GAMES["gobblin-goblins"]
GROT_MIN: int = TABLE["grot_min_plate"]
WORKER_DRAWS: int = TABLE["worker_draws"]
WORKER_MIN_PILE: int = TABLE["worker_min_pile"]
SECONDS_DRAWS: int = TABLE["seconds_draws"]
EXPLOSIVE: int = TABLE["explosive_count"]
DODGY: int = TABLE["dodgy_discount"]

PASS: Choice = ("pass",)
REFUSE: Choice = ("refuse",)
EAT, IGNORE = ("eat",), ("ignore",)

# The target stage each card starts with, and what its choices pick.
FIRST_STAGE = {
    "eat-your-greens": "greens", "pinch": "pinch", "swapsies": "swap-give",
    "chunder": "chunder", "explosive-diarrhoea": "explode",
    "look-a-squirrel": "squirrel", "oops-wrong-plate": "oops-give",
    "pass-it-along": "along-take", "quick-gulp": "gulp",
}
STAGE_PROMPTS = {
    "greens": "Eat Your Greens: choose the goblin who must eat",
    "pinch": "Pinch: choose a food to take from another plate",
    "swap-give": "Swapsies: choose a food of yours to give away",
    "swap-take": "Swapsies: choose a food to take in exchange",
    "chunder": "Chunder: choose the goblin who brings up its last gobbled card",
    "explode": "Explosive Diarrhoea: choose the goblin who loses its last gobbled cards",
    "squirrel": "Look, a Squirrel!: choose a food to take onto your plate",
    "oops-give": "Oops, Wrong Plate: choose a food from your plate to move",
    "oops-to": "Oops, Wrong Plate: choose the plate it lands on",
    "along-take": "Pass It Along: choose a food on another plate to move",
    "along-to": "Pass It Along: choose the plate it lands on",
    "gulp": "Quick Gulp: choose a food from your plate to gobble",
}


class GobblinState(Phrasing):
    """A game of Gobblin' Goblins (mutated in place by `apply`)."""

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
        table_rainbow = rainbow_size(n)
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
        self.hands: list[list[int]] = [sorted(dealt[s::n]) for s in range(n)]  # kept sorted
        self.held = [sum(1 for c in h if KIND[c] == DISTRACTION) for h in self.hands]
        self.plates: list[list[int]] = [[] for _ in range(n)]
        self.gobbled: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[int] = []
        self.discard_by: list[int] = []  # who put each discard there (Geeky's limit)
        self.limbo: list[int] = []  # cards being played: out of hand, not yet discarded
        self.open_to, self.from_seat, self.window_order = _seating(self.ability)
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
        return GobblinView(
            seat=seat,
            names=self.names,
            goblins=self.goblins,
            rainbow_sizes=self.rainbow,
            hand=hand,
            hand_sizes=table[1],
            plates=table[2],
            gobbled_counts=table[3],
            my_gobbled=my_gobbled,
            drawn=tuple(map(CARDS.__getitem__, drawn)),
            in_play=tuple(CARDS[c] for c in self.limbo if c not in hidden),
            picked=tuple(map(CARDS.__getitem__, picked)),
            draw_pile=len(self.pile),
            discard_top=CARDS[self.discard[-1]] if self.discard else None,
            discard_count=len(self.discard),
            to_move=None if self.over else self.to_move,
            turn=self.turn,
            pending_seat=decision.seat if decision else None,
            pending_kind=decision.kind if decision else "",
            waiting_for=self._waiting_for(top) if decision and prose else "",
            distractions=self.setting,
            log=log,
            finished=self.over,
            end_reason=self.end_reason,
            discard_top_by=self.discard_by[-1] if self.discard_by else None,
        )

    # Every change to hands, plates or piles comes with an event, so parts of a
    # view stay valid until the next event: Distraction windows reuse them.

    def _table_part(self) -> tuple[Any, ...]:
        version = len(self.events)
        cached = self._table_cache
        if cached is None or cached[0] != version:
            cards = CARDS.__getitem__
            cached = self._table_cache = (
                version,
                tuple(map(len, self.hands)),
                tuple(tuple(map(cards, p)) for p in self.plates),
                tuple(map(len, self.gobbled)),
            )
        return cached

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

    # ("turn",)
    def _step_turn(self, step: tuple[Any, ...]) -> Decision | None:
        seat = self.to_move
        foods: list[Choice] = []
        actions: list[Choice] = []
        unusable: list[Choice] = []
        has_action = False
        last = -1
        for card in self.hands[seat]:  # sorted: same-named cards sit side by side
            name = NAME_ID[card]
            if name == last:
                continue
            last = name
            kind = KIND[card]
            if kind == DISTRACTION:
                continue
            if kind <= BISCUIT:
                foods.append(_FOOD[card])
            else:
                has_action = True
                if self._action_usable(seat, EFFECT[card]):
                    actions.append(_ACTION[card])
                else:
                    unusable.append(_DISCARD[card])
        pile = self.pile
        ability = self.ability[seat]
        grot = ability == "grot" and len(self.plates[seat]) >= GROT_MIN
        if not pile and not has_action and not foods and not grot:
            self._end_game(seat)
            return None
        no_food = not foods
        choices = foods  # the same list: extended below
        if actions:
            choices += actions
        if unusable and no_food:
            choices += unusable  # no Food: an Action that cannot be done is discarded
        if no_food and not has_action and pile:
            choices.append(_DRAW_PLAY)
        if ability == "worker" and len(pile) >= WORKER_MIN_PILE:
            choices.append(_WORKER)
        elif grot:
            choices.append(_GROT)
        if self.held[seat]:
            choices += self._distraction_choices(seat)
        return Decision(seat, "turn", self._turn_prompts[seat], tuple(choices), self.turn)

    def _apply_turn(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        tag = choice[0]  # type: ignore[index]
        stack = self.stack
        stack.pop()
        if tag == "food":  # the most common play by far
            card = choice[1]  # type: ignore[index]
            self.hands[seat].remove(card)  # food: the Distraction count stays
            self.reveal_count += 1  # read out: it stays played
            self.events.append(("play", seat, card))
            stack.append(("draw", seat))
            self._land_played(seat, card)
        elif tag == "distract":
            stack.append(_TURN)  # the turn goes on once the Distraction is done
            self._play_distraction(seat, choice[1])  # type: ignore[index]
        elif tag == "action":
            card = choice[1]  # type: ignore[index]
            self._from_hand(seat, card)
            self.events.append(("action", seat, card))
            stack.append(("draw", seat))
            self._start_action(seat, card)
        elif tag == "discard":
            card = choice[1]  # type: ignore[index]
            self._from_hand(seat, card)
            self._to_discard(card, seat)
            self.events.append(("dead", seat, card))
            stack.append(("draw", seat))
        elif tag == "draw-play":
            card = self.pile.pop()
            self.reveal_count += 1
            self.events.append(("draw-play", seat, card))
            stack.append(("next",))  # the drawn card was the turn's draw
            self._play_card(seat, card)
        elif tag == "worker":
            drawn = tuple(self.pile.pop() for _ in range(WORKER_DRAWS))
            self.limbo.extend(drawn)
            self.reveal_count += 1
            self.events.append(("worker-draw", seat, *drawn))
            stack.append(("worker", seat, drawn))
        elif tag == "grot":
            plate = self.plates[seat]
            eaten = tuple(plate)
            self.gobbled[seat].extend(eaten)
            plate.clear()
            self.events.append(("grot", seat, eaten))
            stack.append(("next",))

    # ("next",)
    def _step_next(self, step: tuple[Any, ...]) -> Decision | None:
        self.stack[-1] = _TURN
        self.to_move = (self.to_move + 1) % self.n
        self.turn += 1
        return self._step_turn(_TURN)

    # ("draw", seat): the end-of-turn draw
    def _step_draw(self, step: tuple[Any, ...]) -> Decision | None:
        seat = step[1]
        if self.pile and self.ability[seat] == "geeky" and self._discard_open_to(seat):
            top = label(self.discard[-1])
            return Decision(seat, "draw",
                            f"{self.names[seat]} (Geeky): draw from the pile or take {top}?",
                            (FROM_PILE, FROM_DISCARD), self.turn)
        if self.pile:
            self._draw(seat)
        return self._step_next(step)

    def _apply_draw(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        if choice == FROM_DISCARD:
            card = self.discard.pop()
            self.discard_by.pop()
            self._to_hand(seat, card)
            self.events.append(("draw-discard", seat, card))
        else:
            self._draw(seat)
        self.stack[-1] = ("next",)

    # ("worker", seat, drawn)
    def _step_worker(self, step: tuple[Any, ...]) -> Decision:
        _, seat, drawn = step
        choices = tuple(dict.fromkeys(("play", c) for c in _lowest_by_name(drawn)))
        return Decision(seat, "worker",
                        f"{self.names[seat]} (Worker): play one of {labels(drawn)}; "
                        "the other goes under the draw pile", choices, self.turn)

    def _apply_worker(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, _, drawn = step
        card = choice[1]  # type: ignore[index]
        other = drawn[1] if drawn[0] == card else drawn[0]
        for c in drawn:
            self.limbo.remove(c)
        self.pile.insert(0, other)
        self.events.append(("worker-play", seat, card, other))
        self.stack[-1] = ("next",)  # the Worker draws nothing more this turn
        self._play_card(seat, card)

    # ("window", player, pos): each seat in turn may play a Distraction
    def _step_window(self, step: tuple[Any, ...]) -> Decision | None:
        _, player, pos = step
        setting = self.setting
        held = self.held
        if setting == OWN_TURN:
            order: tuple[int, ...] = (self.to_move,)
        elif setting == ASK_EVERYONE:
            order = self.window_order[player]
            if pos < len(order):
                seat = order[pos]
                self.stack[-1] = ("window", player, pos)
                choices = self._distraction_choices(seat) if held[seat] else ()
                return Decision(seat, "distraction", self._window_prompts[seat],
                                (PASS, *choices), self.turn)
            self.stack.pop()
            return None
        else:
            if not any(held):
                self.stack.pop()
                return None
            order = self.window_order[player]
        while pos < len(order):
            seat = order[pos]
            if held[seat]:
                choices = self._distraction_choices(seat)
                if choices:
                    self.stack[-1] = ("window", player, pos)
                    return Decision(seat, "distraction", self._window_prompts[seat],
                                    (PASS, *choices), self.turn)
            pos += 1
        self.stack.pop()
        return None

    def _apply_window(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, player, pos = step
        if choice == PASS:
            self.stack[-1] = ("window", player, pos + 1)
            return
        self.stack.pop()  # a new window opens after this Distraction instead
        self._play_distraction(seat, choice[1])  # type: ignore[index]

    # ("check", seat): gobble sets as soon as they are on a plate
    def _step_check(self, step: tuple[Any, ...]) -> Decision | None:
        seat = step[1]
        plate = self.plates[seat]
        rainbow = self.rainbow[seat]
        if len(plate) < self.min_set[seat] or not has_set(plate, rainbow):
            self.stack.pop()
            return None
        options = set_options(plate, rainbow)
        snob = self.ability[seat] == "snob"
        if len(options) == 1 and not snob:
            self._gobble(seat, options[0])
            return None  # look again: another set may remain
        choices = [("gobble", *cards) for cards in options]
        if snob:
            choices.append(REFUSE)
        prompt = (f"{self.names[seat]}: " +
                  ("you may gobble a set, or refuse (Snob)" if snob else "choose a set to gobble"))
        return Decision(seat, "gobble", prompt, tuple(choices), self.turn)

    def _apply_check(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        if choice == REFUSE:
            self.events.append(("refuse", seat))
            self.stack.pop()  # asked again only when another card lands
        else:
            self._gobble(seat, choice[1:])  # type: ignore[index]

    # ("target", stage, actor, card, replace, data)
    def _step_target(self, step: tuple[Any, ...]) -> Decision | None:
        _, stage, actor, card, replace, data = step
        choices = self._target_choices(stage, actor, data)
        if not choices:  # a Distraction in its window took away all it could act on
            self.stack.pop()
            self.events.append(("fizzle", actor, card))
            self._finish_card(actor, card, replace)
            return None
        return Decision(actor, stage, f"{self.names[actor]}: {STAGE_PROMPTS[stage]}",
                        choices, self.turn)

    def _target_choices(self, stage: str, actor: int, data: tuple[Any, ...]) -> tuple[Choice, ...]:
        plates = self.plates
        if stage == "greens":
            return tuple(("goblin", s) for s in range(self.n) if self._greens_foods(s))
        if stage in ("chunder", "explode"):
            return tuple(("goblin", s) for s in range(self.n) if self.gobbled[s])
        if stage in ("swap-give", "oops-give", "gulp"):
            return _plate_choices(plates[actor])
        if stage in ("pinch", "swap-take"):
            return tuple(c for s in self.from_seat[actor][1:] for c in _plate_choices(plates[s]))
        if stage in ("squirrel", "along-take"):
            return tuple(c for s in self.open_to[actor] for c in _plate_choices(plates[s]))
        if stage == "oops-to":
            return tuple(("to", s) for s in self.open_to[actor])
        if stage == "along-to":
            return tuple(("to", s) for s in self.open_to[actor] if s != data[0])
        raise AssertionError(stage)

    def _apply_target(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, stage, actor, card, replace, data = step
        stack = self.stack
        stack.pop()
        value = choice[1]  # type: ignore[index]
        checks: tuple[int, ...] = ()
        if stage == "greens":
            if self.ability[value] == "snob" and value != actor:
                stack.append(("greens", value, actor, card))
                return
            self._eat_greens(value)
        elif stage == "pinch" or stage == "squirrel":
            self._move(actor, value, self._plate_of(value), actor)
            checks = (actor,)
        elif stage == "swap-give":
            stack.append(("target", "swap-take", actor, card, replace, (value,)))
            return
        elif stage == "swap-take":
            other = self._plate_of(value)
            given = data[0]
            mine, theirs = self.plates[actor], self.plates[other]
            mine.remove(given)
            theirs.remove(value)
            mine.append(value)
            theirs.append(given)
            self.events.append(("swap", actor, given, value, other))
            checks = (actor, other)
        elif stage == "chunder":
            back = self.gobbled[value].pop()
            self.plates[value].append(back)
            self.reveal_count += 1
            self.events.append(("chunder", value, back))
            checks = (value,)
        elif stage == "explode":
            pile = self.gobbled[value]
            lost = tuple(pile[-EXPLOSIVE:])
            del pile[-EXPLOSIVE:]
            for c in lost:
                self._to_discard(c, actor)
            self.reveal_count += 1
            self.events.append(("explode", value, lost))
        elif stage == "oops-give" or stage == "along-take":
            follow = "oops-to" if stage == "oops-give" else "along-to"
            source = actor if stage == "oops-give" else self._plate_of(value)
            stack.append(("target", follow, actor, card, replace, (source, value)))
            return
        elif stage == "oops-to" or stage == "along-to":
            source, food = data
            self._move(actor, food, source, value)
            checks = (value,)
        elif stage == "gulp":
            self.plates[actor].remove(value)
            self.gobbled[actor].append(value)
            self.events.append(("gulp", actor, value))
        self._finish_card(actor, card, replace)
        for seat in reversed(checks):
            self._push_check(seat)

    # ("greens", target, actor, card): a Snob may ignore Eat Your Greens
    def _step_greens(self, step: tuple[Any, ...]) -> Decision:
        target = step[1]
        return Decision(target, "snob",
                        f"{self.names[target]} (Snob): eat your greens, or ignore the card?",
                        (IGNORE, EAT), self.turn)

    def _apply_greens(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, target, actor, card = step
        self.stack.pop()
        if choice == EAT:
            self._eat_greens(target)
        else:
            self.events.append(("greens-ignored", target))
        self._finish_card(actor, card, False)

    # ("fight", actor, card, pos, picks): each goblin picks the food it passes
    def _step_fight(self, step: tuple[Any, ...]) -> Decision | None:
        _, actor, card, pos, picks = step
        order = self.from_seat[actor]
        while pos < self.n:
            seat = order[pos]
            options = _plate_choices(self.plates[seat])
            if len(options) > 1:
                self.stack[-1] = ("fight", actor, card, pos, picks)
                return Decision(seat, "food-fight",
                                f"{self.names[seat]}: Food Fight! Choose a food to pass left",
                                options, self.turn)
            if options:
                picks = (*picks, (seat, options[0][1]))  # type: ignore[index]
            pos += 1
        self.stack.pop()
        self._resolve_fight(actor, card, picks)
        return None

    def _apply_fight(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        _, actor, card, pos, picks = step
        self.stack[-1] = ("fight", actor, card, pos + 1, (*picks, (seat, choice[1])))  # type: ignore[index]

    def _resolve_fight(self, actor: int, card: int, picks: tuple[tuple[int, int], ...]) -> None:
        for seat, food in picks:
            self.plates[seat].remove(food)
        for seat, food in picks:
            self.plates[(seat + 1) % self.n].append(food)
        self.events.append(("food-fight", picks))
        self._finish_card(actor, card, False)
        for seat, _ in reversed(picks):
            self._push_check((seat + 1) % self.n)

    # ("seconds", seat): one more Food after Seconds
    def _step_seconds(self, step: tuple[Any, ...]) -> Decision | None:
        seat = step[1]
        foods = tuple(("food", c) for c in _lowest_by_name(self.hands[seat]) if KIND[c] <= BISCUIT)
        if foods:
            return Decision(seat, "seconds", f"{self.names[seat]}: Seconds! Play one more Food",
                            foods, self.turn)
        self.events.append(("no-seconds", seat))
        self.stack.pop()
        return None

    def _apply_seconds(self, step: tuple[Any, ...], seat: int, choice: Choice) -> None:
        card = choice[1]  # type: ignore[index]
        self.stack.pop()
        self._from_hand(seat, card)
        self.events.append(("play", seat, card))
        self._land_played(seat, card)

    # -- playing cards ----------------------------------------------------------

    def _land_played(self, seat: int, card: int) -> None:
        """A Food played onto its player's plate: check it, then a window opens."""
        self.plates[seat].append(card)
        # Only the checks run before this window, and they change no hand:
        # when nobody holds a Distraction now, nobody will be asked.
        if self.setting == ASK_EVERYONE or any(self.held):
            self.stack.append(("window", seat, 0))
        self._push_check(seat)

    def _push_check(self, seat: int) -> None:
        """Look for sets on a plate that just received food (skipped when none can be)."""
        plate = self.plates[seat]
        if len(plate) >= self.min_set[seat] and has_set(plate, self.rainbow[seat]):
            self.stack.append(("check", seat))

    def _play_card(self, seat: int, card: int) -> None:
        """Play a card that never reached the hand (Worker, or a hand of Distractions)."""
        kind = KIND[card]
        if kind <= BISCUIT:
            self._land_played(seat, card)
        elif kind == ACTION and self._action_usable(seat, EFFECT[card]):
            self._start_action(seat, card)
        elif kind == DISTRACTION and self._distraction_usable(seat, EFFECT[card]):
            # Played from the draw pile, it is still a played Distraction: the rulebook
            # replaces every one, so its player draws a card once it is done.
            self._announce(seat, card, True)
        else:
            self._to_discard(card, seat)
            self.events.append(("dead", seat, card))

    def _start_action(self, seat: int, card: int) -> None:
        if EFFECT[card] == "seconds":
            self.stack.append(("seconds", seat))
        self._announce(seat, card, False)

    def _play_distraction(self, seat: int, card: int) -> None:
        self._from_hand(seat, card)
        self.events.append(("distract", seat, card))
        self._announce(seat, card, True)

    def _announce(self, seat: int, card: int, replace: bool) -> None:
        """An Action or Distraction is read out: the Distraction window opens before
        it is done (so a Distraction may move the food it targets); then it is
        done all the same, or discarded if nothing is left for it to act on."""
        self.limbo.append(card)
        self.stack.append(("effect", seat, card, replace))
        self.stack.append(("window", seat, 0))

    # ("effect", seat, card, replace): the announced card is done, after its window
    def _step_effect(self, step: tuple[Any, ...]) -> None:
        _, seat, card, replace = step
        self.stack.pop()
        self._begin_effect(seat, card, replace)

    def _begin_effect(self, seat: int, card: int, replace: bool) -> None:
        effect = EFFECT[card]
        if effect == "food-fight":
            self.stack.append(("fight", seat, card, 0, ()))
        elif effect == "seconds":
            drawn = tuple(self.pile.pop() for _ in range(min(SECONDS_DRAWS, len(self.pile))))
            for c in drawn:
                self._to_hand(seat, c)
            self.reveal_count += 1
            self.events.append(("seconds", seat, drawn))
            self._finish_card(seat, card, False)
        else:
            self.stack.append(("target", FIRST_STAGE[effect], seat, card, replace, ()))

    def _finish_card(self, seat: int, card: int, replace: bool) -> None:
        """The card is done: discard it; a Distraction from hand is replaced."""
        self.limbo.remove(card)
        self._to_discard(card, seat)
        if replace and self.pile:
            self._draw(seat)  # the top discard is this card, so even a Geeky draws

    def _action_usable(self, seat: int, effect: str) -> bool:
        plates = self.plates
        if effect == "pinch":
            return any(plates[:seat]) or any(plates[seat + 1:])
        if effect == "food-fight":
            return any(plates)
        if effect == "seconds":
            return len(self.pile) >= SECONDS_DRAWS
        if effect == "swapsies":
            return bool(plates[seat]) and (any(plates[:seat]) or any(plates[seat + 1:]))
        if effect == "chunder" or effect == "explosive-diarrhoea":
            return any(self.gobbled)
        if effect == "eat-your-greens":
            return any(self._greens_foods(s) for s in range(self.n) if plates[s])
        raise AssertionError(effect)

    def _distraction_usable(self, seat: int, effect: str) -> bool:
        if effect == "quick-gulp":
            return bool(self.plates[seat])
        reachable = self.open_to[seat]
        if effect == "look-a-squirrel":
            return any(self.plates[s] for s in reachable)
        if effect == "oops-wrong-plate":
            return bool(self.plates[seat]) and bool(reachable)
        if effect == "pass-it-along":
            return len(reachable) >= 2 and any(self.plates[s] for s in reachable)
        raise AssertionError(effect)

    def _distraction_choices(self, seat: int) -> list[Choice]:
        if not self.held[seat]:
            return []
        choices: list[Choice] = []
        seen: set[str] = set()
        for card in self.hands[seat]:
            if KIND[card] == DISTRACTION and NAME[card] not in seen:
                seen.add(NAME[card])
                if self._distraction_usable(seat, EFFECT[card]):
                    choices.append(_DISTRACT[card])
        return choices

    def _greens_foods(self, seat: int) -> list[int]:
        taste = self.tastes[seat]
        return [c for c in self.plates[seat] if taste[c][0] in (HATES, ALLERGY)]

    def _eat_greens(self, seat: int) -> None:
        eaten = self._greens_foods(seat)
        plate = self.plates[seat]
        for c in eaten:
            plate.remove(c)
        self.gobbled[seat].extend(eaten)
        self.events.append(("greens", seat, tuple(eaten)))

    # -- moving cards -------------------------------------------------------------

    def _draw(self, seat: int) -> None:
        card = self.pile.pop()
        insort(self.hands[seat], card)
        if KIND[card] == DISTRACTION:
            self.held[seat] += 1
        self.reveal_count += 1
        self.events.append(("draw", seat, card))

    def _to_hand(self, seat: int, card: int) -> None:
        insort(self.hands[seat], card)
        if KIND[card] == DISTRACTION:
            self.held[seat] += 1

    def _from_hand(self, seat: int, card: int) -> None:
        """A card leaves a secret hand face up: read out, it stays played (no undo)."""
        self.hands[seat].remove(card)
        self.reveal_count += 1
        if KIND[card] == DISTRACTION:
            self.held[seat] -= 1

    def _to_discard(self, card: int, seat: int) -> None:
        self.discard.append(card)
        self.discard_by.append(seat)

    def _discard_open_to(self, seat: int) -> bool:
        """A Geeky may take the top discard unless it put that card there."""
        return bool(self.discard) and self.discard_by[-1] != seat

    def _move(self, actor: int, card: int, source: int, target: int) -> None:
        self.plates[source].remove(card)
        self.plates[target].append(card)
        self.events.append(("move", actor, card, source, target))

    def _gobble(self, seat: int, cards: Sequence[int]) -> None:
        plate = self.plates[seat]
        eaten = [c for c in plate if c in cards]  # in the order they landed
        self.gobbled[seat].extend(eaten)
        plate[:] = [c for c in plate if c not in cards]
        self.events.append(("gobble", seat, tuple(eaten)))

    def _plate_of(self, card: int) -> int:
        for seat, plate in enumerate(self.plates):
            if card in plate:
                return seat
        raise AssertionError(f"card {card} is on no plate")

    def _end_game(self, seat: int) -> None:
        """Nobody can go on: leftovers go left and are gobbled, hands are discarded."""
        self.stack.clear()
        self.end_reason = (f"The draw pile is empty and {self.names[seat]} has no Food "
                           "or Action card left to play.")
        self.events.append(("end", self.end_reason))
        passed = [tuple(p) for p in self.plates]
        for plate in self.plates:
            plate.clear()
        for giver, cards in enumerate(passed):
            receiver = (giver + 1) % self.n
            self.gobbled[receiver].extend(cards)
            if cards:
                self.events.append(("leftovers", giver, receiver, cards))
        for s, hand in enumerate(self.hands):
            if hand:
                self.events.append(("hand-discarded", s, tuple(sorted(hand))))
            for card in sorted(hand):
                self._to_discard(card, s)
            hand.clear()
            self.held[s] = 0
        self.over = True

    # -- checks used by tests -------------------------------------------------------

    def card_places(self) -> list[int]:
        """Every card id in every place, for the no-card-lost invariant."""
        places = [*self.pile, *self.discard, *self.limbo, *self.box]
        for seat in range(self.n):
            places += self.hands[seat] + self.plates[seat] + self.gobbled[seat]
        return places


@cache
def _seating(abilities: tuple[str, ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per seat: plates its Distractions may reach (never another goblin's Hippy),
    every seat from it around the table, and its Distraction window order
    (everyone after it, itself last)."""
    n = len(abilities)
    open_to = tuple(tuple(o for o in range(n) if o != s and abilities[o] != "hippy")
                    for s in range(n))
    from_seat = tuple(tuple((s + k) % n for k in range(n)) for s in range(n))
    window = tuple(order[1:] + order[:1] for order in from_seat)
    return open_to, from_seat, window


@cache
def _box_for(players: int) -> tuple[int, ...]:
    in_play = set(deck_for(players))
    return tuple(c for c in FULL_DECK if c not in in_play)


# Choices are built once per card or seat and shared: no allocation per decision.
_FOOD = tuple(("food", c) for c in range(CARD_COUNT))
_ACTION = tuple(("action", c) for c in range(CARD_COUNT))
_DISCARD = tuple(("discard", c) for c in range(CARD_COUNT))
_DISTRACT = tuple(("distract", c) for c in range(CARD_COUNT))
_CARD = tuple(("card", c) for c in range(CARD_COUNT))
_GOBLIN = tuple(("goblin", s) for s in range(16))
_TO = tuple(("to", s) for s in range(16))
_DRAW_PLAY, _WORKER, _GROT = ("draw-play",), ("worker",), ("grot",)
_TURN = ("turn",)


def _lowest_by_name(cards: Sequence[int]) -> list[int]:
    """One card per name (the lowest id): same-named cards are interchangeable."""
    seen: dict[str, int] = {}
    for card in sorted(cards):
        seen.setdefault(NAME[card], card)
    return list(seen.values())


def _plate_choices(plate: Sequence[int]) -> tuple[Choice, ...]:
    if len(plate) == 1:
        return (("card", plate[0]),)
    return tuple(("card", c) for c in _lowest_by_name(plate))


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
