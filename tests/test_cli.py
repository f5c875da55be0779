"""The `fruitui` command line: help, sim, and clear errors for bad arguments."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from fruitui.cli.main import main


def run(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fruitui", *args], capture_output=True,
                          text=True, timeout=60, cwd=cwd)


def test_help_lists_games_and_examples() -> None:
    out = run("--help")
    assert out.returncode == 0
    assert "fruit-spy" in out.stdout and "sim" in out.stdout and "--players" in out.stdout


def test_sim_help() -> None:
    out = run("sim", "--help")
    assert out.returncode == 0 and "--games" in out.stdout and "--json" in out.stdout


def test_sim_prints_wins_scores_and_speed(capsys) -> None:
    assert main(["sim", "--game", "fruit-spy", "--games", "30", "--players", "4",
                 "--seed", "1"]) == 0
    text = capsys.readouterr().out
    assert "30 games of fruit-spy" in text and "decisions/s" in text and "cpu4" in text


def test_sim_json(capsys) -> None:
    main(["sim", "--game", "fruit-spy", "--games", "20", "--players", "3", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 20 and len(report["wins"]) == 3
    assert sum(report["wins"]) == pytest.approx(20)
    assert report["decisions_per_second"] > 0


def test_sim_is_repeatable(capsys) -> None:
    args = ["sim", "--game", "fruit-spy", "--games", "10", "--players", "5", "--seed", "7",
            "--json"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["mean_scores"] == second["mean_scores"] and first["wins"] == second["wins"]


@pytest.mark.parametrize("args, message", [
    (["--game", "chess", "--players", "a,b,c"], "unknown game 'chess'"),
    (["--game", "fruit-spy", "--players", "a,b"], "3–5 players, not 2"),
    (["--game", "fruit-spy", "--players", "a,b,c,d,e,f"], "3–5 players, not 6"),
    (["--game", "fruit-spy", "--players", "a,b,c", "--seed", "abc"], "seed must be a whole"),
    (["--game", "fruit-spy", "--players", "a,a,c"], "two players are called"),
    (["--game", "fruit-spy", "--players", "a,,c"], "empty name"),
    (["--game", "fruit-spy"], "--game needs --players"),
    (["--players", "a,b,c"], "--players needs --game"),
    (["sim", "--game", "fruit-spy", "--players", "2"], "3–5 players, not 2"),
    (["sim", "--game", "fruit-spy", "--players", "4", "--games", "x"], "whole number"),
    (["--bogus"], "unrecognized arguments"),
])
def test_bad_arguments_print_one_clear_line_and_exit_2(args, message) -> None:
    out = run(*args)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert message in lines[0]


def test_installed_package_finds_its_assets(tmp_path) -> None:
    # Run away from the checkout, so the installed package (and its data) is used.
    out = run("sim", "--game", "fruit-spy", "--games", "3", "--players", "3", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    code = ("from fruitui.ui.screens.help import rules_text; import fruitui; "
            "print(fruitui.__file__); print(rules_text('fruit-spy')[:40])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=tmp_path, check=True)
    assert "Fruit Spy" in out.stdout
