"""Grunlings states consistent with one seat's view.

Seen by everyone: hand and Basket sizes, how many hand cards are green or
blue (the backs show), the Shop, the top five of each Discard Pile, the
revealed Events and the lasting effects. Hidden from a seat: the others'
hands and Baskets (but for cards shown by Frost, a Growing Contest or a
Bear, and hand cards everyone saw go in, `PlayerView.hand_known`), the
Discard Piles below their top five, cards put out of the game, which Events
are still to come, and the order of the Draw Pile. Every unseen card is
dealt at random to those places, by colour where the colour shows; one of
the Events still to come goes among the last cards of the Draw Pile, where
the final Event lies.

Built only in the active player's turn steps (`SEARCH_KINDS`, and the
Discard step for a caller that says whether a Visitor was bought), where the
steps still to come are known; elsewhere (Events, blocks, votes) the bot
plays its greedy rules. The view does not say which step is pending, so the
search passes the decision kind (`wants_kind`).
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict

from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings import GrunlingsState, GrunlingsView
from fruitui.games.grunlings.cards import (BASE, CARD_IDS, CONNOISSEUR, EVENT_IDS, FROST, IS_GREEN,
                                           NAME, ORANGE, PEAR, RULES, SET_OF, WILDFIRE)
from fruitui.bots.budget import Budget
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.bots.grunlings.belief import deal_by_tells
from fruitui.bots.ismcts import score_share_estimate

# Steps of a turn, and the steps still on the stack while each is pending.
_REST = {
    "visitors": ("end_turn", "discard", "take", "basket", "visitors"),
    "basket": ("end_turn", "discard", "take", "basket"),
    "take2": ("end_turn", "discard", "take2"),
    "discard": ("end_turn", "discard"),
}
# The tree search's kinds. The Discard step is determinized too, but only for a
# caller that says whether a Visitor was bought this turn (the view does not;
# the decision's choices do): see `determinize(..., bought=)`.
SEARCH_KINDS = frozenset(("visitors", "basket", "take2"))
wants_kind = True  # determinize(view, rng, kind): the view alone does not name the step
# The search levels (`search_bot` below): flat search of the Discard steps with
# 8 or fewer cards left, rollouts to the end; hard's rollouts play the value bot
# for every seat (the rival it models best).
BUDGET = Budget(normal=200, hard=600, rollout_plies=400, hard_options=(
    ("rollout_choice", "grunlings.rollout.value_rollout_choice"),))
# The ISMCTS trial (`search.trial_bot`, no level plays it): greedy rollouts cut
# at 8 plies, a tree one choice deep, 20 visits on greedy's choice to start.
TRIAL_BUDGET = Budget(normal=200, hard=600, rollout_plies=8, policy=True, max_depth=1,
                      prior_visits=20)
FROST_KINDS = frozenset((ORANGE, PEAR))  # shown in hand while Frost lasts
WINDOW: int = RULES["final_window"]


class GrunlingsDeterminizer:
    def __init__(self, view: GrunlingsView, kind: str, bought: bool = False) -> None:
        seat = view.seat
        if (seat is None or kind not in _REST or view.finished or view.final
                or view.deciding != seat or view.active != seat or view.fog_options
                or any(view.tornado_put) or view.volcano_chosen or view.tornado_pool):
            raise ValueError("Grunlings is determinized only in the active seat's turn steps")
        self.view = view
        self.kind = (kind, bought)  # `determinize` reuses it for the same view and step
        n = len(view.names)
        state = GrunlingsState(view.names, 0, tuple(view.sets), first=0)
        spare: dict[str, list[int]] = defaultdict(list)  # unplaced ids by name
        in_play = [c for c in CARD_IDS if SET_OF[c] == BASE or SET_OF[c] in view.sets]
        for c in (*in_play, *EVENT_IDS):
            spare[NAME[c]].append(c)
        state.box = [c for c in CARD_IDS if c not in set(in_play)]

        def take(names: tuple[str, ...] | list[str]) -> list[int]:
            try:
                return [spare[name].pop() for name in names]
            except IndexError:
                raise ValueError(f"view shows more copies than exist: {names}") from None

        frost = FROST in view.effects
        state.shown, state.face_up = set(), set()
        state.known = [list(player.hand_known) for player in view.players]
        state.take_tell = [player.take_tell for player in view.players]
        state.shed_tell = [list(player.shed_tell) for player in view.players]
        state.hands, state.baskets = [[] for _ in range(n)], [[] for _ in range(n)]
        self.need: list[tuple[int, int, int]] = []  # (seat, greens, blues) still to deal to hands
        self.basket_need: list[tuple[int, int]] = []
        for s, player in enumerate(view.players):
            seen_hand = take(player.hand_seen)
            state.shown.update(c for c in seen_hand if not (frost and NAME[c] in FROST_KINDS))
            if s == seat:
                rest = list(view.hand)
                for name in player.hand_seen:
                    rest.remove(name)
                state.hands[s] = seen_hand + take(rest)
                up = take(view.basket_face_up)
                rest = list(view.basket)
                for name in view.basket_face_up:
                    rest.remove(name)
                state.baskets[s] = up + take(rest)
                state.face_up.update(up)
                continue
            # Known cards (seen going in) beyond those shown now: the same copy may be both.
            extra = Counter(player.hand_known) - Counter(player.hand_seen)
            seen_hand += take(sorted(extra.elements()))
            state.hands[s] = seen_hand
            greens = sum(1 for c in seen_hand if IS_GREEN[c])
            self.need.append((s, player.hand_green - greens,
                              player.hand_blue - (len(seen_hand) - greens)))
            up = take(player.basket_seen)
            state.baskets[s] = up
            state.face_up.update(up)
            self.basket_need.append((s, player.basket_size - len(up)))
        state.shop = take(view.shop)
        state.piles = [take(list(reversed(pile.top))) for pile in view.piles]
        self.under = [pile.size - len(pile.top) for pile in view.piles]
        state.events = take(view.events)
        state.grape_card = take([CONNOISSEUR]) if view.prediction is not None else []
        state.removed, state.draw = [], []
        for key, value in (("leaf", list(p.leaf for p in view.players)),
                           ("sloth", list(p.sloth for p in view.players)),
                           ("sloth_supply", view.sloth_supply), ("prediction", view.prediction),
                           ("limit", view.card_limit), ("frost", frost),
                           ("wildfire", WILDFIRE in view.effects),
                           ("baskets_locked", view.baskets_locked), ("final", view.final),
                           ("active", seat), ("turn", view.turn)):
            setattr(state, key, value)
        state.event_now, state.bought, state.over, state.revealed = None, bought, False, False
        state.stack = [(step, seat) for step in _REST[kind]]
        # Only this seat's log is known; its lines stand in as public ones.
        state._log = [(line, None) for line in view.log]
        state._log_cache, state._decision, state._result, state._sheet = {}, None, None, None
        self.events = [c for name in list(spare) for c in spare[name] if c in EVENT_IDS]
        self.greens = [c for name in spare for c in spare[name]
                       if c not in EVENT_IDS and IS_GREEN[c]]
        self.blues = [c for name in spare for c in spare[name]
                      if c not in EVENT_IDS and not IS_GREEN[c]]
        self.base, self.frost = state, frost
        left = view.events_left
        wanted = (sum(g + b for _, g, b in self.need) + sum(b for _, b in self.basket_need)
                  + sum(self.under) + view.removed + view.draw_size - left)
        if (wanted != len(self.greens) + len(self.blues) or left > len(self.events)
                or min(min(g, b) for _, g, b in self.need) < 0):
            raise ValueError(f"view does not add up: {wanted} hidden places, "
                             f"{len(self.greens) + len(self.blues)} unseen cards")

    def sample(self, rng: random.Random, belief: bool = False) -> GrunlingsState:
        """A dealt world; with `belief`, the others' hands are dealt to explain
        their tells (grunlings_belief.py) rather than uniformly."""
        view = self.view
        state = self.base.clone()
        state.rng = rng
        # Shuffling many cards with the bot's splitmix source is slow in Python;
        # a Mersenne Twister seeded from it deals the same way for the same position.
        rng = random.Random(int(rng.random() * (1 << 53)))
        greens, blues, events = list(self.greens), list(self.blues), list(self.events)
        rng.shuffle(greens)
        rng.shuffle(blues)
        rng.shuffle(events)
        if self.frost:  # every Orange and Pear in a hand is shown: none lies hidden there
            greens.sort(key=lambda c: NAME[c] in FROST_KINDS)  # stable: still shuffled
        if belief:
            greens, blues = deal_by_tells(state, view, self.need, dict(self.basket_need),
                                          greens, blues, rng, self.frost)
        else:
            for s, green, blue in self.need:
                state.hands[s] += greens[:green] + blues[:blue]
                del greens[:green], blues[:blue]
            for s, size in self.basket_need:
                state.baskets[s] += greens[:size]
                del greens[:size]
        rest = greens + blues
        rng.shuffle(rest)
        for p, size in enumerate(self.under):
            state.piles[p][:0] = rest[:size]
            del rest[:size]
        state.removed = rest[:view.removed]
        del rest[:view.removed]
        left = view.events_left
        coming, unused = events[:left], events[left:]
        state.box += unused
        state.draw = draw_pile(rest, coming, left, rng)
        state._settle()  # the pending step's decision, from the dealt cards
        return state


def draw_pile(rest: list[int], coming: list[int], left: int, rng: random.Random) -> list[int]:
    """The Draw Pile dealt from `rest` and the `left` Events still `coming`: the
    final Event among the last WINDOW cards (the bottom of the pile), as the
    rulebook's setup puts it there."""
    if left and len(rest) + left > WINDOW and len(rest) >= WINDOW - 1:
        bottom = rest[:WINDOW - 1] + coming[:1]
        top = rest[WINDOW - 1:] + coming[1:]
        rng.shuffle(bottom)
        rng.shuffle(top)
        return bottom + top
    rest += coming
    rng.shuffle(rest)
    return rest


_last: list[GrunlingsDeterminizer] = []


def determinize(view: GrunlingsView, rng: random.Random, kind: str = "visitors",
                bought: bool = False, belief: bool = False) -> GrunlingsState:
    """A full state consistent with `view`, the seat deciding the turn step `kind`
    (in the Discard step, `bought`: a Visitor was bought this turn; `belief`: the
    others' hands dealt to explain their tells)."""
    if not (_last and _last[0].view is view and _last[0].kind == (kind, bought)):
        _last[:] = [GrunlingsDeterminizer(view, kind, bought)]
    return _last[0].sample(rng, belief)


def estimate(state: GrunlingsState) -> list[float]:
    """A cut rollout's worth: the score sheet as if the game ended now."""
    return score_share_estimate([float(t) for t in state.score_totals()])


_GREEDY = GreedyBot()


def rollout_policy(state: GrunlingsState, decision: Decision, rng: random.Random) -> Choice:
    """Rollouts play the greedy rules from each seat's own view: random play
    in Grunlings is so weak that random rollouts say little about a move."""
    return _GREEDY.choose(state.view(decision.seat, prose=False), decision, rng)


LATE_DRAW = 8  # cards left in the Draw Pile from which the Discard step is searched


def deal(view: GrunlingsView, decision: Decision, rng: random.Random) -> GrunlingsState:
    """A full state for the seat facing `decision`, as `determinize` deals it: the
    decision tells the turn step, and in Discard whether a Visitor was bought (no Buy
    among its choices). Raises ValueError where the determinizer does not deal."""
    bought = decision.kind == "discard" and not any(
        isinstance(c, tuple) and c[0] == "buy" for c in decision.choices)
    return determinize(view, rng, decision.kind, bought)
