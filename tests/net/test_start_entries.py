"""The start screen's shared-box entries, driven with Pilot: opening a table runs
the real `fruitui host` (a detached process, closed at the end), joining lists
the open tables and asks for a join code in a password field."""

from __future__ import annotations

import os

from fruitui.ui.app import FruitApp
from fruitui.net.access import Access
from fruitui.net.cli import close_table
from fruitui.ui.screens.remote import RemoteTableScreen
from fruitui.ui.screens.shared_box import HostingScreen, JoinScreen
from fruitui.ui.screens.start import StartScreen
from tests.ui.helpers import screen_text

from .helpers import start_host
from .test_remote_screen import wait_until


async def test_open_a_table_on_this_box_then_sit_at_it_and_leave() -> None:
    app = FruitApp()
    opened = None
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, StartScreen))
            await pilot.press("ctrl+t")
            hosting = app.screen
            assert isinstance(hosting, HostingScreen)
            await wait_until(pilot, lambda: hosting.opened is not None, steps=1500)
            opened = hosting.opened
            text = screen_text(app)
            assert f"fruitui join {opened.table_id}" in text
            # Ann (this user) sits at the first seat; Bob's and Cy's seats have codes,
            # shown here only.
            assert list(opened.codes) == ["Bob", "Cy"]
            assert f"Bob: {opened.codes['Bob']}" in text and f"Cy: {opened.codes['Cy']}" in text
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, RemoteTableScreen)
                             and "Ann: here" in screen_text(app), steps=500)
            remote = app.screen.table
            assert remote.mine == [0] and remote.id == opened.table_id
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, StartScreen))
    finally:
        if opened is not None:
            assert close_table(opened.table_id) == 0  # the detached host ends; the game stays saved


async def test_join_a_table_asks_for_the_code_in_a_password_field() -> None:
    host = await start_host("fruit-spy", "Ann,Bob,cpu", seed=6)
    # Hosted for others: this user has no seat until a code is typed.
    host.access = Access.new(host.table.seats, os.getuid(), None, owner_sits=False)
    host.write_card()
    code = host.access.codes[0]
    app = FruitApp()
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, StartScreen))
            await pilot.press("ctrl+n")
            joining = app.screen
            assert isinstance(joining, JoinScreen)
            await wait_until(pilot, lambda: host.id in screen_text(app)
                             and "Ann (open)" in screen_text(app))
            await pilot.press("enter")
            await wait_until(pilot, lambda: joining.has_class("asking"))
            assert "Type the join code" in screen_text(app)
            await pilot.press(*"wxyz-wxyz", "enter")
            await wait_until(pilot, lambda: "not right" in screen_text(app))
            assert "wxyz" not in screen_text(app)  # typed in a password field
            await pilot.press(*code)
            assert code not in screen_text(app)
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, RemoteTableScreen)
                             and app.screen.table.my_decision() is not None)
            assert app.screen.table.mine == [0]
            assert host.access.claims == {0: os.getuid()}
    finally:
        host.stop()
        await host.shutdown()


async def test_a_user_with_a_seat_claims_a_second_with_c(monkeypatch) -> None:
    """Ann's user holds Ann; on the join list `c` asks for a code, Bob's claims his
    seat too, and the table opens with both seats (a Pass-to screen between them)."""
    from fruitui.ui.screens.handoff import HandoffScreen

    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    host = await start_host("fruit-spy", "Ann,Bob,cpu", seed=6)
    assert host.access.held_by(os.getuid()) == [0]
    code = host.access.codes[1]
    app = FruitApp()
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, StartScreen))
            await pilot.press("ctrl+n")
            joining = app.screen
            assert isinstance(joining, JoinScreen)
            await wait_until(pilot, lambda: host.id in screen_text(app)
                             and "c: type a join code" in screen_text(app))
            await pilot.press("c")
            await wait_until(pilot, lambda: joining.has_class("asking"))
            assert "Type the join code of the seat" in screen_text(app)
            await pilot.press(*code, "enter")
            await wait_until(pilot, lambda: isinstance(app.screen, (RemoteTableScreen,
                                                                    HandoffScreen)))
            await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen)
                             and "Pass to Ann" in screen_text(app))
            assert host.access.held_by(os.getuid()) == [0, 1]
            remote = next(s for s in app.screen_stack if isinstance(s, RemoteTableScreen)).table
            assert remote.mine == [0, 1]
    finally:
        host.stop()
        await host.shutdown()


async def test_a_gobblin_table_opened_here_asks_everyone_at_once(monkeypatch) -> None:
    """As `fruitui host` does: the Distraction window left at one keyboard's
    default asks everyone at once on a shared box (each seat has its own screen);
    another setting chosen here is kept."""
    from fruitui.ui.screens import shared_box
    from tests.ui.test_start_screen import pick_game

    hosted = []
    monkeypatch.setattr(shared_box.HostingScreen, "on_mount",
                        lambda self: hosted.append(self.setup.options["distractions"]))
    app = FruitApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, StartScreen))
        start = await pick_game(pilot, app, "gobblin-goblins")
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert hosted == ["ask-everyone"]
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, StartScreen))
        start.query_one("#distractions").value = "own-turn"
        await pilot.pause()
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert hosted == ["ask-everyone", "own-turn"]
