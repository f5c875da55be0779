"""A greedy-alike Gobblin' Goblins rollout policy that reads the dealt state.

The search's playouts should play the way the table plays: the greedy bot's
habits, not a rough sketch of them (the rough `gobblin_rollout` policy plays
clearly weaker than greedy: benchmarks/NOTES.md). The greedy bot builds a
view and Card objects for every choice; this port scores the same choices
with the same worths straight from the state's tables, at a fraction of the
cost. It plays only inside a determinization, the search's own guess.
"""

from __future__ import annotations

import random
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.cards import ACTION, BISCUIT, DISTRACTION, EFFECT, KIND
from fruitui.games.gobblin_goblins.gobbling import plate_of
from fruitui.games.gobblin_goblins.sets import has_set
from fruitui.games.gobblin_goblins.state import GobblinState
from fruitui.bots.gobblin_goblins.greedy import PLAY_DISTRACTION_AT, SNOB_REFUSES_BELOW

_TAKE = frozenset(("pinch", "squirrel", "swap-take", "gulp", "seconds"))
_GIVE = frozenset(("swap-give", "oops-give", "food-fight"))
_FIXED = {"pass": 0.0, "discard": -0.5, "draw-play": 0.0, "worker": 1.0,
          "refuse": SNOB_REFUSES_BELOW - 0.5, "ignore": 1.0, "eat": 0.0}


def greedy_choice(state: GobblinState, decision: Decision, rng: random.Random) -> Choice:
    """The greedy bot's pick (same worths, same 0.1 of noise a choice)."""
    rnd = rng.random
    if decision.kind == "distraction":  # most decisions: a window, mostly passed
        return _window_choice(state, decision, rnd)
    scorer = _Scorer(state, decision)
    best: Choice = decision.choices[0]
    best_score = float("-inf")
    for choice in decision.choices:
        score = scorer.score(choice) + rnd() * 0.1
        if score > best_score:
            best, best_score = choice, score
    return best


def _window_choice(state: GobblinState, decision: Decision, rnd: Any) -> Choice:
    """`greedy_choice` in a Distraction window: pass scores 0, a Distraction its
    gain less PLAY_DISTRACTION_AT (the same draws in the same order)."""
    choices = decision.choices  # ("pass",) first, then the Distractions
    best: Choice = choices[0]
    best_score = rnd() * 0.1
    scorer = _Scorer(state, decision)
    for choice in choices[1:]:
        score = scorer.score(choice) + rnd() * 0.1
        if score > best_score:
            best, best_score = choice, score
    return best


class _Scorer:
    __slots__ = ("state", "kind", "me", "taste", "effects")

    def __init__(self, state: GobblinState, decision: Decision) -> None:
        self.state = state
        self.kind = decision.kind
        self.me = decision.seat
        self.taste = state.tastes[decision.seat]
        self.effects: dict[tuple[int, str], float] = {}

    def score(self, choice: Any) -> float:
        tag = choice[0]
        state, me, taste = self.state, self.me, self.taste
        if tag == "food" or tag == "play":
            card = choice[1]
            kind = KIND[card]
            if kind == ACTION:
                return self._effect(ACTION, EFFECT[card]) + 0.3
            if kind == DISTRACTION:
                return self._effect(DISTRACTION, EFFECT[card])
            value = float(taste[card][1])
            if has_set([*state.plates[me], card], state.rainbow[me]):
                value += 1.0
            return value
        if tag == "action":
            return self._effect(ACTION, EFFECT[choice[1]])
        if tag == "distract":
            gain = self._effect(DISTRACTION, EFFECT[choice[1]])
            return gain - PLAY_DISTRACTION_AT if self.kind == "distraction" else gain - 1.5
        fixed = _FIXED.get(tag)
        if fixed is not None:
            return fixed
        if tag == "grot":
            return sum(taste[c][1] for c in state.plates[me]) - 1.0
        if tag == "gobble":
            return float(sum(taste[c][1] for c in choice[1:]))
        if tag == "draw":
            if choice[1] == "pile" or not state.discard:
                return 0.5
            top = state.discard[-1]
            return float(taste[top][1]) if KIND[top] <= BISCUIT else 1.0
        if tag == "goblin":
            seat = choice[1]
            if self.kind == "greens":
                penalty = -_greens_points(state, seat)
                return -penalty if seat == me else penalty
            return -10.0 if seat == me else float(len(state.gobbled[seat]))
        if tag == "to":
            played = state.stack[-1]
            food = played[5][-1] if played[0] == "target" and played[5] else None
            if food is None or KIND[food] > BISCUIT:
                return 0.0
            seat = choice[1]
            return -float(state.tastes[seat][food][1]) + len(state.gobbled[seat]) * 0.05
        if tag == "card":
            card, kind = choice[1], self.kind
            if kind in _TAKE:
                return float(taste[card][1])
            if kind in _GIVE:
                return -float(taste[card][1])
            if kind == "along-take":
                owner = plate_of(state, card)
                return float(state.tastes[owner][card][1])
        return 0.0

    def _effect(self, kind: int, effect: str) -> float:
        key = (kind, effect)
        found = self.effects.get(key)
        if found is None:
            found = self.effects[key] = (self._action(effect) if kind == ACTION
                                         else self._distraction(effect))
        return found

    def _action(self, effect: str) -> float:
        state, me, taste = self.state, self.me, self.taste
        plates = state.plates
        others = [s for s in range(state.n) if s != me]
        if effect == "pinch":
            return max((taste[c][1] for s in others for c in plates[s]), default=0) + 0.5
        if effect == "swapsies":
            take = max((taste[c][1] for s in others for c in plates[s]), default=0)
            give = min((taste[c][1] for c in plates[me]), default=0)
            return float(take - give)
        if effect == "eat-your-greens":
            return max((-_greens_points(state, s) for s in others), default=0) * 0.7
        if effect == "chunder" or effect == "explosive-diarrhoea":
            gobbled = state.gobbled
            leader = max(others, key=lambda s: len(gobbled[s]))
            return 1.5 if gobbled[leader] else -1.0
        if effect == "seconds":
            return 1.5
        return 0.5  # Food Fight

    def _distraction(self, effect: str) -> float:
        state, me, taste = self.state, self.me, self.taste
        plates = state.plates
        if effect == "look-a-squirrel":
            reach = [s for s in range(state.n) if s != me and state.ability[s] != "hippy"]
            return max((taste[c][1] for s in reach for c in plates[s]), default=0) + 0.5
        if effect == "quick-gulp":
            return float(max((taste[c][1] for c in plates[me]), default=0))
        if effect == "oops-wrong-plate":
            return float(max((-taste[c][1] for c in plates[me]), default=0))
        if effect == "pass-it-along":
            return 0.5
        return 0.0


def _greens_points(state: GobblinState, seat: int) -> int:
    """What Eat Your Greens would cost this goblin (a negative number)."""
    taste = state.tastes[seat]
    return sum(v for c in state.plates[seat] if (v := taste[c][1]) < 0)
