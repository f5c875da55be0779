"""fruitui's games as OpenSpiel Python games (imperfect information, explicit chance).

The one chance node is the first move: it picks the deal (one of `DEALS`
seeds, equally likely); from there a fruitui state is deterministic, since a
seed and the choices replay a game exactly. A player's action is the index of
its choice in the pending decision's list of legal choices: that list is part of
what the deciding seat sees, so one information set has one action set.
Observations and information states are built from the seat's view alone, never
from the full state, and `resample_from_infostate` deals a state from that view
with the game's own determinizer, or where that does not deal, by dealing the
cards hidden from the seat anew (`reshuffle`). A state clones through the
fruitui state's own `clone` (`Core`), not a deep copy of every attribute.
"""

from __future__ import annotations

import functools
from collections import Counter
import random
from typing import Any

import msgspec
import pyspiel

from fruitui.bots.ismcts import win_shares
from fruitui.games.base import Choice, Decision, GameState
from fruitui.games.registry import game_info, load_rules, resolve
from fruitui.openspiel.reshuffle import reshuffle_for

DEALS = 1 << 12  # chance outcomes at the root: the seeds a game is dealt from

# The bounds declared to OpenSpiel, for every game (checked on every step: a game
# past them raises rather than mislead an algorithm): legal choices at one
# decision, and moves in one game, chance included, at the most seats.
MAX_CHOICES = 512
MAX_MOVES = 6000
RESHUFFLE_TRIES = 20  # worlds tried before a reshuffle gives up (one keeps the view, as a rule)
# Worlds dealt by a reshuffle, by decision kind ("hands kept: KIND" where the others'
# hands had to stay as they are): for the benchmark's report.
RESHUFFLED: Counter[str] = Counter()

_ENCODE = msgspec.json.Encoder(order="deterministic")


def short_name(game: str) -> str:
    return "fruitui_" + game.replace("-", "_")


def _view_text(view: Any) -> str:
    return _ENCODE.encode(view).decode()


class FruitGame(pyspiel.Game):
    """One fruitui game at a given number of players (the `players` parameter)."""

    def __init__(self, name: str, game_type: pyspiel.GameType, params: dict[str, Any]) -> None:
        info = game_info(name)
        players = int(params.get("players", info.min_players))
        if not info.min_players <= players <= info.max_players:
            raise ValueError(f"{info.title} seats {info.min_players} to {info.max_players}, "
                             f"not {players}")
        game_info_ = pyspiel.GameInfo(
            num_distinct_actions=MAX_CHOICES, max_chance_outcomes=DEALS, num_players=players,
            min_utility=0.0, max_utility=1.0, utility_sum=1.0, max_game_length=MAX_MOVES)
        super().__init__(game_type, game_info_, {"players": players})
        self.fruit_name = name
        self.players = players

    def new_initial_state(self) -> FruitState:
        return FruitState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ViewObserver:
        if params:
            raise ValueError(f"observation parameters not supported: {params}")
        perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        return ViewObserver(perfect_recall)



class Core:
    """A state's game: `copy.deepcopy` (OpenSpiel's clone) copies it through the
    fruitui state's own cheap `clone`, not attribute by attribute."""

    __slots__ = ("inner", "pending", "own")

    def __init__(self, inner: GameState | None, pending: Decision | None,
                 own: list[list[int]]) -> None:
        self.inner, self.pending, self.own = inner, pending, own

    def __deepcopy__(self, memo: dict[int, Any]) -> Core:
        inner = None if self.inner is None else _copy_state(self.inner)
        return Core(inner, self.pending, [list(mine) for mine in self.own])  # a decision is immutable

    def __getstate__(self) -> tuple[Any, ...]:  # pickled with the state (serialization)
        return self.inner, self.pending, self.own

    def __setstate__(self, fields: tuple[Any, ...]) -> None:
        self.inner, self.pending, self.own = fields


def _copy_state(state: GameState) -> GameState:
    """The game's own cheap clone, with a random source of its own (a game's clone
    may share it, being made for look-ahead; here the copy is a state in its own right)."""
    out: Any = state.clone()  # type: ignore[attr-defined]  # every fruitui game has one
    rng = getattr(state, "rng", None)
    if rng is not None and out.rng is rng:
        out.rng = random.Random()
        out.rng.setstate(rng.getstate())
    return out


def _applies(state: GameState, choice: Choice) -> bool:
    """Whether `choice` applies to a copy of `state` (a dealt world must carry
    through every step pending, some of which name cards in a hand)."""
    try:
        _copy_state(state).apply(choice)
    except ValueError:  # IllegalChoice, or a step that finds a card missing
        return False
    return True


@functools.cache
def _determinizer(name: str) -> Any:
    """The game's `deal(view, decision, rng)` from its bots folder."""
    return resolve(game_info(name).search).deal


class FruitState(pyspiel.State):
    """A fruitui state behind OpenSpiel's State: the deal is the first (chance) move."""

    def __init__(self, game: FruitGame) -> None:
        super().__init__(game)
        # OpenSpiel clones a Python state by deep-copying its attributes: plain
        # values, and the game in a `Core`, which copies itself cheaply.
        self.fruit_name = game.fruit_name
        self.players = game.players
        self.limit = game.num_distinct_actions()
        self.core = Core(None, None, [[] for _ in range(game.players)])

    # The fruitui state (None until dealt), its pending decision, and each seat's own
    # choices so far (with the view, its information state).
    inner = property(lambda self: self.core.inner)
    pending = property(lambda self: self.core.pending)
    own = property(lambda self: self.core.own)

    # --- the game's flow
    def current_player(self) -> int:
        if self.inner is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.pending is None:
            return int(pyspiel.PlayerId.TERMINAL)
        return self.pending.seat

    def is_terminal(self) -> bool:
        return self.inner is not None and self.pending is None

    def chance_outcomes(self) -> list[tuple[int, float]]:
        assert self.inner is None
        return [(seed, 1.0 / DEALS) for seed in range(DEALS)]

    def _legal_actions(self, player: int) -> list[int]:
        assert self.pending is not None and player == self.pending.seat
        return list(range(len(self.pending.choices)))

    def _apply_action(self, action: int) -> None:
        if self.inner is None:
            names = [f"P{seat + 1}" for seat in range(self.players)]
            self.core.inner = load_rules(self.fruit_name).new_state(names, int(action), {})
        else:
            assert self.pending is not None
            self.own[self.pending.seat].append(int(action))
            self.inner.apply(self.pending.choices[action])
        self._settle()

    def _settle(self) -> None:
        assert self.inner is not None
        self.core.pending = self.inner.decision()
        if self.pending is not None and len(self.pending.choices) > self.limit:
            raise RuntimeError(f"{len(self.pending.choices)} choices: past the declared bound")

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"Deal:{action}"
        if self.pending is None or player != self.pending.seat or action >= len(self.pending.choices):
            return f"Choice:{action}"
        assert self.inner is not None
        return self.inner.describe(self.pending.choices[action])

    def returns(self) -> list[float]:
        if self.inner is None:
            return [0.0] * self.players
        result = self.inner.result()
        if result is None:
            return [0.0] * self.players
        return win_shares(result, self.players)

    def choice(self, action: int) -> Choice:
        """The fruitui choice an action stands for at this state."""
        assert self.pending is not None
        return self.pending.choices[action]

    # --- what a seat knows
    def view_of(self, seat: int) -> Any:
        return None if self.inner is None else self.inner.view(seat, prose=False)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> FruitState:
        """A state the seat cannot tell from this one: dealt by fruitui's determinizer
        from the seat's view where it deals, else by dealing the cards hidden from
        the seat anew in a copy of this state (`reshuffle`), kept only if the seat's
        view is unchanged.

        Raises ValueError if neither finds a world (the benchmark counts those)."""
        if self.inner is None or self.pending is None:
            return self.clone()
        if self.pending.seat != player_id:
            raise ValueError("a state is resampled for the seat about to choose")
        rng = random.Random(int(probability_sampler() * (1 << 53)))
        view = self.inner.view(player_id, prose=False)
        out = self.clone()
        try:
            out.core.inner = _determinizer(self.fruit_name)(view, self.pending, rng)
        except ValueError:
            out.core.inner = self._reshuffled(player_id, view, rng)
        out._settle()
        return out

    def _reshuffled(self, seat: int, view: Any, rng: random.Random) -> GameState:
        reshuffle = reshuffle_for(self.fruit_name)
        if reshuffle is None:
            raise ValueError(f"{self.fruit_name} has no reshuffle")
        assert self.inner is not None and self.pending is not None
        seen = _view_text(view)
        for hands in (True, False):
            for _ in range(RESHUFFLE_TRIES):
                world: Any = _copy_state(self.inner)
                world.rng = random.Random(rng.getrandbits(64))  # its own future, not the true one
                reshuffle(world, seat, rng, hands)
                decision = world.decision()
                if (decision is not None and decision.choices == self.pending.choices
                        and _view_text(world.view(seat, prose=False)) == seen
                        and all(map(functools.partial(_applies, world), decision.choices))):
                    RESHUFFLED[self.pending.kind if hands else "hands kept: " + self.pending.kind] += 1
                    return world
        raise ValueError(f"no world in {RESHUFFLE_TRIES} reshuffles keeps the view")

    def __str__(self) -> str:
        if self.inner is None:
            return "(not dealt)"
        return f"{self.fruit_name}: {len(self.history())} moves"


class ViewObserver:
    """Observation strings from one seat's view; information states add its own choices."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor = None
        self.dict: dict[str, Any] = {}

    def set_from(self, state: FruitState, player: int) -> None:
        raise NotImplementedError("fruitui games give strings, not tensors")

    def string_from(self, state: FruitState, player: int) -> str:
        view = state.view_of(player)
        text = f"seat {player}: " + ("not dealt" if view is None else _view_text(view))
        decision = state.pending
        if decision is not None and decision.seat == player:  # what the seat is asked, as shown to it
            text += f" asked {decision.kind} " + _ENCODE.encode(decision.choices).decode()
        if self.perfect_recall:
            text += " mine " + ",".join(map(str, state.own[player]))
        return text
