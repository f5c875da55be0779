"""Talk at a hosted table, with a real `fruitui host` process and client
processes over the real socket; the spectator `fteve` is a real second unix
user, so the kernel (SO_PEERCRED) is what names her.

Every client hears every line in the same order, each speaker's lines in the
order said, each marked with who said it and whether they play or watch; the
talk is kept (0600) beside the save and shown in the replay where it was said.
Hostile lines (escape sequences, markup, 100 kB, a thousand at once, a name of
one's own) change nothing but a refusal each; --quiet-spectators holds, and
is kept for `host --resume`, which also gives a newcomer the talk so far.
"""

from __future__ import annotations

import signal
import stat
from pathlib import Path


from fruitui.net import talk, wire
from fruitui.net.talk_file import read_talk
from fruitui.storage.saves import Store

from .talk_clients import frames_of, said, socket_of, start_host, stop, talker
from .unix_users import EVE



def talk_file(table_id: str) -> Path:
    return Store().root / "net" / f"{table_id}.talk.jsonl"


def test_every_client_hears_every_line_in_order_and_the_replay_shows_them(eve_python) -> None:
    eve_uid, eve_python = eve_python
    host, table_id, codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu",
                                       "--seed", "3", "--cpu-delay", "0")
    path = socket_of(table_id)
    try:
        clients = {
            "ann": talker(path, {"code": codes["Ann"], "seats": ["Ann"]},
                          [{"say": "a1"}, {"choose": True}, {"say": "a2"}, {"said": 7},
                           {"drain": 0.3}]),
            "bob": talker(path, {"code": codes["Bob"], "seats": ["Bob"]},
                          [{"say": "b1"}, {"say": "b2"}, {"said": 7}, {"drain": 0.3}]),
            "cy": talker(path, {"watch": True}, [{"say": "c1"}, {"said": 7}, {"drain": 0.3}]),
            "eve": talker(path, {"watch": True},
                          [{"say": "e1"}, {"say": "[bold red]e2[/]"}, {"said": 7},
                           {"drain": 0.3}], user=eve_uid, python=eve_python),
        }
        heard = {name: said(frames_of(process)) for name, process in clients.items()}
    finally:
        stop(host)
    lines = heard["ann"]
    assert all(got == lines for got in heard.values()), heard
    assert [number for number, *_ in lines] == list(range(1, 8))
    by_speaker: dict[tuple[str, bool], list[str]] = {}
    for _number, _move, speaker, playing, text in lines:
        by_speaker.setdefault((speaker, playing), []).append(text)
    assert by_speaker == {("Ann", True): ["a1", "a2"], ("Bob", True): ["b1", "b2"],
                          ("root", False): ["c1"], (EVE, False): ["e1", "[bold red]e2[/]"]}
    moves = {text: move for _n, move, _s, _p, text in lines}
    assert moves["a1"] == 0 and moves["a2"] == 1  # said before and after Ann's choice
    # Kept with the game, for its owner alone, as everyone heard it.
    kept = talk_file(table_id)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert [(s.number, s.move, s.speaker, s.playing, s.text) for s in read_talk(kept)] == lines


async def test_the_replay_shows_each_line_where_it_was_said() -> None:
    from fruitui.ui.app import FruitApp
    from fruitui.ui.screens.replay import ReplayScreen
    from fruitui.ui.widgets.side import TableLog
    from fruitui.table.local import Table, TableSetup
    from fruitui.table.seats import parse_players
    from fruitui.net.talk_file import TalkFile, talk_path

    store = Store()
    autosave = store.create()
    table = Table(TableSetup("fruit-spy", parse_players("Ann,Bob,cpu"), 3))
    autosave.attach(table)
    kept = TalkFile(talk_path(store.root / "net", autosave.game_id))
    kept.keep(wire.Said(number=1, move=0, speaker="Ann", playing=True, text="before"))
    table.apply(table.decision.choices[0])
    table.apply(table.decision.choices[0])
    kept.keep(wire.Said(number=2, move=2, speaker="fteve", playing=False,
                        text="after \\x1b[2J [b]x[/b]"))
    kept.close()
    autosave.close()
    saved = store.load(autosave.game_id)
    app = FruitApp(first=lambda: ReplayScreen(saved))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        log = screen.query_one(TableLog)

        def shown() -> list[str]:
            return [line.plain for line in log._lines_shown or []]  # before wrapping

        await pilot.pause()
        assert any("Ann (playing): before" in line for line in shown())
        assert not any("after" in line for line in shown())  # not yet said at move 0
        await pilot.press("end")
        await pilot.pause()
        text = shown()
        first = next(i for i, line in enumerate(text) if "before" in line)
        second = next(i for i, line in enumerate(text) if "fteve (watching)" in line)
        view = screen.views[2][None].log
        # Each where it was said: the first above the lines of the two choices, the second below.
        assert second - first == 1 + len(view) and text[second - 1] == view[-1]
        assert "after \\x1b[2J [b]x[/b]" in text[second]


def test_hostile_talk_changes_nothing_but_a_refusal_each(eve_python) -> None:
    eve_uid, eve_python = eve_python
    host, table_id, codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu",
                                       "--seed", "3", "--cpu-delay", "0")
    path = socket_of(table_id)
    escape = "\x1b]0;owned\x07\x1b[2J\x1b[31mred\u202egnp.exe\r\n"
    markup = "[link=file:///etc/passwd]click[/link] [bold]"
    try:
        ann = talker(path, {"code": codes["Ann"], "seats": ["Ann"]}, [{"said": 4}, {"drain": 2}])
        eve_client = talker(path, {"watch": True}, [
            {"say": "x" * 100_000},
            # A name of her own: not a message the host knows; refused, nothing said.
            {"raw": b'{"type":"say","text":"hi","speaker":"Ann"}\n'.hex()},
            {"say": escape}, {"say": markup},
            {"burst": 1000, "text": "flood"}, {"drain": 2}], user=eve_uid, python=eve_python)
        to_eve, to_ann = frames_of(eve_client), frames_of(ann)
        alive = talker(path, {"code": None, "seats": ["Ann"]}, [{"drain": 0.5}])
        assert any(f["type"] == "snapshot" for f in frames_of(alive))  # still serving
    finally:
        stop(host)
    refused = [f["code"] for f in to_eve if f["type"] == "refused"]
    assert refused == [talk.TOO_LONG, "bad-frame", talk.TOO_FAST]
    written = talk.clean(escape)
    assert "\x1b" not in written and "\\x1b]0;owned\\x07" in written and "\\u202e" in written
    expected = [(EVE, False, written), (EVE, False, markup),
                (EVE, False, "flood 0"), (EVE, False, "flood 1")]
    for frames in (to_ann, to_eve):
        assert [(s, p, t) for _n, _m, s, p, t in said(frames)] == expected
    assert not any(f["type"] == "refused" for f in to_ann)
    assert {f["move"] for f in to_ann if f["type"] == "snapshot"} == {0}  # the game as it was
    assert Store().load(table_id).choices == []
    raw = talk_file(table_id).read_bytes()
    assert b"\x1b" not in raw and b"\x07" not in raw and raw.count(b"\n") == 4


def test_quiet_spectators_are_refused_and_it_holds_after_a_kill_and_resume(eve_python) -> None:
    eve_uid, eve_python = eve_python
    host, table_id, codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu",
                                       "--seed", "3", "--quiet-spectators")
    path = socket_of(table_id)
    try:
        ann = talker(path, {"code": codes["Ann"], "seats": ["Ann"]},
                     [{"say": "players talk"}, {"said": 2}, {"drain": 1}])
        to_eve = frames_of(talker(path, {"watch": True}, [{"say": "let me talk"}, {"drain": 1}],
                                  user=eve_uid, python=eve_python))
        # The owner watching her own table may talk.
        owner = frames_of(talker(path, {"watch": True}, [{"say": "owner here"}, {"said": 2},
                                                         {"drain": 0.3}]))
        to_ann = frames_of(ann)
    finally:
        host.send_signal(signal.SIGKILL)  # nothing said is lost on a kill
        host.wait(timeout=30)
    refusals = [f for f in to_eve if f["type"] == "refused"]
    assert [f["code"] for f in refusals] == [talk.QUIET] and "--quiet-spectators" in \
        refusals[0]["reason"]
    for frames in (to_ann, owner):
        assert [t for *_x, t in said(frames)] == ["players talk", "owner here"]
    assert not any("let me talk" in t for *_x, t in said(to_eve))

    host, _same, _codes = start_host("--resume", table_id)
    try:
        again = frames_of(talker(path, {"watch": True}, [{"say": "still?"}, {"drain": 1}],
                                 user=eve_uid, python=eve_python))
    finally:
        stop(host)
    # A newcomer hears the talk so far, numbered on from where it was.
    assert [(n, t) for n, _m, _s, _p, t in said(again)] == [(1, "players talk"), (2, "owner here")]
    assert [f["code"] for f in again if f["type"] == "refused"] == [talk.QUIET]


def test_a_late_spectator_hears_earlier_talk_where_it_stands_in_its_log(eve_python) -> None:
    """Talk said before a client came reaches it with how many of its own log's
    lines came after it, so its side log shows the line where it was said."""
    from fruitui.table.local import Table, TableSetup
    from fruitui.table.seats import parse_players

    eve_uid, eve_python = eve_python
    host, table_id, codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu",
                                       "--seed", "3", "--cpu-delay", "0")
    path = socket_of(table_id)
    try:
        frames_of(talker(path, {"code": codes["Ann"], "seats": ["Ann"]},
                         [{"say": "early"}, {"said": 1}, {"choose": True}, {"drain": 0.3}]))
        late = frames_of(talker(path, {"watch": True}, [{"said": 1}, {"drain": 0.3}],
                                user=eve_uid, python=eve_python))
    finally:
        stop(host)
    (line,) = [f for f in late if f["type"] == "said"]
    log = [f for f in late if f["type"] == "snapshot"][-1]["view"]["log"]
    start = Table(TableSetup("fruit-spy", parse_players("Ann,Bob,cpu"), 3)).log_of(None)
    assert line["text"] == "early" and line["move"] == 0
    assert len(log) > len(start) and tuple(log[:len(start)]) == start
    assert line["after"] == len(log) - len(start)
