"""A joined table groups a long menu as the local table does (issue 38): the
same lists, and the numbers of each list choose the real choice at the host."""

from __future__ import annotations

from fruitui.table.local import TableSetup
from fruitui.ui.screens.remote import RemoteTableScreen
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.widgets.menu_groups import MenuGroup, menu_tree
from tests.ui.test_menu_groups import SETUP, assert_whole, rows, settle

from . import helpers
from .helpers import start_host
from .test_remote_screen import open_remote, wait_until


async def test_a_joined_table_shows_and_walks_the_same_groups(monkeypatch) -> None:
    # The host's table opens where the local test's does: Ann's 42-choice Discard.
    monkeypatch.setattr(helpers, "TableSetup", lambda game, seats, seed: TableSetup(
        game, seats, seed, {}, choices=SETUP.choices))
    host = await start_host("grunlings", "Ann,cpu,cpu", seed=SETUP.seed)
    app = await open_remote(host)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = app.screen
            assert isinstance(screen, RemoteTableScreen)
            remote = screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None)
            await settle(pilot)
            state = host.table.match.state
            decision = state.decision()
            labels = [state.describe(choice) for choice in decision.choices]
            tree = menu_tree("grunlings", state.view(0), decision, labels)
            assert tree is not None
            menu = screen.query_one(ChoiceMenu)
            assert rows(menu) == [entry.label if isinstance(entry, MenuGroup) else labels[entry]
                                  for entry in tree], "the lists a local table shows"
            wanted = ("discard", "Pear", 0)
            move = host.table.move
            for row in menu.rows_to(decision.choices.index(wanted)):
                assert_whole(screen, menu)
                await pilot.press(str(row + 1))
                await settle(pilot)
            await wait_until(pilot, lambda: host.table.move > move)
            assert host.table.match.choices[move] == wanted
    finally:
        host.stop()
        await host.shutdown()
