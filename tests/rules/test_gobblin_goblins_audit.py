"""Gobblin' Goblins audited against the seed rulebook.

Each test names the rule it checks; the card-by-card and ability tests live
in the other test_gobblin_goblins_* files. These cover what the audit found
missing or wrong.
"""

from __future__ import annotations

import pytest

from fruitui.rules.base import IllegalChoice
from fruitui.rules.gobblin_goblins.cards import NAME
from tests.rules.test_gobblin_goblins_rig import card, names_of, pass_windows, pending, table

TWO = ["Old Grubb", "Scabby Mags"]


# -- playing cards ----------------------------------------------------------------


def test_with_only_actions_an_unusable_one_may_be_discarded_beside_a_usable_one() -> None:
    # "If you can only play an ACTION card and can't fulfill all its
    # requirements, discard it": with no Food in hand, any Action may be
    # chosen; one that cannot be done is discarded as the play.
    state = table(TWO, hands={0: ["Pinch", "Chunder"], 1: ["Beer"]}, gobbled={1: ["Gold"]})
    pinch = card(state, "Pinch", state.hands[0])
    chunder = card(state, "Chunder", state.hands[0])
    assert set(pending(state).choices) == {("action", chunder), ("discard", pinch)}
    state.apply(("discard", pinch))
    assert NAME[state.discard[-1]] == "Pinch"
    assert chunder in state.hands[0] and len(state.hands[0]) == 2  # the turn's draw came


def test_with_food_in_hand_an_unusable_action_still_cannot_be_discarded() -> None:
    state = table(TWO, hands={0: ["Pinch", "Cheese"], 1: ["Beer"]})
    with pytest.raises(IllegalChoice, match="no Food"):
        state.apply(("discard", card(state, "Pinch", state.hands[0])))


# -- privacy ----------------------------------------------------------------------


@pytest.mark.parametrize("seat", [-1, 2, 5])
def test_a_view_for_a_seat_not_at_the_table_is_refused(seat: int) -> None:
    state = table(TWO, hands={0: ["Cheese"], 1: ["Beer"]})
    with pytest.raises(IndexError):
        state.view(seat)
