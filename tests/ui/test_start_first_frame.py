"""The start screen's first frame (issue 14): complete (its footer keys too), with
no other game's option fields styled for it; those come after it, hidden, so a
game chosen later shows its fields in the same frame as the rest of its setup."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Select

from fruitui.ui.app import FruitApp
from tests.ui.helpers import screen_text


def recording_frames(monkeypatch: pytest.MonkeyPatch, app: App) -> list[tuple[str, int]]:
    """Each frame drawn: its text and how many Selects the screen had then."""
    frames: list[tuple[str, int]] = []
    display = App._display

    def recorded(self, screen, update):
        done = display(self, screen, update)
        if update is not None and self is app:
            frames.append((screen_text(self), len(screen.query(Select))))
        return done

    monkeypatch.setattr(App, "_display", recorded)
    return frames


async def test_the_first_frame_is_whole_and_has_no_hidden_drop_down(monkeypatch) -> None:
    app = FruitApp(cpu_delay=30)
    frames = recording_frames(monkeypatch, app)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await pilot.pause()
        text, selects = frames[0]
        assert "Grunlings: Fantastic Fruit" in text and "Players:" in text
        assert "^s Start" in text  # the footer's keys, not a frame later
        assert selects == 0  # Gobblin' Goblins' Distractions: not yet
        assert len(app.screen.query(Select)) == 1  # mounted after the first frame
        assert not app.screen.query_one(Select).display


async def test_a_game_chosen_shows_its_fields_with_its_blurb(monkeypatch) -> None:
    app = FruitApp(cpu_delay=30)
    frames = recording_frames(monkeypatch, app)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await pilot.pause()
        await pilot.press("down", "down")  # Gobblin' Goblins
        for _ in range(3):
            await pilot.pause()
        shown = [text for text, _ in frames if "Fill your plate" in text]
        assert shown and "Distractions" in shown[0] and "dealt goblin" in shown[0]
