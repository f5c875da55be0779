"""Saved games: where they live, checked loads, locks and history (writing them:
autosave.py).

Layout under the fruitui home (`FRUITUI_HOME`, else the user data directory):

    games/<id>.json     unfinished games, rewritten after every choice
    history/<id>.json   finished games, moved here by one atomic rename
    locks/<id>.lock     held (flock) by the one process playing that game
    cache/              card data parsed from the assets (rules/data.py) and Textual's
                        parsed CSS (css_kept.py): safe to delete

A save is the match record (seed + choices replay the game exactly) plus the
seats, times and the table's own log lines. A file that cannot be trusted is
refused with a message naming it, and is never overwritten or deleted.

No Textual here: the headless player and `fruitui resume --list` use it.
"""

from __future__ import annotations

import os
from contextlib import suppress
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from msgspec import Struct

from fruitui.storage.autosave import (SAVE_FORMAT, Autosave, now_text, record_text, seat_record,
                              table_record, write_atomic)
from fruitui.games.base import BadOptions, IllegalChoice, freeze_choice
from fruitui.games.registry import GAMES
from fruitui.storage.safe_files import (UnsafeFile, folder_is_shared, read_capped, safe_text,
                                        valid_id)
from fruitui.storage.folders import check_store_folders
from fruitui.storage.lock import GameFinished, GameInUse, GameLock, SaveError
from fruitui.storage.checks import (bot_key_problem, choices_problem, format_problem, notes_problem,
                                    options_problem, seed_problem, text_problem)
from fruitui.table.seats import CPU_LEVELS, DEFAULT_LEVEL, BadSeats, Seat, check_seats

if TYPE_CHECKING:  # the start screen reads the saves before any table is built
    from fruitui.games.match import Match
    from fruitui.table.local import TableSetup

__all__ = [
    "SAVE_FORMAT", "HOME_ENV", "MAX_SAVE_BYTES", "SaveError", "GameInUse", "GameFinished",
    "GameLock", "SavedGame", "Store", "Autosave", "home", "load", "parse_record",
    "record_text", "table_record", "seat_record", "write_atomic", "fit", "short_time",
    "now_text",
]

HOME_ENV = "FRUITUI_HOME"
CARD_CACHE = "cache"  # the home's folder for parsed card data and CSS
#: No save fruitui writes comes near this; a bigger "save" is not read at all.
MAX_SAVE_BYTES = 4 * 1024 * 1024


def home() -> Path:
    """The fruitui home: `$FRUITUI_HOME`, else the platform's user data directory."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("fruitui", appauthor=False))


def fit(text: str, width: int) -> str:
    """`text` padded or cut to `width` columns (a cut shows '…')."""
    return f"{text:<{width}}" if len(text) <= width else text[: width - 1] + "…"


def short_time(text: str) -> str:
    """'2025-03-01T14:05:09+01:00' -> '2025-03-01 14:05' for lists."""
    return text[:16].replace("T", " ")


# -- what a save holds ---------------------------------------------------------


class SavedGame(Struct):
    """One save file's contents, checked (a Struct: see rules/records.py)."""

    id: str
    game: str
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any]
    choices: list[Any]
    started: str
    updated: str
    finished: bool = False
    to_move: str | None = None
    notes: tuple[str, ...] = ()
    winners: tuple[str, ...] = ()
    path: Path | None = None  # where it was read from
    bot_key: str | None = None  # none in a seeded game's save (secret_deal.py)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def title(self) -> str:
        return GAMES[self.game].title

    def players_text(self) -> str:
        return ", ".join(f"{s.name} (cpu)" if s.computer else s.name for s in self.seats)

    def list_line(self) -> str:
        """One line for `fruitui resume --list` / `replay --list`."""
        if self.finished:
            state = "won by " + " and ".join(self.winners) if self.winners else "finished"
        else:
            state = f"{self.to_move}'s turn" if self.to_move else ""
        return (f"{self.id:<8}{fit(self.title, 22)}  {fit(self.players_text(), 40)}  "
                f"{short_time(self.started)}  {state}").rstrip()

    def setup(self) -> TableSetup:
        from fruitui.table.local import TableSetup

        return TableSetup(self.game, self.seats, self.seed, dict(self.options),
                          tuple(freeze_choice(c) for c in self.choices), self.notes, self.bot_key)

    def match(self) -> Match:
        """The game rebuilt from seed + choices; SaveError if they do not replay."""
        from fruitui.games.match import Match

        try:
            return Match(self.game, self.names, self.seed, dict(self.options),
                         [freeze_choice(c) for c in self.choices])
        except (IllegalChoice, BadOptions) as error:
            raise SaveError(f"{self.path}: its choices do not replay ({error}); "
                            "the file was left as it is.") from None
        except Exception as error:  # the shape checks passed, yet the rules choked
            raise SaveError(f"{self.path}: its choices do not replay "
                            f"({type(error).__name__}); the file was left as it is.") from None

    def replayed(self) -> Match:
        """The match, with `finished`, `to_move` and `winners` taken from it: what a
        file says about them is never believed (it could unlock hidden cards)."""
        match = self.match()
        self.finished = match.finished
        decision = match.decision
        self.to_move = None if decision is None else self.names[decision.seat]
        result = match.state.result()
        self.winners = () if result is None else tuple(self.names[w] for w in result.winners)
        return match


def parse_record(record: Any, path: Path) -> SavedGame:
    """Check every field a save needs; SaveError naming `path` for anything wrong."""

    def bad(why: str) -> SaveError:
        return SaveError(f"{path}: {why}; the file was left as it is.")

    if not isinstance(record, dict):
        raise bad("not a fruitui save (expected a JSON object)")
    why = format_problem(record.get("format"), SAVE_FORMAT)
    if why:
        raise bad(why)
    kinds = {"id": str, "game": str, "seats": list, "seed": int, "options": dict,
             "choices": list, "started": str, "updated": str, "finished": bool}
    missing = [name for name in kinds if name not in record]
    if missing:
        raise bad(f"missing {', '.join(missing)}")
    for name, kind in kinds.items():
        if not isinstance(record[name], kind) or (kind is int and type(record[name]) is bool):
            raise bad(f"{name!r} should be {kind.__name__}")
    if record["id"] != path.stem or not valid_id(record["id"]):
        raise bad(f"it says it is game {record['id']!r:.80}, not {path.stem!r:.80}")
    if record["game"] not in GAMES:
        raise bad(f"it is for an unknown game {record['game']!r:.80}")
    if not GAMES[record["game"]].playable:
        raise bad(f"{GAMES[record['game']].title} is not playable in this fruitui")
    info = GAMES[record["game"]]
    seats = []
    for entry in record["seats"][: info.max_players + 1]:
        if not (isinstance(entry, dict) and isinstance(entry.get("name"), str)
                and isinstance(entry.get("computer"), bool)):
            raise bad("a seat should have a name and say whether the computer plays it")
        level = entry.get("level", DEFAULT_LEVEL)  # saves before levels: normal
        if level not in CPU_LEVELS:
            raise bad(f"a seat has an unknown computer level {safe_text(str(level), cap=20)!r}")
        seats.append(Seat(entry["name"], entry["computer"], level))
    if not info.min_players <= len(record["seats"]) <= info.max_players:
        raise bad(f"{info.title} is for {info.min_players}-{info.max_players} players, "
                  f"not {len(record['seats'])}")
    try:
        check_seats(seats)  # exactly what `--players` must pass
    except BadSeats as error:
        raise bad(f"its seats are not valid: {error}") from None
    why = (seed_problem(record["seed"]) or options_problem(record["options"])
           or choices_problem(record["choices"]) or text_problem("started", record["started"])
           or text_problem("updated", record["updated"])
           or notes_problem(record.get("notes", [])) or bot_key_problem(record.get("bot_key")))
    if why:
        raise bad(why)
    # "finished", "to_move" and "result" are for people reading the file:
    # SavedGame.replayed() works them out from the choices.
    return SavedGame(
        id=record["id"], game=record["game"], seats=tuple(seats), seed=record["seed"],
        options=record["options"], choices=record["choices"], started=record["started"],
        updated=record["updated"], notes=tuple(record.get("notes", [])), path=path,
        bot_key=record.get("bot_key"))


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number fruitui writes")


def load(path: Path, shared: bool | None = None) -> SavedGame:
    """Read and check one save file, and replay it (which says if it is finished).
    Only a regular file of the user's own (unless the folder is `shared`) is read."""
    if shared is None:
        shared = folder_is_shared(path.parent.parent)
    try:
        text = read_capped(path, MAX_SAVE_BYTES, shared).decode("utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except UnsafeFile as error:
        raise SaveError(f"{error}; the file was left as it is.") from None
    except UnicodeDecodeError as error:
        raise SaveError(f"{path}: cannot be read ({error}); the file was left as it is.") from None
    import json

    try:
        record = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        why = "empty" if not text.strip() else f"truncated or not JSON ({error})"
        raise SaveError(f"{path}: {why}; the file was left as it is.") from None
    except RecursionError:
        raise SaveError(f"{path}: nested far too deep to be a save; "
                        "the file was left as it is.") from None
    except ValueError as error:  # e.g. a number with thousands of digits
        raise SaveError(f"{path}: not a fruitui save ({error}); "
                        "the file was left as it is.") from None
    saved = parse_record(record, path)
    saved.replayed()
    return saved


# -- the store -------------------------------------------------------------------


class Store:
    """Every save under one fruitui home."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else home()
        self.games = self.root / "games"
        self.history = self.root / "history"
        self.locks = self.root / "locks"
        self.shared = folder_is_shared(self.root)

    def check_folders(self) -> None:
        """SaveError if the home or one of its folders is not to be trusted."""
        try:
            check_store_folders(self.root, (self.games, self.history, self.locks), self.shared)
        except UnsafeFile as error:
            raise SaveError(f"{error}; nothing in it was opened") from None

    def game_path(self, game_id: str) -> Path:
        return self.games / f"{game_id}.json"

    def history_path(self, game_id: str) -> Path:
        return self.history / f"{game_id}.json"

    def lock(self, game_id: str) -> GameLock:
        if not valid_id(game_id):
            raise SaveError(f"{game_id!r:.80} is not a game id")
        self.check_folders()
        return GameLock(self.locks / f"{game_id}.lock", game_id, self.shared).acquire()

    def new_id(self) -> str:
        while True:
            game_id = new_token()
            used = (self.game_path(game_id), self.history_path(game_id),
                    self.locks / f"{game_id}.lock")
            if not any(os.path.lexists(path) for path in used):
                return game_id

    def tidy(self) -> None:
        """Delete temporaries left by writes that were killed, for games nobody has open."""
        if not self.games.is_dir():
            return
        for stale in self.games.glob(".*.tmp"):
            game_id = stale.name.split(".")[1]
            try:
                lock = self.lock(game_id)
            except (SaveError, OSError):
                continue  # someone is writing it: their temporary, not ours
            with suppress(OSError):
                stale.unlink()
            lock.release()

    # -- listing --

    def _files(self, directory: Path) -> Iterator[Path]:
        self.check_folders()
        if directory.is_dir():
            # Dot files are half-written temporaries of an interrupted write.
            yield from sorted(p for p in directory.glob("*.json") if not p.name.startswith("."))

    def scan(self, finished: bool) -> tuple[list[SavedGame], list[SaveError]]:
        """Unfinished (or finished) games, newest first, and the files that are refused.
        Every file is loaded, checked and replayed (milliseconds each): one bad
        file is one problem, never the end of the list."""
        games: list[SavedGame] = []
        problems: list[SaveError] = []
        seen: set[str] = set()
        try:
            for path in self._files(self.history if finished else self.games):
                try:
                    saved = load(path, self.shared)
                except SaveError as error:
                    problems.append(error)
                    continue
                games.append(saved)
                seen.add(saved.id)
            if finished:
                # A game whose move to history was cut short is finished too.
                for path in self._files(self.games):
                    with suppress(SaveError):
                        saved = load(path, self.shared)
                        if saved.finished and saved.id not in seen:
                            games.append(saved)
        except SaveError as error:  # the folder itself is not to be trusted
            problems.append(error)
        except OSError as error:
            problems.append(SaveError(f"{self.root}: cannot be listed "
                                      f"({error.strerror or error})"))
        games = [g for g in games if g.finished == finished]
        games.sort(key=lambda g: g.updated, reverse=True)
        return games, problems

    def unfinished(self) -> list[SavedGame]:
        return self.scan(finished=False)[0]

    def find(self, game_id: str) -> Path | None:
        """The save file of a game: finished history first, then unfinished games."""
        if not valid_id(game_id):
            return None  # checked before any file is touched: no odd or overlong names
        for path in (self.history_path(game_id), self.game_path(game_id)):
            if os.path.lexists(path):  # a symlink is found, then refused by `load`
                return path
        return None

    def load(self, game_id: str) -> SavedGame:
        self.check_folders()
        path = self.find(game_id)
        if path is None:
            raise SaveError(f"no saved game {game_id!r:.80} in {self.root}")
        return load(path, self.shared)

    # -- playing --

    def create(self) -> Autosave:
        """A new game's autosave (written from its first choice on). OSError if the
        game cannot be saved here: the table is still played, unsaved."""
        self.tidy()
        game_id = self.new_id()
        try:
            return Autosave(self, game_id, now_text(), self.lock(game_id))
        except SaveError as error:
            raise OSError(str(error)) from None

    def resume(self, game_id: str) -> tuple[TableSetup, Autosave]:
        """Lock an unfinished game and check it fully; then a table can be opened."""
        self.check_folders()
        path = self.find(game_id)
        if path is None:
            raise SaveError(f"no saved game {game_id!r:.80} in {self.root}")
        if path.parent == self.history:
            raise GameFinished(f"game {game_id} is finished; watch it again with "
                               f"`fruitui replay {game_id}`")
        lock = self.lock(game_id)  # first: nobody else may write it while we read
        try:
            saved = self.load(game_id)  # the choices replay, or it is refused
            if saved.finished:
                raise GameFinished(f"game {game_id} is finished; watch it again with "
                                   f"`fruitui replay {game_id}`")
            for stale in self.games.glob(f".{game_id}.*.tmp"):
                with suppress(OSError):
                    stale.unlink()  # left by a killed write; we hold the lock
        except BaseException:
            lock.release()
            raise
        return saved.setup(), Autosave(self, game_id, saved.started, lock)


def new_token() -> str:
    """Six random hex digits: secrets.token_hex(3)'s bytes, without its hashlib import."""
    return os.urandom(3).hex()
