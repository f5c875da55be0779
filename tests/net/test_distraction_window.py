"""A Gobblin' Goblins Distraction window at a hosted table asks every seat at
once (issue 39, item 6): a real host on a Unix socket, Ann, Bob and Cy each
on their own connection (Bob and Cy as other users), a computer seat."""

from __future__ import annotations

import os
from typing import Any

import msgspec
import pytest

from fruitui.net import rendezvous, wire
from fruitui.net.access import Access
from fruitui.net.host import Host, HostConfig
from fruitui.games.gobblin_goblins.cards import NAME
from fruitui.storage.saves import Store
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup

from .helpers import Peer, join
from .test_host_settings import fruitui

PASS = ["pass"]
SQUIRREL = "Look, a Squirrel!"


async def window_table(bob_holds: bool, seconds: float = 60.0) -> Host:
    """Seed 2: Ann plays first; Cy holds a Distraction, Ann, Bob and the
    computer none. With `bob_holds`, Bob's first card is swapped for a Look, a
    Squirrel! from deep in the draw pile (usable once Ann's Food lands)."""
    store = Store()
    autosave = store.create()
    table = Table(TableSetup("gobblin-goblins", parse_players("Ann,Bob,Cy,cpu"), 2,
                             {"distractions": "ask-everyone"}))
    state = table.match.state
    if bob_holds:
        squirrel = next(c for c in state.pile if NAME[c] == SQUIRREL)
        at = state.pile.index(squirrel)
        state.pile[at], state.hands[1][0] = state.hands[1][0], squirrel
        state.hands[1].sort()
        state.held[1] += 1
    access = Access.new(table.seats, os.getuid(), store.root / "net" / f"{autosave.game_id}.json")
    host = Host(autosave.game_id, table, autosave, access, HostConfig(window_seconds=seconds),
                rendezvous.my_folder(), os.getuid())
    await host.start()
    return host


async def seated(host: Host) -> tuple[Peer, Peer, Peer]:
    bob_code, cy_code = host.access.codes[1], host.access.codes[2]
    host.peer_uid = lambda _sock: 77
    bob, _ = await join(host, code=bob_code)
    host.peer_uid = lambda _sock: 78
    cy, _ = await join(host, code=cy_code)
    host.peer_uid = lambda _sock: os.getuid()
    ann, _ = await join(host)
    for peer in (ann, bob, cy):
        await peer.ping()  # every snapshot of the joining sent before this
    return ann, bob, cy


async def asked(peer: Peer, seat: int, move: int) -> wire.Snapshot:
    """The next snapshot of `seat`: the window's question to it at `move`."""
    while True:
        snap = await peer.until(wire.Snapshot)
        if snap.seat == seat and snap.move == move:
            assert snap.to_move == seat and snap.decision_kind == "distraction", snap
            assert snap.choices[0] == PASS and snap.window == 60.0
            return snap


async def nothing_more(peer: Peer) -> None:
    """No frame came before the answer to a ping sent now."""
    await peer.send(wire.Ping(nonce=5))
    message = await peer.recv()
    assert isinstance(message, wire.Pong), f"unexpected {message}"


async def ann_plays_food(host: Host, ann: Peer) -> int:
    decision = host.table.decision
    assert decision.seat == 0 and decision.kind == "turn"
    move = host.move
    await ann.send(wire.Choose(move=move, seat=0, choice=wire.to_data(decision.choices[0])))
    return move + 1


async def test_everyone_is_asked_at_once_and_the_answers_are_applied_in_window_order() -> None:
    host = await window_table(bob_holds=True)
    try:
        ann, bob, cy = await seated(host)
        move = await ann_plays_food(host, ann)
        # Every person is asked at the same position, before anyone answers.
        questions = [await asked(peer, seat, move) for seat, peer in ((0, ann), (1, bob), (2, cy))]
        assert [len(q.choices) for q in questions] == [1, 2, 2]  # Bob's Squirrel, Cy's card
        window = host.window
        assert window is not None and list(window.asks) == [1, 2, 3, 0]
        # Bob passes: his own terminal hears it, nobody else does.
        await bob.send(wire.Choose(move=move, seat=1, choice=PASS))
        answered = await bob.until(wire.Snapshot)
        assert answered.seat == 1 and answered.to_move is None and not answered.choices
        await nothing_more(ann)
        await nothing_more(cy)
        await bob.send(wire.Choose(move=move, seat=1, choice=PASS))  # never twice
        assert (await bob.until(wire.Refused)).code == "answered"
        await ann.send(wire.TakeBack(move=move, seat=0))
        assert (await ann.until(wire.Refused)).code == "window"
        # Cy plays her Distraction, Ann passes: the window closes with no countdown
        # left to run (the computer seat answered at once).
        card = next(c for c in questions[2].choices if c != PASS)
        await cy.send(wire.Choose(move=move, seat=2, choice=card))
        await ann.send(wire.Choose(move=move, seat=0, choice=PASS))
        while (after := await ann.until(wire.Snapshot)).move == move:
            pass  # the one that came with the refusal
        assert host.window is None or host.window.move != move
        # Applied in window order: Bob's pass, then Cy's Distraction (the rest unasked).
        made = [msgspec.json.decode(msgspec.json.encode(c)) for c in host.table.match.choices]
        assert made[move:move + 2] == [PASS, card] and after.move == move + 2
    finally:
        host.stop()
        await host.shutdown()


async def test_a_seat_that_does_not_answer_in_time_passes() -> None:
    host = await window_table(bob_holds=True, seconds=0.2)
    try:
        ann, bob, cy = await seated(host)
        move = await ann_plays_food(host, ann)
        # Nobody answers: every person's pass is applied when the time is up,
        # Bob's too, who holds a Squirrel he could have played.
        while True:
            snap = await cy.until(wire.Snapshot)
            if snap.move > move:
                break
        made = [msgspec.json.decode(msgspec.json.encode(c)) for c in host.table.match.choices]
        assert made[move:move + 4] == [PASS] * 4
        assert host.table.decision.kind != "distraction"
    finally:
        host.stop()
        await host.shutdown()


async def heard(peer: Peer, frames: list[Any]) -> None:
    """Add what `peer` received before the answer to a ping sent now."""
    await peer.send(wire.Ping(nonce=9))
    while not isinstance(message := await peer.recv(), wire.Pong):
        frames.append(msgspec.structs.asdict(message))


async def cy_hears(bob_holds: bool) -> list[Any]:
    """Every frame Cy receives from Ann's Food until the window has closed, the
    table otherwise alike: whoever is asked passes, Bob before Cy before Ann."""
    host = await window_table(bob_holds)
    frames: list[Any] = []
    try:
        ann, bob, cy = await seated(host)
        move = await ann_plays_food(host, ann)
        await ann.ping()  # the host has taken it
        while host.table.decision.kind == "distraction":
            window = host.window
            for seat, peer in ((1, bob), (2, cy), (0, ann)):
                if seat in (window.pending() if window else [host.table.decision.seat]):
                    await peer.send(wire.Choose(move=host.move, seat=seat, choice=PASS))
                    await heard(peer, frames if peer is cy else [])  # the host has taken it
        await heard(cy, frames)
        assert host.move > move
    finally:
        host.stop()
        await host.shutdown()
    return frames


async def test_what_a_seat_hears_does_not_tell_whether_another_holds_a_distraction() -> None:
    holds, does_not = await cy_hears(True), await cy_hears(False)
    assert any(f.get("decision_kind") == "distraction" for f in holds)  # Cy was asked too
    assert holds == does_not


@pytest.mark.parametrize("flags, setting", [((), "ask-everyone"),
                                            (("--distractions", "ask-holders"), "ask-holders")])
def test_a_hosted_table_asks_everyone_unless_told_otherwise(flags: tuple[str, ...],
                                                           setting: str) -> None:
    started = fruitui("host", "--game", "gobblin-goblins", "--players", "Ann,Bob,cpu",
                      "--no-join", *flags)
    assert started.returncode == 0, started.stderr
    table_id = started.stdout.split()[1].rstrip(":")
    try:
        assert Store().load(table_id).options["distractions"] == setting
    finally:
        fruitui("tables", "--close", table_id)


async def test_each_terminal_is_asked_its_own_question_and_counts_down() -> None:
    from .test_remote_table import connected, feed

    host = await window_table(bob_holds=True)
    try:
        host.table.apply(host.table.decision.choices[0])  # Ann's Food
        host._changed()
        bob, _ = connected(host, [1])
        feed(bob, host)
        decision = bob.my_decision()
        assert decision is not None and decision.seat == 1 and decision.kind == "distraction"
        assert len(decision.choices) == 2  # "pass" and his Squirrel
        left = bob.window_left()
        assert left is not None and 0 < left <= 60
        watcher, _ = connected(host, [])
        feed(watcher, host)
        assert watcher.my_decision() is None and watcher.window_left() is not None
    finally:
        host.stop()
        await host.shutdown()


async def test_the_screen_shows_the_countdown_before_and_after_answering() -> None:
    from .test_remote_screen import open_remote, wait_until

    host = await window_table(bob_holds=False)
    app = await open_remote(host)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            remote = app.screen.table
            await wait_until(pilot, lambda: remote.my_decision() is not None)
            assert remote.my_decision().kind == "turn"
            await pilot.press("enter")  # Ann's first Food
            await wait_until(pilot, lambda: remote.my_decision() is not None
                             and remote.my_decision().kind == "distraction")
            status = app.screen.query_one("#status")
            await wait_until(pilot, lambda: "s left (no answer: pass)" in str(status.render()))
            await pilot.press("enter")  # pass; Bob and Cy have not answered
            await wait_until(pilot, lambda: "Everyone may play a Distraction now:"
                             in str(status.render()))
            assert host.window is not None and 0 in host.window.answers
    finally:
        host.stop()
        await host.shutdown()
