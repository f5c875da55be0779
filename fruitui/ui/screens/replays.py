"""Pick a finished game to watch again (the start screen's way to a replay)."""

from __future__ import annotations

from textual.binding import Binding

from fruitui.storage.saves import SaveError
from fruitui.ui.routes import routes
from fruitui.ui.screens.saved_games import SavedGamesScreen


class ReplayPicker(SavedGamesScreen):
    BINDINGS = [
        Binding("escape,q", "back", "Back"),
    ]
    FINISHED = True
    LIST_ID = "finished"
    SUB_TITLE = "watch a game again"

    def intro(self) -> str:
        if self.games:
            return ("Choose a finished game to watch again (↑/↓ and Enter). "
                    "It shows what a spectator saw; `fruitui replay ID --all` shows every hand.")
        return f"No finished games in {self.store.root} yet. Esc: back."

    def open_game(self, game_id: str) -> None:
        try:
            saved = self.store.load(game_id)
            routes(self.app).replay(saved)
        except SaveError as error:
            self.notify(str(error), title="Cannot replay", severity="error", timeout=10, markup=False)

    def action_back(self) -> None:
        self.app.pop_screen()
