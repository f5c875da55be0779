"""The start screen's per-seat row and the words that explain its choices."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label

from .. import bots
from ..rules.data import load_card_data
from ..seats import Seat
from ..widgets.cycle import CycleField

DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fin", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou")
PERSON = "person"
# issue 12 names the computer levels in fruitui.bots; the same three until it lands.
CPU_LEVELS: tuple[str, ...] = tuple(getattr(bots, "CPU_LEVELS", ("easy", "normal", "hard")))
DEALT = ""  # a goblin left to the deal

# What each Distractions setting costs, said before the table starts.
DISTRACTION_HELP = {
    "ask-holders": "After each card only Distraction holders are asked: quick, but "
                   "the table sees who holds one.",
    "ask-everyone": "After each card everyone is asked: nobody can tell who holds a "
                    "Distraction, but more hand-offs.",
    "own-turn": "Distractions only on your own turn: the fewest hand-offs.",
}


def sets_help(players: int) -> str:
    # Straight from the card data: importing the rules packages would slow the first frame.
    data = load_card_data("grunlings")
    want = data["rules"]["sets_by_players"][str(players)]
    set_names = tuple(data["sets"]["names"])
    names = ", ".join(name.lower() for name in set_names)
    return (f"Sets: {names}. {players} players use {want}, e.g. "
            f"{','.join(set_names[:want]).lower()} (blank: drawn at random).")


def kind_options() -> list[tuple[str, str]]:
    return [("Person", PERSON)] + [(f"CPU {level}", level) for level in CPU_LEVELS]


def goblin_options() -> list[tuple[str, str]]:
    names = [g["name"] for g in load_card_data("gobblin_goblins")["goblins"]]
    return [("dealt goblin", DEALT)] + [(name, name) for name in names]


class SeatRow(Horizontal):
    """One seat: a name, who plays it (a person, or the computer at a level) and,
    in Gobblin' Goblins, the goblin it plays (or one dealt)."""

    DEFAULT_CSS = """
    SeatRow { height: 3; }
    SeatRow Label { width: 3; padding: 1 0; }
    SeatRow Input { width: 1fr; min-width: 12; max-width: 24; }
    SeatRow .kind { width: 14; }
    SeatRow .goblin { width: 2fr; max-width: 30; display: none; }
    SeatRow.goblins .goblin { display: block; }
    """

    def __init__(self, index: int) -> None:
        super().__init__(id=f"seat-{index}")
        self.index = index

    def compose(self) -> ComposeResult:
        yield Label(f"{self.index + 1}.")
        yield Input(DEFAULT_NAMES[self.index], max_length=16, id=f"name-{self.index}")
        # Hot-seat is the common case: every seat starts as a person.
        kind = CycleField(kind_options(), PERSON, id=f"kind-{self.index}")
        kind.add_class("kind")
        kind.tooltip = "Enter, Space or ←/→: a person, or the computer at a level"
        yield kind
        goblin = CycleField(goblin_options(), DEALT, id=f"goblin-{self.index}")
        goblin.add_class("goblin")
        goblin.tooltip = "Enter, Space or ←/→: the goblin this seat plays"
        yield goblin

    @property
    def seat_name(self) -> str:
        return self.query_one(Input).value.strip()

    @property
    def goblin(self) -> str | None:
        value = self.query_one(".goblin", CycleField).value
        return value or None

    def seat(self) -> Seat:
        kind = self.query_one(".kind", CycleField).value
        if kind == PERSON:
            return Seat(self.seat_name)
        return Seat(self.seat_name, True, level=kind)
