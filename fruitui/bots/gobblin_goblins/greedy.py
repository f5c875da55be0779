"""A greedy Gobblin' Goblins player: eat what it loves, dump what it hates.

It looks only at its own view (public plates and goblins, its own hand) and
scores each choice by what it is worth to its own goblin now, with a nudge
against whoever is leading on gobbled cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.cards import ACTION, CARDS, DISTRACTION, Card, Goblin
from fruitui.games.gobblin_goblins.sets import has_set
from fruitui.games.gobblin_goblins.views import GobblinView

PLAY_DISTRACTION_AT = 2.0  # a Distraction is kept for later unless it gains this much
SNOB_REFUSES_BELOW = 1  # a Snob leaves a set on the plate when it is worth less


def worth(goblin: Goblin, card: Card) -> int:
    """Points this card scores if `goblin` gobbles it."""
    return goblin.taste(card.id)[1]


class GreedyBot:
    needs_view = True

    def choose(self, view: GobblinView, decision: Decision, rng: random.Random) -> Choice:
        me = decision.seat
        best: Choice = decision.choices[0]
        best_score = float("-inf")
        # Actions and Distractions are worth the same for every choice that plays
        # the same effect: reckoned once a decision (a window offers many).
        self._effect_worths: dict[tuple[int, str], float] = {}
        self._plate: list[int] | None = None  # my plate's card ids, once a decision
        random_ = rng.random
        kind = decision.kind
        choices: tuple[Any, ...] = decision.choices  # tuples: (tag, ...)
        for choice in choices:
            score = self._score(view, kind, me, choice) + random_() * 0.1
            if score > best_score:
                best, best_score = choice, score
        return best

    # -- scoring one choice -------------------------------------------------------

    def _score(self, view: GobblinView, kind: str, me: int, choice: tuple[Any, ...]) -> float:
        tag = choice[0]
        goblin = view.goblins[me]
        if tag in ("food", "play"):
            card = CARDS[choice[1]]
            if card.kind == ACTION:
                return self._action_worth(view, me, card) + 0.3
            if card.kind == DISTRACTION:
                return self._distraction_worth(view, me, card)
            return self._food_worth(view, me, card)
        if tag == "action":
            return self._action_worth(view, me, CARDS[choice[1]])
        if tag == "distract":
            gain = self._distraction_worth(view, me, CARDS[choice[1]])
            return gain - PLAY_DISTRACTION_AT if kind == "distraction" else gain - 1.5
        if tag == "pass":
            return 0.0
        if tag == "discard":
            return -0.5
        if tag == "draw-play":
            return 0.0
        if tag == "worker":
            return 1.0
        if tag == "grot":
            return sum(worth(goblin, c) for c in view.plates[me]) - 1.0
        if tag == "gobble":
            return sum(goblin.taste(c)[1] for c in choice[1:])
        if tag == "refuse":
            return SNOB_REFUSES_BELOW - 0.5
        if tag == "ignore":
            return 1.0
        if tag == "eat":
            return 0.0
        if tag == "draw":
            if choice[1] == "pile" or view.discard_top is None:
                return 0.5
            top = view.discard_top
            return float(worth(goblin, top)) if top.is_food else 1.0
        if tag == "goblin":
            return self._goblin_target(view, kind, me, choice[1])
        if tag == "to":
            return self._plate_target(view, me, choice[1])
        if tag == "card":
            return self._card_target(view, kind, me, choice[1])
        return 0.0

    def _food_worth(self, view: GobblinView, me: int, card: Card) -> float:
        goblin = view.goblins[me]
        value = float(worth(goblin, card))
        plate = self._plate
        if plate is None:
            plate = self._plate = [c.id for c in view.plates[me]]
        if has_set([*plate, card.id], view.rainbow_sizes[me]):
            value += 1.0  # gobbled at once: safe from thieves
        return value

    def _action_worth(self, view: GobblinView, me: int, card: Card) -> float:
        return self._effect_worth(ACTION, self._action_effect_worth, view, me, card)

    def _effect_worth(self, kind: int, work_out: Callable[[GobblinView, int, Card], float],
                      view: GobblinView, me: int, card: Card) -> float:
        """`work_out`'s worth of `card`'s effect, once a decision (`choose` starts afresh)."""
        key = (kind, card.effect)
        found = self._effect_worths.get(key)
        if found is None:
            found = self._effect_worths[key] = work_out(view, me, card)
        return found

    def _action_effect_worth(self, view: GobblinView, me: int, card: Card) -> float:
        goblin = view.goblins[me]
        effect = card.effect
        others = [s for s in range(len(view.names)) if s != me]
        if effect == "pinch":
            return _best(worth(goblin, c) for s in others for c in view.plates[s]) + 0.5
        if effect == "swapsies":
            take = _best(worth(goblin, c) for s in others for c in view.plates[s])
            give = -_best(-worth(goblin, c) for c in view.plates[me])
            return take - give
        if effect == "eat-your-greens":
            return _best(-_greens_points(view, s) for s in others) * 0.7
        if effect in ("chunder", "explosive-diarrhoea"):
            leader = max(others, key=lambda s: view.gobbled_counts[s])
            return 1.5 if view.gobbled_counts[leader] else -1.0
        if effect == "seconds":
            return 1.5
        return 0.5  # Food Fight: a shuffle of plates

    def _distraction_worth(self, view: GobblinView, me: int, card: Card) -> float:
        return self._effect_worth(DISTRACTION, self._distraction_effect_worth, view, me, card)

    def _distraction_effect_worth(self, view: GobblinView, me: int, card: Card) -> float:
        goblin = view.goblins[me]
        effect = card.effect
        reachable = _reachable(view, me)
        if effect == "look-a-squirrel":
            return _best(worth(goblin, c) for s in reachable for c in view.plates[s]) + 0.5
        if effect == "quick-gulp":
            return _best(worth(goblin, c) for c in view.plates[me])
        if effect == "oops-wrong-plate":
            return _best(-worth(goblin, c) for c in view.plates[me])  # dump the worst
        if effect == "pass-it-along":
            return 0.5
        return 0.0

    def _goblin_target(self, view: GobblinView, kind: str, me: int, seat: int) -> float:
        if kind == "greens":
            penalty = -_greens_points(view, seat)
            return -penalty if seat == me else penalty
        # Chunder and Explosive Diarrhoea hurt: aim at the biggest pile, not at yourself.
        return -10.0 if seat == me else float(view.gobbled_counts[seat])

    def _plate_target(self, view: GobblinView, me: int, seat: int) -> float:
        food = view.picked[0] if view.picked else None
        if food is None or not food.is_food:
            return 0.0
        return -float(worth(view.goblins[seat], food)) + view.gobbled_counts[seat] * 0.05

    def _card_target(self, view: GobblinView, kind: str, me: int, card_id: int) -> float:
        goblin = view.goblins[me]
        value = float(worth(goblin, CARDS[card_id]))
        if kind in ("pinch", "squirrel", "swap-take", "gulp", "seconds"):
            return value
        if kind in ("swap-give", "oops-give", "food-fight"):
            return -value
        if kind == "along-take":
            owner = next(s for s, plate in enumerate(view.plates)
                         if any(c.id == card_id for c in plate))
            return float(worth(view.goblins[owner], CARDS[card_id]))
        return 0.0


def _best(values: Iterable[float]) -> float:
    return max(values, default=0.0)


def _greens_points(view: GobblinView, seat: int) -> int:
    """What Eat Your Greens would cost this goblin (a negative number)."""
    goblin = view.goblins[seat]
    return sum(v for c in view.plates[seat] if (v := worth(goblin, c)) < 0)


_REACHABLE: dict[tuple[int, int], tuple[tuple[Goblin, ...], list[int]]] = {}


def _reachable(view: GobblinView, me: int) -> list[int]:
    """Plates my Distractions may touch: never another goblin's Hippy.

    A table's goblins never change, and its views share one tuple of them: the
    answer is remembered by that tuple's identity (held in the entry, so the id
    stays its own), not by hashing every goblin card again."""
    goblins = view.goblins
    found = _REACHABLE.get((id(goblins), me))
    if found is None or found[0] is not goblins:
        if len(_REACHABLE) > 4096:  # many tables in a long simulation: bounded
            _REACHABLE.clear()
        found = _REACHABLE[id(goblins), me] = (goblins, [
            s for s, g in enumerate(goblins) if s != me and g.ability != "hippy"])
    return found[1]
