"""How long `fruitui status` takes: a whole process, as a shell prompt runs it.

Run: python benchmarks/status_time.py [runs]

The tables base holds 0, 1, 8 or 32 table cards of this user's (the most a
scan reads per user), each with a key in this user's key file, so every card
is read and its tag checked; half are this user's move. Each figure is the
median wall time of `runs` processes, against the same run's baseline: a
Python that starts and does nothing (`python -c pass`), so the ratio says what
status adds to an interpreter's start. CPU time (user + system, from
getrusage) is printed beside wall time: on a loaded machine the wall time is
mostly waiting for a core. The in-process time of the scan and the line alone
is printed too. The issue's target: under 50 ms a call.

A second table does the same with `python -I -S` (no site: this machine's
site-packages run .pth files, certifi's among them, at every start, which a
plain install need not), fruitui put on sys.path by hand.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fruitui.net import rendezvous  # noqa: E402
from fruitui.net.turns import boot_id, remember, seat_key, turn_tag  # noqa: E402


def fill(count: int) -> None:
    """`count` table cards in this user's folder, half of them my move."""
    folder = rendezvous.my_folder()
    for index in range(count):
        table_id = f"{index:06x}"
        key = seat_key("0" * 64, index)
        remember(table_id, os.getuid(), key)
        mine = index % 2 == 0
        rendezvous.write_card(folder, table_id, {
            "id": table_id, "game": "grunlings", "title": "Grunlings",
            "host": rendezvous.user_name(os.getuid()), "pid": os.getpid(),
            "seats": [{"name": "Ann", "state": "away"}, {"name": "Bob", "state": "away"}],
            "to_move": "Ann", "move": 7, "watch": True, "finished": False,
            "secret_deal": True, "turn_based": True, "resting": False, "to_move_seat": 0,
            "turn_tag": turn_tag(key, table_id, 7, 0) if mine else "0" * 32, "named": [],
            "since": time.time() - index, "boot": boot_id()})


def timed(argv: list[str], env: dict[str, str], runs: int) -> tuple[float, float]:
    """Median wall time and median CPU time (user + system) of `runs` processes."""
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(argv, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, check=True)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


LAUNCH = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); from fruitui.cli.launch import main; "
          "main(['status'])")


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    for bare in (False, True):
        table(runs, bare)


def table(runs: int, bare: bool) -> None:
    from fruitui.net.status import my_tables, status_line

    flags = ["-I", "-S"] if bare else []
    print(f"\nfruitui status{' (python -I -S)' if bare else ''}, median of {runs} "
          "processes (ms)")
    print(f"{'cards':>6} {'bare python':>17} {'fruitui status':>17} {'ratio':>11} "
          f"{'in-process':>11}")
    print(f"{'':>6} {'wall / CPU':>17} {'wall / CPU':>17} {'wall / CPU':>11} "
          f"{'scan+line':>11}")
    for count in (0, 1, 8, 32):
        with tempfile.TemporaryDirectory() as home, tempfile.TemporaryDirectory() as base:
            os.chmod(base, 0o755)
            os.environ.update({"FRUITUI_HOME": home, rendezvous.BASE_ENV: base})
            fill(count)
            env = {**os.environ, "PYTHONPATH": str(ROOT)}
            wall0, cpu0 = timed([sys.executable, *flags, "-c", "pass"], env, runs)
            wall, cpu = timed([sys.executable, *flags, "-c", LAUNCH] if bare
                              else [sys.executable, "-m", "fruitui", "status"], env, runs)
            inner = []
            for _ in range(runs):
                start = time.perf_counter()
                status_line(my_tables())
                inner.append(time.perf_counter() - start)
            print(f"{count:>6} {wall0 * 1000:>8.1f} /{cpu0 * 1000:>7.1f} "
                  f"{wall * 1000:>8.1f} /{cpu * 1000:>7.1f} {wall / wall0:>5.2f} /"
                  f"{cpu / cpu0:>5.2f} {statistics.median(inner) * 1000:>11.2f}")


if __name__ == "__main__":
    main()
