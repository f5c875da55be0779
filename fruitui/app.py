"""The fruitui Textual app: a start screen, or straight to a table."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from .saves import Autosave, Store
from .table import TableSetup


class FruitApp(App[int]):
    CSS_PATH = "assets/styles/fruitui.tcss"
    TITLE = "fruitui"
    BINDINGS = [
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
    ]

    def __init__(
        self, setup: TableSetup | None = None, cpu_delay: float = 0.7,
        autosave: Autosave | None = None, first: Callable[[], Screen] | None = None,
    ) -> None:
        """Open `setup` (saved by `autosave`, else a new save), or the `first` screen,
        else the start screen."""
        super().__init__()
        self.setup = setup
        self.cpu_delay = cpu_delay
        self.autosave = autosave
        self.first = first

    def on_mount(self) -> None:
        if self.setup is not None:
            self.switch_to_table(self.setup, self.autosave)
        elif self.first is not None:
            self.push_screen(self.first())
        else:
            from .screens.start import StartScreen

            self.push_screen(StartScreen())

    def switch_to_table(self, setup: TableSetup, autosave: Autosave | None = None) -> None:
        """Open a table, leaving only it on the screen stack. A new game gets a new save."""
        from .screens.table import TableScreen

        if autosave is None:
            try:
                autosave = Store().create()
            except OSError as error:
                self.notify(f"This game will not be saved: {error}", severity="error")
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(TableScreen(setup, self.cpu_delay, autosave))

    def action_command_palette(self) -> None:
        """No palette over a Pass-to screen: none of its commands may act
        before the named person has taken the keyboard."""
        from .screens.handoff import HandoffScreen

        if isinstance(self.screen, HandoffScreen):
            return
        super().action_command_palette()
