"""Gobblin' Goblins playout scores by the standing at the end, not by gains.

Since the views record every card seen gobbled (`gobbled_seen`), a dealt
state knows each seat's true gobbled points: the only guesses left are the
hands and the draw pile's order. A playout can then be scored by what wins
games, the final margin over the best rival (and the win itself), instead of
the points gained over a few plies. A playout cut before the end counts the
food still on each plate at `plate_weight`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from fruitui.games.gobblin_goblins.state import GobblinState
from fruitui.bots.gobblin_goblins.policy import greedy_choice
from fruitui.bots.gobblin_goblins.search import points

FINAL_SCALE = 4.0  # points of final margin that make a margin reward of about 0.88
WIN_WEIGHT = 0.5  # the share of the reward that is the win itself (the rest: margin)


def standing_rewards(state: GobblinState, scale: float = FINAL_SCALE,
                     plate_weight: float = 0.5, win_weight: float = WIN_WEIGHT) -> list[float]:
    """Per seat, 0..1: the win (when the game is over) and the margin over the best rival."""
    over = state.over
    totals = points(state, 0.0 if over else plate_weight)
    winners: tuple[int, ...] = ()
    if over:
        result = state.result()
        assert result is not None
        winners = result.winners
    rewards = []
    for seat, total in enumerate(totals):
        best_other = max(t for s, t in enumerate(totals) if s != seat)
        margin = 0.5 + 0.5 * math.tanh((total - best_other) / scale)
        if over:
            win = 1.0 / len(winners) if seat in winners else 0.0
        else:
            win = margin  # no result yet: the margin stands in for it
        rewards.append(win_weight * win + (1.0 - win_weight) * margin)
    return rewards


@dataclass(frozen=True)
class Endgame:
    """From `pile` cards left in the draw pile on, a flat search plays its
    playouts to the end with greedy's own rules (`gobblin_policy`) and scores
    them by `standing_rewards`: the leftovers passed left, who runs out first
    and the final margin are in reach, and whole playouts are cheap there."""

    pile: int
    share: float = 1.0  # playouts a move, as a share of the bot's own budget
    playouts: int = 0  # or this many a move, when set (a bot that searches only the end)
    scale: float = FINAL_SCALE
    win_weight: float = WIN_WEIGHT
    policy: Callable[..., object] = greedy_choice

    def plan(self, iterations: int) -> tuple[int, int, Callable[..., object],
                                             Callable[[GobblinState], list[float]]]:
        """(playouts, plies, policy, reward) for a move in the endgame."""
        scale, weight = self.scale, self.win_weight
        count = self.playouts or max(1, round(iterations * self.share))
        return (count, 1 << 30, self.policy,
                lambda state: standing_rewards(state, scale, 0.0, weight))
