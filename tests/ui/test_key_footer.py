"""The footer: Textual's keys and look in one widget, repainted only when its keys
change (issue 14: first frame)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Static

from fruitui.ui.widgets.footer import KeyFooter


class KeysApp(App[None]):
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("x", "noop", "Ex"), Binding("z", "zed", "Zed", tooltip="Zed it"),
                Binding("ctrl+s", "noop", "Same action as x"), Binding("q", "off", "Off")]
    zed_shown = False
    pressed: list[str]

    def compose(self) -> ComposeResult:
        self.pressed = []
        yield Static("keys")
        yield KeyFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "off":
            return None  # shown, disabled
        return self.zed_shown if action == "zed" else True

    def action_noop(self) -> None:
        self.pressed.append("noop")

    def action_zed(self) -> None:
        self.pressed.append("zed")


def footer_keys(app: App) -> list[str]:
    return [key.key for key in app.screen.query_one(KeyFooter).shown]


async def test_same_keys_are_not_drawn_again() -> None:
    app = KeysApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        footer = app.screen.query_one(KeyFooter)
        drawn: list[int] = []
        render_line = footer.render_line
        footer.render_line = lambda y: drawn.append(y) or render_line(y)  # type: ignore[method-assign]
        for _ in range(3):  # what focus changes and pushed screens do
            app.screen.refresh_bindings()
            await pilot.pause()
        assert footer_keys(app) == ["x", "q"] and drawn == []
        app.zed_shown = True
        app.screen.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        assert drawn  # a key that changes is drawn


async def test_a_key_that_appears_is_shown() -> None:
    app = KeysApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        app.zed_shown = True
        app.screen.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        assert footer_keys(app) == ["x", "z", "q"]
        app.zed_shown = False
        app.screen.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        assert footer_keys(app) == ["x", "q"]


async def test_a_click_on_a_key_presses_it_and_a_disabled_one_rings() -> None:
    app = KeysApp()
    app.zed_shown = True
    bells: list[int] = []
    app.bell = lambda: bells.append(1)  # type: ignore[method-assign]
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        footer = app.screen.query_one(KeyFooter)
        zed = next(key for key in footer.shown if key.key == "z")
        off = next(key for key in footer.shown if key.key == "q")
        await pilot.click(KeyFooter, offset=(zed.start + 1, 0))
        await pilot.pause()
        await pilot.click(KeyFooter, offset=(zed.end + 30, 0))  # past the keys: nothing
        await pilot.click(KeyFooter, offset=(off.start, 0))
        await pilot.pause()
        assert app.pressed == ["zed"] and bells == [1]
        await pilot.hover(KeyFooter, offset=(zed.start, 0))
        await pilot.pause()
        assert footer.tooltip == "Zed it"


async def test_the_keys_are_in_the_first_frame(monkeypatch) -> None:
    """Not a frame later (Textual's footer waits for the screen's first bindings signal)."""
    from tests.ui.helpers import screen_text

    first_frames: list[str] = []
    display = App._display

    def first(self, screen, update):
        if update is not None and not first_frames:
            first_frames.append(screen_text(self))
        return display(self, screen, update)

    monkeypatch.setattr(App, "_display", first)
    app = KeysApp()
    async with app.run_test() as pilot:
        await pilot.pause()
    assert "keys" in first_frames[0] and "Ex" in first_frames[0]


def bottom_line(app: App) -> list[tuple[str, object]]:
    """The last line's segments as drawn: text and style (a blank's colour is
    not seen, so only its background counts)."""
    strip = app.screen._compositor.render_strips()[-1]
    return [(segment.text, str(segment.style.bgcolor if not segment.text.strip()
                                   else segment.style))  # str: without the mouse's offsets
            for segment in strip]


async def test_the_footer_looks_as_textuals_own() -> None:
    """Same keys (one an action), same spacing and colours, disabled keys dim, the
    key under the mouse highlighted, the command palette's key on the right."""

    class WithPalette(KeysApp):
        ENABLE_COMMAND_PALETTE = True

    class TextualFooter(WithPalette):
        def compose(self) -> ComposeResult:
            yield Static("keys")
            yield Footer()

    for hover in (None, 1, 9):
        drawn = []
        for app in (WithPalette(), TextualFooter()):
            app.zed_shown = True
            async with app.run_test(size=(80, 24)) as pilot:
                for _ in range(3):
                    await pilot.pause()
                if hover is not None:
                    await pilot.hover(offset=(hover, 23))
                    await pilot.pause()
                    await pilot.pause()
                drawn.append(bottom_line(app))
        assert "palette" in "".join(text for text, _ in drawn[0]) and drawn[0] == drawn[1]
