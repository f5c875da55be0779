"""Key to screen and first frame through a real terminal (tmux), as ratios.

Every measure runs interleaved with its baseline in the same run, round after
round, so a machine loaded by other work slows both alike:

- key to screen: send one key to a table in tmux, poll `capture-pane` until the
  screen changes; the median over the keys, against `floor_app.py` (a minimal
  Textual app that flips a label on each key). With --settled, until the key's
  last repaint instead (a board that draws a key in two frames is slower there);
- first frame: launch in tmux, poll until the first screen is drawn; against
  `hello_app.py` (a hello-world Textual app).

With --against PATH, the first frames of another checkout (say main's) are timed
too, launch about with this one's: a before/after in the same run.

Run from the project root:  python benchmarks/ui_latency.py [--rounds 3] [--keys 20] [--settled]
                            [--against PATH]
Needs tmux. Each session is named `u14-bench-*` (or $UI_BENCH_SESSION) and killed afterwards.
"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = shlex.quote(sys.executable)
WIDTH, HEIGHT = 120, 40
SESSION = os.environ.get("UI_BENCH_SESSION", f"u14-bench-{os.getpid()}")  # a name of your own
BYTECODE = True  # --no-bytecode: compile every module at every launch
SETTLED = False  # --settled: key to the last change it causes, not the first


@dataclass(frozen=True)
class KeyCase:
    label: str
    command: str
    ready: str  # text on screen once the person at the keyboard can act
    keys: tuple[str, ...]  # sent in turn; each must change the screen


def table(game: str, players: str) -> str:
    return f"{PY} -m fruitui --game {game} --players {players} --seed 7 --cpu-delay 0"


FLOOR = KeyCase("floor: flip-a-label app", f"{PY} benchmarks/floor_app.py", "ready", ("x", "y"))
KEY_CASES = (
    KeyCase("Fruit Spy, ←/→ in the hand, 5 seats", table("fruit-spy", "Ann,cpu,cpu,cpu,cpu"),
            "Choose a card", ("Right", "Left")),
    KeyCase("Fabled Fruit, ↑/↓ in the menu, 5 seats", table("fabled-fruit", "Ann,cpu,cpu,cpu,cpu"),
            "Ann (you)", ("Down", "Up")),
    KeyCase("Grunlings, ↑/↓ in the menu, 4 seats", table("grunlings", "Ann,cpu,cpu,cpu"),
            "Ann (you)", ("Down", "Up")),
    KeyCase("Gobblin' Goblins, ↑/↓ in the menu, 12 seats",
            table("gobblin-goblins", ",".join(["Ann"] + ["cpu"] * 11)), "Ann (you)", ("Down", "Up")),
)
HELLO = ("floor: hello-world app", f"{PY} benchmarks/hello_app.py", "Hello, world")
FRAME_CASES = (
    ("first frame: grunlings table (Ann,cpu,cpu)", table("grunlings", "Ann,cpu,cpu"), "Ann (you)"),
    ("first frame: start screen", f"{PY} -m fruitui", "Fabled Fruit"),
)


def tmux(*args: str) -> str:
    return subprocess.run(("tmux", *args), capture_output=True, text=True).stdout


def screen(colours: bool = True) -> str:
    # -e keeps colours: a moved cursor may change only the highlight.
    return tmux("capture-pane", "-p", *(("-e",) if colours else ()), "-t", SESSION)


def launch(command: str, home: str, root: Path = ROOT) -> None:
    # Byte code is cached as an installed copy's is (pip compiles on install), in a
    # folder of the run's own: this machine's PYTHONDONTWRITEBYTECODE would
    # otherwise compile every module of fruitui (not Textual's) at every launch.
    tmux("kill-session", "-t", SESSION)
    while session_alive():  # a session of that name still closing: new-session would fail
        time.sleep(0.01)
    env = f"FRUITUI_HOME={shlex.quote(home)}"
    if "FRUITUI_SPEEDUPS" in os.environ:  # the tmux server's environment is not this one's
        env += f" FRUITUI_SPEEDUPS={shlex.quote(os.environ['FRUITUI_SPEEDUPS'])}"
    if BYTECODE:
        env += f" PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX={shlex.quote(home)}/pycache"
    tmux("new-session", "-d", "-s", SESSION, "-x", str(WIDTH), "-y", str(HEIGHT),
         f"cd {shlex.quote(str(root))} && {env} {command}")


def session_alive() -> bool:
    return subprocess.run(("tmux", "has-session", "-t", SESSION), capture_output=True).returncode == 0


def wait_for(text: str, timeout: float = 30.0) -> float:
    """Seconds until `text` is on the screen (raises after `timeout`)."""
    start = time.perf_counter()
    while text not in screen(colours=False):
        if time.perf_counter() - start > timeout:
            state = "on screen" if session_alive() else "the session has ended (did it fail?)"
            raise TimeoutError(f"{text!r} never appeared; {state}:\n{screen(colours=False)}")
        time.sleep(0.002)
    return time.perf_counter() - start


def settle(quiet: float = 0.4, timeout: float = 20.0) -> tuple[str, float]:
    """Wait until the screen has not changed for `quiet` seconds: the screen,
    and the perf_counter time of its last change."""
    last, since, start = screen(), time.perf_counter(), time.perf_counter()
    changed = since
    while time.perf_counter() - since < quiet and time.perf_counter() - start < timeout:
        time.sleep(0.002 if SETTLED else 0.02)
        now = screen()
        if now != last:
            last, since = now, time.perf_counter()
            changed = since
    return last, changed


def key_to_screen(case: KeyCase, keys: int, home: str) -> float:
    """Median seconds from a key to a changed screen."""
    launch(case.command, home)
    try:
        wait_for(case.ready)
        before, _ = settle()
        times = []
        for index in range(keys):
            start = time.perf_counter()
            tmux("send-keys", "-t", SESSION, case.keys[index % len(case.keys)])
            while (now := screen()) == before:
                if time.perf_counter() - start > 5:
                    raise TimeoutError(f"{case.label}: the key changed nothing:\n{now}")
            first = time.perf_counter()
            before, last = settle(0.15)
            # --settled: until the key's last repaint (a board that paints a
            # cursor move in two frames is done only at the second).
            times.append((last if SETTLED else first) - start)
        return statistics.median(times)
    finally:
        tmux("kill-session", "-t", SESSION)


def first_frame(command: str, marker: str, home: str, root: Path = ROOT) -> float:
    launch(command, home, root)
    try:
        return wait_for(marker)
    finally:
        tmux("kill-session", "-t", SESSION)


def report(rows: dict[str, list[float]], floors: list[float], floor_label: str) -> None:
    print(f"  {floor_label:<48}{statistics.median(floors) * 1000:>8.1f} ms")
    for label, times in rows.items():
        ratios = [t / f for t, f in zip(times, floors)]
        print(f"  {label:<48}{statistics.median(times) * 1000:>8.1f} ms"
              f"{statistics.median(ratios):>7.2f}x  (rounds: "
              + " ".join(f"{r:.2f}" for r in ratios) + ")")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--keys", type=int, default=20, help="keys per table per round")
    parser.add_argument("--frames", type=int, default=3, help="launches per measure per round")
    parser.add_argument("--only", default="", help="only the tables whose label has this text")
    parser.add_argument("--skip-keys", action="store_true")
    parser.add_argument("--skip-frames", action="store_true")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="no byte-code cache: every launch compiles fruitui's modules")
    parser.add_argument("--settled", action="store_true",
                        help="key to screen: time to the key's last repaint, not its first")
    parser.add_argument("--against", metavar="PATH",
                        help="also time the first frames of the checkout at PATH")
    args = parser.parse_args()
    global BYTECODE, SETTLED
    BYTECODE = not args.no_bytecode
    SETTLED = args.settled
    frame_cases = [(label, command, marker, ROOT) for label, command, marker in FRAME_CASES]
    if args.against:
        other = Path(args.against).resolve()
        frame_cases += [(f"{label} [against]", command, marker, other)
                        for label, command, marker in FRAME_CASES]
    with tempfile.TemporaryDirectory(prefix="u14-bench-") as home:
        if not args.skip_frames:  # a warm-up launch of each: the byte-code cache is filled
            first_frame(HELLO[1], HELLO[2], home)
            for _, command, marker, root in frame_cases:
                first_frame(command, marker, home, root)
        cases = [case for case in KEY_CASES if args.only in case.label]
        if not args.skip_keys:
            floors, rows = [], {case.label: [] for case in cases}
            for _ in range(args.rounds):
                # The floor before and after each table: the mean follows the load.
                for case in cases:
                    floor = key_to_screen(FLOOR, args.keys // 2, home)
                    rows[case.label].append(key_to_screen(case, args.keys, home))
                    floor = (floor + key_to_screen(FLOOR, args.keys // 2, home)) / 2
                    floors.append(floor)
            # One floor figure per table measure, in the order they were taken.
            what = "to the last repaint" if SETTLED else "to the first change"
            print(f"key to screen, {what} (median per round; {args.keys} keys; "
                  f"tmux {WIDTH}x{HEIGHT})")
            floor_per_case: dict[str, list[float]] = {label: [] for label in rows}
            for index, floor in enumerate(floors):  # taken in the order of `cases`
                floor_per_case[cases[index % len(cases)].label].append(floor)
            print(f"  {FLOOR.label:<48}{statistics.median(floors) * 1000:>8.1f} ms")
            for label, times in rows.items():
                ratios = [t / f for t, f in zip(times, floor_per_case[label])]
                print(f"  {label:<48}{statistics.median(times) * 1000:>8.1f} ms"
                      f"{statistics.median(ratios):>7.2f}x  (rounds: "
                      + " ".join(f"{r:.2f}" for r in ratios) + ")")
        if not args.skip_frames:
            hello: list[float] = []
            frames: dict[str, list[float]] = {label: [] for label, *_ in frame_cases}
            for _ in range(args.rounds * args.frames):
                hello.append(first_frame(HELLO[1], HELLO[2], home))
                for label, command, marker, root in frame_cases:
                    frames[label].append(first_frame(command, marker, home, root))
            print(f"first frame (launch to drawn screen; {len(hello)} launches each"
                  + (f"; [against]: {args.against}" if args.against else "") + ")")
            report(frames, hello, HELLO[0])


if __name__ == "__main__":
    main()
