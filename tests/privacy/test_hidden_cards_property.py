"""Property: nothing shown to a seat depends on cards that seat cannot see.

Over seeded random playouts of every game: at a sampled position, the seat
deciding now (say Ann) makes the playout's choice in the real position and in
a twin whose other seats' hidden cards were reshuffled consistently with Ann's
view. The next decision's seat and kind (what the hand-off screen tells the
table) and, if it is Ann's, its prompt must be the same; so must the refusal
of a sample of illegal choices Ann could send now.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from fruitui.games.base import IllegalChoice
from fruitui.games.registry import load_rules
from tests.privacy.scramble import SCRAMBLERS

GAMES = {
    "fruit-spy": {},
    "grunlings": {},
    "fabled-fruit": {},
    # The default "ask-holders" asks only who holds a Distraction, by the table's
    # own choice (the start screen says so); "ask-everyone" promises nothing leaks.
    "gobblin-goblins": {"distractions": "ask-everyone"},
}
NAMES = ("Ann", "Bob", "Cy")
SEEDS = range(5)
SAMPLE = 0.4  # share of positions checked (a deepcopy each)


def refusal(state: Any, choice: Any) -> str | None:
    trial = copy.deepcopy(state)
    try:
        trial.apply(choice)
    except IllegalChoice as error:
        return str(error).replace(repr(choice), "<choice>")
    except Exception as error:  # a crash on bad input is a failure of its own
        raise AssertionError(f"{choice!r} crashed: {error!r}") from error
    return None


def illegal_samples(state: Any, decision: Any, rng: random.Random) -> list[Any]:
    """Choices a client could send: legal shapes with other numbers in them."""
    out: list[Any] = []
    for _ in range(3):
        base = decision.choices[rng.randrange(len(decision.choices))]
        if isinstance(base, tuple) and base:
            out.append(tuple(rng.randrange(160) if type(x) is int else x for x in base))
            out.append((base[0], rng.randrange(160)))
        elif type(base) is int:
            out.append(rng.randrange(-2, 12))
    return [c for c in out if c not in decision.choices]


def shown_to(decision: Any, seat: int) -> tuple[Any, ...] | None:
    if decision is None:
        return None
    return (decision.seat, decision.kind, decision.prompt if decision.seat == seat else "")


def check_game(game: str, seed: int) -> int:
    rules = load_rules(game)
    state = rules.new_state(NAMES, seed, dict(GAMES[game]))
    rng = random.Random(seed)
    scramble = SCRAMBLERS[game]
    checked = 0
    for move in range(5000):
        decision = state.decision()
        if decision is None:
            break
        choice = decision.choices[rng.randrange(len(decision.choices))]
        seat = decision.seat
        if rng.random() < SAMPLE:
            twin = scramble(state, seat, rng)
            if twin is not None:
                assert twin.view(seat) == state.view(seat), "the twin must look the same"
                deep = scramble(state, seat, rng, pile=True)
                for bad in illegal_samples(state, decision, rng):
                    assert refusal(state, bad) == refusal(deep, bad), (
                        f"{game} seed {seed} move {move}: refusing {bad!r} depends on "
                        "cards the chooser cannot see")
                real = copy.deepcopy(state)
                real.apply(choice)
                twin.apply(choice)
                assert shown_to(real.decision(), seat) == shown_to(twin.decision(), seat), (
                    f"{game} seed {seed} move {move}: after {choice!r} the next question "
                    f"depends on hidden cards: {shown_to(real.decision(), seat)} vs "
                    f"{shown_to(twin.decision(), seat)}")
                checked += 1
        state.apply(choice)
    return checked


@pytest.mark.parametrize("game", sorted(GAMES))
def test_what_a_seat_is_shown_never_depends_on_cards_it_cannot_see(game: str) -> None:
    checked = sum(check_game(game, seed) for seed in SEEDS)
    assert checked > 20, "too few positions checked to mean anything"
