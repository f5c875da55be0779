"""Talk in the host's session, with no socket and a clock of our own: the rate
limit frees up as its window passes (and says so once per stretch), a line the
host cannot keep is heard by nobody, and a client keeps order and mutes."""

from __future__ import annotations

from pathlib import Path

import pytest

from fruitui.net import talk, talk_file, wire
from fruitui.net.host.talk import attach_talk

from fruitui.net.host.session import Conn

from .test_session import BOB, OWNER, hello, joined, sent, session


def says(s, conn, text: str):
    return s.receive(conn, wire.encode(wire.Say(text=text)))


def test_the_rate_limit_frees_up_as_its_window_passes() -> None:
    s, clock = session()
    ann = joined(s, OWNER)
    spy = joined(s, BOB, watch=True)
    heard = []
    for n in range(8):
        events = says(s, spy, f"line {n}")
        heard += [m.text for m in sent(events, ann) if isinstance(m, wire.Said)]
        clock.now += 0.5
    assert heard == [f"line {n}" for n in range(talk.RATE_COUNT)]
    # One refusal for the whole stretch, to the speaker alone, with no snapshot.
    refusals = [m for m in sent(says(s, spy, "again"), spy)]
    assert refusals == []
    clock.now += talk.RATE_SECONDS
    events = says(s, spy, "later")
    assert [m.text for m in sent(events, ann) if isinstance(m, wire.Said)] == ["later"]


def test_a_refusal_for_talking_too_fast_is_said_once_and_changes_nothing() -> None:
    s, _clock = session()
    ann = joined(s, OWNER)
    got = []
    for n in range(talk.RATE_COUNT + 50):
        got += sent(says(s, ann, f"x{n}"), ann)
    refusals = [m for m in got if isinstance(m, wire.Refused)]
    assert [r.code for r in refusals] == [talk.TOO_FAST]
    assert not any(isinstance(m, wire.Snapshot) for m in got) and s.move == 0


def test_a_line_the_host_cannot_keep_is_heard_by_nobody(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(talk_file, "MAX_BYTES", 200)
    s, _clock = session()
    kept = attach_talk(s, tmp_path / "net" / "t1.access.json", "t1")
    assert kept is not None
    ann = joined(s, OWNER)
    first = sent(says(s, ann, "a" * 60), ann)
    second = sent(says(s, ann, "b" * 60), ann)
    assert [type(m) for m in first] == [wire.Said]
    assert [(type(m), m.code) for m in second] == [(wire.Refused, talk.NOT_KEPT)]
    kept.close()
    assert [x.text for x in talk_file.read_talk(kept.path)] == ["a" * 60]
    assert s.talk.number == 1  # the next line kept is number 2, none skipped


def test_a_client_hears_each_line_once_and_mutes_only_for_itself() -> None:
    log = talk.TalkLog()
    line = wire.Said(number=1, move=0, speaker="Bob", playing=True, text="hi")
    assert log.hear(line, ["a"]) and not log.hear(line, ["a", "b"])  # sent again on a rejoin
    log.mute("BOB")
    assert log.placed(["a", "b"]) == []
    assert log.unmute("bob") and log.placed(["a", "b"]) == [(line, 1)]


def test_a_newcomer_hears_each_earlier_line_where_it_was_said() -> None:
    """Lines said before a client came stand in its log where they were said,
    not all at its end: the host says how many of its log's lines came after."""
    s, clock = session()
    ann = joined(s, OWNER)
    start_log = s.table.log_of(None)
    says(s, ann, "at the start")
    for _ in range(3):
        s.table.apply(s.table.decision.choices[0])
    clock.now += 1
    says(s, ann, "after three moves")
    spy = Conn(BOB)
    events = s.welcome(spy, hello(watch=True))
    heard = [m for m in sent(events, spy) if isinstance(m, wire.Said)]
    log_now = s.table.log_of(None)
    assert len(log_now) > len(start_log) and log_now[:len(start_log)] == start_log
    assert [(m.text, m.after) for m in heard] == [
        ("at the start", len(log_now) - len(start_log)), ("after three moves", 0)]
    # The client keeps each where it stands in its log, and so places it there.
    kept = talk.TalkLog()
    for line in heard:
        assert kept.hear(line, log_now)
    assert [(m.text, after) for m, after in kept.placed(log_now)] == [
        ("at the start", len(log_now) - len(start_log)), ("after three moves", 0)]
    # Lines heard live carry no place (-1): they stand where they arrive.
    assert all(m.after == -1 for m in s.talk.lines)
