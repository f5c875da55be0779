"""`fruitui join` as a person types it: the code prompt for a named seat, and
what it prints for a host that answers garbage or control characters.

`run_join` runs in a thread against a host on a real socket; the code prompt
(getpass) and the app are stand-ins, so what is checked is the handshake the
command makes and what it prints."""

from __future__ import annotations

import asyncio
import os
import socket
import threading
from pathlib import Path

import pytest

from fruitui.net import cli, rendezvous, wire
from fruitui.net.client import JoinRefused, handshake

from .helpers import start_host


class AppStandIn:
    """Where `fruitui join` would open the table: records that it got that far."""

    opened: list[object] = []

    def __init__(self, opening) -> None:
        self.opening = opening  # where the navigator goes first: the remote table
        self.return_code = 0

    def run(self, mouse: bool = True) -> None:
        AppStandIn.opened.append(self.opening)


@pytest.fixture
def typed_codes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The codes the person types at the prompt, in order (empty: they press Ctrl+D)."""
    codes: list[str] = []

    def prompt(_text: str) -> str:
        if not codes:
            raise EOFError
        return codes.pop(0)

    monkeypatch.setattr(cli.getpass, "getpass", prompt)
    monkeypatch.setattr("fruitui.ui.app.FruitApp", AppStandIn)
    AppStandIn.opened = []
    return codes


async def test_join_with_seat_asks_for_that_seats_code(
        monkeypatch: pytest.MonkeyPatch, typed_codes: list[str],
        capsys: pytest.CaptureFixture[str]) -> None:
    """The owner holds Ann; `fruitui join ID --seat Bob` asks for Bob's code (it
    said "not yours" before), and then a plain join opens both seats."""
    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        typed_codes.append(host.access.codes[1])
        code = await asyncio.to_thread(cli.run_join, host.id, False, ["Bob"], True)
        assert code == 0 and len(AppStandIn.opened) == 1
        assert "'Bob' is open" in capsys.readouterr().err
        assert host.access.held_by(os.getuid()) == [0, 1]
        welcome = await asyncio.to_thread(
            handshake, host.socket_path, wire.Hello(version=wire.PROTOCOL))
        assert welcome.seats == [0, 1]
        # Cy's seat, no code typed (Ctrl+D at the prompt): nothing opens, nothing claimed.
        code = await asyncio.to_thread(cli.run_join, host.id, False, ["Cy"], True)
        assert code == 1 and len(AppStandIn.opened) == 1
        assert 2 in host.access.codes
    finally:
        host.stop()
        await host.shutdown()


def fake_host(path: Path, reply: bytes) -> threading.Thread:
    """A socket that reads a hello and answers `reply`: a host gone wrong, or hostile."""
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen()

    def serve() -> None:
        conn, _ = server.accept()
        conn.recv(65536)
        conn.sendall(reply)
        conn.close()
        server.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize("reply", [b"garbage\n", b'{"type": "welcome"}\n', b"\x00\xff\n"])
def test_an_unreadable_answer_is_a_refusal_not_a_traceback(tmp_path: Path, reply: bytes) -> None:
    path = tmp_path / "host.sock"
    fake_host(path, reply)
    with pytest.raises(JoinRefused) as refused:
        handshake(path, wire.Hello(version=wire.PROTOCOL), timeout=5)
    assert refused.value.code == "protocol"
    assert "unreadable" in refused.value.reason


def test_a_hosts_reason_is_printed_escaped(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, typed_codes: list[str],
        capsys: pytest.CaptureFixture[str]) -> None:
    """Another user's host chooses the refusal's words: control characters in them
    (a screen clear, a title change) reach the terminal only as text."""
    path = tmp_path / "abc123.sock"
    fake_host(path, wire.encode(wire.Refused(code="no-watch", reason="\x1b[2J\x1b]0;pwned\x07 no")))
    card = rendezvous.Card(tmp_path, {"id": "abc123"}, os.getuid())
    monkeypatch.setattr(cli, "find_table", lambda _id, _host=None: card)
    assert cli.run_join("abc123", True, None, True) == 1
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\x07" not in err
    assert "\\x1b[2J" in err and err.rstrip().endswith("no")
    assert AppStandIn.opened == []


GOOD_WELCOME = dict(version=wire.PROTOCOL, table="abc123", game="fruit-spy",
                    names=["Ann", "Bob", "Cy"], computer=[False, False, True],
                    options={}, seats=[0])


@pytest.mark.parametrize("change, why", [
    ({"game": "chess"}, "cannot set"),
    ({"names": ["Ann"], "computer": [False], "seats": [0]}, "cannot set"),
    ({"computer": [False]}, "do not add up"),
    ({"seats": [7]}, "do not add up"),
    ({"seats": [0, 0]}, "do not add up"),
    ({"options": {"first": "zz"}}, "cannot set"),
])
def test_a_welcome_to_a_table_that_cannot_be_set_is_refused(
        tmp_path: Path, change: dict, why: str) -> None:
    """Another user's host decides what its welcome says: a table this fruitui
    could not show is a refusal at the door, before any screen is built on it."""
    path = tmp_path / "host.sock"
    fake_host(path, wire.encode(wire.Welcome(**{**GOOD_WELCOME, **change})))
    with pytest.raises(JoinRefused) as refused:
        handshake(path, wire.Hello(version=wire.PROTOCOL), timeout=5)
    assert refused.value.code == "protocol" and why in refused.value.reason


def test_a_good_welcome_is_let_through(tmp_path: Path) -> None:
    path = tmp_path / "host.sock"
    fake_host(path, wire.encode(wire.Welcome(**GOOD_WELCOME)))
    assert handshake(path, wire.Hello(version=wire.PROTOCOL), timeout=5).seats == [0]


def recording_host(path: Path) -> tuple[threading.Thread, list[bytes]]:
    """A socket (served by this user) that records what each connection sends."""
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen()
    got: list[bytes] = []

    def serve() -> None:
        conn, _ = server.accept()
        conn.settimeout(5)
        data = b""
        try:
            while chunk := conn.recv(65536):
                data += chunk
        except OSError:
            pass
        got.append(data)
        conn.close()
        server.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return thread, got


def test_a_handshake_sends_nothing_to_a_socket_its_owner_does_not_serve(tmp_path: Path) -> None:
    """The table should be served by another user than the one behind the socket:
    the hello (and a join code in it) is never sent."""
    path = tmp_path / "abc123.sock"
    thread, got = recording_host(path)
    with pytest.raises(JoinRefused) as refused:
        handshake(path, wire.Hello(version=wire.PROTOCOL, code="abcd-efgh"), timeout=5,
                  owner=os.getuid() + 1)
    thread.join(5)
    assert refused.value.code == "impostor" and "nothing was sent" in refused.value.reason
    assert got == [b""]


async def test_a_reconnection_sends_nothing_to_a_socket_its_owner_does_not_serve(
        tmp_path: Path) -> None:
    from fruitui.net.client import Connection
    from fruitui.net.remote import RemoteTable

    path = tmp_path / "abc123.sock"
    thread, got = recording_host(path)
    remote = RemoteTable(wire.Welcome(**GOOD_WELCOME), lambda _message: None)
    closed: list[wire.Closing | None] = []
    remote.on_closed = closed.append
    connection = Connection(path, wire.Hello(version=wire.PROTOCOL), remote,
                            owner=os.getuid() + 1)
    await asyncio.wait_for(connection.run(), 5)  # refused for good: no retrying
    await asyncio.to_thread(thread.join, 5)
    assert closed[-1] is not None and closed[-1].final and "served by" in closed[-1].reason
    assert got == [b""]
