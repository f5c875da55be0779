"""The app's navigator: the one place that makes screens and pushes them.

Every way from one screen to another goes through here (screens ask for a
destination through routes.py, never by importing another screen). Each
screen module is imported when its destination is first asked for: a first
frame imports only its own screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from fruitui.ui.routes import Done, Routes, YourMove

if TYPE_CHECKING:
    from pathlib import Path

    from fruitui.games.base import Result
    from fruitui.net import wire
    from fruitui.storage.saves import Autosave, SavedGame, Store
    from fruitui.table.api import TableLike
    from fruitui.table.local import Table, TableSetup
    from fruitui.ui.app import FruitApp
    from fruitui.ui.screens.handoff import HandoffScreen


class Navigator(Routes):
    """The destinations of one app (its `navigator`)."""

    def __init__(self, app: FruitApp) -> None:
        self.app = app

    @property
    def opened_from_start(self) -> bool:
        """Whether the app opened on the start screen (not straight on a table, a
        replay, a resume list or a remote table)."""
        app = self.app
        return app.setup is None and app.first is None and app.opening is None

    # -- the start screen and its entries --

    def start(self) -> None:
        from fruitui.ui.screens.start import StartScreen

        self.app.push_screen(StartScreen())

    def start_help(self, game: str) -> None:
        from fruitui.ui.screens.help import START_HELP, HelpScreen

        self.app.push_screen(HelpScreen(game, page=START_HELP))

    def resume_list(self, store: Store | None = None, cpu_level: str | None = None) -> None:
        from fruitui.ui.screens.resume import ResumeScreen

        self.app.push_screen(ResumeScreen(store, cpu_level))

    def replays(self) -> None:
        from fruitui.ui.screens.replays import ReplayPicker

        self.app.push_screen(ReplayPicker())

    def replay(self, saved: SavedGame, seat: int | None = None, show_all: bool = False) -> None:
        from fruitui.ui.screens.replay import ReplayScreen

        self.app.push_screen(ReplayScreen(saved, seat, show_all))

    def hosting(self, setup: TableSetup) -> None:
        from fruitui.ui.screens.shared_box import HostingScreen

        self.app.push_screen(HostingScreen(setup))

    def join(self) -> None:
        from fruitui.ui.screens.shared_box import JoinScreen

        self.app.push_screen(JoinScreen())

    # -- tables --

    def table(self, setup: TableSetup, autosave: Autosave | None = None) -> None:
        """Open a table, leaving only it on the screen stack. A new game gets a new save."""
        from fruitui.storage.saves import Store
        from fruitui.ui.screens.table import TableScreen

        app = self.app
        if app.exiting:
            return  # a key queued behind Quit: a table opened now would mount half
        if autosave is None:
            try:
                autosave = Store().create()
            except OSError as error:
                app.notify(f"This game will not be saved: {error}", severity="error",
                           markup=False)
        self.app.clear_screens()
        app.push_screen(TableScreen(setup, app.cpu_delay, autosave))

    def remote_table(self, path: Path, hello: wire.Hello, welcome: wire.Welcome,
                     owner: int | None = None) -> None:
        from fruitui.ui.screens.remote import RemoteTableScreen

        self.app.clear_screens()
        self.app.push_screen(RemoteTableScreen(path, hello, welcome, owner))

    # -- at a table --

    def handoff(self, name: str, reason: str, seat: int, since: Sequence[str], done: Done,
                after: YourMove | None = None) -> None:
        """The Pass-to screen is made now, even when it shows after the mover's
        card: toasts raised before it was made are the last person's (app.py)."""
        from fruitui.ui.screens.handoff import HandoffScreen

        handoff = HandoffScreen(name, reason, seat=seat, since=since)
        if after is None:
            self.app.push_screen(handoff, done)
        else:
            self.outcome(after, lambda _: self.app.push_screen(handoff, done))

    def outcome(self, card: YourMove, done: Done) -> None:
        from fruitui.ui.screens.outcome import OutcomeScreen

        self.app.push_screen(OutcomeScreen(card.name, card.lines, card.next_line, seat=card.seat),
                             done)

    def handoff_up(self) -> HandoffScreen | None:
        from fruitui.ui.screens.handoff import HandoffScreen

        return next((s for s in self.app.screen_stack if isinstance(s, HandoffScreen)), None)

    def score(self, table: Table | TableLike, result: Result) -> None:
        from fruitui.ui.screens.score import make_score_screen

        # A remote table too, though make_score_screen says Table: a score screen reads
        # what every table has, and plays again only a local one (plays_again_here).
        self.app.push_screen(make_score_screen(table, result))  # type: ignore[arg-type]

    def help(self, game: str, game_keys: Sequence[tuple[str, str]] = ()) -> None:
        from fruitui.ui.screens.help import HelpScreen  # Markdown is slow to import: only when asked for

        self.app.push_screen(HelpScreen(game, game_keys))

    # -- leaving a table --

    def leave(self, line: str, leaving: Callable[[], str]) -> None:
        from fruitui.ui.screens.leave import LeaveScreen

        def answered(leave: bool | None) -> None:
            if leave:
                self.leave_table(leaving())

        self.app.push_screen(LeaveScreen(line), answered)

    def leave_table(self, line: str) -> None:
        """Back to the start screen if the table was opened from it, else out of
        fruitui with `line` on the terminal."""
        app = self.app
        if not self.opened_from_start:
            app.exit(message=line)
            return
        self.app.clear_screens()
        self.start()
        app.notify(line, timeout=10, markup=False)

    def leave_from_cover(self) -> None:
        from fruitui.ui.screens.table import TableScreen

        table = next((s for s in self.app.screen_stack if isinstance(s, TableScreen)), None)
        if table is None:
            self.app.exit()
        else:
            table.action_leave()
