"""Shared helpers for random-playout tests: every game runs the same checks."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from fruitui.games.base import GameRules, GameState
from fruitui.games.match import Match

#: A game-specific check, run after every choice: (state, decision seat) -> None.
Check = Callable[[GameState], None]


def random_playout(
    rules: GameRules,
    names: Sequence[str],
    seed: int,
    options: dict[str, Any] | None = None,
    check: Check | None = None,
    max_decisions: int = 20_000,
) -> tuple[GameState, list[Any]]:
    """Play uniformly random legal choices to the end; return state and choices.

    Asserts that a legal choice exists until the game ends and that the game
    ends within `max_decisions`.
    """
    state = rules.new_state(names, seed, options)
    rng = random.Random(seed * 7919 + 1)
    choices: list[Any] = []
    if check:
        check(state)
    while (decision := state.decision()) is not None:
        assert decision.choices, f"seed {seed}: no legal choice at decision {len(choices)}"
        assert 0 <= decision.seat < len(names)
        choice = decision.choices[rng.randrange(len(decision.choices))]
        state.apply(choice)
        choices.append(choice)
        if check:
            check(state)
        assert len(choices) < max_decisions, f"seed {seed}: game does not end"
    result = state.result()
    assert result is not None
    assert len(result.scores) == len(names)
    assert result.winners and all(0 <= w < len(names) for w in result.winners)
    return state, choices


def assert_replays(game: str, names: Sequence[str], seed: int, choices: list[Any],
                   final: GameState, options: dict[str, Any] | None = None) -> None:
    """Seed + choices, also through a JSON-style save record, rebuild the same game."""
    import json

    match = Match(game, tuple(names), seed, dict(options or {}), list(choices))
    record = json.loads(json.dumps(match.to_record()))
    again = Match.from_record(record)
    for seat in [None, *range(len(names))]:
        assert again.state.view(seat) == final.view(seat)
        assert match.state.view(seat) == final.view(seat)
    assert again.state.result() == final.result()
