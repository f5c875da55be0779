"""Records: the classes that carry named fields (views, results, setups, card kinds).

They are msgspec Structs, or named tuples for the parts of a view that are
built by the hundred. A Struct's class is made in C when its module is
imported, far cheaper than a frozen, slotted dataclass (whose methods are
compiled from generated source at import), and a table's first frame imports
more than a dozen of them. Structs are built faster too, which bots feel:
they ask for a view at every decision.

`record_fields` reads any of them (a dataclass too) for code that walks a
record without knowing its class: a listing of a view, a test that looks for
every string a view holds.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from msgspec import Struct
from msgspec.structs import replace as replace_struct


def record_fields(value: Any) -> dict[str, Any] | None:
    """The named fields of a record and their values, in order; None when `value`
    is not a record (a plain tuple, a string, a number)."""
    if isinstance(value, Struct):
        return {name: getattr(value, name) for name in value.__struct_fields__}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return dict(zip(value._fields, value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    return None


def replace_fields(value: Any, **changes: Any) -> Any:
    """A copy of the record `value` with `changes` made (Struct, named tuple or
    dataclass alike)."""
    if isinstance(value, Struct):
        return replace_struct(value, **changes)
    if isinstance(value, tuple) and hasattr(value, "_replace"):
        return value._replace(**changes)
    return dataclasses.replace(value, **changes)
