"""The opening Basket as a tick list: tick one or two cards, Enter stores them.

The rules offer the opening Basket as every legal combination (16 or more
lines to scroll). Here each card that may go in is one line; the person ticks
with Space (or its number) and Enter picks the legal choice holding exactly the
ticked cards. The lines come from the legal choices themselves, so the list
never offers a card the rules would refuse.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import cast

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from fruitui.games.base import Choice

from fruitui.ui.speedups.in_layout import MeasuredInLayout
from fruitui.ui.widgets.offer import Offer, offer_of
from fruitui.ui.widgets.option_list import SqueezableOptionList

Basket = tuple[str, ...]  # an opening Basket choice: the names of its cards


def tick_rows(choices: Sequence[Basket]) -> list[str]:
    """One line per card a legal choice can hold: a name twice when a choice holds it twice."""
    most: Counter[str] = Counter()
    for choice in choices:
        for name, count in Counter(choice).items():
            most[name] = max(most[name], count)
    return [name for name in sorted(most) for _ in range(most[name])]


def matching_choice(choices: Sequence[Basket], ticked: Sequence[str]) -> Basket | None:
    """The legal choice holding exactly the ticked cards, in any order."""
    wanted = Counter(ticked)
    for choice in choices:
        if Counter(choice) == wanted:
            return choice
    return None


def legal_sizes(choices: Sequence[Basket]) -> str:
    """'1 or 2': how many cards a legal Basket holds."""
    sizes = sorted({len(choice) for choice in choices})
    return " or ".join(str(size) for size in sizes) or "no"


def refusal(choices: Sequence[Basket], ticked: Sequence[str]) -> str:
    """Why the ticks match no legal Basket, and what would."""
    if not ticked:
        return f"Tick {legal_sizes(choices)} cards with Space first, then press Enter."
    sizes = {len(choice) for choice in choices}
    if len(ticked) not in sizes:
        return (f"{len(ticked)} cards ticked: the Basket takes {legal_sizes(choices)}. "
                "Space on a ticked card unticks it.")
    legal = "; ".join(", ".join(choice) for choice in choices if len(choice) == len(ticked))
    return f"{', '.join(sorted(ticked))} is not a legal Basket. Legal: {legal}."


class BasketTicks(MeasuredInLayout, SqueezableOptionList):
    """The cards that may go in the Basket, each with a tick box."""

    DEFAULT_CSS = """
    BasketTicks { height: auto; max-height: 9; border: round $accent; }
    """

    # Space and Enter are named in the list's border and the status line, not in
    # the footer: at 80 columns it has room for the board's keys, `?` and `q`.
    BINDINGS = [
        Binding("space", "tick", "Tick", show=False),
        Binding("enter", "confirm", "Store", show=False),
        Binding("k", "cursor_up", "Up", show=False),
        Binding("j", "cursor_down", "Down", show=False),
        *[Binding(str(n), f"tick_number({n})", show=False) for n in range(1, 10)],
    ]

    class Chosen(Message):
        """The ticks match `choice`, a legal choice of the decision `offer`."""

        def __init__(self, choice: Choice, offer: Offer) -> None:
            self.choice = choice
            self.offer = offer
            super().__init__()

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._choices: tuple[Basket, ...] = ()
        self._rows: list[str] = []
        self._ticked: list[bool] = []

    def set_choices(self, choices: Sequence[Choice]) -> None:
        self._choices = cast(tuple[Basket, ...], tuple(choices))  # the rules' Baskets: name tuples
        self._rows = tick_rows(self._choices)
        self._ticked = [False] * len(self._rows)
        self._redraw()
        if self._rows:
            self.highlighted = 0

    @property
    def ticked(self) -> list[str]:
        return [name for name, on in zip(self._rows, self._ticked) if on]

    def _redraw(self) -> None:
        keep = self.highlighted
        self.clear_options()
        self.add_options([Option(Text(f"{i + 1:>2}. [{'x' if on else ' '}] {name}"))
                          for i, (name, on) in enumerate(zip(self._rows, self._ticked))])
        if keep is not None and keep < len(self._rows):
            self.highlighted = keep
        count = len(self.ticked)
        self.border_title = f"Opening Basket: {count} ticked"
        self.border_subtitle = "Space: tick · Enter: store"

    def action_tick(self) -> None:
        index = self.highlighted
        if index is None or not 0 <= index < len(self._rows):
            return
        self._ticked[index] = not self._ticked[index]
        self._redraw()

    def action_tick_number(self, number: int) -> None:
        if number > len(self._rows):
            self.notify(f"The list has no card {number}.", severity="warning", timeout=3)
            return
        self.highlighted = number - 1
        self.action_tick()

    def action_confirm(self) -> None:
        choice = matching_choice(self._choices, self.ticked)
        if choice is None:
            self.notify(refusal(self._choices, self.ticked), severity="warning",
                        timeout=6, markup=False)
            return
        self.post_message(self.Chosen(choice, offer_of(self)))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click ticks (Enter is bound to confirm, so only the mouse lands here)."""
        event.stop()
        if 0 <= event.option_index < len(self._rows):
            self.highlighted = event.option_index
            self.action_tick()
