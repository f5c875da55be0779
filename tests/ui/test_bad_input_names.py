"""Names are text everywhere: a name that looks like markup is drawn as typed.

`[/b]` crashed the first hand-off (MarkupError); `[red]Zq` was drawn red as
"Zq" in some places. Every game is opened with such names, its table drawn,
then played to the score screen; and `p` pressed as a game ends (several
times, before the screens settle) must not crash (NoMatches: HeaderTitle).
"""

from __future__ import annotations

import re

import pytest
from textual import events

from fruitui.ui.app import FruitApp
from fruitui.games.registry import GAMES
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.score import ScoreScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from tests.ui.helpers import screen_text

NAMES = ("[red]Zq", "[/b]", "[b]Yv[/b]")
PLAYABLE = [name for name, info in GAMES.items() if info.playable]


def assert_names_as_typed(text: str) -> None:
    """Each name that shows is shown whole, brackets and all: never styled away."""
    assert "[red]Zq" in text or "[/b]" in text, text
    for bare, typed in (("Zq", "[red]Zq"), ("Yv", "[b]Yv[/b]")):
        for found in re.finditer(bare, text):
            start = found.start() - typed.index(bare)
            assert text[start:start + len(typed)] == typed, (
                f"{typed!r} drawn as markup near: {text[max(0, start - 20):start + 30]!r}")


async def wait_for(pilot, app, kind, steps: int = 200):
    """The screen of `kind`, once on top and, if a fence, drawn (a person sees it)."""
    for _ in range(steps):
        if isinstance(app.screen, kind) and getattr(app.screen, "fence_drawn", True):
            return app.screen
        await pilot.pause()
    raise AssertionError(f"no {kind.__name__}; on {type(app.screen).__name__}")


async def test_a_markup_name_is_shown_as_typed_on_the_hand_off(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat(NAMES[1]), Seat(NAMES[0]), Seat(NAMES[2])]
    app = FruitApp(setup=TableSetup("fruit-spy", seats, 3), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, app, HandoffScreen)
        assert "Pass to [/b]" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, app, TableScreen)
        assert_names_as_typed(screen_text(app))
    assert app.return_code in (None, 0)


@pytest.mark.parametrize("game", PLAYABLE)
async def test_markup_names_at_the_table_and_on_the_score_screen(game) -> None:
    seats = [Seat(NAMES[0])] + [Seat(n, computer=True) for n in NAMES[1:]]
    app = FruitApp(setup=TableSetup(game, seats, 4), cpu_delay=60)  # nobody moves
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, app, TableScreen)
        await pilot.pause()
        assert_names_as_typed(screen_text(app))
    assert app.return_code in (None, 0)
    # The end of the same kind of game, every seat a computer.
    table = Table(TableSetup(game, [Seat(n, computer=True) for n in NAMES], 4))
    while not table.finished:
        table.apply(table.computer_choice())
    setup = TableSetup(game, table.seats, 4, {}, tuple(table.match.choices))
    app = FruitApp(setup=setup, cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, app, ScoreScreen)
        await pilot.pause()
        assert_names_as_typed(screen_text(app))
    assert app.return_code in (None, 0)


def finished_fruit_spy_app() -> FruitApp:
    """An app that opens a computers-only Fruit Spy game already played to its end."""
    seats = [Seat(n, computer=True) for n in ("Ann", "Bob", "Cy")]
    table = Table(TableSetup("fruit-spy", seats, 3))
    while not table.finished:
        table.apply(table.computer_choice())
    return FruitApp(setup=TableSetup("fruit-spy", seats, 3, {}, tuple(table.match.choices)),
                    cpu_delay=0)


async def test_p_pressed_again_and_again_as_games_end_does_not_crash() -> None:
    app = finished_fruit_spy_app()
    async with app.run_test(size=(120, 40)) as pilot:
        first = await wait_for(pilot, app, ScoreScreen)
        for _ in range(4):  # queued at once: each new game ends at once too
            app.post_message(events.Key("p", "p"))
        for _ in range(20):
            await pilot.pause()
        assert isinstance(app.screen, ScoreScreen) and app.screen is not first
    assert app.return_code in (None, 0)


@pytest.mark.parametrize("keys", [("q", "p"), ("q", "p", "p", "q")])
async def test_p_queued_behind_quit_on_the_score_screen_does_not_crash(keys) -> None:
    # Seen in the key fuzz: Quit began to exit, then a queued `p` opened a
    # table that mounted half while the app shut down (NoMatches: #house-1).
    app = finished_fruit_spy_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, app, ScoreScreen)
        for key in keys:  # queued at once, before any of them is handled
            app.post_message(events.Key(key, key))
        for _ in range(20):
            await pilot.pause()
    assert app.return_code in (None, 0)
    assert app.exiting  # Quit won: no table was opened behind it
