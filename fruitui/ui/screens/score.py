"""The end of a game: the score table, how it came about, and what next."""

from __future__ import annotations


from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Static

from fruitui.ui.widgets.boxes import Horizontal, Vertical, VerticalScroll
from fruitui.games.base import Result
from fruitui.games.registry import game_info, resolve
from fruitui.table.local import Table
from fruitui.ui.widgets.header import Header
from fruitui.ui.lines import leave_line
from fruitui.ui.routes import routes


class ScoreScreen(Screen[None]):
    DEFAULT_CSS = """
    ScoreScreen { padding: 0 2; }
    ScoreScreen #body { height: 1fr; }
    ScoreScreen #winner { text-style: bold; color: $success; padding: 1 0; height: auto; }
    ScoreScreen DataTable { height: auto; margin-bottom: 1; }
    ScoreScreen #notes { height: auto; }
    ScoreScreen #buttons { height: 3; align-horizontal: center; }
    ScoreScreen Button { margin: 0 2; }
    """
    # The page scrolls whole (scores, then notes) with the keys, wherever focus is.
    BINDINGS = [
        Binding("p", "again", "Play again"),
        Binding("q", "leave", "Quit"),
        Binding("down,j", "scroll('down')", "Scroll", show=False),
        Binding("up,k", "scroll('up')", show=False),
        Binding("pagedown", "scroll('page_down')", show=False),
        Binding("pageup", "scroll('page_up')", show=False),
        Binding("end", "scroll('end')", show=False),
        Binding("home", "scroll('home')", show=False),
    ]

    def __init__(self, table: Table, result: Result) -> None:
        super().__init__()
        self.table = table
        self.result = result
        # Set before the Header mounts: a title set in on_mount is drawn later, by a
        # callback that fails (NoMatches: HeaderTitle) if the screen went meanwhile.
        self.title = f"{table.info.title}: final scores"
        self._leaving = False

    def compose(self) -> ComposeResult:
        names = self.table.names
        winners = " and ".join(names[w] for w in self.result.winners)
        verb = "win together" if len(self.result.winners) > 1 else "wins"
        best = self.result.scores[self.result.winners[0]]
        yield Header()
        with VerticalScroll(id="body"):
            yield Static(Text(f"{winners} {verb} with {best} {self.result.unit}!"), id="winner")
            yield DataTable(zebra_stripes=True, cursor_type="none")
            with Vertical(id="notes"):
                for note in self.result.notes:
                    yield Static(Text("• " + note))
                if self.result.tiebreak:
                    yield Static(Text("Ties: " + self.result.tiebreak, style="italic"))
        with Horizontal(id="buttons"):
            yield Button("Play again (p)", id="again", variant="primary")
            yield Button("Quit (q)", id="quit")
        yield Footer()

    def on_mount(self) -> None:
        self.fill_grid(self.query_one(DataTable))
        self.focus_buttons()

    def fill_grid(self, grid: DataTable) -> None:
        """The score table's columns and rows (a game's own screen may show its own)."""
        grid.add_column("", key="label")
        for seat, name in enumerate(self.table.names):
            grid.add_column(Text(name), key=f"seat{seat}")  # a name is never markup
        for label, values in self.result.rows:
            grid.add_row(Text(label), *("" if v is None else str(v) for v in values))

    @property
    def plays_again_here(self) -> bool:
        """Only a game of this process is played again here: a hosted one
        (a RemoteTable) would come back as a hot-seat game at this keyboard."""
        return isinstance(self.table, Table)

    def focus_buttons(self) -> None:
        again = self.query_one("#again", Button)
        if self.plays_again_here:
            again.focus()
        else:
            again.remove()
            self.query_one("#quit", Button).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.plays_again_here if action == "again" else True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "again":
            self.action_again()
        else:
            self.action_leave()

    def action_scroll(self, how: str) -> None:
        body = self.query_one("#body", VerticalScroll)
        getattr(body, f"scroll_{how}")(animate=False)

    def action_leave(self) -> None:
        """Leave with a line that says how to watch the game again."""
        # Once only, and never after `p`: a `p` queued behind a leave would open a
        # table while the app shuts down (its board then mounts half: NoMatches).
        if self._leaving:
            return
        self._leaving = True
        table_screen = next((s for s in self.app.screen_stack if hasattr(s, "leaving_line")),
                            None)
        routes(self.app).leave_table(leave_line(None, finished=True) if table_screen is None
                                     else table_screen.leaving_line())

    def action_again(self) -> None:
        # A second `p` queued before this screen went would open a table and then
        # pop it at once, mid-mount (Textual's Header then fails: NoMatches).
        if self._leaving or not self.is_current or not self.plays_again_here:
            return
        self._leaving = True
        setup = self.table.again()
        routes(self.app).table(setup)


def make_score_screen(table: Table, result: Result) -> ScoreScreen:
    """The game's own score screen (its spec's `score_screen`, imported when
    needed), or this generic one."""
    reference = game_info(table.setup.game).score_screen
    if not reference:
        return ScoreScreen(table, result)
    return resolve(reference)(table, result)
