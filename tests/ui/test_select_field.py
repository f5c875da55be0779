"""The start screen's drop-downs take a value while they are still mounting
(widgets/select_field.py): Textual's own Select then ended the app."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.css.query import NoMatches
from textual.widgets import Static
from textual.widgets._select import SelectCurrent

from fruitui.ui import speedups
from fruitui.ui.widgets.select_field import MountSafeSelect, MountSafeSelectCurrent

pytestmark = pytest.mark.skipif(not speedups.enabled(),
                                reason="Textual's own Select with the speedups off")

CHOICES = [("Pace: calm", "calm"), ("Pace: brisk", "brisk")]


def test_textuals_select_still_needs_this() -> None:
    """The bug worked around: a label set before the label widget exists."""
    with pytest.raises(NoMatches):
        SelectCurrent("pick one").update("Pace: brisk")


class Holder(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("top")


async def test_a_label_set_before_mounting_is_shown_once_mounted() -> None:
    app = Holder()
    async with app.run_test() as pilot:
        current = MountSafeSelectCurrent("pick one")
        current.update("Pace: brisk")  # no label widget yet
        assert current.has_value
        await app.mount(current)
        await pilot.pause()
        assert str(current.query_one("#label", Static).content) == "Pace: brisk"
        current.update("Pace: calm")  # and later ones as Textual's
        await pilot.pause()
        assert str(current.query_one("#label", Static).content) == "Pace: calm"


async def test_a_value_set_while_the_select_mounts_is_what_it_shows() -> None:
    app = Holder()
    async with app.run_test() as pilot:
        select = MountSafeSelect(CHOICES, value="calm", allow_blank=False, id="pace")
        app.mount(select)  # not awaited: the value lands mid-mount
        select.value = "brisk"
        await pilot.pause()
        await pilot.pause()
        assert select.value == "brisk"
        label = select.query_one(MountSafeSelectCurrent).query_one("#label", Static)
        assert str(label.content) == "Pace: brisk"
