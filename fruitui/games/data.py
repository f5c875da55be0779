"""Reading card data from the package's assets (the only I/O the core does).

The TOML files are the truth, and owners correct values there. Parsing one
is slow, though (Python's TOML reader is pure Python, and the start screen's
and every table's first frame read the cards),
so an app may name a cache folder (`keep_parsed_in`). There the parsed data is
kept as JSON beside the exact text it was parsed from, and used only while
the asset still has that text: an edited file is parsed again, as is a cache
that is missing, unreadable or damaged. Without a folder (the rules core on
its own, the tests) nothing is written.
"""

from __future__ import annotations

import os
import stat
import tempfile
from contextlib import suppress
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import msgspec

CACHE_FORMAT = 1
CACHE_MOST_BYTES = 1 << 20  # a cache file larger than this is not ours

_cache_folder: Path | None = None


def keep_parsed_in(folder: Path | None) -> None:
    """Keep parsed card data in `folder` (made when first written); None: nowhere."""
    global _cache_folder
    _cache_folder = folder


@cache
def load_card_data(name: str) -> dict[str, Any]:
    """The data of `assets/data/<name>.toml`, parsed once a process."""
    path = resources.files("fruitui") / "assets" / "data" / f"{name}.toml"
    text = path.read_bytes().decode("utf-8")
    folder = _cache_folder
    if folder is None:
        return _parse(text)
    spot = folder / f"card-data-{name}.json"
    kept = _read_kept(spot, text)
    if kept is not None:
        return kept
    data = _parse(text)
    _keep(spot, text, data)
    return data


def _parse(text: str) -> dict[str, Any]:
    import tomllib  # only when no cache has the data: its import costs too

    return tomllib.loads(text)


def _read_kept(spot: Path, text: str) -> dict[str, Any] | None:
    """The data kept at `spot` for exactly this `text`, else None."""
    raw = read_own(spot, CACHE_MOST_BYTES)
    if raw is None:
        return None
    try:
        kept = msgspec.json.decode(raw)
    except msgspec.DecodeError:
        return None
    if (not isinstance(kept, dict)
            or kept.get("format") != CACHE_FORMAT or kept.get("toml") != text
            or not isinstance(kept.get("data"), dict)):
        return None
    return kept["data"]


def read_own(spot: Path, most_bytes: int) -> bytes | None:
    """The bytes of the file at `spot` if this user wrote it, else None: a
    regular file (no link followed, a pipe not waited on), nobody else may have
    written it, no larger than `most_bytes`."""
    try:
        with open(os.open(spot, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK), "rb") as handle:
            facts = os.fstat(handle.fileno())
            if (not stat.S_ISREG(facts.st_mode) or facts.st_uid != os.getuid()
                    or facts.st_mode & 0o022):
                return None
            raw = handle.read(most_bytes + 1)
    except OSError:
        return None
    return None if len(raw) > most_bytes else raw


def _keep(spot: Path, text: str, data: dict[str, Any]) -> None:
    write_whole(spot, msgspec.json.encode({"format": CACHE_FORMAT, "toml": text, "data": data}))


def write_whole(spot: Path, raw: bytes) -> None:
    """Write the file at `spot` whole (a temporary file moved into place, only
    this user may read it), or not at all: a read-only home is no error."""
    try:
        spot.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=spot.parent, prefix=f".{spot.stem}-")
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(raw)
        os.replace(temporary, spot)
    except OSError:
        with suppress(OSError):
            os.unlink(temporary)
