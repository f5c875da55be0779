"""Grunlings random playouts go exactly as they did before they were sped up.

The digests in data/grunlings_digests.json were recorded with
tests/rules/grunlings_digest_record.py from main at eac326a (before the
speed-ups): 300 seeded games over 2-5 players, Set choices and first seats,
each hashing every decision (seat, kind, prompt, choices, turn), every tenth
decision's full view for the deciding seat, every seat's final view (log
included) and the result. A save is seed + choices, so any difference here
would replay a saved game differently. Re-recorded where only the wording
or the known hand cards changed, after checking that every game's decisions
and result hash as before; and re-recorded when the rules changed on purpose
(a final Frost keeps a Pear holder's Oranges at their own points: 29 of the
300 results differ, and in 3 of those the Star Fruit choices at the end, which
are offered best first by score; every other decision hashes as before);
again when the Basket's log line was reworded ("Bob stores 1 card; 2 cards in
the Basket now."): every game's decisions and result hash as before.
"""

from __future__ import annotations

import json

import pytest

from tests.rules.grunlings_digest_record import FIXTURE, GAMES, digest

RECORDED = json.loads(FIXTURE.read_text())


def test_the_record_covers_every_game() -> None:
    assert len(RECORDED) == GAMES


@pytest.mark.parametrize("chunk", range(4))
def test_playouts_match_the_record(chunk: int) -> None:
    for index in range(chunk, GAMES, 4):
        assert list(digest(index)) == RECORDED[index], f"game {index} plays differently"
