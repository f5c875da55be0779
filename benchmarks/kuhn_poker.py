"""The rules-speed baseline: Kuhn poker in pure Python, the way OpenSpiel writes it.

OpenSpiel's pure-Python Kuhn poker (open_spiel/python/games/kuhn_poker.py) is a
state object with `current_player`, `legal_actions`, `chance_outcomes`,
`apply_action`, `is_terminal` and `returns`; a random playout applies actions
until the end, counting every decision and every chance outcome. This module
copies that shape (without pyspiel, which does not install everywhere) so a
fruitui random playout can be compared with a well-known, small, pure-Python
game engine doing the same kind of work in the same run.
When `pyspiel` is importable (`pip install ".[openspiel]"`), benchmarks/rules_speed.py
also times OpenSpiel's own game.
"""

from __future__ import annotations

import enum
import random

CHANCE = -1
TERMINAL = -4
CARDS = 3  # Jack, Queen, King
PLAYERS = 2


class Action(enum.IntEnum):
    PASS = 0
    BET = 1


class KuhnPokerState:
    """One hand of Kuhn poker: two cards dealt by chance, then pass or bet."""

    def __init__(self) -> None:
        self.cards: list[int] = []
        self.bets: list[int] = []
        self.pot = [1.0, 1.0]
        self.game_over = False
        self.next_player = 0

    def current_player(self) -> int:
        if self.game_over:
            return TERMINAL
        if len(self.cards) < PLAYERS:
            return CHANCE
        return self.next_player

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def is_terminal(self) -> bool:
        return self.game_over

    def legal_actions(self) -> list[int]:
        assert self.current_player() >= 0
        return [Action.PASS, Action.BET]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        assert self.is_chance_node()
        outcomes = sorted(set(range(CARDS)) - set(self.cards))
        p = 1.0 / len(outcomes)
        return [(o, p) for o in outcomes]

    def apply_action(self, action: int) -> None:
        if self.is_chance_node():
            self.cards.append(action)
            return
        self.bets.append(action)
        if action == Action.BET:
            self.pot[self.next_player] += 1
        self.next_player = 1 - self.next_player
        if ((min(self.pot) == 2)
                or (len(self.bets) == 2 and action == Action.PASS)
                or (len(self.bets) == 3)):
            self.game_over = True

    def returns(self) -> list[float]:
        if not self.game_over:
            return [0.0, 0.0]
        pot = sum(self.pot)
        if self.pot[0] == self.pot[1]:
            winner = 0 if self.cards[0] > self.cards[1] else 1
        else:
            winner = 0 if self.pot[0] > self.pot[1] else 1
        winnings = pot - self.pot[winner]
        return [winnings, -winnings] if winner == 0 else [-winnings, winnings]


def random_playouts(games: int, seed: int = 1) -> int:
    """Play `games` random hands; returns the actions applied (decisions + chance)."""
    rng = random.Random(seed)
    actions = 0
    for _ in range(games):
        state = KuhnPokerState()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                action = rng.choices(outcomes, probs)[0]
            else:
                action = rng.choice(state.legal_actions())
            state.apply_action(action)
            actions += 1
        state.returns()
    return actions
