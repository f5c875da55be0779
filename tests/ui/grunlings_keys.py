"""Pilot keys for the Grunlings board's tick list (the opening Basket)."""

from __future__ import annotations

from fruitui.ui.games.grunlings.ticks import BasketTicks, tick_rows


async def tick_basket(pilot, choice) -> None:  # type: ignore[no-untyped-def]
    """Tick exactly the cards of `choice` with real keys and press Enter."""
    ticks = pilot.app.screen.query_one(BasketTicks)
    assert ticks.has_focus and ticks.display
    rows = tick_rows(ticks._choices)
    wanted = list(choice)
    targets = []
    for index, name in enumerate(rows):
        if name in wanted:
            wanted.remove(name)
            targets.append(index)
    assert not wanted, (choice, rows)
    for index in targets:
        steps = index - (ticks.highlighted or 0)
        await pilot.press(*(["down"] * steps if steps > 0 else ["up"] * -steps), "space")
    await pilot.press("enter")
    await pilot.pause()
