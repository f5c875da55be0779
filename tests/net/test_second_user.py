"""A real second unix user at a shared-box table, not a pretend peer uid.

The other tests swap `Host.peer_uid` to play other users. Here, when the tests
run as root, a client process really runs as `nobody` (setuid before exec),
so the kernel's SO_PEERCRED is what tells the host who is on the line. The
client is stdlib only (it speaks the newline-delimited JSON frames by hand),
so it needs nothing a second user could not read.
"""

from __future__ import annotations

import asyncio
import json
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from fruitui.net import wire

from .helpers import TIMEOUT, json_data, start_host

try:
    NOBODY = pwd.getpwnam("nobody").pw_uid
except KeyError:
    NOBODY = None

pytestmark = pytest.mark.skipif(
    os.getuid() != 0 or NOBODY is None,
    reason="a real second user needs root (to setuid) and a 'nobody' account")

# Sends each frame given (hex), reads the answers that follow each, prints them as one JSON list.
CLIENT = r"""
import json, socket, sys
path, frames = sys.argv[1], sys.argv[2:]
sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
sock.settimeout(1.0)
sock.connect(path)
got, buffer = [], b""
for frame in frames:
    sock.sendall(bytes.fromhex(frame))
    try:
        while chunk := sock.recv(65536):
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            got += [json.loads(line) for line in lines if line]
    except (socket.timeout, TimeoutError):
        pass  # the host has said all it will about this frame
print(json.dumps(got))
"""


def interpreter_for_nobody() -> str | None:
    """A Python that nobody may run (this one may live in root's 0700 home)."""
    for candidate in (sys.executable, "/usr/bin/python3", "/usr/local/bin/python3"):
        try:
            subprocess.run([candidate, "-I", "-c", "pass"], user=NOBODY, group=NOBODY,
                           extra_groups=[], cwd="/", check=True, timeout=TIMEOUT,
                           capture_output=True)
        except (OSError, subprocess.SubprocessError):
            continue
        return candidate
    return None


@pytest.fixture(scope="module")
def python_for_nobody() -> str:
    found = interpreter_for_nobody()
    if found is None:
        pytest.skip("no Python on this box that the user nobody may run")
    return found


@pytest.fixture
def shared_tables(monkeypatch: pytest.MonkeyPatch):
    """A rendezvous base another user can reach (pytest's tmp_path is 0700)."""
    folder = Path(tempfile.mkdtemp(prefix="fruitui-second-user-", dir="/tmp"))
    os.chmod(folder, 0o755)
    monkeypatch.setenv("FRUITUI_TABLES_DIR", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


async def as_nobody(python: str, socket_path: Path, *frames: wire.Message) -> list[dict]:
    """Run the stdlib client as the unix user nobody; the frames it got back."""
    process = await asyncio.create_subprocess_exec(
        python, "-I", "-c", CLIENT, str(socket_path),
        *(wire.encode(frame).hex() for frame in frames),
        user=NOBODY, group=NOBODY, extra_groups=[], cwd="/",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(process.communicate(), TIMEOUT)
    assert process.returncode == 0, err.decode()
    return json.loads(out)


async def test_the_kernel_names_the_second_user_and_they_see_only_their_seat(
        shared_tables: Path, python_for_nobody: str) -> None:
    host = await start_host("fruit-spy", "Ann,nobody,cpu")
    try:
        # A seat named after a unix user is that user's; no code is made for it.
        assert host.access.claims[1] == NOBODY and 1 not in host.access.codes
        frames = await as_nobody(python_for_nobody, host.socket_path,
                                 wire.Hello(version=wire.PROTOCOL))
        welcome, *rest = frames
        assert welcome["type"] == "welcome" and welcome["seats"] == [1]
        snapshots = [f for f in rest if f["type"] == "snapshot"]
        assert snapshots, frames
        for snap in snapshots:
            assert snap["seat"] == 1, "a view of another seat reached nobody"
            assert snap["view"] == json_data(host.table.match.state.view(1))
            if host.table.decision.seat != 1:
                assert snap["choices"] == [] and snap["prompt"] == ""
    finally:
        host.stop()
        await host.shutdown()


async def test_the_second_user_cannot_take_or_play_the_owners_seat(
        shared_tables: Path, python_for_nobody: str) -> None:
    host = await start_host("fruit-spy", "Ann,nobody,cpu")
    try:
        # Asking for Ann's seat by name: refused at the door.
        refused, = await as_nobody(python_for_nobody, host.socket_path,
                                   wire.Hello(version=wire.PROTOCOL, seats=["Ann"]))
        assert refused["type"] == "refused" and refused["code"] == "not-yours"
        # Welcomed to their own seat, then a choice for seat 0: refused, nothing applied.
        move = host.move
        decision = host.table.decision
        choice = wire.to_data(decision.choices[0])
        frames = await as_nobody(
            python_for_nobody, host.socket_path, wire.Hello(version=wire.PROTOCOL),
            wire.Choose(move=move, seat=0, choice=choice),
            wire.TakeBack(move=move, seat=0))
        refusals = [f for f in frames if f["type"] == "refused"]
        assert [f["code"] for f in refusals] == ["not-your-seat", "not-your-seat"]
        assert host.move == move and host.table.decision == decision
        assert all(f["seat"] == 1 for f in frames if f["type"] == "snapshot")
        # Closing the table is the owner's alone.
        refused = await as_nobody(python_for_nobody, host.socket_path, wire.Close())
        assert refused[0]["type"] == "refused" and refused[0]["code"] == "not-owner"
        assert not host.stopped.is_set()
    finally:
        host.stop()
        await host.shutdown()
