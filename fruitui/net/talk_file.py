"""Where a hosted table's talk is kept: `net/ID.talk.jsonl` beside its access
file, in the host owner's 0700 `net` folder, the file itself 0600.

One Said a line, appended (O_APPEND) as the host accepts it and before anyone
hears it, so a line anyone saw survives a kill of the host. `host --resume`
reads it back (numbering goes on), and so does the replay (each line shown at
the move it was said). Lines that do not read are skipped.
"""

from __future__ import annotations

import os
from pathlib import Path

import msgspec

from fruitui.net import wire
from fruitui.storage.safe_files import UnsafeFile, open_regular, read_capped

MAX_BYTES = 8 << 20  # a talk file holds at most this much (then talk is refused)
_decoder = msgspec.json.Decoder(wire.Said)


def talk_path(net_dir: Path, table_id: str) -> Path:
    return net_dir / f"{table_id}.talk.jsonl"


def for_save(save: Path, table_id: str) -> Path:
    """The talk of the game saved at `save` (games/ID.json or history/ID.json)."""
    return talk_path(save.parent.parent / "net", table_id)


def read_talk(path: Path) -> list[wire.Said]:
    """The lines kept at `path`, in order; none when it is missing or unsafe."""
    try:
        data = read_capped(path, MAX_BYTES, shared=None)
    except (OSError, UnsafeFile):
        return []
    lines = []
    for raw in data.splitlines():
        try:
            lines.append(_decoder.decode(raw))
        except (msgspec.DecodeError, msgspec.ValidationError):
            continue
    return lines


class TalkFile:
    """The talk file of one hosted table, open for appending."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.fd = open_regular(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, None, mode=0o600)
        os.fchmod(self.fd, 0o600)
        self.size = os.fstat(self.fd).st_size

    def keep(self, said: wire.Said) -> None:
        """Append `said`; OSError when it cannot be kept (the file full, the disk)."""
        line = msgspec.json.encode(said) + b"\n"
        if self.size + len(line) > MAX_BYTES:
            raise OSError(f"the talk file holds {MAX_BYTES >> 20} MB already")
        written = os.write(self.fd, line)
        self.size += written
        if written != len(line):
            raise OSError("the talk file took only part of a line")

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
