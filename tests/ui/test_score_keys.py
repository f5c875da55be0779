"""Score screens at the smallest terminal: the page scrolls with the keys at once
(no Tab first), lists the revealed Events, and q leaves saying how to watch again."""

from __future__ import annotations

from textual.containers import VerticalScroll

from fruitui.ui.app import FruitApp
from fruitui.ui.games.grunlings.score import GrunlingsScoreScreen
from fruitui.ui.screens.score import ScoreScreen
from tests.ui.test_grunlings_score import finished_setup


async def open_score(pilot, app: FruitApp) -> ScoreScreen:
    for _ in range(20):
        await pilot.pause()
        if isinstance(app.screen, ScoreScreen):
            return app.screen
    raise AssertionError("no score screen")


async def test_score_page_scrolls_with_down_pagedown_and_end_at_80_by_24() -> None:
    app = FruitApp(setup=finished_setup(87), cpu_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_score(pilot, app)
        assert isinstance(screen, GrunlingsScoreScreen)
        body = screen.query_one("#body", VerticalScroll)
        assert body.max_scroll_y > 0  # the notes are below the fold at 80x24
        await pilot.press("down")
        await pilot.pause()
        assert body.scroll_y == 1
        await pilot.press("pagedown")
        await pilot.pause()
        assert body.scroll_y > 1
        await pilot.press("end")
        await pilot.pause()
        assert body.scroll_y == body.max_scroll_y
        await pilot.press("home")
        await pilot.pause()
        assert body.scroll_y == 0
        events = screen.view.events
        notes = "\n".join(str(s.render()) for s in screen.query("#notes Static"))
        assert events and f"Events revealed: {', '.join(events)}." in notes
