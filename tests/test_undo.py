"""Taking back choices: allowed within your own turn unless something was revealed."""

from __future__ import annotations

import pytest

from fruitui.games.base import Decision
from fruitui.storage.saves import Store, load
from fruitui.table.seats import Seat, parse_players
from fruitui.table.local import Table, TableSetup
from fruitui.table.undo import (
    ACTED_SINCE,
    NOTHING_TO_TAKE_BACK,
    REVEALED,
    Step,
    UndoRefused,
    undo_refusal,
)
from tests.test_undo_game import NAME, register


@pytest.fixture(autouse=True)
def pick_peek(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch)


def hot_seat(seed: int = 1) -> Table:
    table = Table(TableSetup(NAME, [Seat("Ann"), Seat("Bob")], seed))
    table.take_keyboard(table.decision.seat)
    return table


def refusal(table: Table) -> str:
    with pytest.raises(UndoRefused) as caught:
        table.take_back()
    return str(caught.value)


# -- the rule itself -------------------------------------------------------------


def decision(seat: int, turn: int) -> Decision:
    return Decision(seat, "act", "", ("x",), turn)


@pytest.mark.parametrize("steps, pending, seat, expected", [
    ([Step(0, 4, False)], decision(0, 4), 0, None),
    ([Step(0, 4, True)], decision(0, 4), 0, REVEALED),
    ([Step(0, 3, False)], decision(0, 4), 0, NOTHING_TO_TAKE_BACK),  # an earlier turn
    ([Step(1, 4, False)], decision(0, 4), 0, NOTHING_TO_TAKE_BACK),  # someone else's
    # Yours this turn, but someone answered it since (a Mean Worm's victim): said so.
    ([Step(0, 4, False), Step(1, 4, False)], decision(0, 4), 0, ACTED_SINCE),
    ([Step(0, 4, False)], decision(1, 4), 0, NOTHING_TO_TAKE_BACK),  # not your move
    ([], decision(0, 0), 0, NOTHING_TO_TAKE_BACK),
    ([Step(0, 4, False)], decision(0, 4), None, "Nobody is at the keyboard"),
])
def test_undo_refusal(steps, pending, seat, expected) -> None:
    answer = undo_refusal(steps, pending, seat)
    assert answer == expected or (expected and answer and answer.startswith(expected))


def test_computer_seats_never_take_back() -> None:
    assert undo_refusal([Step(0, 4, False)], decision(0, 4), 0, {0}) is not None


def test_nothing_after_the_game_is_over() -> None:
    assert "over" in undo_refusal([Step(0, 4, False)], None, 0)


# -- at a table with a multi-choice-per-turn game ---------------------------------------


def test_take_back_own_choices_one_by_one_within_the_turn() -> None:
    table = hot_seat()
    table.apply("coin")
    table.apply("poke")
    assert table.decision.seat == 1  # Bob must answer Ann's poke: not Ann's move
    table.take_keyboard(1)
    assert refusal(table) == NOTHING_TO_TAKE_BACK  # Bob cannot undo Ann's choices
    table.apply("ok")
    table.take_keyboard(0)
    assert refusal(table) == ACTED_SINCE  # Bob's answer stands, so Ann's poke does

    table = hot_seat()
    table.apply("coin")
    table.apply("coin")
    assert table.take_back() == "Ann took back a choice (move 2)."
    assert table.take_back() == "Ann took back a choice (move 1)."
    assert table.match.choices == [] and table.steps == []
    assert table.match.state.coins == [0, 0]
    assert refusal(table) == NOTHING_TO_TAKE_BACK
    assert table.notes == ["Ann took back a choice (move 2).", "Ann took back a choice (move 1)."]


def test_a_revealing_choice_cannot_be_taken_back() -> None:
    table = hot_seat()
    table.apply("peek")
    table.apply("coin")
    table.take_back()  # the coin showed nothing: fine
    assert refusal(table) == REVEALED
    assert table.match.choices == ["peek"]


def test_the_turn_passing_ends_take_backs() -> None:
    table = hot_seat()
    table.apply("coin")
    table.apply("pass")
    table.take_keyboard(1)
    assert refusal(table) == NOTHING_TO_TAKE_BACK
    table.apply("coin")
    assert table.take_back().startswith("Bob took back")


def test_computer_choices_are_never_taken_back() -> None:
    table = Table(TableSetup(NAME, [Seat("Ann"), Seat("Robo", computer=True)], 2))
    table.apply("pass")
    while table.is_computer_turn():
        table.apply(table.computer_choice())
    assert table.decision.seat == 0
    assert refusal(table) == NOTHING_TO_TAKE_BACK


def test_after_take_back_the_computers_play_as_before() -> None:
    table = Table(TableSetup(NAME, [Seat("Ann"), Seat("Robo", computer=True)], 4))
    table.apply("coin")
    table.take_back()
    table.apply("pass")
    played = []
    while table.is_computer_turn():
        choice = table.computer_choice()
        played.append(choice)
        table.apply(choice)
    fresh = Table(TableSetup(NAME, [Seat("Ann"), Seat("Robo", computer=True)], 4, choices=("pass",)))
    again = []
    while fresh.is_computer_turn():
        choice = fresh.computer_choice()
        again.append(choice)
        fresh.apply(choice)
    assert played == again


def test_take_back_is_saved_and_survives_a_resume() -> None:
    store = Store()
    autosave = store.create()
    table = hot_seat()
    autosave.attach(table)
    table.apply("coin")
    table.apply("coin")
    table.take_back()
    autosave.flush()  # written by the save thread: on disk once flushed
    saved = load(autosave.path)
    assert saved.choices == ["coin"]
    assert saved.notes == ("Ann took back a choice (move 2).",)
    autosave.close()

    setup, autosave = store.resume(autosave.game_id)
    resumed = Table(setup)
    assert resumed.notes == ["Ann took back a choice (move 2)."]
    resumed.take_keyboard(resumed.decision.seat)
    # The choice made before the save is still Ann's, in her turn: she may take it back.
    assert resumed.take_back() == "Ann took back a choice (move 1)."
    autosave.close()


# -- Fruit Spy: the turn passes with every choice ---------------------------------------


def test_fruit_spy_refuses_after_the_turn_passed() -> None:
    table = Table(TableSetup("fruit-spy", parse_players("Ann,cpu,cpu"), 7))
    assert refusal(table) == NOTHING_TO_TAKE_BACK  # nothing played yet
    table.apply(table.decision.choices[0])
    while table.is_computer_turn():
        table.apply(table.computer_choice())
    assert refusal(table) == NOTHING_TO_TAKE_BACK


def test_fruit_spy_steps_record_reveals() -> None:
    table = Table(TableSetup("fruit-spy", parse_players("Ann,Bob,Cy"), 7))
    table.apply((1, 0))  # face down on an empty house: reveals nothing
    table.apply((2, 0))  # turns Ann's card face up
    assert [s.reveals for s in table.steps] == [False, True]
    assert [(s.seat, s.turn) for s in table.steps] == [(0, 0), (1, 1)]
