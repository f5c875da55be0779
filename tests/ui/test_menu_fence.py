"""A key typed for one menu never chooses in the next (issue 38, item 3).

A person's decision followed by another of theirs (Grunlings: take cards, then
Discard) brings up a new menu where the same number means something else. A
key Textual reads before that menu's frame is written does nothing, and the
status line says so; a key after it chooses as always."""

from __future__ import annotations

import random

from textual import events

from fruitui.ui.app import FruitApp
from fruitui.ui.menu_fence import MenuFence
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.board import Board


async def until_drawn(pilot, screen: TableScreen) -> None:  # type: ignore[no-untyped-def]
    """Wait until the menu's frame is out (a loaded machine may take a while)."""
    for _ in range(200):
        if screen._fence_drawn_at != float("inf"):
            return
        await pilot.pause(0.02)
    raise AssertionError("the new menu's frame never came")


async def test_a_key_typed_before_a_new_menu_is_not_used(monkeypatch) -> None:
    monkeypatch.setattr(MenuFence, "HEADLESS_TOO", True)  # as with a terminal
    setup = TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {})
    app = FruitApp(cpu_delay=0, first=lambda: TableScreen(setup, 0, None))
    rng = random.Random(3)
    checked = 0
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(200):
            for _ in range(3):
                await pilot.pause()
            screen = app.screen
            if isinstance(screen, OutcomeScreen):
                await pilot.press("enter")
                continue
            assert isinstance(screen, TableScreen) and not screen.table.finished
            table = screen.table
            decision = table.my_decision()
            if decision is None:
                await pilot.pause(0.05)
                continue
            # The choice and a key typed right behind it, before the next frame.
            screen.board_chosen(Board.Chosen(rng.choice(decision.choices), screen.offered))
            after = table.move
            follows = table.my_decision()
            app.post_message(events.Key("1", "1"))
            for _ in range(3):
                await pilot.pause()
            if follows is None or app.screen is not screen:
                continue  # a computer or a card came next: no menu of hers to protect
            assert table.move == after, "a key typed for the old menu chose in the new one"
            status = str(screen.query_one("#status").content)
            assert "The menu changed before that key: it did nothing." in status, status
            await until_drawn(pilot, screen)
            for _ in range(3):  # typed once the menu is up: it chooses (a long one
                await pilot.press("enter")  # opens a group first: test_menu_groups.py)
                await pilot.pause()
                await until_drawn(pilot, screen)
                if table.move > after:
                    break
            assert table.move > after
            checked += 1
            if checked == 3:
                break
    assert checked == 3, "no decision of hers followed another of hers"


async def test_a_new_menu_of_the_same_person_is_said() -> None:
    setup = TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {})
    app = FruitApp(cpu_delay=0, first=lambda: TableScreen(setup, 0, None))
    rng = random.Random(5)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(200):
            for _ in range(3):
                await pilot.pause()
            screen = app.screen
            if isinstance(screen, OutcomeScreen):
                await pilot.press("enter")
                continue
            assert isinstance(screen, TableScreen) and not screen.table.finished
            decision = screen.table.my_decision()
            if decision is None:
                await pilot.pause(0.05)
                continue
            screen.board_chosen(Board.Chosen(rng.choice(decision.choices), screen.offered))
            follows = screen.table.my_decision()
            if follows is not None and follows.prompt != decision.prompt:
                await pilot.pause()
                status = str(screen.query_one("#status").content)
                assert status.startswith("New menu: "), status
                return
    raise AssertionError("no decision of hers followed another of hers")
