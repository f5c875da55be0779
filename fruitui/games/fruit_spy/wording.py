"""The words of Fruit Spy: log lines built for one seat (the privacy rule).
The score sheet's texts are in `scoring`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fruitui.games.fruit_spy.cards import HOUSES, LOG_LINES, card_name, house_name

if TYPE_CHECKING:
    from fruitui.games.fruit_spy.state import FruitSpyState


def log_for(state: FruitSpyState, seat: int | None) -> tuple[str, ...]:
    """The recent history worded for `seat`; each event is worded once per seat."""
    lines = state._logs.setdefault(seat, [])
    lines.extend(log_line(state.names, e, seat) for e in state.events[len(lines):])
    return tuple(lines[-LOG_LINES:])


def log_line(names: Sequence[str], event: tuple[Any, ...], seat: int | None) -> str:
    """One play worded for `seat`: a face-down card's strength only for its owner."""
    _, who, card, house, t_owner, t_card, outcome = event
    # A seat reads itself as "you" wherever a line names it: its own plays
    # ("You played …") and its own cards turned by anyone ("turning your …").
    mine = who == seat
    name = "You" if mine else names[who]
    whose = "" if t_owner is None else (
        "your" if t_owner == seat else f"{names[t_owner]}'s")
    if outcome == "tool":
        return (f"{name} played {card_name(card)} on {house_name(house)} and turned "
                f"{whose} Tool: both cards go to the box.")
    shown = card_name(card) if mine else "a card"
    line = f"{name} played {shown} face down on {house_name(house)}"
    if t_owner is not None:
        line += f", turning {whose} {card_name(t_card)}"
    line += "."
    if "papa" in outcome:
        line += f" Farmer Papa moves anticlockwise to {house_name((house - 1) % HOUSES)}."
    if "daly" in outcome:
        line += f" Daly moves clockwise to {house_name((house + 1) % HOUSES)}."
    return line

