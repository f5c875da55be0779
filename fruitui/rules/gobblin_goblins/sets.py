"""Which sets a plate holds: three of a colour, or a rainbow; biscuits are wild.

A set needs at least one real food (three biscuits are not a set). Cards with
the same name are interchangeable, so sets are told apart by their names and
built from the lowest card ids.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations, combinations_with_replacement, product

from .cards import BISCUIT, COLOUR_OF, COLOURS, KIND, NAME, TABLE

SAME_COLOUR: int = TABLE["same_colour_set"]
MAX_SET_CHOICES: int = TABLE["max_set_choices"]
_COLOURS_REAL = len(COLOURS)
_COLOURS = _COLOURS_REAL + 1  # one more slot, last, counts the biscuits (colour -1)


def has_set(plate: Sequence[int], rainbow: int) -> bool:
    """Whether the plate holds any set (the fast check run after every landing)."""
    size = len(plate)
    if size < SAME_COLOUR and size < rainbow:
        return False
    counts = [0] * _COLOURS
    colour_of = COLOUR_OF
    for card in plate:
        counts[colour_of[card]] += 1  # biscuits (-1) count in the last slot
    biscuits = counts[-1]
    real = counts[:_COLOURS_REAL]
    best = max(real)
    if best == 0:
        return False
    if best + biscuits >= SAME_COLOUR:
        return True
    return _COLOURS_REAL - real.count(0) + biscuits >= rainbow


# Sets found on plates, by (rainbow, the plate's names): the same plates
# come back again and again in simulations.
_NAME_ID = {name: index for index, name in enumerate(sorted(set(NAME)))}
_CARD_NAME_ID = tuple(_NAME_ID[n] for n in NAME)
_CACHE: dict[tuple[int, int, tuple[int, ...]], tuple[tuple[int, ...], ...]] = {}
_CACHE_LIMIT = 200_000


def set_options(plate: Sequence[int], rainbow: int,
                limit: int = MAX_SET_CHOICES) -> list[tuple[int, ...]]:
    """The different sets on a plate (sorted card ids), fewest biscuits first.

    At most `limit` are returned so a crowded plate still gives a short menu.
    """
    simple = _single_plain_set(plate, rainbow)
    if simple is not None:
        return [simple]
    ordered = sorted(plate)
    name_ids = _CARD_NAME_ID
    key = (rainbow, limit, tuple(sorted(name_ids[c] for c in ordered)))
    named = _CACHE.get(key)
    if named is None:
        found = _find_sets(ordered, rainbow, limit)
        named = tuple(tuple(name_ids[c] for c in cards) for cards in found)
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        _CACHE[key] = named
        return found
    by_name: dict[int, list[int]] = {}
    for card in ordered:
        by_name.setdefault(name_ids[card], []).append(card)
    options = []
    for names in named:
        used: dict[int, int] = {}
        cards = []
        for name in names:
            at = used.get(name, 0)
            cards.append(by_name[name][at])
            used[name] = at + 1
        options.append(tuple(sorted(cards)))
    return options


def _single_plain_set(plate: Sequence[int], rainbow: int) -> tuple[int, ...] | None:
    """The common case, found fast: no biscuits and exactly one possible set,
    three of a colour or one card of each colour present."""
    groups: dict[int, list[int]] = {}
    colour_of = COLOUR_OF
    for card in plate:
        colour = colour_of[card]
        if colour < 0:
            return None
        groups.setdefault(colour, []).append(card)
    found = None
    for cards in groups.values():
        if len(cards) > SAME_COLOUR:
            return None
        if len(cards) == SAME_COLOUR:
            if found is not None:
                return None
            found = cards
    if len(groups) >= rainbow:
        if found is not None or len(groups) > rainbow:
            return None
        names = NAME
        if any(len({names[c] for c in cards}) > 1 for cards in groups.values()):
            return None
        return tuple(sorted(cards[0] for cards in groups.values()))
    return tuple(sorted(found)) if found is not None else None


def _find_sets(plate: Sequence[int], rainbow: int, limit: int) -> list[tuple[int, ...]]:
    by_colour: list[dict[str, list[int]]] = [{} for _ in range(_COLOURS_REAL)]
    biscuits: dict[str, list[int]] = {}
    for card in sorted(plate):
        colour = COLOUR_OF[card]
        group = biscuits if colour < 0 else by_colour[colour]
        group.setdefault(NAME[card], []).append(card)
    options: list[tuple[int, ...]] = []
    seen: set[tuple[str, ...]] = set()
    wild_total = sum(len(ids) for ids in biscuits.values())
    for wild in range(0, min(wild_total, max(SAME_COLOUR, rainbow) - 1) + 1):
        wild_picks = list(_picks(biscuits, wild))
        for found in (_same_colour(by_colour, SAME_COLOUR - wild) if wild < SAME_COLOUR else ()):
            _add(options, seen, found, wild_picks, limit)
        if wild < rainbow:
            for found in _rainbows(by_colour, rainbow - wild):
                _add(options, seen, found, wild_picks, limit)
        if len(options) >= limit:
            break
    return options[:limit]


def _add(options: list[tuple[int, ...]], seen: set[tuple[str, ...]],
         real: tuple[int, ...], wild_picks: list[tuple[int, ...]], limit: int) -> None:
    for wild in wild_picks:
        if len(options) >= limit:
            return
        cards = tuple(sorted(real + wild))
        key = tuple(sorted(NAME[c] for c in cards))
        if key not in seen:
            seen.add(key)
            options.append(cards)


def _picks(groups: dict[str, list[int]], size: int) -> Iterator[tuple[int, ...]]:
    """Every way to pick `size` cards from name groups, by names (lowest ids)."""
    names = sorted(groups)
    for chosen in combinations_with_replacement(names, size):
        used: dict[str, int] = {}
        ids = []
        for name in chosen:
            at = used.get(name, 0)
            if at >= len(groups[name]):
                break
            ids.append(groups[name][at])
            used[name] = at + 1
        else:
            yield tuple(ids)


def _same_colour(by_colour: list[dict[str, list[int]]], size: int) -> Iterator[tuple[int, ...]]:
    for groups in by_colour:
        if sum(len(ids) for ids in groups.values()) >= size:
            yield from _picks(groups, size)


def _rainbows(by_colour: list[dict[str, list[int]]], size: int) -> Iterator[tuple[int, ...]]:
    present = [groups for groups in by_colour if groups]
    for colours in combinations(present, size):
        for names in product(*(sorted(groups) for groups in colours)):
            yield tuple(groups[name][0] for groups, name in zip(colours, names))


def is_set(cards: Sequence[int], rainbow: int) -> bool:
    """Whether exactly these cards form one set."""
    colours = [COLOUR_OF[c] for c in cards if KIND[c] != BISCUIT]
    if not colours or len(set(cards)) != len(cards):
        return False
    if len(cards) == SAME_COLOUR and len(set(colours)) == 1:
        return True
    return len(cards) == rainbow and len(set(colours)) == len(colours)
