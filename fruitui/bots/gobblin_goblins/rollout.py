"""A cheap Gobblin' Goblins rollout policy that reads the dealt state directly.

The greedy bot builds a seat's view for every choice, which makes rollouts
slow; this policy keeps greedy's broad habits (play the tastiest food, take
what you love, dump what you hate, hit the biggest pile, keep Distractions
for a good moment) at a few table look-ups a choice. It plays inside a
determinization, the search's own guess, so it never sees the real game.
"""

from __future__ import annotations

import random
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.gobblin_goblins.state import GobblinState

PASS_WINDOW = 0.85  # how often a Distraction window is passed
PLAY_ACTION = 0.25  # how often a turn plays an Action rather than the best food
_TAKE = frozenset(("pinch", "squirrel", "swap-take", "gulp", "seconds"))
_GIVE = frozenset(("swap-give", "oops-give", "food-fight"))
_HIT = frozenset(("chunder", "explode"))


def rollout_choice(state: GobblinState, decision: Decision, rng: random.Random) -> Choice:
    choices: tuple[Any, ...] = decision.choices  # tuples: (tag, card or seat, ...)
    kind = decision.kind
    seat = decision.seat
    rnd = rng.random
    if kind == "distraction":
        if rnd() < PASS_WINDOW:
            return ("pass",)
        return choices[int(rnd() * len(choices))]
    if kind == "turn" or kind == "seconds":
        taste = state.tastes[seat]
        foods = [c for c in choices if c[0] == "food"]
        others = [c for c in choices if c[0] not in ("food", "distract")]
        if others and (not foods or rnd() < PLAY_ACTION):
            return others[int(rnd() * len(others))]
        if foods:
            return max(foods, key=lambda c: taste[c[1]][1] + rnd())
        return choices[int(rnd() * len(choices))]
    if kind == "gobble":
        taste = state.tastes[seat]
        return max(choices, key=lambda c: sum(taste[x][1] for x in c[1:]) if c[0] == "gobble"
                   else 0.5)
    if kind in _TAKE or kind in _GIVE:
        taste = state.tastes[seat]
        sign = 1 if kind in _TAKE else -1
        return max(choices, key=lambda c: sign * taste[c[1]][1] + rnd()
                   if c[0] == "card" else 0.0)
    if kind in _HIT:
        gobbled = state.gobbled
        return max(choices, key=lambda c: (c[1] != seat, len(gobbled[c[1]]) + rnd()))
    return choices[int(rnd() * len(choices))]
