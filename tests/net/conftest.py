"""Every net test gets its own rendezvous base folder (FRUITUI_TABLES_DIR);
tests with a second unix user share the fixtures for her below."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from .unix_users import EVE, ensure_user, need_root, python_for, shared_base


@pytest.fixture(autouse=True)
def tables_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "tables"
    folder.mkdir()
    os.chmod(folder, 0o755)
    monkeypatch.setenv("FRUITUI_TABLES_DIR", str(folder))
    return folder


@pytest.fixture
def base(monkeypatch: pytest.MonkeyPatch):
    """A rendezvous base folder every user can reach (the second user's too)."""
    need_root()
    folder = shared_base()
    monkeypatch.setenv("FRUITUI_TABLES_DIR", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def eve() -> int:
    """The second unix user's uid (made if missing)."""
    return ensure_user(EVE)


@pytest.fixture
def eve_python(eve: int, base: Path) -> tuple[int, str]:
    """The second user's uid and a Python she may run, in a base she can reach."""
    return eve, python_for(eve)
