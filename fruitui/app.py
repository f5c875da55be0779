"""The fruitui Textual app: a start screen, or straight to a table."""

from __future__ import annotations

from textual.app import App
from textual.binding import Binding

from .table import TableSetup


class FruitApp(App[int]):
    CSS_PATH = "assets/styles/fruitui.tcss"
    TITLE = "fruitui"
    BINDINGS = [
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
    ]

    def __init__(self, setup: TableSetup | None = None, cpu_delay: float = 0.7) -> None:
        super().__init__()
        self.setup = setup
        self.cpu_delay = cpu_delay

    def on_mount(self) -> None:
        if self.setup is not None:
            self.switch_to_table(self.setup)
        else:
            from .screens.start import StartScreen

            self.push_screen(StartScreen())

    def switch_to_table(self, setup: TableSetup) -> None:
        """Open a table, leaving only it on the screen stack."""
        from .screens.table import TableScreen

        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(TableScreen(setup, self.cpu_delay))
