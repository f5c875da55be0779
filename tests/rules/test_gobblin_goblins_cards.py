"""One test (or a few) per Action and per Distraction card."""

from __future__ import annotations

import pytest

from fruitui.games.base import IllegalChoice
from fruitui.games.gobblin_goblins.cards import NAME

from .test_gobblin_goblins_rig import assert_all_cards, card, names_of, pass_windows, pending, table

# Grots and Dodgies as bystanders: their powers never interrupt these tests.
TWO = ["Old Grubb", "Scabby Mags"]
THREE = ["Old Grubb", "Scabby Mags", "Fingers McGee"]


# -- Actions -----------------------------------------------------------------------

def test_eat_your_greens_makes_a_goblin_gobble_its_hated_and_allergy_food() -> None:
    # Scabby Mags hates Spaghetti and is allergic to yellow.
    state = table(TWO, hands={0: ["Eat Your Greens", "Cheese"], 1: ["Beer"]},
                  plates={1: ["Spaghetti", "Gold", "Sprouts"]})
    greens = card(state, "Eat Your Greens", state.hands[0])
    assert state.describe(("action", greens)).startswith("Play Eat Your Greens:")
    state.apply(("action", greens))
    decision = pending(state)
    assert decision.kind == "greens" and decision.choices == (("goblin", 1),)
    assert "Spaghetti" in state.describe(("goblin", 1))
    state.apply(("goblin", 1))
    assert sorted(names_of(state.gobbled[1])) == ["Gold", "Spaghetti"]
    assert names_of(state.plates[1]) == ["Sprouts"]
    assert NAME[state.discard[-1]] == "Eat Your Greens"
    assert_all_cards(state)


def test_eat_your_greens_cannot_be_used_when_nobody_has_such_food() -> None:
    state = table(TWO, hands={0: ["Eat Your Greens"], 1: ["Beer"]}, plates={1: ["Sprouts"]})
    greens = card(state, "Eat Your Greens", state.hands[0])
    assert pending(state).choices[0] == ("discard", greens)
    with pytest.raises(IllegalChoice, match="cannot be used"):
        state.apply(("action", greens))


def test_pinch_takes_food_from_another_plate_and_may_complete_a_set() -> None:
    state = table(TWO, hands={0: ["Pinch"], 1: ["Beer"]},
                  plates={0: ["Gold", "Cheese"], 1: ["Golf Balls", "Sprouts"]})
    state.apply(("action", card(state, "Pinch", state.hands[0])))
    decision = pending(state)
    assert decision.kind == "pinch"
    golf = card(state, "Golf Balls", state.plates[1])
    assert state.describe(("card", golf)) == (
        "Take Golf Balls (yellow) from Bob's plate (you are allergic to yellow)")
    state.apply(("card", golf))
    assert sorted(names_of(state.gobbled[0])) == ["Cheese", "Gold", "Golf Balls"]
    assert names_of(state.plates[1]) == ["Sprouts"]


def test_swapsies_trades_one_food_for_another() -> None:
    state = table(TWO, hands={0: ["Swapsies"], 1: ["Beer"]},
                  plates={0: ["Cheese"], 1: ["Sprouts", "Spanner"]})
    state.apply(("action", card(state, "Swapsies", state.hands[0])))
    assert pending(state).kind == "swap-give"
    state.apply(("card", card(state, "Cheese", state.plates[0])))
    assert pending(state).kind == "swap-take"
    assert names_of(state.view(1).picked) == ["Cheese"]
    state.apply(("card", card(state, "Sprouts", state.plates[1])))
    assert names_of(state.plates[0]) == ["Sprouts"]
    assert sorted(names_of(state.plates[1])) == ["Cheese", "Spanner"]


def test_chunder_brings_the_last_gobbled_card_back_onto_the_plate() -> None:
    state = table(TWO, hands={0: ["Chunder"], 1: ["Beer"]}, gobbled={1: ["Gold", "Sprouts"]})
    state.apply(("action", card(state, "Chunder", state.hands[0])))
    assert pending(state).choices == (("goblin", 1),)
    assert state.reveals(("goblin", 1))
    state.apply(("goblin", 1))
    assert names_of(state.gobbled[1]) == ["Gold"]
    assert names_of(state.plates[1]) == ["Sprouts"]


def test_explosive_diarrhoea_discards_the_last_three_gobbled_cards() -> None:
    state = table(THREE, hands={0: ["Explosive Diarrhoea"], 1: ["Beer"], 2: ["Gold"]},
                  gobbled={2: ["Cheese", "Sprouts", "Spanner", "Dragons"]})
    state.apply(("action", card(state, "Explosive Diarrhoea", state.hands[0])))
    assert pending(state).choices == (("goblin", 2),)
    state.apply(("goblin", 2))
    assert names_of(state.gobbled[2]) == ["Cheese"]
    assert names_of(state.discard[-4:]) == ["Sprouts", "Spanner", "Dragons",
                                            "Explosive Diarrhoea"]
    assert state.view(2).gobbled_counts == (0, 0, 1)


def test_food_fight_passes_one_food_left_from_every_plate_at_once() -> None:
    state = table(THREE, hands={0: ["Food Fight"], 1: ["Beer"], 2: ["Gold"]},
                  plates={0: ["Cheese", "Sprouts"], 1: ["Spanner"]})
    state.apply(("action", card(state, "Food Fight", state.hands[0])))
    decision = pending(state)
    assert decision.kind == "food-fight" and decision.seat == 0
    state.apply(("card", card(state, "Sprouts", state.plates[0])))
    # Bob had only Spanner: it goes without asking; Cat had nothing.
    assert names_of(state.plates[0]) == ["Cheese"]
    assert names_of(state.plates[1]) == ["Sprouts"]
    assert names_of(state.plates[2]) == ["Spanner"]
    assert any(line.startswith("Food Fight! Ann passes Sprouts (green) to Bob")
               for line in state.view(None).log)


def test_food_fight_choices_stay_hidden_until_everyone_chose() -> None:
    state = table(THREE, hands={0: ["Food Fight"], 1: ["Beer"], 2: ["Gold"]},
                  plates={0: ["Cheese", "Sprouts"], 1: ["Spanner", "Dragons"]})
    state.apply(("action", card(state, "Food Fight", state.hands[0])))
    state.apply(("card", card(state, "Sprouts", state.plates[0])))
    assert pending(state).seat == 1
    assert sorted(names_of(state.plates[0])) == ["Cheese", "Sprouts"]  # nothing moved yet
    state.apply(("card", card(state, "Dragons", state.plates[1])))
    assert names_of(state.plates[2]) == ["Dragons"]
    assert names_of(state.plates[0]) == ["Cheese"]


def test_seconds_draws_two_then_plays_one_more_food() -> None:
    state = table(TWO, hands={0: ["Seconds", "Cheese"], 1: ["Beer"]},
                  pile_top=["Gold", "Sprouts", "Spanner"])
    state.apply(("action", card(state, "Seconds", state.hands[0])))
    decision = pending(state)
    assert decision.kind == "seconds"
    assert sorted(NAME[c[1]] for c in decision.choices) == ["Cheese", "Gold", "Sprouts"]
    assert "Gold" in state.view(0).log[-1] and "Gold" not in state.view(1).log[-1]
    state.apply(("food", card(state, "Gold", state.hands[0])))
    assert names_of(state.plates[0]) == ["Gold"]
    assert sorted(names_of(state.hands[0])) == ["Cheese", "Spanner", "Sprouts"]
    assert pending(state).seat == 1


def test_a_distraction_drawn_by_seconds_can_answer_the_window_after_the_extra_food() -> None:
    state = table(TWO, hands={0: ["Seconds", "Cheese"], 1: ["Beer"]},
                  plates={0: ["Sprouts"]}, pile_top=["Quick Gulp", "Gold", "Spanner"])
    state.apply(("action", card(state, "Seconds", state.hands[0])))
    # The window before Seconds is done asks nobody (no Distraction held yet) ...
    assert pending(state).kind == "seconds"
    assert "Quick Gulp" in names_of(state.hands[0])
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    decision = pending(state)  # ... the drawn Quick Gulp answers the window after the food
    assert decision.kind == "distraction" and decision.seat == 0
    state.apply(("pass",))
    assert pending(state).kind != "distraction"


def test_an_action_that_cannot_be_used_is_discarded_only_without_other_plays() -> None:
    state = table(TWO, hands={0: ["Pinch"], 1: ["Beer"]})
    pinch = card(state, "Pinch", state.hands[0])
    assert pending(state).choices == (("discard", pinch),)
    assert "cannot be used" in state.describe(("discard", pinch))
    state.apply(("discard", pinch))
    assert NAME[state.discard[-1]] == "Pinch" and len(state.hands[0]) == 1
    state = table(TWO, hands={0: ["Pinch", "Cheese"], 1: ["Beer"]})
    assert pending(state).choices == (("food", card(state, "Cheese", state.hands[0])),)
    with pytest.raises(IllegalChoice, match="only be discarded"):
        state.apply(("discard", card(state, "Pinch", state.hands[0])))


# -- Distractions -----------------------------------------------------------------

def test_look_a_squirrel_on_another_players_turn_then_replacement_draw() -> None:
    state = table(TWO, hands={0: ["Look, a Squirrel!", "Cheese"], 1: ["Bin Juice", "Gold"]},
                  to_move=1, pile_top=["Spanner", "Sprouts"])
    state.apply(("food", card(state, "Bin Juice", state.hands[1])))
    decision = pending(state)
    assert decision.kind == "distraction" and decision.seat == 0
    assert decision.choices[0] == ("pass",)
    assert state.describe(("pass",)) == "Pass: play no Distraction"
    squirrel = decision.choices[1]
    assert state.describe(squirrel) == (
        "Play Look, a Squirrel! (Distraction): While they look away, move one food from "
        "another goblin's plate onto yours.")
    state.apply(squirrel)
    assert pending(state).kind == "squirrel"
    state.apply(("card", card(state, "Bin Juice", state.plates[1])))
    assert names_of(state.plates[0]) == ["Bin Juice"]
    assert sorted(names_of(state.hands[0])) == ["Cheese", "Spanner"]  # replaced at once
    # The window after the Squirrel asks nobody (no one holds one); Bob draws; Ann's turn.
    assert pending(state).seat == 0 and pending(state).kind == "turn"
    assert NAME[state.discard[-1]] == "Look, a Squirrel!"


def test_oops_wrong_plate_moves_your_food_to_another_plate() -> None:
    state = table(THREE, hands={0: ["Oops, Wrong Plate", "Cheese"], 1: ["Beer"], 2: ["Gold"]},
                  plates={0: ["Poodles"], 2: ["Dragons", "Spaghetti"]})
    state.apply(("distract", card(state, "Oops, Wrong Plate", state.hands[0])))
    state.apply(("card", card(state, "Poodles", state.plates[0])))
    assert pending(state).kind == "oops-to"
    assert state.describe(("to", 2)) == "Put Poodles (red) on Cat's plate"
    state.apply(("to", 2))
    # Three reds on Cat's plate: Cat gobbles at once, on Ann's turn.
    assert sorted(names_of(state.gobbled[2])) == ["Dragons", "Poodles", "Spaghetti"]
    assert pending(state).seat == 0 and pending(state).kind == "turn"


def test_pass_it_along_moves_food_between_two_other_plates() -> None:
    state = table(THREE, hands={0: ["Pass It Along", "Cheese"], 1: ["Beer"], 2: ["Gold"]},
                  plates={1: ["Sprouts"]})
    state.apply(("distract", card(state, "Pass It Along", state.hands[0])))
    assert pending(state).kind == "along-take"
    state.apply(("card", card(state, "Sprouts", state.plates[1])))
    assert pending(state).choices == (("to", 2),)  # not back to Bob, not to Ann
    state.apply(("to", 2))
    assert names_of(state.plates[2]) == ["Sprouts"] and not state.plates[1]


def test_quick_gulp_gobbles_one_food_alone() -> None:
    state = table(THREE, hands={0: ["Quick Gulp", "Cheese"], 1: ["Beer"], 2: ["Gold"]},
                  plates={0: ["Toenails", "Old Boots"]})
    state.apply(("distract", card(state, "Quick Gulp", state.hands[0])))
    assert state.describe(("card", card(state, "Old Boots", state.plates[0]))) == (
        "Gulp down Old Boots (blue) (+2 points for you)")
    state.apply(("card", card(state, "Old Boots", state.plates[0])))
    assert names_of(state.gobbled[0]) == ["Old Boots"]
    assert names_of(state.plates[0]) == ["Toenails"]


def test_a_distraction_on_your_own_turn_keeps_the_turn_going() -> None:
    state = table(TWO, hands={0: ["Quick Gulp", "Cheese"], 1: ["Beer"]},
                  plates={0: ["Sprouts"]})
    turn = pending(state).turn
    state.apply(("distract", card(state, "Quick Gulp", state.hands[0])))
    state.apply(("card", card(state, "Sprouts", state.plates[0])))
    decision = pending(state)
    assert decision.kind == "turn" and decision.seat == 0 and decision.turn == turn
    assert len(state.hands[0]) == 2  # Cheese and the replacement


def test_no_snatching_food_from_a_hand() -> None:
    state = table(TWO, hands={0: ["Look, a Squirrel!", "Cheese"], 1: ["Beer", "Gold"]},
                  plates={1: ["Sprouts"]})
    state.apply(("distract", card(state, "Look, a Squirrel!", state.hands[0])))
    # Refused, but in the words used for a draw pile card: the reply must not
    # tell that Beer is in Bob's hand (issue 10).
    with pytest.raises(IllegalChoice) as refused:
        state.apply(("card", card(state, "Beer", state.hands[1])))
    assert "snatching" not in str(refused.value) and "hand" not in str(refused.value)
    with pytest.raises(IllegalChoice, match="No snatching"):
        state.apply(("card", card(state, "Cheese", state.hands[0])))


def test_distractions_are_offered_only_with_something_to_act_on() -> None:
    state = table(TWO, hands={0: ["Quick Gulp", "Look, a Squirrel!", "Cheese"], 1: ["Beer"]})
    assert not any(c[0] == "distract" for c in pending(state).choices)
    pass_windows(state)
