"""What is on the terminal is what a fresh table would draw (issue 38), in a
real terminal: shared by tests/tmux/test_fresh_cells.py and
benchmarks/fresh_cells.py.

A seeded table (Ann and two easy computers: no hand-offs) is played in a tmux
pane by keys. After each of Ann's choices that brings her a new decision, once
the pane is still, its cells (characters, colours and attributes:
`capture-pane -e`) are compared row by row with those of a second fruitui
started fresh in a pane of the same size on a copy of the save (seed and
choices): `fruitui resume`. A row that differs is a stale row. No row is left
out: the status line says what just happened, which a fresh table cannot know,
so the fresh one is told the played one's words (fresh_hook.py) and its
status takes as many rows; so it is told where the person left the cursors a
board keeps from one decision to the next (Fruit Spy's hand and farmhouse).
A row that differs is looked at again 1.5 s later (both panes): one that then
agrees was painted late, not stale, and is counted apart.
"""

from __future__ import annotations

import json
import random
import re
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.tmux.fence_term import Pane

GAMES = ("grunlings", "fabled-fruit", "fruit-spy", "gobblin-goblins")
SIZES = ((80, 24), (120, 40))
PLAYERS = "Ann,cpu:Bob:easy,cpu:Cy:easy"
HOOK = Path(__file__).resolve().parent / "fresh_hook.py"
# Keys a player chooses with: a cursor move or two, then a key that chooses
# (Enter, Space, a menu number, Grunlings' n). Keys that open other screens or
# scroll a panel (?, t, c, e, g) are left out: a fresh table cannot know them.
MOVES = ["Up", "Down", "Down", "Left", "Right", "Space"]
CHOOSERS = ["Enter", "Enter", "Enter", "Space", "1", "2", "3", "n"]
QUIET = 0.5  # seconds a pane must stay unchanged to count as settled
LOOK_AGAIN = 1.5  # seconds before a differing row is looked at again
ESCAPES = re.compile(r"\x1b\[[0-9;:]*[A-Za-z]")


@contextmanager
def busy_machine(loops: int = 2) -> Iterator[None]:
    """`loops` busy-loop processes under nice while the block runs."""
    load = [subprocess.Popen(["nice", "-n", "19", sys.executable, "-c", "while True: pass"])
            for _ in range(loops)]
    try:
        yield
    finally:
        for process in load:
            process.kill()
            process.wait()


def last_redraw(pane: Pane) -> tuple[int, str]:
    """(move, who decides) of the table's last redraw; (-1, "") before one."""
    for line in reversed(pane.lines()):
        if line.startswith("redraw "):
            fields = dict(field.split("=", 1) for field in line.split()[1:])
            return int(fields["move"]), fields["decides"]
    return -1, ""


def settle(pane: Pane, quiet: float = QUIET, seconds: float = 30) -> str:
    """The pane's styled cells once neither they nor its trace changed for `quiet` s."""
    end = time.monotonic() + seconds
    last = (pane.screen(styled=True), len(pane.lines()))
    since = time.monotonic()
    while time.monotonic() < end:
        time.sleep(0.05)
        now = (pane.screen(styled=True), len(pane.lines()))
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            break
    return last[0]


def ended(screen: str) -> bool:
    return "FRUITUI-EXIT=" in screen or "Traceback" in screen


def differing(shown: str, fresh: str) -> list[int]:
    a, b = shown.split("\n"), fresh.split("\n")
    return [y for y in range(max(len(a), len(b)))
            if (a[y] if y < len(a) else "") != (b[y] if y < len(b) else "")]


def plain(row: str) -> str:
    return ESCAPES.sub("", row)


def styles_apart(shown: str, fresh: str) -> tuple[str, str]:
    """Two rows of the same characters, from where their escapes first differ."""
    at = next((i for i, (a, b) in enumerate(zip(shown, fresh)) if a != b),
              min(len(shown), len(fresh)))
    at = max(0, shown.rfind("\x1b", 0, at))
    return shown[at:at + 120], fresh[at:at + 120]


class Run:
    """One game at one size: decisions compared, stale rows and their samples."""

    def __init__(self, game: str, size: tuple[int, int], seed: int) -> None:
        self.game, self.size, self.seed = game, size, seed
        self.checked = self.stale = self.late = self.steps = 0
        self.samples: list[str] = []
        self.late_notes: list[str] = []
        self.crash = ""
        self.over = False

    @property
    def label(self) -> str:
        return f"{self.game} {self.size[0]}x{self.size[1]} seed {self.seed}"

    def summary(self) -> str:
        return (f"{self.label}: decisions checked {self.checked}, stale rows {self.stale} "
                f"(+{self.late} painted late), keys sent in {self.steps} steps"
                + (", game over" if self.over else "") + (", CRASHED" if self.crash else ""))


def fresh_cells(save: Path, status: dict[str, object], size: tuple[int, int], tmp: Path, name: str,
                env: str) -> tuple[str, Pane]:
    """The cells of a fruitui started fresh on a copy of `save`, told `status`
    (the played one's status words and kept cursors: fresh_hook.py)."""
    home = tmp / f"{name}-home"
    (home / "games").mkdir(parents=True)
    shutil.copy(save, home / "games" / save.name)
    pane = Pane(name, tmp, f"resume {save.stem} --cpu-delay 0",
                env=f"{env} FRESH_STATUS={shlex.quote(json.dumps(status))}", size=size, hook=HOOK)
    # The Pane's own home is {name}-home: the copy is there.
    pane.wait_for(lambda: "fresh-drawn" in pane.lines() or ended(pane.screen()), 60)
    return settle(pane), pane


def play(game: str, size: tuple[int, int], seed: int, decisions: int, tmp: Path,
         env: str = "", fresh_env: str = "") -> Run:
    """Play `game` until `decisions` of Ann's have been compared (or it ends).
    `env` goes to the played fruitui only (FRESH_BREAK, FRESH_APP_ROOT),
    `fresh_env` to the fresh ones."""
    run = Run(game, size, seed)
    rng = random.Random(f"{game}-{size}-{seed}")
    tag = f"fresh-{game}-{size[0]}-{seed}"
    log = tmp / f"{tag}.status"
    played = Pane(tag, tmp, f"--game {game} --players {PLAYERS} --seed {seed} --cpu-delay 0",
                  env=f"{env} FRESH_STATUS_LOG={log}", size=size, hook=HOOK)
    try:
        played.wait_for(lambda: last_redraw(played)[1] == "0" or ended(played.screen()), 60)
        settle(played)
        compared = last_redraw(played)[0]
        while run.checked < decisions and run.steps < 12 * decisions:
            run.steps += 1
            keys = rng.sample(MOVES, rng.randrange(3)) + [rng.choice(CHOOSERS)]
            played.keys(*keys)
            # Ann's next decision, or the computers still playing, or the end.
            played.wait_for(lambda: last_redraw(played)[1] == "0" or "score-shown" in
                            played.lines() or ended(played.screen()), 30)
            shown = settle(played)
            if ended(shown):
                run.crash = played.screen()
                break
            move, decides = last_redraw(played)
            if decides != "0":
                run.over = True  # the game ended (its score is up)
                break
            if move <= compared:
                continue  # a cursor move, or a choice refused: no new decision
            compared = move
            check(run, played, shown, log, tmp, fresh_env)
    finally:
        played.close()
    return run


def check(run: Run, played: Pane, shown: str, log: Path, tmp: Path, env: str) -> None:
    """Compare the played pane with a fresh table on the same save."""
    home = played.trace.parent / f"{played.trace.stem}-home"
    move = last_redraw(played)[0]
    saves = list((home / "games").glob("*.json"))
    assert len(saves) == 1, saves
    # The save is written off the event loop: wait for this move's.
    played.wait_for(lambda: len(json.loads(saves[0].read_text())["choices"]) == move, 10)
    statuses = log.read_text().splitlines()
    status = json.loads(statuses[-1]) if statuses else {"status": "", "kept": {}}
    name = f"{played.trace.stem}-m{move}"
    fresh, pane = fresh_cells(saves[0], status, run.size, tmp, name, env)
    try:
        rows = differing(shown, fresh)
        if rows:  # not yet painted, or stale: look again, both panes
            time.sleep(LOOK_AGAIN)
            shown_again, fresh_again = played.screen(styled=True), pane.screen(styled=True)
            again = differing(shown_again, fresh_again)
            if not again:
                run.late += 1
                late = "played" if shown_again != shown else "fresh"
                if fresh_again != fresh and late == "played":
                    late = "both"
                run.late_notes.append(f"after choice {move}: rows {rows}, painted late: {late}")
            rows, shown, fresh = again, shown_again, fresh_again
    finally:
        pane.close()
    run.checked += 1
    run.stale += len(rows)
    if rows and len(run.samples) < 3:
        a, b = shown.split("\n"), fresh.split("\n")
        lines = [f"{run.label}, after choice {move}: rows {rows}"]
        for y in rows[:8]:
            shown_row, fresh_row = (a[y] if y < len(a) else ""), (b[y] if y < len(b) else "")
            if plain(shown_row) == plain(fresh_row):  # the same characters: say the styles
                shown_row, fresh_row = styles_apart(shown_row, fresh_row)
            else:
                shown_row, fresh_row = plain(shown_row), plain(fresh_row)
            lines.append(f"  row {y:2} shown: {shown_row!r}")
            lines.append(f"  row {y:2} fresh: {fresh_row!r}")
        run.samples.append("\n".join(lines))
