"""`asked_at_once`: the questions of an ask-everyone Distraction window, known
when it opens, are exactly those the rules pose one at a time while everyone
passes (so a host may ask them in parallel and apply the answers in order)."""

from __future__ import annotations

import random

from fruitui.games.gobblin_goblins import RULES
from fruitui.games.gobblin_goblins.at_once import asked_at_once


def test_the_questions_asked_at_once_are_those_asked_one_at_a_time() -> None:
    windows = 0
    for game in range(6):
        players = 2 + game
        state = RULES.new_state([f"P{i}" for i in range(players)], 500 + game,
                                {"distractions": "ask-everyone"})
        rng = random.Random(game)
        while (decision := state.decision()) is not None:
            asks = asked_at_once(state)
            if decision.kind == "distraction":
                assert asks and asks[0] == decision
                trial = state.clone()
                for index, asked in enumerate(asks):
                    assert trial.decision() == asked, f"game {game}, question {index}"
                    trial.apply(asked.choices[0])  # pass
                windows += 1
            else:
                assert asks == ()
            state.apply(rng.choice(decision.choices))
    assert windows > 100


def test_other_settings_are_asked_one_at_a_time() -> None:
    for setting in ("ask-holders", "own-turn"):
        state = RULES.new_state(["A", "B", "C"], 3, {"distractions": setting})
        rng = random.Random(1)
        while (decision := state.decision()) is not None:
            assert asked_at_once(state) == ()
            state.apply(rng.choice(decision.choices))
