"""Every game fruitui knows: the one registry of games, and how to load their parts.

Each game's `GameInfo` (its spec) names its rules, bots, board, screens, score
pad and help as module references; the CLI, the start screen, the bots, the
table screens, the score pad and `sim` all read them here, and nothing else
names a game (tests/test_game_registry.py checks). Listing games must stay
cheap (menus, `--help`), so a part is imported only when it is used.
Adding a game: its own modules, and one entry in GAMES.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from fruitui.games.base import BadOptions, GameInfo, GameRules
from fruitui.games.game_options import CHOICE, NAMES, PER_SEAT, SEAT, GameOption

# Gobblin' Goblins' Distraction window settings, as data here so that `--help`,
# the start screen and the rules read one list without importing the rules.
DISTRACTION_SETTINGS = ("ask-holders", "ask-everyone", "own-turn")
BALANCE_SETTINGS = ("balanced", "any")  # how the goblins nobody chose are dealt
RAINBOW_SETTINGS = ("6", "4")  # colours in a two-player rainbow: the rulebook's, a variant

# The table options, each declared once: `--help`, the flags of `fruitui` and
# `fruitui host`, and the start screen's fields are all built from these.
FIRST = GameOption(
    "first", SEAT, "who starts: one of the --players names (default the first seat)",
    label="First", metavar="NAME")
SETS = GameOption(
    "sets", NAMES, "the Sets in play, e.g. apple,berry (default: the rulebook's count for "
    "the players, picked at random)", label="Sets", metavar="SETS", blank="random",
    parse="fruitui.games.option_hooks:parse_sets",
    field_help="fruitui.games.option_hooks:sets_help")
DISTRACTIONS = GameOption(
    "distractions", CHOICE, "who is asked after every card (default ask-holders)",
    label="Distractions", values=DISTRACTION_SETTINGS, value_help={
        "ask-holders": "After each card only Distraction holders are asked: quick, but "
                       "the table sees who holds one.",
        "ask-everyone": "After each card everyone is asked: nobody can tell who holds a "
                        "Distraction, but more hand-offs.",
        "own-turn": "Distractions only on your own turn: the fewest hand-offs.",
    })
BALANCE = GameOption(
    "balance", CHOICE, "how goblins nobody chose are dealt: balanced (the rulebook's advice: "
    "all types different or equal counts, as far as the chosen ones allow) or any",
    label="Deal", values=BALANCE_SETTINGS, on_start_screen=False)
TWO_PLAYER_RAINBOW = GameOption(
    "two-player-rainbow", CHOICE, "colours in a rainbow set with two players: 6 (the "
    "rulebook; biscuits fill the colours the 2-player deck lacks) or 4 (a published variant)",
    label="2-player rainbow", values=RAINBOW_SETTINGS, on_start_screen=False)
GOBLINS = GameOption(
    "goblins", PER_SEAT, "each seat's goblin in seat order, e.g. \"Old Grubb,,Pixel Gnash\" "
    "(blank or - : dealt; default: all dealt)", label="Goblins", metavar="GOBLINS",
    noun="goblin", blank="dealt", values_from="fruitui.games.option_hooks:goblin_names",
    check="fruitui.games.option_hooks:check_goblins")

GAMES: dict[str, GameInfo] = {
    info.name: info
    for info in (
        GameInfo(
            name="grunlings",
            title="Grunlings: Fantastic Fruit",
            min_players=2,
            max_players=5,
            playable=True,
            module="fruitui.games.grunlings",
            greedy_bot="fruitui.bots.grunlings.greedy:GreedyBot",
            search="fruitui.bots.grunlings.determinize",
            reshuffle="fruitui.bots.grunlings.reshuffle:reshuffle",
            search_bot="fruitui.bots.grunlings.levels:search_bot",
            board="fruitui.ui.games.grunlings:GrunlingsBoard",
            score_screen="fruitui.ui.games.grunlings.score:GrunlingsScoreScreen",
            cards_screen="fruitui.ui.games.grunlings.cards:GrunlingsCardsScreen",
            menu_groups="fruitui.ui.games.grunlings.menu_groups:group_keys",
            score_pad="fruitui.tools.grunlings_pad",
            help="grunlings.md",
            blurb="Collect fruit sets, play Visitors, survive the Events.",
            options=(SETS, FIRST),
        ),
        GameInfo(
            name="fabled-fruit",
            title="Fabled Fruit",
            min_players=2,
            max_players=5,
            playable=True,
            module="fruitui.games.fabled_fruit",
            greedy_bot="fruitui.bots.fabled_fruit.greedy:GreedyBot",
            search="fruitui.bots.fabled_fruit.determinize",
            reshuffle="fruitui.bots.fabled_fruit.reshuffle:reshuffle",
            board="fruitui.ui.games.fabled_fruit.board:FabledFruitBoard",
            help="fabled-fruit.md",
            blurb="Visit locations, trade fruit, make juices (first six locations).",
            options=(FIRST,),
        ),
        GameInfo(
            name="gobblin-goblins",
            title="Gobblin' Goblins",
            min_players=2,
            max_players=12,
            playable=True,
            module="fruitui.games.gobblin_goblins",
            greedy_bot="fruitui.bots.gobblin_goblins.greedy:GreedyBot",
            search="fruitui.bots.gobblin_goblins.determinize",
            reshuffle="fruitui.bots.gobblin_goblins.reshuffle:reshuffle",
            search_bot="fruitui.bots.gobblin_goblins.determinize:search_bot",
            board="fruitui.ui.games.gobblin_goblins.board:GobblinGoblinsBoard",
            menu_groups="fruitui.ui.games.gobblin_goblins.menu_groups:group_keys",
            help="gobblin-goblins.md",
            winner_starts_again=True,  # the rulebook: the last game's winner starts
            hosted_options=(("distractions", "ask-everyone"),),
            asked_at_once="fruitui.games.gobblin_goblins.at_once:asked_at_once",
            blurb="Fill your plate, gobble sets, eat what your goblin loves.",
            options=(DISTRACTIONS, GOBLINS, BALANCE, TWO_PLAYER_RAINBOW, FIRST),
        ),
        GameInfo(
            name="fruit-spy",
            title="Fruit Spy",
            min_players=3,
            max_players=5,
            playable=True,
            module="fruitui.games.fruit_spy",
            greedy_bot="fruitui.bots.fruit_spy.greedy:GreedyBot",
            search="fruitui.bots.fruit_spy.determinize",
            board="fruitui.ui.games.fruit_spy.board:FruitSpyBoard",
            help="fruit-spy.md",
            blurb="Sneak spy cards onto farmhouses; dodge Farmer Papa, find Daly.",
            options=(FIRST,),
        ),
    )
}


class UnknownGame(KeyError):
    """A game name fruitui does not know."""

    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r}; choose from: {', '.join(GAMES)}"


def options_by_name() -> dict[str, tuple[GameOption, list[str]]]:
    """Each declared option: its declaration and the games that take it, in catalog order."""
    found: dict[str, tuple[GameOption, list[str]]] = {}
    for info in GAMES.values():
        for option in info.options:
            found.setdefault(option.name, (option, []))[1].append(info.name)
    return found


def game_info(name: str) -> GameInfo:
    try:
        return GAMES[name]
    except KeyError:
        raise UnknownGame(name) from None


def resolve(reference: str) -> Any:
    """The object a spec reference names: "module:attribute", or a module alone."""
    module_name, _, attribute = reference.partition(":")
    module = import_module(module_name)
    return getattr(module, attribute) if attribute else module


def games_with(part: str) -> list[str]:
    """The games whose spec has `part` (a GameInfo field), in catalog order."""
    return [name for name, info in GAMES.items() if getattr(info, part)]


def load_rules(name: str) -> GameRules:
    """The rules object of a playable game (imports its module on first use)."""
    info = game_info(name)
    if not info.playable:
        raise BadOptions(f"{info.title} is not playable yet.")
    return import_module(info.module).RULES
