"""Malformed command lines (issue 39, item 10): a few hundred, seeded, each with
a character a terminal would act on. Every one is refused with one line (exit
code 1 or 2), and no such character reaches stdout or stderr as typed."""

from __future__ import annotations

import random
from unittest import mock

import pytest

from fruitui.ui.app import FruitApp
from fruitui.cli.main import main

HOSTILE = ["\x1b]0;X\x07", "\x1b[2J", "a\x9bb", "x\ry", "\x7f", "--\x1b[31m", "-\x07",
           "\u202eevil", "\x1bP+q\x1b\\", "Ann,\x1b[8m", "--players=\x1b[1m",
           "--game=\x1b]2;t\x07", "--seed=\x1b", "--close=\x1b", "ab\x08\x08cd", "\x0c"]
BASES = [
    [], ["resume"], ["resume", "--list"], ["replay"], ["replay", "--list"],
    ["replay", "abc", "--seat"], ["resume", "abc", "--headless"],
    ["sim", "--game", "fruit-spy", "--players", "3", "--games", "1"],
    ["sim", "--game", "grunlings", "--bots", "greedy,random"],
    ["score", "grunlings"], ["host", "--game", "fruit-spy", "--players", "ann,cpu,cpu"],
    ["host", "--resume"], ["join"], ["join", "abc", "--seat"], ["tables"], ["tables", "--close"],
    ["--game", "fruit-spy", "--players", "Ann,cpu,cpu"], ["--game", "grunlings", "--players"],
    ["--game", "fruit-spy", "--players", "Ann,cpu,cpu", "--cpu-delay"],
    ["--game", "gobblin-goblins", "--players", "Ann,cpu", "--goblins"],
]
FLAGS = ["--game", "--players", "--seed", "--cpu-delay", "--cpu-level", "--seat", "--bots",
         "--games", "--close", "--resume", "--idle-timeout", "--bot-after", "--sets", "--goblins"]


def malformed(rng: random.Random) -> list[str]:
    """A base command line with one hostile token put in, swapped in, or given to a flag."""
    line = list(rng.choice(BASES))
    token = rng.choice(HOSTILE)
    how = rng.randrange(3)
    if how == 0 or not line:
        line.insert(rng.randrange(len(line) + 1), token)
    elif how == 1:
        line[rng.randrange(len(line))] = token
    else:
        line += [rng.choice(FLAGS), token] if rng.random() < 0.5 else [
            f"{rng.choice(FLAGS)}={token}"]
    return line


def _ran(*args, **kwargs):
    raise AssertionError("a malformed command line was carried out")


def run(capsys, argv: list[str]) -> tuple[int, str, str]:
    with mock.patch.object(FruitApp, "run", _ran), \
            mock.patch("fruitui.tools.sim.simulate", _ran), \
            mock.patch("fruitui.tools.sim.simulate_match", _ran), \
            mock.patch("fruitui.net.cli.detach", _ran):
        try:
            code = main(argv)
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def raw_controls(text: str) -> list[str]:
    return sorted({c for c in text if not c.isprintable() and c != "\n"})


@pytest.mark.parametrize("seed", range(4))
def test_malformed_command_lines_never_reach_the_terminal_as_typed(capsys, seed) -> None:
    rng = random.Random(seed)
    for _ in range(100):
        argv = malformed(rng)
        code, out, err = run(capsys, argv)
        assert not raw_controls(out) and not raw_controls(err), (argv, out, err)
        assert code in (1, 2) and out == "" and len(err.strip().splitlines()) == 1, (
            argv, code, out, err)


@pytest.mark.parametrize("command", [["tables"], ["resume", "--list"], ["sim", "--game"], ["join"],
                                     ["host", "--game", "fruit-spy", "--players"],
                                     ["score", "grunlings", "x", "y"], []])
def test_an_escape_sequence_typed_anywhere_is_written_out(capsys, command) -> None:
    code, out, err = run(capsys, [*command, "\x1b]0;X\x07"])
    assert code == 2 and "\\x1b]0;X\\x07" in err and not raw_controls(err + out), err
