"""`--goblins`: each seat's goblin chosen on the command line, checked before any screen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fruitui.cli.main import main


def test_chosen_goblins_reach_the_game_and_its_save(capsys, fruitui_home: Path) -> None:
    code = main(["--game", "gobblin-goblins", "--players", "cpu,cpu,cpu", "--seed", "4",
                 "--goblins", "old grubb,-,", "--headless"])
    assert code == 0
    assert "is over" in capsys.readouterr().out
    saved = json.loads(next((fruitui_home / "history").glob("*.json")).read_text())
    assert saved["options"] == {"goblins": ["Old Grubb", None, None]}


@pytest.mark.parametrize("goblins, message", [
    ("Old Grubb", "--goblins names 1 seat(s), but the table has 3"),
    ("Old Grubb,Nobody,", "--goblins: no goblin called 'Nobody'; choose from Lumpy Bedpans"),
    ("Old Grubb,Old Grubb,", "Old Grubb was chosen twice"),
])
def test_bad_goblins_are_one_clear_line_and_exit_2(goblins: str, message: str, capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--game", "gobblin-goblins", "--players", "Ann,Bob,Cy", "--goblins", goblins])
    assert exit_.value.code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], lines


def test_goblins_is_only_for_a_new_gobblin_goblins_table(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["--game", "fruit-spy", "--players", "a,b,c", "--goblins", "Old Grubb,,"])
    assert "--goblins is only for a new table of --game gobblin-goblins" in capsys.readouterr().err


def test_any_goblins_and_the_dealing_options_reach_the_save(capsys, fruitui_home: Path) -> None:
    # Two of one type and one more: unbalanced, and the rulebook only advises balance.
    code = main(["--game", "gobblin-goblins", "--players", "cpu,cpu,cpu", "--seed", "4",
                 "--goblins", "Lumpy Bedpans,Grindle Spade,", "--balance", "any",
                 "--headless"])
    assert code == 0
    saved = json.loads(next((fruitui_home / "history").glob("*.json")).read_text())
    assert saved["options"]["balance"] == "any"
    code = main(["--game", "gobblin-goblins", "--players", "cpu,cpu", "--seed", "4",
                 "--two-player-rainbow", "4", "--headless"])
    assert code == 0
    with pytest.raises(SystemExit) as exit_:
        main(["--game", "gobblin-goblins", "--players", "a,b", "--two-player-rainbow", "5"])
    assert exit_.value.code == 2
    assert "--two-player-rainbow" in capsys.readouterr().err
