"""What every score pad module shares: its error, and values from the file shown safely."""

from __future__ import annotations

import reprlib
from typing import Any

_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 40
_REPR.maxlevel = 2


class PadError(ValueError):
    """A score pad file that cannot be scored; the message names the field.
    It never holds a control character from the file."""

    def __init__(self, message: str) -> None:
        from fruitui.storage.safe_files import safe_text

        super().__init__(safe_text(message))


def shown(value: Any) -> str:
    """A value from the file, short and safe to print (however long or deep it is)."""
    return _REPR.repr(value)
