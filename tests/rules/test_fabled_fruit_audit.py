"""Fabled Fruit audited against the seed glossary (locations #1-#6).

Each test names the rule it checks. The location-by-location tests live in
test_fabled_fruit.py; these cover what the audit found missing or wrong.
"""

from __future__ import annotations

import pytest

from fruitui.games.base import IllegalChoice
from fruitui.games.fabled_fruit import DATA, FRUITS, LOC_BY_NUMBER, RULES
from tests.rules.test_fabled_fruit import hand, new, place, play, rig, seat_and_kind


# -- privacy ----------------------------------------------------------------------


@pytest.mark.parametrize("seat", [-1, -3, 3, 7])
def test_a_view_for_a_seat_not_at_the_table_is_refused(seat: int) -> None:
    # view(-1) used to index the hand list from the end: seat 2's secret hand.
    state = new(3)
    rig(state, {0: "P", 1: "B", 2: "GGG"})
    with pytest.raises(IndexError, match="no seat"):
        state.view(seat)


def test_a_spectator_sees_what_lies_face_up_but_no_hand() -> None:
    state = new(3)
    rig(state, {0: "PB", 1: "SSC", 2: "G"}, deck="CGP")
    play(state, ("go", 4), ("act",))  # the whole hand face up
    spectator, bob = state.view(None), state.view(1)
    assert spectator.hand == () and spectator.marked == ()
    assert spectator.offer == bob.offer and sum(spectator.offer) == 2
    assert spectator.hand_sizes == (0, 3, 1)
    play(state, ("take", "pineapple"), ("pass",))
    log = state.view(2).log
    assert "Ann drew 2 fruits." in log  # Cy learns how many, not which


# -- "another" and who chooses ----------------------------------------------------


def test_location_3_never_offers_yourself_and_the_partner_picks_the_three() -> None:
    state = new(3)
    rig(state, {0: "PPPP", 1: "SSC", 2: "GG"}, deck="B")
    play(state, ("go", 3), ("act",))
    d = state.decision()
    assert d.choices == (("with", 1),)  # Cy holds 2; Ann herself is never offered
    play(state, ("with", 1))
    assert seat_and_kind(state) == (1, "exchange-give")  # Bob chooses what he gives
    play(state, ("give", "strawberry"), ("give", "strawberry"), ("give", "coconut"))
    assert seat_and_kind(state) == (0, "exchange-back")  # Ann chooses any 3 back
    play(state, ("give", "strawberry"), ("give", "pineapple"), ("give", "banana"))
    assert hand(state, 0) == "CPPPS" and hand(state, 1) == "BPS"


# -- #4 and #5 edge wording -----------------------------------------------------------


def test_location_4_is_offered_in_turn_order_from_the_movers_left() -> None:
    state = new(4)
    rig(state, {0: "P", 1: "S", 2: "G", 3: "CCC"}, deck="BBBBBB")
    state.mover = 2
    place(state, Cy=1)
    play(state, ("go", 4), ("act",))
    assert seat_and_kind(state) == (3, "offer-take")
    play(state, ("pass",))
    assert seat_and_kind(state) == (0, "offer-take")
    play(state, ("take", "grapes"))  # the offer is empty: Bob is not asked
    assert hand(state, 2) == "BB" and seat_and_kind(state) == (3, "move")


def test_location_5_holding_more_than_three_may_still_discard_down_and_refill() -> None:
    state = new(2)
    rig(state, {0: "PPBBS", 1: ""}, deck="GC")
    play(state, ("go", 5), ("act",))
    play(state, ("discard", "pineapple"), ("discard", "pineapple"), ("discard", "banana"))
    assert "draw 1 to hold 3" in state.describe(("done",))
    play(state, ("done",))
    assert hand(state, 0) == "BGS"


# -- readable refusals and data ---------------------------------------------------------


def test_illegal_choices_say_who_must_decide() -> None:
    state = new(3)
    rig(state, {0: "B", 1: "SSC", 2: "G"})
    play(state, ("go", 2), ("act", 1))
    with pytest.raises(IllegalChoice, match="Bob must decide"):
        state.apply(("give", "banana"))  # the banana just received stays with Bob
    with pytest.raises(IllegalChoice, match="not possible now"):
        state.apply(["give", "strawberry"])  # JSON lists are frozen by the match layer
    play(state, ("give", "strawberry"), ("give", "coconut"))
    assert hand(state, 0) == "CS"


def test_values_the_glossary_leaves_open_come_from_the_data() -> None:
    for players in (2, 3, 4, 5):
        state = RULES.new_state(("A", "B", "C", "D", "E")[:players], 4)
        assert state.goal == DATA["juices_to_win"][str(players)]
        assert state.sizes == [DATA["hand_at_start"]] * players
    for raw in DATA["locations"]:
        loc = LOC_BY_NUMBER[raw["number"]]
        price = dict(raw["price"])
        assert loc.price_any == price.pop("any", 0)
        assert loc.price == tuple(price.get(f, 0) for f in FRUITS)


def test_illegal_choices_explain_the_rule_they_break() -> None:
    state = new(3)
    rig(state, {0: "BPP", 1: "SSC", 2: "G"})
    place(state, Ann=3, Cy=1)
    with pytest.raises(IllegalChoice, match="Ann holds no coconuts"):
        play(state, ("go", 1), ("give", 2, "coconut"))
    with pytest.raises(IllegalChoice, match="Bob is owed nothing"):
        state.apply(("give", 1, "banana"))
    state = new(3)
    rig(state, {0: "BPP", 1: "SSC", 2: "G"})
    place(state, Ann=3)
    with pytest.raises(IllegalChoice, match="already stands on #3"):
        state.apply(("go", 3))
    with pytest.raises(IllegalChoice, match="no location #9"):
        state.apply(("go", 9))
    play(state, ("go", 2))
    with pytest.raises(IllegalChoice, match="cannot pay"):
        state.apply(("juice", "banana"))
    play(state, ("act", 1))
    with pytest.raises(IllegalChoice, match="banana Ann just handed over"):
        state.apply(("give", "banana"))
    with pytest.raises(IllegalChoice, match="Bob holds no bunches of grapes"):
        state.apply(("give", "grapes"))
