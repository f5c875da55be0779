"""At the smallest supported terminal (80x24) and at 120x40: the panels a decision
needs are on screen or one key away; number keys and Tab work on the menu boards."""

from __future__ import annotations

import pytest

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.help import HelpScreen
from fruitui.ui.widgets.help_page import HelpPage
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.ui.widgets.choices import ChoiceMenu
from tests.ui.helpers import screen_text

SIZES = [(80, 24), (120, 40)]


def computer_game(game: str, players: int, seed: int) -> list[tuple[object, object, list[str]]]:
    """Every decision of a computer game, as the deciding seat saw it."""
    table = Table(TableSetup(game, [Seat(f"P{i}", True) for i in range(players)], seed))
    steps = []
    while not table.finished:
        decision = table.decision
        steps.append((table.match.state.view(decision.seat), decision,
                      [table.describe(c) for c in decision.choices]))
        table.apply(table.computer_choice())
    return steps


def one_person(game: str, players: int = 3, seed: int = 3) -> FruitApp:
    seats = [Seat("Ann")] + [Seat(f"P{i}", True) for i in range(1, players)]
    return FruitApp(setup=TableSetup(game, seats, seed), cpu_delay=300)


@pytest.mark.parametrize("size", SIZES)
async def test_gobblin_plates_and_menu_stay_on_screen(size: tuple[int, int]) -> None:
    steps = computer_game("gobblin-goblins", 3, 1)[::16]  # a sample of the game, kept lean
    app = one_person("gobblin-goblins")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        board = app.screen.board
        for view, decision, labels in steps:
            board.show(view, decision, labels)
            await pilot.pause()
            plates = board.query_one("#table-view").region
            menu = board.query_one(ChoiceMenu).region
            assert plates.height >= 3 + 2, "the plate rows are squeezed out"
            assert menu.height >= min(len(decision.choices), 3) + 2
            assert menu.bottom <= size[1] - 2, "the menu runs under the status line"


async def test_grunlings_shop_and_events_are_one_key_away_at_80_by_24() -> None:
    app = one_person("grunlings")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(10):  # the footer is drawn a frame or two after the table
            await pilot.pause()
            if "e Shop & Events" in screen_text(app):
                break
        assert "e Shop & Events" in screen_text(app)  # the footer names the key
        board = app.screen.board
        view = board.view
        panel = board.query_one("#gr-table")
        await pilot.press("e")
        await pilot.pause()
        text = screen_text(app)
        assert f" {len(view.shop)} {view.shop[-1]}" in text  # the last shop item
        assert "Events 0 of" in text
        assert panel.region.bottom <= 24
        await pilot.press("e")  # and back to the top of the panel
        await pilot.pause()
        assert panel.scroll_y == 0


async def test_grunlings_shop_and_events_are_on_screen_at_120_by_40() -> None:
    app = one_person("grunlings")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        view = app.screen.board.view
        text = screen_text(app)
        assert f" {len(view.shop)} {view.shop[-1]}" in text and "Events 0 of" in text


async def test_number_keys_choose_the_numbered_item_and_tab_keeps_the_menu() -> None:
    app = one_person("gobblin-goblins")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.table
        menu = app.screen.board.query_one(ChoiceMenu)
        decision = table.my_decision()
        assert decision is not None and len(decision.choices) >= 3
        await pilot.press("tab", "tab", "shift+tab")
        assert app.focused is menu  # Tab never strands the menu
        await pilot.press("3")
        assert table.match.choices[0] == decision.choices[2]


async def test_help_lists_only_keys_of_this_board() -> None:
    app = one_person("gobblin-goblins")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        keys = app.screen.game_keys
        described = [key for key, _ in keys]
        assert "1–9" in described and "g" in described and "Tab" in described
        text = app.screen.query_one(HelpPage).markdown
        assert "farmhouse" not in text and "Backspace" not in text
