"""The host over a real Unix socket, in this process: seats, codes, refusals, bad input.

Every bad input must get a clear refusal (or a hang-up where nobody could read
one), apply nothing, and leave the host answering everyone else.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import time

import pytest

from fruitui.bots.search import search_bot
from fruitui.net import rendezvous, wire
from fruitui.net.host import HostConfig

from .helpers import Peer, join, json_data, start_host


async def test_owner_gets_a_seat_and_others_need_a_code() -> None:
    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        assert host.access.held_by(os.getuid()) == [0]
        assert sorted(host.access.codes) == [1, 2]
        ann, welcome = await join(host)
        assert welcome.seats == [0]
        snap = await ann.until(wire.Snapshot)
        assert snap.seat == 0 and snap.choices and len(snap.labels) == len(snap.choices)
        assert snap.presence == ["here", "open", "open"]
        # The owner's uid holds Ann only: Bob is not hers without his code, and
        # the refusal asks for that code (his seat is still open).
        other = await Peer.open(host.socket_path)
        refused = await other.hello(seats=["Bob"])
        assert isinstance(refused, wire.Refused) and refused.code == "need-code"
        assert "'Bob' is open" in refused.reason
        assert host.access.held_by(os.getuid()) == [0]
        await ann.ping()
    finally:
        host.stop()
        await host.shutdown()


async def test_join_codes_are_one_time_and_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("fruitui.net.host.server.WRONG_CODE_PAUSE", 0)
    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        code = host.access.codes[1]
        bob_uid = 4242
        host.peer_uid = lambda _sock: bob_uid  # the kernel would say who; here we say
        wrong = await Peer.open(host.socket_path)
        answer = await wrong.hello(code="aaaa-bbbb")
        assert isinstance(answer, wire.Refused) and answer.code == "bad-code"
        none = await Peer.open(host.socket_path)
        answer = await none.hello()
        assert isinstance(answer, wire.Refused) and answer.code == "need-code"
        bob, welcome = await join(host, code=code.upper())
        assert welcome.seats == [1]
        host.peer_uid = lambda _sock: 5151  # Cy's user tries Bob's spent code
        reused = await Peer.open(host.socket_path)
        answer = await reused.hello(code=code)
        assert isinstance(answer, wire.Refused) and answer.code == "used-code"
        # Bob comes back later without a code: the seat is his user's now.
        host.peer_uid = lambda _sock: bob_uid
        bob.close()
        again, welcome = await join(host)
        assert welcome.seats == [1]
        assert host.access.held_by(5151) == []
    finally:
        host.stop()
        await host.shutdown()


async def test_a_user_with_a_seat_claims_another_with_its_code(monkeypatch) -> None:
    """Two people at one keyboard: the owner holds Ann and types Bob's code; then
    one join opens both seats. A seat another user claimed stays refused."""
    monkeypatch.setattr("fruitui.net.host.server.WRONG_CODE_PAUSE", 0)
    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        bob_code, cy_code = host.access.codes[1], host.access.codes[2]
        wrong = await Peer.open(host.socket_path)
        answer = await wrong.hello(seats=["Bob"], code="aaaa-bbbb")
        assert isinstance(answer, wire.Refused) and answer.code == "bad-code"
        bob, welcome = await join(host, seats=["Bob"], code=bob_code)
        assert welcome.seats == [1]
        assert host.access.held_by(os.getuid()) == [0, 1]
        both, welcome = await join(host)
        assert welcome.seats == [0, 1]
        host.peer_uid = lambda _sock: 6262  # Cy's user claims Cy
        cy, welcome = await join(host, code=cy_code)
        assert welcome.seats == [2]
        host.peer_uid = lambda _sock: os.getuid()
        taken = await Peer.open(host.socket_path)
        answer = await taken.hello(seats=["Cy"])
        assert isinstance(answer, wire.Refused) and answer.code == "not-yours"
    finally:
        host.stop()
        await host.shutdown()


async def test_a_seat_named_after_a_user_is_only_that_users(monkeypatch) -> None:
    monkeypatch.setattr("fruitui.net.access.uid_of",
                        lambda name: {"ann": 1001, "bob": 1002}.get(name))
    host = await start_host("fruit-spy", "ann,bob,cpu")
    try:
        assert host.access.claims == {0: 1001, 1: 1002} and host.access.codes == {}
        host.peer_uid = lambda _sock: 1002  # bob's terminal asks for ann's seat
        peer = await Peer.open(host.socket_path)
        answer = await peer.hello(seats=["ann"])
        assert isinstance(answer, wire.Refused) and answer.code == "not-yours"
        bob, welcome = await join(host)
        assert welcome.seats == [1]
        host.peer_uid = lambda _sock: 1003  # a third user with no seat and no code
        stranger = await Peer.open(host.socket_path)
        answer = await stranger.hello()
        assert isinstance(answer, wire.Refused) and answer.code == "need-code"
    finally:
        host.stop()
        await host.shutdown()


async def test_choices_are_checked_and_never_applied_twice() -> None:
    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        host.peer_uid = lambda _sock: 77
        bob, _ = await join(host, code=host.access.codes[1])
        host.peer_uid = lambda _sock: os.getuid()
        ann, _ = await join(host)
        snap = await ann.until(wire.Snapshot)
        await bob.until(wire.Snapshot)
        choice = snap.choices[0]
        # Bob cannot choose for Ann, nor out of turn, nor a choice that does not exist.
        await bob.send(wire.Choose(move=0, seat=0, choice=choice))
        assert (await bob.until(wire.Refused)).code == "not-your-seat"
        await bob.send(wire.Choose(move=0, seat=1, choice=choice))
        assert (await bob.until(wire.Refused)).code == "not-your-turn"
        await ann.send(wire.Choose(move=0, seat=0, choice=[999, 999]))
        assert (await ann.until(wire.Refused)).code == "illegal"
        await ann.send(wire.Choose(move=0, seat=0, choice={"a": 1}))
        assert (await ann.until(wire.Refused)).code == "illegal"
        assert host.move == 0
        # The same choice twice: the second answers a position that is gone.
        await ann.send(wire.Choose(move=0, seat=0, choice=choice))
        await ann.send(wire.Choose(move=0, seat=0, choice=choice))
        refusal = await ann.until(wire.Refused)
        assert refusal.code == "stale"
        fresh = await ann.until(wire.Snapshot)  # every refusal comes with a fresh picture
        assert fresh.move == 1 and host.move == 1
        assert host.table.match.choices == [tuple(choice) if isinstance(choice, list) else choice]
    finally:
        host.stop()
        await host.shutdown()


async def test_spectators_see_the_public_view_and_cannot_choose() -> None:
    host = await start_host("fruit-spy", "Ann,cpu,cpu")
    try:
        watcher, welcome = await join(host, watch=True)
        assert welcome.seats == []
        snap = await watcher.until(wire.Snapshot)
        assert snap.seat is None and snap.choices == []
        assert snap.view == json_data(host.table.match.state.view(None))
        await watcher.send(wire.Choose(move=0, seat=0, choice=0))
        assert (await watcher.until(wire.Refused)).code == "spectator"
        assert host.move == 0
    finally:
        host.stop()
        await host.shutdown()
    closed = await start_host("fruit-spy", "Ann,cpu,cpu", config=HostConfig(watch=False))
    try:
        peer = await Peer.open(closed.socket_path)
        answer = await peer.hello(watch=True)
        assert isinstance(answer, wire.Refused) and answer.code == "no-watch"
    finally:
        closed.stop()
        await closed.shutdown()


async def test_bad_frames_get_reasons_and_the_host_keeps_answering() -> None:
    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        ann, _ = await join(host)
        await ann.until(wire.Snapshot)
        for frame, code in [(b"{oops\n", "bad-frame"), (b'{"type": "fly"}\n', "bad-frame"),
                            (wire.encode(wire.Hello(version=1)), "bad-frame")]:
            await ann.send(frame)
            refusal = await ann.until(wire.Refused)
            assert refusal.code == code and refusal.reason
        # A thousand random malformed frames, then the host still answers.
        rng = random.Random(11)

        async def count_refusals() -> int:
            refusals = 0
            while refusals < 1000:
                message = await ann.recv()
                if message is None:
                    break  # hung up: the count shows it
                if isinstance(message, wire.Refused):
                    refusals += 1
            return refusals

        counting = asyncio.create_task(count_refusals())  # a real client reads as it goes
        for _ in range(1000):
            garbage = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40)))
            await ann.send(garbage.replace(b"\n", b"") + b"\n")
        assert await counting == 1000  # each one refused, with a reason
        await ann.ping(nonce=1000)
        assert host.move == 0
        # Oversize: the connection is told and dropped; others are not disturbed.
        watcher, _ = await join(host, watch=True)
        big = Peer(*await asyncio.open_unix_connection(str(host.socket_path)))
        await big.send(b'{"type": "hello", "version": 1, "code": "' + b"x" * (wire.MAX_FRAME + 10))
        refusal = await big.until(wire.Refused)
        assert refusal.code == "bad-frame"
        assert await big.recv() is None  # hung up
        await watcher.ping()
        await ann.ping()
    finally:
        host.stop()
        await host.shutdown()


async def test_silent_half_and_never_reading_clients_are_dropped(monkeypatch) -> None:
    host = await start_host("fruit-spy", "Ann,Bob,Cy", config=HostConfig(hello_timeout=0.3))
    try:
        silent = await Peer.open(host.socket_path)
        assert (await silent.until(wire.Refused)).code == "timeout"
        assert await silent.recv() is None
        half = await Peer.open(host.socket_path)
        await half.send(b'{"type": "hel')
        half.writer.write_eof()
        assert (await half.until(wire.Refused)).code == "bad-frame"
        # A client that never reads: the host stops sending once too much is unsent.
        monkeypatch.setattr("fruitui.net.host.server.MAX_BUFFERED", 50_000)
        deaf, _ = await join(host, watch=True)
        deaf.writer.transport.pause_reading()
        ann, _ = await join(host)
        for _ in range(400):  # every ping broadcasts nothing, so we use snapshots
            host._changed(kick=False)
            await asyncio.sleep(0)
            if not any(c.watching for c in host.conns):
                break
        assert not any(c.watching for c in host.conns)
        await ann.ping()
    finally:
        host.stop()
        await host.shutdown()


async def test_a_ping_is_answered_while_a_computer_thinks(monkeypatch) -> None:
    host = await start_host("fruit-spy", "cpu,Ann,cpu")
    bot = host.table.bots[0]
    slow = bot.choose

    def thinking(view, decision, rng):
        time.sleep(1.0)  # a long think in its thread
        return slow(view, decision, rng)

    monkeypatch.setattr(bot, "choose", thinking)
    try:
        ann, _ = await join(host)
        while "thinking" not in (await ann.until(wire.Snapshot)).presence:
            pass
        started = time.perf_counter()
        await ann.ping()
        answered = time.perf_counter() - started
        assert host.thinking == 0  # still thinking: the answer did not wait for it
        assert answered < 0.5, f"ping took {answered * 1000:.0f} ms"  # generous; ~1 ms here
    finally:
        host.stop()
        await host.shutdown()


async def test_an_away_seat_waits_then_a_computer_plays_it() -> None:
    config = HostConfig(bot_after=0.3, cpu_level="hard")  # as `host --cpu-level hard`
    host = await start_host("fruit-spy", "Ann,cpu,cpu", config=config)
    try:
        ann, _ = await join(host)
        await ann.until(wire.Snapshot)
        ann.close()
        await asyncio.sleep(0.1)
        assert host.presence()[0] == "away" and host.move == 0
        for _ in range(50):
            await asyncio.sleep(0.1)
            if host.move > 0:
                break
        assert host.move > 0  # the computer stood in for Ann after --bot-after
        # ...at the --cpu-level asked for, not the default one.
        assert host.bots[0].iterations == search_bot("fruit-spy", "hard").iterations
        back, welcome = await join(host)
        assert welcome.seats == [0]
        for _ in range(50):  # a search move under way for Ann ends first
            if host.presence()[0] != "thinking":
                break
            await asyncio.sleep(0.1)
        assert host.presence()[0] == "here"
    finally:
        host.stop()
        await host.shutdown()


async def test_a_claimed_seat_nobody_opened_since_the_host_started_is_away() -> None:
    """A host opened (or resumed) with Ann's seat claimed but Ann not connected:
    her seat counts as away from the start, so --bot-after stands in for her (it
    once waited for ever: a seat counted as away only once a connection dropped).
    A seat never opened says so: "not yet here", not "away"."""
    config = HostConfig(bot_after=0.3, cpu_level="easy")
    host = await start_host("fruit-spy", "Ann,cpu,cpu", config=config)
    try:
        assert host.access.claims.get(0) == os.getuid()  # the owner sits at Ann's seat
        assert host.presence()[0] == "not yet here"
        assert rendezvous.find_card(host.id).data["seats"][0]["state"] == "not yet here"
        assert host.table.decision.seat == 0 and host.move == 0  # seed 1: Ann first
        for _ in range(50):
            await asyncio.sleep(0.1)
            if host.move > 0:
                break
        assert host.move > 0  # the computer stood in for Ann
    finally:
        host.stop()
        await host.shutdown()


async def test_owner_closes_the_table_others_cannot() -> None:
    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        host.peer_uid = lambda _sock: 999
        stranger = await Peer.open(host.socket_path)
        await stranger.send(wire.Close())
        assert (await stranger.until(wire.Refused)).code == "not-owner"
        assert not host.stopped.is_set()
        host.peer_uid = lambda _sock: os.getuid()
        owner = await Peer.open(host.socket_path)
        await owner.send(wire.Close())
        closing = await owner.until(wire.Closing)
        assert closing.final and "saved at move 0" in closing.reason
        assert host.stopped.is_set()
    finally:
        await host.shutdown()
    # Its card stays, saying the table rests (whose move, for `fruitui status`); no socket.
    card = json.loads(rendezvous.card_path(host.folder, host.id).read_text())
    assert card["resting"] is True and not host.socket_path.exists()


async def test_a_table_its_owner_closes_tells_the_players_to_wait_for_it() -> None:
    """Closed by `fruitui tables --close`, the game is saved and may reopen
    (`host --resume`): the players' clients are told so and keep trying, as after
    a host that went down (they once stopped, dead until q)."""
    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        ann, _ = await join(host)
        await ann.until(wire.Snapshot)
        owner = await Peer.open(host.socket_path)
        await owner.send(wire.Close())
        assert (await owner.until(wire.Closing)).final  # the closing command itself ends
        await host.stopped.wait()
        await host.shutdown()
        closing = await ann.until(wire.Closing)
        assert not closing.final
        assert closing.reason == "the host closed the table, saved at move 0"
    finally:
        await host.shutdown()
    assert host.autosave.lock.held is False


async def test_stale_socket_is_replaced_and_a_live_one_refused() -> None:
    host = await start_host("fruit-spy", "Ann,Bob,Cy")
    try:
        second = type(host)(host.id, host.table, None, host.access, HostConfig(),
                            host.folder, host.owner)
        with pytest.raises(rendezvous.RendezvousError, match="already hosted"):
            await second.start()
    finally:
        host.stop()
        await host.shutdown()
    # A socket file left by a host that died: the next host clears it.
    import socket

    leftover = socket.socket(socket.AF_UNIX)
    leftover.bind(str(host.socket_path))
    leftover.close()
    again = type(host)(host.id, host.table, None, host.access, HostConfig(), host.folder,
                       host.owner)
    await again.start()
    try:
        peer, _ = await join(again)
        await peer.ping()
    finally:
        again.stop()
        await again.shutdown()


def test_rendezvous_folders_that_cannot_be_trusted(tables_dir) -> None:
    folder = rendezvous.my_folder()
    assert oct(os.stat(folder).st_mode & 0o777) == "0o755"
    os.chmod(folder, 0o777)  # my own folder, opened up: mine to chmod back
    with pytest.raises(rendezvous.RendezvousError, match="written by others"):
        rendezvous.my_folder()
    os.chmod(folder, 0o755)
    folder.rmdir()
    target = tables_dir / "elsewhere"
    target.mkdir()
    folder.symlink_to(target)
    # A symlink in the way: never followed, a spare folder of mine is used instead.
    spare = rendezvous.my_folder()
    assert spare.parent == tables_dir and spare.name.startswith(f"{folder.name}.")
    assert not spare.is_symlink() and oct(os.stat(spare).st_mode & 0o777) == "0o755"
    assert rendezvous.my_folder() == spare  # and kept from then on
    assert not list(target.iterdir())


async def test_a_take_back_over_the_socket_follows_the_undo_rules() -> None:
    from fruitui.table.undo import undo_refusal

    host = await start_host("grunlings", "Ann,Bob", seed=2)
    host.access.redeem(host.access.codes[1], os.getuid())
    try:
        peer, welcome = await join(host)
        assert welcome.seats == [0, 1]
        rng = random.Random(4)
        for _ in range(200):
            table = host.table
            decision = table.decision
            if table.steps and undo_refusal(table.steps, decision, decision.seat, ()) is None:
                break
            await peer.send(wire.Choose(move=host.move, seat=decision.seat,
                                        choice=wire.to_data(rng.choice(decision.choices))))
            while (await peer.until(wire.Snapshot)).move != host.move:
                pass
        else:
            pytest.fail("no position that allows a take-back")
        before = host.move
        await peer.send(wire.TakeBack(move=before, seat=decision.seat))
        while (snap := await peer.until(wire.Snapshot)).move != before - 1:
            pass  # snapshots of the position before, still on their way
        assert host.move == before - 1
        assert any("took back" in note for note in snap.notes)
        await peer.send(wire.TakeBack(move=before, seat=decision.seat))  # stale now
        assert (await peer.until(wire.Refused)).code == "stale"
    finally:
        host.stop()
        await host.shutdown()


async def test_an_old_client_and_an_idle_host() -> None:
    host = await start_host("fruit-spy", "Ann,Bob,Cy", config=HostConfig(idle_timeout=0.3),
                            start=False)
    running = asyncio.create_task(host.run())
    for _ in range(100):
        if host.socket_path.exists():
            break
        await asyncio.sleep(0.01)
    try:
        peer = await Peer.open(host.socket_path)
        answer = await peer.hello_raw(version=wire.PROTOCOL + 1)
        assert isinstance(answer, wire.Refused) and answer.code == "version"
        await asyncio.wait_for(running, 5)  # nobody stayed connected: it ends by itself
    finally:
        if not running.done():
            running.cancel()
    assert not host.socket_path.exists()


def test_a_missing_tables_folder_is_named_not_made(tmp_path, monkeypatch) -> None:
    """FRUITUI_TABLES_DIR names a folder that is not there: one line saying what
    to make (made by one user, the others could not put their tables in it)."""
    missing = tmp_path / "no" / "tables"
    monkeypatch.setenv(rendezvous.BASE_ENV, str(missing))
    with pytest.raises(rendezvous.RendezvousError, match="does not exist: make it"):
        rendezvous.my_folder()
    assert not missing.exists()
