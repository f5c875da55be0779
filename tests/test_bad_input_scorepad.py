"""The score pad with hostile files: huge counts, huge numbers, deep nesting,
FIFOs and control characters get one line naming the field, exit code 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from fruitui.tools.scorepad import run

BASE = '''sets = ["Berry"]

[[players]]
name = "Ann"
cards = {CARDS}
leaf_tokens = {LEAF}

[[players]]
name = {NAME}
cards = ["Pear"]
'''


def pad(tmp_path: Path, cards: str = '["Cranberries"]', leaf: str = "1",
        name: str = '"Bob"', extra: str = "", suffix: str = ".toml") -> Path:
    path = tmp_path / f"pad{suffix}"
    path.write_text(extra + BASE.replace("{CARDS}", cards).replace("{LEAF}", leaf)
                    .replace("{NAME}", name))
    return path


def score(path: Path | str, capsys) -> tuple[int, str, str]:
    code = run("grunlings", str(path))
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err and "\x1b" not in err, err
    return lines[0]


def test_a_good_pad_still_scores(tmp_path, capsys) -> None:
    code, out, err = score(pad(tmp_path), capsys)
    assert code == 0 and "Winner" in out


@pytest.mark.parametrize("count", ["100000000", "1000000000000", str(2**63), "1e300",
                                   "9" * 4000])
def test_huge_card_counts_are_capped_at_what_the_box_holds(tmp_path, capsys, count) -> None:
    code, out, err = score(pad(tmp_path, cards="{ Cranberries = " + count + " }"), capsys)
    line = one_line(err)
    assert code == 2 and "players[0].cards" in line
    if "e" not in count:
        assert "the game has only" in line and len(line) < 300


@pytest.mark.parametrize("leaf", ["100000000", str(2**63), "9" * 4000])
def test_huge_leaf_token_counts_are_refused(tmp_path, capsys, leaf) -> None:
    code, out, err = score(pad(tmp_path, leaf=leaf), capsys)
    line = one_line(err)
    assert code == 2 and "players[0].leaf_tokens" in line and "the box holds 33" in line


def test_angry_farmer_tokens_are_capped(tmp_path, capsys) -> None:
    events = 'events = ["Drought", "Tornado", "Tsunami", "Angry Farmer"]\n'
    path = pad(tmp_path, extra=events + "angry_farmer_tokens = 1000000\n")
    code, out, err = score(path, capsys)
    assert code == 2 and "angry_farmer_tokens" in one_line(err) and "at most 5" in err


def test_5000_digit_numbers_and_deep_nesting(tmp_path, capsys) -> None:
    for text, suffix in ((BASE.replace("{LEAF}", "9" * 5000).replace("{CARDS}", "[]")
                          .replace("{NAME}", '"Bob"'), ".toml"),
                         ('{"players": ' + "[" * 100_000 + "]" * 100_000 + "}", ".json"),
                         ("players = " + "[" * 100_000 + "]" * 100_000, ".toml"),
                         ('{"sets": ["Berry"], "players": ' + "9" * 5000 + "}", ".json")):
        path = tmp_path / f"x{suffix}"
        path.write_text(text)
        code, out, err = score(path, capsys)
        assert code == 2 and len(one_line(err)) < 400


def test_control_characters_from_the_file_are_never_printed(tmp_path, capsys) -> None:
    for name in ('"\\u001b]0;PWNED\\u0007"', '"' + "B" * 5000 + '"'):
        code, out, err = score(pad(tmp_path, name=name), capsys)
        assert code == 2 and "players[1].name" in one_line(err) and len(err) < 400
    code, out, err = score(pad(tmp_path, cards='["\\u001b[2J Cranberries"]'), capsys)
    assert code == 2 and "\\x1b" in one_line(err)


def test_a_fifo_or_a_device_is_not_read(tmp_path, capsys) -> None:
    fifo = tmp_path / "pad.toml"
    os.mkfifo(fifo)
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    for path in (fifo, link, Path("/dev/zero")):
        out = subprocess.run([sys.executable, "-m", "fruitui", "score", "grunlings", str(path)],
                             capture_output=True, text=True, timeout=20,
                             stdin=subprocess.DEVNULL)
        assert out.returncode == 2 and "not a regular file" in one_line(out.stderr)


def test_a_file_too_big_for_a_pad_is_not_read(tmp_path, capsys) -> None:
    path = pad(tmp_path, extra="# " + "x" * 300_000 + "\n")
    code, out, err = score(path, capsys)
    assert code == 2 and "too large" in one_line(err)


def test_card_counts_are_checked_before_any_star_fruit_placement(tmp_path, capsys,
                                                                 monkeypatch) -> None:
    """Issue 39, item 9: 16 Star Fruits and two each of 16 kinds, with a placement
    given, ran for minutes while its placements were listed."""
    from fruitui.games.grunlings import scoring

    def listed(*args):  # type: ignore[no-untyped-def]
        raise AssertionError("Star Fruit placements listed before the counts were checked")

    monkeypatch.setattr(scoring, "copy_options", listed)
    monkeypatch.setattr(scoring, "_OPTIONS", {})
    kinds = ["Bitter Lemon", "Blackberries", "Blueberries", "Cherries", "Cranberries",
             "Darkshrub", "Dragon Fruit", "Grapes", "Honeydew Melon", "King Darkling",
             "Lychee", "Orange", "Pear", "Raspberries", "Strawberry", "Watermelon"]
    cards = '["' + '", "'.join(["Star Fruit"] * 16 + [k for k in kinds for _ in "ab"]) + '"]'
    path = pad(tmp_path, cards=cards, extra="")
    path.write_text(path.read_text().replace('leaf_tokens = 1\n',
                                             'leaf_tokens = 1\nstar_fruit = "Grapes"\n'))
    code, out, err = score(path, capsys)
    line = one_line(err)
    assert code == 2 and out == "" and "players: " in line and "the game has only" in line
