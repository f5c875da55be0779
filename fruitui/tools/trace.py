"""A debug trace for the key-fuzz tests: FRUITUI_TRACE=path appends one line
per event that matters for privacy (a redraw and whose view it drew, a
hand-off shown or dismissed). Off, and free, when the variable is unset."""

from __future__ import annotations

import os

_PATH = os.environ.get("FRUITUI_TRACE") or None


def trace(kind: str, **fields: object) -> None:
    """Append `kind key=value ...` to the trace file, if tracing is on."""
    if _PATH is None:
        return
    line = " ".join([kind, *(f"{key}={value}" for key, value in fields.items())])
    try:
        with open(_PATH, "a", encoding="utf-8") as out:
            out.write(line + "\n")
    except OSError:
        pass  # a debug aid must never break the game


def trace_error(error: BaseException) -> None:
    """Append an error's whole traceback (indented under an `error` line), so a
    crash the key fuzz provokes can be read after its terminal is gone."""
    if _PATH is None:
        return
    import traceback

    text = "".join(traceback.format_exception(error)).rstrip("\n")
    trace("error", type=type(error).__name__)
    try:
        with open(_PATH, "a", encoding="utf-8") as out:
            out.write("".join(f"  | {line}\n" for line in text.splitlines()))
    except OSError:
        pass
