"""Which sets a plate holds: three of a colour, or a rainbow; biscuits are wild.

A set needs at least one real food (three biscuits are not a set). Cards with
the same name are interchangeable, so sets are told apart by their names and
built from the lowest card ids.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import chain, combinations, combinations_with_replacement, product

from fruitui.games.gobblin_goblins.cards import (BISCUIT, COLOUR_OF, COLOURS, KIND, NAME, NAME_ID,
                                                 TABLE)

SAME_COLOUR: int = TABLE["same_colour_set"]
MAX_SET_CHOICES: int = TABLE["max_set_choices"]
_COLOURS_REAL = len(COLOURS)


# has_set counts colours in one int: 8 bits per colour, biscuits in the
# field after the last colour. Adding (128 - k) to every colour field sets a
# field's top bit exactly when that colour has k cards or more.
_FIELD = 8
_WILD_SHIFT = _FIELD * _COLOURS_REAL
_PACK = tuple(1 << (_FIELD * c if c >= 0 else _WILD_SHIFT) for c in COLOUR_OF)
_REAL_MASK = (1 << _WILD_SHIFT) - 1
_TOP_BITS = sum(128 << (_FIELD * i) for i in range(_COLOURS_REAL))
_AT_LEAST = tuple(sum((128 - k) << (_FIELD * i) for i in range(_COLOURS_REAL))
                  for k in range(SAME_COLOUR + 1))


def has_set(plate: Sequence[int], rainbow: int) -> bool:
    """Whether the plate holds any set (the fast check run after every landing)."""
    packed = sum(map(_PACK.__getitem__, plate))
    real = packed & _REAL_MASK
    if not real:
        return False  # biscuits alone are no set
    wild = packed >> _WILD_SHIFT
    need = SAME_COLOUR - wild
    if need <= 1 or (real + _AT_LEAST[need]) & _TOP_BITS:
        return True  # enough of one colour, with biscuits filling in
    colours = ((real + _AT_LEAST[1]) & _TOP_BITS).bit_count()
    return colours + wild >= rainbow


# Sets found on plates, by (rainbow, the plate's names): the same plates
# come back again and again in simulations.
_CARD_NAME_ID = NAME_ID
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
        found_sets: list[Iterator[tuple[int, ...]]] = []
        if wild < SAME_COLOUR:
            found_sets.append(_same_colour(by_colour, SAME_COLOUR - wild))
        if wild < rainbow:
            found_sets.append(_rainbows(by_colour, rainbow - wild))
        for found in chain.from_iterable(found_sets):
            _add(options, seen, found, wild_picks, limit)
            if len(options) >= limit:
                return options  # a crowded plate: the menu stops here
    return options


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
