"""What is on screen is what a fresh table would draw (issue 38, item 1).

A table played choice by choice (a person and two computers, seeded) is
compared, after each of the person's choices, cell row by cell row with a
table freshly mounted on the same game state (same seed, same choices) in an
app of the same size: a row left over from the decision before (an old menu
item, a box border, a panel line) shows as a difference. The status line is
left out: it says what just happened, which a fresh table cannot know.
"""

from __future__ import annotations

import random

import pytest
from textual.app import App

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.board import Board
from tests.ui.helpers import screen_text

GAMES = ("grunlings", "fabled-fruit", "fruit-spy", "gobblin-goblins")
SIZES = ((80, 24), (120, 40))
CHOICES = 8  # of the person's choices per game and size: a part of a game
SEED = 7


async def settled(pilot, app: App) -> str:
    """The screen's text once two reads in a row agree."""
    text = screen_text(app)
    for _ in range(40):
        await pilot.pause(0.02)
        text, before = screen_text(app), text
        if text == before:
            break
    return text


def rows_but_status(app: App, text: str) -> list[str]:
    region = app.screen.query_one("#status").region
    return [row for y, row in enumerate(text.split("\n")) if not region.y <= y < region.bottom]


async def played(game: str, size: tuple[int, int]) -> list[tuple[TableSetup, str, list[str]]]:
    """After each of the person's choices that leads to another of theirs: the
    table's setup with its choices so far, and the rows on screen."""
    setup = TableSetup(game, parse_players("Ann,cpu,cpu"), SEED, {})
    app = FruitApp(cpu_delay=0, first=lambda: TableScreen(setup, 0, None))
    rng = random.Random(f"{game}{size}")
    seen: list[tuple[TableSetup, str, list[str]]] = []
    async with app.run_test(size=size) as pilot:
        while len(seen) < CHOICES:
            await settled(pilot, app)
            screen = app.screen
            if isinstance(screen, OutcomeScreen):
                await pilot.press("enter")
                continue
            if not isinstance(screen, TableScreen) or screen.table.finished:
                break  # the game is over (its score is up)
            table = screen.table
            decision = table.my_decision()
            if decision is None:  # a computer is still thinking
                await pilot.pause(0.05)
                continue
            if screen.offered is not None and table.match.choices:
                text = await settled(pilot, app)
                replay = TableSetup(game, setup.seats, SEED, {},
                                    choices=tuple(table.match.choices))
                # The status line's words (and so its rows) go with the screen.
                seen.append((replay, screen._status_text or "", rows_but_status(app, text)))
            screen.board.post_message(Board.Chosen(rng.choice(decision.choices), screen.offered))
            await pilot.pause()
    return seen


async def fresh_rows(setups: list[tuple[TableSetup, str]],
                     size: tuple[int, int]) -> list[list[str]]:
    """Each setup's table mounted afresh (one after another, in one app), its
    status line saying what the played one said (a fresh table cannot know what
    just happened, such as "New menu:"; the status takes as many rows)."""
    app = FruitApp(cpu_delay=0, first=lambda: TableScreen(setups[0][0], 0, None))
    rows = []
    async with app.run_test(size=size) as pilot:
        for index, (setup, status) in enumerate(setups):
            if index:
                await app.switch_screen(TableScreen(setup, 0, None))
            await settled(pilot, app)
            screen = app.screen
            assert isinstance(screen, TableScreen)
            screen.set_status(status)
            rows.append(rows_but_status(app, await settled(pilot, app)))
    return rows


def stale_rows(shown: list[str], fresh: list[str]) -> list[str]:
    return [f"row {y}: shown {a!r}, fresh {b!r}"
            for y, (a, b) in enumerate(zip(shown, fresh)) if a != b]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
async def test_every_row_is_a_fresh_render(game: str, size: tuple[int, int]) -> None:
    seen = await played(game, size)
    assert len(seen) >= CHOICES // 2, f"{game}: too few choices of the person's to compare"
    fresh = await fresh_rows([(setup, status) for setup, status, _ in seen], size)
    stale = [f"after choice {len(setup.choices)}: {line}"
             for (setup, _, shown), again in zip(seen, fresh)
             for line in stale_rows(shown, again)]
    assert not stale, f"{game} {size}: {len(stale)} stale rows\n" + "\n".join(stale[:20])
