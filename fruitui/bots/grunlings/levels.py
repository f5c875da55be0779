"""Grunlings' normal and hard levels: the value bot, with a flat search late in the game."""

from __future__ import annotations

from typing import Any

from fruitui.bots.grunlings.determinize import LATE_DRAW
from fruitui.bots.grunlings.flat import FlatGrunlingsBot
from fruitui.bots.grunlings.value import ValueBot


def search_bot(iterations: int, budget: Any, level: str = "normal") -> Any:
    """The normal and hard levels: the value bot's play (greedy's rules, each
    card's worth from the whole holding: grunlings_value), except the Discard
    step once the Draw Pile is down to LATE_DRAW cards, where a flat search of
    `iterations` rollouts decides (grunlings_flat). An oracle measure found
    greedy's errors there (Visitor buys, hand resets); elsewhere no search beat
    greedy (benchmarks/NOTES.md)."""
    return FlatGrunlingsBot(iterations, kinds=frozenset(("discard",)), max_draw=LATE_DRAW,
                            policy=ValueBot())
