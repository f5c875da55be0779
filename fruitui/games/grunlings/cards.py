"""Grunlings card tables, read once from `assets/data/grunlings.toml`.

Every physical card gets a fixed id: the cards in data order, copy by copy,
then the twelve Events. Ids say nothing secret (the data is public); views
still show only card names.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from msgspec import Struct

from fruitui.games.data import load_card_data

DATA: dict[str, Any] = load_card_data("grunlings")
RULES: dict[str, Any] = DATA["rules"]
EVENT_RULES: dict[str, Any] = DATA["events_rules"]

VISITOR, GRUNLING, DARKLING = "visitor", "grunling", "darkling"
BASE = "Base"
SET_NAMES: tuple[str, ...] = tuple(DATA["sets"]["names"])


class CardType(Struct, frozen=True):
    """One kind of card as the card data lists it (how many copies, how it scores)."""

    name: str
    set: str
    type: str
    copies: int
    score: str
    points: int
    apples: int
    unpaired: int
    volcano: int
    text: str

    @property
    def green(self) -> bool:
        return self.type != VISITOR


class EventType(Struct, frozen=True):
    """One Event card: its text now, and its text as the final Event."""

    name: str
    text: str
    final: str  # the 'OR Final Event' text; "" when it has none


CARD_TYPES: dict[str, CardType] = {
    c["name"]: CardType(
        name=c["name"], set=c["set"], type=c["type"], copies=c["copies"],
        score=c.get("score", "none"), points=c.get("points", 0), apples=c.get("apples", 0),
        unpaired=c.get("unpaired", 0), volcano=c.get("volcano", 0), text=c["text"],
    )
    for c in DATA["cards"]
}
EVENT_TYPES: dict[str, EventType] = {
    e["name"]: EventType(e["name"], e["text"], e.get("final", "")) for e in DATA["events"]
}

# Card names the rules refer to by name.
BEAR, GECKO, MOLE, DEALER = "Bumbling Bear", "Inspector Gecko", "Curious Mole", "Dodgy Dealer"
CONNOISSEUR, PIG, BADGER, FOX = "Grape Connoisseur", "Greedy Pig", "Honey Badger", "Sly Fox"
SLOTH, WORM, BIRDS = "Super Slow Sloth", "Mean Worm", "Hungry Birds"
GRAPES, CHERRIES, LEMON, LYCHEE = "Grapes", "Cherries", "Bitter Lemon", "Lychee"
STAR, ORANGE, PEAR = "Star Fruit", "Orange", "Pear"
DARKSHRUB, KING = "Darkshrub", "King Darkling"
WATERMELON, HONEYDEW = "Watermelon", "Honeydew Melon"
APPLE_SET, BERRY_SET, TROPIC_SET = "Apple", "Berry", "Tropic"

# Event names.
ANGRY_FARMER, FOG, FROST, CONTEST = "Angry Farmer", "Fog", "Frost", "Growing Contest"
SUMMER_RAIN, TORNADO, TOUCH, VOLCANO = "Summer Rain", "Tornado", "Touch of the Darkling", "Volcanic Eruption"
WILDFIRE, BALANCE, DROUGHT, TSUNAMI = "Wildfire", "Balance of Nature", "Drought", "Tsunami"

# --- card ids ---------------------------------------------------------------

_names: list[str] = []
for _type in CARD_TYPES.values():
    _names.extend([_type.name] * _type.copies)
CARD_COUNT = len(_names)  # fruit and Visitor cards
_names.extend(EVENT_TYPES)
NAME: tuple[str, ...] = tuple(_names)  # id -> card or Event name
ALL_IDS = range(len(NAME))
CARD_IDS = range(CARD_COUNT)
EVENT_IDS = range(CARD_COUNT, len(NAME))
IS_EVENT: tuple[bool, ...] = tuple(i >= CARD_COUNT for i in ALL_IDS)
TYPE_OF: tuple[CardType | None, ...] = tuple(
    CARD_TYPES.get(NAME[i]) if i < CARD_COUNT else None for i in ALL_IDS
)
IS_VISITOR: tuple[bool, ...] = tuple(t is not None and t.type == VISITOR for t in TYPE_OF)
IS_DARKLING: tuple[bool, ...] = tuple(t is not None and t.type == DARKLING for t in TYPE_OF)
IS_GRUNLING: tuple[bool, ...] = tuple(t is not None and t.type == GRUNLING for t in TYPE_OF)
IS_GREEN: tuple[bool, ...] = tuple(t is not None and t.type != VISITOR for t in TYPE_OF)
SET_OF: tuple[str, ...] = tuple(t.set if t else "" for t in TYPE_OF)
VOLCANO_VALUE: dict[str, int] = {t.name: t.volcano for t in CARD_TYPES.values()}

APPLE_KINDS: tuple[str, ...] = tuple(
    t.name for t in CARD_TYPES.values() if t.score == "apple"
)
BERRY_KINDS: tuple[str, ...] = tuple(
    t.name for t in CARD_TYPES.values() if t.set == BERRY_SET and t.type == GRUNLING
)


def kinds_in_play(sets: tuple[str, ...]) -> tuple[str, ...]:
    """Card names of the Base cards and the given Sets, in data order."""
    return tuple(t.name for t in CARD_TYPES.values() if t.set == BASE or t.set in sets)


class SetCards(NamedTuple):
    """What the Sets in play make of the cards (the same for every game with those Sets)."""

    kinds: tuple[str, ...]  # card names in play, in data order
    green: tuple[str, ...]  # green card names in play, sorted
    all: tuple[str, ...]  # card names in play, sorted
    box: tuple[int, ...]  # card ids left in the box
    blue: tuple[int, ...]  # Visitor ids in play, in id order (before the shuffle)
    fruit: tuple[int, ...]  # green ids in play, in id order


_SET_CARDS: dict[tuple[str, ...], SetCards] = {}


def set_cards(sets: tuple[str, ...]) -> SetCards:
    """`SetCards` for `sets`, worked out once per choice of Sets."""
    found = _SET_CARDS.get(sets)
    if found is None:
        kinds = kinds_in_play(sets)
        in_play = [c for c in CARD_IDS if SET_OF[c] == BASE or SET_OF[c] in sets]
        playing = set(in_play)
        found = SetCards(
            kinds, tuple(sorted(k for k in kinds if IS_GREEN[NAME.index(k)])),
            tuple(sorted(kinds)), tuple(c for c in CARD_IDS if c not in playing),
            tuple(c for c in in_play if IS_VISITOR[c]),
            tuple(c for c in in_play if not IS_VISITOR[c]))
        if len(_SET_CARDS) < 64:  # a handful of Set choices exist; never grow without end
            _SET_CARDS[sets] = found
    return found


def pop_many(cards: list[int], count: int) -> list[int]:
    """`[cards.pop() for _ in range(count)]`, sliced in C."""
    if count <= 0:
        return []
    if count > len(cards):
        raise IndexError("pop from empty list")
    taken = cards[-count:]
    del cards[-count:]
    taken.reverse()
    return taken


def canonical_set(name: str) -> str | None:
    """A Set name spelled any case ('apple') as the data spells it, or None."""
    for known in SET_NAMES:
        if known.lower() == str(name).strip().lower():
            return known
    return None


def canonical_card(name: str) -> str | None:
    """A card name spelled any case as the data spells it, or None."""
    key = " ".join(str(name).split()).lower()
    for known in CARD_TYPES:
        if known.lower() == key:
            return known
    return None


def canonical_event(name: str) -> str | None:
    key = " ".join(str(name).split()).lower()
    for known in EVENT_TYPES:
        if known.lower() == key:
            return known
    return None
