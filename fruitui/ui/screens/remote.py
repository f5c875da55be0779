"""The table screen for a table hosted by another process (`fruitui join`).

The real TableScreen, drawing a RemoteTable: the connection runs on the app's
own event loop and every snapshot from the host redraws the table. A bell and
a notice say when a decision becomes yours; the side panel and the status
line say who is here, away or thinking.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.binding import Binding

from fruitui.net import talk, wire
from fruitui.net.client import Connection
from fruitui.net.remote import RemoteTable
from fruitui.storage.safe_files import safe_text
from fruitui.ui.widgets.side import SidePanel
from fruitui.ui.widgets.talk_line import TalkLine, talk_line
from fruitui.ui.routes import routes
from fruitui.ui.screens.table import TableScreen
from fruitui.ui.thinking import ThinkingClock

PRESENCE = {"here": "here", "away": "away", "open": "seat free", "computer": "computer",
            "thinking": "thinking…"}


class RemoteTableScreen(TableScreen):
    # Priority: the app opens the talk line before it hands on the next key, so
    # keys typed right after `!` are the line's, never the board's.
    BINDINGS = [Binding("exclamation_mark", "talk", "Talk", priority=True)]

    def __init__(self, path: Path, hello: wire.Hello, welcome: wire.Welcome,
                 owner: int | None = None) -> None:
        remote = RemoteTable(welcome, lambda _message: None)
        super().__init__(remote.setup, cpu_delay=0, autosave=None, table=remote)
        self.remote = remote
        self.connection = Connection(path, hello, remote, owner=owner)
        self._was_mine = False
        self._lost_at: int | None = None
        self._lost_text = "Connecting to the table…"
        self._score_shown = False
        remote.listeners.append(self._on_snapshot)
        remote.on_refused = self._on_refused
        remote.on_closed = self._on_table_closed
        remote.on_talk = lambda _said: self._draw_side()

    async def on_mount(self) -> None:  # async as TableScreen's (Textual runs both)
        self.title = self.table.info.title
        self.sub_title = f"table {self.remote.id}"
        await self.mount(TalkLine(id="talk"), after="#status")
        self._check_size()
        self.set_status(self._lost_text)
        self.run_worker(self.connection.run(), exclusive=True, group="connection")
        self.set_interval(0.5, self._window_status)  # a window's countdown ticks down

    def on_unmount(self) -> None:
        self.connection.close()

    def advance(self) -> None:
        """As a local table's, but it runs on every snapshot (presence too), so a
        Pass-to or score screen already up is not pushed a second time."""
        remote = self.remote
        if remote.snap is None or self._score_shown:
            return  # nothing from the host yet, or the game is over and scored
        remote.leave_keyboard_if_done()
        handoff = routes(self.app).handoff_up()
        if handoff is not None:
            if handoff.seat != remote.needs_handoff() and handoff.is_current:
                handoff.dismiss(None)  # its callback advances to whoever it is now
            self.offered = None
            self.redraw()  # beneath the cover: the spectator's view
            return
        super().advance()

    def show_score(self) -> None:
        if not self._score_shown and self.is_attached:
            self._score_shown = True
            super().show_score()

    def leaving_line(self) -> str:
        """What the host keeps, and how to come back: asked before leaving and left
        on the terminal after (so worded for both)."""
        remote = self.remote
        if remote.finished:
            return (f"The host saved table {remote.id}'s game: its owner can watch it again "
                    f"with fruitui replay {remote.id}")
        return (f"The host keeps table {remote.id} (and your seat) saved. Come back with: "
                f"fruitui join {remote.id}" + ("" if remote.mine else " --watch"))

    def action_leave(self) -> None:
        """Ask first; the host keeps the game (and this seat) while we are gone."""
        line = self.leaving_line()
        routes(self.app).leave(line, lambda: line)

    def _on_snapshot(self, _remote: RemoteTable) -> None:
        if self._lost_at is not None:
            self.notify("Back at the table.", timeout=3)
            self._lost_at = None
        mine = self.remote.my_decision() is not None or self.remote.needs_handoff() is not None
        self.advance()  # first: a Pass-to screen it shows clears the toasts before it
        if mine and not self._was_mine:
            self.app.bell()
            # Two people at this terminal: name whose turn it is (shown over the
            # Pass-to screen, "Your turn" would speak to whoever holds the keys).
            decision = self.remote.decision
            whose = ("Your" if len(self.remote.mine) < 2 or decision is None
                     else f"{self.remote.names[decision.seat]}'s")
            self.notify(safe_text(f"{whose} turn to choose."), timeout=3, markup=False)
        self._was_mine = mine

    def _on_refused(self, _code: str, reason: str) -> None:
        # The host's words, maybe another user's host: shown as text, never as markup.
        self.notify(safe_text(reason), title="The host said no", severity="warning",
                    markup=False)

    def choice_not_taken(self) -> None:
        """Keys on a table whose host is gone say why nothing happens."""
        if not self.remote.connected:
            self.notify(safe_text(self._lost_text), severity="warning", timeout=4, markup=False)

    def _on_table_closed(self, message: wire.Closing | None) -> None:
        if self._lost_at is None or (message is not None and message.final):
            self._lost_at = self.remote.move
            text = message.reason if message is not None else \
                f"table closed, saved at move {self.remote.move}"
            again = "" if message is not None and message.final else "; reconnecting…"
            self._lost_text = text + again
            self.notify(safe_text(self._lost_text), severity="warning", timeout=6, markup=False)
            self.set_status(self._lost_text)

    def redraw(self) -> None:
        super().redraw()
        remote = self.remote
        presence = remote.presence
        decision = remote.decision
        # The host's computer thinks: seconds counted here from when this client
        # first heard of it (the host sends no progress).
        thinking = None
        if (remote.connected and decision is not None and remote.my_decision() is None
                and "thinking" in presence):
            seat = presence.index("thinking")
            clock = self._thinking
            if clock is None or (clock.seat, clock.move) != (seat, remote.move):
                clock = ThinkingClock(remote.names[seat], seat, remote.move)
                self.start_thinking(clock)
            thinking = clock.line()
        else:
            self.stop_thinking()
        self._draw_side()
        if not remote.connected:
            self.set_status(self._lost_text)
            return
        if thinking is not None and self._thinking is not None:
            self._thinking.shown = thinking
            self.set_status(thinking)
        elif decision is not None and remote.my_decision() is None:
            state = presence[decision.seat] if presence else ""
            away = f" ({state})" if state in ("away", "not yet here") else ""
            self.set_status(f"Waiting for {remote.names[decision.seat]}{away}.")
        self._window_status()

    def _window_status(self) -> None:
        """While a Distraction window asks everyone at once: its countdown."""
        remote = self.remote
        left = remote.window_left() if remote.connected else None
        if left is None:
            return
        decision = remote.my_decision()
        if decision is not None:
            self.set_status(f"{decision.prompt} {left} s left (no answer: pass).")
        else:
            self.set_status(f"Everyone may play a Distraction now: {left} s left.")

    # -- the side panel, and talk at the table ---------------------------------

    def _draw_side(self) -> None:
        remote = self.remote
        presence = remote.presence
        if not presence:
            return
        view = remote.view_for_keyboard()
        players = self.board.players_text(view).copy()
        players.append("\n")
        for name, state in zip(remote.names, presence):
            players.append(f"\n{name}: {PRESENCE.get(state, state)}",
                           style="dim" if state in ("away", "open", "not yet here") else "")
        log = [Text("↶ " + text, style="italic") if note else Text(text)
               for text, note in remote.log_with_notes(remote.at_keyboard)]
        notes = {id(line) for line in log if line.style == "italic"}
        log = talk.place(log, [(talk_line(said), after)
                               for said, after in remote.talk.placed(view.log)],
                         counts=lambda line: id(line) not in notes)
        clock = self._thinking
        self.query_one(SidePanel).show(players, log, None if clock is None else clock.line())

    def action_help(self) -> None:
        """The rules and keys, with talk's key: this is a joined table."""
        routes(self.app).help(self.table.setup.game, [*self.board.key_help(), (
            "!", "talk to everyone at this table: Enter sends, Esc cancels; in an empty "
            "line 1-3 send a quick phrase; /mute NAME hides what NAME says, here only")])

    def action_talk(self) -> None:
        if not self.remote.connected:
            self.choice_not_taken()
            return
        self.query_one(TalkLine).open()

    def on_screen_suspend(self) -> None:
        """Covered (a Pass-to screen): a line half typed is not left for the next person."""
        for line in self.query(TalkLine):
            line.close(None)

    def on_talk_line_done(self, message: TalkLine.Done) -> None:
        """What the talk line gave: a line to say, or /mute or /unmute NAME."""
        line = message.line
        if line is None:
            return
        command, _, name = line.strip().partition(" ")
        name = name.strip()
        if command in ("/mute", "/unmute"):
            if not name:
                self.notify(f"Say whom: {command} NAME", severity="warning", markup=False)
            elif command == "/mute":
                self.remote.talk.mute(name)
                self.notify(safe_text(f"Muted {name}: what they say no longer shows here."),
                            markup=False)
            elif self.remote.talk.unmute(name):
                self.notify(safe_text(f"{name} is heard again."), markup=False)
            else:
                self.notify(safe_text(f"{name} was not muted."), markup=False)
            self._draw_side()
            return
        found = talk.problem(line)
        if found is not None:
            self.notify(found[1], title="Not sent", severity="warning", markup=False)
            return
        self.remote.say(line)

