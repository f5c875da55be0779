"""Nobody can pose as another user's table, or squat their table folder.

Real processes and a real second unix user (made by the test: the tests run
as root, as the CI does): the table is a `fruitui host --foreground` process
run as root, the attacker eve is the test account `fteve` running a stdlib
socket server that records every byte it is sent, and the client is the
real `fruitui join` / `fruitui tables` command.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from fruitui.net import rendezvous

from .test_processes import ROOT, start_host
from .unix_users import EVE, TIMEOUT, Recorder, ensure_user, run_as

pytestmark = pytest.mark.skipif(os.getuid() != 0, reason="a real second user needs root")

ME = rendezvous.user_name(os.getuid())

# eve makes her folder (as any user can) and copies a card into it, as is or
# saying she hosts it: argv base, source card ('' for none), her card's id, its host.
EVE_CARD = r"""
import json, os, sys
base, source, table_id, host = sys.argv[1:5]
folder = os.path.join(base, "fruitui-" + sys.argv[5])
os.makedirs(folder, exist_ok=True)
os.chmod(folder, 0o755)
card = json.load(open(source)) if source else {"id": table_id, "game": "fruit-spy",
    "title": "Fruit Spy", "seats": [{"name": "Ann", "state": "open"}], "watch": True}
card["id"], card["host"] = table_id, host
with open(os.path.join(folder, table_id + ".json"), "w") as out:
    json.dump(card, out)
print(folder)
"""


def fruitui(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fruitui", *args], cwd=ROOT, text=True,
                          stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT)


def eve_card(eve: int, base: Path, table_id: str, host: str, source: Path | None = None) -> Path:
    return Path(run_as(eve, EVE_CARD, str(base), str(source or ""), table_id, host,
                       EVE).strip())


def unwrapped(notes: str) -> str:
    """`tables`' notes as one text (a long one is wrapped at 80 columns)."""
    return notes.replace("\n  ", " ")


def assert_fits(text: str) -> None:
    for line in text.splitlines():
        assert len(line) <= 80, f"wider than 80 columns: {line!r}"


@pytest.mark.parametrize("says", ["the real host", "eve"])
def test_a_copied_card_gets_no_join_code_and_no_close(base: Path, eve: int, says: str) -> None:
    """eve copies a real table's card into her own folder (as is, or saying she
    hosts it) beside a socket of her own. Joining is refused, naming both users;
    `tables` names only owners it verified; the owner's --close reaches her real
    table; and eve's socket is sent nothing at all."""
    host, table_id, _codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu")
    recorder = None
    try:
        real = base / f"fruitui-{ME}"
        assert (real / f"{table_id}.json").exists()
        folder = eve_card(eve, base, table_id, ME if says == "the real host" else EVE,
                          real / f"{table_id}.json")
        recorder = Recorder(eve, folder / f"{table_id}.sock")

        joined = fruitui("join", table_id)
        assert joined.returncode == 1
        assert f"table {table_id} is offered by {EVE} and {ME}" in joined.stderr
        assert "nothing was sent" in joined.stderr

        listed = fruitui("tables")
        rows = [line for line in listed.stdout.splitlines() if line.startswith(table_id)]
        hosts = sorted(row.split(" host ")[1].split()[0] for row in rows)
        # Her copy names the real host: not trusted in her folder. Saying it is hers,
        # it is listed as hers (her folder, her socket): never as the real host's.
        assert hosts == ([ME] if says == "the real host" else sorted([EVE, ME]))
        assert f"offered by {EVE} and {ME}" in listed.stdout
        assert_fits(listed.stdout + listed.stderr)

        closed = fruitui("tables", "--close", table_id)
        assert closed.returncode == 0, closed.stderr
        assert f"table {table_id} closed" in closed.stdout
        assert host.wait(TIMEOUT) == 0  # the real table closed
    finally:
        host.kill()
        got = recorder.received() if recorder else []
    # Listed as hers, her socket was looked at (who serves it): never sent a byte.
    assert got or says == "the real host"
    assert all(sent == b"" for sent in got), f"eve's socket was sent {got!r}"


def test_a_card_naming_another_host_is_not_trusted(base: Path, eve: int) -> None:
    """A card in eve's folder that says root hosts it: no such table, nothing sent."""
    folder = eve_card(eve, base, "e0e0e0", ME)
    recorder = Recorder(eve, folder / "e0e0e0.sock")
    try:
        joined = fruitui("join", "e0e0e0")
        assert joined.returncode == 1 and "no table 'e0e0e0'" in joined.stderr
        listed = fruitui("tables")
        assert "e0e0e0" not in listed.stdout
        assert f"does not name {EVE} as its host: not trusted" in unwrapped(listed.stderr)
    finally:
        got = recorder.received()
    assert got == [], f"eve's socket was reached: {got!r}"


def test_a_socket_served_by_another_user_than_the_folders_owner(base: Path, eve: int) -> None:
    """eve's folder, eve's card, but the socket is served by another user
    (nobody): refused before anything is sent, by join, tables and the script client."""
    nobody = ensure_user("nobody")
    folder = eve_card(eve, base, "c0ffee", EVE)
    scratch = base / "scratch"
    scratch.mkdir(mode=0o777)
    os.chmod(scratch, 0o777)
    recorder = Recorder(nobody, scratch / "c0ffee.sock")
    os.rename(scratch / "c0ffee.sock", folder / "c0ffee.sock")  # as if eve had let it in
    try:
        joined = fruitui("join", "c0ffee")
        assert joined.returncode == 1
        assert f"is served by nobody, not by {EVE}" in joined.stderr
        listed = fruitui("tables")
        assert "c0ffee" not in listed.stdout and "served by nobody" in unwrapped(listed.stderr)
        script = subprocess.run(
            [sys.executable, "-m", "fruitui.net.script_client", "--socket",
             str(folder / "c0ffee.sock")], cwd=ROOT, capture_output=True, text=True,
            timeout=TIMEOUT)
        assert script.returncode == 1 and "served by nobody" in script.stderr
    finally:
        got = recorder.received()
    assert got and all(sent == b"" for sent in got), f"the socket was sent {got!r}"


@pytest.mark.parametrize("squat", ["folder", "file", "symlink"])
def test_a_squatted_folder_name_does_not_stop_hosting(base: Path, eve: int, squat: str) -> None:
    """eve takes `fruitui-<me>` first (a folder of hers, a file, a symlink to her
    folder) and decoys `fruitui-<me>.*`: I still host, the table is found as
    mine, and nothing of mine goes into anything of hers."""
    run_as(eve, r"""
import os, sys
base, me, kind = sys.argv[1:4]
mine, hers = os.path.join(base, "fruitui-" + me), os.path.join(base, "fruitui-fteve")
os.makedirs(hers, exist_ok=True)
os.mkdir(mine + ".decoy", 0o755)
if kind == "folder":
    os.mkdir(mine, 0o755)
elif kind == "file":
    open(mine, "w").close()
else:
    os.symlink(hers, mine)
""", str(base), ME, squat)
    host, table_id, _codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu")
    try:
        card = rendezvous.find_card(table_id)
        assert card is not None and card.owner == os.getuid()
        assert card.folder.name.startswith(f"fruitui-{ME}.") and card.folder.name != \
            f"fruitui-{ME}.decoy"
        listed = fruitui("tables")
        assert f"host {ME}" in listed.stdout and table_id in listed.stdout
        closed = fruitui("tables", "--close", table_id)
        assert closed.returncode == 0, closed.stderr
        assert host.wait(TIMEOUT) == 0
    finally:
        host.kill()
    hers = [p for p in base.rglob("*") if p.is_dir() and not p.is_symlink()
            and p.stat().st_uid == eve]
    assert hers and all(not any(folder.iterdir()) for folder in hers)


async def test_the_start_screens_join_list_names_verified_hosts_and_refuses_a_copy(
        base: Path, eve: int) -> None:
    from fruitui.ui.app import FruitApp
    from fruitui.ui.screens.shared_box import JoinScreen
    from fruitui.ui.screens.start import StartScreen
    from tests.ui.helpers import screen_text

    from .test_remote_screen import wait_until

    host, table_id, _codes = start_host("--game", "fruit-spy", "--players", "Ann,Bob,cpu")
    recorder = None
    try:
        folder = eve_card(eve, base, table_id, EVE, base / f"fruitui-{ME}" / f"{table_id}.json")
        recorder = Recorder(eve, folder / f"{table_id}.sock")
        app = FruitApp()
        async with app.run_test(size=(120, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, StartScreen))
            await pilot.press("ctrl+n")
            joining = app.screen
            assert isinstance(joining, JoinScreen)
            await wait_until(pilot, lambda: f"host {EVE}" in screen_text(app)
                             and f"host {ME}" in screen_text(app))
            for row in range(2):  # either row: which is real, only its host can say
                await pilot.press("r")
                await wait_until(pilot, lambda: "offered by" not in screen_text(app)
                                 and f"host {EVE}" in screen_text(app))
                await pilot.press(*["down"] * row, "enter")
                await wait_until(pilot, lambda: "offered by" in screen_text(app))
                assert isinstance(app.screen, JoinScreen) and not joining.has_class("asking")
    finally:
        host.kill()
        got = recorder.received() if recorder else []
    assert all(sent == b"" for sent in got), f"eve's socket was sent {got!r}"


def test_a_folder_name_with_control_characters_is_written_out(base: Path, eve: int) -> None:
    """eve's spare folder is hers to name: a name with an escape sequence in it
    reaches the terminal of whoever is refused it only written out."""
    nobody = ensure_user("nobody")
    folder = Path(run_as(eve, r"""
import json, os, sys
folder = os.path.join(sys.argv[1], "fruitui-fteve.\x1b[2J\x1b]0;pwned\x07")
os.mkdir(folder, 0o755)
with open(os.path.join(folder, "d0d0d0.json"), "w") as out:
    json.dump({"id": "d0d0d0", "host": "fteve"}, out)
print(folder)
""", str(base)).rstrip("\n"))
    scratch = base / "scratch"
    scratch.mkdir(mode=0o777)
    os.chmod(scratch, 0o777)
    recorder = Recorder(nobody, scratch / "d0d0d0.sock")
    os.rename(scratch / "d0d0d0.sock", folder / "d0d0d0.sock")
    try:
        joined = fruitui("join", "d0d0d0")
        listed = fruitui("tables")
    finally:
        got = recorder.received()
    assert joined.returncode == 1 and "served by nobody" in joined.stderr
    for text in (joined.stderr, listed.stdout, listed.stderr):
        assert "\x1b" not in text and "\x07" not in text
    assert "fruitui-fteve.\\x1b[2J" in joined.stderr
    assert all(sent == b"" for sent in got)
