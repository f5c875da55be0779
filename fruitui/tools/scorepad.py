"""The score pad: score a finished table game from a small TOML or JSON file.

`fruitui score GAME FILE` reads the file and hands it to the game's own score
pad module (its spec's `score_pad`: `parse_pad(data)`, `format_pad(pad, sheet)`),
which prints the breakdown in the order of the rulebook's scoring steps and
the winner, from the very scoring code the game uses.

A file that cannot be scored gets one clear line naming the field at fault,
and exit code 2. No Textual import here: the command starts at once.
"""

from __future__ import annotations

import json
import sys
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from fruitui.tools.pad_fields import PadError
from fruitui.games.registry import game_info, games_with, resolve

__all__ = ["PadError", "main", "read_file", "run"]

EXIT_OK = 0
EXIT_BAD = 2
#: A score pad is a few dozen lines; nothing bigger is read.
MAX_PAD_BYTES = 256 * 1024


def main(argv: Sequence[str] | None = None) -> int:
    """`fruitui score GAME FILE`: returns the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2 or args[0] in ("-h", "--help"):
        print("usage: fruitui score GAME FILE   (GAME: " + ", ".join(games_with("score_pad")) + ")",
              file=sys.stderr if args[:1] not in (["-h"], ["--help"]) else sys.stdout)
        return EXIT_OK if args[:1] in (["-h"], ["--help"]) else EXIT_BAD
    return run(args[0], args[1])


def run(game: str, path: str, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    pads = games_with("score_pad")
    if game not in pads:
        print(f"fruitui score: no score pad for {game!r}; choose from: "
              f"{', '.join(pads)}", file=err)
        return EXIT_BAD
    pad_module = resolve(game_info(game).score_pad)
    try:
        data = read_file(path)
        pad = pad_module.parse_pad(data)
        sheet = pad.score()
    except PadError as error:
        from fruitui.storage.safe_files import safe_text

        print(f"fruitui score: {safe_text(path)}: {error}", file=err)
        return EXIT_BAD
    print(pad_module.format_pad(pad, sheet), file=out)
    return EXIT_OK


def read_file(path: str) -> dict[str, Any]:
    """The file's table; only a regular file (never a FIFO or a device, even
    through a symlink) of at most MAX_PAD_BYTES is read."""
    from fruitui.storage.safe_files import UnsafeFile, read_capped

    file = Path(path)
    try:
        raw = read_capped(file, MAX_PAD_BYTES, shared=None, follow=True)
    except UnsafeFile as error:
        raise PadError(f"cannot read the file ({str(error).split(': ', 1)[-1]})") from None
    except OSError as error:
        raise PadError(f"cannot read the file ({error.strerror or error})") from None
    kind = "JSON" if file.suffix.lower() == ".json" else "TOML"
    try:
        text = raw.decode("utf-8")
        data = json.loads(text) if kind == "JSON" else tomllib.loads(text)
    except RecursionError:
        raise PadError(f"not valid {kind} for a score pad (nested far too deep)") from None
    except (UnicodeDecodeError, ValueError) as error:  # ValueError: also 5000-digit numbers
        raise PadError(f"not valid {kind} ({_one_line(error)})") from None
    if not isinstance(data, dict):
        raise PadError("the file must hold a table (TOML) or an object (JSON) at the top")
    return data


def _one_line(error: Exception) -> str:
    return " ".join(str(error).split())


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
