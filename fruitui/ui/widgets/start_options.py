"""The start screen's fields for the games' table options, built from the
options each game declares in the catalog (no option is wired by hand here).

Per kind: a seat option (who starts) is a field cycling through the seats; a
choice is a select; a per-seat option is a field on every seat's row (see
`SeatRow`); anything typed is an input, read as the command line reads it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input

from fruitui.games.registry import GAMES, options_by_name
from fruitui.games.game_options import CHOICE, PER_SEAT, SEAT, GameOption, hook, read_text
from fruitui.ui.widgets.cycle import CycleField
from fruitui.ui.widgets.start_fields import SeatRow, show_if


class OptionFields:
    """The option widgets of one start screen: which show, what they say, what they hold."""

    def __init__(self, screen: Screen[Any]) -> None:
        self.screen = screen
        self.declared = options_by_name()
        self.per_seat = [option for option, _ in self.declared.values() if option.kind == PER_SEAT]
        # Every field built, by option name: looked up here, not queried for
        # (a query walks the whole screen; the first frame made a dozen).
        self.built: dict[str, Widget] = {}

    def of_kind(self, *kinds: str) -> list[GameOption]:
        return [option for option, _ in self.declared.values() if option.kind in kinds]

    def seat_fields(self) -> Iterator[Widget]:
        for option in self.of_kind(SEAT):
            field = CycleField([(f"{option.label}: 1", "0")], "0", id=option.name)
            field.tooltip = option.help
            self.built[option.name] = field
            yield field

    def table_fields(self, game: str) -> Iterator[Widget]:
        """The fields of `game`'s table options. Another game's are mounted when it
        is chosen (`show`): a first frame styles no field it hides."""
        shown = self.shown_names(game)
        for option in self.table_options():
            if option.name in shown:
                yield self.table_field(option)

    def table_options(self) -> list[GameOption]:
        """The options with a field in the options row, in the order declared."""
        return [option for option, _ in self.declared.values()
                if option.kind not in (SEAT, PER_SEAT) and option.on_start_screen]

    def table_field(self, option: GameOption) -> Widget:
        self.built[option.name] = field = self.new_table_field(option)
        return field

    @staticmethod
    def new_table_field(option: GameOption) -> Widget:
        if option.kind == CHOICE:
            from fruitui.ui.widgets.select_field import MountSafeSelect

            field: Widget = MountSafeSelect(
                [(f"{option.label}: {value.replace('-', ' ')}", value)
                 for value in option.values],
                value=option.values[0], allow_blank=False, id=option.name)
        else:
            blank = f" (blank: {option.blank})" if option.blank else ""
            field = Input(placeholder=option.label + blank, id=option.name)
        field.tooltip = option.help
        return field

    def show(self, game: str, rows: Sequence[SeatRow]) -> None:
        """Only the fields of `game`'s own options are shown (mounted first if new),
        on the options row and on the seat `rows`."""
        names = self.shown_names(game)
        mounted = self.mount_fields(names)
        # A game without table options (Fabled Fruit, Fruit Spy) shows no empty
        # row: three lines given back to the seats on a small terminal.
        show_if(self.screen.query_one("#options-row"), self.has_table_fields(game))
        for name, (option, _) in self.declared.items():
            if option.kind == SEAT:
                show_if(self.built[name], name in names)
            elif name in mounted:
                show_if(mounted[name], name in names)
        for row in rows:
            row.show_per_seat(names)

    def mount_rest(self, game: str) -> None:
        """After the first frame: the other games' fields, hidden, so that choosing
        one shows its fields in the same frame as the rest of its setup. Nothing
        when the screen has already gone (the app left at once: Escape, Ctrl+C)."""
        rows = self.screen.query("#options-row")
        if not self.screen.is_attached or not rows or not rows.first().is_mounted:
            return
        shown = self.shown_names(game)
        for name, field in self.mount_fields(None).items():
            show_if(field, name in shown)

    def mount_fields(self, names: set[str] | None) -> dict[str, Widget]:
        """Mount the fields of the options in `names` (None: all) not yet in the
        options row, each in its declared place; every field now in the row, by name."""
        options_row = self.screen.query_one("#options-row")
        options = self.table_options()
        for index, option in enumerate(options):
            if (names is None or option.name in names) and option.name not in self.built:
                later = [self.built[o.name] for o in options[index + 1:] if o.name in self.built]
                field = self.table_field(option)
                if names is None:
                    field.display = False  # mounted ahead of need: shown by `show`
                options_row.mount(field, before=later[0] if later else None)
        return {option.name: self.built[option.name] for option in options
                if option.name in self.built}

    def has_table_fields(self, game: str) -> bool:
        """Whether `game` shows any field in the options row."""
        shown = self.shown_names(game)
        return any(option.name in shown for option in self.table_options())

    @staticmethod
    def shown_names(game: str) -> set[str]:
        """The names of `game`'s own options: the fields that show for it."""
        return {option.name for option in GAMES[game].options if option.on_start_screen}

    def name_seats(self, labels: Sequence[str]) -> None:
        """The seat fields list the seats under their names as typed now."""
        for option in self.of_kind(SEAT):
            field = self.built[option.name]
            assert isinstance(field, CycleField)
            field.options = [(f"{option.label}: {label}", str(index))
                             for index, label in enumerate(labels)]
            field.position = min(field.position, len(labels) - 1)
            field.refresh()

    def help_line(self, game: str, players: int) -> str:
        """What the shown options' current settings mean, said before the table starts."""
        parts = []
        for option in GAMES[game].options:
            if not option.on_start_screen:
                continue
            if option.kind == CHOICE:
                value = self.built[option.name].value  # type: ignore[attr-defined]  # a Select
                parts.append(option.value_help.get(str(value), ""))
            if option.field_help:
                parts.append(hook(option.field_help)(players))
        return " ".join(part for part in parts if part)

    def values(self, game: str, rows: Sequence[SeatRow]) -> dict[str, Any]:
        """The table options the fields hold; OptionError (one line) when one is wrong."""
        names = [row.seat_name for row in rows]
        options: dict[str, Any] = {}
        for option in GAMES[game].options:
            if not option.on_start_screen:
                continue
            if option.kind == SEAT:
                seat = int(self.built[option.name].value)  # type: ignore[attr-defined]
                if seat:  # the first seat is every game's default
                    options[option.name] = seat
            elif option.kind == CHOICE:
                options[option.name] = self.built[option.name].value  # type: ignore[attr-defined]
            elif option.kind == PER_SEAT:
                chosen = [row.per_seat_value(option) for row in rows]
                if any(chosen):
                    options[option.name] = chosen
            else:
                field = self.built[option.name]
                assert isinstance(field, Input)
                text = field.value.strip()
                if text:
                    options[option.name] = read_text(option, text, names, option.label)
        return options
