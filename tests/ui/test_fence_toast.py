"""A toast raised just before a hand-off never shows on the Pass-to screen
(issue 37): `notify` only queues its message, and the Pass-to screen, which
clears the last person's toasts as it mounts, can mount before it arrives."""

from __future__ import annotations

from textual.notifications import Notification, Notify
from textual.widgets._toast import Toast

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from tests.privacy.test_burst import settle
from tests.ui.helpers import screen_text

SECRET = "Ann: R3 is not a card you can play there."


async def test_a_toast_that_arrives_after_the_pass_to_screen_mounted_is_not_shown(
        monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    app = FruitApp(setup=TableSetup("fruit-spy", [Seat("Ann"), Seat("Bob"), Seat("Cy")], seed=1),
                   cpu_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(pilot, 0.1)
        await pilot.press("enter")  # Ann takes the keyboard
        await settle(pilot, 0.1)
        assert "Ann (you)" in screen_text(app)
        # Raised in Ann's turn, as `notify` does, but read only after the Pass-to screen mounted.
        late = Notification(SECRET, "", "warning", 6, markup=False)
        app.push_screen(HandoffScreen("Bob", seat=1))
        await settle(pilot, 0.1)
        assert isinstance(app.screen, HandoffScreen)
        app.post_message(Notify(late))
        await settle(pilot, 0.1)
        assert not app.screen.query(Toast), "Ann's toast shows on the Pass-to screen"
        assert SECRET not in screen_text(app)
        assert late not in app._notifications
        # A toast raised once the Pass-to screen is up (for Bob) still shows.
        app.notify("Bob's turn", markup=False)
        await settle(pilot, 0.1)
        assert app.screen.query(Toast)
