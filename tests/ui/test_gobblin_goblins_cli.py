"""`fruitui --game gobblin-goblins --distractions ...`: the setting reaches the
table; a bad combination is one clear line and exit code 2."""

from __future__ import annotations

import pytest

from fruitui.cli import main as cli
from fruitui.games.gobblin_goblins import DISTRACTION_SETTINGS
from fruitui.storage.saves import Store


def test_cli_knows_the_same_settings_as_the_rules() -> None:
    flag = next(action for action in cli.build_parser()._actions
                if "--distractions" in action.option_strings)
    assert tuple(flag.choices) == DISTRACTION_SETTINGS


def test_distractions_flag_reaches_the_saved_table(capsys) -> None:
    setting = "own-turn"  # the shortest headless game; the others are checked below
    code = cli.main(["--game", "gobblin-goblins", "--players", "cpu,cpu,cpu", "--seed", "3",
                     "--distractions", setting, "--headless"])
    assert code == 0, capsys.readouterr().err
    games, problems = Store().scan(finished=True)
    assert not problems and len(games) == 1
    assert games[0].options == {"distractions": setting}


def test_the_table_opens_with_the_setting(monkeypatch) -> None:
    opened = {}

    class FakeApp:
        return_code = 0

        def __init__(self, setup, cpu_delay) -> None:
            opened["setup"] = setup

        def run(self, mouse: bool) -> None:
            pass

    monkeypatch.setattr("fruitui.ui.app.FruitApp", FakeApp)
    assert cli.main(["--game", "gobblin-goblins", "--players", "Ann,cpu",
                     "--distractions", "ask-everyone"]) == 0
    assert opened["setup"].options == {"distractions": "ask-everyone"}
    assert cli.main(["--game", "gobblin-goblins", "--players", "Ann,cpu"]) == 0
    assert opened["setup"].options == {}  # the rules' default: ask-holders


@pytest.mark.parametrize("args, message", [
    (["--game", "fruit-spy", "--players", "a,b,c", "--distractions", "own-turn"],
     "--distractions is only for a new table of --game gobblin-goblins"),
    (["--distractions", "own-turn"], "--distractions is only for"),
    (["--distractions", "own-turn", "resume"], "--distractions is only for"),
    (["--game", "gobblin-goblins", "--players", "a,b", "--distractions", "sometimes"],
     "invalid choice: 'sometimes'"),
])
def test_bad_distractions_is_one_line_and_exit_2(args, message, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(args)
    assert stop.value.code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]
