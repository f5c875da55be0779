"""A client scanning the table folders does bounded work, whatever one user
puts there: a few spare folders and cards per user are read, and a card file
that is not a small regular file is not opened."""

from __future__ import annotations

import json
import os
from pathlib import Path

from fruitui.net import rendezvous

ME = rendezvous.user_name(os.getuid())


def card(folder: Path, table_id: str) -> None:
    (folder / f"{table_id}.json").write_text(json.dumps({"id": table_id, "host": ME}))


def test_spare_folders_and_cards_are_capped_per_user(tables_dir: Path) -> None:
    for n in range(10):
        folder = tables_dir / f"fruitui-{ME}.{n:02d}"
        folder.mkdir(mode=0o755)
        for m in range(20):
            card(folder, f"{n:02d}{m:04d}")
    scan = rendezvous.scan_tables()
    assert len({c.folder for c in scan.cards}) <= rendezvous.SPARE_FOLDERS
    assert len(scan.cards) == rendezvous.CARDS_PER_USER


def test_a_fifo_or_a_huge_file_is_not_a_card(tables_dir: Path) -> None:
    folder = rendezvous.my_folder()
    os.mkfifo(folder / "f1f0f0.json")  # opening it to read would block for good
    (folder / "b1b1b1.json").write_text(json.dumps({"id": "b1b1b1", "host": ME,
                                                    "pad": "x" * rendezvous.CARD_BYTES}))
    card(folder, "c1c1c1")
    scan = rendezvous.scan_tables()
    assert [c.id for c in scan.cards] == ["c1c1c1"]
    assert any("f1f0f0" in p for p in scan.problems)
    assert any("too big" in p for p in scan.problems)
