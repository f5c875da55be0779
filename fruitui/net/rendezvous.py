"""Where tables meet their clients, and who a client is.

Each user's hosts put their sockets and public table cards in their own folder
`<base>/fruitui-<user>` (base: $FRUITUI_TABLES_DIR, else /tmp). The folder is
0755 and owned by that user, so everyone can find the cards and connect, and
nobody but its owner can put or replace anything in it. A socket is 0666:
connecting proves nothing; every client is known by the uid the kernel
reports for the connection (SO_PEERCRED). $XDG_RUNTIME_DIR is not used: it is
0700, so other users could not reach the socket.

A folder that is a symlink, or not owned by the user its name says, is refused.
"""

from __future__ import annotations

import json
import os
import pwd
import socket
import stat
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BASE_ENV = "FRUITUI_TABLES_DIR"
PREFIX = "fruitui-"


class RendezvousError(Exception):
    """A folder or card that cannot be trusted; the message says why."""


def base() -> Path:
    return Path(os.environ.get(BASE_ENV) or "/tmp")


def user_name(uid: int) -> str:
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return str(uid)


def uid_of(name: str) -> int | None:
    """The uid of the unix user called `name` on this box, if there is one."""
    try:
        return pwd.getpwnam(name).pw_uid
    except (KeyError, ValueError):
        return None


def check_folder(folder: Path, uid: int) -> None:
    """Refuse a folder that is a symlink, not a folder, not `uid`'s, or writable by others."""
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        raise RendezvousError(f"{folder} does not exist") from None
    if stat.S_ISLNK(info.st_mode):
        raise RendezvousError(f"{folder} is a symlink; refusing it (remove it and try again)")
    if not stat.S_ISDIR(info.st_mode):
        raise RendezvousError(f"{folder} is not a folder; refusing it")
    if info.st_uid != uid:
        raise RendezvousError(
            f"{folder} belongs to {user_name(info.st_uid)}, not {user_name(uid)}; refusing it")
    if info.st_mode & 0o022:
        raise RendezvousError(f"{folder} can be written by others; refusing it (chmod 755 it)")


def my_folder(create: bool = True) -> Path:
    """This user's rendezvous folder, made (0755) if missing, and checked."""
    uid = os.getuid()
    folder = base() / f"{PREFIX}{user_name(uid)}"
    if create:
        try:
            os.mkdir(folder, 0o755)
        except FileExistsError:
            pass
        except FileNotFoundError:
            # Not made here: made by one user, it would shut the others out.
            raise RendezvousError(
                f"the tables folder {folder.parent} does not exist: make it, writable by "
                f"everyone who hosts and sticky as /tmp is (mkdir -m 1777), or unset "
                f"{BASE_ENV}") from None
        else:
            os.chmod(folder, 0o755)  # whatever the umask
    check_folder(folder, uid)
    return folder


def socket_path(folder: Path, table_id: str) -> Path:
    return folder / f"{table_id}.sock"


def card_path(folder: Path, table_id: str) -> Path:
    return folder / f"{table_id}.json"


# -- table cards: what `fruitui tables` shows (no seed, no cards) --------------


def write_card(folder: Path, table_id: str, card: dict[str, Any]) -> None:
    path = card_path(folder, table_id)
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(json.dumps(card), encoding="utf-8")
    os.chmod(temporary, 0o644)
    os.replace(temporary, path)


def remove_card(folder: Path, table_id: str) -> None:
    for path in (card_path(folder, table_id), socket_path(folder, table_id)):
        try:
            path.unlink()
        except OSError:
            pass


@dataclass(frozen=True)
class Card:
    folder: Path
    data: dict[str, Any]

    @property
    def id(self) -> str:
        return str(self.data.get("id", ""))

    @property
    def socket(self) -> Path:
        return socket_path(self.folder, self.id)


def all_cards() -> tuple[list[Card], list[str]]:
    """Every table card on this box, and why any folder or card was skipped."""
    cards: list[Card] = []
    problems: list[str] = []
    root = base()
    try:
        folders = sorted(p for p in root.iterdir() if p.name.startswith(PREFIX))
    except OSError:
        return cards, problems
    for folder in folders:
        owner = uid_of(folder.name[len(PREFIX):])
        if owner is None:
            continue
        try:
            check_folder(folder, owner)
            paths = sorted(folder.glob("*.json"))
        except (RendezvousError, OSError) as error:
            problems.append(str(error))
            continue
        for path in paths:
            try:
                if os.lstat(path).st_uid != owner:
                    raise RendezvousError(f"{path} is not {user_name(owner)}'s; skipped")
                data = json.loads(path.read_text(encoding="utf-8"))
                if not isinstance(data, dict) or data.get("id") != path.stem:
                    raise RendezvousError(f"{path} is not a table card; skipped")
            except (OSError, ValueError, RendezvousError) as error:
                problems.append(str(error))
                continue
            cards.append(Card(folder, data))
    return cards, problems


def find_card(table_id: str) -> Card | None:
    for card in all_cards()[0]:
        if card.id == table_id:
            return card
    return None


# -- who is at the other end ---------------------------------------------------


def peer_uid(sock: socket.socket) -> int:
    """The uid of the process at the other end of a Unix socket, from the kernel."""
    raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", raw)
    return uid


def socket_answers(path: Path) -> bool:
    """Whether a host is listening on `path` (False for a stale socket file)."""
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    probe.settimeout(1.0)
    try:
        probe.connect(str(path))
    except OSError:
        return False
    finally:
        probe.close()
    return True
