"""Textual's command palette, closed under fast keys, can run a watcher after
its widgets are gone (NoMatches: LoadingIndicator, CommandList; seen in the key
fuzz). Such an error ends no game; any other error still does."""

from __future__ import annotations

import pytest
from textual.command import CommandPalette
from textual.css.query import NoMatches

from fruitui.ui.app import FruitApp
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from tests.ui.helpers import needs_speedups


async def palette_error() -> NoMatches:
    """The error the palette's busy watcher raises once its widgets are gone."""
    try:
        await CommandPalette._watch__show_busy(CommandPalette())
    except NoMatches as error:
        return error
    raise AssertionError("the palette's watcher found its widgets")


def our_error() -> NoMatches:
    """A lookup of fruitui's own that fails: a real bug, never swallowed."""
    try:
        raise NoMatches("No nodes match '#house-1'")
    except NoMatches as error:
        return error


async def handled_at_a_table(error: NoMatches) -> bool:
    """Hand `error` to a running table's app as Textual would; whether it runs on."""
    seats = [Seat("Ann"), Seat("Bob", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("fruit-spy", seats, 3), cpu_delay=60)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        try:
            raise error
        except NoMatches as caught:  # Textual reads the traceback being handled
            app._handle_exception(caught)
        await pilot.pause()
        return app.is_running


@needs_speedups
async def test_a_palette_lookup_after_it_closed_ends_no_game() -> None:
    assert await handled_at_a_table(await palette_error())


async def test_any_other_failed_lookup_still_ends_the_game() -> None:
    with pytest.raises(NoMatches, match="#house-1"):
        await handled_at_a_table(our_error())


async def test_a_palette_left_below_another_screen_is_never_joined_by_more() -> None:
    """A palette left under a dialog by fast keys: Ctrl+P and the theme search
    open no second one (each would be drawn through the last until drawing
    overflowed the stack)."""
    from textual.screen import ModalScreen

    seats = [Seat("Ann"), Seat("Bob", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("fruit-spy", seats, 3), cpu_delay=60)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.action_command_palette()
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        app.push_screen(ModalScreen())  # a dialog over the open palette
        await pilot.pause()
        for _ in range(3):
            app.action_command_palette()
            app.search_themes()
            await pilot.pause()
        palettes = [s for s in app.screen_stack if isinstance(s, CommandPalette)]
        assert len(palettes) == 1, app.screen_stack
        assert app.is_running
