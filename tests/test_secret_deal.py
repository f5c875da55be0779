"""The deal's secret (issue 36): a default table is dealt from 128 secret bits,
its computer players draw from a stream keyed by a bot key they never see, a
`--seed` table keeps today's stream and says its deal is not secret, and the
key is saved (0600) and checked like every other field."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

import pytest

from fruitui.cli import main as cli
from fruitui.bots.rng import GOLDEN, bot_rng, splitmix_unit
from fruitui.net.access import Access
from fruitui.storage.saves import SaveError, Store, load
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup

COMPUTERS = "cpu:Ada:easy,cpu:Bo:easy,cpu:Cy:easy"
MASK = (1 << 64) - 1


def opened_setups(monkeypatch, count: int, *argv: str, players: str = "Ann,Bob,cpu"):
    """The setups `fruitui --game fruit-spy --players …` opens (the app itself is not run)."""
    opened: list[TableSetup] = []
    monkeypatch.setattr(cli, "open_app", lambda setup, *a, **k: opened.append(setup) or 0)
    for _ in range(count):
        assert cli.main(["--game", "fruit-spy", "--players", players, *argv]) == 0
    assert len(opened) == count
    return opened


def keyed_first_draw(key_hex: str, ply: int, seat: int) -> float:
    """The first number of the stream keyed by `key_hex`, written out here on purpose."""
    hasher = hashlib.blake2b(key=bytes.fromhex(key_hex), person=b"fruitui-bot", digest_size=8)
    hasher.update(f"{ply}:{seat}".encode())
    return splitmix_unit((int.from_bytes(hasher.digest(), "big") + GOLDEN) & MASK)


def seeded_first_draw(seed: int, ply: int, seat: int) -> float:
    """The first number of the unkeyed stream fruitui always drew from a seed."""
    hasher = hashlib.blake2b(person=b"fruitui-bot", digest_size=8)
    hasher.update(f"{seed}:{ply}:{seat}".encode())
    return splitmix_unit((int.from_bytes(hasher.digest(), "big") + GOLDEN) & MASK)


class Recorder:
    """Stands in for a computer seat's bot: notes the first number of each stream it
    is handed, then lets the bot choose with that stream."""

    def __init__(self, bot, seen: dict[tuple[int, int], float], table: Table) -> None:
        self.bot, self.seen, self.table = bot, seen, table
        self.needs_view = getattr(bot, "needs_view", True)

    def choose(self, view, decision, rng):
        self.seen[(self.table.move, decision.seat)] = rng.random()
        return self.bot.choose(view, decision, rng)


def computer_draws(setup: TableSetup, moves: int = 8) -> dict[tuple[int, int], float]:
    """(ply, seat) -> the first number the deciding bot drew, over the next `moves`."""
    table = Table(setup)
    seen: dict[tuple[int, int], float] = {}
    for seat in table.bots:
        table.bots.made[seat] = Recorder(table.bots[seat], seen, table)
    while len(seen) < moves and not table.finished:
        table.apply(table.computer_choice())
    assert len(seen) == moves
    return seen


def test_a_thousand_default_tables_get_a_thousand_secrets_of_128_bits(monkeypatch,
                                                                       capsys) -> None:
    setups = opened_setups(monkeypatch, 1000)
    seeds = [setup.seed for setup in setups]
    assert len(set(seeds)) == 1000
    mean = sum(seed.bit_length() for seed in seeds) / len(seeds)
    with capsys.disabled():
        print(f"\nmean bit length of 1000 default seeds: {mean:.3f}")
    assert mean >= 126
    keys = [setup.bot_key for setup in setups]
    assert len(set(keys)) == 1000 and all(len(bytes.fromhex(key)) == 32 for key in keys)
    again = Table(setups[0]).again()  # "play again": a fresh secret and a fresh key
    assert again.seed != setups[0].seed and again.bot_key not in keys
    assert again.seed.bit_length() > 100


def test_a_default_tables_computers_draw_the_keyed_stream(monkeypatch) -> None:
    setup, = opened_setups(monkeypatch, 1, players=COMPUTERS)
    for (ply, seat), first in computer_draws(setup).items():
        assert first == keyed_first_draw(setup.bot_key, ply, seat)
        assert first != seeded_first_draw(setup.seed, ply, seat)


def test_a_seeded_tables_computers_draw_todays_stream(monkeypatch) -> None:
    setup, = opened_setups(monkeypatch, 1, "--seed", "7", players=COMPUTERS)
    assert setup.seed == 7 and setup.bot_key is None
    for (ply, seat), first in computer_draws(setup).items():
        assert first == seeded_first_draw(7, ply, seat)


def test_only_the_key_moves_a_bots_draws() -> None:
    seats = parse_players(COMPUTERS)
    key, other_key = "ab" * 32, "cd" * 32
    one = computer_draws(TableSetup("fruit-spy", seats, 11, bot_key=key))
    two = computer_draws(TableSetup("fruit-spy", seats, 2**100 + 5, bot_key=key))
    three = computer_draws(TableSetup("fruit-spy", seats, 11, bot_key=other_key))
    both = one.keys() & two.keys()
    assert both and all(one[at] == two[at] for at in both)  # another seed, the same draws
    assert all(one[at] != three[at] for at in one.keys() & three.keys())
    for ply in range(20):
        for seat in range(5):
            a = bot_rng(1, ply, seat, bytes.fromhex(key))
            b = bot_rng(2, ply, seat, bytes.fromhex(key))
            assert [a.random() for _ in range(5)] == [b.random() for _ in range(5)]
            c = bot_rng(1, ply, seat, bytes.fromhex(other_key))
            assert bot_rng(1, ply, seat, bytes.fromhex(key)).random() != c.random()


def play_saved(setup: TableSetup, moves: int = 3) -> tuple[Table, Path, str]:
    store = Store()
    autosave = store.create()
    table = Table(setup)
    autosave.attach(table)
    while table.move < moves:
        table.apply(table.computer_choice())
    autosave.close()
    return table, autosave.path, autosave.game_id


def test_the_key_is_saved_0600_and_comes_back_on_resume(monkeypatch) -> None:
    setup, = opened_setups(monkeypatch, 1, players=COMPUTERS)
    store = Store()
    for folder in (store.games, store.history, store.locks):
        folder.mkdir(parents=True, mode=0o700)
    old = os.umask(0)  # however loose the umask: the save is its owner's alone
    try:
        table, path, game_id = play_saved(setup)
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    record = json.loads(path.read_text())
    assert record["bot_key"] == setup.bot_key and record["seed"] == setup.seed
    resumed, autosave = Store().resume(game_id)
    autosave.close()
    assert resumed.bot_key == setup.bot_key and resumed.seed == setup.seed
    after = Table(resumed)
    assert after.computer_choice() == table.computer_choice()  # the game goes on as it would


def test_a_save_without_a_key_loads_and_plays_todays_stream() -> None:
    table, path, game_id = play_saved(TableSetup("fruit-spy", parse_players(COMPUTERS), 9))
    assert "bot_key" not in json.loads(path.read_text())  # as older fruitui wrote it
    saved = load(path)
    assert saved.bot_key is None and saved.setup().bot_key is None
    again = Table(saved.setup())
    for (ply, seat), first in computer_draws(again.setup, 6).items():
        assert first == seeded_first_draw(9, ply, seat)


@pytest.mark.parametrize("bad", ["zz" * 32, "ab" * 31, "AB" * 32, 5, ["ab" * 32],
                                 "ab" * 32 + "\x1b[2J", "ab" * 5000])
def test_a_bad_key_in_a_save_is_refused_in_one_line(monkeypatch, capsys, bad) -> None:
    setup, = opened_setups(monkeypatch, 1, players=COMPUTERS)
    _table, path, game_id = play_saved(setup)
    record = json.loads(path.read_text())
    record["bot_key"] = bad
    path.write_text(json.dumps(record))
    before = path.read_bytes()
    with pytest.raises(SaveError, match="'bot_key' should be 64 lowercase hex digits"):
        load(path)
    capsys.readouterr()
    assert cli.main(["resume", game_id, "--headless"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bot_key" in err[0] and "\x1b" not in err[0], err
    assert path.read_bytes() == before


def test_a_seeded_table_says_its_deal_is_not_secret(capsys) -> None:
    assert cli.main(["--game", "fruit-spy", "--players", COMPUTERS, "--seed", "5",
                     "--headless"]) == 0
    out, err = capsys.readouterr()
    warning, = [line for line in err.splitlines() if "seed" in line]
    assert "deal is not secret" in warning and "knows every hand" in warning
    assert "seed 5" in out
    assert cli.main(["--game", "fruit-spy", "--players", COMPUTERS, "--headless"]) == 0
    out, err = capsys.readouterr()
    assert "seed" not in err and "a secret deal" in out
    game_id = out.split()[1].rstrip(":")
    saved = json.loads(Store().history_path(game_id).read_text())
    assert "bot_key" in saved and str(saved["seed"]) not in out  # its seed is not printed


def test_help_says_a_seed_is_not_secret(capsys) -> None:
    for args in (["--help"], ["host", "--help"]):
        with pytest.raises(SystemExit):
            cli.main(args)
        assert "not secret" in " ".join(capsys.readouterr().out.lower().split()), args


def test_the_join_code_file_is_0600_even_over_a_stale_temporary(tmp_path) -> None:
    path = tmp_path / "net" / "abc123.access.json"
    path.parent.mkdir()
    stale = path.with_name(f".{path.name}.tmp")
    stale.write_text("left by a killed write")
    os.chmod(stale, 0o644)
    Access.new(parse_players("Ann,Bob,cpu"), os.getuid(), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert Access.saved_codes(path)  # the codes are in it
