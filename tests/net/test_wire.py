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
