"""Shared helpers for the bot tests: games with a determinizer, random positions."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fruitui.bots.search import search_module
from fruitui.games.base import Decision, GameState
from fruitui.games.registry import load_rules

SEARCH_GAMES = ("fruit-spy", "fabled-fruit", "gobblin-goblins")


def searchable(game: str, decision: Decision) -> bool:
    kinds = getattr(search_module(game), "SEARCH_KINDS", None)
    return kinds is None or decision.kind in kinds


def positions(game: str, seed: int, players: int = 4) -> Iterator[tuple[GameState, Decision]]:
    """Every position of one random playout where the game's search bot searches
    (a clone each, so the positions may be kept)."""
    state = load_rules(game).new_state([f"p{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    while (decision := state.decision()) is not None:
        if searchable(game, decision):
            yield state.clone(), decision
        state.apply(decision.choices[rng.randrange(len(decision.choices))])


def hidden_part(game: str, state: Any, seat: int) -> Any:
    """What `seat` cannot see of a state: other seats' hidden cards and the deck."""
    others = [s for s in range(len(state.names)) if s != seat]
    if game == "fruit-spy":
        return ([sorted(state.hands[s]) for s in others],
                [[c.value for c in h if not c.face_up] for h in state.houses])
    if game == "fabled-fruit":
        return ([[len(k) for k in state.hands[s]] for s in others], list(state.deck))
    return ([sorted(state.hands[s]) for s in others], list(state.pile))


def assert_round_trip(determinize: Any, state: GameState, decision: Decision,
                      rng: random.Random, prose: bool = False) -> None:
    """A world dealt from the deciding seat's view shows that seat the same view
    and asks the same decision."""
    view = state.view(decision.seat, prose=prose)
    made = determinize(view, rng)
    assert made.view(decision.seat, prose=prose) == view
    assert made.decision() == decision


def along_a_bots_line(bot: Any, seeds: range, players_of: Any,
                      game: str = "grunlings") -> Iterator[tuple[GameState, Decision, float, Any]]:
    """Every position with a real choice of seeded games played by `bot` (on the
    seat's prose-free view), leaving its line at random three times in ten to
    reach more positions: (state, decision, the draw seeding the bot's generator,
    the bot's choice). The state is applied once the consumer has looked."""
    for seed in seeds:
        state = load_rules(game).new_state([f"p{i}" for i in range(players_of(seed))], seed)
        rng = random.Random(seed)
        while (decision := state.decision()) is not None:
            choice = decision.choices[0]
            if len(decision.choices) > 1:
                ply_seed = rng.random()
                choice = bot.choose(state.view(decision.seat, prose=False), decision,
                                    random.Random(ply_seed))
                yield state, decision, ply_seed, choice
                if rng.random() < 0.3:
                    choice = decision.choices[rng.randrange(len(decision.choices))]
            state.apply(choice)
