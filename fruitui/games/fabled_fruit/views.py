"""What one seat may see of a Fabled Fruit game (the privacy rule: screens and
bots read these views, never the state).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from fruitui.games.fabled_fruit.cards import LOCATIONS, Location


# --- views: what one seat may see ----------------------------------------------


class LocationView(NamedTuple):  # NamedTuples: bots ask for a view every decision
    number: int
    name: str
    text: str
    action: str  # the rule it follows: draw, trade, exchange, offer, refill, unique
    params: tuple[tuple[str, Any], ...]  # its numbers, e.g. (("draw", 2),)
    signpost: bool
    price: tuple[int, ...]  # per fruit kind, in `fruits` order
    price_any: int
    price_text: str
    cards_left: int  # 0: the stack has left the table
    pawns: tuple[int, ...]  # seats standing here
    affordable: bool  # the viewing seat could pay this price now


class FabledFruitView(NamedTuple):
    seat: int | None
    names: tuple[str, ...]
    fruits: tuple[str, ...]
    letters: tuple[str, ...]
    hand: tuple[int, ...]  # your fruits counted per kind; empty for a spectator
    marked: tuple[int, ...]  # #5: your fruits marked for discard, per kind (yours only)
    hand_sizes: tuple[int, ...]
    # Per seat, its fruits per kind you saw go into that hand and not leave it
    # (memory.py); all 0 for your own hand.
    known_held: tuple[tuple[int, ...], ...]
    juices: tuple[tuple[int, ...], ...]  # location numbers of each seat's juices
    juices_to_win: int
    locations: tuple[LocationView, ...]  # all six, empty stacks included
    pawns: tuple[int | None, ...]  # location number per seat, None = off the board
    affordable: tuple[int, ...]  # location numbers whose price you can pay now
    deck_size: int
    discard_size: int
    discard_top: str | None
    offer: tuple[int, ...]  # #4: fruits lying face up, per kind
    revealed: tuple[int, ...]  # #6: kinds turned up so far, in order
    to_move: int | None  # whose turn it is
    turn: int
    pending_seat: int | None  # who must decide now (may be out of turn)
    pending_kind: str
    pending_prompt: str
    log: tuple[str, ...]
    finished: bool
    winners: tuple[int, ...]
    end_reason: str


_LOCATION_VIEWS: dict[tuple[int, int, tuple[int, ...], bool], LocationView] = {}


def location_view(loc: Location, left: int, pawns: tuple[int, ...], ok: bool) -> LocationView:
    """Location views repeat a lot (bots ask for a view every decision): share them."""
    key = (loc.index, left, pawns, ok)
    found = _LOCATION_VIEWS.get(key)
    if found is None:
        found = _LOCATION_VIEWS[key] = LocationView(
            loc.number, loc.name, loc.text, loc.action, loc.param_items, loc.signpost,
            loc.price, loc.price_any, loc.price_text, left, pawns, ok,
        )
    return found


# A pawn's place (a location index, or None off the board) as the view names it.
PAWN_NUMBER: dict[int | None, int | None] = {
    None: None, **{loc.index: loc.number for loc in LOCATIONS}}


def seats_at(pawns: list[int | None]) -> dict[int | None, tuple[int, ...]]:
    """The seats standing at each place, in one pass over the pawns (not a
    comprehension per location: Python 3.11 builds a function for each one)."""
    standing: dict[int | None, tuple[int, ...]] = {}
    for seat, at in enumerate(pawns):
        standing[at] = (*standing[at], seat) if at in standing else (seat,)
    return standing
