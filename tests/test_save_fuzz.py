"""500 random corruptions of real saves: no traceback, no hang, no file changed.

50 homes of 10 damaged saves each (half Fruit Spy, half Grunlings, made from
games really played), plus a FIFO and a symlink to /dev/zero. Each home gets
`resume --list`, `replay --list` and `resume ID --headless` for every file,
through the CLI entry point in two helper processes (tests/save_fuzz.py, a
time limit per call); a sample also runs as real `python -m fruitui`.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from fruitui.storage.saves import Store
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from tests.save_fuzz import corruptions

ROOT = Path(__file__).resolve().parent.parent
HOMES, PER_HOME = 50, 10


def real_save(home: Path, game: str) -> str:
    """A real save two choices before the end: a damaged copy that is still valid
    is played to its end quickly, by `resume --headless`."""
    setup = TableSetup(game, [Seat(f"CPU {i}", True) for i in range(1, 4)], 9)
    whole = Table(setup)
    while not whole.finished:
        whole.apply(whole.computer_choice())
    store = Store(home)
    autosave = store.create()
    table = Table(setup)
    autosave.attach(table)
    while len(table.match.choices) < len(whole.match.choices) - 2:
        table.apply(table.computer_choice())
    autosave.close()
    text = autosave.path.read_text()
    autosave.path.unlink()
    return text.replace(f'"id": "{autosave.game_id}"', '"id": "GAMEID"')


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_corrupt_saves_never_crash_hang_or_change(tmp_path) -> None:
    bases = [real_save(tmp_path / "base", "fruit-spy"),
             real_save(tmp_path / "base", "grunlings")]
    files: dict[Path, str] = {}
    homes = []
    for h in range(HOMES):
        home = tmp_path / f"home{h:02d}"
        (home / "games").mkdir(parents=True)
        homes.append(home)
        damaged = corruptions(bases[h % 2], PER_HOME, seed=h)
        for n, data in enumerate(damaged):
            game_id = f"z{h:02d}{n:02d}"
            path = home / "games" / f"{game_id}.json"
            if isinstance(data, str):
                data = data.replace("GAMEID", game_id).encode()
            path.write_bytes(data.replace(b"GAMEID", game_id.encode()))
            files[path] = sha(path)
    os.mkfifo(homes[0] / "games" / "fifo.json")
    (homes[1] / "games" / "zero.json").symlink_to("/dev/zero")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    helpers = [subprocess.Popen([sys.executable, "-m", "tests.save_fuzz", *map(str, part)],
                                cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True,
                                stdin=subprocess.DEVNULL)
               for part in (homes[0::2], homes[1::2])]
    results = []
    for helper in helpers:
        out, _ = helper.communicate(timeout=300)
        assert helper.returncode == 0
        results += [json.loads(line) for line in out.splitlines()]

    calls = len(results)
    assert calls == 2 * HOMES + HOMES * PER_HOME + 2
    bad = [r for r in results if r["raised"] or r["timeout"] or r["control"] or r["traceback"]
           or r["code"] not in (0, 1, 2)]
    assert not bad, bad[:3]
    played_on = 0
    for result in results:
        if result["args"][0] != "resume" or result["args"][1] == "--list":
            continue
        path = Path(result["home"]) / "games" / f"{result['args'][1]}.json"
        if path not in files:
            continue
        if result["code"] == 0:  # still a valid game after the damage: played to its end
            played_on += 1
            assert (Path(result["home"]) / "history" / path.name).is_file()
        else:
            assert sha(path) == files[path], f"{path} was changed"
    refused = sum(1 for r in results if r["args"][1] != "--list" and r["code"] != 0)
    print(f"\nfuzz: {len(files)} corrupt saves, {calls} calls, {refused} refused, "
          f"{played_on} still valid and played on, 0 tracebacks, 0 hangs")
    assert len(files) >= 500 and played_on < len(files) // 2

    # A sample as real processes: the same three commands, with a time limit.
    for home in homes[:2]:
        first = sorted(p for p in (home / "games").glob("z*.json"))[0]
        for args in (["resume", "--list"], ["replay", "--list"],
                     ["resume", first.stem, "--headless"]):
            out = subprocess.run([sys.executable, "-m", "fruitui", *args], cwd=ROOT,
                                 env=dict(env, FRUITUI_HOME=str(home)), capture_output=True,
                                 text=True, timeout=30, stdin=subprocess.DEVNULL)
            assert out.returncode in (0, 1, 2) and "Traceback" not in out.stderr
            assert "\x1b" not in out.stdout + out.stderr
        if first.exists() and first in files:
            assert sha(first) == files[first]
