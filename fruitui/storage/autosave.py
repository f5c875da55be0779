"""Writing saves: the record of a table, atomic rewrites, and the Autosave listener.

A table's record is built where the choice was made (a snapshot of the table
then); the file is written by the game's save thread (save_thread.py), so the
fsyncs (about 12 ms a choice here) never hold up an event loop or a redraw.
A choice is durable once its ticket is done: `Table.choose` and hand-offs wait
for it before taking the next choice (table.py), and a host sends no one a
choice before it is on disk (net/host/server.py). A kill before that leaves
the game as it stood before the choice, which nobody but the person who made
it has seen.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fruitui.storage.lock import GameLock
from fruitui.storage.save_thread import SaveThread
from fruitui.table.seats import DEFAULT_LEVEL, Seat

if TYPE_CHECKING:
    from fruitui.storage.saves import Store
    from fruitui.table.local import Table

#: Version of the whole save file. A file with a higher number is refused.
SAVE_FORMAT = 1


def now_text() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def table_record(game_id: str, table: Table, started: str) -> dict[str, Any]:
    """The save record of a table as it stands now."""
    record = table.match.to_record()
    decision = table.decision
    record.update(
        format=SAVE_FORMAT, id=game_id,
        seats=[seat_record(s) for s in table.seats],
        started=started,
        updated=now_text(),
        finished=table.finished,
        to_move=None if decision is None else table.names[table.turn_owner() or 0],  # whose turn
        turn=None if decision is None else decision.turn,
        notes=list(table.notes),
        **({} if table.setup.bot_key is None else {"bot_key": table.setup.bot_key}),
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
    import json  # here, not at import: a start screen with no saves needs none of it

    fields = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in record.items()]
    return "{\n" + ",\n".join(fields) + "\n}\n"


def write_atomic(path: Path, text: str, shared: bool = False) -> None:
    """Replace `path` with `text` so that a crash leaves the old or the new file whole.
    (The rename replaces a symlink itself, never the file it points at.)"""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.", suffix=".tmp")
    try:
        if shared:
            os.fchmod(handle, 0o644)  # the others at a shared table may list it
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    fsync_dir(path.parent)


def fsync_dir(directory: Path) -> None:
    # Makes the rename itself durable; not possible on every platform.
    with suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


class Autosave:
    """Saves one game after every choice: a `Table` listener holding the game's lock.

    Each save is queued to the game's save thread; `flush()` waits for what is
    queued, `ticket`/`wait_async` let a host await one choice's save.
    """

    def __init__(self, store: Store, game_id: str, started: str, lock: GameLock) -> None:
        self.store = store
        self.game_id = game_id
        self.started = started
        self.lock = lock
        self.table: Table | None = None
        self._error: str | None = None
        self._heard = 0  # the last save thread outcome looked at
        #: Told about a failed save (once, until a save works again), on the
        #: thread that made the choice: at its next choice or flush.
        self.on_error: Callable[[str], None] | None = None
        self.writer = SaveThread(f"save {game_id}")

    @property
    def path(self) -> Path:
        return self.store.game_path(self.game_id)

    @property
    def error(self) -> str | None:
        """Why the last save failed (None: it worked), once every queued save is written."""
        self.flush()
        return self._error

    @property
    def ticket(self) -> int:
        """The ticket of the last save queued: durable once the save thread is past it."""
        return self.writer.submitted

    def attach(self, table: Table, waits: bool = True) -> None:
        """Save `table` after every choice. With `waits`, its next choice and
        hand-off wait for the last save; a host awaits each save itself instead
        (net/host/server.py), its loop free meanwhile."""
        self.table = table
        table.listeners.append(self)
        if waits:
            table.save_waits.append(self.flush)

    def __call__(self, table: Table) -> None:
        record = table_record(self.game_id, table, self.started)
        finished = table.finished
        self.writer.submit(lambda: self._write(record, finished))
        self._hear()

    def save(self, table: Table) -> None:
        """Save now, on this thread, after what is queued; OSError if it fails."""
        self.flush()
        self._write(table_record(self.game_id, table, self.started), table.finished)

    def flush(self) -> None:
        """Wait until every save queued so far is written (or has failed)."""
        self.writer.wait()
        self._hear()

    async def wait_async(self, ticket: int) -> None:
        """Await save `ticket`, the loop going on meanwhile; a failure is told as ever."""
        await self.writer.wait_async(ticket)
        self._hear()

    def _write(self, record: dict[str, Any], finished: bool) -> None:
        write_atomic(self.path, record_text(record), self.store.shared)
        if finished:
            # One rename: the finished game is in games/ or in history/, never half.
            self.store.history.mkdir(parents=True, exist_ok=True)
            os.replace(self.path, self.store.history_path(self.game_id))
            fsync_dir(self.store.history)

    def _hear(self) -> None:
        """Take in the save thread's last outcome, once."""
        ticket, error = self.writer.outcome
        if ticket == self._heard:
            return
        self._heard = ticket
        if error is None:
            self._error = None
            return
        if not isinstance(error, OSError):
            raise error  # a bug, not a full disk: as loud as on the caller's thread
        first = self._error is None
        self._error = f"Could not save game {self.game_id}: {error}"
        if first and self.on_error is not None:
            self.on_error(self._error)

    def close(self) -> None:
        """Write what is queued and let the game go. A finished game's lock file goes
        too (unlinked while held)."""
        self.writer.close()
        self._hear()
        if self.table is not None and self.table.finished and self.lock.held:
            with suppress(OSError):
                self.lock.path.unlink()
        self.lock.release()
