"""No single key makes an irreversible or revealing choice from a default (issue 38, item 2).

Grunlings' Basket phase listed "1. Basket: empty" first and highlighted it: one
Enter took the whole Basket back into hand and turned up the top card.
"""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.choices import ChoiceMenu
from tests.ui.grunlings_keys import tick_basket
from tests.ui.helpers import pass_outcome


async def test_enter_in_the_basket_phase_keeps_the_basket(monkeypatch) -> None:
    """The issue's reproduction: seed 5, each stores one card, Ann `1` (done
    with Visitors), Enter."""
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    app = FruitApp(setup=TableSetup("grunlings", seats, seed=5), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen)).table
        state = table.match.state
        for _ in range(40):
            await pilot.pause()
            decision = table.decision
            if await pass_outcome(pilot, app, table):
                continue
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                continue
            if decision.kind == "open_basket":
                await tick_basket(pilot, next(c for c in decision.choices if len(c) == 1))
            elif decision.kind == "visitors" and decision.seat == 0:
                await pilot.press("1")  # done with Visitors
            elif decision.kind == "basket" and decision.seat == 0:
                break
            else:
                raise AssertionError(f"unexpected decision {decision.kind}")
        else:
            raise AssertionError("Ann's Basket phase never came")
        assert decision.choices[0] == ()  # the menu's first item still empties it
        basket = list(state.baskets[0])
        assert len(basket) == 1
        menu = app.screen.query_one(ChoiceMenu)
        assert "Keep the Basket as it is" in str(menu.get_option_at_index(menu.highlighted).prompt)
        await pilot.press("enter")
        await pilot.pause()
        assert state.baskets[0] == basket, "one Enter changed Ann's Basket"
