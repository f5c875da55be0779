"""A list of saved games to pick one from: the base of the resume list
(unfinished games) and the replay list (finished ones)."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from fruitui.ui.widgets.boxes import VerticalScroll
from fruitui.storage.saves import SavedGame, Store, short_time
from fruitui.ui.widgets.option_list import SqueezableOptionList


def game_row(saved: SavedGame) -> Text:
    """Two lines of the list: id, the game's whole title and when it started;
    then the players and whose turn. Nothing is cut to a column: the list wraps
    a line too long for the terminal (it read "Grunlings: Fantastic F")."""
    turn = f" · {saved.to_move}'s turn" if saved.to_move else ""
    return Text.assemble(
        (f"{saved.id:<8}", "bold"), saved.title, (f"  {short_time(saved.started)}", "dim"),
        f"\n{'':8}{saved.players_text()}{turn}",
    )


class SavedGamesScreen(Screen[None]):
    """The saved games that are `FINISHED` (or not), one row each; Enter opens one."""

    DEFAULT_CSS = """
    SavedGamesScreen { padding: 0 1; }
    SavedGamesScreen #intro { height: auto; padding: 1 0; }
    SavedGamesScreen .games { height: auto; max-height: 1fr; border: round $accent; }
    SavedGamesScreen #problems { height: auto; max-height: 8; color: $warning; }
    """
    FINISHED = False
    LIST_ID = "games"  # the list's id, which tests and CSS know it by
    SUB_TITLE = ""

    def __init__(self, store: Store | None = None) -> None:
        super().__init__()
        self.store = store or Store()
        self.games, self.problems = self.store.scan(finished=self.FINISHED)

    def intro(self) -> str:
        """The line above the list (it may name a folder: shown as text, never markup)."""
        raise NotImplementedError

    def open_game(self, game_id: str) -> None:
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(Text(self.intro()), id="intro")
        games = SqueezableOptionList(*(Option(game_row(g), id=g.id) for g in self.games), id=self.LIST_ID)
        games.add_class("games")
        yield games
        with VerticalScroll(id="problems"):
            for problem in self.problems:
                yield Static(Text(f"Skipped: {problem}"))
        yield Footer()

    def on_mount(self) -> None:
        self.title = "fruitui"
        self.sub_title = self.SUB_TITLE
        games = self.query_one(f"#{self.LIST_ID}", OptionList)
        games.display = bool(self.games)
        games.focus()

    @on(OptionList.OptionSelected, ".games")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        assert event.option.id is not None
        self.open_game(event.option.id)
