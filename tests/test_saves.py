"""The save store: where saves go, atomic writes, refusing bad files, locks, history."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fruitui.storage import saves
from fruitui.games.base import GameInfo
from fruitui.games.registry import GAMES
from fruitui.storage.saves import SAVE_FORMAT, GameFinished, GameInUse, SaveError, Store, load
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup


def fruitui(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fruitui", *args], capture_output=True,
                          text=True, timeout=timeout)


def play(store: Store, players: str = "Ann,Bob,cpu", seed: int = 3, moves: int = 4,
         close: bool = True) -> tuple[Table, saves.Autosave]:
    """A saved game with `moves` choices made (people pick their first legal choice)."""
    autosave = store.create()
    table = Table(TableSetup("fruit-spy", parse_players(players), seed))
    autosave.attach(table)
    while len(table.match.choices) < moves and not table.finished:
        table.apply(table.computer_choice() if table.is_computer_turn()
                    else table.decision.choices[0])
    if close:
        autosave.close()
    return table, autosave


def test_home_is_fruitui_home_or_the_user_data_dir(monkeypatch, fruitui_home) -> None:
    assert saves.home() == fruitui_home
    monkeypatch.delenv("FRUITUI_HOME")
    from platformdirs import user_data_dir

    assert saves.home() == Path(user_data_dir("fruitui", appauthor=False))


def test_every_choice_is_saved_with_everything_needed(fruitui_home) -> None:
    store = Store()
    table, autosave = play(store, moves=4)
    assert autosave.path == fruitui_home / "games" / f"{autosave.game_id}.json"
    record = json.loads(autosave.path.read_text())
    assert record["format"] == SAVE_FORMAT
    assert record["game"] == "fruit-spy" and record["seed"] == 3 and record["options"] == {}
    assert record["seats"] == [{"name": "Ann", "computer": False},
                               {"name": "Bob", "computer": False},
                               {"name": "CPU 1", "computer": True}]
    assert record["choices"] == [list(c) for c in table.match.choices]
    assert record["started"] <= record["updated"]
    assert record["to_move"] == "Bob" and record["finished"] is False
    assert [g.id for g in store.unfinished()] == [autosave.game_id]
    again = Table(load(autosave.path).setup())
    assert again.match.state.view(None) == table.match.state.view(None)


def test_a_finished_game_moves_to_history(fruitui_home) -> None:
    store = Store()
    table, autosave = play(store, players="cpu,cpu,cpu", moves=10_000, close=False)
    assert table.finished
    autosave.flush()  # written by the save thread: on disk once flushed
    assert not autosave.path.exists()
    saved = load(fruitui_home / "history" / f"{autosave.game_id}.json")
    assert saved.finished and saved.winners
    autosave.close()
    assert not (fruitui_home / "locks" / f"{autosave.game_id}.lock").exists()
    assert store.unfinished() == []
    assert [g.id for g in store.scan(finished=True)[0]] == [autosave.game_id]
    with pytest.raises(GameFinished, match="replay"):
        store.resume(autosave.game_id)


def test_a_failed_write_leaves_the_old_save_whole(monkeypatch) -> None:
    store = Store()
    table, autosave = play(store, moves=2, close=False)
    autosave.flush()  # written by the save thread: on disk once flushed
    before = autosave.path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError("disk full")

    with monkeypatch.context() as local:  # the test's fruitui home stays
        local.setattr(os, "replace", crash)
        errors: list[str] = []
        autosave.on_error = errors.append
        for _ in range(2):
            table.apply(table.computer_choice() if table.is_computer_turn()
                        else table.decision.choices[0])
            autosave.flush()  # a failure is told on this thread, at a flush or the next save
        assert autosave.path.read_bytes() == before
        assert len(errors) == 1 and "disk full" in errors[0]  # told once, not every move
        assert [p.name for p in autosave.path.parent.iterdir()] == [autosave.path.name]
    table.apply(table.computer_choice() if table.is_computer_turn() else table.decision.choices[0])
    assert autosave.error is None and len(load(autosave.path).choices) == 5
    autosave.close()


def test_an_unwritable_home_does_not_stop_the_game(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("")
    monkeypatch.setenv("FRUITUI_HOME", str(blocker))
    with pytest.raises(OSError):
        Store().create()


# -- refusing bad files ----------------------------------------------------------------


def valid_record(store: Store) -> tuple[str, Path, dict]:
    _, autosave = play(store, moves=3)
    return autosave.game_id, autosave.path, json.loads(autosave.path.read_text())


def spoil(path: Path, record: dict, how: str) -> None:
    text = json.dumps(record)
    if how == "truncated":
        path.write_text(text[: len(text) // 2])
    elif how == "empty":
        path.write_text("")
    elif how == "not json":
        path.write_text("fruit salad\n")
    elif how == "binary":
        path.write_bytes(b"\xff\xfe\x00garbage")
    elif how == "a list":
        path.write_text("[1, 2, 3]")
    else:
        changed = dict(record)
        if how == "future":
            changed["format"] = SAVE_FORMAT + 1
        elif how == "no format":
            del changed["format"]
        elif how.startswith("format "):  # issue 39: formats are numbered from 1
            changed["format"] = int(how.split()[1])
        elif how == "no seed":
            del changed["seed"]
        elif how == "no choices":
            del changed["choices"]
        elif how == "seed is text":
            changed["seed"] = "five"
        elif how == "unknown game":
            changed["game"] = "chess"
        elif how == "unplayable game":
            changed["game"] = "not-yet"
        elif how == "other id":
            changed["id"] = "abcdef"
        elif how == "bad seat":
            changed["seats"] = [{"name": "Ann"}]
        elif how == "illegal choice":
            changed["choices"] = [[9, 9]]
        path.write_text(json.dumps(changed))


BAD = {
    "truncated": "truncated or not JSON", "empty": "empty", "not json": "truncated or not JSON",
    "binary": "cannot be read", "a list": "not a fruitui save", "future": "newer fruitui",
    "no format": "no format version", "format 0": "formats are numbered from 1",
    "format -1": "formats are numbered from 1", "no seed": "missing seed", "no choices": "missing choices",
    "seed is text": "'seed' should be int", "unknown game": "unknown game 'chess'",
    "unplayable game": "not playable", "other id": "not", "bad seat": "seat",
    "illegal choice": "do not replay",
}


@pytest.mark.parametrize("how", list(BAD))
def test_bad_save_files_are_refused_by_name_and_kept(how, monkeypatch) -> None:
    monkeypatch.setitem(GAMES, "not-yet", GameInfo("not-yet", "Not Yet", 2, 4, playable=False))
    store = Store()
    game_id, path, record = valid_record(store)
    spoil(path, record, how)
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        setup, autosave = store.resume(game_id)
    message = str(caught.value)
    assert str(path) in message and BAD[how] in message
    assert "left as it is" in message
    assert path.read_bytes() == before  # never rewritten, never deleted
    games, problems = store.scan(finished=False)
    assert games == [] and len(problems) == 1 and str(path) in str(problems[0])
    assert path.read_bytes() == before
    # The lock was let go: fixing the file makes the game resumable again.
    path.write_text(json.dumps(record))
    setup, autosave = store.resume(game_id)
    autosave.close()


def test_cli_refuses_a_bad_file_with_one_line_naming_it() -> None:
    store = Store()
    game_id, path, record = valid_record(store)
    spoil(path, record, "future")
    before = path.read_bytes()
    for args in (["resume", game_id, "--headless"], ["replay", game_id]):
        out = fruitui(*args)
        assert out.returncode == 1
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and str(path) in lines[0] and "newer fruitui" in lines[0]
    out = fruitui("resume", "--list")
    assert out.returncode == 0 and "No unfinished games" in out.stdout
    assert str(path) in out.stderr
    assert path.read_bytes() == before


def test_a_new_game_never_takes_an_existing_id(monkeypatch) -> None:
    store = Store()
    game_id, path, record = valid_record(store)
    tokens = iter([game_id, game_id, "c0ffee"])
    monkeypatch.setattr(saves, "new_token", lambda: next(tokens))
    assert store.new_id() == "c0ffee"


@pytest.mark.parametrize("bad", ["", "../games/x", "a/b", "x.json"])
def test_ids_that_are_paths_find_nothing(bad) -> None:
    assert Store().find(bad) is None


# -- one process per game ------------------------------------------------------------------


def test_a_game_open_in_one_table_cannot_be_resumed_again() -> None:
    store = Store()
    game_id, path, record = valid_record(store)
    setup, first = store.resume(game_id)
    with pytest.raises(GameInUse, match=f"game {game_id} is already open"):
        store.resume(game_id)
    first.close()
    setup, second = store.resume(game_id)
    second.close()


def test_a_second_process_is_refused_while_the_first_plays(fruitui_home) -> None:
    store = Store()
    _, autosave = play(store, players="cpu,cpu,cpu", moves=2)
    game_id = autosave.game_id
    first = subprocess.Popen(
        [sys.executable, "-m", "fruitui", "resume", game_id, "--headless", "--cpu-delay", "5"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        assert first.stdout.readline().startswith(f"game {game_id}")  # it holds the lock now
        second = fruitui("resume", game_id, "--headless")
        assert second.returncode == 1
        lines = second.stderr.strip().splitlines()
        assert len(lines) == 1 and "already open in another fruitui" in lines[0]
        assert f"process {first.pid}" in lines[0]
    finally:
        first.kill()
        first.wait()
    assert len(load(autosave.path).choices) == 2  # nobody forked the game
    # The operating system let the lock go with the killed process.
    out = fruitui("resume", game_id, "--headless")
    assert out.returncode == 0, out.stderr
    assert "is over" in out.stdout


# -- the command line ----------------------------------------------------------------------


def test_headless_plays_a_computer_game_and_lists_it() -> None:
    out = fruitui("--game", "fruit-spy", "--players", "cpu,cpu,cpu", "--seed", "5", "--headless")
    assert out.returncode == 0, out.stderr
    game_id = out.stdout.split()[1].rstrip(":")
    assert f"game {game_id} is over" in out.stdout
    listing = fruitui("replay", "--list")
    assert listing.stdout.startswith(game_id) and "won by" in listing.stdout


@pytest.mark.parametrize("args, message", [
    (["--game", "fruit-spy", "--players", "Ann,cpu,cpu", "--headless"], "computer seats only"),
    (["--headless"], "--headless needs --game"),
    (["resume", "--headless"], "needs a game ID"),
    (["replay"], "needs a game ID"),
    (["resume", "x", "--cpu-delay", "-1"], "a number of seconds from 0 to 60"),
])
def test_bad_save_arguments_are_one_line_and_exit_2(args, message) -> None:
    out = fruitui(*args)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], out.stderr


def test_replay_refuses_all_and_other_seats_while_a_game_goes_on() -> None:
    store = Store()
    _, hot = play(store, players="Ann,Bob,cpu", moves=2)
    _, solo = play(store, players="Ann,cpu,cpu", moves=2)
    for args, message in [
        (["replay", hot.game_id, "--all"], "not finished: --all would show hidden cards"),
        (["replay", hot.game_id, "--seat", "Ann"], "would show Ann's hidden cards"),
        (["replay", solo.game_id, "--seat", "CPU 1"], "would show CPU 1's hidden cards"),
        (["replay", solo.game_id, "--seat", "Zed"], "has no seat 'Zed'"),
    ]:
        out = fruitui(*args)
        assert out.returncode == 2 and message in out.stderr, (args, out.stderr)


def test_resume_of_people_games_needs_the_ui() -> None:
    store = Store()
    _, autosave = play(store, players="Ann,cpu,cpu", moves=1)
    out = fruitui("resume", autosave.game_id, "--headless")
    assert out.returncode == 2 and "people at the table" in out.stderr
    setup, again = store.resume(autosave.game_id)  # the refused run let its lock go
    again.close()


def test_resume_list_shows_id_game_players_started_and_turn() -> None:
    store = Store()
    _, autosave = play(store, players="Ann,Bob,cpu", moves=1)
    out = fruitui("resume", "--list")
    line = out.stdout.strip()
    assert line.startswith(autosave.game_id)
    assert "Fruit Spy" in line and "Ann, Bob, CPU 1 (cpu)" in line and "Bob's turn" in line
    assert load(autosave.path).started[:10] in line
