"""Every test gets its own fruitui home, so no test writes saves outside tmp."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def fruitui_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "fruitui-home"
    monkeypatch.setenv("FRUITUI_HOME", str(home))
    monkeypatch.setenv("FRUITUI_SEARCH_SCALE", "0.02")  # computer seats search briefly in tests
    return home
