"""Long player names cut no prompt, and the Fabled Fruit juice price shows whole
(issue 38, item 6): with 12-letter names at 80x24 and 120x40, the status line
wraps rather than cutting, and the menu item of a juice at #6 names all five fruits."""

from __future__ import annotations

import random

import pytest
from textual.widgets import Static

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.ui.widgets.board import Board
from fruitui.ui.widgets.choices import ChoiceMenu
from tests.ui.helpers import screen_text

NAMES = ("Annabelle Jo", "Bartholomews", "Christabelle")
SIZES = [(80, 24), (120, 40)]


def seats() -> list[Seat]:
    return [Seat(NAMES[0])] + [Seat(name, computer=True) for name in NAMES[1:]]


def drawn(app: FruitApp, selector: str) -> str:
    """The characters inside a widget's region, its rows joined, edges and runs of spaces dropped."""
    region = app.screen.query_one(selector).region
    rows = screen_text(app).split("\n")[region.y:region.bottom]
    return " ".join(" ".join(row[region.x:region.right].strip(" ▊▎").split()) for row in rows)


def status_is_whole(app: FruitApp) -> None:
    said = " ".join(str(app.screen.query_one("#status", Static).content).split())
    assert " ".join(drawn(app, "#status").split()) == said


@pytest.mark.parametrize("game", ["grunlings", "gobblin-goblins", "fabled-fruit", "fruit-spy"])
@pytest.mark.parametrize("size", SIZES)
async def test_prompts_with_long_names_are_whole(game: str, size: tuple[int, int]) -> None:
    app = FruitApp(setup=TableSetup(game, seats(), seed=4), cpu_delay=0)
    rng = random.Random(4)
    checked = 0
    async with app.run_test(size=size) as pilot:
        for _ in range(120):
            for _ in range(3):
                await pilot.pause()
            screen = app.screen
            if not isinstance(screen, TableScreen) or screen.table.finished:
                break
            decision = screen.table.my_decision()
            if decision is None:
                await pilot.pause(0.05)
                continue
            status_is_whole(app)
            checked += 1
            if checked == 8:
                break
            screen.board_chosen(Board.Chosen(rng.choice(decision.choices), screen.offered))
    assert checked >= 6


def table_at_juice_of_6() -> TableSetup:
    """A seeded Fabled Fruit game up to where the first seat may make the juice of #6."""
    for seed in range(1, 40):
        table, rng, made = Table(TableSetup("fabled-fruit", seats(), seed)), random.Random(seed), []
        while not table.finished:
            decision = table.decision
            if decision.seat == 0 and any(table.describe(c).startswith("Make a juice of #6")
                                          for c in decision.choices):
                return TableSetup("fabled-fruit", seats(), seed, choices=tuple(made))
            choice = rng.choice(decision.choices)
            table.apply(choice)
            made.append(choice)
    raise AssertionError("no game reached a juice of #6")


@pytest.mark.parametrize("size", SIZES)
async def test_the_juice_of_6_and_its_prompt_are_whole(size: tuple[int, int]) -> None:
    app = FruitApp(setup=table_at_juice_of_6(), cpu_delay=30)
    async with app.run_test(size=size) as pilot:
        for _ in range(3):
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        decision = screen.table.my_decision()
        label = next(screen.table.describe(c) for c in decision.choices
                     if screen.table.describe(c).startswith("Make a juice of #6"))
        assert label.endswith("grapes"), label
        menu = screen.query_one(ChoiceMenu)
        for index in range(len(decision.choices)):  # highlighted or not
            menu.highlighted = index
            await pilot.pause()
            assert label in drawn(app, "#choices"), drawn(app, "#choices")
        status_is_whole(app)
