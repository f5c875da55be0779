"""Record (or replay) digests of seeded Grunlings random playouts.

tests/rules/data/grunlings_digests.json was written with this module from the
code before the random playouts were sped up (main at eac326a, run with
PYTHONPATH pointing at that tree); test_grunlings_digests.py checks that the
rules of today play every one of those games exactly alike: the same
decisions (seat, kind, prompt, choices, turn), views, log and result.
Rewrite it only when the game is meant to play differently:
python -m tests.rules.grunlings_digest_record
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from fruitui.games.registry import load_rules

FIXTURE = Path(__file__).resolve().parent / "data" / "grunlings_digests.json"
GAMES = 300
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
SETS: dict[int, list[list[str] | None]] = {
    2: [None, ["Apple"], ["Tropic"]], 3: [None, ["Apple", "Berry"]],
    4: [None, ["Berry", "Tropic"]], 5: [None, ["Apple", "Berry", "Tropic"]],
}


def game_setup(index: int) -> tuple[list[str], int, dict[str, Any] | None]:
    players = 2 + index % 4
    sets = SETS[players][(index // 4) % len(SETS[players])]
    options: dict[str, Any] = {}
    if sets:
        options["sets"] = sets
    if index % 7 == 3:
        options["first"] = index % players
    return list(NAMES[:players]), 20_000 + index, options or None


def digest(index: int) -> tuple[int, str]:
    """(decisions, sha256 prefix) of game `index`, picks from a plain Random."""
    names, seed, options = game_setup(index)
    state = load_rules("grunlings").new_state(names, seed, options)
    rnd = random.Random(index).random
    h = hashlib.sha256()
    decisions = 0
    decision = state.decision()
    while decision is not None:
        h.update(repr(tuple(decision)).encode())
        if decisions % 10 == 0:  # now and then, all the deciding seat sees
            h.update(repr(state.view(decision.seat)).encode())
        choices = decision.choices
        state.apply(choices[int(rnd() * len(choices))])
        decisions += 1
        decision = state.decision()
    for seat in (None, *range(len(names))):
        h.update(repr(state.view(seat)).encode())
    h.update(repr((state.result(), state.chance_outcomes)).encode())
    return decisions, h.hexdigest()[:20]


def main() -> None:
    rows = [json.dumps(digest(i)) for i in range(GAMES)]
    FIXTURE.write_text("[\n" + ",\n".join(rows) + "\n]\n")


if __name__ == "__main__":
    main()
