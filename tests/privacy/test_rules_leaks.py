"""Questions and refusals that used to give hands away (issue 10), one test each."""

from __future__ import annotations

import pytest

from fruitui.games.base import IllegalChoice
from tests.rules.test_gobblin_goblins_rig import card, table
from tests.rules.test_grunlings_rig import begin_turn, decision, do, lay_out, new_game


@pytest.mark.parametrize("visitor, kind", [("Mean Worm", "Apple"), ("Hungry Birds", "Blueberries")])
@pytest.mark.parametrize("wildfire", [True, False])
def test_every_visitor_target_is_asked_the_same_way_whatever_they_hold(
        visitor: str, kind: str, wildfire: bool) -> None:
    s = new_game()
    # Bob holds two kinds of the set, Cy one, Dan... only three seats: Cy holds none.
    other = "Golden Apple" if visitor == "Mean Worm" else "Cranberries"
    lay_out(s, hands={0: [visitor, "Pear"], 1: [kind, other], 2: ["Pear"]})
    s.wildfire = wildfire
    begin_turn(s, 0)
    do(s, ("visit", visitor, 0), kind="visitors")
    asked = []
    while decision(s).kind == "lose":
        d = decision(s)
        asked.append((d.seat, d.kind))
        do(s, d.choices[0])
    # The prompt goes to the seat asked alone, so it may speak of that seat's
    # own hand (issue 39, item 7); who is asked, and how, is alike for all.
    assert asked == [(1, "lose"), (2, "lose")], "every target is asked"


def test_a_secret_search_of_a_discard_pile_is_not_watched_by_the_others() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Pear"] * 3 + ["Orange"] * 3 + ["Darkshrub"] * 3},
            baskets={0: []}, piles={0: ["Grapes", "Sly Fox", "Cherries", "Grapes", "Lychee"]},
            leaf={0: 2})
    begin_turn(s, 0, at="discard")
    before = [s.view(seat).piles[0] for seat in (1, 2, None)]
    hands_before = [s.view(seat).players[0] for seat in (1, 2, None)]
    do(s, ("reset", 0), kind="discard")
    do(s, "Grapes", kind="reset_take")
    do(s, "Cherries", kind="reset_take")
    assert decision(s).kind == "reset_take"
    for seat, was, hand_was in zip((1, 2, None), before, hands_before):
        pile = s.view(seat).piles[0]
        assert pile.top == () and pile.size == was.size, "pile contents hidden, size as it was"
        assert s.view(seat).players[0].hand_size == hand_was.hand_size
    assert "Grapes" in s.view(0).piles[0].top or len(s.view(0).piles[0].top) <= 3
    assert len(s.view(0).hand) == 11  # the searcher sees what they took


def test_gobblin_refusal_does_not_tell_a_hand_card_from_a_draw_pile_card() -> None:
    state = table(["Old Grubb", "Scabby Mags"],
                  hands={0: ["Look, a Squirrel!", "Cheese"], 1: ["Beer", "Gold"]},
                  plates={1: ["Sprouts"]})
    state.apply(("distract", card(state, "Look, a Squirrel!", state.hands[0])))
    replies = []
    for place in (state.hands[1], state.pile):
        choice = ("card", place[0])
        with pytest.raises(IllegalChoice) as refused:
            state.apply(choice)
        replies.append(str(refused.value).replace(repr(choice), "<the choice sent>"))
    assert replies[0] == replies[1]
