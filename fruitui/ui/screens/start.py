"""The start screen: choose a game and who sits at the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from fruitui.ui.widgets.boxes import Horizontal, Vertical, VerticalScroll
from fruitui.games.base import BadOptions
from fruitui.games.registry import GAMES
from fruitui.games.game_options import OptionError
from fruitui.storage.saves import Store
from fruitui.table.seats import BadSeats, check_seats
from fruitui.ui.widgets.footer import KeyFooter
from fruitui.ui.widgets.header import Header
from fruitui.ui.widgets.plain import PlainButton
from fruitui.ui.screens.start_fields import GameList, SeatRow, show_if
from fruitui.ui.screens.start_options import OptionFields
from fruitui.ui.speedups.front_drawn import FrontDrawn
from fruitui.ui.speedups.laid_out_once import LaidOutOnce
from fruitui.ui.styled_once import StyledOnce

if TYPE_CHECKING:  # built only when Start is pressed: not imported for the first frame
    from fruitui.table.local import TableSetup


class StartScreen(FrontDrawn, LaidOutOnce, StyledOnce, Screen[None]):
    DEFAULT_CSS = """
    StartScreen #columns { height: 1fr; }
    StartScreen #left { width: 30%; min-width: 28; max-width: 36; height: 1fr; }
    StartScreen #games { height: 1fr; border: round $accent; }
    StartScreen #left Button { width: 100%; }
    StartScreen #setup { width: 1fr; padding: 0 1; }
    StartScreen #count-row, StartScreen #options-row { height: 3; }
    StartScreen #count-row Label { padding: 1 1; }
    StartScreen #count-row Button { min-width: 5; width: 5; }
    StartScreen #count { width: 5; content-align: center middle; padding: 1 0; }
    StartScreen #count-row CycleField { width: 1fr; max-width: 26; margin-left: 1; }
    StartScreen #options-row > * { width: 1fr; max-width: 36; }
    StartScreen #option-help { height: auto; color: $text-muted; }
    StartScreen #seats { height: 1fr; min-height: 3; }
    StartScreen #blurb { height: auto; color: $text-muted; }
    StartScreen #start-row { height: 3; }
    StartScreen #seed { width: 31; }
    """
    BINDINGS = [
        Binding("ctrl+s", "start", "Start", priority=True),
        Binding("ctrl+r", "continue", "Continue a game", priority=True),
        Binding("ctrl+o", "replays", "Watch a replay", priority=True),
        Binding("ctrl+t", "host", "Open a table on this box", show=False, priority=True),
        Binding("ctrl+n", "join", "Join a table", show=False, priority=True),
        Binding("plus", "count(1)", "More players", show=False),  # the buttons say it
        Binding("minus", "count(-1)", "Fewer players", show=False),
        Binding("question_mark", "help", "Help"),
        Binding("escape", "app.quit", "Quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.game = next(name for name, info in GAMES.items() if info.playable)
        self.fields = OptionFields(self)
        self.rows: list[SeatRow] = []  # every seat row made, shown or not, in order
        self.count = GAMES[self.game].min_players
        self.unfinished = len(Store().unfinished())  # "Continue" only when there is one
        self.title = "fruitui"  # before the header is composed: in its first frame
        self.sub_title = "choose a game and the seats"

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="columns"):
            with Vertical(id="left"):
                options = []
                for name, info in GAMES.items():
                    label = f"{info.title}  {info.min_players}–{info.max_players}p"
                    if not info.playable:
                        label += "  (not yet playable)"
                    options.append(Option(label, id=name, disabled=not info.playable))
                yield GameList(*options, id="games")
                if self.unfinished:
                    yield PlainButton(f"Continue ({self.unfinished}) ^R", id="continue")
                yield PlainButton("Watch a replay ^O", id="replays")
                # Shared-box tables: other terminals on this box sit at them.
                yield PlainButton("Open a table on this box", id="host")
                yield PlainButton("Join a table ^N", id="join")
            with Vertical(id="setup"):
                yield Static(id="blurb")
                with Horizontal(id="count-row"):
                    yield Label("Players:")
                    yield PlainButton("−", id="fewer")
                    yield Static(id="count")
                    yield PlainButton("+", id="more")
                    yield from self.fields.seat_fields()  # e.g. who starts
                row = Horizontal(id="options-row")
                row.display = self.fields.has_table_fields(self.game)
                with row:
                    yield from self.fields.table_fields(self.game)  # e.g. Sets
                yield Static(id="option-help")
                with VerticalScroll(id="seats"):
                    # Only the rows shown: more are mounted when the count grows
                    # (styling hidden rows up front doubled the first frame).
                    for index in range(self.count):
                        yield self.new_row(index)
                with Horizontal(id="start-row"):
                    seed = Input(placeholder="seed (blank: secret deal)", id="seed",
                                 type="integer")
                    seed.tooltip = ("Blank: a secret deal. A seed deals the same game again, "
                                    "but that deal is not secret: anyone who learns the "
                                    "seed knows every hand.")
                    yield seed
                    yield PlainButton("Start (Ctrl+S)", id="start", variant="primary")
        yield KeyFooter()

    def on_mount(self) -> None:
        games = self.query_one("#games", OptionList)
        games.highlighted = list(GAMES).index(self.game)
        games.focus()
        self.refresh_setup()
        # The other games' option fields cost the first frame: they come after it.
        self.call_after_first_frame(lambda: self.fields.mount_rest(self.game))

    def refresh_setup(self) -> None:
        info = GAMES[self.game]
        self.count = max(info.min_players, min(info.max_players, self.count))
        self.query_one("#blurb", Static).update(f"[b]{info.title}[/b] {info.blurb}")
        self.query_one("#count", Static).update(str(self.count))
        if len(self.rows) < self.count:  # rows once mounted stay: their names are kept
            self.query_one("#seats").mount_all(
                [self.new_row(index) for index in range(len(self.rows), self.count)])
        for row in self.rows:
            show_if(row, row.index < self.count)
        self.fields.show(self.game, self.rows)
        self.refresh_seat_fields()
        self.refresh_option_help()

    def new_row(self, index: int) -> SeatRow:
        row = SeatRow(index, self.fields.per_seat, self.fields.shown_names(self.game))
        self.rows.append(row)
        return row

    def shown_rows(self) -> list[SeatRow]:
        return self.rows[:self.count]

    def refresh_seat_fields(self) -> None:
        """Fields such as "who starts" list the seats as they are now named."""
        rows = self.shown_rows()
        self.fields.name_seats([row.seat_name or str(row.index + 1) for row in rows])

    def refresh_option_help(self) -> None:
        help_line = self.query_one("#option-help", Static)
        text = self.fields.help_line(self.game, self.count)
        help_line.update(text)
        show_if(help_line, bool(text))

    def on_select_changed(self) -> None:
        """A table option's drop-down (the only Selects here) changed: say what it means."""
        self.refresh_option_help()

    @on(Input.Changed, "SeatRow Input")
    def name_changed(self) -> None:
        self.refresh_seat_fields()

    @on(OptionList.OptionHighlighted, "#games")
    def game_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        # The game already shown (as when on_mount highlights it) needs no second setup.
        if event.option.id and GAMES[event.option.id].playable and event.option.id != self.game:
            self.game = event.option.id
            self.refresh_setup()

    @on(OptionList.OptionSelected, "#games")
    def game_selected(self, event: OptionList.OptionSelected) -> None:
        self.query_one("#name-0", Input).focus()

    @on(Button.Pressed)
    def button(self, event: Button.Pressed) -> None:
        if event.button.id == "more":
            self.action_count(1)
        elif event.button.id == "fewer":
            self.action_count(-1)
        elif event.button.id == "start":
            self.action_start()
        elif event.button.id == "continue":
            self.action_continue()
        elif event.button.id == "replays":
            self.action_replays()
        elif event.button.id == "host":
            self.action_host()
        elif event.button.id == "join":
            self.action_join()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return bool(self.unfinished) if action == "continue" else True

    def action_continue(self) -> None:
        from fruitui.ui.screens.resume import ResumeScreen

        self.app.push_screen(ResumeScreen())

    def action_replays(self) -> None:
        from fruitui.ui.screens.replays import ReplayPicker

        self.app.push_screen(ReplayPicker())

    def action_host(self) -> None:
        """The seats above, hosted for other terminals of this box (`fruitui host`)."""
        from fruitui.ui.screens.shared_box import HostingScreen

        setup = self.checked_setup()
        if setup is None:
            return
        self.app.push_screen(HostingScreen(hosted(setup)))

    def action_join(self) -> None:
        from fruitui.ui.screens.shared_box import JoinScreen

        self.app.push_screen(JoinScreen())

    def action_help(self) -> None:
        from fruitui.ui.screens.help import START_HELP, HelpScreen

        self.app.push_screen(HelpScreen(self.game, page=START_HELP))

    def action_count(self, step: int) -> None:
        self.count += step
        self.refresh_setup()

    def action_start(self) -> None:
        setup = self.checked_setup()
        if setup is not None:
            self.app.switch_to_table(setup)

    def checked_setup(self) -> TableSetup | None:
        """The table the fields describe; None (after a notice) when one is wrong."""
        from fruitui.games.match import Match
        from fruitui.table.local import new_setup

        seats = [row.seat() for row in self.shown_rows()]
        if any(not seat.name for seat in seats):
            self.notify("Every seat needs a name.", severity="error")
            return None
        try:
            check_seats(seats)
        except BadSeats as error:
            self.notify(str(error).capitalize() + ".", severity="error", markup=False)
            return None
        seed_text = self.query_one("#seed", Input).value.strip()
        # Blank: a secret deal (secret_deal.py). 18 digits: int() has a digit limit.
        chosen = (abs(int(seed_text)) if seed_text.lstrip("-").isdigit() and len(seed_text) <= 18
                  else None)
        rows = self.shown_rows()
        try:
            options = self.fields.values(self.game, rows)
        except OptionError as error:
            self.notify(f"{error}.", severity="error", markup=False)
            return None
        setup = new_setup(self.game, seats, chosen, options)
        try:  # the rules check the options (e.g. goblins that cannot make a balanced table)
            Match(self.game, [seat.name for seat in seats], setup.seed, dict(options))
        except BadOptions as error:
            self.notify(str(error), severity="error", timeout=10, markup=False)
            return None
        return setup


def hosted(setup: TableSetup) -> TableSetup:
    """The table as a shared box hosts it: Gobblin' Goblins' Distraction windows,
    left at one keyboard's default (only holders asked, one after another), ask
    everyone at once, each at their own screen, as `fruitui host` does."""
    from msgspec.structs import replace

    from fruitui.net.settings import HOSTED_DISTRACTIONS, WINDOW_GAME
    from fruitui.games.registry import DISTRACTION_SETTINGS

    if setup.game != WINDOW_GAME or setup.options.get("distractions") != DISTRACTION_SETTINGS[0]:
        return setup
    return replace(setup, options={**setup.options, "distractions": HOSTED_DISTRACTIONS})
