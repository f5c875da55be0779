"""The Gobblin' Goblins board tells what everyone saw of a hand (a card a Geeky
took face up, a Distraction a window showed it holds) and, to a Worker alone,
the cards it put under the draw pile."""

from __future__ import annotations

from fruitui.ui.games.gobblin_goblins.board import you_text
from fruitui.ui.games.gobblin_goblins.seen import hand_note, under_note
from tests.rules.test_gobblin_goblins_record import geeky_takes_dragons, worker_lays_spanner
from tests.rules.test_gobblin_goblins_rig import card, table

OOPS = "Oops, Wrong Plate"


def test_a_card_taken_face_up_is_named_beside_the_hand_for_everyone() -> None:
    state = geeky_takes_dragons()
    for seat in (0, 1, None):
        assert hand_note(state.view(seat, prose=False), 0) == "has Dragons (seen taken)"
    assert hand_note(state.view(0, prose=False), 1) == ""


def test_a_seat_a_window_asked_is_marked_as_holding_a_distraction() -> None:
    state = table(["Old Grubb", "Scabby Mags"], hands={0: ["Cheese", "Beer"], 1: ["Gold", OOPS]},
                  plates={1: ["Spanner"]})
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    assert hand_note(state.view(0), 1) == "holds a Distraction"
    assert hand_note(state.view(1), 1) == ""  # its own hand is on its own panel
    assert hand_note(state.view(1), 0) == ""  # passed by: nothing to say for sure


def test_only_the_worker_reads_what_it_put_under_the_pile() -> None:
    state = worker_lays_spanner()
    mine = state.view(0)
    assert under_note(mine) == "Spanner (the bottom card)"
    assert "Under the draw pile (only you know): Spanner (the bottom card)" in you_text(mine).plain
    assert "Under the draw pile" not in you_text(state.view(1)).plain
    assert "Spanner" not in you_text(state.view(None)).plain
