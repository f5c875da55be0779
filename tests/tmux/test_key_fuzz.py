"""Random keys in a real terminal (tmux) on a 3-person hot-seat table.

Asserts, for every game: the seat whose cards are drawn is always the person
who last dismissed a Pass-to screen (from the app's FRUITUI_TRACE, and from the
"(you)" marker on screen), no fence is dismissed by a key typed before its
first frame was written (some first frames held back, slow_frames.py), and
the app never crashes. Keys are sent in
batches; `q` and Ctrl+C (leave the table) are left out, the rest of the
keyboard a player would touch is in, with command palette entries and resizes.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.tmux.fence_term import speedups_switch

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")

ROOT = Path(__file__).resolve().parents[2]
KEYS_PER_GAME = 5000
MIN_HANDOFFS = 3  # a loaded machine gets fewer per key: it then fuzzes on, up to 3x the keys
BATCH = 25
NAMES = ("Ann", "Bob", "Cy")
LETTERS = [c for c in "abcdefghijklmnoprstuvwxyz"]  # no q: it leaves the table
# Weighted like a player's hands: mostly Enter, arrows and Escape; screens that
# cover the table (?, palette) now and then.
SINGLE = LETTERS + list("0123456789") + ["Enter"] * 14 + ["Space"] * 4 + ["Escape"] * 5 + [
    "Up", "Down", "Left", "Right"] * 4 + ["Tab"]
PALETTE = ["keys", "theme", "help", "maximize", "minimize", "xyz"]
SIZES = [(120, 40), (80, 24), (100, 30), (70, 20), (120, 40)]


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def random_batch(rng: random.Random) -> list[str]:
    # Half the batches begin as a person taking the keyboard would: with Enter.
    keys: list[str] = ["Enter"] if rng.random() < 0.5 else []
    while len(keys) < BATCH:
        roll = rng.random()
        if roll < 0.006:
            keys += ["C-p", *PALETTE[rng.randrange(len(PALETTE))], "Enter"]
            keys += ["Enter"] * rng.randrange(4)
        elif roll < 0.012:
            keys.append("?")
        else:
            keys.append(SINGLE[rng.randrange(len(SINGLE))])
    return keys


def check_trace(lines: list[str], names: tuple[str, ...]) -> tuple[int, int]:
    """(hand-offs dismissed, skips): a skip is a redraw of a seat's cards that
    is not the person who last dismissed a Pass-to screen."""
    holder: int | None = None
    handoffs = skips = 0
    for line in lines:
        kind, *fields = line.split()
        values = dict(field.split("=", 1) for field in fields)
        seat = None if values.get("seat") in (None, "None") else int(values["seat"])
        if kind == "table-opened":
            holder = None
        elif kind == "handoff-shown":
            holder = None  # nobody holds the keyboard while it is up
        elif kind == "handoff-dismissed":
            handoffs += 1
            holder = seat
        elif kind == "redraw" and seat is not None and seat != holder:
            skips += 1
    return handoffs, skips


def early_dismissals(lines: list[str], sends: list[tuple[float, float]]) -> tuple[int, int]:
    """(fences dismissed, dismissed by a key typed before their first frame).
    A fence (Pass-to screen, "Your move" card) is dismissed early when every
    write of keys that began before its dismissing key was read had ended
    before the fence's first frame was written (both clocks: CLOCK_MONOTONIC),
    or when it never traced a first frame at all."""
    drawn: dict[str, float | None] = {}
    dismissed = early = 0
    for line in lines:
        kind, *fields = line.split()
        name, _, what = kind.partition("-")
        if name not in ("handoff", "outcome"):
            continue
        values = dict(field.split("=", 1) for field in fields)
        if what == "shown":
            drawn[name] = None
        elif what == "drawn":
            drawn[name] = float(values["at"])
        elif what == "dismissed":
            dismissed += 1
            frame = drawn.get(name)
            key_at = float(values.get("key_at", "inf"))
            typed = [end for began, end in sends if began <= key_at]
            if frame is None or (typed and typed[-1] < frame):
                early += 1
    return dismissed, early


def you_on_screen(text: str) -> str | None:
    found = re.search(r"(\w+) \(you\)", text)
    return found.group(1) if found else None


GAMES = tuple(os.environ.get(
    "FUZZ_GAMES", "grunlings,fruit-spy,fabled-fruit,gobblin-goblins").split(","))


def fuzz_game(game: str, tmp_path: Path, keys_wanted: int = KEYS_PER_GAME,
              size: tuple[int, int] = (120, 40), delay_max: float = 0.0,
              delay_share: float = 0.0) -> dict[str, object]:
    """Fuzz one game in its own tmux session; the figures and the last screen.
    With `delay_max`, fruitui runs under slow_frames.py: that share of the
    fences' first frames is held back up to `delay_max` seconds."""
    at = f"{size[0]}x{size[1]}"  # the size it starts at (the fuzz resizes now and then)
    rng = random.Random(f"fuzz-{game}" + ("" if size == (120, 40) else f"-{at}"))
    session = f"t10-fuzz-{game}-{at}-{os.getpid()}"
    trace = tmp_path / f"{game}-{at}.trace"
    home = tmp_path / f"{game}-{at}-home"
    launcher = f"{sys.executable} -m fruitui"
    if delay_max:
        hook = Path(__file__).resolve().parent / "slow_frames.py"
        launcher = (f"env FENCE_DELAY_MAX={delay_max} FENCE_DELAY_SHARE={delay_share} "
                    f"FENCE_DELAY_SEED={game}-{at} {sys.executable} {hook}")
    sends: list[tuple[float, float]] = []  # (start, end) of each write of keys, monotonic

    def open_table(seed: int) -> None:
        tmux("kill-session", "-t", session)
        # COLUMNS and LINES unset (pytest sets them): Textual would take them for
        # the terminal's size and never follow the pane's.
        command = (
            f"cd {ROOT} && unset COLUMNS LINES; FRUITUI_HOME={home} FRUITUI_TRACE={trace} "
            f"{speedups_switch()} "
            f"{launcher} --game {game} --players {','.join(NAMES)} "
            f"--seed {seed} --cpu-delay 0; echo FRUITUI-EXIT=$?; sleep 600"
        )
        tmux("new-session", "-d", "-s", session, "-x", str(size[0]), "-y", str(size[1]), command)

    open_table(7)
    left = 0
    sent = screens = wrong_screens = unsettled = late = leftovers = 0
    crashed = False
    screen = wrong_sample = ""
    try:
        time.sleep(2.5)
        while sent < keys_wanted or (
                sent < 3 * keys_wanted and check_trace(_read(trace), NAMES)[0] < MIN_HANDOFFS):
            keys = random_batch(rng)
            began = time.monotonic()
            tmux("send-keys", "-t", session, *keys)
            sends.append((began, time.monotonic()))
            sent += len(keys)
            if rng.random() < 0.05:
                width, height = SIZES[rng.randrange(len(SIZES))]
                tmux("resize-window", "-t", session, "-x", str(width), "-y", str(height))
            time.sleep(0.27)  # past the hand-off guard, so hand-offs do get dismissed
            before = _read(trace)
            screen = tmux("capture-pane", "-p", "-t", session)
            if "FRUITUI-EXIT=0" in screen and "Traceback" not in screen and not _errors(trace):
                # fruitui left on purpose: a key on a score screen (Quit), or the
                # palette's Quit that random letters can pick. Not a crash: sit
                # down at a fresh table and go on.
                left += 1
                open_table(7 + left)
                time.sleep(2.5)
                continue
            if "FRUITUI-EXIT=" in screen or "Traceback" in screen:
                crashed = True
                screen = tmux("capture-pane", "-p", "-t", session, "-S", "-300")
                break
            time.sleep(0.1)
            again = tmux("capture-pane", "-p", "-t", session)
            lines = _read(trace)
            if lines != before or again != screen:
                unsettled += 1
                continue  # still drawing: the screen and the trace may disagree
            holder = _holder(lines)
            you = you_on_screen(screen)
            screens += 1
            if you is not None and "Pass to" not in screen and (
                    holder is None or NAMES[holder] != you):
                # Give a starved machine time to paint before calling it wrong.
                painted = False
                for _ in range(12):
                    time.sleep(0.5)
                    screen = tmux("capture-pane", "-p", "-t", session)
                    you = you_on_screen(screen)
                    holder = _holder(_read(trace))
                    if you is None or "Pass to" in screen or (
                            holder is not None and NAMES[holder] == you):
                        painted = True
                        break
                if painted:
                    late += 1
                    continue
                if "terminal is too small" in screen:
                    # Cells left over from a larger frame, outside the area the
                    # app draws while the terminal is too small (reported, see
                    # the closing note), not a view the app drew.
                    leftovers += 1
                    continue
                wrong_screens += 1
                wrong_sample = f"holder {holder}, trace tail {_read(trace)[-8:]}\n{screen}"
    finally:
        tmux("kill-session", "-t", session)
    lines = _read(trace)
    handoffs, skips = check_trace(lines, NAMES)
    fences, early = early_dismissals(lines, sends)
    if crashed or _errors(trace):
        crashed = True
        screen = f"{_errors(trace)}\n{screen}"
    return {"game": game, "size": at, "keys": sent, "handoffs": handoffs,
            "skips": skips, "fences": fences, "early": early,
            "delays": sum(1 for line in lines if line.startswith("frame-delayed")),
            "wrong": wrong_screens, "screens": screens, "unsettled": unsettled, "late": late,
            "leftovers": leftovers, "crashed": crashed, "screen": screen,
            "sample": wrong_sample}


def summary(run: dict[str, object]) -> str:
    return (f"{run['game']} {run['size']}: keys fuzzed {run['keys']}, hand-offs seen "
            f"{run['handoffs']}, fences dismissed {run['fences']}, first-frame delays "
            f"{run['delays']}, skips {run['skips']} + {run['early']} dismissed before drawn, "
            f"wrong screens {run['wrong']}/{run['screens']} "
            f"(+{run['unsettled']} still drawing, {run['late']} painted late, "
            f"{run['leftovers']} resize leftovers), crashes {int(bool(run['crashed']))}")


def check_runs(runs: list[dict[str, object]]) -> None:
    for run in runs:
        assert not run["crashed"], f"{run['game']}: the app ended or crashed:\n{run['screen']}"
        assert run["skips"] == 0 and run["wrong"] == 0, f"{run['game']}: {run['sample']}"
        assert run["early"] == 0, f"{run['game']}: a fence passed by a key typed before it showed"
        assert run["handoffs"] >= MIN_HANDOFFS, f"{run['game']}: the fuzz must get past hand-offs"


def test_random_keys_never_show_cards_to_the_wrong_person(tmp_path: Path) -> None:
    # The four games run at once: each app mostly waits for the next batch. A
    # fifth of the fences' first frames come up to a second late (slow_frames.py).
    with ThreadPoolExecutor(len(GAMES)) as pool:
        runs = list(pool.map(
            lambda game: fuzz_game(game, tmp_path, delay_max=1.0, delay_share=0.2), GAMES))
    for run in runs:
        print("\n" + summary(run))
    check_runs(runs)


def _read(trace: Path) -> list[str]:
    """The trace's event lines (a traceback's indented lines left out)."""
    lines = trace.read_text().splitlines() if trace.exists() else []
    return [line for line in lines if line and not line.startswith(" ")]


def _errors(trace: Path) -> str:
    """Every traceback the app wrote to its trace (see trace_error)."""
    lines = trace.read_text().splitlines() if trace.exists() else []
    return "\n".join(line for line in lines if line.startswith("error") or line.startswith("  | "))


def _holder(lines: list[str]) -> int | None:
    holder: int | None = None
    for line in lines:
        kind, *fields = line.split()
        values = dict(field.split("=", 1) for field in fields)
        if kind in ("handoff-shown", "table-opened"):
            holder = None
        elif kind == "handoff-dismissed":
            holder = int(values["seat"])
    return holder
