"""Nobody can lock a table (issue 36): spectators and connections that have not
said hello have their own caps, per user and in total; the owner and the seat
holders always get in, and a refused client hears the host's reason.

Other users are played by swapping `Host.peer_uid` (one uid per connection, in
the order they connect); test_door_processes.py floods as a real second user.
"""

from __future__ import annotations

import asyncio
import os
import socket
import threading
from collections import deque

import pytest

from fruitui.net import client, wire
from fruitui.net.host.door import PENDING_PER_UID, SPECTATORS_TOTAL
from fruitui.net.host import Host, HostConfig

from .helpers import Peer, start_host

BOB = 1001  # holds the seat Bob
CY = 1002  # has the join code for Cy, no seat yet
STRANGERS = range(5000, 5200)  # users with no seat


async def seated_host(config: HostConfig | None = None) -> tuple[Host, deque[int]]:
    """Ann (the owner), Bob (BOB's seat) and Cy (open, a code); the uid of each
    next connection is taken from the deque returned (the owner's when empty)."""
    host = await start_host("fruit-spy", "Ann,Bob,Cy", config=config)
    host.access.claims[1] = BOB
    del host.access.codes[1]
    uids: deque[int] = deque()
    host.peer_uid = lambda _sock: uids.popleft() if uids else os.getuid()
    return host, uids


async def open_as(host: Host, uids: deque[int], uid: int) -> Peer:
    uids.append(uid)
    return await Peer.open(host.socket_path)


async def seat_holders_get_in(host: Host, uids: deque[int]) -> list[Peer]:
    bob = await open_as(host, uids, BOB)
    welcome = await bob.hello()
    assert isinstance(welcome, wire.Welcome) and welcome.seats == [1], welcome
    cy = await open_as(host, uids, CY)  # a newcomer with a code gets to say it
    welcome = await cy.hello(code=host.access.codes[2])
    assert isinstance(welcome, wire.Welcome) and welcome.seats == [2], welcome
    return [bob, cy]


async def the_owner_closes_it(host: Host) -> None:
    owner = await Peer.open(host.socket_path)  # `fruitui tables --close`
    await owner.send(wire.Close())
    assert (await owner.until(wire.Closing)).final
    assert host.stopped.is_set()


async def test_200_idle_spectators_keep_no_seat_holder_or_owner_out() -> None:
    host, uids = await seated_host()
    peers, watchers, refused = [], [], []  # (peers kept: a dropped one closes)
    try:
        for uid in STRANGERS:  # 200 users, each watching and never reading
            peers.append(peer := await open_as(host, uids, uid))
            answer = await peer.hello(watch=True)
            (watchers if isinstance(answer, wire.Welcome) else refused).append(answer)
        peers += await seat_holders_get_in(host, uids)
        assert len(watchers) == SPECTATORS_TOTAL
        assert {r.code for r in refused} == {"full"}
        assert "as many spectators as it takes" in refused[0].reason
        # One user watching from many terminals is capped on their own.
        for _ in range(10):
            peers.append(peer := await open_as(host, uids, BOB))
            answer = await peer.hello(watch=True)
        assert isinstance(answer, wire.Refused) and "already watching" in answer.reason
        await the_owner_closes_it(host)
    finally:
        host.stop()
        await host.shutdown()


@pytest.mark.parametrize("watch", [True, False], ids=["watching", "no-watch"])
@pytest.mark.parametrize("users", [1, 64], ids=["one-user", "64-users"])
async def test_64_silent_connections_keep_no_seat_holder_or_owner_out(
        watch: bool, users: int) -> None:
    host, uids = await seated_host(HostConfig(watch=watch))
    try:
        silent = [await open_as(host, uids, STRANGERS[i % users]) for i in range(64)]
        await asyncio.sleep(0.2)  # the host has accepted them all
        seated = await seat_holders_get_in(host, uids)
        pending = sum(len(q) for q in host.door.pending.values())
        assert pending == (PENDING_PER_UID if users == 1 else 63)  # 64 - 1 let go for Cy
        # The ones let go to make room were told why, not just hung up on:
        # the user's own oldest past their cap, else the oldest of the most.
        for peer in silent[:64 - PENDING_PER_UID] if users == 1 else silent[:1]:
            answer = await peer.recv()
            assert isinstance(answer, wire.Refused) and answer.code == "busy", answer
        await the_owner_closes_it(host)
        assert len(seated) == 2
    finally:
        host.stop()
        await host.shutdown()


async def test_a_refused_spectator_prints_the_hosts_reason(capsys) -> None:
    from fruitui.net.cli import run_join

    host, uids = await seated_host()
    peers = []
    try:
        for uid in STRANGERS[:SPECTATORS_TOTAL]:
            peers.append(peer := await open_as(host, uids, uid))
            assert isinstance(await peer.hello(watch=True), wire.Welcome)
        host.peer_uid = lambda _sock: STRANGERS[-1]  # also for any probe before the hello
        status = await asyncio.to_thread(run_join, host.id, True, None, True)
        assert status == 1
        err = capsys.readouterr().err
        assert "as many spectators as it takes" in err and "Broken pipe" not in err
    finally:
        host.stop()
        await host.shutdown()


def test_a_host_that_hung_up_before_the_hello_is_heard(tmp_path, monkeypatch) -> None:
    """The host refused at once and closed: sending the hello fails (EPIPE), but
    its reason is there to read, and that is what the client says."""
    path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen()
    hung_up = threading.Event()

    def refuse() -> None:
        conn, _ = server.accept()
        conn.sendall(wire.encode(wire.Refused(code="busy", reason="Too busy, sorry.")))
        conn.close()
        hung_up.set()

    class LateSocket(socket.socket):
        def sendall(self, data, *args):  # the hello leaves once the host has hung up
            hung_up.wait(5)
            return super().sendall(data, *args)

    def late_connect(where, owner, timeout):  # as rendezvous.connect, peer check aside
        sock = LateSocket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(timeout)
        sock.connect(str(where))
        return sock

    monkeypatch.setattr(client.rendezvous, "connect", late_connect)
    worker = threading.Thread(target=refuse)
    worker.start()
    try:
        with pytest.raises(client.JoinRefused) as refused:
            client.handshake(path, wire.Hello(version=wire.PROTOCOL))
    finally:
        worker.join()
        server.close()
    assert refused.value.code == "busy" and refused.value.reason == "Too busy, sorry."
