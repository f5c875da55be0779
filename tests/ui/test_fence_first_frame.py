"""A fence counts its reaction time from its first frame, not from its mount
(issue 37), under Pilot: each fence's first frame is held back 1.2 s (the
compositor's frames for it are dropped until then), and a key pressed 0.35 s
after it went up, past the old guard but before anything was drawn, does
nothing. tests/tmux/test_slow_first_frame.py does the same with keys waiting
in a real terminal's input buffer."""

from __future__ import annotations

import asyncio
from time import monotonic

import pytest

from fruitui.ui import speedups
from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.leave import LeaveScreen
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from tests.privacy.test_burst import settle, table_screen
from tests.ui.helpers import screen_text

HOLD = 1.2  # the issue used 0.6 s: the margin is for a loaded machine


def hold_first_frames(monkeypatch) -> None:
    """Drop every frame of a fence for HOLD seconds after its first one was asked for."""
    display = FruitApp._display
    until: dict[int, float] = {}

    def held(app, screen, renderable) -> None:  # type: ignore[no-untyped-def]
        if (isinstance(screen, (HandoffScreen, LeaveScreen)) and renderable is not None
                and not app._batch_count):
            if id(screen) not in until:
                until[id(screen)] = monotonic() + HOLD
                app.set_timer(HOLD + 0.05, lambda: screen.refresh())  # the frame, at last
            if monotonic() < until[id(screen)]:
                return
        display(app, screen, renderable)

    monkeypatch.setattr(FruitApp, "_display", held)


async def up_then_key(pilot, kind: type, key: str = "enter") -> None:
    """Wait for a `kind` screen to go up, then press `key` 0.35 s later (before its frame)."""
    app = pilot.app
    for _ in range(200):
        if isinstance(app.screen, kind):
            break
        await asyncio.sleep(0.01)
    assert isinstance(app.screen, kind), app.screen
    await asyncio.sleep(0.35)
    await pilot.press(key)


@pytest.mark.skipif(not speedups.enabled(), reason="frames held inside the speedups' frame "
                    "hook; without it, tests/tmux/test_slow_first_frame.py holds them")
async def test_keys_before_a_fence_is_drawn_pass_none_of_them(monkeypatch) -> None:
    hold_first_frames(monkeypatch)
    app = FruitApp(setup=TableSetup("fruit-spy", [Seat("Ann"), Seat("Bob"), Seat("Cy")], seed=1),
                   cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, HOLD + 0.4)
        await pilot.press("enter")  # Ann, once "Pass to Ann" is drawn
        await settle(pilot, 0.1)
        table = table_screen(app).table
        assert table.at_keyboard == 0
        await pilot.press("enter", "enter")  # her card and house
        # Her "Your move" card: a key before it is drawn does not pass it.
        await up_then_key(pilot, OutcomeScreen)
        await settle(pilot, HOLD)
        assert isinstance(app.screen, OutcomeScreen) and "Your move, Ann" in screen_text(app)
        await pilot.press("enter")  # now drawn and seen: her key passes it
        # "Pass to Bob": a key before it is drawn does not pass it.
        await up_then_key(pilot, HandoffScreen)
        await settle(pilot, HOLD)
        assert isinstance(app.screen, HandoffScreen) and "Pass to Bob" in screen_text(app)
        assert table.at_keyboard is None
        # The leave dialog over it: a key before it is drawn neither leaves nor stays.
        await pilot.press("q")
        await up_then_key(pilot, LeaveScreen)
        await settle(pilot, HOLD)
        assert app.is_running and isinstance(app.screen, LeaveScreen)
        await pilot.press("escape")  # seen: stay
        await settle(pilot, 0.1)
        assert isinstance(app.screen, HandoffScreen) and "Pass to Bob" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot, 0.1)
        assert table.at_keyboard == 1
