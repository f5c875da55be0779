"""`fruitui status`: one line saying where it is your move, for a shell prompt.

It reads the table cards on this box (rendezvous.py: only trusted ones) and
the caller's own keys (turns.py), and asks no host, so it is quick and works
for a resting table (its host ended, its card left saying whose move it is).
It says "your move" only for a seat the card's tag, checked with the caller's
key, or the seat's own user name (`named`) makes the caller's. Nothing else
about a table goes into the line than `fruitui tables` shows every user.

Only the standard library and these modules are imported (no Textual, no
msgspec): `fruitui` sends `status` here before its parser is built.
"""

from __future__ import annotations

import hmac
import os
import re
import sys

from fruitui.storage.safe_files import valid_id
from fruitui.net import rendezvous
from fruitui.net.turns import boot_id, load_records, turn_tag

SHOWN = 3  # tables named in the line; the rest are counted
WORD = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")  # a game's name, as our registry spells them


class Seated:
    """A table where the caller holds a seat and the game is not over."""

    __slots__ = ("id", "game", "owner", "mine", "resting", "since")

    def __init__(self, table_id: str, game: str, owner: int, mine: bool, resting: bool,
                 since: float) -> None:
        self.id = table_id
        self.game = game
        self.owner = owner
        self.mine = mine  # the move is the caller's
        self.resting = resting  # no host serves it now
        self.since = since  # when its pending move began (oldest first)

    def where(self, me: int) -> str:
        whose = "your table" if self.owner == me else f"{rendezvous.user_name(self.owner)}'s table"
        rest = ", resting" if self.resting else ""
        return f"{self.id} ({self.game}, {whose}{rest})"


def host_gone(data: dict[str, object]) -> bool:
    """Whether the card's host has ended: it said so, or its process is not there
    (this boot's pid), judged without connecting to it."""
    if data.get("resting") is True:
        return True
    boot = data.get("boot")
    if isinstance(boot, str) and boot and boot != boot_id():
        return True  # written before a reboot
    pid = data.get("pid")
    if type(pid) is not int or pid <= 1:
        return True
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return True
    except PermissionError:
        pass  # another user's process: it exists
    return False


def my_tables(scan: rendezvous.Scan | None = None) -> list[Seated]:
    """The unfinished tables where I hold a seat, oldest pending move first."""
    scan = scan or rendezvous.scan_tables()
    me = os.getuid()
    my_name = rendezvous.user_name(me)
    keys = load_records()
    found: list[Seated] = []
    for card in scan.cards:
        data = card.data
        if (data.get("finished") is not False or len(scan.offered.get(card.id, ())) > 1
                or not valid_id(card.id)):
            continue  # over, offered by several users (copies), or no id we would print
        seats = data.get("seats")
        names = [s.get("name") if isinstance(s, dict) else None
                 for s in (seats if isinstance(seats, list) else [])]
        named = data.get("named")
        named_mine = {i for i in (named if isinstance(named, list) else [])
                      if type(i) is int and 0 <= i < len(names) and names[i] == my_name}
        record = keys.get(card.id)
        key = record["key"] if record is not None and record["host"] == card.owner else None
        if key is None and not named_mine:
            continue
        seat, move, tag = data.get("to_move_seat"), data.get("move"), data.get("turn_tag")
        mine = seat in named_mine
        if not mine and key is not None and type(seat) is int and type(move) is int \
                and isinstance(tag, str):
            mine = hmac.compare_digest(turn_tag(key, card.id, move, seat), tag)
        game = data.get("game")
        since = data.get("since")
        found.append(Seated(
            card.id, game if isinstance(game, str) and WORD.fullmatch(game) else "a game",
            card.owner, mine, host_gone(data),
            float(since) if isinstance(since, (int, float)) else 0.0))
    found.sort(key=lambda t: t.since)
    return found


def status_line(tables: list[Seated]) -> str:
    """The line: where it is my move, and how many wait for others; '' if it is
    nowhere my move (a prompt shows nothing then)."""
    me = os.getuid()
    mine = [t for t in tables if t.mine]
    if not mine:
        return ""
    shown = ", ".join(t.where(me) for t in mine[:SHOWN])
    if len(mine) > SHOWN:
        shown += f" and {len(mine) - SHOWN} more"
    line = f"fruitui: your move at {shown}"
    others = len(tables) - len(mine)
    if others:
        line += f"; {others} table{'s' if others > 1 else ''} waiting for others"
    return line


def main() -> int:
    try:
        line = status_line(my_tables())
    except (OSError, rendezvous.RendezvousError):
        return 0  # a prompt's helper says nothing rather than something wrong
    if line:
        print(line)
    sys.stdout.flush()
    return 0
