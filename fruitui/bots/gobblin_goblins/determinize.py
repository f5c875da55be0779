"""Gobblin' Goblins states consistent with one seat's view.

Hidden from a seat: the others' hands (sizes are public) and the order of
the draw pile. The others' face-down gobbled piles and the discard pile under
its top were seen face up on their way there: the view names their cards
(`gobbled_seen`, `discard_seen`), and a copy of each named card is laid there
in that order. A card a hand took face up (`shown`) is laid in that hand, and
the cards this seat put under the draw pile (`my_under`) at their places.
Every other card of the deck not in view is dealt at random to the hands and
the draw pile by their sizes, as the Distraction windows allow
(`distraction_hints`): a hand that was passed by held none of the kinds it
could have used then (the cards drawn since may be anything), a hand that was
asked holds one of them still (playing a Distraction ends the hint).

Rebuilt at the start of a turn ("turn"); inside a card's resolution and in
Distraction windows the bot plays its greedy rules.
"""

from __future__ import annotations

import random
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.cards import DISTRACTION, EFFECT, KIND, NAME, deck_for
from fruitui.games.gobblin_goblins.setup import OWN_TURN
from fruitui.games.gobblin_goblins.state import GobblinState
from fruitui.games.gobblin_goblins.views import GobblinView
from fruitui.bots.budget import Budget
from fruitui.bots.gobblin_goblins.final import Endgame
from fruitui.bots.gobblin_goblins.flat import PairedFlatBot
from fruitui.bots.gobblin_goblins.greedy import GreedyBot
from fruitui.bots.gobblin_goblins.policy import greedy_choice
from fruitui.bots.gobblin_goblins.rollout import rollout_choice
from fruitui.bots.ismcts import score_share_estimate

SEARCH_KINDS = frozenset(("turn",))
# The Distraction window after a Food lands (nothing being played), which a hard
# level's late phase may search too (`PairedFlatBot.windows`).
WINDOW_KINDS = frozenset(("distraction",))
# The search levels (`search_bot` below): paired flat playouts a move, cut at 30
# plies; from 12 cards left in the Draw Pile, half the budget plays whole
# playouts (gobblin_final.Endgame). Hard only searches longer.
BUDGET = Budget(normal=800, hard=2400, rollout_plies=30, endgame=(12, 0.5))


def base_state(view: GobblinView) -> tuple[GobblinState, list[int]]:
    kind = view.pending_kind
    if view.seat is None or view.in_play or not (kind in SEARCH_KINDS or kind in WINDOW_KINDS):
        raise ValueError("Gobblin' Goblins is determinized only at the start of a seat's turn "
                         "or in the window after a Food")
    options = {"distractions": view.distractions, "goblins": [g.name for g in view.goblins],
               "first": view.to_move if view.to_move is not None else 0}
    state = GobblinState(view.names, 0, options)
    seat = view.seat
    seen: list[int] = [c.id for c in view.hand]
    seen += [c.id for plate in view.plates for c in plate]
    seen += [c.id for c in view.my_gobbled]
    seen += [c.id for _, c in view.my_under]
    state.hands = [[] for _ in view.names]
    state.hands[seat] = [c.id for c in view.hand]
    state.plates = [[c.id for c in plate] for plate in view.plates]
    state.gobbled = [[] for _ in view.names]
    state.gobbled[seat] = [c.id for c in view.my_gobbled]
    state.discard, state.discard_by = [], []
    if view.discard_top is not None:
        seen.append(view.discard_top.id)
        state.discard = [view.discard_top.id]
        state.discard_by = [view.discard_top_by if view.discard_top_by is not None else 0]
    state.limbo, state.pile = [], []
    state.shown = [[] for _ in view.names]
    if view.shown:  # mine are in my hand: any copy by the name
        mine = list(state.hands[seat])
        for name in view.shown[seat]:
            card = next(c for c in mine if NAME[c] == name)
            mine.remove(card)
            state.shown[seat].append(card)
    state.hints = list(view.distraction_hints) or [None] * len(view.names)
    state.under_by = [-1] * (1 + max((i for i, _ in view.my_under), default=-1))
    for i, _ in view.my_under:
        state.under_by[i] = seat
    state.to_move, state.turn = view.to_move, view.turn  # type: ignore[assignment]  # None only once over
    state.over, state.end_reason = view.finished, view.end_reason
    state.stack = [("turn",)] if kind in SEARCH_KINDS else _window_steps(view, state)
    # Only this seat's log is known; placeholder events keep new lines in step.
    state.events = [None] * len(view.log)  # type: ignore[list-item]  # placeholders, never read
    state._logs = {seat: list(view.log)}
    state._seat_cache, state._public_lines, state._table_cache = {}, {}, None
    taken = set(seen)
    unseen = [c for c in deck_for(len(view.names)) if c not in taken]
    _lay_known(view, state, unseen)
    return state, unseen


def _window_steps(view: GobblinView, state: GobblinState) -> list[tuple[Any, ...]]:
    """The steps of a window after a Food the player to move played: this seat's
    place in the window, then the end of the turn. The view does not tell a Food
    from the hand (a draw follows) from a Worker's or a drawn one (none does):
    the draw stands for both."""
    mover = view.to_move if view.to_move is not None else 0
    order = (mover,) if state.setting == OWN_TURN else state.window_order[mover]
    return [("draw", mover), ("window", mover, order.index(view.seat))]


def _lay_known(view: GobblinView, state: GobblinState, unseen: list[int]) -> None:
    """Lay a copy of each card the view names into the others' gobbled piles,
    under the top discard and into the others' hands (`shown`), and take those
    copies out of `unseen`. Copies play alike, so which copy is laid is fixed
    (the lowest id left): the same view gives the same piles."""
    free: dict[str, list[int]] = {}
    for card in reversed(unseen):  # popped from the end: lowest id first
        free.setdefault(NAME[card], []).append(card)

    def copy_of(name: str) -> int:
        copies = free.get(name)
        if not copies:
            raise ValueError(f"view does not add up: no unseen {name!r} left")
        return copies.pop()

    for seat, names in enumerate(view.gobbled_seen):
        if seat != view.seat:
            state.gobbled[seat] = [copy_of(name) for name in names]
    if view.gobbled_seen:  # a view that carries the record
        under = view.discard_seen[:-1]
        state.discard[:0] = [copy_of(name) for name in under]
        # Who put each card under the top is not in the view; the Geeky's limit
        # only ever reads the top, so seat 0 stands in for those.
        state.discard_by[:0] = [0] * len(under)
    for seat, names in enumerate(view.shown):
        if seat != view.seat:
            state.shown[seat] = [copy_of(name) for name in names]
    laid = ({c for g in state.gobbled for c in g} | set(state.discard)
            | {c for s in state.shown for c in s})
    unseen[:] = [c for c in unseen if c not in laid]


class GobblinDeterminizer:
    def __init__(self, view: GobblinView) -> None:
        self.view = view
        self.base, self.unseen = base_state(view)
        self.others = [s for s in range(len(view.names)) if s != view.seat]
        known = len(view.gobbled_seen) == len(view.names)
        self.under = 0 if known else max(0, view.discard_count - 1)
        self.piles = [0 if known else view.gobbled_counts[s] for s in range(len(view.names))]
        shown = self.base.shown
        self.free = {s: view.hand_sizes[s] - len(shown[s]) for s in self.others}
        wanted = (self.under + view.draw_pile - len(view.my_under)
                  + sum(self.free[s] + self.piles[s] for s in self.others))
        if wanted != len(self.unseen) or min(self.free.values(), default=0) < 0:
            raise ValueError(f"view does not add up: {wanted} hidden places, "
                             f"{len(self.unseen)} unseen cards")
        # (seat, asked, kinds, cards the hint covers) from the windows' hints.
        self.hinted: list[tuple[int, bool, frozenset[str], int]] = []
        for s in self.others:
            hint = view.distraction_hints[s] if view.distraction_hints else None
            if hint is not None:
                asked, kinds, drawn = hint
                # Passed by: the k cards drawn since may be any of the unshown
                # ones. Asked: the Distraction it held is still there (playing
                # one ends the hint), unless it is the card all saw it take.
                covered = max(0, self.free[s] - drawn) if not asked else min(1, self.free[s])
                if asked and any(KIND[c] == DISTRACTION and EFFECT[c] in kinds
                                 for c in shown[s]):
                    covered = 0
                if covered:
                    self.hinted.append((s, asked, frozenset(kinds), covered))

    def sample(self, rng: random.Random) -> GobblinState:
        state = self.base.clone()
        state.rng = rng
        pool = list(self.unseen)
        rng.shuffle(pool)
        view, at = self.view, 0
        hands = {s: list(state.shown[s]) for s in self.others}
        for seat, asked, kinds, covered in self.hinted:
            pool = deal_hinted(pool, hands[seat], asked, kinds, covered)
        for seat in self.others:
            size = view.hand_sizes[seat] - len(hands[seat])
            state.hands[seat] = sorted(hands[seat] + pool[at:at + size])
            at += size
            size = self.piles[seat]
            if size:  # a view without the record: the pile dealt at random
                state.gobbled[seat] = pool[at:at + size]
                at += size
        state.held = [sum(1 for c in h if KIND[c] == DISTRACTION) for h in state.hands]
        if self.under:
            under = pool[at:at + self.under]
            at += self.under
            state.discard = under + state.discard
            state.discard_by = [int(rng.random() * len(view.names)) for _ in under] + state.discard_by
        state.pile = pile = pool[at:]
        for i, card in sorted(view.my_under):  # lowest place first: each lands where it was
            pile.insert(i, card.id)
        state._run()  # the pending turn decision, built from the dealt hand
        return state


def deal_hinted(pool: list[int], hand: list[int], asked: bool, kinds: frozenset[str],
                 covered: int) -> list[int]:
    """Deal into `hand` what a window's hint fixes of `covered` cards from the
    shuffled `pool` (the first that fit, so each fitting card is as likely):
    asked, one Distraction of those kinds; passed by, `covered` cards that are
    not. Returns the pool left, still shuffled."""
    def fits(card: int) -> bool:
        return KIND[card] == DISTRACTION and EFFECT[card] in kinds

    if asked:
        for i, card in enumerate(pool):
            if fits(card):
                hand.append(card)
                return pool[:i] + pool[i + 1:]
        return pool  # none left unseen: the view cannot tell more
    rest: list[int] = []
    for card in pool:
        if covered and not fits(card):
            hand.append(card)
            covered -= 1
        else:
            rest.append(card)
    return rest


_last: list[GobblinDeterminizer] = []


def determinize(view: GobblinView, rng: random.Random) -> GobblinState:
    """A full state consistent with `view` (a seat about to take its turn)."""
    if not (_last and _last[0].view is view):
        _last[:] = [GobblinDeterminizer(view)]
    return _last[0].sample(rng)


def estimate(state: GobblinState) -> list[float]:
    """A cut rollout's worth: points gobbled so far (food still on a plate may
    yet be stolen or pass on; counting it a little played worse)."""
    tastes, gobbled = state.tastes, state.gobbled
    return score_share_estimate(
        [float(sum(taste[c][1] for c in gobbled[seat])) for seat, taste in enumerate(tastes)])


_GREEDY = GreedyBot()


def rollout_policy(state: GobblinState, decision: Decision, rng: random.Random) -> Choice:
    """Rollouts play the greedy rules from each seat's own view."""
    return _GREEDY.choose(state.view(decision.seat, prose=False), decision, rng)


def search_bot(iterations: int, budget: Any, level: str = "normal") -> PairedFlatBot:
    """The normal and hard levels: paired flat Monte Carlo (see `gobblin_flat`),
    which beat the tree search here; `budget` is the game's `search.Budget`
    (`policy`: playouts play greedy's rules, `gobblin_policy`, not the rough
    `gobblin_rollout` sketch; `endgame`: whole playouts near the end; `late`:
    hard's own whole playouts from more cards left, scaled with `iterations`
    against the hard budget so a scaled-down test stays in proportion)."""
    policy = greedy_choice if budget.policy else rollout_choice
    bot = PairedFlatBot(determinize, iterations, budget.rollout_plies, kinds=SEARCH_KINDS,
                        fallback=GreedyBot(),
                        policy=policy)
    if getattr(budget, "endgame", None) is not None:
        pile, share = budget.endgame
        bot.endgame = Endgame(pile, share)
    late = getattr(budget, "late", None)
    if level == "hard" and late is not None:
        pile, playouts, *windows = late
        bot.late = Endgame(pile, playouts=max(1, round(playouts * iterations / budget.hard)))
        if windows and windows[0]:
            bot.windows = WINDOW_KINDS
    return bot


def endgame_only_bot(pile: int, playouts: int) -> PairedFlatBot:
    """Greedy's own choices until the Draw Pile is down to `pile` cards, then
    `playouts` whole playouts a move (`gobblin_final.Endgame`): the levels'
    endgame alone, cheap enough for the smoke match and paired tuning."""
    bot = PairedFlatBot(determinize, 0, kinds=SEARCH_KINDS, fallback=GreedyBot())
    bot.endgame = Endgame(pile=pile, playouts=playouts)
    return bot


def deal(view: GobblinView, decision: Decision, rng: random.Random) -> GobblinState:
    """A full state for the seat facing `decision` (the view tells the step)."""
    return determinize(view, rng)
