"""`fruitui tables` and a dead host's owner: saved tables no host serves are
listed with the command that reopens them, a table's owner is told to reopen
rather than join, every line fits in 80 columns and a card's words are
written out safely."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import unicodedata

from fruitui.net import rendezvous

from .test_processes import ROOT, start_host

TIMEOUT = 30


def fruitui(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fruitui", *args], cwd=ROOT, text=True,
                          stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT)


def width(line: str) -> int:
    """Terminal columns: East Asian wide characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)


def test_a_dead_hosts_owner_is_told_to_reopen_and_tables_lists_it() -> None:
    host, table_id, _codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu")
    other, other_id, _ = start_host("--game", "fruit-spy", "--players", "Ann,Bob,Cy")
    try:
        os.kill(host.pid, signal.SIGKILL)  # its card and socket file stay behind
        host.wait(TIMEOUT)
        assert rendezvous.card_path(rendezvous.my_folder(), table_id).exists()
        joined = fruitui("join", table_id)
        assert joined.returncode == 1
        assert f"not hosted; reopen it: fruitui host --resume {table_id}" in joined.stderr
        assert "Connection refused" not in joined.stderr
        closed = fruitui("tables", "--close", table_id)
        assert closed.returncode == 1 and f"fruitui host --resume {table_id}" in closed.stderr
        listed = fruitui("tables")
        lines = listed.stdout.splitlines()
        assert any(line.startswith(other_id) for line in lines)  # served: listed as open
        assert "Your saved tables that no host serves:" in lines
        at = lines.index("Your saved tables that no host serves:")
        saved = lines[at + 1:]
        assert saved[0] == f"{table_id}   Fruit Spy"  # the title whole, not cut
        assert saved[1].strip().startswith("seats: Ann, Bob")
        assert saved[2].strip() == f"reopen: fruitui host --resume {table_id}"
        assert other_id not in "\n".join(saved)  # it is hosted
        for line in (listed.stdout + listed.stderr + joined.stderr).splitlines():
            assert width(line) <= 80, line
    finally:
        host.kill()
        assert fruitui("tables", "--close", other_id).returncode == 0
        other.wait(TIMEOUT)


def test_a_cards_words_are_written_out_and_cut_to_80_columns() -> None:
    folder = rendezvous.my_folder()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(rendezvous.socket_path(folder, "a1b2c3")))
    server.listen()
    try:
        rendezvous.write_card(folder, "a1b2c3", {
            "id": "a1b2c3", "game": "fruit-spy", "title": "Fruit\x1b]0;pwned\x07 Spy",
            "host": rendezvous.user_name(os.getuid()), "watch": False,
            "to_move": "\x1b[2J" + "Z" * 90,
            "seats": [{"name": "果物" * 30, "state": "here"},
                      {"name": "Bob\r\nfruitui: fake", "state": "away"}]})
        listed = fruitui("tables")
    finally:
        server.close()
    lines, problems = listed.stdout.splitlines(), listed.stderr.splitlines()
    text = "\n".join(lines + problems)
    assert "a1b2c3" in text and "\x1b" not in text and "\x07" not in text and "\r" not in text
    # The game's title is our own (the card's is another user's word); the rest escaped.
    assert lines[0].startswith("a1b2c3   Fruit Spy · host ") and "pwned" not in text
    assert "no spectators · \\x1b[2JZZZ" in text
    assert all(width(line) <= 80 for line in lines + problems), lines
    assert lines[2].startswith("         seats: 果物") and lines[2].endswith("…")
