"""The rules contract every game implements.

A game is a `GameRules` object (its name, player limits, options) that makes a
`GameState`. The state says which `Decision` is pending, applies a choice,
gives the view one seat (or a spectator) may see, and when finished, the
`Result`. Everything here is synchronous and pure: no UI, no I/O beyond the
game's own card data. Randomness comes from the seed held in the state, so
the seed plus the list of choices replays a game exactly.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, runtime_checkable

from msgspec import Struct

if TYPE_CHECKING:  # game_options imports BadOptions from here
    from fruitui.games.game_options import GameOption

#: A choice is a small JSON-friendly value: an int, a str, or a tuple of them.
#: Save files store lists; `freeze_choice` turns them back into tuples.
Choice = Hashable

#: The seat number of a spectator view: sees only what is public.
SPECTATOR: None = None


class IllegalChoice(ValueError):
    """A choice that is not legal now. The message is readable by a person."""


class BadOptions(ValueError):
    """Game options or seats that the game cannot be set up with."""


class Decision(NamedTuple):
    """What the game waits for: one seat picks one of `choices`.

    `turn` counts turns; choices by the same seat in the same turn may be
    undone together (unless one of them revealed something). A NamedTuple,
    not a frozen dataclass: it is made once per decision, and a frozen
    dataclass costs several times more to build on that hot path.
    """

    seat: int
    kind: str
    prompt: str
    choices: tuple[Choice, ...]
    turn: int = 0


class Result(Struct, frozen=True):
    """The end of a game, explained.

    `rows` is a score table: a label and one value per seat (None = blank).
    `notes` are sentences that explain how the scores came about.
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    rows: tuple[tuple[str, tuple[int | None, ...]], ...] = ()
    notes: tuple[str, ...] = ()
    tiebreak: str = ""
    unit: str = "points"  # what the scores count, for "Ann wins with 12 points"


class GameInfo(Struct, frozen=True):
    """A game's spec: what a menu needs to know without importing its rules, and
    where each of its parts lives.

    The parts are references, "module:attribute" (`module` and `search`: a
    module), imported only when used (`catalog.resolve`), so listing games
    imports no game. "" where the game has no such part.
    """

    name: str
    title: str
    min_players: int
    max_players: int
    playable: bool
    module: str = ""  # the rules module: its RULES is the GameRules
    blurb: str = ""
    options: tuple[GameOption, ...] = ()  # the table options a person may set
    greedy_bot: str = ""  # the easy level's bot class; "": random choices
    search: str = ""  # the determinizer module of normal and hard (its BUDGET); "": greedy
    # A search of the game's own for normal and hard ("module:function" building the
    # bot from iterations, budget and level); "": ISMCTS over `search`'s worlds.
    search_bot: str = ""
    board: str = ""  # the drawn board widget class; "": the plain menu board
    score_screen: str = ""  # a ScoreScreen subclass of its own; "": the generic one
    cards_screen: str = ""  # the card reference screen its board opens
    # How its long menus group on screen ("module:function" giving each choice's
    # group, ui/widgets/menu_groups.py); "": by the labels alone.
    menu_groups: str = ""
    # Worlds inside a decision its determinizer does not deal, for OpenSpiel's
    # resample_from_infostate ("module:function", fruitui/openspiel/reshuffle.py).
    reshuffle: str = ""
    score_pad: str = ""  # `fruitui score`'s module: parse(data) and format(pad, sheet)
    help: str = ""  # the rules reference, a file in fruitui/assets/help/
    winner_starts_again: bool = False  # "play again" seats the last winner first
    # At a hosted table (each seat at its own screen): options it plays by where
    # the table leaves them unset (or at their default, from the start screen),
    # and the function giving the decisions it asks every seat at once.
    hosted_options: tuple[tuple[str, str], ...] = ()
    asked_at_once: str = ""


@runtime_checkable
class GameState(Protocol):
    """One game in progress. Mutated in place by `apply`."""

    seed: int
    names: tuple[str, ...]

    def decision(self) -> Decision | None:
        """The pending decision, or None once the game is over."""

    def apply(self, choice: Choice) -> None:
        """Apply a legal choice; raise IllegalChoice for any other."""

    def view(self, seat: int | None, prose: bool = True) -> Any:
        """Everything `seat` may see (None: a spectator). Holds no other secret.

        `prose=False` is for bots: the same view without the sentences a person
        reads (the log, prompts), which cost more to build than bots can use.
        """

    def result(self) -> Result | None:
        """The result once the game is over, else None."""

    def describe(self, choice: Choice) -> str:
        """A short, readable label for one of the current legal choices."""

    def reveals(self, choice: Choice) -> bool:
        """Whether applying this choice now would show hidden information."""


class GameRules(Protocol):
    """A game: makes new states from seats, a seed and options."""

    info: GameInfo

    def new_state(
        self, names: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
    ) -> GameState: ...


class OptionlessRules:
    """The rules object of a game whose only option is who starts ("first")."""

    def __init__(self, info: GameInfo, state_class: type) -> None:
        self.info = info
        self.state_class = state_class

    def new_state(
        self, names: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
    ) -> GameState:
        options = dict(options or {})
        first = first_seat(options.pop("first", 0), len(names))
        if options:
            raise BadOptions(f"{self.info.title} takes no options but 'first' "
                             f"(got {', '.join(options)}).")
        return self.state_class(names, seed, first)


def outcome(state: GameState) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """A finished game's (scores, winners), as `state.result()` gives them.

    A state may offer `outcome()` to give these without the wording of a
    `Result` (rows, notes), which only a person reads: simulations ask this."""
    quick = getattr(state, "outcome", None)
    if quick is not None:
        return quick()
    result = state.result()
    return None if result is None else (result.scores, result.winners)


def first_seat(value: Any, players: int) -> int:
    """The game option "first": the seat number of the starting player."""
    if type(value) is not int or not 0 <= value < max(players, 1):
        raise BadOptions(f"'first' must be a seat number from 0 to {players - 1}.")
    return value


def freeze_choice(value: Any) -> Choice:
    """Turn a choice read from JSON (lists) back into its hashable form."""
    if isinstance(value, list):
        return tuple(freeze_choice(v) for v in value)
    return value


def check_seat_count(info: GameInfo, count: int) -> None:
    """Raise BadOptions when a game cannot be played by `count` seats."""
    if not info.min_players <= count <= info.max_players:
        raise BadOptions(
            f"{info.title} is for {info.min_players}–{info.max_players} players, not {count}."
        )
