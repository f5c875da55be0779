"""One test (or a few) per goblin ability."""

from __future__ import annotations

import pytest

from fruitui.games.base import IllegalChoice
from fruitui.games.gobblin_goblins.cards import NAME

from .test_gobblin_goblins_rig import card, names_of, pass_windows, pending, table


# -- Worker: draw two, play one, tuck the other under the pile ----------------------

def test_worker_draws_two_plays_one_and_tucks_the_other() -> None:
    state = table(["Lumpy Bedpans", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Gold"]},
                  pile_top=["Beer", "Pinch"])
    assert ("worker",) in pending(state).choices
    assert state.reveals(("worker",))
    pile_before = len(state.pile)
    state.apply(("worker",))
    decision = pending(state)
    assert decision.kind == "worker" and decision.seat == 0
    assert sorted(NAME[c[1]] for c in decision.choices) == ["Beer", "Pinch"]
    assert names_of(state.view(0).drawn) == ["Beer", "Pinch"]
    assert state.view(1).drawn == ()
    assert "Beer" not in state.view(1).log[-1] and "two cards" in state.view(1).log[-1]
    state.apply(("play", card(state, "Beer", state.limbo)))
    assert names_of(state.plates[0]) == ["Beer"]
    assert NAME[state.pile[0]] == "Pinch"  # tucked under the draw pile
    assert len(state.pile) == pile_before - 1
    assert names_of(state.hands[0]) == ["Cheese"]  # no draw after a Worker turn
    assert pending(state).seat == 1


def test_worker_playing_an_unusable_action_discards_it() -> None:
    state = table(["Lumpy Bedpans", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Gold"]},
                  pile_top=["Pinch", "Beer"])
    state.apply(("worker",))
    state.apply(("play", card(state, "Pinch", state.limbo)))  # nobody has food to pinch
    assert NAME[state.discard[-1]] == "Pinch" and NAME[state.pile[0]] == "Beer"
    assert pending(state).seat == 1


def test_worker_needs_two_cards_in_the_pile() -> None:
    state = table(["Lumpy Bedpans", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Gold"]},
                  pile_size=1)
    assert ("worker",) not in pending(state).choices


# -- Geeky: may draw the top discard, with its limits --------------------------------

def test_geeky_may_take_the_top_discard() -> None:
    state = table(["Byte Nibbler", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Gold"]},
                  discard=[("Dragons", 1)])
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    decision = pending(state)
    assert decision.kind == "draw" and decision.seat == 0
    assert "Dragons" in state.describe(("draw", "discard"))
    assert not state.reveals(("draw", "discard")) and state.reveals(("draw", "pile"))
    state.apply(("draw", "discard"))
    assert names_of(state.hands[0]) == ["Dragons"]
    assert not state.discard
    assert "takes Dragons (red) from the discard pile" in state.view(1).log[-1]


def test_geeky_cannot_take_a_card_it_discarded_itself() -> None:
    state = table(["Byte Nibbler", "Scabby Mags"], hands={0: ["Cheese"], 1: ["Gold"]},
                  discard=[("Dragons", 0)])
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    assert pending(state).seat == 1  # drew from the pile without being asked
    assert len(state.hands[0]) == 1 and NAME[state.discard[-1]] == "Dragons"


def test_geeky_cannot_take_from_the_discard_once_the_pile_is_empty() -> None:
    state = table(["Byte Nibbler", "Scabby Mags"], hands={0: ["Cheese", "Gold"], 1: ["Beer"]},
                  discard=[("Dragons", 1)], pile_size=0)
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    assert pending(state).seat == 1
    assert names_of(state.hands[0]) == ["Gold"]


# -- Snob: may refuse to gobble, may ignore Eat Your Greens --------------------------

def test_snob_may_refuse_a_set_and_is_asked_again_when_food_lands() -> None:
    state = table(["Tarquin St. Teabags", "Scabby Mags"],
                  hands={0: ["Cat Sick", "Bin Juice"], 1: ["Gold", "Beer"]},
                  plates={0: ["Sprouts", "Earwig Soup"]})
    state.apply(("food", card(state, "Cat Sick", state.hands[0])))
    decision = pending(state)
    assert decision.kind == "gobble" and decision.seat == 0 and ("refuse",) in decision.choices
    state.apply(("refuse",))
    assert len(state.plates[0]) == 3 and not state.gobbled[0]
    state.apply(("food", card(state, "Gold", state.hands[1])))  # Scabby's turn: not asked
    state.apply(("food", card(state, "Bin Juice", state.hands[0])))
    decision = pending(state)
    assert decision.kind == "gobble" and ("refuse",) in decision.choices
    choice = next(c for c in decision.choices if c[0] == "gobble")
    state.apply(choice)
    assert len(state.gobbled[0]) == 3


def test_snob_may_ignore_eat_your_greens() -> None:
    state = table(["Scabby Mags", "Lady Bunions", "Old Grubb"],
                  hands={0: ["Eat Your Greens"], 1: ["Gold"], 2: ["Beer"]},
                  plates={1: ["Cat Sick", "Mud Pie"]}, pile_size=10)
    state.apply(("action", card(state, "Eat Your Greens", state.hands[0])))
    assert pending(state).choices == (("goblin", 1),)
    state.apply(("goblin", 1))
    decision = pending(state)
    assert decision.kind == "snob" and decision.seat == 1
    state.apply(("ignore",))
    assert names_of(state.plates[1]) == ["Cat Sick", "Mud Pie"]
    assert NAME[state.discard[-1]] == "Eat Your Greens"


def test_snob_may_also_eat_its_greens() -> None:
    state = table(["Scabby Mags", "Lady Bunions", "Old Grubb"],
                  hands={0: ["Eat Your Greens"], 1: ["Gold"], 2: ["Beer"]},
                  plates={1: ["Cat Sick", "Mud Pie", "Gold"]})
    state.apply(("action", card(state, "Eat Your Greens", state.hands[0])))
    state.apply(("goblin", 1))
    state.apply(("eat",))
    assert names_of(state.plates[1]) == ["Gold"]
    assert sorted(names_of(state.gobbled[1])) == ["Cat Sick", "Mud Pie"]


# -- Grot: spend a turn gobbling a plate of three or more ----------------------------

def test_grot_gobbles_the_whole_plate_as_its_turn() -> None:
    state = table(["Scabby Mags", "Old Grubb"], hands={0: ["Cheese"], 1: ["Gold"]},
                  plates={0: ["Sprouts", "Gold", "Spanner"]})
    assert ("grot",) in pending(state).choices
    hand_before = list(state.hands[0])
    state.apply(("grot",))
    assert not state.plates[0]
    assert names_of(state.gobbled[0]) == ["Sprouts", "Gold", "Spanner"]
    assert state.hands[0] == hand_before  # a card was neither played nor drawn
    assert pending(state).seat == 1


def test_grot_needs_three_cards_on_its_plate() -> None:
    state = table(["Scabby Mags", "Old Grubb"], hands={0: ["Cheese"], 1: ["Gold"]},
                  plates={0: ["Sprouts", "Gold"]})
    assert ("grot",) not in pending(state).choices


# -- Dodgy: a rainbow needs one colour fewer ------------------------------------------

def test_dodgy_gobbles_a_rainbow_with_one_colour_fewer() -> None:
    plate = ["Sprouts", "Spanner", "Gold", "Spaghetti"]
    dodgy = table(["Swipey Gobbo", "Scabby Mags", "Tarquin St. Teabags"],
                  hands={0: ["Mud Pie"], 1: ["Cheese"], 2: ["Beer"]}, plates={0: plate})
    assert dodgy.view(0).rainbow_sizes == (5, 6, 6)
    dodgy.apply(("food", card(dodgy, "Mud Pie", dodgy.hands[0])))
    assert len(dodgy.gobbled[0]) == 5 and not dodgy.plates[0]

    plain = table(["Old Grubb", "Scabby Mags", "Tarquin St. Teabags"],
                  hands={0: ["Mud Pie"], 1: ["Cheese"], 2: ["Beer"]}, plates={0: plate})
    plain.apply(("food", card(plain, "Mud Pie", plain.hands[0])))
    assert not plain.gobbled[0] and len(plain.plates[0]) == 5


# -- Hippy: immune to other goblins' Distractions -------------------------------------

def test_hippy_plate_is_out_of_reach_of_other_goblins_distractions() -> None:
    state = table(["Scabby Mags", "Rainbow Wimble", "Old Grubb"],
                  hands={0: ["Look, a Squirrel!", "Cheese"], 1: ["Gold"], 2: ["Beer"]},
                  plates={1: ["Mud Pie"]})
    # Only the Hippy has food: the Squirrel has nothing it may touch.
    assert not any(c[0] == "distract" for c in pending(state).choices)
    state = table(["Scabby Mags", "Rainbow Wimble", "Old Grubb"],
                  hands={0: ["Look, a Squirrel!", "Cheese"], 1: ["Gold"], 2: ["Beer"]},
                  plates={1: ["Mud Pie"], 2: ["Toenails"]})
    squirrel = card(state, "Look, a Squirrel!", state.hands[0])
    state.apply(("distract", squirrel))
    decision = pending(state)
    mud_pie = card(state, "Mud Pie", state.plates[1])
    assert ("card", mud_pie) not in decision.choices
    with pytest.raises(IllegalChoice, match="Hippy"):
        state.apply(("card", mud_pie))
    assert names_of(state.plates[1]) == ["Mud Pie"]  # nothing happened
    state.apply(("card", card(state, "Toenails", state.plates[2])))
    assert names_of(state.plates[0]) == ["Toenails"]


def test_hippy_may_distract_its_own_plate_and_actions_still_reach_it() -> None:
    state = table(["Rainbow Wimble", "Scabby Mags", "Old Grubb"],
                  hands={0: ["Quick Gulp", "Cheese"], 1: ["Pinch"], 2: ["Beer"]},
                  plates={0: ["Mud Pie", "Toenails"]})
    state.apply(("distract", card(state, "Quick Gulp", state.hands[0])))
    state.apply(("card", card(state, "Mud Pie", state.plates[0])))
    assert names_of(state.gobbled[0]) == ["Mud Pie"]
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    pass_windows(state)
    # Pinch is an Action, not a Distraction: it may take from a Hippy.
    state.apply(("action", card(state, "Pinch", state.hands[1])))
    toenails = card(state, "Toenails", state.plates[0])
    assert ("card", toenails) in pending(state).choices
    state.apply(("card", toenails))
    assert names_of(state.plates[1]) == ["Toenails"]


def test_two_hippies_cannot_distract_each_other() -> None:
    state = table(["Rainbow Wimble", "Moonbeam Twiddle", "Scabby Mags"],
                  hands={0: ["Oops, Wrong Plate", "Cheese"], 1: ["Gold"], 2: ["Beer"]},
                  plates={0: ["Sprouts"]})
    state.apply(("distract", card(state, "Oops, Wrong Plate", state.hands[0])))
    state.apply(("card", card(state, "Sprouts", state.plates[0])))
    assert pending(state).choices == (("to", 2),)
    with pytest.raises(IllegalChoice, match="Hippy"):
        state.apply(("to", 1))
