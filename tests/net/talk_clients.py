"""Talking clients for the talk tests: a stdlib script (so a second unix user
can run it) that says hello, carries out a list of actions and prints every
frame it received, and a `fruitui host` process to talk at."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from fruitui.net import wire

from .test_processes import ROOT, socket_of, start_host

__all__ = ["TALKER", "talker", "frames_of", "said", "start_host", "socket_of", "stop", "ROOT"]

# argv: socket path, hello (JSON), actions (JSON list). Actions: {"say": text},
# {"raw": hex}, {"burst": n, "text": t} (n lines at once), {"said": n} (read
# until n lines of talk in all), {"drain": seconds}, {"choose": true} (the first
# choice offered, then read until the table moves on).
TALKER = r"""
import json, socket, sys, time
path, hello, actions = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
sock.connect(path)
got, buffer = [], b""

def send(obj):
    sock.sendall((json.dumps(obj) + "\n").encode())

def pump(done, seconds):
    global buffer
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        sock.settimeout(max(0.01, end - time.monotonic()))
        try:
            chunk = sock.recv(1 << 20)
        except (socket.timeout, TimeoutError):
            break
        if not chunk:
            break
        buffer += chunk
        *lines, buffer = buffer.split(b"\n")
        got.extend(json.loads(line) for line in lines if line)

def count(kind):
    return sum(1 for f in got if f["type"] == kind)

send(hello)
pump(lambda: count("snapshot") > 0 or count("refused") > 0, 15)
for act in actions:
    if "say" in act:
        send({"type": "say", "text": act["say"]})
    elif "raw" in act:
        sock.sendall(bytes.fromhex(act["raw"]))
    elif "burst" in act:
        sock.sendall(b"".join((json.dumps({"type": "say", "text": f"{act['text']} {i}"})
                               + "\n").encode() for i in range(act["burst"])))
    elif "said" in act:
        pump(lambda: count("said") >= act["said"], 20)
    elif "drain" in act:
        pump(lambda: False, act["drain"])
    elif "choose" in act:
        mine = lambda: [f for f in got if f["type"] == "snapshot" and f["choices"]]
        pump(lambda: bool(mine()), 20)
        snap = mine()[-1]
        send({"type": "choose", "move": snap["move"], "seat": snap["seat"],
              "choice": snap["choices"][0]})
        pump(lambda: any(f["type"] == "snapshot" and f["move"] > snap["move"] for f in got), 20)
print(json.dumps(got))
"""


def talker(socket: Path, hello: dict, actions: list[dict], user: int | None = None,
           python: str = sys.executable) -> subprocess.Popen:
    """A talking client process (as the unix user `user`, if given)."""
    extra = {} if user is None else {"user": user, "group": user_gid(user), "extra_groups": []}
    return subprocess.Popen(
        [python, "-I", "-c", TALKER, str(socket), json.dumps({"type": "hello", "version": wire.PROTOCOL,
                                                              **hello}), json.dumps(actions)],
        cwd="/", stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **extra)


def user_gid(uid: int) -> int:
    import pwd

    return pwd.getpwuid(uid).pw_gid


def frames_of(process: subprocess.Popen, timeout: float = 60) -> list[dict]:
    out, err = process.communicate(timeout=timeout)
    assert process.returncode == 0, err
    return json.loads(out)


def said(frames: list[dict]) -> list[tuple[int, int, str, bool, str]]:
    return [(f["number"], f["move"], f["speaker"], f["playing"], f["text"])
            for f in frames if f["type"] == "said"]


def stop(process: subprocess.Popen) -> str:
    """SIGTERM the host (the game stays saved); what it printed."""
    process.terminate()
    out, _ = process.communicate(timeout=30)
    return out
