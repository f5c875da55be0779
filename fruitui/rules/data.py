"""Reading card data from the package's assets (the only I/O the core does)."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any


@cache
def load_card_data(name: str) -> dict[str, Any]:
    """Parse `assets/data/<name>.toml` once; owners correct values there."""
    path = resources.files("fruitui") / "assets" / "data" / f"{name}.toml"
    with path.open("rb") as handle:
        return tomllib.load(handle)
