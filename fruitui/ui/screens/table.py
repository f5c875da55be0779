"""The table: the game's board, the seats, the log and a status line.

Everything drawn comes from the view of the person at the keyboard. When the
keyboard must pass to another person, the hand-off screen covers the table
before that person's view is drawn beneath it.
"""

from __future__ import annotations

import asyncio
from time import monotonic
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from fruitui.ui.widgets.boxes import Horizontal
from fruitui.games.base import IllegalChoice
from fruitui.storage.saves import Autosave
from fruitui.table.local import StaleChoice, Table, TableSetup, handoff_reason
from fruitui.tools.trace import trace
from fruitui.table.undo import UndoRefused
from fruitui.ui.widgets.board import Board, focus_now, make_board
from fruitui.ui.widgets.footer import KeyFooter
from fruitui.ui.widgets.header import Header
from fruitui.ui.widgets.side import SidePanel
from fruitui.table.log_since import lines_since
from fruitui.ui.lines import computers_line, leave_line, pass_line
from fruitui.ui.menu_fence import MenuFence
from fruitui.ui.routes import YourMove, routes
from fruitui.ui.speedups.auto_focus import FocusAsComposed
from fruitui.ui.speedups.front_drawn import FrontDrawn
from fruitui.ui.speedups.styled_once import StyledOnce
from fruitui.ui.styled_once import preset_breakpoints
from fruitui.ui.thinking import ThinkingClock, thinking_line

if TYPE_CHECKING:
    from textual.timer import Timer

    from fruitui.table.api import TableLike

MIN_WIDTH, MIN_HEIGHT = 80, 24
STATUS_MOST_ROWS = 3  # a prompt longer than this many rows of the status line is cut


class TableScreen(FocusAsComposed, FrontDrawn, StyledOnce, MenuFence, Screen[None]):
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
        Binding("q", "leave", "Leave"),
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
            if isinstance(self.table, Table):  # a hosted table is saved by its host
                autosave.attach(self.table)  # saved after every choice and take-back
            autosave.on_error = lambda text: self.notify(text, severity="error", timeout=10,
                                                         markup=False)
        self.cpu_delay = cpu_delay
        # Set before the header is composed: its first frame has them.
        self.title = self.table.info.title
        self.sub_title = " · ".join(
            f"{s.name}{' (cpu)' if s.computer else ''}" for s in self.table.seats
        )
        self.board: Board = make_board(setup.game)
        self.board.hint_listener = self.set_status
        self.board.list_listener = self.list_changed
        # (move, seat) of the decision the board offers, else None: a choice
        # from the board is taken only for it, and only from that person.
        self.offered: tuple[int, int] | None = None
        # Per person: their own log, and the public log, as they stood when
        # that person took (own) or left (public) the keyboard: for "Your
        # move" and "Since your last turn".
        self._own_log_then: dict[int, tuple[str, ...]] = {}
        self._public_log_then: dict[int, tuple[str, ...]] = {}  # seat -> onlookers' log then

    def compose(self) -> ComposeResult:
        preset_breakpoints(self, self.app)  # before the widgets are styled
        yield Header()
        with Horizontal(id="main"):
            yield self.board
            yield SidePanel(id="side")
        yield Static(id="status")
        yield Static(
            f"The terminal is too small for the table.\n"
            f"Please make it at least {MIN_WIDTH}×{MIN_HEIGHT}.", id="too-small",
        )
        # Its keys are read when it is drawn, after on_mount has set the focus.
        yield KeyFooter()

    async def on_mount(self) -> None:
        trace("table-opened", game=self.table.setup.game)
        self._check_size()
        # The board's show focuses what the decision needs (its menu, its tick
        # list); the board itself only when it focused nothing. Focusing the
        # board first restyled it and all its widgets twice (focus, then blur).
        self.advance()
        if self.focused is None:
            focus_now(self.board)

    def focus_as_composed(self) -> None:
        """As the screen is composed (with the speedups), the focus goes to the
        board only if its show will leave it there: Textual gave it to the first
        focusable widget (the board), and a show that moved it to the board's
        menu restyled the whole board twice. Focused now, the board is restyled
        while few of its widgets are mounted."""
        board = self.board
        if (self.app.app_focus and self.focused is None and board.focusable
                and board.keeps_focus(self.table.my_decision())):
            board.has_focus = True  # as Textual's auto-focus does
            self.set_focus(board)

    def on_resize(self) -> None:
        self._check_size()
        self._fit_status(self.query_one("#status", Static))

    def on_unmount(self) -> None:
        if self.autosave is not None:
            self.autosave.close()  # lets another fruitui resume it

    def _check_size(self) -> None:
        width, height = self.app.size
        too_small = width < MIN_WIDTH or height < MIN_HEIGHT
        if too_small != self.has_class("too-small"):
            # Into or out of the too-small notice: the whole screen changes, and
            # a partial repaint could leave old cells behind: paint it all again.
            self.call_after_refresh(self.refresh, repaint=True, layout=True)
        self.set_class(too_small, "too-small")
        if not too_small and self.has_class("was-too-small"):
            # Hidden under the notice, the board lost the focus: give it back
            # once it shows, or Enter would do nothing at the usable size.
            self.call_after_refresh(self.board.action_focus_menu)
        self.set_class(too_small, "was-too-small")

    # -- the flow of the game --

    def advance(self) -> None:
        """Show the game as it now stands and set up what happens next."""
        table = self.table
        mover = getattr(table, "at_keyboard", None)
        outcome = self._outcome_lines(mover)
        # Whoever just chose leaves the keyboard if the next decision is not
        # theirs: their hidden cards leave the screen at once.
        left = table.leave_keyboard_if_done()
        if left and mover is not None:
            self._note_left(mover)
        if table.finished:
            self.redraw()
            self.set_status("The game is over.")
            self.after_pause(self.show_score)
            return
        person = table.needs_handoff()
        if person is not None:
            # Cover the table first; beneath it stays a spectator's view until
            # the named person confirms on the hand-off screen.
            reason = handoff_reason(table, person)
            self.offered = None
            self.menu_left()
            since = self._public_since(person)

            def done(_: object, person: int = person, move: int = table.move) -> None:
                self.after_handoff(person, move)

            card = None
            if left and mover is not None and mover != person and outcome:
                # The mover reads what their move did, then their key shows the Pass-to screen.
                self._forget_turn(mover)
                card = YourMove(table.names[mover], outcome, pass_line(table.names[person]), mover)
            routes(self.app).handoff(table.names[person], reason, person, since, done, after=card)
            self.redraw()
            return
        self.redraw()
        if table.is_computer_turn():
            if mover is not None and outcome and left:
                # The mover's turn ended and computers play next: in hot-seat the
                # same card (beneath it, a spectator's view), and their key lets
                # the computers go on. A person alone with computers keeps their
                # own view and the log: no card to dismiss after every move.
                self._forget_turn(mover)
                card = YourMove(table.names[mover], outcome, computers_line(table, mover), mover)
                move = table.move
                routes(self.app).outcome(card, lambda _: self.start_computer_turn(move))
                return
            self.start_computer_turn(table.move)
            return
        self._note_turn_start()

    def start_computer_turn(self, move: int) -> None:
        """Let the computer whose decision `move` is think and play."""
        table, decision = self.table, self.table.decision
        if table.move != move or not table.is_computer_turn() or decision is None:
            return
        from fruitui.bots.progress import Progress  # with the bots, after the first frame

        clock = ThinkingClock(table.names[decision.seat], decision.seat, move, Progress())
        self.start_thinking(clock)
        self.run_worker(self.computer_turn(move, clock), group="computer", exclusive=True)

    # -- the thinking line: seconds (and progress) once a second --

    _thinking: ThinkingClock | None = None
    _thinking_timer: Timer | None = None

    def start_thinking(self, clock: ThinkingClock) -> None:
        self._thinking = clock
        clock.shown = clock.line()
        self.set_status(clock.shown)
        self.query_one(SidePanel).show_thinking(clock.shown)
        if self._thinking_timer is not None:
            self._thinking_timer.stop()
        self._thinking_timer = self.set_interval(1.0, self.tick_thinking)

    def tick_thinking(self) -> None:
        clock = self._thinking
        if clock is None:
            return
        line = clock.line()
        self.query_one(SidePanel).show_thinking(line)
        if self._status_text == clock.shown:  # nothing else took the status line meanwhile
            self.set_status(line)
            clock.shown = line

    def stop_thinking(self, clock: ThinkingClock | None = None) -> None:
        """The thinking is over (`clock`'s, or whichever is on)."""
        if clock is not None and clock is not self._thinking:
            return
        self._thinking = None
        if self._thinking_timer is not None:
            self._thinking_timer.stop()
            self._thinking_timer = None

    def after_pause(self, callback) -> None:
        """Run `callback` after the visible pause (at once when it is zero)."""
        if self.cpu_delay > 0:
            self.set_timer(self.cpu_delay, callback)
        else:
            self.call_later(callback)

    def after_handoff(self, person: int, move: int) -> None:
        """`person` pressed Enter on their own Pass-to screen for decision `move`."""
        table = self.table
        if table.move == move and table.needs_handoff() == person:
            table.take_keyboard(person)
            own = self._log_of(person)
            if own is not None:
                self._own_log_then[person] = own
        focus_now(self.board)
        self.advance()

    # -- what the mover did, what the incoming person missed --

    def _log_of(self, seat: int | None) -> tuple[str, ...] | None:
        """A seat's own log lines, when the table can give them (a remote table cannot)."""
        log_of = getattr(self.table, "log_of", None)
        return None if log_of is None else log_of(seat)

    def _outcome_lines(self, mover: int | None) -> list[str]:
        """The mover's own log lines since they took the keyboard."""
        if mover is None or mover not in self._own_log_then:
            return []
        now = self._log_of(mover)
        return [] if now is None else lines_since(self._own_log_then[mover], now)

    def _note_turn_start(self) -> None:
        """With one person and computers nobody hands the keyboard over: the
        person's turn starts when a decision of theirs first comes up."""
        seat = getattr(self.table, "at_keyboard", None)
        if seat is None or self.table.my_decision() is None or seat in self._own_log_then:
            return
        own = self._log_of(seat)
        if own is not None:
            self._own_log_then[seat] = own

    def _forget_turn(self, seat: int) -> None:
        """`seat`'s outcome was shown: their next turn starts afresh."""
        self._own_log_then.pop(seat, None)

    def _note_left(self, seat: int) -> None:
        public = self._log_of(None)
        if public is not None:
            self._public_log_then[seat] = public

    def _public_since(self, seat: int) -> list[str]:
        """What happened in public since `seat` last held the keyboard, worded
        as a spectator reads it: everyone at the table can read this screen, and
        a line about `seat` ("Bob makes you discard …") is worded for `seat`
        alone in its own log, so the own log would leave it out."""
        then = self._public_log_then.get(seat)
        if then is None:  # not seen leaving in this run (a resumed game): ask the table
            earlier = getattr(self.table, "public_log_after_last_choice", None)
            then = None if earlier is None else earlier(seat)
        public = self._log_of(None)
        if then is None or public is None:
            return []
        return lines_since(then, public)

    async def computer_turn(self, move: int, clock: ThinkingClock) -> None:
        """Think in a thread (the screen stays live), wait out what is left of
        the visible pause, then play: only if the position is still `move`.
        The search reports to `clock.progress` only the share of its budget done."""
        from fruitui.bots.progress import watching

        started = monotonic()
        table = self.table
        try:
            if clock.progress is None:
                choice = await asyncio.to_thread(table.computer_choice)
            else:
                choice = await asyncio.to_thread(watching, clock.progress, table.computer_choice)
            left = self.cpu_delay - (monotonic() - started)
            if left > 0:
                await asyncio.sleep(left)
        finally:
            self.stop_thinking(clock)
        if table is not self.table or table.move != move or not table.is_computer_turn():
            return
        if not self.app.is_running or not self.is_attached:
            return  # the app is closing, or the table was left while the computer thought
        table.apply(choice)
        self.advance()

    def redraw(self) -> None:
        table = self.table
        view = table.view_for_keyboard()
        decision = table.my_decision()
        before, self.offered = self.offered, (
            None if decision is None else (table.move, decision.seat))
        trace("redraw", seat=table.at_keyboard, move=table.move,
              decides=None if decision is None else decision.seat)
        labels = [table.describe(c) for c in decision.choices] if decision else []
        self.board.offer = self.offered
        self.board.show(view, decision, labels)
        # A new menu takes no key typed before it is on the screen (menu_fence.py);
        # one that replaced another of the same person is said first thing.
        if decision is None:
            self.menu_left()
        elif self.offered != before and self.new_menu(decision.seat, decision.prompt):
            # The same person goes on: "New menu" comes first, their name after it.
            hint, name = self._status_text or decision.prompt, table.names[decision.seat]
            named = hint.startswith(f"{name}: ")
            self.set_status(f"New menu, {name}: {hint.removeprefix(f'{name}: ')}" if named
                            else f"New menu: {hint}")
        # The log is rewritten whole from the view: a new person never sees
        # the last one's lines. Table notes (take-backs) are public, and stand
        # where they happened.
        log = [Text("↶ " + text, style="italic") if note else Text(text)
               for text, note in table.log_with_notes(table.at_keyboard)]
        thinking = None
        if table.is_computer_turn() and table.decision is not None:
            clock = self._thinking
            thinking = (clock.line() if clock is not None and clock.move == table.move
                        else thinking_line(table.names[table.decision.seat]))
        self.query_one(SidePanel).show(self.board.players_text(view), log, thinking)
        if decision is None and not table.finished:
            pending = table.decision
            if pending is not None and pending.seat not in table.bots:
                self.set_status(f"Waiting for {table.names[pending.seat]}.")

    def list_changed(self, text: str) -> None:
        """The menu opened a group or went back: a new list, fenced like a new
        menu, and said on the status line."""
        self.new_list()
        self.set_status(text)

    _status_text: str | None = None  # the status line's text, once set

    def set_status(self, text: str) -> None:
        status = self.query_one("#status", Static)
        if self._status_text != text:
            self._status_text = text
            self._fit_status(status)
            # Of fixed size: laying out the screen again would repaint all of it.
            # Plain Text, never markup: the line can hold player names.
            status.update(Text(text) if isinstance(text, str) else text, layout=False)

    def _fit_status(self, status: Static) -> None:
        """One row, or as many as the text wraps to (long names in a prompt): never cut."""
        width = max(1, self.app.size.width - status.styles.padding.width)
        text = self._status_text or ""
        cells = cell_len(text) if isinstance(text, str) else Text(text).cell_len
        rows = min(STATUS_MOST_ROWS, max(1, -(-cells // width)))
        if status.styles.height is None or status.styles.height.value != rows:
            status.styles.height = rows  # a new layout, only when the rows change

    # -- messages from the board --

    @on(Board.Hint)
    def board_hint(self, message: Board.Hint) -> None:
        self.set_status(message.text)

    @on(Board.Chosen)
    def board_chosen(self, message: Board.Chosen) -> None:
        offered = self.offered
        if offered is None or message.offer != offered:
            # A key that arrived after the board stopped offering one, or read
            # for a menu since gone (a double Enter, a number then Enter).
            self.choice_not_taken()
            return
        try:
            self.table.choose(message.choice, *offered)
        except StaleChoice:
            self.choice_not_taken()
            return
        except IllegalChoice as error:
            self.notify(str(error), severity="warning", markup=False)
            return
        self.advance()

    def choice_not_taken(self) -> None:
        """A choice came when none is open here: at a local table a key that
        was too late, which nothing needs to explain."""

    # -- the end --

    def show_score(self) -> None:
        result = self.table.result
        assert result is not None
        routes(self.app).score(self.table, result)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A watcher has nothing to take back: its key bar leaves the key out."""
        if action == "undo":
            return self.table.plays_here
        return True

    def action_undo(self) -> None:
        """Take back your last choice of this turn, if it showed nothing hidden."""
        try:
            note = self.table.take_back()
        except UndoRefused as refusal:
            self.notify(str(refusal), title="Can't take back", severity="warning",
                        markup=False)
            return
        self.set_status(note)
        self.advance()

    def action_help(self) -> None:
        # The board's own keys (Grunlings' n/b/t/c, …) join the generic list.
        routes(self.app).help(self.table.setup.game, self.board.key_help())

    def leaving_line(self) -> str:
        """The line left on the terminal on leaving: whether and where the game is saved."""
        return leave_line(self.autosave, self.table.finished)

    def action_leave(self) -> None:
        """Ask first; on yes, save the game as it stands (even before its first
        choice) and leave, saying that the game is saved and how to come back."""
        table, autosave = self.table, self.autosave

        def leaving() -> str:
            if autosave is not None and isinstance(table, Table) and not table.finished:
                autosave(table)  # a failure is kept in autosave.error and said by the line
            return leave_line(autosave, table.finished)

        routes(self.app).leave(leave_line(autosave, table.finished), leaving)
