"""Keys queued faster than the screen changes never move for the next person.

Pilot waits for idle between presses, which hides the race: these tests post
the key events to the app in one burst, as a real terminal delivers them.
"""

from __future__ import annotations

import asyncio

import pytest
from textual import events

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup


def burst(app: FruitApp, key: str, count: int) -> None:
    """Queue `count` presses of `key` without letting the app run in between."""
    char = {"enter": "\r", "space": " "}.get(key, key)
    for _ in range(count):
        app.post_message(events.Key(key, char))


async def settle(pilot, seconds: float = 0.6) -> None:
    await pilot.pause()
    await asyncio.sleep(seconds)
    await pilot.pause()


def table_screen(app: FruitApp) -> TableScreen:
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


@pytest.mark.parametrize("game", ["grunlings", "fruit-spy", "fabled-fruit", "gobblin-goblins"])
async def test_a_burst_of_enters_moves_only_for_the_person_at_the_keyboard(game: str) -> None:
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    app = FruitApp(setup=TableSetup(game, seats, seed=3), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, 0.4)
        assert isinstance(app.screen, HandoffScreen)
        table = table_screen(app).table
        first = table.decision.seat
        await pilot.press("enter")  # the first person takes the keyboard
        await pilot.pause()
        assert table.at_keyboard == first
        if game == "grunlings":
            burst(app, "space", 1)  # the opening Basket is a tick list: tick a card first
        burst(app, "enter", 6)
        await settle(pilot)
        choices = table.match.choices
        seats_moved = {step.seat for step in table.steps}
        assert seats_moved <= {first}, f"{game}: a burst chose for {seats_moved - {first}}"
        assert choices, "the first Enter of the burst is a real choice"
        if table.decision.seat != first:
            # The keyboard must pass: the Pass-to screen is up, nothing beneath it is anyone's.
            assert isinstance(app.screen, HandoffScreen)
            assert table.at_keyboard is None
