"""Helpers for Pilot tests: what is on screen, as plain text."""

from __future__ import annotations

from textual.app import App

from fruitui.table.local import TableSetup
from fruitui.ui.app import FruitApp
from fruitui.ui.screens.table import TableScreen


def screen_text(app: App) -> str:
    """Every character currently drawn on the topmost screen."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def pass_outcome(pilot, app: App, table) -> bool:
    """If the mover's "Your move" card is up: check it names the mover, press
    Enter, and wait until the Pass-to screen after it is drawn."""
    from fruitui.ui.screens.outcome import OutcomeScreen

    if not isinstance(app.screen, OutcomeScreen):
        return False
    await pilot.pause()
    assert f"Your move, {table.names[table.steps[-1].seat]}" in screen_text(app)
    await pilot.press("enter")
    await pilot.pause()
    await pilot.pause()
    return True


def pass_to_text(app: App, table) -> str:
    """The Pass-to screen's text apart from its "Since your last turn" block,
    after checking that every line of that block is in a spectator's log."""
    screen = app.screen
    since = getattr(screen, "since", ())
    if not since:
        return screen_text(app)
    public = set(table.log_of(None))
    hidden = [line for line in since if line not in public]
    assert not hidden, f"not public, on the Pass-to screen: {hidden}"
    return str(screen.query_one("#handoff-card").content)


async def when_drawn(pilot, app: App, rounds: int = 200) -> None:  # type: ignore[no-untyped-def]
    """Wait until the screen on top, if a fence (a Pass-to screen, a "Your move"
    card), has been drawn: keys pressed before a person could see it are refused."""
    for _ in range(rounds):
        if getattr(app.screen, "fence_drawn", True):
            return
        await pilot.pause()
    raise AssertionError(f"{type(app.screen).__name__} was never drawn")


def needs_speedups(test):  # type: ignore[no-untyped-def]
    """Skip `test` where fruitui/ui/speedups/ is off (FRUITUI_SPEEDUPS=0, another
    Textual): it tests what a speedup does."""
    import pytest

    from fruitui.ui import speedups

    return pytest.mark.skipif(not speedups.enabled(), reason="tests a speedup")(test)


async def choose_in_menu(pilot, menu, index: int) -> None:  # type: ignore[no-untyped-def]
    """Choose the decision's choice `index` with real keys: in a grouped menu its
    number in each list on the way (test_menu_groups.py), else ↑/↓ to it and Enter."""
    if menu.grouped:
        for row in menu.rows_to(index):
            await pilot.press(str(row + 1))
            await pilot.pause()
        return
    steps = index - (menu.highlighted or 0)
    await pilot.press(*(["down"] * steps if steps > 0 else ["up"] * -steps), "enter")


def table_app(setup: TableSetup) -> tuple[FruitApp, list[TableScreen]]:
    """A FruitApp that opens the table `setup` at once (computers at no delay),
    and the list its TableScreen is put in once made."""
    screens: list[TableScreen] = []

    def first() -> TableScreen:
        screens.append(TableScreen(setup, 0, None))
        return screens[0]

    return FruitApp(cpu_delay=0, first=first), screens
