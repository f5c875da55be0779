"""Saved games: where they live, atomic writes, checked loads, locks and history.

Layout under the fruitui home (`FRUITUI_HOME`, else the user data directory):

    games/<id>.json     unfinished games, rewritten after every choice
    history/<id>.json   finished games, moved here by one atomic rename
    locks/<id>.lock     held (flock) by the one process playing that game

A save is the match record (seed + choices replay the game exactly) plus the
seats, times and the table's own log lines. A file that cannot be trusted is
refused with a message naming it, and is never overwritten or deleted.

No Textual here: the headless player and `fruitui resume --list` use it.
"""

from __future__ import annotations

import json
import os
from contextlib import suppress
import secrets
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .rules.base import BadOptions, IllegalChoice, freeze_choice
from .rules.catalog import GAMES
from .rules.match import Match
from .seats import CPU_LEVELS, DEFAULT_LEVEL, Seat
from .table import Table, TableSetup

#: Version of the whole save file. A file with a higher number is refused.
SAVE_FORMAT = 1
HOME_ENV = "FRUITUI_HOME"


class SaveError(Exception):
    """A save that cannot be used; the message names the file and says why."""


class GameInUse(SaveError):
    """Another fruitui process has the game open."""


class GameFinished(SaveError):
    """The game is over: it can be replayed, not resumed."""


def home() -> Path:
    """The fruitui home: `$FRUITUI_HOME`, else the platform's user data directory."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("fruitui", appauthor=False))


def now_text() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def fit(text: str, width: int) -> str:
    """`text` padded or cut to `width` columns (a cut shows '…')."""
    return f"{text:<{width}}" if len(text) <= width else text[: width - 1] + "…"


def short_time(text: str) -> str:
    """'2025-03-01T14:05:09+01:00' -> '2025-03-01 14:05' for lists."""
    return text[:16].replace("T", " ")


# -- what a save holds ---------------------------------------------------------


@dataclass
class SavedGame:
    """One save file's contents, checked."""

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
    path: Path | None = field(default=None, compare=False)

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
        return TableSetup(self.game, self.seats, self.seed, dict(self.options),
                          tuple(freeze_choice(c) for c in self.choices), self.notes)

    def match(self) -> Match:
        """The game rebuilt from seed + choices; SaveError if they do not replay."""
        try:
            return Match(self.game, self.names, self.seed, dict(self.options),
                         [freeze_choice(c) for c in self.choices])
        except (IllegalChoice, BadOptions) as error:
            raise SaveError(f"{self.path}: its choices do not replay ({error}); "
                            "the file was left as it is.") from None


def table_record(game_id: str, table: Table, started: str) -> dict[str, Any]:
    """The save record of a table as it stands now."""
    record = table.match.to_record()
    decision = table.decision
    record.update(
        format=SAVE_FORMAT,
        id=game_id,
        seats=[seat_record(s) for s in table.seats],
        started=started,
        updated=now_text(),
        finished=table.finished,
        to_move=None if decision is None else table.names[decision.seat],
        turn=None if decision is None else decision.turn,
        notes=list(table.notes),
    )
    result = table.result
    if result is not None:
        record["result"] = {"scores": list(result.scores), "winners": list(result.winners)}
    return record


def seat_record(seat: Seat) -> dict[str, Any]:
    """A seat as saved; the computer level only when it is not the default."""
    record: dict[str, Any] = {"name": seat.name, "computer": seat.computer}
    if seat.computer and seat.level != DEFAULT_LEVEL:
        record["level"] = seat.level
    return record


def record_text(record: dict[str, Any]) -> str:
    """JSON with one top-level field a line: readable, and the choices stay compact."""
    fields = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in record.items()]
    return "{\n" + ",\n".join(fields) + "\n}\n"


def parse_record(record: Any, path: Path) -> SavedGame:
    """Check every field a save needs; SaveError naming `path` for anything wrong."""

    def bad(why: str) -> SaveError:
        return SaveError(f"{path}: {why}; the file was left as it is.")

    if not isinstance(record, dict):
        raise bad("not a fruitui save (expected a JSON object)")
    version = record.get("format")
    if type(version) is not int:
        raise bad("not a fruitui save (no format version)")
    if version > SAVE_FORMAT:
        raise bad(f"written by a newer fruitui (save format {version}; "
                  f"this one reads up to {SAVE_FORMAT}) - upgrade fruitui to open it")
    kinds = {"id": str, "game": str, "seats": list, "seed": int, "options": dict,
             "choices": list, "started": str, "updated": str, "finished": bool}
    missing = [name for name in kinds if name not in record]
    if missing:
        raise bad(f"missing {', '.join(missing)}")
    for name, kind in kinds.items():
        if not isinstance(record[name], kind) or (kind is int and type(record[name]) is bool):
            raise bad(f"{name!r} should be {kind.__name__}")
    if record["id"] != path.stem:
        raise bad(f"it says it is game {record['id']!r}, not {path.stem!r}")
    if record["game"] not in GAMES:
        raise bad(f"it is for an unknown game {record['game']!r}")
    if not GAMES[record["game"]].playable:
        raise bad(f"{GAMES[record['game']].title} is not playable in this fruitui")
    seats = []
    for entry in record["seats"]:
        if not (isinstance(entry, dict) and isinstance(entry.get("name"), str)
                and isinstance(entry.get("computer"), bool)):
            raise bad("a seat should have a name and say whether the computer plays it")
        level = entry.get("level", DEFAULT_LEVEL)  # saves before levels: normal
        if level not in CPU_LEVELS:
            raise bad(f"a seat has an unknown computer level {level!r}")
        seats.append(Seat(entry["name"], entry["computer"], level))
    if not seats:
        raise bad("it has no seats")
    notes = record.get("notes", [])
    to_move = record.get("to_move")
    if not (isinstance(notes, list) and all(isinstance(n, str) for n in notes)):
        raise bad("'notes' should be a list of lines")
    winners: tuple[str, ...] = ()
    result = record.get("result")
    if isinstance(result, dict) and isinstance(result.get("winners"), list):
        winners = tuple(seats[w].name for w in result["winners"]
                        if type(w) is int and 0 <= w < len(seats))
    return SavedGame(
        id=record["id"], game=record["game"], seats=tuple(seats), seed=record["seed"],
        options=record["options"], choices=record["choices"], started=record["started"],
        updated=record["updated"], finished=record["finished"],
        to_move=to_move if isinstance(to_move, str) else None, notes=tuple(notes),
        winners=winners, path=path,
    )


def load(path: Path) -> SavedGame:
    """Read and check one save file."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"{path}: cannot be read ({error}); the file was left as it is.") from None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        why = "empty" if not text.strip() else f"truncated or not JSON ({error})"
        raise SaveError(f"{path}: {why}; the file was left as it is.") from None
    return parse_record(record, path)


# -- writing -----------------------------------------------------------------------


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves the old or the new file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(directory: Path) -> None:
    # Makes the rename itself durable; not possible on every platform.
    with suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# -- locks ----------------------------------------------------------------------


class GameLock:
    """An exclusive lock on one game, held while a table has it open.

    The operating system drops it when the process ends, however it ends.
    """

    def __init__(self, path: Path, game_id: str) -> None:
        self.path = path
        self.game_id = game_id
        self._fd: int | None = None

    def acquire(self) -> GameLock:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        if not _try_lock(fd):
            holder = os.read(fd, 32).decode(errors="replace").strip()
            os.close(fd)
            who = f" (process {holder})" if holder.isdigit() else ""
            raise GameInUse(f"game {self.game_id} is already open in another fruitui{who}; "
                            f"close that one first (lock: {self.path})")
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        self._fd = fd
        return self

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing drops the lock
            self._fd = None

    @property
    def held(self) -> bool:
        return self._fd is not None


def _try_lock(fd: int) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


# -- the store -------------------------------------------------------------------


class Store:
    """Every save under one fruitui home."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else home()
        self.games = self.root / "games"
        self.history = self.root / "history"
        self.locks = self.root / "locks"

    def game_path(self, game_id: str) -> Path:
        return self.games / f"{game_id}.json"

    def history_path(self, game_id: str) -> Path:
        return self.history / f"{game_id}.json"

    def lock(self, game_id: str) -> GameLock:
        return GameLock(self.locks / f"{game_id}.lock", game_id).acquire()

    def new_id(self) -> str:
        while True:
            game_id = secrets.token_hex(3)
            used = (self.game_path(game_id), self.history_path(game_id),
                    self.locks / f"{game_id}.lock")
            if not any(path.exists() for path in used):
                return game_id

    def tidy(self) -> None:
        """Delete temporaries left by writes that were killed, for games nobody has open."""
        if not self.games.is_dir():
            return
        for stale in self.games.glob(".*.tmp"):
            game_id = stale.name.split(".")[1]
            try:
                lock = self.lock(game_id)
            except (GameInUse, OSError):
                continue  # someone is writing it: their temporary, not ours
            with suppress(OSError):
                stale.unlink()
            lock.release()

    # -- listing --

    def _files(self, directory: Path) -> Iterator[Path]:
        if directory.is_dir():
            # Dot files are half-written temporaries of an interrupted write.
            yield from (p for p in directory.glob("*.json") if not p.name.startswith("."))

    def scan(self, finished: bool) -> tuple[list[SavedGame], list[SaveError]]:
        """Unfinished (or finished) games, newest first, and the files that are refused."""
        games: list[SavedGame] = []
        problems: list[SaveError] = []
        seen: set[str] = set()
        for path in self._files(self.history if finished else self.games):
            try:
                saved = load(path)
                saved.match()  # offer only games that replay (milliseconds each)
            except SaveError as error:
                problems.append(error)
                continue
            games.append(saved)
            seen.add(saved.id)
        if finished:
            # A game whose move to history was cut short is finished too.
            for path in self._files(self.games):
                with suppress(SaveError):
                    saved = load(path)
                    if saved.finished and saved.id not in seen:
                        games.append(saved)
        games = [g for g in games if g.finished == finished]
        games.sort(key=lambda g: g.updated, reverse=True)
        return games, problems

    def unfinished(self) -> list[SavedGame]:
        return self.scan(finished=False)[0]

    def find(self, game_id: str) -> Path | None:
        """The save file of a game: finished history first, then unfinished games."""
        if not game_id or not all(c.isalnum() or c in "-_" for c in game_id):
            return None
        for path in (self.history_path(game_id), self.game_path(game_id)):
            if path.exists():
                return path
        return None

    def load(self, game_id: str) -> SavedGame:
        path = self.find(game_id)
        if path is None:
            raise SaveError(f"no saved game {game_id!r} in {self.root}")
        return load(path)

    # -- playing --

    def create(self) -> Autosave:
        """A new game's autosave (written from its first choice on)."""
        self.tidy()
        game_id = self.new_id()
        return Autosave(self, game_id, now_text(), self.lock(game_id))

    def resume(self, game_id: str) -> tuple[TableSetup, Autosave]:
        """Lock an unfinished game and check it fully; then a table can be opened."""
        path = self.find(game_id)
        if path is None:
            raise SaveError(f"no saved game {game_id!r} in {self.root}")
        if path.parent == self.history:
            raise GameFinished(f"game {game_id} is finished; watch it again with "
                               f"`fruitui replay {game_id}`")
        lock = self.lock(game_id)  # first: nobody else may write it while we read
        try:
            saved = self.load(game_id)
            if saved.finished:
                raise GameFinished(f"game {game_id} is finished; watch it again with "
                                   f"`fruitui replay {game_id}`")
            saved.match()  # the choices must replay before anyone plays on
            for stale in self.games.glob(f".{game_id}.*.tmp"):
                with suppress(OSError):
                    stale.unlink()  # left by a killed write; we hold the lock
        except BaseException:
            lock.release()
            raise
        return saved.setup(), Autosave(self, game_id, saved.started, lock)


class Autosave:
    """Saves one game after every choice: a `Table` listener holding the game's lock."""

    def __init__(self, store: Store, game_id: str, started: str, lock: GameLock) -> None:
        self.store = store
        self.game_id = game_id
        self.started = started
        self.lock = lock
        self.table: Table | None = None
        self.error: str | None = None
        #: Told about a failed save (once, until a save works again).
        self.on_error: Callable[[str], None] | None = None

    @property
    def path(self) -> Path:
        return self.store.game_path(self.game_id)

    def attach(self, table: Table) -> None:
        self.table = table
        table.listeners.append(self)

    def __call__(self, table: Table) -> None:
        try:
            self.save(table)
        except OSError as error:
            first = self.error is None
            self.error = f"Could not save game {self.game_id}: {error}"
            if first and self.on_error is not None:
                self.on_error(self.error)
        else:
            self.error = None

    def save(self, table: Table) -> None:
        record = table_record(self.game_id, table, self.started)
        write_atomic(self.path, record_text(record))
        if table.finished:
            # One rename: the finished game is in games/ or in history/, never half.
            self.store.history.mkdir(parents=True, exist_ok=True)
            os.replace(self.path, self.store.history_path(self.game_id))
            _fsync_dir(self.store.history)

    def close(self) -> None:
        """Let the game go. A finished game's lock file goes too (unlinked while held)."""
        if self.table is not None and self.table.finished and self.lock.held:
            with suppress(OSError):
                self.lock.path.unlink()
        self.lock.release()
