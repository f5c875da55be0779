"""Textual's parsed CSS kept between runs (fruitui/ui/speedups/css_kept.py).

The kept rules read as Textual parses them; a second run parses nothing and
draws the same screen; a damaged, foreign, linked or stale file is parsed past
and never unpickled when anyone else could have written it.
"""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest
import textual.css.stylesheet as stylesheet_module
from textual.css.stylesheet import Stylesheet

from fruitui.ui.app import FruitApp
from fruitui.ui.speedups.css_kept import KEPT_NAME, KeptCss
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup

from .helpers import screen_text

SIZE = (100, 30)


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every CSS text Textual's parser is handed, from now on."""
    seen: list[str] = []
    parse = stylesheet_module.parse

    def counted(scope, css, *args, **kwargs):
        seen.append(css)
        return parse(scope, css, *args, **kwargs)

    monkeypatch.setattr(stylesheet_module, "parse", counted)
    return seen


async def run_app(folder: Path, setup: TableSetup | None = None) -> str:
    """One run (start screen, or `setup`'s table) keeping CSS in `folder`; its screen's text."""
    app = FruitApp(setup=setup, cpu_delay=0)
    kept = app.keep_parsed_css_in(folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
    kept.save()
    return text


def grunlings() -> TableSetup:
    return TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {})


def as_parsed(rules: list) -> list[tuple[object, ...]]:
    # Values by repr: a layout (one object per parse) has no equality of its own.
    return [(rule.selectors, {name: repr(value) for name, value in rule.styles.get_rules().items()},
             rule.selector_names, rule.pseudo_classes, rule.is_default_rules,
             rule.tie_breaker) for rule in rules]


async def test_kept_rules_read_as_textual_parses_them(tmp_path: Path) -> None:
    await run_app(tmp_path)
    await run_app(tmp_path, grunlings())
    kept = KeptCss(tmp_path / KEPT_NAME)
    assert len(kept.entries) >= 15 and kept.variables
    fresh = Stylesheet(variables=kept.variables)
    for key, raw in kept.entries.items():
        assert as_parsed(pickle.loads(raw)) == as_parsed(fresh._parse_rules(*key)), key[1]


async def test_a_second_run_parses_nothing_and_draws_the_same(
        tmp_path: Path, parses: list[str]) -> None:
    first_start = await run_app(tmp_path)
    first_table = await run_app(tmp_path, grunlings())
    assert parses, "the first runs parse"
    parses.clear()
    assert await run_app(tmp_path) == first_start
    assert await run_app(tmp_path, grunlings()) == first_table
    assert parses == []


@pytest.fixture
def tokenizings(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many variables each of the stylesheet's tokenizings was handed, from now on."""
    seen: list[int] = []
    tokenize = stylesheet_module.tokenize_values

    def counted(values):
        seen.append(len(values))
        return tokenize(values)

    monkeypatch.setattr(stylesheet_module, "tokenize_values", counted)
    return seen


async def test_the_themes_variables_are_kept_tokenized(
        tmp_path: Path, tokenizings: list[int]) -> None:
    first = await run_app(tmp_path, grunlings())
    assert tokenizings, "the first run tokenizes the theme's variables"
    kept = KeptCss(tmp_path / KEPT_NAME)
    assert kept.tokens is not None and kept.variables
    assert pickle.loads(kept.tokens) == stylesheet_module.tokenize_values(kept.variables)
    tokenizings.clear()
    assert await run_app(tmp_path, grunlings()) == first
    assert tokenizings == []


@pytest.mark.parametrize("damage", ["junk", "other names"])
async def test_damaged_tokens_are_tokenized_afresh(
        tmp_path: Path, tokenizings: list[int], damage: str) -> None:
    good = await run_app(tmp_path, grunlings())
    spot = kept_file(tmp_path)
    kept = pickle.loads(spot.read_bytes())
    tokens = pickle.loads(kept["tokens"])
    kept["tokens"] = (b"junk" if damage == "junk"
                      else pickle.dumps({f"x-{name}": value for name, value in tokens.items()}))
    spot.write_bytes(pickle.dumps(kept))
    tokenizings.clear()
    assert await run_app(tmp_path, grunlings()) == good
    assert tokenizings, "tokenized again"
    assert pickle.loads(pickle.loads(spot.read_bytes())["tokens"]) == tokens  # kept anew
    tokenizings.clear()
    assert await run_app(tmp_path, grunlings()) == good
    assert tokenizings == []


def kept_file(folder: Path) -> Path:
    return folder / KEPT_NAME


@pytest.mark.parametrize("damage", ["garbage", "truncated", "wrong shape", "other textual",
                                    "other theme", "bad entry"])
async def test_a_damaged_or_stale_file_is_parsed_past(
        tmp_path: Path, parses: list[str], damage: str) -> None:
    good = await run_app(tmp_path)
    spot = kept_file(tmp_path)
    raw = spot.read_bytes()
    kept = pickle.loads(raw)
    if damage == "garbage":
        raw = b"\x80\x05not a pickle at all"
    elif damage == "truncated":
        raw = raw[: len(raw) // 2]
    elif damage == "wrong shape":
        raw = pickle.dumps(["made_by", 1])
    elif damage == "other textual":
        raw = pickle.dumps(dict(kept, made_by=(1, "0.0.1")))
    elif damage == "other theme":
        raw = pickle.dumps(dict(kept, variables={**kept["variables"], "primary": "#123456"}))
    else:
        raw = pickle.dumps(dict(kept, entries={key: b"junk" for key in kept["entries"]}))
    spot.write_bytes(raw)
    parses.clear()
    assert await run_app(tmp_path) == good
    assert parses, "parsed again"
    parses.clear()
    assert await run_app(tmp_path) == good  # and kept again, good as new
    assert parses == []


def booby_trap(marker: Path) -> bytes:
    """A pickle that, loaded, writes `marker`."""

    class Trap:
        def __reduce__(self):
            return (Path.write_text, (marker, "loaded"))

    return pickle.dumps({"made_by": Trap(), "variables": {}, "entries": {}})


async def test_a_file_others_could_write_is_never_loaded(tmp_path: Path) -> None:
    marker = tmp_path / "marker"
    spot = kept_file(tmp_path)
    spot.write_bytes(booby_trap(marker))
    KeptCss(spot)  # ours, as a check that the trap works
    assert marker.exists()
    marker.unlink()
    for mode in (0o666, 0o620, 0o602):
        spot.chmod(mode)
        KeptCss(spot)
        assert not marker.exists(), oct(mode)


async def test_a_link_is_not_followed_nor_written_through(tmp_path: Path) -> None:
    marker = tmp_path / "marker"
    target = tmp_path / "elsewhere.pickle"
    target.write_bytes(booby_trap(marker))
    spot = kept_file(tmp_path / "cache")
    spot.parent.mkdir()
    spot.symlink_to(target)
    await run_app(spot.parent)
    assert not marker.exists()
    assert target.read_bytes() == booby_trap(marker)  # untouched
    assert not spot.is_symlink() and spot.stat().st_mode & 0o077 == 0  # kept anew, ours


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="making another user's file needs root")
async def test_another_users_file_is_never_loaded(tmp_path: Path) -> None:
    marker = tmp_path / "marker"
    spot = kept_file(tmp_path)
    spot.write_bytes(booby_trap(marker))
    spot.chmod(0o600)
    os.chown(spot, 4321, 4321)
    KeptCss(spot)
    assert not marker.exists()


async def test_a_pipe_in_its_place_is_not_waited_on(tmp_path: Path) -> None:
    """Opening a pipe would wait for a writer: the start screen would never come."""
    spot = kept_file(tmp_path)
    os.mkfifo(spot, 0o600)
    kept = KeptCss(spot)  # returns at once
    assert kept.entries == {}
    assert "fruitui" in await run_app(tmp_path)
