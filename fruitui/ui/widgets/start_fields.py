"""The start screen's per-seat row (a name, who plays it, and the game's per-seat
options) and its list of games."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Input, Label

from fruitui.ui.widgets.boxes import Horizontal
from fruitui.games.game_options import GameOption, known_names
from fruitui.table.seats import CPU_LEVELS, Seat
from fruitui.ui.widgets.cycle import CycleField
from fruitui.ui.speedups.option_rows import LinesOnSize
from fruitui.ui.widgets.option_list import SqueezableOptionList

DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fin", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou")
PERSON = "person"


def kind_options() -> list[tuple[str, str]]:
    return [("Person", PERSON)] + [(f"CPU {level}", level) for level in CPU_LEVELS]


def show_if(widget: Widget, shown: bool) -> None:
    """Show or hide `widget`. Setting `display` to what it is already still writes
    an inline style, which restyles the widget. Before it is mounted its CSS is not
    applied yet (a per-seat field's `display: none`): set it whatever it reads."""
    if not widget.is_mounted or widget.display != shown:
        widget.display = shown


class GameList(LinesOnSize, SqueezableOptionList):
    """The list of games (measured early with the speedups on)."""


class SeatRow(Horizontal):
    """One seat: a name, who plays it (a person, or the computer at a level) and
    the per-seat options its game declares (in Gobblin' Goblins, the goblin it
    plays, or one dealt)."""

    DEFAULT_CSS = """
    SeatRow { height: 3; }
    SeatRow Label { width: 3; padding: 1 0; }
    SeatRow Input { width: 1fr; min-width: 12; max-width: 24; }
    /* "‹ CPU normal ›" whole inside its border, and the goblin field beside it
       whole at 80 columns: no padding inside these two (its arrows frame it). */
    SeatRow CycleField { padding: 0; }
    SeatRow .kind { width: 16; }
    SeatRow .per-seat { width: 2fr; max-width: 30; display: none; }
    """

    def __init__(self, index: int, per_seat: Sequence[GameOption] = (),
                 shown: Collection[str] = ()) -> None:
        """`shown`: the names of the per-seat options the chosen game has."""
        super().__init__(id=f"seat-{index}")
        self.index = index
        self.per_seat = tuple(per_seat)
        # Built here, not in compose: a row mounted when the player count grows
        # is read (name, kind) before its children are composed.
        # Its first value is no change to answer (the screen names the seats as it
        # shows the rows): answering it would only slow the first frame.
        with self.prevent(Input.Changed):
            self.name_input = Input(DEFAULT_NAMES[self.index], max_length=16, id=f"name-{index}")
        # Hot-seat is the common case: every seat starts as a person.
        self.kind = CycleField(kind_options(), PERSON, id=f"kind-{index}")
        self.kind.add_class("kind")
        self.kind.tooltip = "Enter, Space or ←/→: a person, or the computer at a level"
        self.per_seat_fields: dict[str, CycleField] = {}
        for option in self.per_seat:  # blank: left to the deal
            # The names are read when the field first shows (card data on a first frame
            # that does not show it would cost it the file's parse).
            field = CycleField([(f"{option.blank} {option.noun}", "")], "",
                               id=f"{option.noun}-{index}")
            field.add_class("per-seat", f"per-seat-{option.name}")
            field.tooltip = f"Enter, Space or ←/→: the {option.noun} of this seat"
            self.per_seat_fields[option.name] = field
        self.show_per_seat(shown)

    def compose(self) -> ComposeResult:
        yield Label(f"{self.index + 1}.")
        yield self.name_input
        yield self.kind
        yield from self.per_seat_fields.values()

    def show_per_seat(self, names: Collection[str]) -> None:
        """Only the per-seat fields of the options in `names` are shown."""
        for option in self.per_seat:
            field = self.per_seat_fields[option.name]
            show_if(field, option.name in names)
            if field.display and len(field.options) == 1:
                field.options += [(name, name) for name in known_names(option)]

    @property
    def seat_name(self) -> str:
        return self.name_input.value.strip()

    def per_seat_value(self, option: GameOption) -> str | None:
        return self.per_seat_fields[option.name].value or None

    def seat(self) -> Seat:
        kind = self.kind.value
        if kind == PERSON:
            return Seat(self.seat_name)
        return Seat(self.seat_name, True, level=kind)
