"""Every net test gets its own rendezvous base folder (FRUITUI_TABLES_DIR)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def tables_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "tables"
    folder.mkdir()
    os.chmod(folder, 0o755)
    monkeypatch.setenv("FRUITUI_TABLES_DIR", str(folder))
    return folder
