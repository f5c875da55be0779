"""RemoteTable without a socket: fed the snapshots a real host builds, it must
tell its screen only whole sets, never draw another seat's snapshot, and never
send a stale or repeated choice."""

from __future__ import annotations

import pytest

from fruitui.net import wire
from fruitui.net.remote import RemoteTable
from fruitui.games.base import IllegalChoice
from fruitui.table.local import StaleChoice

from .helpers import json_data, start_host


def welcome_for(host, seats: list[int]) -> wire.Welcome:
    table = host.table
    return wire.Welcome(version=wire.PROTOCOL, table=host.id, game=table.setup.game,
                        names=list(table.names), computer=[s.computer for s in table.seats],
                        options=dict(table.setup.options), seats=seats)


def connected(host, seats: list[int]) -> tuple[RemoteTable, list[wire.Message]]:
    sent: list[wire.Message] = []
    remote = RemoteTable(welcome_for(host, seats), sent.append)
    remote.welcome(welcome_for(host, seats))
    return remote, sent


def feed(remote: RemoteTable, host) -> None:
    """The snapshots the host sends this connection after a change, in its order."""
    for seat in remote.expected():
        remote.receive(wire.decode_host(wire.encode(host.snapshot(seat))))


async def test_two_seats_at_one_terminal_hear_whole_sets_and_never_the_other_seat() -> None:
    host = await start_host("fruit-spy", "Ann,Bob,cpu", seed=6, start=False)
    first, other = 0, 1
    assert host.table.decision.seat == first  # seed 6: Ann, then Bob
    remote, _sent = connected(host, [0, 1])
    told: list[int] = []
    remote.listeners.append(lambda r: told.append(r.move))
    remote.receive(wire.decode_host(wire.encode(host.snapshot(0))))
    remote.receive(wire.decode_host(wire.encode(host.snapshot(1))))
    assert told == []  # the spectator's snapshot is not in yet
    assert remote.snap is None  # nobody at the keyboard: no seat's snapshot stands in
    with pytest.raises(LookupError):
        remote.view_for_keyboard()
    remote.receive(wire.decode_host(wire.encode(host.snapshot(None))))
    assert told == [0]
    assert json_data(remote.view_for_keyboard()) == json_data(host.table.match.state.view(None))
    assert remote.needs_handoff() == first
    feed(remote, host)  # the same set again (a presence update that changed nothing)
    assert told == [0]

    remote.take_keyboard(first)
    assert not remote.leave_keyboard_if_done()  # the decision is still the keyboard seat's
    host.table.apply(host.table.decision.choices[0])
    assert host.table.decision.seat == other
    feed(remote, host)
    assert told == [0, 1]
    assert remote.leave_keyboard_if_done()
    assert remote.at_keyboard is None
    assert json_data(remote.view_for_keyboard()) == json_data(host.table.match.state.view(None))
    assert remote.needs_handoff() == other
    assert remote.my_decision() is None  # not before Bob takes the keyboard
    remote.take_keyboard(other)
    assert json_data(remote.view_for_keyboard()) == json_data(host.table.match.state.view(other))
    assert remote.my_decision() is not None
    await host.shutdown()


async def test_a_choice_is_sent_once_and_only_for_the_pending_move_and_seat() -> None:
    host = await start_host("fruit-spy", "Ann,cpu,cpu", seed=4, start=False)
    while host.table.decision.seat != 0:
        host.table.apply(host.table.computer_choice())
    remote, sent = connected(host, [0])
    feed(remote, host)
    decision = remote.my_decision()
    assert decision is not None and decision.seat == 0
    choice, move = decision.choices[0], remote.move
    with pytest.raises(StaleChoice):
        remote.choose(choice, move + 1, 0)  # an earlier board's key, a later move
    with pytest.raises(StaleChoice):
        remote.choose(choice, move, 1)  # a seat this terminal does not hold
    with pytest.raises(IllegalChoice):
        remote.choose(("no such choice",), move, 0)
    assert sent == []
    remote.choose(choice, move, 0)
    assert sent == [wire.Choose(move=move, seat=0, choice=wire.to_data(choice))]
    with pytest.raises(StaleChoice):  # a second Enter before the host answered
        remote.choose(choice, move, 0)
    assert len(sent) == 1
    # A refusal lets the seat choose again, and the fresh set is told again.
    told: list[int] = []
    remote.listeners.append(lambda r: told.append(r.move))
    remote.receive(wire.Refused(code="illegal", reason="no"))
    feed(remote, host)
    assert told == [move] and remote.my_decision() is not None
    await host.shutdown()


def test_a_hosted_table_keeps_each_computer_seats_level() -> None:
    from fruitui.net.launch import players_text
    from fruitui.table.seats import Seat, parse_players

    seats = [Seat("Ann"), Seat("Robo", True, "hard"), Seat("Cy", True, "easy")]
    assert parse_players(players_text(seats)) == seats


async def test_a_watcher_plays_nothing_here_and_a_seat_does() -> None:
    host = await start_host("fruit-spy", "Ann,Bob,cpu", seed=6, start=False)
    assert not connected(host, [])[0].plays_here  # its key bar offers no take-back
    assert connected(host, [1])[0].plays_here


async def test_a_reconnected_table_is_told_the_position_even_when_unchanged() -> None:
    """The host went down and came back at the same move: the screen, which
    showed 'reconnecting…', must hear the set again (it once waited for the next
    move, the prompt and keys dead meanwhile)."""
    host = await start_host("fruit-spy", "Ann,cpu,cpu", seed=4, start=False)
    while host.table.decision.seat != 0:
        host.table.apply(host.table.computer_choice())
    remote, _sent = connected(host, [0])
    told: list[int] = []
    remote.listeners.append(lambda r: told.append(r.move))
    feed(remote, host)
    assert len(told) == 1
    remote.lost(None)  # the connection broke
    assert remote.my_decision() is None
    remote.welcome(welcome_for(host, [0]))
    feed(remote, host)  # the very same snapshot as before the loss
    assert told == [told[0], told[0]]
    assert remote.my_decision() is not None
    await host.shutdown()


async def test_take_back_notes_stand_where_they_happened_at_every_seat_and_onlooker() -> None:
    """A note says a choice was taken back; moves later it must stand where it
    happened in the remote log, as at a local table (it once stuck to the end
    of every hosted log, as though just written)."""
    import random

    from fruitui.table.undo import undo_refusal

    host = await start_host("grunlings", "Ann,Bob", seed=2, start=False)
    table = host.table
    rng = random.Random(4)
    noted = 0
    for _ in range(400):
        decision = table.decision
        if decision is None:
            break
        table.take_keyboard(decision.seat)
        if noted < 2 and table.steps and undo_refusal(
                table.steps, decision, decision.seat, ()) is None and rng.random() < 0.3:
            table.take_back()
            noted += 1
            continue
        table.apply(rng.choice(decision.choices))
        if noted and len(table.match.choices) > 40:
            break
    assert noted and table.notes
    for seats in ([0, 1], [0], []):  # one user at both seats, one seat, an onlooker
        remote, _sent = connected(host, seats)
        feed(remote, host)
        for seat in (seats or [None]):
            if seat is not None:
                remote.take_keyboard(seat)
            placed = remote.log_with_notes(seat)
            assert placed == table.log_with_notes(seat)
            assert any(is_note for _text, is_note in placed)
            assert placed[-1][1] is False  # the last line is a move, not an old note
