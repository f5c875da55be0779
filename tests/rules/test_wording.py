"""Wording a player reads: counts agree with their nouns, one exclamation mark, your
own draws said to you as "You drew", and replay labels said about the mover."""

from __future__ import annotations

from fruitui.games.fabled_fruit import RULES as FABLED
from fruitui.games.gobblin_goblins.cards import CARDS, GOBLINS
from fruitui.games.gobblin_goblins.wording import event_line
from fruitui.games.wording import count_of, exclaim, signed_points
from fruitui.ui.screens.replay import about


def test_counts_agree_with_their_nouns() -> None:
    assert [count_of(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert count_of(1, "gobbled card") == "1 gobbled card"
    assert [signed_points(n) for n in (1, -1, 0, 3)] == [
        "+1 point", "-1 point", "+0 points", "+3 points"]


def test_a_card_name_that_exclaims_gets_no_second_mark() -> None:
    squirrel = next(card for card in CARDS if card.name.endswith("!"))
    line = event_line(("distract", 0, squirrel.id), ["Ann", "Bob"], GOBLINS[:2], 1)
    assert line == f"Ann plays the Distraction {squirrel.name}" and not line.endswith("!!")
    assert exclaim("Food Fight") == "Food Fight!"


def test_seconds_of_one_card_is_one_card() -> None:
    line = event_line(("seconds", 0, (CARDS[0].id,)), ["Ann", "Bob"], GOBLINS[:2], 1)
    assert line == "Ann draws 1 card (Seconds)."


def test_your_own_draw_is_said_to_you() -> None:
    state = FABLED.new_state(["Ann", "Bob"], 5)
    state.apply(("go", 1))
    state.apply(("act",))  # #1: Ann draws two fruits
    assert any(line.startswith("You drew ") for line in state.view(0).log)
    assert "Ann drew 2 fruits." in state.view(1).log
    assert not any(line.startswith("You drew") for line in state.view(1).log)


def test_a_replay_label_is_said_about_the_mover() -> None:
    assert about("Gobble Cheese (+2 points for you)", "Ann") == "Gobble Cheese (+2 points for Ann)"
    assert about("Move Cheese off your plate", "Bob") == "Move Cheese off their plate"
    assert about("Play it at once (you hold no Food)", "Cy") == "Play it at once (Cy holds no Food)"


def test_the_saved_turn_is_whose_turn_not_who_answers_a_distraction() -> None:
    from fruitui.storage.saves import table_record
    from fruitui.table.seats import Seat
    from fruitui.table.local import Table, TableSetup

    seats = [Seat(name, True) for name in ("Ann", "Bob", "Cy")]
    table = Table(TableSetup("gobblin-goblins", seats, 2, {"distractions": "ask-everyone"}))
    while table.decision.seat == table.turn_owner():
        table.apply(table.computer_choice())
    owner = table.names[table.turn_owner()]
    assert table.names[table.decision.seat] != owner  # someone answers out of turn
    assert table_record("x", table, "now")["to_move"] == owner
