"""The resume list shows each game's whole title and players at 80x24
(issue 38, item 6): it read "Grunlings: Fantastic F"."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.storage.saves import Store
from fruitui.ui.screens.resume import ResumeScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup
from tests.ui.helpers import screen_text


async def test_a_grunlings_row_is_whole_at_80_columns() -> None:
    store = Store()
    autosave = store.create()
    table = Table(TableSetup("grunlings", parse_players("Annabelle,Bartholomew,Cyprian"), 5))
    autosave.attach(table)
    while len(table.match.choices) < 4:
        table.apply(table.decision.choices[0])
    autosave.close()
    saved = store.load(autosave.game_id)
    app = FruitApp(cpu_delay=30, first=lambda: ResumeScreen())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = " ".join(line.strip(" │▊▎") for line in screen_text(app).splitlines())
        text = " ".join(text.split())  # a wrapped line joins back into one
        assert saved.title in text, text
        assert " ".join(saved.players_text().split()) in text, text
        assert f"{saved.to_move}'s turn" in text, text
