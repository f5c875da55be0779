"""The catalog is the one registry of games (issue 42, item 3).

Every part a game's spec names resolves to what its readers expect, and no
module outside the registry and the game's own modules names a game: a new
game is its own modules and one entry in `GAMES`.
"""

from __future__ import annotations

import ast
import inspect
import re
from importlib import resources
from pathlib import Path

import pytest

import fruitui
from fruitui.bots.budget import Budget
from fruitui.games.base import GameInfo
from fruitui.games.registry import GAMES, resolve

PACKAGE = Path(fruitui.__file__).parent
# The registry, and the hooks its option declarations name.
REGISTRY = {"games/registry.py", "games/option_hooks.py"}
# The spec's references to one object ("module:attribute") or a module.
REFERENCES = ("greedy_bot", "search", "search_bot", "board", "score_screen", "cards_screen", "score_pad",
              "asked_at_once", "menu_groups", "reshuffle")


def test_every_reference_field_of_the_spec_is_checked_here() -> None:
    strings = {name for name, kind in GameInfo.__annotations__.items() if kind == "str"}
    assert strings - {"name", "title", "module", "blurb", "help"} == set(REFERENCES)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_part_a_spec_names_resolves(game: str) -> None:
    from fruitui.ui.screens.score import ScoreScreen
    from fruitui.ui.widgets.board import Board

    info = GAMES[game]
    assert info.name == game
    assert resolve(info.module).RULES.info is info
    if info.greedy_bot:
        assert callable(resolve(info.greedy_bot)().choose)
    if info.search:
        module = resolve(info.search)
        assert callable(module.determinize) and isinstance(module.BUDGET, Budget)
        assert isinstance(getattr(module, "TRIAL_BUDGET", Budget(1, 1, 1)), Budget)
    if info.search_bot:
        assert info.search and callable(resolve(info.search_bot))
    if info.board:
        assert issubclass(resolve(info.board), Board)
    if info.score_screen:
        assert issubclass(resolve(info.score_screen), ScoreScreen)
    if info.cards_screen:
        assert inspect.isclass(resolve(info.cards_screen))
    if info.score_pad:
        pad = resolve(info.score_pad)
        assert callable(pad.parse_pad) and callable(pad.format_pad)
    if info.asked_at_once:
        assert callable(resolve(info.asked_at_once))
    if info.menu_groups:
        assert callable(resolve(info.menu_groups))
    if info.reshuffle:
        assert callable(resolve(info.reshuffle))
    assert info.help and (resources.files("fruitui") / "assets" / "help" / info.help).is_file()
    options = {option.name: option for option in info.options}
    for name, value in info.hosted_options:
        assert value in options[name].values


def _stems() -> dict[str, str]:
    """Game name -> the last part of its rules module's path (e.g. fabled_fruit)."""
    return {name: info.module.rpartition(".")[2] for name, info in GAMES.items()}


def _owner(relative: str) -> str | None:
    """The game a module (its path in the package) belongs to, by its folder or file
    name: the game's stem (e.g. fabled_fruit) or its first word and "_" (fabled_search),
    with `determinize_` dropped; or a module one of its references names."""
    parts = [part.removesuffix(".py").removeprefix("determinize_")
             for part in relative.split("/")]
    dotted = "fruitui." + relative.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    for name, stem in _stems().items():
        prefixes = (stem, stem.split("_")[0] + "_")
        if any(part == stem or part.startswith(prefixes) for part in parts):
            return name
        info = GAMES[name]
        targets = [getattr(info, field).partition(":")[0] for field in REFERENCES]
        if dotted in targets:
            return name
    return None


def _naming(text: str) -> set[str]:
    """The games a string names: exactly its name, or a module path through one of
    its modules (e.g. "fruitui.ui.games.grunlings:GrunlingsBoard", ".gobblin_goblins")."""
    found = {name for name in GAMES if text == name}
    if " " not in text:
        for name, stem in _stems().items():
            if re.search(rf"(^|[.:]){re.escape(stem)}($|[.:])", text):
                found.add(name)
    return found


def names_of_games(source: str, module: str) -> list[str]:
    """Each place in `source` (the module `module`, dotted) naming a game: a string
    that is a game's name or a path to its modules, or an import of its modules."""
    found = []
    package = module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            texts = [node.value]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            texts = [".".join([*base, node.module or ""] if node.level else [node.module or ""])]
            texts += [f"{texts[0]}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            texts = [alias.name for alias in node.names]
        else:
            continue
        found += [f"line {node.lineno}: {name} ({text!r})"
                  for text in texts for name in sorted(_naming(text))]
    return found


def test_no_module_but_the_registry_and_a_games_own_names_a_game() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative in REGISTRY:
            continue
        dotted = "fruitui." + relative.removesuffix(".py").replace("/", ".")
        owner = _owner(relative)
        for place in names_of_games(path.read_text(encoding="utf-8"), dotted):
            if owner is None or f": {owner} (" not in place:
                offenders.append(f"{relative} {place}")
    assert not offenders, "\n".join(offenders)


def test_the_check_sees_a_game_named_in_code() -> None:
    module = "fruitui.ui.screens.table"
    assert names_of_games('if game == "grunlings":\n    pass\n', module)
    assert names_of_games("from ..rules.gobblin_goblins.at_once import asked_at_once\n", module)
    assert names_of_games("from ..widgets import fabled_fruit\n", module)
    assert names_of_games('BOARD = "fruitui.ui.games.fruit_spy.board:FruitSpyBoard"\n', module)
    assert not names_of_games('"""Grunlings and Fruit Spy, in prose."""\n', module)
