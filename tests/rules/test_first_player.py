"""Who goes first: the game option "first" (a seat index, default 0) in all four
games, `--first NAME` on the command line, and Gobblin' Goblins' play again."""

from __future__ import annotations

import random

import pytest

from fruitui.cli.main import main
from fruitui.games.base import BadOptions
from fruitui.games.match import Match
from fruitui.storage.saves import load
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup

NAMES = ("Ann", "Bob", "Cy")
GAMES = ("grunlings", "fabled-fruit", "gobblin-goblins", "fruit-spy")


def first_turn_seat(game: str, options: dict) -> int:  # type: ignore[type-arg]
    """The seat whose turn it is once any setup choices are made."""
    match = Match(game, NAMES, 5, options)
    state = match.state
    while (d := state.decision()) is not None and d.kind == "open_basket":
        state.apply(d.choices[0])  # Grunlings: everyone stores their opening Basket first
    d = state.decision()
    assert d is not None
    return d.seat


@pytest.mark.parametrize("game", GAMES)
def test_first_option_names_the_starting_seat(game: str) -> None:
    assert first_turn_seat(game, {}) == 0
    assert first_turn_seat(game, {"first": 2}) == 2
    assert first_turn_seat(game, {"first": 1}) == 1


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("bad", [3, -1, "Bob", True, 1.0])
def test_a_bad_first_seat_is_refused(game: str, bad: object) -> None:
    with pytest.raises(BadOptions, match="'first'"):
        Match(game, NAMES, 5, {"first": bad})


def test_grunlings_opening_baskets_start_with_the_first_player() -> None:
    state = Match("grunlings", NAMES, 5, {"first": 1}).state
    order = []
    while (d := state.decision()) is not None and d.kind == "open_basket":
        order.append(d.seat)
        state.apply(d.choices[0])
    assert order == [1, 2, 0]
    assert "Bob starts." in state.view(None).log


def test_cli_first_names_a_player(tmp_path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("FRUITUI_HOME", str(tmp_path))
    code = main(["--game", "fruit-spy", "--players", "cpu:Ann,cpu:Bob,cpu:Cy", "--first", "cy",
                 "--seed", "4", "--headless"])
    assert code == 0
    saved = [load(p) for p in (tmp_path / "history").glob("*.json")]
    assert len(saved) == 1 and saved[0].options == {"first": 2}
    with pytest.raises(SystemExit) as bad:
        main(["--game", "fruit-spy", "--players", "cpu:Ann,cpu:Bob,cpu:Cy", "--first", "Zed",
              "--headless"])
    assert bad.value.code == 2
    assert "--first: 'Zed' is not one of the players (Ann, Bob, Cy)" in capsys.readouterr().err


def test_gobblin_play_again_starts_with_the_last_winner() -> None:
    seats = [Seat(n, computer=True) for n in NAMES]
    table = Table(TableSetup("gobblin-goblins", seats, 8, {}))
    rng = random.Random(1)
    while (d := table.decision) is not None:
        table.apply(rng.choice(d.choices))
    winner = table.result.winners[0]
    again = table.again()
    assert again.options["first"] == winner
    assert first_turn_seat("gobblin-goblins", again.options) == winner
    other = Table(TableSetup("fruit-spy", seats, 8, {}))
    assert "first" not in other.again().options  # other games keep the seat they had


def test_fruit_spy_full_ties_follow_turn_order_from_the_first_player() -> None:
    from fruitui.games.fruit_spy import rank_players

    strengths = [{0: 2, 1: 2, 2: 2} for _ in range(6)]  # tied on every house
    assert rank_players(1, strengths, 0)[0] == [0, 1, 2]
    assert rank_players(1, strengths, 0, first=2, players=3)[0] == [2, 0, 1]
