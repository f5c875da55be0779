"""Gobblin' Goblins audited against the seed rulebook.

Each test names the rule it checks; the card-by-card and ability tests live
in the other test_gobblin_goblins_* files. These cover what the audit found
missing or wrong.
"""

from __future__ import annotations

import pytest

from fruitui.games.base import IllegalChoice
from fruitui.games.gobblin_goblins.cards import NAME
from tests.rules.test_gobblin_goblins_rig import card, pass_windows, pending, table

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


# -- set sizes ----------------------------------------------------------------------

SEVEN = ["Old Grubb", "Scabby Mags", "Byte Nibbler", "Pixel Gnash", "Lumpy Bedpans",
         "Grindle Spade", "Rainbow Wimble"]


@pytest.mark.parametrize(("goblins", "colours", "options"), [
    (["Swipey Gobbo", "Old Grubb"], 3, {"two-player-rainbow": "4"}),  # the 2-player variant
    (["Swipey Gobbo", "Old Grubb", "Scabby Mags"], 5, {}),  # six colours, one fewer
    (["Swipey Gobbo", *SEVEN[:6]], 3, {}),  # 7+ players: four colours, one fewer
])
def test_a_dodgy_rainbow_is_one_colour_short_of_the_tables(goblins: list[str], colours: int,
                                                           options: dict[str, str]) -> None:
    plate = ["Sprouts", "Spanner", "Dragons", "Mud Pie"][: colours - 1]
    state = table(goblins, hands={0: ["Cheese"], 1: ["Beer"]}, plates={0: plate}, **options)
    assert state.rainbow[0] == colours and state.rainbow[1] == colours + 1
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    assert len(state.gobbled[0]) == colours and not state.plates[0]


def test_one_colour_short_of_a_rainbow_is_no_set_for_other_goblins() -> None:
    state = table(SEVEN, hands={0: ["Cheese"], 1: ["Beer"]}, plates={0: ["Sprouts", "Spanner"]})
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    assert len(state.plates[0]) == 3 and not state.gobbled[0]


# -- a card read out stays played ---------------------------------------------------


def test_a_card_laid_on_the_table_cannot_be_taken_back() -> None:
    # "Once a card has been read out loud you must play it": laying a card
    # from a secret hand face up shows hidden information, so undo stops there.
    state = table(["Byte Nibbler", "Scabby Mags"],
                  hands={0: ["Cheese", "Pinch", "Quick Gulp"], 1: ["Gold"]},
                  plates={0: ["Beer"], 1: ["Dragons"]}, discard=[("Spanner", 1)])
    for choice in pending(state).choices:
        assert state.reveals(choice), choice  # Food, Action and Distraction alike
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    pass_windows(state)  # Ann herself may answer with her Quick Gulp; she passes
    assert pending(state).kind == "draw"  # a Geeky's draw: nothing drawn yet
    assert state.reveals(("draw", "pile")) and not state.reveals(("draw", "discard"))


def test_a_pass_or_a_target_is_no_reveal() -> None:
    # Swapsies: its first target leads to a second one, with no draw in between
    # (a Pinch's target is now followed at once by the turn's draw, which reveals).
    state = table(TWO, hands={0: ["Swapsies"], 1: ["Gold", "Look, a Squirrel!"]},
                  plates={0: ["Beer"], 1: ["Dragons"]})
    state.apply(("action", card(state, "Swapsies", state.hands[0])))
    # Bob's window comes first (before the Swapsies is done): his pass shows nothing.
    assert pending(state).kind == "distraction" and not state.reveals(("pass",))
    pass_windows(state)
    assert pending(state).kind == "swap-give"
    assert not state.reveals(("card", card(state, "Beer", state.plates[0])))


# -- privacy ----------------------------------------------------------------------


@pytest.mark.parametrize("seat", [-1, 2, 5])
def test_a_view_for_a_seat_not_at_the_table_is_refused(seat: int) -> None:
    state = table(TWO, hands={0: ["Cheese"], 1: ["Beer"]})
    with pytest.raises(IndexError):
        state.view(seat)


# -- the seed over a published variant (issue 39, items 3 and 4) ---------------------


def test_two_players_need_six_colours_for_a_rainbow_unless_the_variant_is_chosen() -> None:
    # The seed: six different colours, four only with 7 or more players.
    assert table(["Old Grubb", "Scabby Mags"]).rainbow == (6, 6)
    assert table(["Old Grubb", "Scabby Mags"], **{"two-player-rainbow": "4"}).rainbow == (4, 4)
    # Four colours on a two-player plate are no set by default.
    state = table(["Old Grubb", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Beer"]},
                  plates={0: ["Sprouts", "Spanner", "Dragons"]})
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    assert not state.gobbled[0] and len(state.plates[0]) == 4


def test_any_goblins_may_be_chosen_and_balance_deals_only_the_rest() -> None:
    from fruitui.games.gobblin_goblins import RULES
    from fruitui.games.gobblin_goblins.cards import GOBLINS

    hippies = [g.name for g in GOBLINS if g.type == "Hippy"][:2]
    dodgy = next(g.name for g in GOBLINS if g.type == "Dodgy")
    geeky = next(g.name for g in GOBLINS if g.type == "Geeky")
    # The rulebook's own "unbalanced" example is a table one may sit at.
    state = RULES.new_state(["A", "B", "C", "D"], 1, {"goblins": [*hippies, dodgy, geeky]})
    assert [g.type for g in state.goblins] == ["Hippy", "Hippy", "Dodgy", "Geeky"]
    # Two Hippies chosen, two dealt: balanced dealing evens the types out as far as it can.
    for seed in range(10):
        dealt = RULES.new_state(["A", "B", "C", "D"], seed, {"goblins": [*hippies, None, None]})
        types = [g.type for g in dealt.goblins]
        assert types[2] == types[3] != "Hippy"
        for word in ("balanced", "any"):  # the option as the command line words it
            RULES.new_state(["A", "B", "C", "D"], seed, {"goblins": [*hippies, None, None],
                                                         "balance": word})
