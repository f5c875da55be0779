"""Choosing Grunlings' Sets: `--sets` on the command line and the start screen's field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Input

from fruitui.ui.app import FruitApp
from fruitui.cli.main import main
from fruitui.games.option_hooks import parse_sets
from fruitui.ui.screens.start import StartScreen
from fruitui.ui.screens.table import TableScreen
from tests.test_cli import run


@pytest.mark.parametrize("args, message", [
    (["--sets", "apple,kiwi"], "--sets: unknown Set 'kiwi'; choose from apple, berry, tropic"),
    (["--sets", "apple"], "Grunlings for 3 players uses 2 Sets (the rulebook's count), not 1"),
    (["--sets", "apple,berry,tropic"], "uses 2 Sets (the rulebook's count), not 3"),
    (["--sets", "apple,APPLE"], "Set Apple is listed twice"),
    (["--sets", "apple,"], "a Set name is empty"),
])
def test_bad_sets_print_one_clear_line_and_exit_2(args: list[str], message: str) -> None:
    out = run("--game", "grunlings", "--players", "Ann,Bob,cpu", *args)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert message in lines[0]


@pytest.mark.parametrize("args", [
    ["--game", "fruit-spy", "--players", "a,b,c", "--sets", "apple"],
    ["--sets", "apple"],
    ["--sets", "apple", "resume", "--list"],
])
def test_sets_are_only_for_a_new_grunlings_table(args: list[str]) -> None:
    out = run(*args)
    assert out.returncode == 2
    assert out.stderr.strip() == \
        "fruitui: --sets is only for a new table of --game grunlings (see --help)"


def test_help_mentions_sets() -> None:
    out = run("--help")
    assert "--sets" in out.stdout and "grunlings only" in out.stdout


def test_sets_reach_the_game_and_its_save(capsys, fruitui_home: Path) -> None:
    code = main(["--game", "grunlings", "--players", "cpu,cpu,cpu", "--sets", "TROPIC, apple",
                 "--seed", "2", "--headless"])
    assert code == 0
    assert "is over" in capsys.readouterr().out
    saved = json.loads(next((fruitui_home / "history").glob("*.json")).read_text())
    assert saved["options"] == {"sets": ["Apple", "Tropic"]}  # the data's order


def test_rulebook_count_by_players() -> None:
    assert parse_sets("berry", 2) == ["Berry"]
    assert parse_sets("tropic,berry", 4) == ["Berry", "Tropic"]
    assert parse_sets("apple,berry,tropic", 5) == ["Apple", "Berry", "Tropic"]
    with pytest.raises(ValueError, match="uses 3 Sets"):
        parse_sets("apple,berry", 5)


async def test_start_screen_sets_field_only_for_grunlings() -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen) and start.game == "grunlings"
        field = start.query_one("#sets", Input)
        assert field.display
        await pilot.press("plus")  # three players
        field.focus()
        await pilot.press(*"berry,kiwi")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)  # refused, with a notice
        field.value = ""
        field.focus()
        await pilot.press(*"tropic,berry")
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen)).table
        assert table.match.state.sets == ("Berry", "Tropic")
        assert table.setup.options == {"sets": ["Berry", "Tropic"]}
