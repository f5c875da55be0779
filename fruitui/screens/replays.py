"""Pick a finished game to watch again (the start screen's way to a replay)."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from ..saves import SaveError, Store
from .resume import game_row


class ReplayPicker(Screen[None]):
    DEFAULT_CSS = """
    ReplayPicker { padding: 0 1; }
    ReplayPicker #intro { height: auto; padding: 1 0; }
    ReplayPicker #finished { height: auto; max-height: 1fr; border: round $accent; }
    ReplayPicker #problems { height: auto; max-height: 8; color: $warning; }
    """
    BINDINGS = [
        Binding("escape,q", "back", "Back"),
    ]

    def __init__(self, store: Store | None = None) -> None:
        super().__init__()
        self.store = store or Store()
        self.finished, self.problems = self.store.scan(finished=True)

    def compose(self) -> ComposeResult:
        yield Header()
        if self.finished:
            intro = ("Choose a finished game to watch again (↑/↓ and Enter). "
                     "It shows what a spectator saw; `fruitui replay ID --all` shows every hand.")
        else:
            intro = f"No finished games in {self.store.root} yet. Esc: back."
        yield Static(Text(intro), id="intro")
        yield OptionList(*(Option(game_row(g), id=g.id) for g in self.finished), id="finished")
        with VerticalScroll(id="problems"):
            for problem in self.problems:
                yield Static(Text(f"Skipped: {problem}"))
        yield Footer()

    def on_mount(self) -> None:
        self.title = "fruitui"
        self.sub_title = "watch a game again"
        games = self.query_one("#finished", OptionList)
        games.display = bool(self.finished)
        games.focus()

    @on(OptionList.OptionSelected, "#finished")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        from .replay import ReplayScreen

        game_id = event.option.id
        assert game_id is not None
        try:
            saved = self.store.load(game_id)
            self.app.push_screen(ReplayScreen(saved))
        except SaveError as error:
            self.notify(str(error), title="Cannot replay", severity="error", timeout=10, markup=False)

    def action_back(self) -> None:
        self.app.pop_screen()
