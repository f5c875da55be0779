"""A table's computer players, each made at its first move.

Making them when a table opens imported the bots (and their search, and
hashlib) before the table's first frame, though no computer moves before it
is drawn. The seats are known at once, so `seat in bots` answers as before; a
level the bots do not know is still refused when the table opens.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from fruitui.bots.levels import CPU_LEVELS

if TYPE_CHECKING:
    from fruitui.table.seats import Seat
    from fruitui.bots.base import Bot

# Levels made without a look first; any other is checked by make_bot at once.
KNOWN_LEVELS = frozenset(CPU_LEVELS) | {"random", "greedy"}


class LazyBots(Mapping[int, "Bot"]):
    """Seat index -> its bot, for the computer seats of one game."""

    def __init__(self, game: str, seats: tuple[Seat, ...]) -> None:
        self.game = game
        self.levels = {i: seat.level for i, seat in enumerate(seats) if seat.computer}
        self.made: dict[int, Bot] = {}
        for seat, level in self.levels.items():
            if level.strip().lower() not in KNOWN_LEVELS:
                self[seat]  # noqa: B018 - make_bot says what is wrong with the level, now

    def __getitem__(self, seat: int) -> Bot:
        bot = self.made.get(seat)
        if bot is None:
            from fruitui.bots.levels import make_bot

            bot = self.made[seat] = make_bot(self.game, self.levels[seat])
        return bot

    def __contains__(self, seat: object) -> bool:
        return seat in self.levels

    def __iter__(self) -> Iterator[int]:
        return iter(self.levels)

    def __len__(self) -> int:
        return len(self.levels)
