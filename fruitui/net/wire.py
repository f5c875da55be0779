"""The messages between host and clients: newline-delimited JSON, msgspec tagged
structs (never pickle), at most MAX_FRAME bytes a line, PROTOCOL in the hello.

Views travel as plain JSON data (msgspec encodes the games' view dataclasses
and NamedTuples); the client turns them back into the same classes.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec

PROTOCOL = 3  # 2: Said.after; 3: Fabled Fruit views carry known_held
MAX_FRAME = 256 * 1024  # one frame (a line), in bytes; a view is a few kB


class Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True):
    pass


# -- client to host -----------------------------------------------------------


class Hello(Message, tag="hello"):
    version: int
    watch: bool = False
    code: str | None = None  # a join code, typed at a prompt, for an open seat
    seats: list[str] | None = None  # which of my seats this terminal takes (None: all)


class Choose(Message, tag="choose"):
    move: int  # the number of choices made when this one was picked
    seat: int
    choice: Any


class TakeBack(Message, tag="take_back"):
    move: int
    seat: int


class Ping(Message, tag="ping"):
    nonce: int = 0


class Close(Message, tag="close"):
    """The host's owner closes the table (the game stays saved)."""


# -- host to client -----------------------------------------------------------


class Welcome(Message, tag="welcome"):
    version: int
    table: str
    game: str
    names: list[str]
    computer: list[bool]
    options: dict[str, Any]
    seats: list[int]  # the seats this connection plays (empty: watching)
    seat_key: str = ""  # this user's key to the card's turn tag (net/turns.py); seat holders only


class Snapshot(Message, tag="snapshot"):
    """One seat's whole picture (or a spectator's, seat None) after move `move`."""

    move: int
    seat: int | None
    view: Any
    to_move: int | None  # whose decision is pending: public
    turn: int
    turn_owner: int | None
    presence: list[str]  # per seat: here, away, open, computer, thinking
    notes: list[str]
    # Per note, how many of this view's log lines came after it (where it stands).
    notes_after: list[int] = []
    decision_kind: str = ""  # the rest only when the decision is `seat`'s
    prompt: str = ""
    choices: list[Any] = []
    labels: list[str] = []
    result: Any = None
    window: float = 0  # seconds a window asking everyone at once lasts (window.py); 0: none open


class Refused(Message, tag="refused"):
    code: str  # a short word tests and clients can branch on
    reason: str  # for a person


class Pong(Message, tag="pong"):
    nonce: int = 0


class Record(Message, tag="record"):
    """The game's whole record (seed, choices): sent only once the game is over."""

    record: dict[str, Any]


class Closing(Message, tag="closing"):
    reason: str
    move: int
    final: bool = False  # True: do not reconnect


# -- talk at the table (net/talk.py, net/host/talk.py) ---------------------------


class Say(Message, tag="say"):
    """A line of talk. Who says it is the host's to know (SO_PEERCRED), never this."""

    text: str


class Said(Message, tag="said"):
    """A line of talk as the host heard it: numbered, with the move it was said at."""

    number: int  # 1, 2, 3, ... in the order the host heard them
    move: int
    speaker: str  # a seat name (playing) or a unix user name (watching)
    playing: bool
    text: str  # control characters already written out as text (talk.py)
    # To a newcomer, the lines said before it came: how many of its log's lines
    # came after (-1: as it arrives, after them all).
    after: int = -1


ClientMessage = Hello | Choose | TakeBack | Ping | Close | Say
HostMessage = Welcome | Snapshot | Refused | Pong | Record | Closing | Said

_encoder = msgspec.json.Encoder()
_client_decoder = msgspec.json.Decoder(ClientMessage)
_host_decoder = msgspec.json.Decoder(HostMessage)


class BadFrame(ValueError):
    """A frame that is not a valid message; the text says why, for a person."""


def encode(message: Message) -> bytes:
    return _encoder.encode(message) + b"\n"


def to_data(value: Any) -> Any:
    """A view, result or choice as plain JSON data."""
    return msgspec.to_builtins(value)


def _decode(decoder: msgspec.json.Decoder, line: bytes) -> Any:
    if len(line) > MAX_FRAME:
        raise BadFrame(f"frame too large ({len(line)} bytes; at most {MAX_FRAME})")
    if not line.endswith(b"\n"):
        raise BadFrame("half a frame (no newline at the end)")
    try:
        return decoder.decode(line)
    except msgspec.ValidationError as error:
        raise BadFrame(f"not a valid message: {error}") from None
    except msgspec.DecodeError as error:
        raise BadFrame(f"not JSON: {error}") from None


def decode_client(line: bytes) -> ClientMessage:
    return _decode(_client_decoder, line)


# A control character in a JSON string: escaped (\b, \f, \r or \u00XX for C0, DEL,
# C1) or raw (DEL, and C1 as UTF-8). JSON cannot hold a raw C0 character, so this
# finds them all (and now and then a harmless look-alike, such as an escaped "\\b").
_CONTROL_IN_JSON = re.compile(
    rb"\\[bfr]|\\u00[0189][0-9a-fA-F]|\\u007[fF]|\x7f|\xc2[\x80-\x9f]")
_KEPT_CONTROLS = "\n\t"


def _without_controls(value: Any) -> Any:
    """`value` (JSON data) with every control character in its strings written out
    as text (ESC as `\\x1b`), except newlines and tabs."""
    if isinstance(value, str):
        return "".join(c if c in _KEPT_CONTROLS or not _is_control(c) else repr(c)[1:-1]
                       for c in value)
    if isinstance(value, list):
        return [_without_controls(item) for item in value]
    if isinstance(value, dict):
        return {_without_controls(k): _without_controls(v) for k, v in value.items()}
    return value


def _is_control(c: str) -> bool:
    code = ord(c)
    return code < 0x20 or 0x7F <= code < 0xA0


def decode_host(line: bytes) -> HostMessage:
    """A host's frame. A host may be another user's: no control character in it
    reaches this terminal (an escape sequence in a seat name could retitle the
    window, clear the screen or worse), so frames holding any are cleaned first."""
    if len(line) > MAX_FRAME or _CONTROL_IN_JSON.search(line) is None:
        return _decode(_host_decoder, line)  # (a frame too large is refused there)
    try:
        data = _without_controls(msgspec.json.decode(line))
    except msgspec.DecodeError as error:
        raise BadFrame(f"not JSON: {error}") from None
    if not line.endswith(b"\n"):
        raise BadFrame("half a frame (no newline at the end)")
    try:  # the cleaned text may be longer than the frame: not measured again
        return _host_decoder.decode(msgspec.json.encode(data))
    except msgspec.ValidationError as error:
        raise BadFrame(f"not a valid message: {error}") from None
