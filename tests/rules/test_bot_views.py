"""Bots' views (`view(seat, prose=False)`) leave out only the sentences a person reads.

Every field a bot may read must equal the person's view of the same moment, and a
greedy game must go exactly the same whichever of the two views its bots get.
"""

from __future__ import annotations

import pytest

from fruitui.bots.rng import PositionRng
from fruitui.bots.levels import make_bot
from fruitui.games.registry import load_rules
from fruitui.games.records import replace_fields

# The prose each game's view carries, left out (emptied) for bots.
def replace(view: object, **fields: object) -> object:
    """The view with `fields` changed (views are Structs or named tuples)."""
    return replace_fields(view, **fields)


PROSE = {
    "fruit-spy": ("log",),
    "fabled-fruit": ("log", "pending_prompt"),
    "grunlings": ("log", "phase"),
    "gobblin-goblins": ("log", "waiting_for"),
}
SEATS = {"fruit-spy": 5, "fabled-fruit": 4, "grunlings": 4, "gobblin-goblins": 6}


def play(game: str, seed: int, prose: bool, check: bool) -> list[object]:
    """A greedy game; bots get `view(seat, prose)`. With `check`, every seat's two
    views are compared at every decision."""
    names = [f"cpu{i}" for i in range(SEATS[game])]
    state = load_rules(game).new_state(names, seed)
    bots = [make_bot(game, "greedy") for _ in names]
    rng = PositionRng(seed, 0, 0)
    choices: list[object] = []
    while (decision := state.decision()) is not None:
        if check:
            for seat in [*range(len(names)), None]:
                full = state.view(seat)
                bare = state.view(seat, prose=False)
                assert any(getattr(full, name) for name in PROSE[game]) or not choices
                emptied = {name: type(getattr(full, name))() for name in PROSE[game]}
                assert bare == replace(full, **emptied)
        view = state.view(decision.seat, prose=prose)
        choice = bots[decision.seat].choose(view, decision, rng.reset(seed, len(choices), decision.seat))
        state.apply(choice)
        choices.append(choice)
    return choices


@pytest.mark.parametrize("game", sorted(PROSE))
def test_bot_view_is_the_view_without_prose(game: str) -> None:
    play(game, seed=3, prose=False, check=True)


@pytest.mark.parametrize("game", sorted(PROSE))
@pytest.mark.parametrize("seed", [1, 2])
def test_greedy_games_do_not_depend_on_prose(game: str, seed: int) -> None:
    assert play(game, seed, prose=False, check=False) == play(game, seed, prose=True, check=False)
