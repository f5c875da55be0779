"""Pick an unfinished game and carry on where it stopped."""

from __future__ import annotations

from msgspec.structs import replace
from textual.binding import Binding

from fruitui.storage.saves import SaveError, Store
from fruitui.ui.routes import routes
from fruitui.ui.screens.saved_games import SavedGamesScreen


class ResumeScreen(SavedGamesScreen):
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("q", "app.quit", "Quit"),
    ]
    LIST_ID = "saved"
    SUB_TITLE = "continue a game"

    def __init__(self, store: Store | None = None, cpu_level: str | None = None) -> None:
        super().__init__(store)
        self.cpu_level = cpu_level  # `resume --cpu-level`: every computer seat's level

    def intro(self) -> str:
        if self.games:
            return "Choose a game to continue (↑/↓ and Enter):"
        return f"No unfinished games in {self.store.games}."

    def open_game(self, game_id: str) -> None:
        try:
            setup, autosave = self.store.resume(game_id)
        except SaveError as error:
            self.notify(str(error), title="Cannot continue", severity="error", timeout=10,
                        markup=False)
            return
        if self.cpu_level is not None:
            seats = [replace(s, level=self.cpu_level) if s.computer else s for s in setup.seats]
            setup = replace(setup, seats=seats)
        routes(self.app).table(setup, autosave)

    def action_back(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()
