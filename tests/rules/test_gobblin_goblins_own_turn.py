"""`--distractions own-turn`: after the player's own card, the window asks that
player whether they hold a usable Distraction or not (issue 39, item 5), so
nobody else can tell from the table whether they hold one."""

from __future__ import annotations

from typing import Any

import pytest

from fruitui.games.gobblin_goblins.setup import DISTRACTION_SETTINGS

from .test_gobblin_goblins_rig import card, pending, table

THREE = ["Old Grubb", "Scabby Mags", "Fingers McGee"]
OOPS = "Oops, Wrong Plate"


def others_see(third: str) -> list[Any]:
    """Ann (seat 0) holds `third` beside Cheese and Beer, plays Cheese and passes
    every window; what Bob, Cat and a spectator see, and every decision
    (its choices and prompt only for seats other than Ann), up to Ann's next turn."""
    state = table(THREE, hands={0: ["Cheese", "Beer", third], 1: ["Sprouts", "Gold"],
                                2: ["Dragons", "Spanner"]},
                  plates={1: ["Old Boots"]}, pile_top=["Cheese", "Beer", "Gold"],
                  distractions="own-turn")
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    seen: list[Any] = []
    while (decision := pending(state)).kind != "turn" or decision.seat != 0:
        shown = decision[:] if decision.seat != 0 else (decision.seat, decision.kind)
        seen.append((shown, [state.view(s) for s in (1, 2, None)]))
        state.apply(decision.choices[0])  # "pass" in a window; some Food on a turn
    return seen


def test_own_turn_window_asks_the_player_whether_they_hold_a_distraction_or_not() -> None:
    with_it, without = others_see(OOPS), others_see("Bin Juice")
    assert with_it[0][0] == (0, "distraction") and without[0][0] == (0, "distraction")
    assert with_it == without


@pytest.mark.parametrize("setting", DISTRACTION_SETTINGS)
def test_every_setting_still_lets_the_holder_play_it(setting: str) -> None:
    state = table(THREE, hands={0: ["Cheese", OOPS], 1: ["Sprouts"], 2: ["Dragons"]},
                  plates={1: ["Old Boots"]}, distractions=setting)
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    while (decision := pending(state)).seat != 0:
        state.apply(decision.choices[0])
    assert decision.kind == "distraction"
    assert ("distract", card(state, OOPS, state.hands[0])) in decision.choices
