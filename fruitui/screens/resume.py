"""Pick an unfinished game and carry on where it stopped."""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from ..saves import SavedGame, SaveError, Store, short_time


def game_row(saved: SavedGame) -> Text:
    """One line of the list: id, game, players, started, whose turn."""
    turn = f"{saved.to_move}'s turn" if saved.to_move else ""
    return Text.assemble(
        (f"{saved.id:<8}", "bold"), f"{saved.title:<22.22} ", f"{saved.players_text():<36.36} ",
        (f"{short_time(saved.started)}  ", "dim"), turn,
    )


class ResumeScreen(Screen[None]):
    DEFAULT_CSS = """
    ResumeScreen { padding: 0 1; }
    ResumeScreen #intro { height: auto; padding: 1 0; }
    ResumeScreen #saved { height: auto; max-height: 1fr; border: round $accent; }
    ResumeScreen #problems { height: auto; max-height: 8; color: $warning; }
    """
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, store: Store | None = None, cpu_level: str | None = None) -> None:
        super().__init__()
        self.store = store or Store()
        self.cpu_level = cpu_level  # `resume --cpu-level`: every computer seat's level
        self.saved, self.problems = self.store.scan(finished=False)

    def compose(self) -> ComposeResult:
        yield Header()
        if self.saved:
            intro = "Choose a game to continue (↑/↓ and Enter):"
        else:
            intro = f"No unfinished games in {self.store.games}."
        yield Static(Text(intro), id="intro")  # a path is text, never markup
        yield OptionList(*(Option(game_row(g), id=g.id) for g in self.saved), id="saved")
        with VerticalScroll(id="problems"):
            for problem in self.problems:
                yield Static(Text(f"Skipped: {problem}"))
        yield Footer()

    def on_mount(self) -> None:
        self.title = "fruitui"
        self.sub_title = "continue a game"
        saved = self.query_one("#saved", OptionList)
        saved.display = bool(self.saved)
        saved.focus()

    @on(OptionList.OptionSelected, "#saved")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        game_id = event.option.id
        assert game_id is not None
        try:
            setup, autosave = self.store.resume(game_id)
        except SaveError as error:
            self.notify(str(error), title="Cannot continue", severity="error", timeout=10,
                        markup=False)
            return
        if self.cpu_level is not None:
            seats = [replace(s, level=self.cpu_level) if s.computer else s for s in setup.seats]
            setup = replace(setup, seats=seats)
        self.app.switch_to_table(setup, autosave)  # type: ignore[attr-defined]

    def action_back(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()
