"""The start screen: choose a game and who sits at the table."""

from __future__ import annotations

import random

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from ..cli import DISTRACTION_SETTINGS
from ..rules.catalog import GAMES
from ..saves import Store
from ..seats import BadSeats, Seat, check_seats
from ..table import TableSetup

DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fin", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou")
PERSON, COMPUTER = "person", "computer"


class SeatRow(Horizontal):
    """One seat: a name and whether a person or the computer plays it."""

    DEFAULT_CSS = """
    SeatRow { height: 3; }
    SeatRow Label { width: 4; padding: 1 0; }
    SeatRow Input { width: 1fr; }
    SeatRow Select { width: 16; }
    """

    def __init__(self, index: int) -> None:
        super().__init__(id=f"seat-{index}")
        self.index = index

    def compose(self) -> ComposeResult:
        yield Label(f"{self.index + 1}.")
        yield Input(DEFAULT_NAMES[self.index], max_length=16, id=f"name-{self.index}")
        kind = PERSON if self.index == 0 else COMPUTER
        yield Select([("Person", PERSON), ("Computer", COMPUTER)], value=kind,
                     allow_blank=False, id=f"kind-{self.index}")

    def seat(self) -> Seat:
        name = self.query_one(Input).value.strip()
        computer = self.query_one(Select).value == COMPUTER
        return Seat(name, computer)


class StartScreen(Screen[None]):
    DEFAULT_CSS = """
    StartScreen #columns { height: 1fr; }
    StartScreen #games { width: 44; height: 1fr; border: round $accent; }
    StartScreen #setup { width: 1fr; padding: 0 1; }
    StartScreen #count-row { height: 3; }
    StartScreen #count-row Label { padding: 1 1; }
    StartScreen #count-row Button { min-width: 5; width: 5; }
    StartScreen #distractions { width: 36; margin-left: 2; }
    StartScreen #sets { width: 1fr; margin-left: 2; }
    StartScreen #count { width: 5; content-align: center middle; padding: 1 0; }
    StartScreen #seats { height: 1fr; }
    StartScreen #blurb { height: auto; color: $text-muted; padding: 0 0 1 0; }
    StartScreen #start-row { height: 3; }
    StartScreen #seed { width: 20; }
    """
    BINDINGS = [
        Binding("ctrl+s", "start", "Start", priority=True),
        Binding("ctrl+r", "continue", "Continue a game", priority=True),
        Binding("plus", "count(1)", "More players"),
        Binding("minus", "count(-1)", "Fewer players"),
        Binding("escape", "app.quit", "Quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.game = next(name for name, info in GAMES.items() if info.playable)
        self.count = GAMES[self.game].min_players
        self.unfinished = len(Store().unfinished())  # "Continue" only when there is one

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="columns"):
            options = []
            for name, info in GAMES.items():
                label = f"{info.title}  {info.min_players}–{info.max_players}p"
                if not info.playable:
                    label += "  (not yet playable)"
                options.append(Option(label, id=name, disabled=not info.playable))
            yield OptionList(*options, id="games")
            with Vertical(id="setup"):
                yield Static(id="blurb")
                with Horizontal(id="count-row"):
                    yield Label("Players:")
                    yield Button("−", id="fewer")
                    yield Static(id="count")
                    yield Button("+", id="more")
                    # Gobblin' Goblins only: who is asked after every card.
                    yield Select([(f"Distractions: {s.replace('-', ' ')}", s)
                                  for s in DISTRACTION_SETTINGS], value=DISTRACTION_SETTINGS[0],
                                 allow_blank=False, id="distractions")
                    # Grunlings only: the Sets in play (blank: the rulebook's count at random).
                    yield Input(placeholder="Sets (blank: random)", id="sets")
                with VerticalScroll(id="seats"):
                    for index in range(max(info.max_players for info in GAMES.values())):
                        yield SeatRow(index)
                with Horizontal(id="start-row"):
                    yield Input(placeholder="seed (optional)", id="seed", type="integer")
                    yield Button("Start (Ctrl+S)", id="start", variant="primary")
                    if self.unfinished:
                        yield Button(f"Continue ({self.unfinished}) (Ctrl+R)", id="continue")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "fruitui"
        self.sub_title = "choose a game and the seats"
        games = self.query_one("#games", OptionList)
        games.highlighted = list(GAMES).index(self.game)
        games.focus()
        self.refresh_setup()

    def refresh_setup(self) -> None:
        info = GAMES[self.game]
        self.count = max(info.min_players, min(info.max_players, self.count))
        self.query_one("#blurb", Static).update(f"[b]{info.title}[/b]\n{info.blurb}")
        self.query_one("#count", Static).update(str(self.count))
        for row in self.query(SeatRow):
            row.display = row.index < self.count
        self.query_one("#distractions", Select).display = self.game == "gobblin-goblins"
        self.query_one("#sets", Input).display = self.game == "grunlings"

    @on(OptionList.OptionHighlighted, "#games")
    def game_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id and GAMES[event.option.id].playable:
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

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return bool(self.unfinished) if action == "continue" else True

    def action_continue(self) -> None:
        from .resume import ResumeScreen

        self.app.push_screen(ResumeScreen())

    def action_count(self, step: int) -> None:
        self.count += step
        self.refresh_setup()

    def action_start(self) -> None:
        seats = [row.seat() for row in self.query(SeatRow) if row.index < self.count]
        if any(not seat.name for seat in seats):
            self.notify("Every seat needs a name.", severity="error")
            return
        try:
            check_seats(seats)
        except BadSeats as error:
            self.notify(str(error).capitalize() + ".", severity="error", markup=False)
            return
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = (int(seed_text) if seed_text.lstrip("-").isdigit() and len(seed_text) <= 18
                else random.randrange(1_000_000))  # 18 digits: int() has a digit limit
        options: dict[str, object] = {}
        if self.game == "gobblin-goblins":
            options["distractions"] = self.query_one("#distractions", Select).value
        sets_text = self.query_one("#sets", Input).value.strip()
        if self.game == "grunlings" and sets_text:
            from .grunlings_sets import parse_sets

            try:
                options["sets"] = parse_sets(sets_text, len(seats))
            except ValueError as error:
                self.notify(f"Sets: {error}.", severity="error", markup=False)
                return
        self.app.switch_to_table(TableSetup(self.game, seats, abs(seed), options))
