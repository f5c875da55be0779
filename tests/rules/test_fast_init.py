"""fast_init: the quicker constructor of the bots' views builds the same frozen objects."""

from __future__ import annotations

import dataclasses

import pytest

from fruitui.rules.fast_init import fast_init


@dataclasses.dataclass(frozen=True, slots=True)
class Plain:
    seat: int | None
    hand: tuple[str, ...]
    turn: int = 0
    note: str = "none"


@fast_init
@dataclasses.dataclass(frozen=True, slots=True)
class Quick:
    seat: int | None
    hand: tuple[str, ...]
    turn: int = 0
    note: str = "none"


def _fields(obj: object) -> dict[str, object]:
    return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}  # type: ignore[arg-type]


def test_it_builds_what_the_dataclass_builds() -> None:
    for args, kwargs in [((1, ("Kiwi",)), {}), ((None, ()), {"note": "x"}),
                         ((), {"seat": 2, "hand": ("A", "B"), "turn": 7})]:
        assert _fields(Quick(*args, **kwargs)) == _fields(Plain(*args, **kwargs))
    view = Quick(1, ("Kiwi",), 3)
    assert view == Quick(1, ("Kiwi",), 3) and hash(view) == hash(Quick(1, ("Kiwi",), 3))
    assert view != Quick(1, ("Kiwi",), 4)
    assert dataclasses.replace(view, turn=9).turn == 9
    assert repr(view) == "Quick(seat=1, hand=('Kiwi',), turn=3, note='none')"


def test_it_stays_frozen_and_strict() -> None:
    view = Quick(0, ())
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.turn = 5  # type: ignore[misc]
    with pytest.raises(TypeError):
        Quick(0)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Quick(0, (), 1, "x", "too many")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Quick(0, (), colour="red")  # type: ignore[call-arg]


def test_it_refuses_a_class_it_cannot_copy_exactly() -> None:
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        seat: int

    with pytest.raises(TypeError):
        fast_init(NoSlots)

    @dataclasses.dataclass(frozen=True, slots=True)
    class Factory:
        hand: list[str] = dataclasses.field(default_factory=list)

    with pytest.raises(TypeError):
        fast_init(Factory)
