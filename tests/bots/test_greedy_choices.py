"""The greedy bots make the same choices as before they were sped up.

The fixture holds the choice lists of seeded all-greedy games recorded with
the bots as they were (see greedy_record.py); every game is replayed and
compared choice by choice.
"""

from __future__ import annotations

import json

import pytest

from tests.bots.greedy_record import FIXTURE, record

RECORDED: dict[str, list] = json.loads(FIXTURE.read_text())


def test_fixture_covers_every_game() -> None:
    games = {key.split("/")[0] for key in RECORDED}
    assert games == {"grunlings", "fabled-fruit", "gobblin-goblins", "fruit-spy"}


@pytest.mark.parametrize("key", sorted(RECORDED))
def test_greedy_game_plays_as_recorded(key: str) -> None:
    game, players, seed = key.split("/")
    played = record(game, int(players), int(seed))
    expected = RECORDED[key]
    first = next((i for i, (a, b) in enumerate(zip(played, expected)) if a != b), None)
    assert first is None, f"choice {first} differs: {played[first]} != {expected[first]}"
    assert len(played) == len(expected)
