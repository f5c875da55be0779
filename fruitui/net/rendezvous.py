"""Where tables meet their clients, and who a client is.

Each user's hosts put their sockets and public table cards in a folder of
their own under the base ($FRUITUI_TABLES_DIR, else /tmp): `fruitui-<user>`,
or, when that name is taken by something that is not theirs (another user
made it first: a folder, a file, a symlink), an unguessable
`fruitui-<user>.<random>` they make themselves. A folder counts only as the
user who owns it (the kernel's word, not its name): its name must be
`fruitui-<owner>` or `fruitui-<owner>.…`, and it must be a real folder,
0755, writable by nobody else. So nobody can squat a user's tables, and
nobody can put a card or a socket where a client looks for another user's.

A card is trusted only in a folder of the user it names as host, and before
a client sends anything it asks the kernel (SO_PEERCRED) who serves the
socket: that must be the folder's owner. A table id offered from the folders
of more than one user is refused, the users named. A socket is 0666:
connecting proves nothing; the host knows every client by its peer uid.
$XDG_RUNTIME_DIR is not used: it is 0700, so other users could not reach it.

The work a scan does is bounded: a user's spare folders and cards are
capped, a card is read only if it is a small regular file of the owner's,
and a probe of a socket never waits on a busy one.

`fruitui status` scans from a shell prompt, so this module imports what a
scan needs and no more: the socket and tempfile modules are imported by the
functions that use them, and its records are plain classes.
"""

from __future__ import annotations

import json
import os
import pwd
import stat
from pathlib import Path
TYPE_CHECKING = False  # as typing's, without importing typing at start (see above)
if TYPE_CHECKING:
    import socket
    from typing import Any

BASE_ENV = "FRUITUI_TABLES_DIR"
PREFIX = "fruitui-"
SPARE_FOLDERS = 4  # `fruitui-<user>.*` folders read per user (besides `fruitui-<user>`)
CARDS_PER_USER = 32  # cards read per user, all their folders together
CARD_BYTES = 16_384  # a bigger card is not a table card
PROBE_TIMEOUT = 0.5  # seconds to wait for a socket while listing
MAX_PROBLEMS = 20


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
        raise RendezvousError(f"{folder} is a symlink; refusing it")
    if not stat.S_ISDIR(info.st_mode):
        raise RendezvousError(f"{folder} is not a folder; refusing it")
    if info.st_uid != uid:
        raise RendezvousError(
            f"{folder} belongs to {user_name(info.st_uid)}, not {user_name(uid)}; refusing it")
    if info.st_mode & 0o022:
        raise RendezvousError(f"{folder} can be written by others; refusing it (chmod 755 it)")


def _mine(folder: Path, uid: int) -> bool:
    try:
        info = os.lstat(folder)
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == uid and not info.st_mode & 0o022


def my_folder(create: bool = True) -> Path:
    """This user's table folder, made (0755) if missing, and checked.

    `fruitui-<me>` if it is mine; if another user took that name first, a spare
    `fruitui-<me>.<random>` of mine (one made before, else a new one): clients
    look in both, so a squatted name blocks nothing."""
    uid = os.getuid()
    root = base()
    folder = root / f"{PREFIX}{user_name(uid)}"
    if create:
        try:
            os.mkdir(folder, 0o755)
        except FileExistsError:
            pass
        except FileNotFoundError:
            # Not made here: made by one user, it would shut the others out.
            raise RendezvousError(
                f"the tables folder {root} does not exist: make it, writable by "
                f"everyone who hosts and sticky as /tmp is (mkdir -m 1777), or unset "
                f"{BASE_ENV}") from None
        else:
            os.chmod(folder, 0o755)  # whatever the umask
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        info = None
    if info is not None and stat.S_ISDIR(info.st_mode) and info.st_uid == uid:
        check_folder(folder, uid)  # mine but writable by others: mine to chmod
        return folder
    if not create:
        raise RendezvousError(f"{folder} is not {user_name(uid)}'s folder")
    for spare in sorted(root.glob(f"{glob_escape(folder.name)}.*")):
        if _mine(spare, uid):
            return spare
    import tempfile

    spare = Path(tempfile.mkdtemp(prefix=f"{folder.name}.", dir=root))
    os.chmod(spare, 0o755)
    return spare


def glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


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


class Card:
    """A trusted table card: where it is, what it says, and whose it is."""

    __slots__ = ("folder", "data", "owner")

    def __init__(self, folder: Path, data: dict[str, Any], owner: int) -> None:
        self.folder = folder
        self.data = data
        self.owner = owner  # the uid that owns the folder (and the card): who must serve it

    @property
    def id(self) -> str:
        return str(self.data.get("id", ""))

    @property
    def socket(self) -> Path:
        return socket_path(self.folder, self.id)

    @property
    def owner_name(self) -> str:
        return user_name(self.owner)


class Scan:
    def __init__(self) -> None:
        self.cards: list[Card] = []  # trusted cards
        self.problems: list[str] = []
        self.offered: dict[str, set[int]] = {}  # id -> owners offering it

    def problem(self, text: str) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(text)


def table_folders(scan: Scan) -> list[tuple[Path, int]]:
    """The folders that are what their names say (a user's own), with their owners."""
    root = base()
    try:
        names = sorted(entry.name for entry in os.scandir(root) if entry.name.startswith(PREFIX))
    except OSError:
        return []
    found: list[tuple[Path, int]] = []
    spares: dict[int, int] = {}
    for name in names:
        path = root / name
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if not stat.S_ISDIR(info.st_mode):
            continue  # a file or a symlink where a folder was expected: nobody's tables
        owner = info.st_uid
        own_name = f"{PREFIX}{user_name(owner)}"
        if name != own_name and not name.startswith(f"{own_name}."):
            continue  # named after someone else than its owner: not a table folder
        if info.st_mode & 0o022:
            scan.problem(f"{path} can be written by others; skipped")
            continue
        if name != own_name:
            spares[owner] = spares.get(owner, 0) + 1
            if spares[owner] > SPARE_FOLDERS:
                continue
        found.append((path, owner))
    return found


def read_card(path: Path, owner: int) -> dict[str, Any]:
    """A card file: a small regular file of `owner`'s holding a JSON object."""
    info = os.lstat(path)
    if not stat.S_ISREG(info.st_mode) or info.st_uid != owner:
        raise RendezvousError(f"{path} is not a file of {user_name(owner)}'s; skipped")
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    with os.fdopen(fd, "rb") as handle:
        opened = os.fstat(handle.fileno())
        if (opened.st_ino, opened.st_dev) != (info.st_ino, info.st_dev):
            raise RendezvousError(f"{path} changed while read; skipped")
        raw = handle.read(CARD_BYTES + 1)
    if len(raw) > CARD_BYTES:
        raise RendezvousError(f"{path} is too big for a table card; skipped")
    data = json.loads(raw.decode("utf-8"))
    if not isinstance(data, dict) or data.get("id") != path.stem:
        raise RendezvousError(f"{path} is not a table card; skipped")
    return data


def scan_tables() -> Scan:
    """Every table card on this box that can be trusted, which users offer each
    table id (trusted or not), and why anything was skipped."""
    scan = Scan()
    read: dict[int, int] = {}
    for folder, owner in table_folders(scan):
        try:
            names = sorted(entry.name for entry in os.scandir(folder))
        except OSError as error:
            scan.problem(f"{folder} cannot be read ({error.strerror}); skipped")
            continue
        for name in names:
            table_id, dot, kind = name.partition(".")
            if not dot or kind not in ("json", "sock") or not table_id:
                continue
            scan.offered.setdefault(table_id, set()).add(owner)
            if kind != "json":
                continue
            read[owner] = read.get(owner, 0) + 1
            if read[owner] > CARDS_PER_USER:
                continue
            path = folder / name
            try:
                data = read_card(path, owner)
            except (OSError, ValueError, RendezvousError) as error:
                scan.problem(str(error) if isinstance(error, RendezvousError)
                             else f"{path} is not a table card; skipped")
                continue
            if data.get("host") != user_name(owner):
                scan.problem(f"{path} is in {user_name(owner)}'s folder but does not "
                             f"name {user_name(owner)} as its host: not trusted")
                continue
            scan.cards.append(Card(folder, data, owner))
    return scan


def all_cards() -> tuple[list[Card], list[str]]:
    """Every trusted table card on this box, and why any folder or card was skipped."""
    scan = scan_tables()
    return scan.cards, scan.problems


def owners_text(owners: set[int]) -> str:
    names = sorted(user_name(uid) for uid in owners)
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def find_card(table_id: str, owner: int | None = None, scan: Scan | None = None) -> Card | None:
    """The trusted card of `table_id` (only `owner`'s, if given); None if there is
    none. RendezvousError if more than one user offers that id: one is a copy."""
    scan = scan or scan_tables()
    owners = scan.offered.get(table_id, set())
    if owner is not None:
        owners = owners & {owner}
    if len(owners) > 1:
        raise RendezvousError(
            f"table {table_id} is offered by {owners_text(owners)}: all but one are "
            f"copies, so nothing was sent to any. Ask the person who gave you the ID "
            f"which user hosts it, then: fruitui join {table_id} --host USER")
    cards = [c for c in scan.cards if c.id == table_id and c.owner in owners]
    for card in cards:  # a user's table in two of their folders: the one served
        if serving_uid(card.socket) == card.owner:
            return card
    return cards[0] if cards else None


# -- who is at the other end ---------------------------------------------------


def peer_uid(sock: socket.socket) -> int:
    """The uid of the process at the other end of a Unix socket, from the kernel."""
    import socket
    import struct

    raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", raw)
    return uid


def folder_owner(path: Path) -> int:
    """The owner of the folder a socket is in (a real folder, not a symlink)."""
    try:
        info = os.lstat(path.parent)
    except OSError as error:
        raise RendezvousError(f"{path.parent}: {error.strerror}") from None
    if not stat.S_ISDIR(info.st_mode):
        raise RendezvousError(f"{path.parent} is not a folder; refusing it")
    return info.st_uid


def check_peer(sock: socket.socket, owner: int, path: Path) -> None:
    """RendezvousError unless the process serving `sock` runs as `owner`."""
    uid = peer_uid(sock)
    if uid != owner:
        raise RendezvousError(
            f"{path} is served by {user_name(uid)}, not by {user_name(owner)} whose folder "
            f"it is in: not that table, nothing was sent")


def connect(path: Path, owner: int | None, timeout: float) -> socket.socket:
    """A connection to the table at `path`, checked to be served by `owner` (None:
    the owner of its folder) before anything is sent. OSError if it does not answer."""
    import socket

    if owner is None:
        owner = folder_owner(path)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    try:
        sock.connect(str(path))
        check_peer(sock, owner, path)
    except BaseException:
        sock.close()
        raise
    return sock


def serving_uid(path: Path, timeout: float = PROBE_TIMEOUT) -> int | None:
    """Who serves `path` (the kernel's word), or None if nothing answers. Sends
    nothing. (A socket whose backlog is full fails at once, EAGAIN: no wait.)"""
    import socket

    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    probe.settimeout(timeout)
    try:
        probe.connect(str(path))
        return peer_uid(probe)
    except OSError:
        return None
    finally:
        probe.close()


def not_answering(path: Path) -> bool:
    """Whether nothing listens on `path` (a host that has stopped)."""
    return serving_uid(path) is None


def live_cards(scan: Scan) -> list[Card]:
    """The trusted cards whose socket is served by their folder's owner; a socket
    served by anyone else is a problem."""
    live: list[Card] = []
    for card in scan.cards:
        uid = serving_uid(card.socket)
        if uid is None:
            continue
        if uid != card.owner:
            scan.problem(f"{card.socket} is served by {user_name(uid)}, not by "
                         f"{card.owner_name} whose folder it is in: not trusted")
            continue
        live.append(card)
    return live


def socket_answers(path: Path) -> bool:
    """Whether a host is listening on `path` (False for a stale socket file)."""
    import socket

    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    probe.settimeout(1.0)
    try:
        probe.connect(str(path))
    except OSError:
        return False
    finally:
        probe.close()
    return True
