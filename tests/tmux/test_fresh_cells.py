"""Every row on the terminal is what a fresh table would draw, after each
choice (issue 38), in a real terminal (tmux) at 80x24 and 120x40, with two
busy loops under nice beside it: how the comparison is made is in
fresh_cells.py. The four games and two sizes run at once, a few decisions
each; FRESH_DECISIONS=N compares N of each (benchmarks/fresh_cells.py runs
many more, over several seeds). FRESH_BREAK=panel or menu breaks the played
table's freshness on purpose (fresh_hook.py): the test must then fail.
"""

from __future__ import annotations

import os
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.tmux.fresh_cells import GAMES, SIZES, Run, busy_machine, play

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")

DECISIONS = int(os.environ.get("FRESH_DECISIONS", "4"))
SEED = 8  # its Grunlings game once left an old menu's rows under a longer one (120x40)
BREAK = os.environ.get("FRESH_BREAK", "")


def test_every_row_is_a_fresh_render_after_each_choice(tmp_path: Path) -> None:
    cases = [(game, size) for game in GAMES for size in SIZES]
    with busy_machine(), ThreadPoolExecutor(4) as pool:
        runs: list[Run] = list(pool.map(
            lambda case: play(case[0], case[1], SEED, DECISIONS, tmp_path,
                              env=f"FRESH_BREAK={BREAK}" if BREAK else ""), cases))
        load = os.getloadavg()[0]
    print(f"\nload average {load:.1f}")
    for run in runs:
        print(run.summary())
    for run in runs:
        assert not run.crash, f"{run.label}: fruitui ended\n{run.crash}"
        assert run.checked >= min(DECISIONS, 3), f"{run.label}: too few decisions compared"
    stale = [sample for run in runs for sample in run.samples]
    assert sum(run.stale for run in runs) == 0, "stale rows:\n" + "\n".join(stale)
