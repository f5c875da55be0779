"""Command lines fruitui used to accept or answer inconsistently (issue 39,
item 10): each is now refused with one line, and the exit code says which
kind of refusal it is (2: a mistake in the arguments; 1: well-formed, but the
game or table is not there or is refused)."""

from __future__ import annotations

import pytest

from tests.test_bad_input import saved_game
from tests.test_cli_fuzz import raw_controls, run


def one_line(code: int, out: str, err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and out == "" and not raw_controls(err), (code, out, err)
    return lines[0]


@pytest.mark.parametrize("argv, left_out", [
    (["resume", "--list", "X"], "the game ID"),
    (["replay", "--list", "X"], "the game ID"),
    (["resume", "--list", "--headless"], "--headless"),
    (["replay", "--list", "--all"], "--all"),
    (["replay", "--list", "--seat", "Ann"], "--seat"),
    (["replay", "--list", "X", "--all"], "the game ID and --all"),
    (["--cpu-level", "hard", "resume", "--list"], "--cpu-level"),
    (["resume", "--list", "--cpu-delay", "0"], "--cpu-delay"),
])
def test_list_takes_nothing_else(capsys, argv, left_out) -> None:
    code, out, err = run(capsys, argv)
    line = one_line(code, out, err)
    assert code == 2 and "--list only lists the games" in line and left_out in line


@pytest.mark.parametrize("argv", [["--players="], ["--players", ""], ["--players", "  "],
                                  ["--game", "fruit-spy", "--players="]])
def test_an_empty_players_is_a_mistake_not_the_start_screen(capsys, argv) -> None:
    code, out, err = run(capsys, argv)
    assert code == 2 and "--players is empty" in one_line(code, out, err)


@pytest.mark.parametrize("argv", [["resume", "nosuch"], ["resume", "nosuch", "--headless"],
                                  ["replay", "nosuch"], ["join", "nosuch"],
                                  ["tables", "--close", "nosuch"], ["host", "--resume", "nosuch"]])
def test_an_id_that_names_nothing_exits_1_whatever_the_command(capsys, argv) -> None:
    saved_game()  # a home with a game in it, just not this one
    code, out, err = run(capsys, argv)
    line = one_line(code, out, err)
    assert code == 1 and "nosuch" in line and "see --help" not in line


@pytest.mark.parametrize("argv", [["resume", "no/such"], ["replay", "../x"], ["join", "a b"],
                                  ["tables", "--close", "x" * 65], ["host", "--resume", "."]])
def test_a_malformed_id_is_a_mistake_in_the_arguments(capsys, argv) -> None:
    code, out, err = run(capsys, argv)
    assert code == 2 and "is not a" in one_line(code, out, err)


@pytest.mark.parametrize("games, said", [("1000001", "at most 1,000,000"),
                                         ("99999999999999999999", "at most 1,000,000"),
                                         ("0", "at least 1")])
def test_sim_games_is_bounded(capsys, games, said) -> None:
    code, out, err = run(capsys, ["sim", "--game", "fruit-spy", "--players", "3",
                                  "--games", games])
    line = one_line(code, out, err)
    assert code == 2 and "--games" in line and said in line
