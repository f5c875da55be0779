"""The table without a UI: who holds the keyboard, and whose turn it is."""

from __future__ import annotations

from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.table.undo import Step

PEOPLE = [Seat("Ann"), Seat("Bob"), Seat("Cy")]


def test_hot_seat_starts_with_a_handoff_to_the_first_person() -> None:
    table = Table(TableSetup("fruit-spy", PEOPLE, 1))
    assert table.at_keyboard is None and table.needs_handoff() == 0
    table.take_keyboard(0)
    assert table.needs_handoff() is None and table.my_decision() is not None


def test_one_person_with_computers_never_needs_a_handoff() -> None:
    table = Table(TableSetup("fruit-spy", [Seat("Ann"), Seat("B", True), Seat("C", True)], 1))
    while not table.finished:
        assert table.needs_handoff() is None
        table.apply(table.computer_choice() if table.is_computer_turn()
                    else table.decision.choices[0])


def test_turn_owner_is_the_first_seat_to_choose_in_the_turn() -> None:
    table = Table(TableSetup("fruit-spy", PEOPLE, 1))
    assert table.turn_owner() == 0  # nobody has chosen yet this turn: the decider
    turn = table.decision.turn
    # As if Cy had started this turn and Ann now answers out of turn.
    table.steps = [Step(1, turn - 1, False), Step(2, turn, False)]
    assert table.turn_owner() == 2
