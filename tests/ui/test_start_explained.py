"""The start screen (issue 38, item 5): it opens with three seats, its focus
shows without colour (a heavy edge on the game list, titled with its keys),
and the shared-box buttons are explained on the screen."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.start import BOX_NOTE, StartScreen
from tests.ui.helpers import screen_text


async def test_start_screen_opens_explained_with_three_seats() -> None:
    app = FruitApp()
    for size in ((80, 24), (120, 40)):
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            start = app.screen
            assert isinstance(start, StartScreen)
            assert start.count == 3 and str(start.query_one("#count").content) == "3"
            text = screen_text(app)
            assert "Cy" in text
            games = start.query_one("#games")
            assert games.has_focus and "Game ↑/↓" in text
            assert games.styles.border_top[0] == "heavy"  # seen without colour
            assert " ".join(BOX_NOTE.split()) in " ".join(
                " ".join(line[:start.query_one("#left").region.right].split())
                for line in text.splitlines()[-5:-1])
            await pilot.press("tab")  # the focus leaves: the edge is round again
            await pilot.pause()
            assert not games.has_focus and games.styles.border_top[0] == "round"
        app = FruitApp()
