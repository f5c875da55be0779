"""A toast raised in one person's turn does not stay up over the Pass-to screen
or the next person's table: Textual's notifications belong to the app, so a
refusal naming the cards someone ticked would otherwise outlive their turn."""

from __future__ import annotations

from textual.widgets._toast import Toast

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.games.grunlings.ticks import BasketTicks
from tests.privacy.test_burst import settle, table_screen
from tests.ui.helpers import screen_text


async def test_a_refusal_naming_anns_cards_is_gone_when_the_keyboard_passes(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    app = FruitApp(setup=TableSetup("grunlings", [Seat("Ann"), Seat("Bob")], seed=3),
                   cpu_delay=0)
    # Pilot leaves toasts out unless asked: here they are the point.
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(pilot, 0.1)
        assert isinstance(app.screen, HandoffScreen) and "Pass to Ann" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot, 0.1)
        table = table_screen(app).table
        ticks = app.screen.query_one(BasketTicks)
        # A refusal of Ann's turn that names her cards, as the Basket's own ones do.
        secret = "Coconut, Honey Badger is not a legal Basket."
        ticks.notify(secret, severity="warning", timeout=6, markup=False)
        await settle(pilot, 0.1)
        assert app._notifications and secret in screen_text(app)
        await pilot.press("space", "enter")  # one card stored: Ann's opening Basket
        await settle(pilot, 0.1)
        if isinstance(app.screen, OutcomeScreen):
            await pilot.press("enter")
            await settle(pilot, 0.1)
        assert isinstance(app.screen, HandoffScreen) and "Pass to Bob" in screen_text(app)
        assert not app._notifications
        assert not app.screen.query(Toast), "Ann's toast shows on the Pass-to screen"
        assert secret not in screen_text(app)
        await pilot.press("enter")
        await settle(pilot, 0.1)
        assert table.at_keyboard == 1 and not app.screen.query(Toast)
