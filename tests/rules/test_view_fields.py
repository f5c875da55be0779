"""The views bots read every decision are built positionally and from shared
pieces (for speed); these checks keep them what `view(seat)` promises.

- Every field holds what its name says: the scalar fields are checked against
  the state they come from, and every field against its declared type, so a
  value put in the wrong place (a field added or moved) fails here.
- A view never depends on what was cached before: the view of a fresh copy of
  the state (no caches) equals it, for every seat and a spectator, at every
  decision of seeded random and greedy playouts in all four games.
"""

from __future__ import annotations

import copy
import types
import typing
from typing import Any

import pytest

from fruitui.bots.rng import PositionRng
from fruitui.bots.levels import make_bot
from fruitui.games.registry import load_rules
from fruitui.games.gobblin_goblins.cards import CARDS
from fruitui.games.records import record_fields

GAMES = ("fruit-spy", "fabled-fruit", "grunlings", "gobblin-goblins")
SEATS = {"fruit-spy": 4, "fabled-fruit": 4, "grunlings": 4, "gobblin-goblins": 5}


def fields_of(view: Any) -> dict[str, Any]:
    named = record_fields(view)
    assert named is not None, f"not a record: {view!r}"
    return named


def matches(value: Any, hint: Any) -> bool:
    """Whether `value` fits the type hint (the shapes views use: scalars,
    tuples, unions, named tuples, classes)."""
    if hint is Any:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(matches(value, h) for h in typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(matches(v, args[0]) for v in value)
        return len(value) == len(args) and all(map(matches, value, args))
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(hint, type):
        if not isinstance(value, hint):
            return False
        if issubclass(hint, tuple) and hasattr(hint, "_fields"):  # a named tuple's own fields
            return all(matches(v, h) for v, h in
                       zip(value, typing.get_type_hints(hint).values()))
        return True
    return True  # a hint shape these views do not use


def check_types(view: Any) -> None:
    hints = typing.get_type_hints(type(view))
    for name, value in fields_of(view).items():
        assert matches(value, hints[name]), f"{type(view).__name__}.{name} = {value!r}"


def check_scalars(game: str, state: Any, seat: int | None, view: Any) -> None:
    """The fields read straight off the state, by name."""
    over = state.over
    expected: dict[str, Any] = {"seat": seat, "names": tuple(state.names), "turn": state.turn,
                                "finished": over}
    if game != "grunlings":  # the only game whose view has no end reason
        expected["end_reason"] = state.end_reason
    if game == "fabled-fruit":
        expected |= {"deck_size": len(state.deck), "discard_size": len(state.discard),
                     "juices_to_win": state.goal, "hand_sizes": tuple(state.sizes),
                     "to_move": None if over else state.mover,
                     "winners": state.winners}
    elif game == "grunlings":
        expected |= {"draw_size": len(state.draw), "card_limit": state.limit,
                     "sloth_supply": state.sloth_supply, "removed": len(state.removed),
                     "final": state.final, "baskets_locked": state.baskets_locked,
                     "prediction": state.prediction, "sets": state.sets,
                     "active": None if over else state.active}
        if seat is not None:  # a seat's own cards, by name, sorted (spectators: none)
            from fruitui.games.grunlings.cards import NAME
            expected |= {"hand": tuple(sorted(NAME[c] for c in state.hands[seat])),
                         "basket": tuple(sorted(NAME[c] for c in state.baskets[seat]))}
        else:
            expected |= {"hand": (), "basket": ()}
    elif game == "gobblin-goblins":
        expected |= {"draw_pile": len(state.pile), "discard_count": len(state.discard),
                     "rainbow_sizes": state.rainbow, "distractions": state.setting,
                     "hand_sizes": tuple(map(len, state.hands)),
                     "gobbled_counts": tuple(map(len, state.gobbled)),
                     # every card in these piles went in face up: named, alike for all
                     "gobbled_seen": tuple(tuple(CARDS[c].name for c in g)
                                           for g in state.gobbled),
                     "discard_seen": tuple(CARDS[c].name for c in state.discard),
                     "to_move": None if over else state.to_move}
    else:
        expected |= {"hand_sizes": tuple(map(len, state.hands)),
                     "box": tuple(state.box), "to_move": None if over else state.to_move,
                     # each event less the cards: who played, where, what it did
                     "plays": tuple((e[1], e[3], e[6]) for e in state.events)}
    decision = state.decision()
    if game in ("fabled-fruit", "gobblin-goblins"):
        expected |= {"pending_seat": decision.seat if decision else None,
                     "pending_kind": decision.kind if decision else ""}
    got = fields_of(view)
    for name, value in expected.items():
        assert got[name] == value, f"{game} {name}: {got[name]!r} != {value!r}"


def fresh(state: Any) -> Any:
    """A copy of the state that shares no cache with it."""
    other = copy.deepcopy(state)
    for name in ("_table_cache", "_seat_cache"):  # Gobblin' Goblins' event-stamped parts
        if hasattr(other, name):
            setattr(other, name, None if name == "_table_cache" else {})
    return other


def playout(game: str, seed: int, bot: str, every: int) -> int:
    """Play a seeded game, checking views at every `every`-th decision; returns decisions."""
    names = [f"cpu{i}" for i in range(SEATS[game])]
    state = load_rules(game).new_state(names, seed)
    bots = [make_bot(game, bot) for _ in names]
    rng = PositionRng(seed, 0, 0)
    ply = 0
    while (decision := state.decision()) is not None:
        if ply % every == 0:
            copied = fresh(state)
            for seat in [*range(len(names)), None]:
                bare = state.view(seat, prose=False)
                assert bare == copied.view(seat, prose=False)
                assert state.view(seat) == copied.view(seat)
                check_scalars(game, state, seat, bare)
                check_types(bare)
        view = state.view(decision.seat, prose=False)
        state.apply(bots[decision.seat].choose(view, decision, rng.reset(seed, ply, decision.seat)))
        ply += 1
    for seat in [*range(len(names)), None]:  # the end: every card face up
        check_types(state.view(seat))
        check_scalars(game, state, seat, state.view(seat, prose=False))
    return ply


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("bot", ["greedy", "random"])
def test_views_hold_their_fields_and_need_no_cache(game: str, bot: str) -> None:
    # Long games (Gobblin' Goblins, random Fabled Fruit) are checked at every
    # third decision: enough positions, and the test stays quick.
    every = 3 if game == "gobblin-goblins" or (bot, game) == ("random", "fabled-fruit") else 1
    assert playout(game, seed=11, bot=bot, every=every) > 20


def test_a_misplaced_field_is_caught() -> None:
    """The checks above fail on a view with two fields swapped."""
    state = load_rules("fabled-fruit").new_state(["a", "b", "c"], 5)
    view = state.view(0, prose=False)
    swapped = view._replace(deck_size=view.discard_size, discard_size=view.deck_size)
    with pytest.raises(AssertionError):
        check_scalars("fabled-fruit", state, 0, swapped)
    with pytest.raises(AssertionError):
        check_types(view._replace(hand=view.names))
