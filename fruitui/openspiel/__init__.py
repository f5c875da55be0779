"""fruitui's four games registered as OpenSpiel games (the optional `openspiel` extra).

`import fruitui.openspiel` registers `fruitui_grunlings`, `fruitui_fabled_fruit`,
`fruitui_gobblin_goblins` and `fruitui_fruit_spy`, each with a `players`
parameter: `pyspiel.load_game("fruitui_fruit_spy", {"players": 4})`.
"""

from __future__ import annotations

try:
    import pyspiel
except ImportError as error:  # the extra is not installed
    raise ImportError('fruitui.openspiel needs OpenSpiel: pip install "fruitui[openspiel]"') from error

from fruitui.games.registry import GAMES
from fruitui.openspiel.game import FruitGame, FruitState, short_name

__all__ = ["FruitGame", "FruitState", "GAME_NAMES", "short_name"]


def _register(name: str) -> str:
    info = GAMES[name]
    game_type = pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"fruitui {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"players": info.min_players},
    )
    def __init__(self: FruitGame, params: dict | None = None) -> None:
        FruitGame.__init__(self, name, game_type, params or {})

    # A class per game, as OpenSpiel's own Python games register (a plain function
    # as the factory crashes the interpreter at exit).
    game_class = type(f"FruitGame_{short_name(name)}", (FruitGame,), {"__init__": __init__})
    pyspiel.register_game(game_type, game_class)
    return game_type.short_name


GAME_NAMES = {name: _register(name) for name in GAMES if GAMES[name].playable}
