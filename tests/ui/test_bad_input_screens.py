"""The start and resume screens with a FIFO, a symlink to /dev/zero and a
corrupt save in the games folder: they open at once, list the good game,
name the bad files, and can be left."""

from __future__ import annotations

import json
import os

from fruitui.ui.app import FruitApp
from fruitui.storage.saves import Store
from fruitui.ui.screens.resume import ResumeScreen
from fruitui.ui.screens.start import StartScreen
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from tests.ui.helpers import screen_text


def hostile_games_folder() -> str:
    store = Store()
    autosave = store.create()
    table = Table(TableSetup("fruit-spy", [Seat("Ann"), Seat("Bob", True), Seat("Cy", True)], 3))
    autosave.attach(table)
    table.apply(table.decision.choices[0])
    autosave.close()
    os.mkfifo(store.games / "fifo01.json")
    (store.games / "zero01.json").symlink_to("/dev/zero")
    bad = json.loads(autosave.path.read_text())
    bad.update(id="bad001", seats=[{"name": "\x1b]0;PWNED\x07", "computer": False}] * 3)
    (store.games / "bad001.json").write_text(json.dumps(bad))
    return autosave.game_id


async def test_start_screen_opens_and_leaves_with_fifos_in_the_games_folder() -> None:
    hostile_games_folder()
    app = FruitApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert app.screen.unfinished == 1  # the good game only
        await pilot.press("escape")
    assert app.return_code in (None, 0)


async def test_resume_screen_lists_the_good_game_and_names_the_bad_files() -> None:
    good = hostile_games_folder()
    app = FruitApp(first=lambda: ResumeScreen(Store()))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen)
        assert [g.id for g in screen.games] == [good] and len(screen.problems) == 3
        text = screen_text(app)
        assert good in text and "fifo01.json" in text and "\x1b" not in text
        await pilot.press("escape")
    assert app.return_code in (None, 0)
