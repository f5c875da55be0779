"""Grunlings' levels play exactly as recorded (see grunlings_moves_record.py).

The fixture holds whole games with every seat a normal-level search bot (at
small budgets): each choice, and every rollout's reward in order. A faster
rollout, copy or scoring that changed a single reward, or drew from a random
stream in another order, fails here.
"""

from __future__ import annotations

import json

import pytest

from tests.bots.grunlings_moves_record import FIXTURE, GAMES, record

RECORDED = json.loads(FIXTURE.read_text())


def test_the_fixture_covers_the_recorded_games() -> None:
    assert [(g["seed"], g["players"], g["iterations"]) for g in RECORDED] == list(GAMES)
    assert sum(len(g["rewards"]) for g in RECORDED) > 1000  # enough searched moves


@pytest.mark.parametrize("game", RECORDED, ids=lambda g: f"seed{g['seed']}")
def test_choices_and_rewards_match_the_recording(game: dict) -> None:
    now = record(game["seed"], game["players"], game["iterations"])
    assert now["rewards"] == game["rewards"]
    assert now["choices"] == game["choices"]
