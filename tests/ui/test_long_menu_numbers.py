"""A menu of more than 9 items is reached by typing numbers (issue 38, item 3):
Grunlings menus reach 25-56 items, and number keys stopped at 9. There, one or
two digits move the cursor to that item and only Enter chooses; the menu's
edge and the footer say so. A menu of up to 9 items still chooses at a number."""

from __future__ import annotations

import random

import pytest

from fruitui.ui.app import FruitApp
from tests.ui.helpers import table_app
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.board import Board
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.widgets.footer import KeyFooter


@pytest.fixture(autouse=True)
def ungrouped(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A long menu is shown as groups now (test_menu_groups.py); these tests
    keep the numbers of an ungrouped long list working, for a board that
    lists one whole."""
    monkeypatch.setattr("fruitui.ui.widgets.board.menu_tree", lambda *args: None)


async def to_a_menu(pilot, screen: TableScreen, long: bool) -> None:  # type: ignore[no-untyped-def]
    """Play Ann's choices at random until her menu is long (or short)."""
    rng = random.Random(11)
    for _ in range(300):
        for _ in range(3):
            await pilot.pause()
        decision = screen.table.my_decision()
        if decision is None:
            await pilot.pause(0.05)
            continue
        if decision.kind != "open_basket" and (len(decision.choices) > 9) == long:
            return
        screen.board_chosen(Board.Chosen(rng.choice(decision.choices), screen.offered))
    raise AssertionError("no such menu came")


def app_and_screen() -> tuple[FruitApp, list[TableScreen]]:
    return table_app(TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {}))


def footer_text(app: FruitApp) -> str:
    keys, _ = app.screen.query_one(KeyFooter).keys_now()
    return " ".join(f"{key.display} {key.description}" for key in keys)


async def test_numbers_go_to_an_item_of_a_long_menu_and_enter_chooses_it() -> None:
    app, screens = app_and_screen()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = screens[0]
        await to_a_menu(pilot, screen, long=True)
        table, menu = screen.table, screen.query_one(ChoiceMenu)
        count, move = len(table.my_decision().choices), table.move
        assert str(count) in str(menu.border_subtitle) and "number" in str(menu.border_subtitle)
        assert "0-9 Go to no." in footer_text(app)
        await pilot.press("1", "2")
        assert menu.highlighted == 11 and table.move == move
        await pilot.press("5")  # a new number: 12 and 5 make no item 125
        assert menu.highlighted == 4 and table.move == move
        await pilot.press("3")  # 53 is past the end: 3 alone
        assert menu.highlighted == (52 if count >= 53 else 2) and table.move == move
        await pilot.press("enter")
        await pilot.pause()
        assert table.move > move


async def test_a_number_chooses_in_a_short_menu() -> None:
    app, screens = app_and_screen()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = screens[0]
        await to_a_menu(pilot, screen, long=False)
        menu = screen.query_one(ChoiceMenu)
        assert not menu.border_subtitle
        assert "Go to no." not in footer_text(app)
        move = screen.table.move
        await pilot.press("1")
        await pilot.pause()
        assert screen.table.move > move


def thumb_rows(size: int, virtual: int, window: int, position: float) -> list[str]:
    """Each row of a vertical scrollbar as drawn: "#" thumb, "." track, else its glyph."""
    from fruitui.ui.widgets.whole_thumb import WholeCellThumb

    rows = []
    for segment in WholeCellThumb.render_bar(size, virtual, window, position).segments:
        if segment.text == "\n":
            continue
        reverse = bool(segment.style and segment.style.reverse)
        rows.append("#" if reverse and not segment.text.strip() else
                    "." if not segment.text.strip() else segment.text)
    return rows


def test_a_menu_thumb_is_one_block_of_whole_cells() -> None:
    """Textual drew a thumb's ends as ▁…▇ in the bar's dim colour: two 'thumbs'
    in one list (issue 38, item 5). Every scroll position of a 7-row window on
    17 to 56 items shows one unbroken run of thumb cells and no partial block."""
    for virtual in range(17, 57):
        for top in range(virtual - 7 + 1):
            rows = thumb_rows(7, virtual, 7, top)
            assert set(rows) <= {"#", "."}, rows
            drawn = "".join(rows)
            assert drawn.strip(".").count(".") == 0 and "#" in drawn, drawn


async def test_game_menus_draw_the_whole_cell_thumb() -> None:
    from fruitui.ui.widgets.whole_thumb import WholeCellThumb

    app, screens = app_and_screen()
    async with app.run_test(size=(120, 40)) as pilot:
        await to_a_menu(pilot, screens[0], long=True)
        menu = screens[0].query_one(ChoiceMenu)
        await pilot.press("1", "5")
        await pilot.pause()
        assert menu.max_scroll_y > 0
        assert isinstance(menu.vertical_scrollbar.render(), WholeCellThumb)
