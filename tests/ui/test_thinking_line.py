"""While a computer thinks, the status line and the side panel count its
seconds and, where its search has a budget, show how much of it is spent;
both stop once the move is made."""

from __future__ import annotations

import threading

from rich.cells import cell_len
from textual.widgets import Static

from fruitui.bots.progress import watcher
from fruitui.table.local import TableSetup
from fruitui.table.seats import Seat
from fruitui.ui import thinking
from fruitui.ui.app import FruitApp
from fruitui.ui.widgets.side import SidePanel
from tests.privacy.test_burst import table_screen


class SlowBot:
    """A search whose budget is four steps, each let go by the test."""

    needs_view = True

    def __init__(self) -> None:
        self.go = threading.Semaphore(0)

    def choose(self, view, decision, rng):  # type: ignore[no-untyped-def]
        progress = watcher()
        for step in range(1, 5):
            if not self.go.acquire(timeout=10):  # a failed test must not hang the app
                break
            if progress is not None:
                progress.fraction = step / 4
        return decision.choices[0]


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def wait_for(pilot, check, what: str) -> None:  # type: ignore[no-untyped-def]
    """Let the app run until `check()` holds (the 1 s timer ticks in real time)."""
    for _ in range(100):
        if check():
            return
        await pilot.pause(0.1)
    raise AssertionError(f"never: {what}")


async def test_the_thinking_line_counts_seconds_shows_progress_and_stops(monkeypatch) -> None:
    clock, bot = FakeClock(), SlowBot()
    monkeypatch.setattr(thinking, "now", clock)
    monkeypatch.setattr("fruitui.bots.levels.make_bot", lambda game, level="greedy": bot)
    seats = [Seat("Robo", computer=True, level="hard"), Seat("Ann")]
    app = FruitApp(setup=TableSetup("grunlings", seats, seed=1), cpu_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_screen(app)
        table = screen.table
        status = screen.query_one("#status", Static)
        side = screen.query_one(SidePanel).query_one("#thinking", Static)

        def shows(line: str) -> bool:
            return str(status.content) == line and str(side.content) == line

        await wait_for(pilot, lambda: shows("Robo is thinking…"), "the plain line first")
        clock.now += 3
        await wait_for(pilot, lambda: shows("Robo is thinking… 3 s"), "seconds")
        bot.go.release(2)  # half the budget spent
        clock.now += 1
        await wait_for(pilot, lambda: shows("Robo is thinking… 4 s ▰▰▱▱▱"), "progress")
        clock.now += 1
        await wait_for(pilot, lambda: shows("Robo is thinking… 5 s ▰▰▱▱▱"), "seconds rising")
        # At 80 columns the line fits on the status line's one row, never cut.
        assert status.region.height == 1
        assert cell_len(str(status.content)) <= status.region.width - 2
        bot.go.release(2)  # the rest: the move is made
        await wait_for(pilot, lambda: table.move == 1 and not table.is_computer_turn(),
                       "the computer's move")
        clock.now += 10
        await pilot.pause(1.3)  # a timer still running would tick once in this time
        assert "thinking" not in str(status.content)
        assert not side.display and str(side.content) == ""
