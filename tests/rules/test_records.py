"""Records (rules/records.py): Structs, named tuples and dataclasses read alike,
and every game's view is one, so code that walks a view sees all it holds."""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

import pytest
from msgspec import Struct

from fruitui.games.registry import load_rules
from fruitui.games.records import record_fields, replace_fields


class Point(Struct, frozen=True):
    x: int
    y: int = 0


class Pair(NamedTuple):
    left: str
    right: str


@dataclasses.dataclass(frozen=True)
class Old:
    a: int
    b: tuple[int, ...] = ()


@pytest.mark.parametrize("record, fields, change, changed", [
    (Point(1, 2), {"x": 1, "y": 2}, {"y": 5}, Point(1, 5)),
    (Pair("a", "b"), {"left": "a", "right": "b"}, {"right": "c"}, Pair("a", "c")),
    (Old(3, (4,)), {"a": 3, "b": (4,)}, {"a": 7}, Old(7, (4,))),
])
def test_a_record_of_any_kind_is_read_and_copied_alike(
        record: object, fields: dict[str, object], change: dict[str, object],
        changed: object) -> None:
    assert record_fields(record) == fields
    assert replace_fields(record, **change) == changed
    assert record_fields(record) == fields  # the copy left the record as it was


@pytest.mark.parametrize("value", ["text", 3, None, (1, 2), [Point(1)], Old, Point])
def test_what_is_not_a_record_has_no_fields(value: object) -> None:
    assert record_fields(value) is None


@pytest.mark.parametrize("game, seats", [("grunlings", 3), ("fabled-fruit", 3),
                                         ("gobblin-goblins", 3), ("fruit-spy", 4)])
def test_every_games_view_is_a_record_that_names_every_field(game: str, seats: int) -> None:
    state = load_rules(game).new_state([f"P{i}" for i in range(seats)], 11)
    view = state.view(0)
    fields = record_fields(view)
    assert fields is not None and "names" in fields
    assert fields["names"] == tuple(f"P{i}" for i in range(seats))
    assert list(fields) == list(type(view).__annotations__)  # every field, in order
