"""Open a hosted table from the start screen: the very `fruitui host` a terminal
runs (a child process that detaches the host and ends), then its table ID and
join codes for the owner. No Textual here; the screen runs this in a thread.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from fruitui.table.seats import COMPUTER, Seat
from fruitui.table.local import TableSetup
from fruitui.net import rendezvous

HOST_TIMEOUT = 60.0  # seconds for `fruitui host` to detach its host and return
PACKAGE_ROOT = Path(__file__).resolve().parents[2]  # the folder that holds fruitui/


class LaunchError(Exception):
    """The table could not be opened; the message is for the person."""


@dataclass(frozen=True)
class OpenedTable:
    table_id: str
    socket: Path
    codes: dict[str, str]  # seat name -> unused join code (for the owner's eyes only)


def players_text(seats: Sequence[Seat]) -> str:
    """The seats as `--players` takes them ("Ann,Bob,cpu:Robo:hard")."""
    items = []
    for seat in seats:
        if "," in seat.name or ":" in seat.name:
            raise LaunchError(f"A hosted seat's name cannot hold ',' or ':' ({seat.name!r}).")
        if not seat.computer and seat.name.casefold() == COMPUTER:
            raise LaunchError(f"A person's seat on a hosted table cannot be called "
                              f"{seat.name!r}: that name means a computer.")
        items.append(f"{COMPUTER}:{seat.name}:{seat.level}" if seat.computer else seat.name)
    return ",".join(items)


def host_command(setup: TableSetup) -> list[str]:
    """No seed on it, ever: every user can read a command line. A secret deal is
    drawn by the host itself; a chosen seed goes on its stdin (`--seed -`)."""
    from fruitui.cli.options import option_flags

    names = [seat.name for seat in setup.seats]
    return [sys.executable, "-m", "fruitui", "host", "--game", setup.game,
            "--players", players_text(setup.seats),
            *([] if setup.secret_deal else ["--seed", "-"]), "--no-open",
            *option_flags(setup.game, dict(setup.options), names)]


def open_table(setup: TableSetup) -> OpenedTable:
    """Run `fruitui host … --no-open`; the owner's seat is then joined like any other."""
    env = dict(os.environ)
    # This very fruitui, wherever it runs from (a checkout, not only an install).
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PACKAGE_ROOT),
                                                      env.get("PYTHONPATH")]))
    try:
        done = subprocess.run(host_command(setup), capture_output=True, text=True, env=env,
                              input="" if setup.secret_deal else f"{setup.seed}\n",
                              timeout=HOST_TIMEOUT)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise LaunchError(f"The host did not start: {error}") from None
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    if done.returncode != 0:
        reason = lines[-1] if lines else f"exit status {done.returncode}"
        raise LaunchError(reason.removeprefix("fruitui: ").strip())
    found = re.match(r"table (\S+):", done.stdout)
    if found is None:
        raise LaunchError("The host started but did not say its table ID.")
    table_id = found.group(1)
    card = rendezvous.find_card(table_id, os.getuid())  # mine: a copy elsewhere is not
    if card is None:
        raise LaunchError(f"Table {table_id} started but its card is not in "
                          f"{rendezvous.base()}.")
    return OpenedTable(table_id, card.socket, join_codes(table_id, setup.seats))


def join_codes(table_id: str, seats: Sequence[Seat]) -> dict[str, str]:
    """The unused codes of a table of mine, from my own 0600 file beside the saves."""
    from fruitui.storage.saves import Store
    from fruitui.net.access import Access

    codes = Access.saved_codes(Store().root / "net" / f"{table_id}.access.json")
    return {seats[int(seat)].name: code for seat, code in sorted(codes.items())
            if seat.isdigit() and int(seat) < len(seats)}
