"""The OpenSpiel players of benchmarks/versus_openspiel.py, each searching for a
CPU time budget a move (time.process_time) rather than a count.

- `TimedISMCTS`: OpenSpiel's ISMCTSBot; every simulation starts from a world
  dealt by the state's `resample_from_infostate` (fruitui's determinizer, from
  the seat's view alone).
- `DeterminizedMCTS`: OpenSpiel's MCTSBot on `worlds` worlds dealt the same
  way, each for an equal share of the budget; each world's most visited move
  is a vote, ties go to the most visits over all worlds.

Both evaluate a leaf with OpenSpiel's random rollouts to the end of the game,
or (`plies` > 0) with `CutRollout`: random moves for at most `plies` plies, a
game not yet over scored by the game's own estimate, as fruitui's search
scores its cut rollouts.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from fruitui.bots.ismcts import win_shares
from fruitui.bots.search import search_module

UCT_C = 2.0  # OpenSpiel's usual exploration constant; rewards lie in 0..1


class CutRollout(mcts.Evaluator):  # type: ignore[misc]  # OpenSpiel is untyped
    """Random rollouts of the fruitui state behind an OpenSpiel state, cut after
    `plies` plies and scored by the game's `estimate`; uniform priors."""

    def __init__(self, name: str, plies: int, seed: int) -> None:
        self.estimate = search_module(name).estimate
        self.plies = plies
        self.random = np.random.RandomState(seed)

    def evaluate(self, state: Any) -> np.ndarray:
        world = state.clone().inner  # a copy of its own: the clone is dropped
        random_index = self.random.randint
        for _ in range(self.plies):
            decision = world.decision()
            if decision is None:
                break
            world.apply(decision.choices[random_index(len(decision.choices))])
        result = world.result()
        if result is not None:
            return np.array(win_shares(result, len(world.names)))
        return np.array(self.estimate(world))

    def prior(self, state: Any) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


def evaluator(name: str, plies: int, seed: int) -> Any:
    """OpenSpiel's random rollouts to the end (plies 0), or `CutRollout`."""
    if plies:
        return CutRollout(name, plies, seed)
    return mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))


class TimedISMCTS(ismcts.ISMCTSBot):  # type: ignore[misc]  # OpenSpiel is untyped
    def __init__(self, game: Any, seconds: float, seed: int, plies: int = 0) -> None:
        name = game.fruit_name
        super().__init__(game, evaluator(name, plies, seed), uct_c=UCT_C, max_simulations=1 << 30,
                         random_state=np.random.RandomState(seed),
                         final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT)
        self.seconds = seconds
        self.simulations: list[int] = []  # a count for each move searched

    def run_search(self, state: Any) -> list[tuple[int, float]]:
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        key = self.get_state_key(state)
        deadline = time.process_time() + self.seconds
        count = 0
        # Two simulations at least: the first only expands the root.
        while count < 2 or time.process_time() < deadline:
            sampled = self.sample_root_state(state)
            assert key == self.get_state_key(sampled)  # the dealt world looks the same to the seat
            self.run_simulation(sampled)
            count += 1
        self.simulations.append(count)
        return self.get_final_policy(state, self._root_node)  # type: ignore[no-any-return]


class _TimedMCTS(mcts.MCTSBot):  # type: ignore[misc]
    """MCTSBot's search, stopped once `deadline` (process time) has passed."""

    deadline = 0.0

    def _apply_tree_policy(self, root: Any, state: Any) -> Any:
        # The search loop stops after a simulation once the root has an outcome:
        # at the deadline the root gets a marker one (the root's own outcome is
        # never read to choose a move).
        if root.explore_count and time.process_time() > self.deadline and root.outcome is None:
            root.outcome = [0.0]
        return super()._apply_tree_policy(root, state)


class DeterminizedMCTS:
    def __init__(self, game: Any, seconds: float, seed: int, plies: int = 0,
                 worlds: int = 4) -> None:
        self.random = np.random.RandomState(seed)
        self.search = _TimedMCTS(game, UCT_C, 1 << 30, evaluator(game.fruit_name, plies, seed),
                                 solve=False, random_state=self.random)
        self.seconds = seconds
        self.worlds = worlds
        self.simulations: list[int] = []

    def step(self, state: Any) -> int:
        legal = state.legal_actions()
        if len(legal) == 1:
            return int(legal[0])
        seat = state.current_player()
        votes: Counter[int] = Counter()
        visits: Counter[int] = Counter()
        count = 0
        start = time.process_time()
        for world in range(self.worlds):
            dealt = state.resample_from_infostate(seat, self.random.random_sample)
            self.search.deadline = start + self.seconds * (world + 1) / self.worlds
            root = self.search.mcts_search(dealt)
            count += root.explore_count
            votes[root.best_child().action] += 1
            for child in root.children:
                visits[child.action] += child.explore_count
        self.simulations.append(count)
        return int(max(legal, key=lambda a: (votes[a], visits[a])))

