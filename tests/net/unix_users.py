"""Real second unix users for the shared-box tests (the tests run as root, as
the CI does): an account made if missing, a Python it may run, a tables base
everyone may write in (sticky, as /tmp is), and stdlib scripts run as it."""

from __future__ import annotations

import json
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

TIMEOUT = 20.0
EVE = "fteve"  # the attacker: an ordinary user of the box

# eve's socket server: binds PATH, then writes one JSON line per connection
# with what that connection sent (hex) and flushes it; runs until killed.
RECORDER = r"""
import json, os, socket, sys
path = sys.argv[1]
server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
server.bind(path)
os.chmod(path, 0o666)
server.listen(16)
print("ready", flush=True)
while True:
    conn, _ = server.accept()
    conn.settimeout(1.0)
    got = b""
    try:
        while chunk := conn.recv(65536):
            got += chunk
    except OSError:
        pass
    conn.close()
    print(json.dumps(got.hex()), flush=True)
"""


def need_root() -> None:
    if os.getuid() != 0:
        pytest.skip("a real second user needs root (to make it and to setuid)")


def ensure_user(name: str) -> int:
    """The uid of the test account `name`, made (no home, no login) if missing."""
    need_root()
    try:
        return pwd.getpwnam(name).pw_uid
    except KeyError:
        pass
    if shutil.which("useradd") is None:
        pytest.skip("no useradd to make a second unix user")
    subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin",
                    "--user-group", name], check=True, capture_output=True, timeout=TIMEOUT)
    return pwd.getpwnam(name).pw_uid


def python_for(uid: int) -> str:
    """A Python the user `uid` may run (this one may live in root's 0700 home)."""
    for candidate in (sys.executable, "/usr/bin/python3", "/usr/local/bin/python3"):
        try:
            subprocess.run([candidate, "-I", "-c", "pass"], user=uid, group=gid_of(uid),
                           extra_groups=[], cwd="/", check=True, timeout=TIMEOUT,
                           capture_output=True)
        except (OSError, subprocess.SubprocessError):
            continue
        return candidate
    pytest.skip("no Python on this box that a second user may run")


def gid_of(uid: int) -> int:
    return pwd.getpwuid(uid).pw_gid


def run_as(uid: int, script: str, *args: str) -> str:
    """Run a stdlib `script` as `uid`; its output (AssertionError if it fails)."""
    done = subprocess.run([python_for(uid), "-I", "-c", script, *args], user=uid,
                          group=gid_of(uid), extra_groups=[], cwd="/", capture_output=True,
                          text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr
    return done.stdout


class Recorder:
    """A socket server run as another user that records what every connection sent."""

    def __init__(self, uid: int, path: Path) -> None:
        self.process = subprocess.Popen(
            [python_for(uid), "-I", "-c", RECORDER, str(path)], user=uid, group=gid_of(uid),
            extra_groups=[], cwd="/", stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        if line.strip() != "ready":
            self.process.kill()
            raise AssertionError(f"the recorder did not start: {self.process.stderr.read()}")

    def received(self) -> list[bytes]:
        """Stop it; what each connection it accepted sent."""
        self.process.terminate()
        out, _ = self.process.communicate(timeout=TIMEOUT)
        return [bytes.fromhex(json.loads(line)) for line in out.splitlines() if line.strip()]


def shared_base() -> Path:
    """A tables base every user may write in, sticky as /tmp is."""
    folder = Path(tempfile.mkdtemp(prefix="tables-test-", dir="/tmp"))
    os.chmod(folder, 0o1777)
    return folder
