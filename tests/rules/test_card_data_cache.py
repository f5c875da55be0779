"""Parsed card data kept between runs (rules/data.py): used only for the exact
text it was parsed from, and never trusted when damaged, foreign or missing."""

from __future__ import annotations

import os
import tomllib
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pytest

from fruitui.games import data

NAMES = ("grunlings", "fabled_fruit", "gobblin_goblins", "fruit_spy")


def parsed(name: str) -> dict:
    path = resources.files("fruitui") / "assets" / "data" / f"{name}.toml"
    return tomllib.loads(path.read_bytes().decode())


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """A cache folder for this test; the process's parsed data is read afresh."""
    data.load_card_data.cache_clear()
    data.keep_parsed_in(tmp_path / "cache")
    yield tmp_path / "cache"
    data.keep_parsed_in(None)
    data.load_card_data.cache_clear()


def fresh(name: str) -> dict:
    data.load_card_data.cache_clear()
    return data.load_card_data(name)


@pytest.mark.parametrize("name", NAMES)
def test_kept_data_is_the_parsed_data(folder: Path, name: str) -> None:
    first = fresh(name)
    assert (folder / f"card-data-{name}.json").is_file()
    again = fresh(name)  # read from the cache this time
    assert first == again == parsed(name)


def test_the_cache_is_what_is_read_while_the_text_is_the_same(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh("fruit_spy")

    def no_parse(text: str) -> dict:
        raise AssertionError("parsed again")

    monkeypatch.setattr(data, "_parse", no_parse)
    assert fresh("fruit_spy") == parsed("fruit_spy")


def test_an_edited_asset_is_parsed_again(folder: Path) -> None:
    fresh("fruit_spy")
    spot = folder / "card-data-fruit_spy.json"
    # The kept text no longer matches the asset, as after an owner's correction.
    spot.write_bytes(spot.read_bytes().replace(b'"toml":"', b'"toml":"# edited\\n', 1))
    assert fresh("fruit_spy") == parsed("fruit_spy")
    assert b"# edited" not in spot.read_bytes()  # written again for the new text


@pytest.mark.parametrize("junk", [b"", b"\x00\xff garbage", b"[1, 2]", b'{"format": 1}',
                                  b'{"format": 99, "toml": "", "data": {}}',
                                  b'{"format": 1, "toml": "x", "data": []}'])
def test_a_damaged_cache_file_is_parsed_past_and_replaced(folder: Path, junk: bytes) -> None:
    folder.mkdir(parents=True)
    spot = folder / "card-data-grunlings.json"
    spot.write_bytes(junk)
    assert fresh("grunlings") == parsed("grunlings")
    assert spot.read_bytes() != junk


def test_a_cache_file_others_may_write_or_a_link_is_not_read(folder: Path, tmp_path: Path) -> None:
    fresh("fruit_spy")
    spot = folder / "card-data-fruit_spy.json"
    good = spot.read_bytes()
    lie = good.replace(b'"data":{', b'"data":{"forged":1,', 1)
    spot.write_bytes(lie)
    os.chmod(spot, 0o666)
    assert "forged" not in fresh("fruit_spy")
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_bytes(lie)
    spot.unlink()
    spot.symlink_to(elsewhere)
    assert "forged" not in fresh("fruit_spy")


def test_a_pipe_in_the_cache_is_not_waited_on(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "card-data-fruit_spy.json", 0o600)
    assert fresh("fruit_spy") == parsed("fruit_spy")  # at once, from the asset


def test_an_unwritable_home_still_reads_the_cards(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    data.load_card_data.cache_clear()
    data.keep_parsed_in(blocker / "cache")
    try:
        assert data.load_card_data("fruit_spy") == parsed("fruit_spy")
    finally:
        data.keep_parsed_in(None)
        data.load_card_data.cache_clear()
    assert blocker.read_text() == "not a folder"


def test_without_a_folder_nothing_is_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    data.keep_parsed_in(None)
    assert fresh("fruit_spy") == parsed("fruit_spy")
    assert list(tmp_path.iterdir()) == []
    data.load_card_data.cache_clear()
