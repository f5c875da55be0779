"""Game options are declared once (`GameInfo.options` in the catalog): an option
added there is a flag of `fruitui` and of `fruitui host`, in `--help`, with one
clear line and exit code 2 for a bad value; and `fruitui host` takes the real
options of every game (Sets, Distractions, goblins, who starts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from msgspec.structs import replace

from fruitui.cli import main as cli
from fruitui.cli.options import option_flags, option_values
from fruitui.net import cli as net_cli
from fruitui.net.launch import host_command
from fruitui.games.registry import GAMES
from fruitui.games.game_options import CHOICE, INT, GameOption
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup

PACE = GameOption("pace", CHOICE, "how long each player may think", label="Pace",
                  values=("calm", "brisk"), value_help={"calm": "Take your time.",
                                                        "brisk": "Ten seconds a move."})
ROUNDS = GameOption("rounds", INT, "how many rounds to play", label="Rounds", metavar="N",
                    low=1, high=9)


def add_fake_options(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fruit Spy with two options no game has: nothing but this declaration adds them."""
    info = GAMES["fruit-spy"]
    monkeypatch.setitem(GAMES, "fruit-spy", replace(info, options=info.options + (PACE, ROUNDS)))


@pytest.fixture
def fake_options(monkeypatch: pytest.MonkeyPatch) -> None:
    add_fake_options(monkeypatch)


def usage_error(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_:
        cli.main(args)
    assert exit_.value.code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1, lines
    return lines[0]


@pytest.mark.parametrize("command", [[], ["host"]])
def test_a_declared_option_is_in_help(fake_options, command: list[str], capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main([*command, "--help"])
    text = " ".join(capsys.readouterr().out.split())  # argparse wraps the lines
    assert "--pace {calm,brisk} fruit-spy only: how long each player may think" in text
    assert "--rounds N fruit-spy only: how many rounds to play" in text


def test_a_declared_option_reaches_the_table_options(fake_options) -> None:
    parser = cli.build_parser()
    args = parser.parse_args(["--game", "fruit-spy", "--players", "a,b,c",
                              "--pace", "brisk", "--rounds", "3", "--first", "B"])
    assert option_values(parser, args, "fruit-spy", ["a", "b", "c"]) == {
        "pace": "brisk", "rounds": 3, "first": 1}


@pytest.mark.parametrize("args, message", [
    (["--pace", "slow"], "argument --pace: invalid choice: 'slow'"),
    (["--rounds", "12"], "--rounds must be a whole number from 1 to 9, not '12'"),
    (["--rounds", "two"], "--rounds must be a whole number from 1 to 9, not 'two'"),
])
def test_a_bad_value_of_a_declared_option_is_one_line(fake_options, args, message,
                                                      capsys) -> None:
    line = usage_error(["--game", "fruit-spy", "--players", "a,b,c", *args], capsys)
    assert message in line


def test_a_declared_option_is_only_for_its_game(fake_options, capsys) -> None:
    line = usage_error(["--game", "grunlings", "--players", "a,b", "--pace", "calm"], capsys)
    assert "--pace is only for a new table of --game fruit-spy" in line


def hosted(monkeypatch: pytest.MonkeyPatch, *args: str):
    """`fruitui host ... --no-join`, up to the point where it would detach: the host."""
    started = []
    monkeypatch.setattr(net_cli, "detach", lambda host, log: started.append(host) or "")
    assert cli.main(["host", *args, "--no-join"]) == 0
    host = started[0]
    host.autosave.close()
    return host


def test_host_takes_the_game_options(monkeypatch, fruitui_home: Path) -> None:
    host = hosted(monkeypatch, "--game", "gobblin-goblins", "--players", "Ann,Bob,cpu",
                  "--distractions", "own-turn", "--goblins", "old grubb,,", "--first", "bob")
    assert host.table.setup.options == {
        "distractions": "own-turn", "goblins": ["Old Grubb", None, None], "first": 1}
    assert host.table.decision.seat == 1
    host = hosted(monkeypatch, "--game", "grunlings", "--players", "Ann,Bob,Cy",
                  "--sets", "tropic,berry")
    assert host.table.match.state.sets == ("Berry", "Tropic")


@pytest.mark.parametrize("args, message", [
    (["--game", "grunlings", "--players", "Ann,Bob", "--sets", "kiwi"],
     "--sets: unknown Set 'kiwi'"),
    (["--game", "fruit-spy", "--players", "Ann,Bob,Cy", "--first", "Zed"],
     "--first: 'Zed' is not one of the players (Ann, Bob, Cy)"),
    (["--game", "fruit-spy", "--players", "Ann,Bob,Cy", "--sets", "apple"],
     "--sets is only for a new table of --game grunlings"),
    (["--game", "gobblin-goblins", "--players", "Ann,Bob,Cy", "--goblins", "Old Grubb"],
     "--goblins names 1 seat(s), but the table has 3"),
    (["--resume", "abc", "--first", "Ann"],
     "host --resume takes the game, players and options from the save"),
])
def test_host_refuses_a_bad_option_in_one_line(args, message, capsys, fruitui_home) -> None:
    assert message in usage_error(["host", *args, "--no-join"], capsys)
    assert not list(fruitui_home.rglob("*.json"))  # nothing saved


def test_a_table_hosted_from_the_start_screen_keeps_its_options() -> None:
    seats = [Seat("Ann"), Seat("Bob"), Seat("Robo", True)]
    options = {"goblins": [None, "Old Grubb", None], "distractions": "ask-everyone",
               "first": 2}
    command = host_command(TableSetup("gobblin-goblins", seats, 5, options))
    parser = cli.build_parser()
    args = parser.parse_args(command[3:])
    names = [seat.name for seat in seats]
    assert option_values(parser, args, "gobblin-goblins", names, "host_") == options
    assert option_flags("fruit-spy", {}, names) == []
