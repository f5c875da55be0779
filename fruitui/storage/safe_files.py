"""Reading files a careless or hostile user may have put in our way.

Every file fruitui reads from its data folder or a score pad goes through here:
only regular files are opened (never a FIFO, a device or a symlink), the size
read is capped, and in the data folder only the user's own files are trusted,
unless the user has declared the folder shared. Messages made from file names
or contents never carry a control character to the terminal.

No Textual here.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path

#: Set to 1 (or yes/true) to play from a folder other users write to as well.
SHARED_ENV = "FRUITUI_SHARED"
#: ... or put a file of this name in the fruitui home.
SHARED_MARKER = "SHARED"
#: A game id: what `Store.new_id` makes, with room for hand-made ones.
ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,64}")
#: Cut messages about a file's contents to this many characters.
MESSAGE_CAP = 400


class UnsafeFile(OSError):
    """A file or folder fruitui will not open; the message names it and says why."""


def valid_id(text: str) -> bool:
    return ID_PATTERN.fullmatch(text) is not None


def safe_text(text: str, cap: int = MESSAGE_CAP) -> str:
    """`text` on one line, every character that cannot be shown escaped, cut to `cap`."""
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return text if len(text) <= cap else text[: cap - 1] + "…"


def folder_is_shared(root: Path) -> bool:
    """Whether the user said other users share this fruitui home."""
    if os.environ.get(SHARED_ENV, "").strip().lower() in ("1", "yes", "true", "on"):
        return True
    try:
        return stat.S_ISREG(os.stat(root / SHARED_MARKER, follow_symlinks=False).st_mode)
    except OSError:
        return False


def _shared_hint() -> str:
    return (f"if other users share this folder on purpose, set {SHARED_ENV}=1 "
            f"(or put a file named {SHARED_MARKER} in the fruitui home)")


def check_owner(path: Path, info: os.stat_result, shared: bool) -> None:
    """Refuse a file or folder that is not the user's own, or that others may write."""
    if shared or not hasattr(os, "getuid"):
        return
    what = "folder" if stat.S_ISDIR(info.st_mode) else "file"
    if info.st_uid != os.getuid():
        raise UnsafeFile(f"{safe_text(str(path))}: this {what} belongs to another user "
                         f"(uid {info.st_uid}), so fruitui does not trust it; {_shared_hint()}")
    others_write = info.st_mode & stat.S_IWOTH
    group_write = info.st_mode & stat.S_IWGRP and info.st_gid != os.getgid()
    if others_write or group_write:
        raise UnsafeFile(f"{safe_text(str(path))}: this {what} can be changed by other users, "
                         f"so fruitui does not trust it; {_shared_hint()}")


def check_folder(path: Path, shared: bool) -> bool:
    """False if `path` does not exist; UnsafeFile if it is no folder or not trusted."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return False
    except OSError as error:
        raise UnsafeFile(f"{safe_text(str(path))}: cannot be opened "
                         f"({error.strerror or error})") from None
    if not stat.S_ISDIR(info.st_mode):
        raise UnsafeFile(f"{safe_text(str(path))}: should be a folder, but is not")
    check_owner(path, info, shared)
    return True


def kind_of(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"),
                       (stat.S_ISSOCK, "a socket"), (stat.S_ISLNK, "a symlink")):
        if test(mode):
            return name
    return "not a regular file"


def open_regular(path: Path, flags: int, shared: bool | None, mode: int = 0o644,
                 follow: bool = False) -> int:
    """A file descriptor on `path`, a regular file; never blocks on a FIFO, and never
    follows a symlink unless `follow`. `shared` None: do not check the owner."""
    flags |= 0 if follow else getattr(os, "O_NOFOLLOW", 0)
    flags |= getattr(os, "O_NONBLOCK", 0)
    flags |= getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    shown = safe_text(str(path))
    try:
        fd = os.open(path, flags, mode)
    except FileNotFoundError:
        raise
    except OSError as error:
        if error.errno == errno.ELOOP or (error.errno == errno.EMLINK and path.is_symlink()):
            raise UnsafeFile(f"{shown}: is a symlink; fruitui opens only regular files "
                             "here") from None
        try:
            kind = kind_of(os.lstat(path).st_mode)
        except OSError:
            kind = ""
        if kind and kind != "not a regular file":
            raise UnsafeFile(f"{shown}: is {kind}, not a regular file") from None
        raise UnsafeFile(f"{shown}: cannot be opened ({error.strerror or error})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnsafeFile(f"{shown}: is {kind_of(info.st_mode)}, not a regular file")
        if shared is not None:
            check_owner(path, info, shared)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_capped(path: Path, cap: int, shared: bool | None, follow: bool = False) -> bytes:
    """The bytes of a regular file of at most `cap` bytes (UnsafeFile otherwise)."""
    fd = open_regular(path, os.O_RDONLY, shared, follow=follow)
    try:
        if os.fstat(fd).st_size > cap:
            raise UnsafeFile(f"{safe_text(str(path))}: too large to be what it should be "
                             f"(over {cap // 1024} KiB)")
        chunks: list[bytes] = []
        left = cap + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except BlockingIOError:
        raise UnsafeFile(f"{safe_text(str(path))}: cannot be read now (it would block)") from None
    except OSError as error:
        if isinstance(error, UnsafeFile):
            raise
        raise UnsafeFile(f"{safe_text(str(path))}: cannot be read "
                         f"({error.strerror or error})") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > cap:  # it grew while we read it
        raise UnsafeFile(f"{safe_text(str(path))}: too large to be what it should be "
                         f"(over {cap // 1024} KiB)")
    return data
