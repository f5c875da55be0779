"""Every game fruitui knows, and how to load its rules lazily.

Listing games must stay cheap (menus, `--help`), so each game's rules module
is imported only when a table is set up.
"""

from __future__ import annotations

from importlib import import_module

from .base import BadOptions, GameInfo, GameRules

# Gobblin' Goblins' Distraction window settings, as data here so that `--help`,
# the start screen and the rules read one list without importing the rules.
DISTRACTION_SETTINGS = ("ask-holders", "ask-everyone", "own-turn")

GAMES: dict[str, GameInfo] = {
    info.name: info
    for info in (
        GameInfo(
            name="grunlings",
            title="Grunlings: Fantastic Fruit",
            min_players=2,
            max_players=5,
            playable=True,
            module="fruitui.rules.grunlings",
            blurb="Collect fruit sets, play Visitors, survive the Events.",
        ),
        GameInfo(
            name="fabled-fruit",
            title="Fabled Fruit",
            min_players=2,
            max_players=5,
            playable=True,
            module="fruitui.rules.fabled_fruit",
            blurb="Visit locations, trade fruit, make juices (first six locations).",
        ),
        GameInfo(
            name="gobblin-goblins",
            title="Gobblin' Goblins",
            min_players=2,
            max_players=12,
            playable=True,
            module="fruitui.rules.gobblin_goblins",
            blurb="Fill your plate, gobble sets, eat what your goblin loves.",
        ),
        GameInfo(
            name="fruit-spy",
            title="Fruit Spy",
            min_players=3,
            max_players=5,
            playable=True,
            module="fruitui.rules.fruit_spy",
            blurb="Sneak spy cards onto farmhouses; dodge Farmer Papa, find Daly.",
        ),
    )
}


class UnknownGame(KeyError):
    """A game name fruitui does not know."""

    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r}; choose from: {', '.join(GAMES)}"


def game_info(name: str) -> GameInfo:
    try:
        return GAMES[name]
    except KeyError:
        raise UnknownGame(name) from None


def load_rules(name: str) -> GameRules:
    """The rules object of a playable game (imports its module on first use)."""
    info = game_info(name)
    if not info.playable:
        raise BadOptions(f"{info.title} is not playable yet.")
    return import_module(info.module).RULES
