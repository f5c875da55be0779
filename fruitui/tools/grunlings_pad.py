"""The Grunlings score pad (`fruitui score grunlings FILE`): parse and print.

Reads each player's end-of-game cards and Leaf Tokens, the Sets in play, the
revealed Events and any Grape Connoisseur prediction, and scores them with
the game's own scoring code.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from fruitui.tools.pad_fields import PadError
from fruitui.tools.pad_fields import shown as _shown
from fruitui.table.seats import MAX_NAME


class GrunlingsPad:
    """A parsed Grunlings score pad file."""

    def __init__(self, players: list[Any], sets: tuple[str, ...], events: tuple[str, ...],
                 prediction: tuple[int, int] | None, farmer_tokens: int | None,
                 star_fruit: list[tuple[str, ...] | None] | None = None) -> None:
        self.players = players
        self.star_fruit = star_fruit or [None] * len(players)  # None: the pad places them
        self.sets = sets
        self.events = events
        self.prediction = prediction
        self.farmer_tokens = farmer_tokens

    def score(self) -> Any:
        from fruitui.games.grunlings.scoring import score_players

        return score_players(self.players, self.events, self.prediction, self.farmer_tokens,
                             self.star_fruit)


_TOP_FIELDS = {"game", "sets", "events", "players", "grape_connoisseur", "angry_farmer_tokens"}
_PLAYER_FIELDS = {"name", "cards", "leaf_tokens", "basket", "star_fruit"}


def parse_pad(data: Mapping[str, Any]) -> GrunlingsPad:
    from fruitui.games.grunlings.cards import (
        BASE,
        CARD_TYPES,
        EVENT_RULES,
        FOG,
        RULES,
        SET_NAMES,
        canonical_card,
        canonical_event,
        canonical_set,
    )
    from fruitui.games.grunlings.scoring import PlayerEnd

    for key in data:
        if key not in _TOP_FIELDS:
            raise PadError(f"unknown field {_shown(key)} "
                           f"(fields: {', '.join(sorted(_TOP_FIELDS))})")
    if "game" in data and data["game"] != "grunlings":
        raise PadError(f"game: this is the Grunlings score pad, not {_shown(data['game'])}")

    sets_raw = _need(data, "sets", list, "a list of Set names, e.g. [\"Berry\", \"Tropic\"]")
    sets: list[str] = []
    for i, name in enumerate(sets_raw):
        known = canonical_set(name) if isinstance(name, str) else None
        if known is None:
            raise PadError(f"sets[{i}]: unknown Set {_shown(name)}; "
                           f"choose from {', '.join(SET_NAMES)}")
        if known in sets:
            raise PadError(f"sets[{i}]: {known} is listed twice")
        sets.append(known)
    if not sets:
        raise PadError("sets: list at least one Set")

    events_raw = data.get("events", [])
    if not isinstance(events_raw, list):
        raise PadError("events: expected a list of Event names in the order they were revealed")
    events: list[str] = []
    for i, name in enumerate(events_raw):
        known = canonical_event(name) if isinstance(name, str) else None
        if known is None:
            raise PadError(f"events[{i}]: unknown Event {_shown(name)}")
        if known == FOG:
            raise PadError(f"events[{i}]: Fog never stays; list the Event the vote chose instead")
        if known in events:
            raise PadError(f"events[{i}]: {known} is listed twice")
        events.append(known)
    if len(events) > RULES["events_in_game"]:
        raise PadError(f"events: at most {RULES['events_in_game']} Events are revealed in a game")

    players_raw = _need(data, "players", list, "a list of players")
    if not 2 <= len(players_raw) <= 5:
        raise PadError(f"players: Grunlings is for 2-5 players, not {len(players_raw)}")
    players = []
    names: list[str] = []
    totals: Counter[str] = Counter()
    for i, raw in enumerate(players_raw):
        where = f"players[{i}]"
        if not isinstance(raw, dict):
            raise PadError(f"{where}: expected a table with name, cards and leaf_tokens")
        for key in raw:
            if key not in _PLAYER_FIELDS:
                raise PadError(f"{where}: unknown field {_shown(key)} "
                               f"(fields: {', '.join(sorted(_PLAYER_FIELDS))})")
        name = raw.get("name")
        if not isinstance(name, str) or not name.strip():
            raise PadError(f"{where}.name: expected a player name")
        name = name.strip()
        if len(name) > MAX_NAME or not name.isprintable():
            raise PadError(f"{where}.name: {_shown(name)} is not a name (at most {MAX_NAME} "
                           "characters, all of them printable)")
        if name in names:
            raise PadError(f"{where}.name: {name!r} is listed twice")
        names.append(name)
        cards = _cards(raw.get("cards"), f"{where}.cards")
        for j, card in enumerate(cards):
            known = canonical_card(card)
            if known is None:
                raise PadError(f"{where}.cards: unknown card {_shown(card)}")
            card_set = CARD_TYPES[known].set
            if card_set != BASE and card_set not in sets:
                raise PadError(f"{where}.cards: {known} belongs to the {card_set} Set, "
                               f"which is not in sets")
            cards[j] = known
        totals.update(cards)
        leaf = raw.get("leaf_tokens", 0)
        if not _is_count(leaf):
            raise PadError(f"{where}.leaf_tokens: expected a whole number of 0 or more")
        if leaf > RULES["leaf_tokens_most"]:
            raise PadError(f"{where}.leaf_tokens: {_shown(leaf)} is more than the score pad "
                           f"takes ({RULES['leaf_tokens_most']}; the box holds "
                           f"{RULES['leaf_tokens_in_box']})")
        basket = raw.get("basket", min(RULES["basket_size"], len(cards)))
        if not _is_count(basket) or basket > RULES["basket_size"]:
            raise PadError(f"{where}.basket: expected 0 to {RULES['basket_size']} Basket cards")
        if basket > len(cards):
            raise PadError(f"{where}.basket: {basket} Basket card(s) but only {len(cards)} "
                           "card(s) in all")
        players.append(PlayerEnd(name, tuple(cards), leaf, basket))
    for card, count in sorted(totals.items()):
        if count > CARD_TYPES[card].copies:
            raise PadError(f"players: {count} x {card} in all, but the game has only "
                           f"{CARD_TYPES[card].copies}")
    # Only once the counts are the box's: the placements of a hand are few then.
    star_fruit = [_star_fruit(raw, f"players[{i}]", list(player.cards), events)
                  for i, (raw, player) in enumerate(zip(players_raw, players))]

    prediction = None
    if "grape_connoisseur" in data:
        raw = data["grape_connoisseur"]
        if not isinstance(raw, dict) or set(raw) != {"by", "predicts"}:
            raise PadError("grape_connoisseur: expected a table with 'by' and 'predicts' "
                           "(player names)")
        seats = []
        for key in ("by", "predicts"):
            if not isinstance(raw[key], str) or raw[key] not in names:
                raise PadError(f"grape_connoisseur.{key}: {_shown(raw[key])} is not one of "
                               "the players")
            seats.append(names.index(raw[key]))
        prediction = (seats[0], seats[1])

    farmer = None
    if "angry_farmer_tokens" in data:
        farmer = data["angry_farmer_tokens"]
        most = EVENT_RULES["farmer_base_tokens"] + (
            EVENT_RULES["farmer_per_space"] * RULES["basket_size"] * len(players))
        if not _is_count(farmer):
            raise PadError("angry_farmer_tokens: expected a whole number of 0 or more")
        if farmer > most:
            raise PadError(f"angry_farmer_tokens: {_shown(farmer)} is more than Angry Farmer "
                           f"sets aside with {len(players)} players (at most {most})")
        if len(events) < RULES["events_in_game"] or events[-1] != "Angry Farmer":
            raise PadError("angry_farmer_tokens: only used when Angry Farmer is the final "
                           "(fourth) Event")
    return GrunlingsPad(players, tuple(sets), tuple(events), prediction, farmer, star_fruit)


def _star_fruit(raw: Mapping[str, Any], where: str, cards: list[str],
                events: list[str]) -> tuple[str, ...] | None:
    """A player's optional `star_fruit = ["Grapes"]`: what their Star Fruits copy."""
    from fruitui.games.grunlings.cards import STAR, TOUCH, canonical_card
    from fruitui.games.grunlings.scoring import star_options

    if "star_fruit" not in raw:
        return None
    field = f"{where}.star_fruit"
    value = raw["star_fruit"]
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise PadError(f"{field}: expected a list of the cards the Star Fruits copy, "
                       "e.g. [\"Grapes\"]")
    if STAR not in cards:
        raise PadError(f"{field}: this player holds no Star Fruit")
    if TOUCH in events:
        raise PadError(f"{field}: with Touch of the Darkling every Star Fruit is a Darkshrub; "
                       "leave star_fruit out")
    copies = []
    for name in value:
        known = canonical_card(name)
        if known is None:
            raise PadError(f"{field}: unknown card {name!r}")
        copies.append(known)
    placement = tuple(sorted(copies))
    options = star_options(cards, events)
    if placement not in options:
        shown = "; ".join(", ".join(o) or "nothing" for o in options[:8])
        more = ", ..." if len(options) > 8 else ""
        raise PadError(f"{field}: the Star Fruits cannot copy {', '.join(copies) or 'nothing'} "
                       f"(one card each, never the same card twice, never a Star Fruit or "
                       f"a Visitor); possible: {shown}{more}")
    return placement


def _need(data: Mapping[str, Any], key: str, kind: type, what: str) -> Any:
    if key not in data:
        raise PadError(f"{key}: missing ({what})")
    value = data[key]
    if not isinstance(value, kind):
        raise PadError(f"{key}: expected {what}")
    return value


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _cards(raw: Any, where: str) -> list[str]:
    """Cards as a list of names, or a table of name = how many."""
    if raw is None:
        raise PadError(f"{where}: missing (a list of card names, or a table name = count)")
    if isinstance(raw, list):
        if not all(isinstance(c, str) for c in raw):
            raise PadError(f"{where}: every card must be a name")
        return list(raw)
    if isinstance(raw, dict):
        from fruitui.games.grunlings.cards import CARD_TYPES, canonical_card

        cards: list[str] = []
        for name, count in raw.items():
            field = f"{where}.{_shown(name)}"
            if not _is_count(count):
                raise PadError(f"{field}: expected how many (a whole number)")
            known = canonical_card(name)
            if known is None:
                raise PadError(f"{where}: unknown card {_shown(name)}")
            if count > CARD_TYPES[known].copies:  # checked before the list is made
                raise PadError(f"{field}: {_shown(count)} x {known}, but the game has only "
                               f"{CARD_TYPES[known].copies}")
            cards.extend([name] * count)
        return cards
    raise PadError(f"{where}: expected a list of card names, or a table name = count")


def format_pad(pad: GrunlingsPad, sheet: Any) -> str:
    names = [p.name for p in sheet.players]
    width = max(8, *(len(n) + 2 for n in names))
    label_width = max(len(label) for label, _ in sheet.rows) + 2
    events = ", ".join(pad.events) if pad.events else "none"
    lines = [
        "Grunlings: Fantastic Fruit: score pad",
        f"Sets: {', '.join(pad.sets)}. Events: {events}.",
        "",
        " " * label_width + "".join(n.rjust(width) for n in names),
    ]
    for label, values in sheet.rows:
        cells = "".join(("-" if v is None else str(v)).rjust(width) for v in values)
        lines.append(label.ljust(label_width) + cells)
    lines.append("")
    lines.extend(sheet.notes[:-1])  # the last note names the winner: said below instead
    if sheet.suggested:
        placed = "; ".join(f"{names[s]}: {', '.join(sheet.players[s].copies)}"
                           for s in sheet.suggested)
        lines.append(f"Star Fruit placed by the score pad (no star_fruit given): {placed}. "
                     "The same whatever order the players are listed in; set star_fruit = "
                     "[...] for a player to score their own placement.")
    win = " and ".join(names[s] for s in sheet.winners)
    total = sheet.players[sheet.winners[0]].total
    shared = " (shared victory)" if len(sheet.winners) > 1 else ""
    lines.append(f"Winner: {win} with {total}{shared}.")
    if sheet.tiebreak:
        lines.append(f"Tie-break: {sheet.tiebreak}")
    return "\n".join(lines)
