"""The host's session with no socket: plain calls in, events out (net/host/session.py)."""

from __future__ import annotations

import socket
import sys

from fruitui.net import wire
from fruitui.net.access import Access
from fruitui.net.host.session import Conn, HangUp, Send, Session, Stop
from fruitui.net.settings import HostConfig
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup

OWNER, BOB = 1000, 1001


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def session(players: str = "Ann,Bob,cpu", **config) -> tuple[Session, Clock]:
    table = Table(TableSetup("fruit-spy", parse_players(players), 5))
    access = Access.new(table.seats, OWNER)  # no path: nothing is written
    clock = Clock()
    return Session("t1", table, access, HostConfig(**config), OWNER, clock), clock


def hello(**fields) -> wire.Hello:
    return wire.Hello(version=wire.PROTOCOL, **fields)


def sent(events, conn: Conn) -> list[wire.Message]:
    return [e.message for e in events if isinstance(e, Send) and e.conn is conn]


def joined(s: Session, uid: int, **fields) -> Conn:
    conn = Conn(uid)
    events = s.welcome(conn, hello(**fields))
    assert isinstance(sent(events, conn)[0], wire.Welcome), events
    return conn


def test_a_welcome_gives_the_owner_her_seat_and_its_snapshot() -> None:
    s, _ = session()
    s.open()
    ann = Conn(OWNER)
    events = s.welcome(ann, hello())
    welcome, snap = sent(events, ann)
    assert isinstance(welcome, wire.Welcome) and welcome.seats == [0]
    assert isinstance(snap, wire.Snapshot) and snap.seat == 0 and snap.choices
    assert s.presence()[:2] == ["here", "open"] and s.changed_card


def test_a_code_claims_a_seat_once() -> None:
    s, _ = session()
    code = s.access.codes[1]
    bob = joined(s, BOB, code=code)
    assert bob.seats == [1]
    again = Conn(2002)
    events = s.welcome(again, hello(code=code))
    refused = sent(events, again)[0]
    assert isinstance(refused, wire.Refused) and refused.code == "used-code"
    assert HangUp(again) in events and again not in s.conns


def test_a_choice_is_applied_and_everyone_hears_their_own_view() -> None:
    s, _ = session()
    ann = joined(s, OWNER)
    watcher = joined(s, BOB, watch=True)
    choice = s.table.decision.choices[0]
    line = wire.encode(wire.Choose(seat=0, move=0, choice=wire.to_data(choice)))
    events = s.receive(ann, line)
    assert s.move == 1
    (to_ann,) = sent(events, ann)
    (to_watcher,) = sent(events, watcher)
    assert to_ann.seat == 0 and to_watcher.seat is None and not to_watcher.choices
    # The next seat is Bob's, whom nobody plays yet: no computer turn is due.
    assert s.computer_wait() is None


def test_a_stale_or_foreign_choice_is_refused_with_a_fresh_snapshot() -> None:
    s, _ = session()
    ann = joined(s, OWNER)
    choice = wire.to_data(s.table.decision.choices[0])
    for seat, move, code in ((0, 5, "stale"), (1, 0, "not-your-seat")):
        events = s.receive(ann, wire.encode(wire.Choose(seat=seat, move=move, choice=choice)))
        refused, snap = sent(events, ann)
        assert refused.code == code and isinstance(snap, wire.Snapshot)
    assert s.move == 0
    refused, _snap = sent(s.receive(ann, b"{nonsense\n"), ann)
    assert refused.code == "bad-frame"


def test_computer_turns_are_handed_out_and_their_answers_applied() -> None:
    s, _ = session("Ann,cpu,cpu")
    ann = joined(s, OWNER)
    s.receive(ann, wire.encode(wire.Choose(
        seat=0, move=0, choice=wire.to_data(s.table.decision.choices[0]))))
    assert s.computer_wait() == 0
    turn, events = s.computer_turn()
    assert turn is not None and turn.seat == 1 and s.presence()[1] == "thinking"
    events = s.computer_chose(turn, turn.think())
    assert s.move == 2 and s.thinking is None and sent(events, ann)
    # An answer to a position that has moved on is not applied.
    turn, _ = s.computer_turn()
    assert turn is not None
    s.table.apply(s.table.computer_choice())
    s.computer_chose(turn, turn.think())
    assert s.move == 3


def test_an_away_seat_is_played_by_the_computer_after_bot_after() -> None:
    s, clock = session("Ann,Bob,cpu", bot_after=30.0)
    s.access.claims[1] = BOB
    s.open()
    ann = joined(s, OWNER)
    s.receive(ann, wire.encode(wire.Choose(
        seat=0, move=0, choice=wire.to_data(s.table.decision.choices[0]))))
    assert s.computer_wait() == 30.0  # Bob's turn; away since the table opened
    clock.now += 31
    assert s.computer_wait() == 0


def test_a_seat_opened_elsewhere_hangs_up_the_old_terminal() -> None:
    s, _ = session()
    first = joined(s, OWNER)
    second = Conn(OWNER)
    events = s.welcome(second, hello())
    closing = sent(events, first)[0]
    assert isinstance(closing, wire.Closing) and "another terminal" in closing.reason
    assert HangUp(first) in events and first.closed and s.conns == [second]
    # A frame the old terminal still sends is not heard.
    assert s.receive(first, wire.encode(wire.Ping(nonce=1))) == []


def test_only_the_owner_closes_the_table_and_closing_tells_everyone() -> None:
    s, _ = session()
    ann = joined(s, OWNER)
    bob = joined(s, BOB, code=s.access.codes[1])
    refused, *_ = sent(s.receive(bob, wire.encode(wire.Close())), bob)
    assert refused.code == "not-owner"
    events = s.receive(ann, wire.encode(wire.Close()))
    assert Stop() in events
    events = s.close(final=False)
    for conn in (ann, bob):
        assert isinstance(sent(events, conn)[-1], wire.Closing) and HangUp(conn) in events
    assert s.conns == []


def test_the_session_opens_no_socket_and_runs_no_loop(monkeypatch) -> None:
    """Every call above works with sockets and event loops out of reach."""
    def refuse(*args, **kwargs):
        raise AssertionError("the session touched a socket")

    monkeypatch.setattr(socket, "socket", refuse)
    monkeypatch.setitem(sys.modules, "asyncio", None)  # importing it now fails
    s, _ = session("Ann,cpu,cpu")
    ann = joined(s, OWNER)
    s.receive(ann, wire.encode(wire.Choose(
        seat=0, move=0, choice=wire.to_data(s.table.decision.choices[0]))))
    turn, _ = s.computer_turn()
    assert turn is not None
    s.computer_chose(turn, turn.think())
    s.leave(ann)
    assert s.presence()[0] == "away"
