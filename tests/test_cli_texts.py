"""Every help text and usage error of the command line prints exactly as recorded.

The subcommands' parsers are built only when their command is given (issue 14:
first frame), so each text here is checked against a copy recorded before that
change, in tests/fixtures/cli_texts/. A help text changed on purpose is recorded
again with:  python -m tests.test_cli_texts --record
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from fruitui.cli.main import main

RECORDED = Path(__file__).parent / "fixtures" / "cli_texts"
CASES = (
    ["--help"], ["-h"], ["--version"],
    ["resume", "--help"], ["replay", "--help"], ["sim", "--help"], ["score", "--help"],
    ["host", "--help"], ["join", "--help"], ["tables", "--help"],
    ["--help", "sim"], ["--players", "Ann", "sim", "--help"],
    ["bogus"], ["Sim"], ["--bogus"], ["sim"], ["sim", "--game", "grunlings", "--games", "0"],
    ["--game", "nope"], ["resume", "--bogus"], ["replay", "--seat"], ["score"],
    ["host", "--bogus"], ["host", "--game"], ["join", "--watch"], ["tables", "--close"],
    ["--cpu-delay", "x", "resume"], ["resume", "--cpu-level", "best"],
    ["sim", "--game", "grunlings", "--bot", "clever"], ["--players", "Ann,cpu"],
    ["--game", "grunlings"], ["--seed", "-1"], ["sim", "--", "x"], ["resume", "a", "b"],
)


def case_name(args: list[str]) -> str:
    return re.sub(r"[^A-Za-z0-9,-]+", "_", " ".join(args))


def printed(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What `fruitui ARGS` prints and its exit code, at 80 columns."""
    try:
        code = main(args)
    except SystemExit as leaving:
        code = leaving.code
    out, err = capsys.readouterr()
    return f"exit {code}\n--- stdout\n{out}--- stderr\n{err}"


@pytest.fixture
def eighty_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")  # argparse wraps to the terminal's width


@pytest.mark.parametrize("args", CASES, ids=case_name)
def test_the_text_is_as_recorded(args: list[str], capsys, eighty_columns) -> None:
    recorded = (RECORDED / f"{case_name(args)}.txt").read_text(encoding="utf-8")
    assert printed(args, capsys) == recorded


def test_the_cases_are_told_apart() -> None:
    assert len({case_name(args) for args in CASES}) == len(CASES)


if __name__ == "__main__" and sys.argv[1:] == ["--record"]:
    import os

    class Capture:  # capsys's readouterr, outside pytest
        def readouterr(self):
            out, err = sys.stdout.getvalue(), sys.stderr.getvalue()
            sys.stdout.seek(0), sys.stdout.truncate(), sys.stderr.seek(0), sys.stderr.truncate()
            return out, err

    import io

    os.environ["COLUMNS"] = "80"
    real = sys.stdout, sys.stderr
    RECORDED.mkdir(exist_ok=True)
    for case in CASES:
        sys.stdout, sys.stderr = io.StringIO(), io.StringIO()
        text = printed(list(case), Capture())  # type: ignore[arg-type]
        sys.stdout, sys.stderr = real
        (RECORDED / f"{case_name(list(case))}.txt").write_text(text, encoding="utf-8")
        print("recorded", case_name(list(case)))
