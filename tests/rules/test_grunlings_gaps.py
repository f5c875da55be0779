"""Grunlings' smaller gaps: a Super Slow Sloth when both tokens are out, and the
rulebook's Set count checked by the rules themselves."""

from __future__ import annotations

import pytest

from fruitui.games.base import BadOptions
from fruitui.games.grunlings import RULES

from .test_grunlings_rig import NAMES, begin_turn, do, lay_out, log_of, new_game
from .test_grunlings_visitors import play


def test_sloth_works_when_both_tokens_are_out_and_the_log_says_so() -> None:
    s = new_game(players=4)
    lay_out(s, hands={0: ["Super Slow Sloth"], 1: ["Pear"], 2: ["Pear"], 3: ["Pear"]})
    s.sloth[1] = s.sloth[2] = True  # both tokens lie with Bob and Cy
    s.sloth_supply = 0
    begin_turn(s, 0)
    play(s, "Super Slow Sloth")
    # Dee is the only one to choose; today the card lapsed here with no word at all.
    do(s, "allow", seat=3, kind="block")
    assert s.sloth[3] and s.view(None).players[3].sloth and s.sloth_supply == 0
    assert ("Dee skips the next turn and is safe from Visitors until then (no Sloth token is "
            "left, so remember it without one).") in log_of(s, None)


def test_sloth_with_nobody_to_choose_says_why() -> None:
    s = new_game(players=2)
    lay_out(s, hands={0: ["Super Slow Sloth"], 1: ["Pear"]})
    s.sloth[1] = True
    s.sloth_supply -= 1
    begin_turn(s, 0)
    play(s, "Super Slow Sloth")
    assert "Super Slow Sloth: nobody to choose, every other player is already safe under a " \
        "Sloth." in log_of(s, None)


@pytest.mark.parametrize("players, sets", [
    (2, ["Apple", "Berry"]), (3, ["Apple"]), (4, ["Apple", "Berry", "Tropic"]),
    (5, ["Apple", "Berry"]),
])
def test_the_rules_refuse_a_set_count_the_rulebook_does_not_have(players: int, sets: list) -> None:  # type: ignore[type-arg]
    with pytest.raises(BadOptions, match=f"Grunlings for {players} players uses"):
        RULES.new_state(NAMES[:players], 1, {"sets": sets})


@pytest.mark.parametrize("players, sets", [
    (2, ["Tropic"]), (3, ["Apple", "Berry"]), (4, ["Berry", "Tropic"]),
    (5, ["Apple", "Berry", "Tropic"]),
])
def test_the_rulebook_set_counts_are_accepted(players: int, sets: list) -> None:  # type: ignore[type-arg]
    state = RULES.new_state(NAMES[:players], 1, {"sets": sets})
    assert list(state.sets) == sets
