"""Undo on every playable game: a take-back restores exactly the position before.

Random choices drive a hot-seat table; before a choice the person to act
often tries to take back. Whenever that is allowed, every seat's view must return
to what it was before their last choice, and the game goes on from there.
"""

from __future__ import annotations

import random

import pytest

from fruitui.games.registry import GAMES, game_info
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.table.undo import ACTED_SINCE, NOTHING_TO_TAKE_BACK, REVEALED, UndoRefused

PLAYABLE = [name for name, info in GAMES.items() if info.playable]
CHOICES = 80  # per game: enough to meet several multi-choice turns, and fast


def views(table: Table) -> list:
    return [table.match.state.view(seat) for seat in [None, *range(len(table.seats))]]


@pytest.mark.parametrize("game", PLAYABLE)
def test_take_back_restores_the_position_before_the_choice(game: str) -> None:
    info = game_info(game)
    seats = [Seat(name) for name in ("Ann", "Bob", "Cy", "Dee", "Eve")[: max(3, info.min_players)]]
    seats = seats[: info.max_players]
    table = Table(TableSetup(game, seats, seed=9))
    rng = random.Random(9)
    before: list = []  # views before each choice still on the table
    verdicts = {"taken back": 0, NOTHING_TO_TAKE_BACK: 0, REVEALED: 0, ACTED_SINCE: 0,
                "not asked": 0}
    for _ in range(4 * CHOICES):
        if table.finished or len(table.match.choices) >= CHOICES:
            break
        table.take_keyboard(table.decision.seat)
        try:
            if rng.random() < 0.4:  # not always, or a turn could go back and forth for ever
                table.take_back()
            else:
                raise UndoRefused("not asked")
        except UndoRefused as refusal:
            verdicts[str(refusal)] += 1
        else:
            verdicts["taken back"] += 1
            assert views(table) == before.pop(), f"{game}: the take-back left a different game"
        before = before[: len(table.match.choices)]
        before.append(views(table))
        choices = table.decision.choices
        table.apply(choices[rng.randrange(len(choices))])
    assert verdicts[NOTHING_TO_TAKE_BACK] > 0
    if game == "fruit-spy":
        assert verdicts["taken back"] == 0  # one choice a turn: never anything to take back
    print(game, verdicts)
