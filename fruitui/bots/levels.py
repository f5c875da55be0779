"""The levels a computer seat plays at, and the bot for a game at a level."""

from __future__ import annotations

from fruitui.bots.base import Bot, RandomBot, greedy_bot

CPU_LEVELS = ("easy", "normal", "hard")  # the levels a player may pick
DEFAULT_LEVEL = "normal"
BOT_LEVELS = ("random", "greedy", *CPU_LEVELS, "ismcts", "ismcts:normal", "ismcts:hard")


class UnknownBot(ValueError):
    """A bot or level name that does not exist; the message lists the known ones."""


def make_bot(game: str, level: str = "greedy") -> Bot:
    """A bot for `game` by level: 'random', 'greedy' (= 'easy'), 'normal', 'hard',
    or 'ismcts' / 'ismcts:LEVEL' (search at a level, 'normal' by default)."""
    name = level.strip().lower()
    if name == "ismcts" or name.startswith("ismcts:"):
        name = name.partition(":")[2] or DEFAULT_LEVEL
        if name not in ("normal", "hard"):
            raise UnknownBot(f"ismcts levels are normal and hard, not {name!r}")
    if name == "random":
        return RandomBot()
    if name in ("normal", "hard"):
        from fruitui.bots.search import search_bot

        return search_bot(game, name)
    if name not in ("greedy", "easy"):
        raise UnknownBot(
            f"unknown bot {level!r}: use one of {', '.join(BOT_LEVELS)}")
    return greedy_bot(game)
