"""Computer players choose from their seat's view alone, as they really play.

For positions of real games of all four games, a second true state is dealt that
shows the deciding seat exactly the same view but holds other hidden cards (the
others' hands, the piles), as far from the first as the game's own determinizer
can deal in a few tries. Each computer level then moves from both, through the
table (`Table.computer_choice`, as at a real table) and through `fruitui sim`'s
`play_out`, and must choose the same. A bot that peeks at the true state from its
caller is in this module too, and the same check must catch it.
"""

from __future__ import annotations

import inspect
import random
from typing import Any

import pytest

from fruitui.bots.levels import make_bot
from fruitui.games.base import Choice, Decision, GameState
from fruitui.games.registry import GAMES, game_info, resolve
from fruitui.table.local import Table, TableSetup
from fruitui.table.seats import Seat
from fruitui.tools.sim import play_out

LEVELS = ("easy", "normal", "hard")
PLAYERS = 3


def _deal(game: str) -> Any:
    return resolve(game_info(game).search).deal


def _hidden(state: Any, seat: int) -> list[Any]:
    """Every value of the state the seat's view leaves out, flattened: the cards
    of the other seats' hands and of the piles (compared place by place)."""
    out: list[Any] = []
    others = [s for s in range(len(state.names)) if s != seat]
    for s in others:
        out += [repr(card) for card in sorted(map(repr, state.hands[s]))]
    for pile in ("pile", "deck", "draw"):
        if isinstance(getattr(state, pile, None), list):
            out += [repr(card) for card in getattr(state, pile)]
    houses = getattr(state, "houses", None)
    if houses is not None:  # Fruit Spy: face-down cards on the farmhouses
        out += [repr(card.value) for house in houses for card in house if not card.face_up]
    return out


def _same_places(a: list[Any], b: list[Any]) -> int:
    return sum(x == y for x, y in zip(a, b))


def positions(game: str, seed: int, every: int = 7, most: int = 5) -> list[tuple[TableSetup, GameState]]:
    """Positions of one game played by greedy computers through a table, where the
    game's determinizer can deal the deciding seat another world: (setup, other)."""
    seats = [Seat(f"cpu{i}", computer=True, level="easy") for i in range(PLAYERS)]
    setup = TableSetup(game, seats, seed, bot_key=bytes(range(32)).hex())
    table = Table(setup)
    found: list[tuple[TableSetup, GameState]] = []
    rng = random.Random(seed)
    ply = 0
    while (decision := table.decision) is not None and len(found) < most:
        if ply % every == 3 and len(decision.choices) > 1:
            other = _other_world(game, table.match.state, decision, rng)
            if other is not None:
                found.append((TableSetup(game, seats, seed, choices=tuple(table.match.choices),
                                         bot_key=setup.bot_key), other))
        table.apply(table.computer_choice())
        ply += 1
    return found


def _other_world(game: str, real: GameState, decision: Decision,
                 rng: random.Random) -> GameState | None:
    """The dealt world, of a few, with the fewest hidden values where the real one has them."""
    seat = decision.seat
    view = real.view(seat, prose=False)  # what a bot is given (a dealt world keeps no log)
    truth = _hidden(real, seat)
    best: tuple[int, GameState] | None = None
    for _ in range(12):
        try:
            other = _deal(game)(view, decision, rng)
        except ValueError:
            return None  # a position the game's determinizer does not deal
        assert other.view(seat, prose=False) == view  # the seat cannot tell the two apart
        same = _same_places(truth, _hidden(other, seat))
        if best is None or same < best[0]:
            best = (same, other)
    assert best is not None
    return best[1] if _hidden(best[1], seat) != truth else None


def _table_at(setup: TableSetup, level: str, state: GameState | None = None) -> Table:
    seats = [Seat(s.name, computer=True, level=level) for s in setup.seats]
    table = Table(TableSetup(setup.game, seats, setup.seed, choices=setup.choices,
                             bot_key=setup.bot_key))
    if state is not None:
        table.match.state = state  # the other true world, behind the same table
    return table


class _Stop(Exception):
    pass


class _FirstChoice:
    """Wraps a bot for `play_out`: keeps its first choice, then stops the game."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.needs_view = getattr(bot, "needs_view", True)
        self.choice: Choice | None = None

    def choose(self, view: Any, decision: Decision, rng: random.Random) -> Choice:
        self.choice = self.bot.choose(view, decision, rng)
        raise _Stop


def _sim_choice(state: GameState, bot: Any) -> Choice:
    first = _FirstChoice(bot)
    with pytest.raises(_Stop):
        play_out(state, [first] * PLAYERS, 99)
    assert first.choice is not None
    return first.choice


def disagreements(game: str, level: str, bot: Any = None) -> tuple[int, int]:
    """(positions compared, choices that differed between the two true worlds),
    through the table and through sim, for a level (or a given bot)."""
    compared = differed = 0
    for seed in (5, 6):
        for setup, other in positions(game, seed):
            real_table, other_table = _table_at(setup, level), _table_at(setup, level, other)
            if bot is not None:
                for table in (real_table, other_table):
                    table.bots = {seat: bot for seat in range(PLAYERS)}  # type: ignore[assignment]
            at_table = real_table.computer_choice(), other_table.computer_choice()
            made = bot if bot is not None else make_bot(game, level)
            in_sim = (_sim_choice(real_table.match.state.clone(), made),
                      _sim_choice(other.clone(), made))
            compared += 1
            differed += at_table[0] != at_table[1] or in_sim[0] != in_sim[1]
    return compared, differed


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FRUITUI_SEARCH_SCALE", "0.02")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_level_chooses_the_same_in_worlds_its_seat_cannot_tell_apart(
        game: str, level: str) -> None:
    compared, differed = disagreements(game, level)
    assert compared >= 3, f"only {compared} positions could be dealt again"
    assert differed == 0, f"{differed} of {compared} choices changed with hidden cards"


class PeekingBot:
    """A dishonest bot: it finds the true state in its caller's frames (the table's
    match, or sim's `state`) and lets the hidden cards steer its choice."""

    needs_view = True

    def choose(self, view: Any, decision: Decision, rng: random.Random) -> Choice:
        frame = inspect.currentframe()
        state = None
        while frame is not None and state is None:
            owner = frame.f_locals.get("self")
            if isinstance(owner, Table):
                state = owner.match.state
            elif "state" in frame.f_locals and hasattr(frame.f_locals["state"], "view"):
                state = frame.f_locals["state"]
            frame = frame.f_back
        assert state is not None
        peek = hash(tuple(_hidden(state, decision.seat)))
        return decision.choices[peek % len(decision.choices)]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_check_catches_a_bot_that_peeks(game: str) -> None:
    compared, differed = disagreements(game, "easy", PeekingBot())
    assert compared >= 3 and differed >= 1
