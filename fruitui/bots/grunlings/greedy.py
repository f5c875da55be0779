"""A simple greedy Grunlings player: keep what scores, shed what does not.

It sees only its view and the pending decision. Each card gets a rough worth
given the cards the bot already holds; most decisions then keep the best and
give up the worst.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from collections import Counter, _count_elements  # type: ignore[attr-defined]  # private, not in stubs
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings.cards import CARD_TYPES, VISITOR
from fruitui.games.grunlings.scoring import PlayerEnd, star_answer
from fruitui.games.grunlings.views import GrunlingsView
from fruitui.bots.grunlings.aim import likely_winner

LEAF_WORTH = 3  # a Leaf Token is worth 3 points at the end
FOX_AIM = 2.0  # a Sly Fox's card counts this much more from the likely winner's Basket
_PARTNER = {"Watermelon": "Honeydew Melon", "Honeydew Melon": "Watermelon"}
# Visitors the bot likes to play for itself (the others it plays to get rid of them).
_EAGER = {"Curious Mole": 2, "Greedy Pig": 1, "Sly Fox": 3, "Inspector Gecko": 3,
          "Dodgy Dealer": 1, "Honey Badger": 2, "Super Slow Sloth": 2}


def worth(name: str, held: Counter[str]) -> float:
    """Rough points `name` adds to a collection `held` (which may include it)."""
    card = CARD_TYPES.get(name)
    if card is None:
        return 0.0
    rule = card.score
    if card.type == VISITOR:
        return 2.0 + _EAGER.get(name, 0) * 0.5
    if rule == "fixed":
        return float(card.points)
    if rule == "grapes":
        return 8.0 + (2.0 if held[name] >= 1 else 0.0)
    if rule == "cherries":
        return 7.0
    if rule == "lemon":
        return 4.0
    if rule == "star":
        return 7.0
    if rule == "melon":
        return 12.0 if held[_PARTNER[name]] > held[name] - (1 if held[name] else 0) else -3.0
    if rule == "darkshrub":
        return 3.0 if held[name] >= 1 else -1.0
    if rule == "apple":
        apples = sum(held[k] * CARD_TYPES[k].apples for k in held if CARD_TYPES.get(k)
                     and CARD_TYPES[k].score == "apple")
        return 3.0 * card.apples + min(apples, 6) * 1.5
    if rule == "bad_apple":
        return -4.0 if any(held[k] for k in ("Apple", "Golden Apple")) else 2.0
    if rule == "berry":
        return card.points * 1.6
    if rule == "tropic":
        return 4.0 + 3.0 * held[name]
    return 0.0


# Worths that do not depend on the cards held, looked up before any reckoning.
_CONSTANT_WORTH: dict[str, float] = {
    name: worth(name, Counter()) for name, card in CARD_TYPES.items()
    if card.type == VISITOR or card.score in ("fixed", "cherries", "lemon", "star", "berry", "none")}


class _Tally(Counter[str]):
    """A Counter built without Counter's Python-level constructor (hot: every decision)."""

    __slots__ = ("_worths",)

    def __init__(self, *groups: Iterable[str]) -> None:
        self._worths: dict[str, float] = {}
        for group in groups:
            _count_elements(self, group)  # the C helper Counter.update uses

    def worth(self, name: str) -> float:
        """`worth(name, self)`, remembered: one decision asks about the same cards often."""
        found = _CONSTANT_WORTH.get(name)
        if found is None:
            found = self._worths.get(name)
            if found is None:
                found = self._worths[name] = worth(name, self)
        return found


class GreedyBot:
    needs_view = True

    def choose(self, view: GrunlingsView, decision: Decision, rng: random.Random) -> Choice:
        held = self._held(view)
        handler = getattr(self, "_" + decision.kind, None)
        choices = decision.choices
        if handler is not None:
            picked = handler(view, decision, held, rng)
            if picked in choices:
                return picked
        return choices[0]

    # --- helpers ---

    def _held(self, view: GrunlingsView) -> _Tally:
        """The seat's cards, with the worth of each (grunlings_value overrides it)."""
        return _Tally(view.hand, view.basket)

    @staticmethod
    def _best(choices: tuple[Any, ...], score: Any) -> Any:
        return max(choices, key=score)

    @staticmethod
    def _pile_to_cover(view: GrunlingsView, held: _Tally) -> int:
        """Play on the pile whose top card others would most like to take."""
        tops = [held.worth(p.top[0]) if p.top else -99.0 for p in view.piles]
        return max(range(len(tops)), key=tops.__getitem__)

    # --- one method per decision kind ---
    # `decision` is Any here: each kind's choices are the tuples and strings its
    # rules give (strings, or tuples of a tag and cards), not just a Hashable.

    def _open_basket(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        # Protect the two most valuable green cards (each card's worth once, not per option).
        choices = decision.choices
        value = {k: held.worth(k) for k in {k for c in choices for k in c}}
        get = value.__getitem__
        # max(choices, key=...) without a call a choice: the first of the best.
        scores = [sum(map(get, c)) + len(c) * 3 for c in choices]
        return choices[scores.index(max(scores))]

    _basket = _open_basket
    _farmer_basket = _open_basket

    def _visitors(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        pile = self._pile_to_cover(view, held)
        plays = [c for c in decision.choices if c != "done" and c[2] in (pile, -1)]
        if not plays:
            return "done"
        for choice in plays:
            if choice[1] == "Grape Connoisseur" and held["Grapes"] < 2:
                continue
            if choice[1] == "Greedy Pig" and view.draw_size < 10:
                continue
            return choice
        return "done"

    def _predict(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return view.seat

    def _block(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        prompt = decision.prompt
        if "Bumbling Bear" in prompt:
            return "allow"
        return "block"

    def _lose(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        options = [c for c in decision.choices if c != "block" and len(c) > 1]
        if not options:  # ("nothing",): asked though holding none of the kind
            return decision.choices[0]
        return min(options, key=lambda c: held.worth(c[1]))

    def _gecko(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return likely_winner(view, list(decision.choices))

    def _gecko_pick(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return self._best(decision.choices, lambda c: _Tally().worth(c))

    def _mole(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return self._best(decision.choices, lambda c: held.worth(c[1]))

    def _dealer(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        target = likely_winner(view, sorted({c[0] for c in decision.choices}))
        mine = [c for c in decision.choices if c[0] == target]
        return min(mine, key=lambda c: held.worth(c[1]) if c[1] else 0.0)

    def _pig(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        discards = [c for c in decision.choices if isinstance(c, tuple)]
        if discards and view.draw_size > 12:
            worst = min(discards, key=lambda c: held.worth(c[1]))
            if held.worth(worst[1]) <= 2:
                return worst
        return "leaf"

    def _badger(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        for name in ("Grapes", "Star Fruit", "Cherries", "Dragon Fruit"):
            if name in decision.choices and not held[name]:
                return name
        return decision.choices[0]

    def _fox(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        # The card it wants most, from the likely winner's Basket when about as good.
        leader = likely_winner(view, sorted({c[0] for c in decision.choices}))
        return self._best(decision.choices,
                          lambda c: (held.worth(c[1]) if c[1] != "?" else 4.0 + rng.random())
                          + (FOX_AIM if c[0] == leader else 0.0))

    def _star(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        # Its own quick reckoning from the revealed cards: the copy that serves it
        # best as if the others' Star Fruits copied nothing (not fruitui's suggestion).
        ends = [PlayerEnd(p.name, p.end_cards, p.leaf, p.basket_size) for p in view.players]
        seat = view.seat
        assert seat is not None  # a bot decides from its own seat's view, never a spectator's
        return star_answer(ends, seat, view.events, view.prediction)

    def _sloth(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return likely_winner(view, list(decision.choices))

    def _take2(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        best, best_worth = "draw", 5.5
        for choice in decision.choices:
            if choice != "draw":
                value = held.worth(view.piles[choice[1]].top[0])
                if value > best_worth:
                    best, best_worth = choice, value
        return best

    def _discard(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        choices = decision.choices
        forced = [c for c in choices if isinstance(c, tuple) and c[0] == "discard"]
        if forced:
            value = held.worth
            return min(forced, key=lambda c: value(c[1]))
        for choice in choices:  # a Leaf Token (3 points) to shed a card worth less than -3
            if isinstance(choice, tuple) and choice[0] == "leaf" and held.worth(choice[1]) < -3:
                return choice
        return "end"

    def _reset_trim(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return min(decision.choices, key=lambda c: held.worth(c[1]))

    _drought = _reset_trim

    def _reset_take(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        options = [c for c in decision.choices if c != "stop"]
        best = max(options, key=lambda c: held.worth(c), default=None)
        return best if best is not None and held.worth(best) > 5 else "stop"

    def _bought(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return decision.choices[-1]

    def _fog_vote(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return (0, 0)

    def _guess(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return "stop"

    def _contest_swap(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        swaps = [c for c in decision.choices if c != "none"]
        best = max(swaps, key=lambda c: held.worth(c[2]) - held.worth(c[1]), default=None)
        if best is not None and held.worth(best[2]) > held.worth(best[1]):
            return best
        return "none"

    def _rain(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        adds = [c for c in decision.choices if isinstance(c, tuple) and c[0] == "add"]
        return adds[0] if adds else "pass"

    def _rain_final(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        options = [c for c in decision.choices if c != "done"]
        worst = min(options, key=lambda c: held.worth(c), default=None)
        if worst is not None and held.worth(worst) < LEAF_WORTH:
            return worst
        return "done"

    def _tornado_from(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return self._best(decision.choices, lambda p: held.worth(view.piles[p].top[0]))

    def _tornado_put(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return min(decision.choices, key=lambda c: held.worth(c))

    def _tornado_pick(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return self._best(decision.choices, lambda c: held.worth(c))

    def _volcano_reveal(self, view: GrunlingsView, decision: Any, held: _Tally,
            rng: random.Random) -> Choice:
        return min(decision.choices, key=lambda c: held.worth(c))

