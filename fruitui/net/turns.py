"""Whose move it is, told to that seat's holder alone, with no host asked.

The table card is public (0644: every user may read it), so it says whose
move it is only as every user may know it: the seat's name, and a tag that
only the holder of that seat can check. The host keeps a random secret in the
table's 0600 access file; a seat holder's key is an HMAC of it and their uid,
sent to that uid alone in the welcome (the host knows who is on the line from
the kernel, SO_PEERCRED). The card's `turn_tag` is an HMAC of the table, the
move and the seat under the key of the user to move: the one holder whose key
matches knows it is their move; to anyone else it is noise that changes every
move. A seat named after its unix user is that user's by rule (access.py), so
the card marks such seats (`named`), and that user needs no key.

Each user keeps their keys in their own 0600 file in their fruitui home
(`net/seats-UID.json`), read by `fruitui status`. Only the standard library is
imported here: `fruitui status` must start in a few milliseconds.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import stat
import sys
import time
from pathlib import Path
TYPE_CHECKING = False  # as typing's, without importing typing at start
if TYPE_CHECKING:
    from typing import Any

HOME_ENV = "FRUITUI_HOME"  # as storage/saves.py
MAX_RECORDS = 200  # tables a user's key file keeps (the oldest go first)
RECORD_BYTES = 256 * 1024
KEY = re.compile(r"[0-9a-f]{64}")
ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def seat_key(secret: str, uid: int) -> str:
    """The key of user `uid` at the table whose access file holds `secret`."""
    return hmac.new(secret.encode(), f"seat-key:{uid}".encode(), hashlib.sha256).hexdigest()


def turn_tag(key: str, table_id: str, move: int, seat: int) -> str:
    """What the card says about seat `seat` being to move at move `move`."""
    text = f"turn:{table_id}:{move}:{seat}".encode()
    return hmac.new(key.encode(), text, hashlib.sha256).hexdigest()[:32]


def boot_id() -> str:
    """This boot of the machine: a host's pid means nothing after a reboot."""
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as file:
            return file.read(64).strip()
    except OSError:
        return ""


# -- the host's side: the card's turn fields ---------------------------------


def card_turn(table_id: str, table: Any, access: Any, move: int,
              since: float) -> dict[str, Any]:
    """The turn fields of a table's public card (see the module's docstring)."""
    from fruitui.net.rendezvous import uid_of

    decision = table.decision
    seat = None if decision is None else decision.seat
    tag = None
    holder = access.claims.get(seat) if seat is not None else None
    if seat is not None and holder is not None and access.secret:
        tag = turn_tag(seat_key(access.secret, holder), table_id, move, seat)
    named = [i for i, name in enumerate(table.names)
             if access.claims.get(i) is not None and access.claims.get(i) == uid_of(name)]
    return {"to_move_seat": seat, "turn_tag": tag, "named": named, "since": since,
            "boot": boot_id()}


class TurnClock:
    """When the move now pending began (wall clock), kept across host restarts
    through the table's own card, so "the oldest first" survives a restart."""

    def __init__(self, folder: Path, table_id: str, move: int) -> None:
        self.move = move
        self.since = time.time()
        try:
            with open(folder / f"{table_id}.json", "rb") as file:
                old = json.loads(file.read(65536))
            if old.get("move") == move and isinstance(old.get("since"), (int, float)):
                self.since = float(old["since"])
        except (OSError, ValueError, AttributeError):
            pass

    def at(self, move: int) -> float:
        if move != self.move:
            self.move, self.since = move, time.time()
        return self.since


# -- the player's side: their keys -------------------------------------------


def home() -> Path:
    """The fruitui home, as storage/saves.py finds it; on Linux without importing
    platformdirs (its rule there: $XDG_DATA_HOME, else ~/.local/share)."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    if sys.platform.startswith("linux"):
        data = os.environ.get("XDG_DATA_HOME", "")
        return Path(data if data.strip() else os.path.expanduser("~/.local/share"), "fruitui")
    from platformdirs import user_data_dir

    return Path(user_data_dir("fruitui", appauthor=False))


def records_path() -> Path:
    return home() / "net" / f"seats-{os.getuid()}.json"


def load_records() -> dict[str, Any]:
    """My keys: table id -> {"host": uid, "key": hex}; only from a file of mine."""
    path = records_path()
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return {}
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(file.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid():
            return {}
        raw = file.read(RECORD_BYTES)
    try:
        tables = json.loads(raw).get("tables")
    except (ValueError, AttributeError):
        return {}
    if not isinstance(tables, dict):
        return {}
    return {k: v for k, v in tables.items() if isinstance(v, dict)
            and type(v.get("host")) is int and isinstance(v.get("key"), str)}


def remember_welcome(socket: Path, host: int, key: str) -> None:
    """A host's welcome at the socket `ID.sock` gave me `key` (or none: watching)."""
    if key:
        remember(socket.name.removesuffix(".sock"), host, key)


def remember(table_id: str, host: int, key: str) -> None:
    """Keep my key to table `table_id` (hosted by uid `host`); quietly, as a
    table works without it (only `fruitui status` would not know)."""
    if not (KEY.fullmatch(key) and ID.fullmatch(table_id)):
        return  # a host's words: only a key and an id of the shapes ours have
    try:
        tables = load_records()
        if tables.get(table_id, {}).get("key") == key and tables[table_id]["host"] == host:
            return
        tables[table_id] = {"host": host, "key": key, "at": time.time()}
        if len(tables) > MAX_RECORDS:
            oldest = sorted(tables, key=lambda k: tables[k].get("at") or 0)
            for old in oldest[:len(tables) - MAX_RECORDS]:
                del tables[old]
        path = records_path()
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            json.dump({"tables": tables}, file)
        os.replace(temporary, path)
    except OSError:
        pass
