"""The errors of the save store, and the lock on one game.

A lock is a file under locks/ held with flock while a table has the game
open. It is opened without following symlinks, only if it is a regular file
of the user's own (unless the folder is shared), and only then truncated.
"""

from __future__ import annotations

import os
import sys
from contextlib import suppress
from pathlib import Path

from fruitui.storage.safe_files import UnsafeFile, check_folder, open_regular, safe_text

if sys.platform == "win32":  # a platform check mypy follows, unlike an ImportError
    import msvcrt
else:
    import fcntl


class SaveError(Exception):
    """A save that cannot be used; the message names the file and says why.
    It never holds a control character, whatever the file's name or contents."""

    def __init__(self, message: str) -> None:
        super().__init__(safe_text(message, cap=1000))


class GameInUse(SaveError):
    """Another fruitui process has the game open."""


class GameFinished(SaveError):
    """The game is over: it can be replayed, not resumed."""


class GameLock:
    """An exclusive lock on one game, held while a table has it open.

    The operating system drops it when the process ends, however it ends.
    """

    def __init__(self, path: Path, game_id: str, shared: bool = False) -> None:
        self.path = path
        self.game_id = game_id
        self.shared = shared
        self._fd: int | None = None

    def acquire(self) -> GameLock:
        """Hold the lock; GameInUse if another fruitui does, SaveError if the lock file
        is not a regular file of the user's own (never followed, never truncated)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            check_folder(self.path.parent, self.shared)
            fd = self._open()
        except UnsafeFile as error:
            raise SaveError(f"cannot lock game {self.game_id}: {error}") from None
        except OSError as error:
            raise SaveError(f"cannot lock game {self.game_id}: {self.path}: "
                            f"{error.strerror or error}") from None
        if not _try_lock(fd):
            holder = os.read(fd, 32).decode(errors="replace").strip()
            os.close(fd)
            who = f" (process {holder})" if holder.isdigit() else ""
            raise GameInUse(f"game {self.game_id} is already open in another fruitui{who}; "
                            f"close that one first (lock: {self.path})")
        with suppress(OSError):  # a lock opened read-only (shared folder) keeps no pid
            os.ftruncate(fd, 0)
            os.write(fd, str(os.getpid()).encode())
        self._fd = fd
        return self

    def _open(self) -> int:
        flags = os.O_RDWR | os.O_CREAT
        try:
            return open_regular(self.path, flags, self.shared, 0o644)
        except UnsafeFile:
            if not self.shared or not os.path.lexists(self.path):
                raise
            # Another member's lock in a shared folder: flock works read-only too.
            return open_regular(self.path, os.O_RDONLY, self.shared)

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing drops the lock
            self._fd = None

    @property
    def held(self) -> bool:
        return self._fd is not None


def _try_lock(fd: int) -> bool:
    try:
        if sys.platform == "win32":
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True
