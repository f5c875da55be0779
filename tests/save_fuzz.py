"""Random corruptions of a real save, and a runner that tries fruitui on them.

`corruptions(text, count, seed)` makes damaged copies of one save's text:
truncations, byte flips, type swaps, wrong nesting, huge values. Run as a
program, `python -m tests.save_fuzz HOME...` runs `resume --list`, `replay
--list` and `resume ID --headless` for every save in each home, in this one
process through the CLI entry point, each call with a time limit, and prints
one JSON line per call: the exit code, whether it raised or timed out, and
whether stdout/stderr held a control character.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import signal
import sys
import traceback
from pathlib import Path
from typing import Any

CALL_SECONDS = 10

HUGE = [10**30, -1, 2**63, 1e309, -1e309, 0.5, "9" * 5000, "\x1b]0;PWNED\x07", "A" * 5000,
        None, True, [], {}, [[[[[]]]]], {"a": {"b": {"c": []}}}]


def _paths(value: Any, here: tuple = ()) -> list[tuple]:
    found = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, here + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:30]):
            found += _paths(item, here + (index,))
    return found


def _replace(record: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    parent = record
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = new
    return record


def _structural(text: str, rng: random.Random) -> str:
    record = json.loads(text)
    spot = rng.choice(_paths(record)[1:])
    how = rng.randrange(4)
    if how == 0:  # a value of another type, or a huge one
        record = _replace(record, spot, rng.choice(HUGE))
    elif how == 1:  # wrong nesting: wrap it in lists
        value = record
        for step in spot:
            value = value[step]
        for _ in range(rng.choice((1, 2, 5, 50))):
            value = [value]
        record = _replace(record, spot, value)
    elif how == 2:  # a field gone
        if len(spot) == 1 or isinstance(spot[-1], str):
            parent = record
            for step in spot[:-1]:
                parent = parent[step]
            del parent[spot[-1]]
    else:  # a number nudged
        value = record
        for step in spot:
            value = value[step]
        if type(value) is int:
            record = _replace(record, spot, value + rng.choice((-1, 1, 7, 1000)))
        else:
            record = _replace(record, spot, rng.choice(HUGE))
    return json.dumps(record, ensure_ascii=False)


def _textual(text: str, rng: random.Random) -> str | bytes:
    data = text.encode()
    how = rng.randrange(4)
    if how == 0:  # truncated
        return data[: rng.randrange(len(data))]
    if how == 1:  # bytes flipped
        flipped = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
        return bytes(flipped)
    if how == 2:  # deep nesting where the choices start
        depth = rng.choice((500, 5000, 100_000))
        return text.replace('"choices": [', '"choices": [' + "[" * depth, 1)
    return text.replace('"seed": ', '"seed": ' + "8" * rng.choice((20, 4400, 5000)), 1)


def corruptions(text: str, count: int, seed: int) -> list[str | bytes]:
    rng = random.Random(seed)
    return [(_structural if rng.random() < 0.6 else _textual)(text, rng) for _ in range(count)]


# -- the runner -------------------------------------------------------------------------


class _TimeUp(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise _TimeUp


def run_cli(home: Path, args: list[str]) -> dict[str, Any]:
    from fruitui.cli.main import main

    os.environ["FRUITUI_HOME"] = str(home)
    out, err = io.StringIO(), io.StringIO()
    outcome: dict[str, Any] = {"home": str(home), "args": args, "code": None,
                               "raised": None, "timeout": False}
    signal.alarm(CALL_SECONDS)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            outcome["code"] = main(args)
    except SystemExit as stop:
        outcome["code"] = stop.code if isinstance(stop.code, int) else 1
    except _TimeUp:
        outcome["timeout"] = True
    except BaseException:  # noqa: B036 - a traceback is what we look for
        outcome["raised"] = traceback.format_exc(limit=3)[-600:]
    finally:
        signal.alarm(0)
    text = out.getvalue() + err.getvalue()
    outcome["control"] = any(not c.isprintable() and c not in "\n" for c in text)
    outcome["traceback"] = "Traceback" in text
    return outcome


def run_home(home: Path) -> list[dict[str, Any]]:
    results = [run_cli(home, ["resume", "--list"]), run_cli(home, ["replay", "--list"])]
    for path in sorted((home / "games").iterdir()):
        results.append(run_cli(home, ["resume", path.name.removesuffix(".json"), "--headless",
                                      "--cpu-delay", "0"]))
    return results


if __name__ == "__main__":
    signal.signal(signal.SIGALRM, _alarm)
    for folder in sys.argv[1:]:
        for result in run_home(Path(folder)):
            print(json.dumps(result), flush=True)
