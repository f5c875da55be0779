"""Who gets in at a hosted table's door, so that nobody can lock a table.

The kernel names a connection's user (SO_PEERCRED) as it is accepted, before
it says anything. The owner and the users holding a seat are never turned
away for lack of room. Everyone else's connections count against caps per
user and in total, kept apart for the two kinds that cost the host nothing
to lose:

- pending: accepted, no hello yet. Never refused: past a cap, the oldest
  pending connection of the user with the most of them is closed instead
  (its own user's, if that user is over their own cap), so a newcomer always
  gets to say hello. A silent connection also times out (HostConfig).
- spectators: refused past a cap per user and in total, with the reason.

Players need no cap: each seat is played from one connection at a time.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fruitui.net.host.session import Conn

PENDING_PER_UID = 8  # connections of one user that have not said hello yet
PENDING_TOTAL = 64  # ...of all users without a seat
SPECTATORS_PER_UID = 8
SPECTATORS_TOTAL = 64  # spectators of users without a seat
BACKLOG = 4096  # the listen queue (the kernel caps it at net.core.somaxconn)


@dataclass
class Door:
    pending_per_uid: int = PENDING_PER_UID
    pending_total: int = PENDING_TOTAL
    spectators_per_uid: int = SPECTATORS_PER_UID
    spectators_total: int = SPECTATORS_TOTAL
    # (uid, seated) -> its connections that have not said hello, oldest first
    pending: dict[tuple[int, bool], deque[Conn]] = field(default_factory=dict)
    spectators: dict[int, int] = field(default_factory=dict)  # uid -> how many
    _counted: set[Conn] = field(default_factory=set)  # spectators counted above

    def arrive(self, conn: Conn, seated: bool) -> list[Conn]:
        """Let `conn` in (not yet said hello); the pending connections to close
        to make room for it (never `conn` itself, never a seated user's for
        room others took)."""
        conn.seated = seated
        mine = self.pending.setdefault(self._key(conn), deque())
        mine.append(conn)
        out = []
        if len(mine) > self.pending_per_uid:
            out.append(mine.popleft())
        while sum(len(q) for (_uid, s), q in self.pending.items() if not s) > self.pending_total:
            others = [q for (_uid, s), q in self.pending.items() if not s and q
                      and q[0] is not conn]
            if not others:
                break
            out.append(max(others, key=len).popleft())
        for gone in out + [conn]:
            self._tidy(gone)
        return out

    @staticmethod
    def _key(conn: Conn) -> tuple[int, bool]:
        return conn.uid, conn.seated

    def _tidy(self, conn: Conn) -> None:
        if not self.pending.get(self._key(conn), True):
            del self.pending[self._key(conn)]

    def said_hello(self, conn: Conn) -> None:
        mine = self.pending.get(self._key(conn))
        if mine is not None and conn in mine:
            mine.remove(conn)
            self._tidy(conn)

    def watch(self, conn: Conn) -> str | None:
        """Count `conn` as a spectator; None, or the reason it is refused."""
        count = self.spectators.get(conn.uid, 0)
        if count >= self.spectators_per_uid:
            return (f"You are already watching this table from {count} terminals; "
                    "close one first.")
        if not conn.seated and self._strangers_watching() >= self.spectators_total:
            return (f"This table has as many spectators as it takes ({self.spectators_total}); "
                    "try again later. Its players always get in.")
        self.spectators[conn.uid] = count + 1
        self._counted.add(conn)
        return None

    def _strangers_watching(self) -> int:
        return sum(1 for c in self._counted if not c.seated)

    def leave(self, conn: Conn) -> None:
        self.said_hello(conn)
        if conn in self._counted:
            self._counted.discard(conn)
            left = self.spectators[conn.uid] - 1
            if left:
                self.spectators[conn.uid] = left
            else:
                del self.spectators[conn.uid]
