"""Talk at a hosted table, the host's side: a mixin of the Session (session.py).

Who speaks is the connection's: its seats' names when it plays, its unix
user's name (from SO_PEERCRED) when it watches; a Say carries only the text.
A line is refused with a reason when it is too long or empty, when its user
said RATE_COUNT lines in the last RATE_SECONDS (told once until they may
speak again; what a flood sends meanwhile is dropped unanswered), or when a
spectator speaks at a table opened with --quiet-spectators (but the owner).
A line the host cannot keep (its talk file full) is refused too. A refusal
changes nothing and sends no snapshot. An accepted line is numbered,
given to `keep` (the server writes it beside the save before anyone hears
it) and sent to every connection, the speaker's too, in the order heard.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec

from fruitui.net import talk, wire
from fruitui.net.rendezvous import user_name
from fruitui.net.talk_file import TalkFile, read_talk, talk_path

if TYPE_CHECKING:
    from fruitui.table.local import Table
    from fruitui.net.host.session import Conn
    from fruitui.net.settings import HostConfig

log = logging.getLogger("fruitui.host")


class TalkBook:
    """The lines a table has heard (the latest HISTORY of them) and who may speak."""

    def __init__(self, keep: Callable[[wire.Said], None] = lambda _said: None,
                 earlier: Iterable[wire.Said] = (),
                 name_of: Callable[[int], str] = user_name) -> None:
        self.keep = keep
        self.lines: deque[wire.Said] = deque(earlier, maxlen=talk.HISTORY)
        self.number = self.lines[-1].number if self.lines else 0
        self.name_of = name_of
        self.rate = talk.RateLimit(talk.RATE_COUNT, talk.RATE_SECONDS)
        self.told_until: dict[int, float] = {}  # uid -> when its "slow down" ends


class Talking:
    if TYPE_CHECKING:  # the Session's
        table: Table
        config: HostConfig
        owner: int
        conns: list[Conn]
        talk: TalkBook

        clock: Callable[[], float]

        @property
        def move(self) -> int: ...

        def _send(self, conn: Conn, message: wire.Message) -> None: ...

    def _say(self, conn: Conn, message: wire.Say) -> None:
        book = self.talk
        if conn.watching and self.config.quiet_spectators and conn.uid != self.owner:
            self._send(conn, wire.Refused(code=talk.QUIET, reason=(
                "Not sent: spectators do not talk at this table (its host chose "
                "--quiet-spectators).")))
            return
        now = self.clock()
        wait = book.rate.wait(conn.uid, now)
        if wait > 0:
            if book.told_until.get(conn.uid, 0.0) <= now:
                book.told_until[conn.uid] = now + wait
                self._send(conn, wire.Refused(code=talk.TOO_FAST, reason=(
                    f"Not sent: at most {talk.RATE_COUNT} lines of talk in "
                    f"{talk.RATE_SECONDS:g} s; you may talk again in {wait:.0f} s.")))
            return
        found = talk.problem(message.text)
        if found is not None:
            self._send(conn, wire.Refused(code=found[0], reason=found[1]))
            return
        if conn.watching:
            speaker = book.name_of(conn.uid)
        else:
            speaker = " & ".join(self.table.names[seat] for seat in conn.seats)
        said = wire.Said(number=book.number + 1, move=self.move, speaker=talk.clean(speaker),
                         playing=not conn.watching, text=talk.clean(message.text))
        try:
            book.keep(said)  # nobody hears a line that is not kept
        except OSError as error:
            log.error("talk not kept: %s", error)
            self._send(conn, wire.Refused(code=talk.NOT_KEPT, reason=(
                "Not sent: the host cannot keep this table's talk any more.")))
            return
        book.number += 1
        book.lines.append(said)
        for other in list(self.conns):
            self._send(other, said)

    def _talk_so_far(self, conn: Conn) -> None:
        """A newcomer hears the latest lines said at the table, each with where
        it stands in the newcomer's log (its first seat's, or a spectator's)."""
        lines = list(self.talk.lines)
        if not lines:
            return
        seat = conn.seats[0] if conn.seats and not conn.watching else None
        afters = self.table.lines_after_moves(seat, [said.move for said in lines])
        for said, after in zip(lines, afters):
            self._send(conn, msgspec.structs.replace(said, after=after))


def attach_talk(talking: Talking, access_path: Path | None, table_id: str) -> TalkFile | None:
    """Keep `talking`'s talk in the file beside the access file at `access_path`
    (the lines said before a resume read back first); None: not kept (no such
    file, as in tests, or it cannot be opened: the host's log says why)."""
    if access_path is None:
        return None
    path = talk_path(access_path.parent, table_id)
    try:
        earlier = read_talk(path)
        kept = TalkFile(path)
    except OSError as error:
        log.error("talk is not kept: %s", error)
        return None
    talking.talk = TalkBook(keep=kept.keep, earlier=earlier)
    return kept
