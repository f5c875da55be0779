"""Fabled Fruit's components (rulebook: "Components" and the first six
locations): fruit kinds, fruit cards and location cards, read from
`assets/data/fabled_fruit.toml`, with the words for counts of fruit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fruitui.games.registry import GAMES
from fruitui.games.data import load_card_data
from fruitui.games.wording import count_of, listed


INFO = GAMES["fabled-fruit"]
DATA = load_card_data("fabled_fruit")
LOG_LINES = 40  # how much history a view carries

# --- fruits --------------------------------------------------------------------

FRUITS: tuple[str, ...] = tuple(f["key"] for f in DATA["fruits"])
LETTERS: tuple[str, ...] = tuple(f["letter"] for f in DATA["fruits"])
ONE: tuple[str, ...] = tuple(f["one"] for f in DATA["fruits"])
MANY: tuple[str, ...] = tuple(f["many"] for f in DATA["fruits"])
KINDS = range(len(FRUITS))
KIND_OF: dict[str, int] = {key: k for k, key in enumerate(FRUITS)}
CARD_KIND: tuple[int, ...] = tuple(
    k for k, f in enumerate(DATA["fruits"]) for _ in range(f["copies"])
)
FRUIT_CARDS = len(CARD_KIND)
HAND_AT_START: int = DATA["hand_at_start"]
FALLBACK_DRAW: int = DATA["fallback_draw"]
TURN_LIMIT: int = DATA["turn_limit"]
JUICES_TO_WIN: dict[int, int] = {int(n): v for n, v in DATA["juices_to_win"].items()}


def n_fruits(count: int) -> str:
    return count_of(count, "fruit")


def count_text(kind: int, count: int) -> str:
    return ONE[kind] if count == 1 else f"{count} {MANY[kind]}"


def kinds_text(kinds: Sequence[int]) -> str:
    """Fruits as '2 bananas, a coconut'; 'nothing' when empty."""
    return listed(count_text(k, kinds.count(k)) for k in sorted(set(kinds)))


def letters_text(kinds: Sequence[int]) -> str:
    return " ".join(LETTERS[k] for k in kinds)


# --- locations -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Location:
    """One location as printed on its cards (static data)."""

    index: int
    number: int
    name: str
    text: str
    action: str
    signpost: bool
    copies: int
    price: tuple[int, ...]  # fruits of each kind, in FRUITS order
    price_any: int  # fruits of any kind on top
    price_text: str
    params: Mapping[str, Any]
    price_total: int  # fruits paid in all
    trade_kind: int  # the fruit a "trade" action hands over, else -1
    needs: tuple[tuple[int, int], ...]  # (kind, count) of the price's named fruits
    param_items: tuple[tuple[str, Any], ...]  # params as shown in views

    @property
    def title(self) -> str:
        return f"#{self.number} {self.name}"


def _price_text(price: tuple[int, ...], any_count: int) -> str:
    if not any_count and all(n == 1 for n in price):
        return "1 of each fruit"
    parts = [count_text(k, n) if n > 1 else f"1 {FRUITS[k]}" for k, n in enumerate(price) if n]
    if any_count:
        parts.append(f"{any_count} any")
    return " + ".join(parts)


def _load_locations() -> tuple[Location, ...]:
    known = {"number", "name", "text", "action", "signpost", "copies", "price"}
    locations = []
    for index, raw in enumerate(DATA["locations"]):
        price_raw = dict(raw["price"])
        any_count = int(price_raw.pop("any", 0))
        unknown = set(price_raw) - set(KIND_OF)
        if unknown:
            raise ValueError(f"location #{raw['number']}: unknown fruit {sorted(unknown)}")
        price = tuple(int(price_raw.get(key, 0)) for key in FRUITS)
        locations.append(Location(
            index=index, number=raw["number"], name=raw["name"], text=raw["text"],
            action=raw["action"], signpost=raw["signpost"], copies=raw["copies"],
            price=price, price_any=any_count, price_text=_price_text(price, any_count),
            params={k: v for k, v in raw.items() if k not in known},
            price_total=sum(price) + any_count,
            trade_kind=KIND_OF[raw["give"]] if raw["action"] == "trade" else -1,
            needs=tuple((k, n) for k, n in enumerate(price) if n),
            param_items=tuple(sorted((k, v) for k, v in raw.items() if k not in known)),
        ))
    return tuple(locations)


LOCATIONS: tuple[Location, ...] = _load_locations()
LOC_BY_NUMBER: dict[int, Location] = {loc.number: loc for loc in LOCATIONS}
INDEX_OF_NUMBER: dict[int, int] = {loc.number: loc.index for loc in LOCATIONS}
LOC_OF: tuple[int, ...] = tuple(loc.index for loc in LOCATIONS for _ in range(loc.copies))
LOCATION_CARDS = len(LOC_OF)
LOC_NUMBER: tuple[int, ...] = tuple(LOCATIONS[loc].number for loc in LOC_OF)  # by card id
