"""GrunlingsState.clone: a copy a search may play on without touching the original."""

from __future__ import annotations

import random

from fruitui.games.registry import load_rules
from fruitui.games.grunlings.state import NESTED_LISTS

MUTABLE = (list, set, dict)


def shares_nothing_mutable(a: object, b: object) -> None:
    for key, value in a.__dict__.items():
        other = b.__dict__[key]
        # Star Fruit menus and their orders are replaced, never changed.
        if isinstance(value, MUTABLE) and key not in ("_star_menus", "_star_orders"):
            assert value is not other, key
        if isinstance(value, list):
            for x, y in zip(value, other):
                if isinstance(x, MUTABLE):
                    assert key in NESTED_LISTS, f"{key} holds a {type(x).__name__}"
                    assert x is not y and not any(isinstance(z, MUTABLE) for z in x), key
        if key == "_log_cache":
            for seat, (_, lines) in value.items():
                assert lines is not other[seat][1]


def test_clones_share_nothing_mutable_and_play_on_alike() -> None:
    checked = 0
    for seed in range(8):
        state = load_rules("grunlings").new_state([f"p{i}" for i in range(3 + seed % 3)], seed)
        rng = random.Random(seed)
        while (decision := state.decision()) is not None:
            state.view(decision.seat)  # fills the log cache too
            if rng.random() < 0.1:
                before = state.view(decision.seat)
                copy = state.clone()
                shares_nothing_mutable(state, copy)
                assert copy.view(decision.seat) == state.view(decision.seat)
                twin = state.clone()
                for other in (copy, twin):  # the same play, the same random draws
                    while (d := other.decision()) is not None:
                        other.apply(d.choices[-1])
                assert copy.result() == twin.result()
                assert state.view(decision.seat) == before and state.decision() == decision
                checked += 1
            state.apply(decision.choices[rng.randrange(len(decision.choices))])
        assert state.result() is not None
    assert checked > 20
