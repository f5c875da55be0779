"""Pick an unfinished game and carry on where it stopped."""

from __future__ import annotations

from textual.binding import Binding

from ..saves import SaveError
from .saved_games import SavedGamesScreen


class ResumeScreen(SavedGamesScreen):
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("q", "app.quit", "Quit"),
    ]
    LIST_ID = "saved"
    SUB_TITLE = "continue a game"

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
        self.app.switch_to_table(setup, autosave)  # type: ignore[attr-defined]

    def action_back(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()
