"""The speedups (fruitui/ui/speedups/) change how much is drawn, never what: the
same seeded games, played by the same choices, show the same screens with the
speedups on and off. And their switch and version gate (issue 42)."""

from __future__ import annotations

import random

import pytest
import textual

from fruitui.ui import speedups
from fruitui.ui.app import FruitApp
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.board import Board
from tests.ui.test_fresh_render import settled

pytestmark = pytest.mark.ui

GAMES = ("grunlings", "fabled-fruit", "fruit-spy", "gobblin-goblins")
CHOICES = 4  # of the person's choices per game: a few phases each


def cells(app: FruitApp) -> str:
    """Every cell on the screen: its text and its style."""
    return "\n".join(" ".join(f"{seg.text!r}:{seg.style}" for seg in strip)
                     for strip in app.screen._compositor.render_strips())


async def screens(game: str, size: tuple[int, int]) -> list[str]:
    """The whole screen after each of the person's choices (and at the start)."""
    setup = TableSetup(game, parse_players("Ann,cpu,cpu"), 7, {})
    app = FruitApp(cpu_delay=0, first=lambda: TableScreen(setup, 0, None))
    rng = random.Random(game)
    shown: list[str] = []
    async with app.run_test(size=size) as pilot:
        while len(shown) < CHOICES:
            await settled(pilot, app)
            screen = app.screen
            if isinstance(screen, OutcomeScreen):
                await pilot.press("enter")
                continue
            if not isinstance(screen, TableScreen) or screen.table.finished:
                break
            decision = screen.table.my_decision()
            if decision is None:
                await pilot.pause(0.05)
                continue
            await settled(pilot, app)
            shown.append(cells(app))
            screen.board.post_message(Board.Chosen(rng.choice(decision.choices), screen.offered))
            await pilot.pause()
        await pilot.press("down")  # a key's partial repaint too
        await settled(pilot, app)
        shown.append(cells(app))
    return shown


@pytest.mark.parametrize("game", GAMES)
async def test_screens_are_the_same_with_the_speedups_on_and_off(
        monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    size = (80, 24) if game in ("grunlings", "gobblin-goblins") else (120, 40)
    monkeypatch.setenv(speedups.SWITCH, "1")
    if not speedups.enabled():
        pytest.skip("speedups off here (switch or Textual version)")
    on = await screens(game, size)
    monkeypatch.setenv(speedups.SWITCH, "0")
    assert not speedups.enabled()
    off = await screens(game, size)
    assert len(on) == len(off) > CHOICES // 2
    for step, (a, b) in enumerate(zip(on, off)):
        assert a == b, f"{game}, screen {step}:\n--- on\n{a}\n--- off\n{b}"


def test_the_switch_and_the_version_gate(monkeypatch: pytest.MonkeyPatch) -> None:
    assert speedups.textual_version() == textual.__version__
    monkeypatch.setenv(speedups.SWITCH, "0")
    assert not speedups.enabled()
    monkeypatch.setenv(speedups.SWITCH, "1")
    assert speedups.enabled() == (textual.__version__ in speedups.TESTED_ON)
    monkeypatch.setattr(speedups, "_version", "8.1.0")  # an untested Textual
    assert not speedups.enabled()
