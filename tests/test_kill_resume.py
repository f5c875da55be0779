"""Never lose a game: SIGKILL a headless game at random moments, resume, compare.

Ten computer-only Fruit Spy games (five seats, about 40 choices each) are
each killed at least five times mid-game, and resumed with
`fruitui resume ID --headless` after every kill. After every kill the save on
disk must load (never torn) and hold a prefix of the uninterrupted game's
choices; the last resume must finish exactly as an uninterrupted run with the
same seed: the same choices and the same result.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from fruitui.games.base import freeze_choice
from fruitui.storage.saves import load
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup

PLAYERS = ",".join(["cpu::easy"] * 5)  # quick computers: the saves are under test, not search
SEEDS = range(101, 111)  # ten games
MID_GAME_KILLS = 5  # per game, at least
DELAY = 0.03  # the headless player's pause before each move, so kills land mid-game
MAX_RUNS = 40  # per game: a bound, so a broken resume cannot loop for ever


def uninterrupted(seed: int) -> tuple[list, tuple, tuple]:
    table = Table(TableSetup("fruit-spy", parse_players(PLAYERS), seed))
    while not table.finished:
        table.apply(table.computer_choice())
    return table.match.choices, table.result.scores, table.result.winners


@dataclass
class Report:
    seed: int
    kills: int = 0
    mid_game_kills: int = 0
    runs: int = 0


def saves_in(home: Path) -> tuple[list[Path], list[Path]]:
    games = sorted((home / "games").glob("*.json")) if (home / "games").is_dir() else []
    history = sorted((home / "history").glob("*.json")) if (home / "history").is_dir() else []
    return [p for p in games if not p.name.startswith(".")], history


def play_with_kills(seed: int, home: Path) -> Report:
    expected, scores, winners = uninterrupted(seed)
    rng = random.Random(seed)
    env = {**os.environ, "FRUITUI_HOME": str(home)}
    new_game = [sys.executable, "-m", "fruitui", "--game", "fruit-spy", "--players", PLAYERS,
                "--seed", str(seed), "--headless", "--cpu-delay", str(DELAY)]
    report = Report(seed)
    made = 0  # choices saved so far
    game_id: str | None = None
    ended_unkilled: subprocess.Popen | None = None
    while report.mid_game_kills < MID_GAME_KILLS and report.runs < MAX_RUNS:
        command = new_game if game_id is None else [
            sys.executable, "-m", "fruitui", "resume", game_id, "--headless",
            "--cpu-delay", str(DELAY)]
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
        report.runs += 1
        if rng.random() < 0.15:
            # Now and then, anywhere in start-up: imports, replay, lock, first write.
            time.sleep(rng.uniform(0.0, 0.5))
        else:
            # Else somewhere in the next few moves, once the game has been opened.
            process.stdout.readline()
            time.sleep(rng.uniform(0.0, 8 * DELAY))
        if process.poll() is not None:
            ended_unkilled = process  # it finished before the kill: checked below
            break
        process.kill()  # SIGKILL: no cleanup of any kind runs
        process.communicate()
        report.kills += 1
        games, history = saves_in(home)
        if history:
            break  # killed after the game was over and filed
        if not games:
            assert made == 0, "a save disappeared"
            continue  # killed before the first choice was saved
        assert len(games) == 1
        saved = load(games[0])  # a kill never leaves a torn file
        game_id = saved.id
        choices = [freeze_choice(c) for c in saved.choices]
        assert choices == expected[: len(choices)], f"seed {seed}: the game forked"
        assert len(choices) >= made, "a save went backwards"
        if made < len(choices) < len(expected):
            report.mid_game_kills += 1
        made = len(choices)
    # The last run, unkilled: it must end exactly as the uninterrupted game.
    if ended_unkilled is not None:
        _, errors = ended_unkilled.communicate(timeout=60)
        assert ended_unkilled.returncode == 0, errors
    elif not saves_in(home)[1]:
        assert game_id is not None, f"seed {seed}: never got past the first choice"
        out = subprocess.run(
            [sys.executable, "-m", "fruitui", "resume", game_id, "--headless"],
            env=env, capture_output=True, text=True, timeout=60,
        )
        assert out.returncode == 0, out.stderr
    games, history = saves_in(home)
    assert games == [] and len(history) == 1
    assert not [p for p in (home / "games").iterdir()], "a temporary file was left behind"
    final = load(history[0])
    assert final.finished
    assert [freeze_choice(c) for c in final.choices] == expected
    record_result = json.loads(history[0].read_text())["result"]
    assert tuple(record_result["scores"]) == scores
    assert tuple(record_result["winners"]) == winners
    return report


def test_sigkill_at_random_moments_never_loses_or_forks_a_game(tmp_path: Path) -> None:
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=3) as pool:
        reports = list(pool.map(lambda s: play_with_kills(s, tmp_path / f"home-{s}"), SEEDS))
    seconds = time.perf_counter() - started
    kills = sum(r.kills for r in reports)
    mid = sum(r.mid_game_kills for r in reports)
    print(f"\n{len(reports)} games, {kills} SIGKILLs ({mid} mid-game), "
          f"{sum(r.runs for r in reports)} runs in {seconds:.1f} s")
    assert all(r.mid_game_kills >= MID_GAME_KILLS for r in reports), reports
    assert kills >= 50 and mid >= 50
