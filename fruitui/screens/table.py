"""The table: the game's board, the seats, the log and a status line.

Everything drawn comes from the view of the person at the keyboard. When the
keyboard must pass to another person, the hand-off screen covers the table
before that person's view is drawn beneath it.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from ..rules.base import IllegalChoice
from ..saves import Autosave
from ..table import Table, TableSetup
from ..undo import UndoRefused
from ..net.api import TableLike
from ..widgets.board import Board, make_board
from ..widgets.side import SidePanel
from .handoff import HandoffScreen
from .help import HelpScreen

MIN_WIDTH, MIN_HEIGHT = 80, 24


class TableScreen(Screen[None]):
    DEFAULT_CSS = """
    TableScreen #main { height: 1fr; }
    TableScreen #status { height: 1; background: $boost; padding: 0 1; }
    TableScreen #too-small {
        display: none; height: 1fr; content-align: center middle; text-align: center;
    }
    TableScreen.too-small #main, TableScreen.too-small #status { display: none; }
    TableScreen.too-small #too-small { display: block; }
    """

    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    BINDINGS = [
        Binding("question_mark", "help", "Rules & keys"),
        Binding("u", "undo", "Take back"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(
        self, setup: TableSetup, cpu_delay: float = 0.7, autosave: Autosave | None = None,
        table: TableLike | None = None,
    ) -> None:
        super().__init__()
        # A ready table (a RemoteTable hosted elsewhere) or a new local one.
        self.table = table if table is not None else Table(setup)
        self.autosave = autosave
        if autosave is not None:
            autosave.attach(self.table)  # saved after every choice and take-back
            autosave.on_error = lambda text: self.notify(text, severity="error", timeout=10)
        self.cpu_delay = cpu_delay
        self.board: Board = make_board(setup.game)

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="main"):
            yield self.board
            yield SidePanel(id="side")
        yield Static(id="status")
        yield Static(
            f"The terminal is too small for the table.\n"
            f"Please make it at least {MIN_WIDTH}×{MIN_HEIGHT}.", id="too-small",
        )
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.table.info.title
        self.sub_title = " · ".join(
            f"{s.name}{' (cpu)' if s.computer else ''}" for s in self.table.seats
        )
        self._check_size()
        self.board.focus()
        self.advance()

    def on_resize(self) -> None:
        self._check_size()

    def on_unmount(self) -> None:
        if self.autosave is not None:
            self.autosave.close()  # lets another fruitui resume it

    def _check_size(self) -> None:
        width, height = self.app.size
        self.set_class(width < MIN_WIDTH or height < MIN_HEIGHT, "too-small")

    # -- the flow of the game --

    def advance(self) -> None:
        """Show the game as it now stands and set up what happens next."""
        table = self.table
        if table.finished:
            self.redraw()
            self.set_status("The game is over.")
            self.after_pause(self.show_score)
            return
        person = table.needs_handoff()
        if person is not None:
            # Cover the table first, then draw the next person's view beneath.
            owner = table.turn_owner()
            reason = "" if owner in (None, person) else (
                f"{table.names[person]} has a choice to make during {table.names[owner]}'s turn.")
            self.app.push_screen(
                HandoffScreen(table.names[person], reason), lambda _: self.after_handoff())
            table.take_keyboard(person)
            self.redraw()
            return
        self.redraw()
        if table.is_computer_turn():
            name = table.names[table.decision.seat]
            self.set_status(f"{name} is thinking…")
            self.after_pause(self.computer_move)

    def after_pause(self, callback) -> None:
        """Run `callback` after the visible pause (at once when it is zero)."""
        if self.cpu_delay > 0:
            self.set_timer(self.cpu_delay, callback)
        else:
            self.call_later(callback)

    def after_handoff(self) -> None:
        self.board.focus()
        self.redraw()

    def computer_move(self) -> None:
        if self.table.is_computer_turn():
            self.table.apply(self.table.computer_choice())
        self.advance()

    def redraw(self) -> None:
        table = self.table
        view = table.view_for_keyboard()
        decision = table.my_decision()
        labels = [table.describe(c) for c in decision.choices] if decision else []
        self.board.show(view, decision, labels)
        # The log is rewritten whole from the view: a new person never sees
        # the last one's lines. Table notes (take-backs) are public.
        notes = [Text("↶ " + note, style="italic") for note in self.table.notes]
        log = [Text(line) for line in view.log] + notes
        self.query_one(SidePanel).show(self.board.players_text(view), log)
        if decision is None and not table.finished:
            pending = table.decision
            if pending is not None and pending.seat not in table.bots:
                self.set_status(f"Waiting for {table.names[pending.seat]}.")

    def set_status(self, text: str) -> None:
        self.query_one("#status", Static).update(text)

    # -- messages from the board --

    @on(Board.Hint)
    def board_hint(self, message: Board.Hint) -> None:
        self.set_status(message.text)

    @on(Board.Chosen)
    def board_chosen(self, message: Board.Chosen) -> None:
        if self.table.my_decision() is None:
            return
        try:
            self.table.apply(message.choice)
        except IllegalChoice as error:
            self.notify(str(error), severity="warning")
            return
        self.advance()

    # -- the end --

    def show_score(self) -> None:
        from .score import make_score_screen

        result = self.table.result
        assert result is not None
        self.app.push_screen(make_score_screen(self.table, result))

    def action_undo(self) -> None:
        """Take back your last choice of this turn, if it showed nothing hidden."""
        try:
            note = self.table.take_back()
        except UndoRefused as refusal:
            self.notify(str(refusal), title="Can't take back", severity="warning")
            return
        self.set_status(note)
        self.advance()

    def action_help(self) -> None:
        # The board's own keys (Grunlings' n/b/t/c, …) join the generic list.
        game_keys = [(b.key, b.description) for b in self.board.BINDINGS
                     if isinstance(b, Binding) and b.description and b.show]
        self.app.push_screen(HelpScreen(self.table.setup.game, game_keys))
