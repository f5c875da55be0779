"""The CPU a key and a first frame cost, as ratios: steadier than wall time on a busy box.

ui_latency.py times what a player sees through tmux, but on a machine shared with
other work its wall-clock figures swing by half. This counts CPU seconds instead:

- per key: the app driven headless by Textual's Pilot (120x40), CPU time per key
  pressed and drawn, against floor_app.py's flip-a-label app in the same run.
  Pilot's wait after each key costs a message to every widget on screen, so
  this counts tables with many widgets dearer than a terminal would;
- per key, as a terminal sends them: the same apps, each key posted the way the
  terminal driver posts one, then a pause long enough for its frame; the CPU of
  the same pauses without keys is taken off;
- first frame: CPU seconds of a whole process (start, imports, first screen drawn,
  exit), against hello_app.py. fruitui starts through its command line, as the
  `fruitui` command does. Byte code is cached as an installed copy's is.

With --against PATH, the first frames of another checkout (say main's) are timed
too, turn about with this one's, for a before/after in the same run.

Run from the project root:  python benchmarks/ui_cpu.py [--keys 40] [--rounds 3] [--skip-keys]
                            [--skip-frames]
                            [--against PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# --against PATH: a child process times the fruitui of another checkout.
CODE = os.environ.get("UI_CPU_CODE", str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, CODE)

TABLES = (
    ("Fruit Spy, ←/→ in the hand, 5 seats", "fruit-spy", "Ann,cpu,cpu,cpu,cpu", ("right", "left")),
    ("Fabled Fruit, ↑/↓ in the menu, 5 seats", "fabled-fruit", "Ann,cpu,cpu,cpu,cpu",
     ("down", "up")),
    ("Grunlings, ↑/↓ in the menu, 4 seats", "grunlings", "Ann,cpu,cpu,cpu", ("down", "up")),
    ("Gobblin' Goblins, ↑/↓ in the menu, 12 seats", "gobblin-goblins",
     ",".join(["Ann"] + ["cpu"] * 11), ("down", "up")),
)
FRAMES = (("first frame: grunlings table (Ann,cpu,cpu)", "table"),
          ("first frame: start screen", "start"))


def per_key(make_app, keys: tuple[str, ...], count: int) -> float:
    """CPU seconds per key, each key followed by a pause until it is drawn."""
    spent: list[float] = []

    async def drive(pilot) -> None:
        for _ in range(3):
            await pilot.pause()
        start = time.process_time()
        for index in range(count):
            await pilot.press(keys[index % len(keys)])
            await pilot.pause()
        spent.append((time.process_time() - start) / count)
        pilot.app.exit()

    make_app().run(headless=True, size=(120, 40), auto_pilot=drive)
    return spent[0]


# Between keys posted as a terminal sends them: time enough for the key's frame.
POSTED_GAP = 0.06


def per_key_posted(make_app, keys: tuple[str, ...], count: int) -> float:
    """CPU seconds per key posted through the driver, less the pauses' own CPU."""
    spent: list[float] = []

    async def drive(pilot) -> None:
        from textual import events

        for _ in range(3):
            await pilot.pause()
        await asyncio.sleep(0.2)
        start = time.process_time()
        for _ in range(count):
            await asyncio.sleep(POSTED_GAP)
        idle = time.process_time() - start
        driver = pilot.app._driver
        start = time.process_time()
        for index in range(count):
            driver.send_message(events.Key(keys[index % len(keys)], None))
            await asyncio.sleep(POSTED_GAP)
        spent.append((time.process_time() - start - idle) / count)
        pilot.app.exit()

    make_app().run(headless=True, size=(120, 40), auto_pilot=drive)
    return spent[0]


def table_app(game: str, players: str):
    from fruitui.ui.app import FruitApp
    from fruitui.table.seats import parse_players
    from fruitui.table.local import TableSetup

    return lambda: FruitApp(TableSetup(game, parse_players(players), 7, {}), cpu_delay=0)


def floor_app():
    from floor_app import FlipApp

    return FlipApp()


def first_frame_child(which: str) -> None:
    """Run in a child process: draw the first screen, then leave. fruitui runs as
    the `fruitui` command does (its command line, its imports), headless."""
    async def leave(pilot) -> None:
        await pilot.pause()
        pilot.app.exit()

    if which == "hello":
        from hello_app import HelloApp

        HelloApp().run(headless=True, size=(120, 40), auto_pilot=leave)
        return
    from textual.app import App

    run = App.run

    def headless_run(self, *args, **kwargs):
        kwargs.pop("mouse", None)
        return run(self, headless=True, size=(120, 40), auto_pilot=leave)

    App.run = headless_run  # type: ignore[method-assign]
    from fruitui.cli.main import main

    main(["--game", "grunlings", "--players", "Ann,cpu,cpu", "--seed", "7", "--cpu-delay", "0"]
         if which == "table" else [])


def first_frame(which: str, env: dict[str, str], code: str | None = None) -> float:
    if code is not None:
        env = dict(env, UI_CPU_CODE=code)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, __file__, "--child", which], env=env, check=True,
                   cwd=ROOT, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def line(label: str, values: list[float], floors: list[float] | None, unit: float) -> str:
    text = f"  {label:<48}{statistics.median(values) * unit:>8.1f} {'ms' if unit > 1 else 's '}"
    if floors:
        ratios = [v / f for v, f in zip(values, floors)]
        text += f"{statistics.median(ratios):>7.2f}x  (rounds: " + " ".join(
            f"{r:.2f}" for r in ratios) + ")"
    return text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--skip-keys", action="store_true", help="only the first frames")
    parser.add_argument("--skip-frames", action="store_true", help="only the keys")
    parser.add_argument("--against", metavar="PATH",
                        help="also time the first frames of the checkout at PATH")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        first_frame_child(args.child)
        return
    with tempfile.TemporaryDirectory(prefix="t14-cpu-") as home:
        os.environ["FRUITUI_HOME"] = home
        for title, measure in (("Pilot", per_key), ("posted as a terminal sends them",
                                                       per_key_posted)):
            floors: list[float] = []
            keys: dict[str, list[float]] = {label: [] for label, *_ in TABLES}
            for _ in range(0 if args.skip_keys else args.rounds):
                floors.append(measure(floor_app, ("x", "y"), args.keys))
                for label, game, players, sent in TABLES:
                    keys[label].append(measure(table_app(game, players), sent, args.keys))
            if floors:
                print(f"CPU per key ({title}, 120x40; {args.keys} keys, {args.rounds} rounds)")
                print(line("floor: flip-a-label app", floors, None, 1000))
                for label, values in keys.items():
                    print(line(label, values, floors, 1000))
        if args.skip_frames:
            return
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="", PYTHONPYCACHEPREFIX=f"{home}/pycache")
        against = str(Path(args.against).resolve()) if args.against else None
        cases = [(label, which, None) for label, which in FRAMES] + (
            [(f"{label} [against]", which, against) for label, which in FRAMES]
            if against else [])
        first_frame("hello", env)  # fill the byte-code cache
        for _, which, code in cases:
            first_frame(which, env, code)
        hello: list[float] = []
        frames: dict[str, list[float]] = {label: [] for label, _, _ in cases}
        for _ in range(args.rounds):
            hello.append(first_frame("hello", env))
            for label, which, code in cases:
                frames[label].append(first_frame(which, env, code))
        print(f"CPU of a process that draws its first screen and exits ({args.rounds} rounds"
              + (f"; [against]: {against}" if against else "") + ")")
        print(line("floor: hello-world app", hello, None, 1000))
        for label, values in frames.items():
            print(line(label, values, hello, 1000))


if __name__ == "__main__":
    main()
