"""The frame format: typed messages, size limit, and refusals of anything else."""

from __future__ import annotations

import random

import pytest

from fruitui.net import wire


def test_messages_round_trip() -> None:
    for message in (wire.Hello(version=1, watch=True, seats=["Bob"]),
                    wire.Choose(move=3, seat=1, choice=[2, "x"]), wire.Ping(nonce=9)):
        assert wire.decode_client(wire.encode(message)) == message
    snap = wire.Snapshot(move=1, seat=None, view={"a": [1]}, to_move=0, turn=2, turn_owner=0,
                         presence=["here"], notes=[])
    assert wire.decode_host(wire.encode(snap)) == snap


@pytest.mark.parametrize("frame, why", [
    (b"{not json\n", "not JSON"),
    (b'{"type": "launch", "move": 1}\n', "not a valid message"),
    (b'{"type": "choose", "move": "one", "seat": 0, "choice": 1}\n', "not a valid message"),
    (b'{"type": "ping", "nonce": 1, "extra": 2}\n', "not a valid message"),
    (b'{"type": "ping"}', "half a frame"),
    (b'{"type": "ping", "nonce": 1}' + b" " * wire.MAX_FRAME + b"\n", "too large"),
])
def test_bad_frames_are_refused_with_a_reason(frame: bytes, why: str) -> None:
    with pytest.raises(wire.BadFrame, match=why):
        wire.decode_client(frame)


def test_random_garbage_is_only_ever_a_bad_frame() -> None:
    rng = random.Random(5)
    pieces = [b"{", b"}", b'"type"', b":", b'"choose"', b'"hello"', b"1", b"[", b"]", b",",
              b"\xff", b"null", b'"move"', b"\\", b"\x00"]
    for _ in range(1000):
        frame = b"".join(rng.choice(pieces) for _ in range(rng.randrange(1, 12))) + b"\n"
        try:
            wire.decode_client(frame)
        except wire.BadFrame:
            pass


CONTROLS = [chr(c) for c in range(0x20) if chr(c) not in "\n\t"] + [chr(c) for c in range(0x7F, 0xA0)]


def test_a_hosts_control_characters_arrive_written_out() -> None:
    """Every C0, DEL and C1 character in any string of a host's frame (seat names,
    reasons, views, dict keys) arrives as text (`\\x1b`), so no escape sequence
    from another user's host reaches the terminal; newlines, tabs and other
    characters (accents, emoji joiners) arrive as sent."""
    for char in CONTROLS:
        welcome = wire.Welcome(version=1, table="t1", game="fruit-spy",
                               names=[f"Ann{char}[2J", "Bob"], computer=[False, False],
                               options={f"k{char}": [f"v{char}"]}, seats=[0])
        got = wire.decode_host(wire.encode(welcome))
        escaped = repr(char)[1:-1]
        assert got.names == [f"Ann{escaped}[2J", "Bob"], repr(char)
        assert got.options == {f"k{escaped}": [f"v{escaped}"]}
        assert not any(c in CONTROLS for c in str(got))
    kept = wire.Refused(code="x", reason="line\nnext\ttab é 🍓\u200d")
    assert wire.decode_host(wire.encode(kept)) == kept
    # The same frame with the control characters raw (DEL and C1 may be raw in JSON).
    raw = '{"type":"refused","code":"x","reason":"a\x7fb\u009bc"}\n'.encode()
    assert wire.decode_host(raw).reason == "a\\x7fb\\x9bc"


@pytest.mark.parametrize("frame, why", [
    (b'{"type": "refused", "code": "x", "reason": "\\u001b"}', "half a frame"),
    (b'{"type": "refused", "code": "\\u001b"\n', "not JSON"),
    (b'{"type": "refused", "code": "\\u001b", "extra": 1}\n', "not a valid message"),
    (b'{"type": "refused", "code": "x", "reason": "\\u001b' + b"a" * wire.MAX_FRAME + b'"}\n',
     "too large"),
])
def test_a_bad_frame_with_control_characters_is_still_a_bad_frame(frame: bytes, why: str) -> None:
    with pytest.raises(wire.BadFrame, match=why):
        wire.decode_host(frame)
