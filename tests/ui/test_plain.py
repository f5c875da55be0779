"""PlainButton looks and sizes as Textual's Button does, in every state the
start screen's buttons go through (issue 14: a smaller stylesheet to parse)."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.widgets import Button

from fruitui.ui.app import FruitApp
from fruitui.ui.widgets.plain import PlainButton


class Pair(App[None]):
    AUTO_FOCUS = None  # each button is focused in turn

    def __init__(self, variant: str) -> None:
        super().__init__()
        self.variant = variant

    def compose(self) -> ComposeResult:
        yield Button("Start (Ctrl+S)", id="textuals", variant=self.variant)
        yield PlainButton("Start (Ctrl+S)", id="plain", variant=self.variant)


def drawn(button: Button) -> tuple[object, ...]:
    size = button.region.size
    lines = button.render_lines(Region(0, 0, size.width, size.height))
    return size, [[(seg.text, seg.style) for seg in line] for line in lines]


def hover(button: Button, over: bool) -> None:
    """As the mouse coming over the button (or leaving it) sets it."""
    button.mouse_hover = over
    button.app.update_styles(button)


STATES = {
    "plain": lambda button: None,
    "focus": lambda button: button.focus(),
    "hover": lambda button: hover(button, True),
    "active": lambda button: button.add_class("-active"),
    "disabled": lambda button: setattr(button, "disabled", True),
}


@pytest.mark.parametrize("state", list(STATES))
@pytest.mark.parametrize("variant", ["default", "primary"])
async def test_a_plain_button_is_drawn_as_a_button(variant: str, state: str) -> None:
    app = Pair(variant)
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        unchanged = drawn(app.query_one("#textuals", Button))
        looks = []
        for button_id in ("textuals", "plain"):
            button = app.query_one(f"#{button_id}", Button)
            STATES[state](button)
            await pilot.pause()
            looks.append(drawn(button))
            app.screen.set_focus(None)
            hover(button, False)
            button.remove_class("-active")
            button.disabled = False
            await pilot.pause()
        assert looks[0] == looks[1]
        assert (looks[0] == unchanged) == (state == "plain")  # the state shows


def test_other_looks_are_refused() -> None:
    for kwargs in ({"variant": "error"}, {"flat": True}, {"compact": True}):
        with pytest.raises(ValueError):
            PlainButton("x", **kwargs)


async def test_the_start_screens_buttons_are_plain_and_match_button_rules() -> None:
    app = FruitApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        buttons = list(app.screen.query(Button))
        assert buttons and all(isinstance(button, PlainButton) for button in buttons)
        assert app.screen.query_one("#fewer").region.width == 5  # "#count-row Button"
