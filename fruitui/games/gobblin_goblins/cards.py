"""Gobblin' Goblins cards and goblins, built once from the game's TOML data.

A card is an int id into `CARDS`. Every card of the full deck has one id;
the 2-player deck leaves the 3+ cards in the box. Goblins are indexes into
`GOBLINS`. All numbers and texts come from `assets/data/gobblin_goblins.toml`.
"""

from __future__ import annotations

from dataclasses import dataclass

from fruitui.games.data import load_card_data
from fruitui.games.wording import count_of

DATA = load_card_data("gobblin_goblins")
TABLE = DATA["table"]

FOOD, BISCUIT, ACTION, DISTRACTION = 0, 1, 2, 3
KIND_NAMES = ("Food", "Biscuit", "Action", "Distraction")

# The rules the code knows; data names one of these for each card or goblin.
ACTION_EFFECTS = frozenset({
    "eat-your-greens", "pinch", "swapsies", "chunder", "explosive-diarrhoea",
    "food-fight", "seconds",
})
DISTRACTION_EFFECTS = frozenset({
    "look-a-squirrel", "oops-wrong-plate", "pass-it-along", "quick-gulp",
})
ABILITIES = frozenset({"worker", "geeky", "snob", "grot", "dodgy", "hippy"})

COLOURS: tuple[str, ...] = tuple(c["name"] for c in DATA["colours"])
COLOUR_LETTERS: tuple[str, ...] = tuple(c["letter"] for c in DATA["colours"])


@dataclass(frozen=True, slots=True)
class Card:
    """One card. Shared by every view: it holds only public facts."""

    id: int
    name: str
    kind: int  # FOOD, BISCUIT, ACTION or DISTRACTION
    colour: str  # food colour; "" for anything else
    colour_index: int  # index into COLOURS; -1 for anything else
    points: int  # a biscuit's points; 0 for anything else
    effect: str  # an Action's or Distraction's rule; "" for food
    text: str  # what an Action or Distraction does, in our words
    three_plus: bool  # left out of 2-player games

    @property
    def is_food(self) -> bool:
        """Food in the rules' sense: anything that goes on a plate (biscuits too)."""
        return self.kind <= BISCUIT

    @property
    def label(self) -> str:
        """The name with what matters at a glance: 'Cheese (yellow)'."""
        if self.kind == FOOD:
            return f"{self.name} ({self.colour})"
        if self.kind == BISCUIT:
            return f"{self.name} (wild, {count_of(self.points, 'point')})"
        return self.name


def _build_cards() -> tuple[Card, ...]:
    cards: list[Card] = []

    def add(**fields: object) -> None:
        cards.append(Card(id=len(cards), **fields))  # type: ignore[arg-type]  # the fields match Card's

    for index, colour in enumerate(DATA["colours"]):
        for food in colour["foods"]:
            for _ in range(colour["copies"]):
                add(name=food, kind=FOOD, colour=colour["name"], colour_index=index,
                    points=0, effect="", text="", three_plus=colour["three_plus"])
    for biscuit in DATA["biscuits"]:
        for _ in range(biscuit["copies"]):
            add(name=biscuit["name"], kind=BISCUIT, colour="", colour_index=-1,
                points=biscuit["points"], effect="", text="", three_plus=False)
    for kind, section, known in ((ACTION, "actions", ACTION_EFFECTS),
                                 (DISTRACTION, "distractions", DISTRACTION_EFFECTS)):
        for entry in DATA[section]:
            if entry["effect"] not in known:
                raise ValueError(f"unknown {section[:-1]} effect {entry['effect']!r}")
            plain = entry["copies"] - entry["three_plus_copies"]
            for copy in range(entry["copies"]):
                add(name=entry["name"], kind=kind, colour="", colour_index=-1, points=0,
                    effect=entry["effect"], text=entry["text"], three_plus=copy >= plain)
    return tuple(cards)


CARDS: tuple[Card, ...] = _build_cards()
CARD_COUNT = len(CARDS)
# Flat lookups for the hot paths.
KIND: tuple[int, ...] = tuple(c.kind for c in CARDS)
COLOUR_OF: tuple[int, ...] = tuple(c.colour_index for c in CARDS)
NAME: tuple[str, ...] = tuple(c.name for c in CARDS)
# A small int per name; copies of a card have neighbouring ids (see _build_cards).
NAME_ID: tuple[int, ...] = tuple(sorted(set(NAME), key=NAME.index).index(n) for n in NAME)
EFFECT: tuple[str, ...] = tuple(c.effect for c in CARDS)
FULL_DECK: tuple[int, ...] = tuple(c.id for c in CARDS)
TWO_PLAYER_DECK: tuple[int, ...] = tuple(c.id for c in CARDS if not c.three_plus)


def deck_for(players: int) -> tuple[int, ...]:
    """The cards in play for this many players (the rest stay in the box)."""
    return TWO_PLAYER_DECK if players == 2 else FULL_DECK


def hand_size(players: int) -> int:
    return int(DATA["hand_size"][str(players)])


def rainbow_size(players: int, variant: bool = False) -> int:
    """Colours in a rainbow set; `variant`: the published four for two players."""
    if variant and players == 2:
        return int(DATA["rainbow_size"]["2-variant"])
    return int(DATA["rainbow_size"][str(players)])


# --- goblins -----------------------------------------------------------------

SCORING = DATA["scoring"]
TYPES: dict[str, dict[str, str]] = {t["name"]: t for t in DATA["goblin_types"]}
for _type in TYPES.values():
    if _type["ability"] not in ABILITIES:
        raise ValueError(f"unknown goblin ability {_type['ability']!r}")

#: How a gobbled card scores for one goblin: (row, points).
Taste = tuple[str, int]
LOVES, HATES, ALLERGY, BISCUITS, OTHER = "loves", "hates", "allergy", "biscuits", "other"


@dataclass(frozen=True, slots=True)
class Goblin:
    """A goblin card: public to everyone at the table."""

    index: int
    name: str
    type: str
    ability: str  # one of ABILITIES
    ability_text: str
    loves: tuple[str, ...]
    hates: tuple[str, ...]
    allergy: str  # a colour

    @property
    def summary(self) -> str:
        return (f"{self.name} ({self.type}): loves {' and '.join(self.loves)}, "
                f"hates {' and '.join(self.hates)}, allergic to {self.allergy}")

    def taste(self, card: int) -> Taste:
        """What a gobbled card scores for this goblin, and on which row."""
        return TASTES[self.index][card]


def taste_of(goblin: Goblin, card: Card) -> Taste:
    """Score one card for one goblin from the scoring table (hate beats allergy)."""
    if card.kind == BISCUIT:
        return BISCUITS, card.points
    if card.kind != FOOD:
        return OTHER, 0  # actions and distractions are never gobbled
    hated = card.name in goblin.hates
    allergic = card.colour == goblin.allergy
    if hated and allergic:
        return HATES, int(SCORING["hate_and_allergy"])
    if hated:
        return HATES, int(SCORING["hate"])
    if allergic:
        return ALLERGY, int(SCORING["allergy"])
    if card.name in goblin.loves:
        return LOVES, int(SCORING["love"])
    return OTHER, int(SCORING["other"])


def _build_goblins() -> tuple[Goblin, ...]:
    foods = {c.name for c in CARDS if c.kind == FOOD}
    goblins = []
    for index, entry in enumerate(DATA["goblins"]):
        kind = TYPES[entry["type"]]
        for food in (*entry["loves"], *entry["hates"]):
            if food not in foods:
                raise ValueError(f"{entry['name']}: unknown food {food!r}")
        if entry["allergy"] not in COLOURS:
            raise ValueError(f"{entry['name']}: unknown colour {entry['allergy']!r}")
        goblins.append(Goblin(index, entry["name"], entry["type"], kind["ability"],
                              kind["text"], tuple(entry["loves"]), tuple(entry["hates"]),
                              entry["allergy"]))
    return tuple(goblins)


GOBLINS: tuple[Goblin, ...] = _build_goblins()
TASTES: tuple[tuple[Taste, ...], ...] = tuple(
    tuple(taste_of(g, c) for c in CARDS) for g in GOBLINS
)
GOBLIN_BY_NAME: dict[str, Goblin] = {g.name.casefold(): g for g in GOBLINS}
