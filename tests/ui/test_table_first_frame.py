"""A table's first frame is whole (issue 14): the focused tick list, its status
line and its footer keys are in it, and at 120x40 no later frame of the opening
changes a thing. The start screen left at its first frame leaves cleanly."""

from __future__ import annotations

import pytest
from textual.app import App

from fruitui.ui.app import FruitApp
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from fruitui.ui.games.grunlings.ticks import BasketTicks
from tests.ui.helpers import screen_text


def recording_frames(monkeypatch: pytest.MonkeyPatch, app: App) -> list[str]:
    """The text of every frame `app` draws, in order."""
    frames: list[str] = []
    display = App._display

    def recorded(self, screen, update):
        done = display(self, screen, update)
        if update is not None and self is app:
            frames.append(screen_text(self))
        return done

    monkeypatch.setattr(App, "_display", recorded)
    return frames


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_a_tables_first_frame_is_whole_and_the_last_of_its_opening(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    app = FruitApp(TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {}), cpu_delay=30)
    frames = recording_frames(monkeypatch, app)
    async with app.run_test(size=size) as pilot:
        for _ in range(3):
            await pilot.pause()
        assert app.screen.query_one(BasketTicks).has_focus
        first = frames[0]
        assert "Ann (you)" in first and "Opening Basket" in first
        assert "Space ticks, Enter stores them." in first  # the status line
        # The footer shows the keys of the focused tick list's board (its own
        # Space and Enter are named in its border and the status line instead).
        assert "t Top five" in first.splitlines()[-1]
        assert "▊" in first  # the focused tick list's border
        if size == (120, 40):  # at 80x24 the hand is drawn again once its width is known
            assert all(frame == first for frame in frames[1:]), "a later frame changed"

async def test_the_start_screen_left_at_its_first_frame_leaves_cleanly(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Its other games' fields come after the first frame: an app leaving then
    (Escape at once) mounts none into a screen being taken down."""
    app = FruitApp(cpu_delay=30)
    display = App._display

    def leave_at_first(self, screen, update):
        done = display(self, screen, update)
        if update is not None and self is app and not app.exiting:
            app.exit()
        return done

    monkeypatch.setattr(App, "_display", leave_at_first)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
    assert app.exiting and app.return_code in (0, None)
