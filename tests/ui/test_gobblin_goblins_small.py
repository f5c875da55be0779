"""Gobblin' Goblins at 80x24 and 120x40: menu items never cut where the menu
scrolls (one row each, the highlighted one whole), and the "You" panel whole on
screen or its rest one key (`y`) away, the panel's edge and the footer saying so."""

from __future__ import annotations

import pytest

from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.widgets.one_line_menu import OneLineMenu
from tests.ui.helpers import screen_text
from tests.ui.test_gobblin_goblins_hotseat import region_text
from tests.ui.test_small_terminal import SIZES, computer_game, one_person


def option_rows(menu: ChoiceMenu) -> list[int]:
    """How many rows each item of the menu takes."""
    menu._update_lines()
    heights = menu._line_cache.heights
    return [heights[index] for index in range(menu.option_count)]


@pytest.mark.parametrize("size", SIZES)
async def test_menu_items_are_whole_and_the_you_panel_is_one_key_away(
    size: tuple[int, int],
) -> None:
    steps = computer_game("gobblin-goblins", 4, 2)[::20]  # a sample of the game, kept lean
    app = one_person("gobblin-goblins", players=4)
    long_items = overflowing = 0
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        board = app.screen.board
        menu = board.query_one(ChoiceMenu)
        assert isinstance(menu, OneLineMenu)
        for view, decision, labels in steps:
            board.show(view, decision, labels)
            await pilot.pause()
            rows = option_rows(menu)
            width = menu.scrollable_content_region.width
            long_items += sum(len(label) + 4 > width for label in labels)
            # Every item but the highlighted one takes one row: the edge falls between items.
            assert all(n == 1 for i, n in enumerate(rows) if i != menu.highlighted), rows
            if len(labels) > 1:
                await pilot.press("down")
                await pilot.pause()
                rows = option_rows(menu)
                assert all(n == 1 for i, n in enumerate(rows) if i != menu.highlighted)
            you = board.query_one("#you")
            assert you.region.bottom <= size[1] - 2, "the You panel runs under the status line"
            if you.max_scroll_y > 0:  # cut: the edge names the key, and the key shows the rest
                overflowing += 1
                assert you.border_subtitle == "y: more ↓"
                assert "y Your panel" in screen_text(app)
                await pilot.press("y")
                await pilot.pause()
                assert you.scroll_y == you.max_scroll_y
                # The panel's last line ("Now: ..." or "Game over") is in sight now.
                last = str(board.query_one("#you-body").render()).rstrip().splitlines()[-1]
                shown = " ".join(region_text(app, you).split())
                assert " ".join(last.split()[:2]) in shown, (last, shown)
                await pilot.press("y")
                await pilot.pause()
                assert you.scroll_y == 0
    if size == (80, 24):
        assert long_items > 0  # the sample does hold items too long for one row
