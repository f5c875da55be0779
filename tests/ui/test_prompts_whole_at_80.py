"""Prompts are whole at 80x24 (issue 38, item 6): the status line is one line,
so what it says must fit in it."""

from __future__ import annotations

from textual.widgets import Static

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from tests.ui.helpers import screen_text


async def test_fruit_spy_house_prompt_is_whole_at_80_columns() -> None:
    seats = [Seat("Ann"), Seat("Cpu", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("fruit-spy", seats, seed=3), cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        for _ in range(6):  # the longest card name
            await pilot.press("right")
        await pilot.press("enter")  # the card: now a house is asked for
        await pilot.pause()
        status = app.screen.query_one("#status", Static)
        said = str(status.content)
        assert said.startswith("Play ") and said.endswith("card."), said
        assert len(said) <= status.content_region.width, said
        assert said in screen_text(app)


async def test_fabled_fruit_juice_prompt_is_whole_at_80_columns() -> None:
    """At #6 with a juice to pay, the prompt read '… ↑/↓ and Enter, or an' at 80x24."""
    import random

    from fruitui.table.local import Table

    seats = [Seat("Ann"), Seat("Bob", computer=True), Seat("Cy", computer=True)]
    found = None
    for seed in range(1, 40):  # a game reaching Ann at #6 with its juice to pay
        table, rng, made = Table(TableSetup("fabled-fruit", seats, seed)), random.Random(seed), []
        while not table.finished and found is None:
            decision = table.decision
            if decision.seat == 0 and any(table.describe(c).startswith("Make a juice of #6")
                                          for c in decision.choices):
                found = seed, tuple(made)
                break
            choice = rng.choice(decision.choices)  # every seat's, the computers' too
            table.apply(choice)
            made.append(choice)
        if found:
            break
    assert found is not None
    seed, made = found
    app = FruitApp(setup=TableSetup("fabled-fruit", seats, seed, choices=made), cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await pilot.pause()
        status = app.screen.query_one("#status", Static)
        said = str(status.content)
        assert said.startswith("Ann: use #6"), said
        assert len(said) <= status.content_region.width, said
        assert said in screen_text(app)
