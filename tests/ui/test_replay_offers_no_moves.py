"""A replay offers no game actions (issue 38, item 5): a Grunlings replay's
footer offered "⏎ Store space Tick", and Enter then asked to tick cards."""

from __future__ import annotations

import random

from textual.widgets import OptionList

from fruitui.ui.app import FruitApp
from fruitui.storage.saves import SavedGame, Store
from fruitui.ui.screens.replay import ReplayScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup
from tests.ui.helpers import screen_text


def saved_grunlings(moves: int = 30) -> SavedGame:
    store = Store()
    autosave = store.create()
    table = Table(TableSetup("grunlings", parse_players("Ann,Bob,Cy"), 5))
    autosave.attach(table)
    rng = random.Random(5)
    while not table.finished and len(table.match.choices) < moves:
        choices = table.decision.choices
        table.apply(choices[rng.randrange(len(choices))])
    autosave.close()
    return store.load(autosave.game_id)


async def test_a_grunlings_replay_offers_no_move_keys() -> None:
    saved = saved_grunlings()
    app = FruitApp(first=lambda: ReplayScreen(saved, 0))
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("right")
        await pilot.pause()
        assert not isinstance(app.focused, OptionList)
        footer = screen_text(app).splitlines()[-1]
        assert "Store" not in footer and "Tick" not in footer, footer
        assert "q Leave" in footer and "t Top five" in footer  # its viewing keys stay
        await pilot.press("enter", "space", "1")
        await pilot.pause()
        assert not app._notifications, [n.message for n in app._notifications]
        assert isinstance(app.screen, ReplayScreen) and app.screen.ply == 1
