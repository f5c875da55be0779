"""A command palette searches only while it is the screen on top: keys read
late (a loaded box) that reach a closed or covered palette start no search, so
no search runs after its widgets are gone (that ended the app)."""

from __future__ import annotations

from textual.command import CommandList
from textual.screen import Screen
from textual.widgets import Input

from fruitui.table.local import TableSetup
from fruitui.table.seats import Seat
from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.widgets.palette import SafePalette


async def test_a_covered_palette_ignores_what_reaches_its_input(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    app = FruitApp(setup=TableSetup("grunlings", [Seat("Ann"), Seat("Bob", True)], 3), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(200):
            if isinstance(app.screen, HandoffScreen):
                break
            await pilot.pause()
        await pilot.press("enter")
        await pilot.pause(0.3)
        app.action_command_palette()
        await pilot.pause(0.5)
        palette = app.screen
        assert isinstance(palette, SafePalette)
        listed = palette.query_one(CommandList)
        before = [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        assert before, "the palette lists its commands"

        # On top, a search runs: nothing matches this.
        palette.post_message(Input.Changed(palette.query_one(Input), "zzqx"))
        await pilot.pause(0.6)
        assert listed.option_count != len(before) or \
            [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)] != before

        # Covered (a Pass-to screen came up), what reaches it starts no search.
        palette.post_message(Input.Changed(palette.query_one(Input), ""))
        await pilot.pause(0.6)
        shown = [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        assert shown == before
        await app.push_screen(Screen())
        await pilot.pause(0.6)
        palette.post_message(Input.Changed(palette.query_one(Input), "zzqx"))
        await pilot.pause(0.6)
        assert [str(listed.get_option_at_index(i).prompt)
                for i in range(listed.option_count)] == before
        assert app.is_running
