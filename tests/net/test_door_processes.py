"""Nobody can lock a table, with real users and processes (issue 36).

A detached `fruitui host` runs as root (the owner); the seat "nobody" is the
unix user nobody's; the flood comes from the unix user daemon, who holds no
seat: 200 idle spectators, or 64 silent connections opened again as soon as
the host lets one go (also at a --no-watch table). nobody still gets their
seat and the owner's `fruitui tables --close` still closes the table. The
flood and the seat holder are stdlib clients run with setuid, so the kernel's
SO_PEERCRED tells the host who they are. (Needs root; CI runs as root.)
"""

from __future__ import annotations

import json
import os
import pwd
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from fruitui.net import rendezvous, wire

ROOT = Path(__file__).resolve().parents[2]


def uid_of(name: str) -> int | None:
    try:
        return pwd.getpwnam(name).pw_uid
    except KeyError:
        return None


NOBODY, DAEMON = uid_of("nobody"), uid_of("daemon")
pytestmark = pytest.mark.skipif(
    os.getuid() != 0 or NOBODY is None or DAEMON is None,
    reason="real second users need root (to setuid) and the 'nobody' and 'daemon' accounts")

# Opens COUNT connections (spectators saying hello and never reading, or silent
# ones, opened again whenever the host closes one); "ready" once all are open.
FLOOD = r"""
import socket, sys, time
path, mode, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
hello = b'{"type":"hello","version":%d,"watch":true}\n' % int(sys.argv[4])
def opened():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.connect(path)
    if mode == "watch":
        s.sendall(hello)
    s.setblocking(False)
    return s
socks = [opened() for _ in range(count)]
print("ready", flush=True)
while True:
    time.sleep(0.05)
    if mode == "watch":
        continue  # idle spectators: never read, never leave
    for i, s in enumerate(socks):
        try:
            while s.recv(65536):
                pass  # the host's reason for letting it go; then it closes
        except BlockingIOError:
            continue  # still open
        except OSError:
            pass
        s.close()
        socks[i] = opened()
"""

# Says hello for its own seat; prints the first answer and how long it took.
SEAT = r"""
import json, socket, sys, time
began = time.monotonic()
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
s.settimeout(20)
s.connect(sys.argv[1])
s.sendall(b'{"type":"hello","version":%d}\n' % int(sys.argv[2]))
line = s.makefile("rb").readline()
print(json.dumps({"answer": json.loads(line), "ms": (time.monotonic() - began) * 1000}))
"""


def as_user(uid: int, python: str, script: str, *args: str, **kw) -> subprocess.Popen:
    return subprocess.Popen([python, "-I", "-c", script, *args], user=uid, group=uid,
                            extra_groups=[], cwd="/", text=True, **kw)


@pytest.fixture(scope="module")
def python() -> str:
    """A Python the other users may run (this one may live in root's 0700 home)."""
    for candidate in (sys.executable, "/usr/bin/python3", "/usr/local/bin/python3"):
        try:
            for uid in (NOBODY, DAEMON):
                subprocess.run([candidate, "-I", "-c", "pass"], user=uid, group=uid,
                               extra_groups=[], cwd="/", check=True, timeout=30,
                               capture_output=True)
        except (OSError, subprocess.SubprocessError):
            continue
        return candidate
    pytest.skip("no Python on this box that nobody and daemon may run")


@pytest.fixture
def shared_tables(monkeypatch: pytest.MonkeyPatch):
    """A rendezvous base other users can reach (pytest's tmp_path is 0700)."""
    folder = Path(tempfile.mkdtemp(prefix="fruitui-door-", dir="/tmp"))
    os.chmod(folder, 0o755)
    monkeypatch.setenv("FRUITUI_TABLES_DIR", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def fruitui(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fruitui", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("flood, count, watching", [
    ("watch", 200, True), ("silent", 64, True), ("silent", 64, False)],
    ids=["200-idle-spectators", "64-silent", "64-silent-no-watch"])
def test_a_flood_from_another_user_keeps_no_seat_holder_or_owner_out(
        shared_tables: Path, python: str, flood: str, count: int, watching: bool) -> None:
    started = fruitui("host", "--game", "fruit-spy", "--players", "Ann,nobody,cpu",
                      "--no-join", *([] if watching else ["--no-watch"]))
    assert started.returncode == 0, started.stderr
    table_id = started.stdout.split()[1].rstrip(":")
    card = rendezvous.find_card(table_id)
    pid, socket = card.data["pid"], str(card.socket)
    flooder = as_user(DAEMON, python, FLOOD, socket, flood, str(count), str(wire.PROTOCOL),
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        ready, _, _ = select.select([flooder.stdout], [], [], 30)
        assert ready and flooder.stdout.readline().strip() == "ready", flooder.stderr
        time.sleep(1.0)  # let the host take the whole flood in first
        seat = as_user(NOBODY, python, SEAT, socket, str(wire.PROTOCOL), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE)
        out, err = seat.communicate(timeout=30)
        assert seat.returncode == 0, err
        got = json.loads(out)
        assert got["answer"]["type"] == "welcome", got["answer"]
        assert got["answer"]["seats"] == [1]
        print(f"\n{flood} flood of {count}: nobody's seat answered in {got['ms']:.1f} ms")
        closed = fruitui("tables", "--close", table_id)
        assert closed.returncode == 0 and "closed" in closed.stdout, closed.stderr
    finally:
        flooder.kill()
        flooder.wait()
        try:
            os.kill(pid, 9)
        except OSError:
            pass
