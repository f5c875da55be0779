"""Bad input on the command line and in save files: one clear line, never a
traceback or a hang, and the file left as it was.

Most cases call the CLI entry point in-process (fast); a few run a real
`python -m fruitui` with a time limit, for the hangs (FIFO, /dev/zero).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from fruitui.cli.main import main
from fruitui.storage.saves import Store
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup


def _no_app(*args, **kwargs):
    raise AssertionError("fruitui opened its UI instead of refusing the input")


def cli(capsys, *args: str) -> tuple[int, str, str]:
    """Run `fruitui ARGS` in-process: (exit code, stdout, stderr). Opening the UI
    (which would wait for keys) fails the test instead of hanging it."""
    from fruitui.ui.app import FruitApp

    try:
        with mock.patch.object(FruitApp, "run", _no_app):
            code = main(list(args))
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def fruitui(*args: str, timeout: float = 30) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fruitui", *args], capture_output=True,
                          text=True, timeout=timeout, stdin=subprocess.DEVNULL)


def one_clear_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err and "\x1b" not in err and "\x07" not in err
    return lines[0]


def saved_game(moves: int = 3, seats: str = "cpu,cpu,cpu") -> tuple[str, Path, dict]:
    """An unfinished fruit-spy save with `moves` choices made."""
    store = Store()
    autosave = store.create()
    people = [Seat(f"CPU {i + 1}", True) if s == "cpu" else Seat(s)
              for i, s in enumerate(seats.split(","))]
    table = Table(TableSetup("fruit-spy", people, 3))
    autosave.attach(table)
    while len(table.match.choices) < moves:
        table.apply(table.computer_choice() if table.is_computer_turn()
                    else table.decision.choices[0])
    autosave.close()
    return autosave.game_id, autosave.path, json.loads(autosave.path.read_text())


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- the command line ---------------------------------------------------------------


@pytest.mark.parametrize("delay", ["nan", "inf", "-inf", "1e309", "-1", "61", "soon", "9" * 400])
def test_cpu_delay_must_be_a_finite_number_of_seconds(capsys, delay) -> None:
    for args in (["--game", "fruit-spy", "--players", "cpu,cpu,cpu", "--headless"],
                 ["resume", "abc123", "--headless"]):
        code, out, err = cli(capsys, *args, f"--cpu-delay={delay}")
        assert code == 2 and "--cpu-delay" in one_clear_line(err) and "0 to 60" in err


def test_cpu_delay_in_range_still_works(capsys) -> None:
    code, out, err = cli(capsys, "--game", "fruit-spy", "--players", "cpu,cpu,cpu",
                         "--seed", "1", "--headless", "--cpu-delay", "0")
    assert code == 0 and "is over" in out


@pytest.mark.parametrize("command", ["resume", "replay"])
@pytest.mark.parametrize("game_id", ["a" * 251, "../games/x", "x\x1b]0;PWNED\x07", "a b"])
def test_an_id_that_no_save_can_have_is_refused_before_any_file(capsys, command,
                                                                 game_id) -> None:
    code, out, err = cli(capsys, command, game_id)
    line = one_clear_line(err)
    assert code == 2 and "is not a game ID" in line and len(line) < 200


def test_a_huge_seed_is_one_line(capsys) -> None:
    for seed in ("9" * 5000, str(2**63)):
        code, out, err = cli(capsys, "--game", "fruit-spy", "--players", "cpu,cpu,cpu",
                             "--seed", seed, "--headless")
        assert code == 2 and "seed" in one_clear_line(err)


# -- corrupt saves ----------------------------------------------------------------------


def corrupt(path: Path, record: dict, how: str) -> None:
    text = path.read_text()
    changed = dict(record)
    if how == "deep nesting":
        path.write_text(text.replace('"choices": [', '"choices": [' + "[" * 100_000, 1)
                        .replace("]\n}", "]" * 100_000 + "]\n}"))
        return
    if how == "5000-digit seed":
        path.write_text(text.replace(f'"seed": {record["seed"]}', '"seed": ' + "7" * 5000))
        return
    if how == "NaN seed":
        path.write_text(text.replace(f'"seed": {record["seed"]}', '"seed": NaN'))
        return
    if how == "float choice":
        changed["choices"] = [[float(v) for v in c] for c in record["choices"]]
    elif how == "bool choice":
        changed["choices"] = [[True] + c[1:] for c in record["choices"]]
    elif how == "nested choice":
        changed["choices"] = [[c] for c in record["choices"]]
    elif how == "dict choice":
        changed["choices"] = [{"a": 1}] + record["choices"]
    elif how == "huge seed":
        changed["seed"] = 10**4000
    elif how == "escape in name":
        changed["seats"] = [{"name": "\x1b]0;PWNED\x07\x1b[2J", "computer": True}] + \
            record["seats"][1:]
    elif how == "duplicate names":
        changed["seats"] = [record["seats"][0]] * 3
    elif how == "empty name":
        changed["seats"] = [{"name": "", "computer": True}] + record["seats"][1:]
    elif how == "5000-character name":
        changed["seats"] = [{"name": "A" * 5000, "computer": True}] + record["seats"][1:]
    elif how == "too many seats":
        changed["seats"] = [{"name": f"P{i}", "computer": True} for i in range(50)]
    elif how == "escape in started":
        changed["started"] = "\x1b[2J2025"
    elif how == "escape in notes":
        changed["notes"] = ["\x1b]0;PWNED\x07"]
    elif how == "option of a list":
        changed["options"] = {"sets": [[[[1]]]]}
    path.write_text(json.dumps(changed))


CORRUPTIONS = ["deep nesting", "5000-digit seed", "NaN seed", "float choice", "bool choice",
               "nested choice", "dict choice", "huge seed", "escape in name",
               "duplicate names", "empty name", "5000-character name", "too many seats",
               "escape in started", "escape in notes", "option of a list"]


@pytest.mark.parametrize("how", CORRUPTIONS)
def test_a_corrupt_save_is_one_line_and_left_as_it_is(capsys, how) -> None:
    game_id, path, record = saved_game()
    good_id, good_path, _ = saved_game(moves=5)
    corrupt(path, record, how)
    before = sha(path)
    for args in (["resume", game_id, "--headless"], ["replay", game_id]):
        code, out, err = cli(capsys, *args)
        assert code == 1 and str(path) in one_clear_line(err), (args, err)
    code, out, err = cli(capsys, "resume", "--list")
    assert code == 0 and good_id in out and game_id not in out  # the good game is listed
    assert str(path) in one_clear_line(err) and "\x1b" not in out
    code, out, err = cli(capsys, "replay", "--list")
    assert code == 0 and "\x1b" not in out + err
    assert sha(path) == before


def test_resume_list_names_every_bad_file_and_lists_every_good_game(capsys) -> None:
    good = [saved_game(moves=m)[0] for m in (2, 4)]
    bad = []
    for how in ("deep nesting", "float choice", "escape in name"):
        game_id, path, record = saved_game()
        corrupt(path, record, how)
        bad.append(path)
    code, out, err = cli(capsys, "resume", "--list")
    assert code == 0 and all(g in out for g in good) and len(out.strip().splitlines()) == 2
    lines = err.strip().splitlines()
    assert len(lines) == 3 and all(any(str(p) in line for line in lines) for p in bad)
    assert "Traceback" not in err and "\x1b" not in err


def test_finished_is_decided_by_the_replay_not_by_the_file(capsys) -> None:
    game_id, path, record = saved_game(moves=4)
    record.update(finished=True, to_move=None, result={"scores": [1, 2, 3], "winners": [0]})
    path.write_text(json.dumps(record))
    before = sha(path)
    code, out, err = cli(capsys, "replay", game_id, "--all")
    assert code == 2 and "not finished" in one_clear_line(err)
    code, out, err = cli(capsys, "replay", "--list")
    assert game_id not in out
    code, out, err = cli(capsys, "resume", "--list")
    assert game_id in out and "turn" in out.splitlines()[0] and "won by" not in out
    assert sha(path) == before
    saved = Store().load(game_id)
    assert saved.finished is False and saved.winners == ()


# -- things that are not files ---------------------------------------------------------


def not_a_file(path: Path, kind: str) -> None:
    path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    elif kind == "device":
        path.symlink_to("/dev/null")
    elif kind == "folder":
        path.mkdir()
    elif kind == "symlink to a save":
        other = path.with_name("elsewhere.txt")
        other.write_text("{}")
        path.symlink_to(other)


@pytest.mark.parametrize("kind", ["fifo", "zero", "device", "folder", "symlink to a save"])
def test_a_fifo_device_or_symlink_in_place_of_a_save_never_hangs(kind) -> None:
    game_id, path, record = saved_game()
    not_a_file(path, kind)
    for args in (["resume", game_id, "--headless"], ["replay", game_id]):
        out = fruitui(*args, timeout=20)
        assert out.returncode == 1 and str(path) in one_clear_line(out.stderr)
    out = fruitui("resume", "--list", timeout=20)
    assert out.returncode == 0 and str(path) in one_clear_line(out.stderr)


def test_a_save_bigger_than_any_save_is_not_read(capsys) -> None:
    game_id, path, record = saved_game()
    record["notes"] = []
    text = json.dumps(record)
    path.write_text(text[:-1] + ', "padding": "' + "x" * (5 * 1024 * 1024) + '"}')
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    assert code == 1 and "too large" in one_clear_line(err)


# -- locks --------------------------------------------------------------------------------


def test_a_folder_where_the_lock_should_be_is_one_line(capsys) -> None:
    game_id, path, record = saved_game()
    lock = Store().locks / f"{game_id}.lock"
    lock.unlink(missing_ok=True)
    lock.mkdir(parents=True)
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    assert code == 1 and "folder" in one_clear_line(err) and str(lock) in err
    assert lock.is_dir()


def test_a_symlinked_lock_is_never_followed_nor_truncated(capsys, tmp_path) -> None:
    game_id, path, record = saved_game()
    victim = tmp_path / "precious.txt"
    victim.write_text("my thesis\n")
    lock = Store().locks / f"{game_id}.lock"
    lock.unlink(missing_ok=True)
    lock.symlink_to(victim)
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    assert code == 1 and "symlink" in one_clear_line(err)
    assert victim.read_text() == "my thesis\n" and sha(path) == sha(path)
    # A new game does not write through it either (it never reuses a taken id).
    code, out, err = cli(capsys, "--game", "fruit-spy", "--players", "cpu,cpu,cpu",
                         "--headless")
    assert code == 0 and victim.read_text() == "my thesis\n"


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0,
                    reason="making a file another user's needs root")
def test_a_lock_owned_by_another_user_is_refused(capsys) -> None:
    game_id, path, record = saved_game()
    lock = Store().locks / f"{game_id}.lock"
    lock.write_text("")
    os.chown(lock, 65534, 65534)
    code, out, err = cli(capsys, "resume", game_id, "--headless")
    assert code == 1 and "another user" in one_clear_line(err) and str(lock) in err
