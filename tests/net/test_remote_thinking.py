"""A hosted table's computer thinking: the client counts the seconds itself
(the host sends only who is thinking), and stops once the move is made."""

from __future__ import annotations

import threading

from textual.widgets import Static

from fruitui.ui import thinking
from fruitui.ui.screens.remote import RemoteTableScreen
from fruitui.ui.widgets.side import SidePanel

from .helpers import start_host
from .test_remote_screen import open_remote, wait_until


class FakeClock:
    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


async def test_a_hosted_computer_thinking_shows_seconds_then_stops(monkeypatch) -> None:
    clock = FakeClock()
    monkeypatch.setattr(thinking, "now", clock)
    host = await start_host("fruit-spy", "cpu,Ann,cpu", seed=3)
    bot, go = host.table.bots[0], threading.Event()
    slow = bot.choose

    def held(view, decision, rng):  # type: ignore[no-untyped-def]
        go.wait(10)  # thinks until the test lets it go (never hangs a failed test)
        return slow(view, decision, rng)

    monkeypatch.setattr(bot, "choose", held)
    app = await open_remote(host)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = app.screen
            assert isinstance(screen, RemoteTableScreen)
            status = screen.query_one("#status", Static)
            side = screen.query_one(SidePanel).query_one("#thinking", Static)
            await wait_until(pilot, lambda: str(status.content) == "CPU 1 is thinking…")
            clock.now += 3
            # The 1 s timer ticks in real time; the line reads the test's clock.
            await wait_until(pilot, lambda: str(status.content) == "CPU 1 is thinking… 3 s"
                             and str(side.content) == "CPU 1 is thinking… 3 s", steps=150)
            go.set()
            await wait_until(pilot, lambda: screen.table.move >= 1
                             and screen.table.my_decision() is not None, steps=500)
            clock.now += 10
            await pilot.pause(1.3)  # a timer still running would tick once in this time
            assert "thinking" not in str(status.content)
            assert "is thinking" not in str(side.content)
    finally:
        go.set()
        host.stop()
        await host.shutdown()
