"""Who may play which seat at a hosted table.

A seat named after a unix user of the box belongs to that user. Any other
person's seat is open: the host's owner gets the first one, and each of the
others is claimed with a one-time join code, shown to the owner only. A claim
is kept (in a 0600 file beside the save) so a rejoin or a resumed host
gives the seat back to the same user. The same file keeps which seats have
ever been opened (a seat never opened is "not yet here", not "away") and the
host's settings (settings.py), which `host --resume` takes back, and the
secret each seat holder's `fruitui status` key comes from (turns.py).
"""

from __future__ import annotations

import hmac
import json
import os
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fruitui.table.seats import Seat
from fruitui.net.rendezvous import uid_of

CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i: read aloud easily


def new_code() -> str:
    return "-".join("".join(secrets.choice(CODE_LETTERS) for _ in range(4)) for _ in range(2))


class AccessRefused(Exception):
    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


@dataclass
class Access:
    claims: dict[int, int] = field(default_factory=dict)  # seat -> uid
    codes: dict[int, str] = field(default_factory=dict)  # seat -> code not yet used
    used: set[str] = field(default_factory=set)
    path: Path | None = None
    opened: set[int] = field(default_factory=set)  # seats their person has opened
    settings: Any = None  # the host's settings, as saved (settings.from_saved checks them)
    # Each seat holder's key for `fruitui status` is derived from it (turns.py).
    secret: str = field(default_factory=lambda: secrets.token_hex(32))

    @classmethod
    def new(cls, seats: Sequence[Seat], owner: int, path: Path | None = None,
            owner_sits: bool = True) -> Access:
        access = cls(path=path)
        access.fill(seats, owner, owner_sits)
        return access

    def fill(self, seats: Sequence[Seat], owner: int, owner_sits: bool = True) -> None:
        """Seats named after users go to them; the owner gets the first open seat
        if she has none (unless she does not sit: a host run for others); the
        other open seats get (fresh) codes."""
        for index, seat in enumerate(seats):
            uid = None if seat.computer else uid_of(seat.name)
            if uid is not None and index not in self.claims:
                self.claims[index] = uid
        people = [i for i, s in enumerate(seats) if not s.computer]
        if owner_sits and owner not in self.claims.values():
            free = [i for i in people if i not in self.claims]
            if free:
                self.claims[free[0]] = owner
        self.codes = {i: new_code() for i in people if i not in self.claims}
        self.save()

    def held_by(self, uid: int) -> list[int]:
        return sorted(seat for seat, holder in self.claims.items() if holder == uid)

    def opened_seats(self, seats: Sequence[int]) -> None:
        if not self.opened.issuperset(seats):
            self.opened.update(seats)
            self.save()

    def redeem(self, code: str, uid: int) -> int:
        """The seat a join code opens, now claimed by `uid`; AccessRefused if none."""
        code = code.strip().lower()
        for seat, expected in self.codes.items():
            if hmac.compare_digest(code.encode(), expected.encode()):
                del self.codes[seat]
                self.used.add(code)
                self.claims[seat] = uid
                self.save()
                return seat
        if code in self.used:
            raise AccessRefused("used-code", "That join code has already been used.")
        raise AccessRefused("bad-code", "That join code is not right for this table.")

    # -- kept beside the save (0600); a resumed host hands out fresh codes --

    def save(self) -> None:
        if self.path is None:
            return
        # The codes still unused are kept too, so `fruitui tables` can show them
        # to the owner again (the file is hers alone: 0600).
        data = {"claims": {str(k): v for k, v in self.claims.items()},
                "codes": {str(k): v for k, v in self.codes.items()},
                "opened": sorted(self.opened), "settings": self.settings,
                "secret": self.secret}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(f".{self.path.name}.tmp")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.fchmod(fd, 0o600)  # a temporary left by a killed write keeps its old mode otherwise
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            json.dump(data, file)
        os.replace(temporary, self.path)

    @staticmethod
    def saved_codes(path: Path) -> dict[str, str]:
        """The unused codes kept in `path` (seat number -> code), for its owner."""
        try:
            codes = json.loads(path.read_text(encoding="utf-8")).get("codes", {})
        except (OSError, ValueError, AttributeError):
            return {}
        return {k: v for k, v in codes.items() if isinstance(v, str)}

    @classmethod
    def load(cls, path: Path, seats: Sequence[Seat], owner: int,
             owner_sits: bool = True) -> Access:
        claims: dict[int, int] = {}
        opened: set[int] = set()
        settings: Any = None
        secret = secrets.token_hex(32)  # a file without one: keys change, status learns anew
        try:
            data: Any = json.loads(path.read_text(encoding="utf-8"))
            for key, uid in data.get("claims", {}).items():
                if key.isdigit() and int(key) < len(seats) and type(uid) is int:
                    claims[int(key)] = uid
            opened = {s for s in data.get("opened", []) if type(s) is int and 0 <= s < len(seats)}
            settings = data.get("settings")
            kept = data.get("secret")
            if isinstance(kept, str) and len(kept) == 64:
                secret = kept
        except (OSError, ValueError, AttributeError, TypeError):
            pass  # no claims kept: seats are handed out again
        access = cls(claims=claims, path=path, opened=opened, settings=settings, secret=secret)
        access.fill(seats, owner, owner_sits)
        return access
