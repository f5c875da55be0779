"""Grunlings' levels play exactly as recorded (see grunlings_moves_record.py).

The fixtures hold whole games with every seat a normal-level (or a
hard-level) search bot (at small budgets): each choice, and every rollout's reward in order. A faster
rollout, copy or scoring that changed a single reward, or drew from a random
stream in another order, fails here.
"""

from __future__ import annotations

import json

import pytest

from tests.bots.grunlings_moves_record import FIXTURE, GAMES, HARD_FIXTURE, HARD_GAMES, record

RECORDED = json.loads(FIXTURE.read_text())
HARD_RECORDED = json.loads(HARD_FIXTURE.read_text())


def test_the_fixture_covers_the_recorded_games() -> None:
    assert [(g["seed"], g["players"], g["iterations"]) for g in RECORDED] == list(GAMES)
    assert sum(len(g["rewards"]) for g in RECORDED) > 1000  # enough searched moves


@pytest.mark.parametrize("game", RECORDED, ids=lambda g: f"seed{g['seed']}")
def test_choices_and_rewards_match_the_recording(game: dict) -> None:
    now = record(game["seed"], game["players"], game["iterations"])
    assert now["rewards"] == game["rewards"]
    assert now["choices"] == game["choices"]


def test_the_hard_fixture_covers_its_games() -> None:
    assert [(g["seed"], g["players"], g["iterations"]) for g in HARD_RECORDED] == list(HARD_GAMES)
    assert sum(len(g["rewards"]) for g in HARD_RECORDED) > 1000


@pytest.mark.parametrize("game", HARD_RECORDED, ids=lambda g: f"hard-seed{g['seed']}")
def test_hard_choices_and_rewards_match_the_recording(game: dict) -> None:
    """Hard's rollouts play the value bot for every seat: a faster value bot
    that changed one worth's ranking would change a reward here."""
    now = record(game["seed"], game["players"], game["iterations"], level="hard")
    assert now["rewards"] == game["rewards"]
    assert now["choices"] == game["choices"]
