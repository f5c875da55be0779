"""The questions of an ask-everyone Distraction window, all at once.

Asking everyone, a window poses one Decision per seat in window order, each
"pass" plus the Distractions that seat could use. While the seats pass no hand
or plate changes, so every question still to come is known when the window
opens: a host with a screen per seat can put them to everyone in parallel,
then apply the answers in window order (stopping at the first Distraction
played, whose own window asks again). The game stays the same sequence of
choices, replayable from seed + choices.
"""

from __future__ import annotations

from typing import Any

from fruitui.games.base import Decision
from fruitui.games.gobblin_goblins.actions import distraction_choices
from fruitui.games.gobblin_goblins.constants import PASS
from fruitui.games.gobblin_goblins.setup import ASK_EVERYONE
from fruitui.games.gobblin_goblins.state import GobblinState


def asked_at_once(state: Any) -> tuple[Decision, ...]:
    """The window's questions still to come, in the order they would be posed,
    the first being `state.decision()`; () unless an ask-everyone window is open."""
    if not isinstance(state, GobblinState) or state.setting != ASK_EVERYONE:
        return ()
    decision = state.decision()
    stack = state.stack
    if decision is None or decision.kind != "distraction" or not stack or stack[-1][0] != "window":
        return ()
    _, player, pos = stack[-1]
    asks = []
    for seat in state.window_order[player][pos:]:
        choices = distraction_choices(state, seat) if state.held[seat] else ()
        asks.append(Decision(seat, "distraction", state._window_prompts[seat],
                             (PASS, *choices), decision.turn))
    if not asks or asks[0] != decision:  # not the window this module knows: one at a time
        return ()
    return tuple(asks)
