"""The footer is built again only when the keys it shows change (issue 14: first frame)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Static
from textual.widgets._footer import FooterKey

from fruitui.widgets.footer import KeyFooter


class KeysApp(App[None]):
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("x", "noop", "Ex"), Binding("z", "zed", "Zed")]
    zed_shown = False

    def compose(self) -> ComposeResult:
        yield Static("keys")
        yield KeyFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.zed_shown if action == "zed" else True

    def action_noop(self) -> None:
        pass


def footer_keys(app: App) -> list[FooterKey]:
    return list(app.screen.query(FooterKey))


async def test_same_keys_keep_the_same_footer_widgets() -> None:
    app = KeysApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        before = footer_keys(app)
        assert [key.key for key in before] == ["x"]
        for _ in range(3):  # what focus changes and pushed screens do
            app.screen.refresh_bindings()
            await pilot.pause()
        assert footer_keys(app) == before  # the very same widgets: no recompose


async def test_a_key_that_appears_is_shown() -> None:
    app = KeysApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        app.zed_shown = True
        app.screen.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        assert [key.key for key in footer_keys(app)] == ["x", "z"]
        app.zed_shown = False
        app.screen.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        assert [key.key for key in footer_keys(app)] == ["x"]


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


async def test_the_footer_looks_as_textuals_own() -> None:
    """Same keys, same spacing: the command palette's key included (it stays compact)."""
    from textual.widgets import Footer

    from tests.ui.helpers import screen_text

    class WithPalette(KeysApp):
        ENABLE_COMMAND_PALETTE = True

    class TextualFooter(WithPalette):
        def compose(self) -> ComposeResult:
            yield Static("keys")
            yield Footer()

    drawn = []
    for app in (WithPalette(), TextualFooter()):
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(3):
                await pilot.pause()
            drawn.append(screen_text(app).splitlines()[-1])
    assert "palette" in drawn[0] and drawn[0] == drawn[1]
