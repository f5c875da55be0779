"""show_if (the start screen's way to show or hide a field) writes no inline
style when the widget already shows as asked, and writes it before the widget is
mounted, when its CSS has not been applied yet."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Static

from fruitui.ui.widgets.start_fields import show_if


class Fields(App[None]):
    CSS = ".hidden-by-css { display: none; }"

    def compose(self) -> ComposeResult:
        yield Static("shown", id="shown")
        yield Static("hidden", id="hidden", classes="hidden-by-css")


async def test_show_if_writes_only_what_changes() -> None:
    app = Fields()
    async with app.run_test() as pilot:
        shown, hidden = app.query_one("#shown"), app.query_one("#hidden")
        show_if(shown, True)
        show_if(hidden, False)
        assert not shown.styles.inline.has_rule("display")
        assert not hidden.styles.inline.has_rule("display")
        show_if(hidden, True)
        await pilot.pause()
        assert hidden.display and hidden.styles.inline.has_rule("display")
        show_if(shown, False)
        await pilot.pause()
        assert not shown.display


async def test_show_if_sets_a_widget_not_yet_mounted() -> None:
    app = Fields()
    async with app.run_test() as pilot:
        late = Static("late", classes="hidden-by-css")
        show_if(late, True)  # reads as shown before its CSS applies: set all the same
        await app.mount(late)
        await pilot.pause()
        assert late.display
