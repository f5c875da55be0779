"""A key read for one menu never chooses in the next (seen in play: "4" then
Enter on Fabled Fruit's first menu moved to #4, then tried ('go', 4) again on
the next menu and said it was not possible there).

A choice travels from the key to the table in messages; each carries the
decision its key was read for (`Board.offer`), and the table takes it only
while that decision is still on offer. The menu reads its item when the key
is read, not when its message is handled (by then the list may be the next
decision's). Headless here: the menu fence (menu_fence.py) guards only keys
read before a new menu is on a terminal; these keys were read in time.
"""

from __future__ import annotations

import pytest
from textual import events

from fruitui.games.fabled_fruit import CHOOSE, MOVE
from fruitui.ui.app import FruitApp
from tests.ui.helpers import table_app
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.board import Board
from fruitui.ui.widgets.choices import ChoiceMenu


def app_and_screens() -> tuple[FruitApp, list[TableScreen]]:
    return table_app(TableSetup("fabled-fruit", parse_players("Ann,cpu,cpu"), 7, {}))


async def first_menu(pilot, screens: list[TableScreen]) -> tuple[TableScreen, ChoiceMenu]:  # type: ignore[no-untyped-def]
    for _ in range(50):
        await pilot.pause()
        if screens and screens[0].offered is not None:
            break
    screen = screens[0]
    decision = screen.table.my_decision()
    assert decision is not None and decision.kind == MOVE and len(decision.choices) >= 4
    return screen, screen.board.query_one(ChoiceMenu)


def warnings_of(app: FruitApp) -> list[str]:
    """Every toast the app is asked for, from here on."""
    said: list[str] = []
    plain = app.notify

    def notify(message: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        said.append(str(message))
        return plain(message, *args, **kwargs)

    app.notify = notify  # type: ignore[method-assign]
    return said


async def settle(pilot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(10):
        await pilot.pause()


@pytest.mark.parametrize("keys", [("4", "enter"), ("enter", "enter"), ("2", "2")])
async def test_keys_queued_on_one_menu_choose_once(keys: tuple[str, str]) -> None:
    """Two keys waiting on the first menu: the first chooses, the second is
    dropped (no second choice, no warning)."""
    app, screens = app_and_screens()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, menu = await first_menu(pilot, screens)
        said = warnings_of(app)
        choices = screen.table.my_decision().choices  # type: ignore[union-attr]
        expected = choices[int(keys[0]) - 1] if keys[0].isdigit() else choices[0]
        assert menu.has_focus
        for key in keys:  # both waiting before either is read, as a terminal sends them
            event = events.Key(key, "\r" if key == "enter" else key)
            event.set_sender(app)  # as Pilot's keys: from the terminal
            app.post_message(event)
        await settle(pilot)
        assert list(screen.table.match.choices) == [expected]
        decision = screen.table.my_decision()
        assert decision is not None and decision.kind == CHOOSE
        assert said == []


async def test_a_key_read_before_the_next_menu_came_is_not_taken_there() -> None:
    """Enter read on the first menu (its item 1), then that menu answered by
    another choice before Enter's message was handled: the next menu's item 1
    is not chosen by it."""
    app, screens = app_and_screens()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, menu = await first_menu(pilot, screens)
        said = warnings_of(app)
        choices = screen.table.my_decision().choices  # type: ignore[union-attr]
        menu.highlighted = 0
        menu.action_select()  # the key is read: its message waits
        screen.board_chosen(Board.Chosen(choices[3], screen.offered))  # the table moves on
        assert screen.offered is not None and len(menu.options) >= 1  # a new menu, item 1 too
        await settle(pilot)
        assert list(screen.table.match.choices) == [choices[3]]
        assert said == []


async def test_the_table_takes_a_choice_only_for_the_decision_on_offer() -> None:
    app, screens = app_and_screens()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, _ = await first_menu(pilot, screens)
        first = screen.offered
        choices = screen.table.my_decision().choices  # type: ignore[union-attr]
        screen.board_chosen(Board.Chosen(choices[3], None))  # stamped with no offer
        screen.board_chosen(Board.Chosen(choices[3], (first[0] + 1, first[1])))  # type: ignore[index]
        assert list(screen.table.match.choices) == []
        screen.board_chosen(Board.Chosen(choices[3], first))
        await settle(pilot)
        after = screen.table.my_decision()
        assert after is not None and after.kind == CHOOSE and screen.offered != first
        screen.board_chosen(Board.Chosen(after.choices[0], first))  # the gone menu's stamp
        await settle(pilot)
        assert list(screen.table.match.choices) == [choices[3]]
