"""What the mover and the incoming person are told at a hand-off, the side
log's take-back lines in their place, and who is thinking while a computer plays."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.table.log_since import lines_since
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.outcome import OutcomeScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.ui.widgets.side import SidePanel
from tests.privacy.test_burst import burst, settle, table_screen
from tests.ui.helpers import screen_text

PEOPLE = [Seat("Ann"), Seat("Bob"), Seat("Cy")]


async def take_keyboard(pilot, app: FruitApp) -> None:  # type: ignore[no-untyped-def]
    await settle(pilot, 0.35)  # past the guard time
    assert isinstance(app.screen, HandoffScreen) and not isinstance(app.screen, OutcomeScreen)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, TableScreen)


async def test_the_mover_reads_their_own_outcome_and_keys_before_it_do_nothing() -> None:
    app = FruitApp(setup=TableSetup("fruit-spy", PEOPLE, seed=11), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        table = table_screen(app).table
        await take_keyboard(pilot, app)
        own_before = table.log_of(0)
        # Ann plays (card, then house) and keeps pressing Enter: the burst
        # lands before the card is shown or in its guard time.
        burst(app, "enter", 2)
        burst(app, "enter", 5)
        await pilot.pause()
        await pilot.pause()
        assert len(table.match.choices) == 1 and table.at_keyboard is None
        assert isinstance(app.screen, OutcomeScreen), "the burst skipped Ann's outcome"
        text = screen_text(app)
        assert "Your move, Ann" in text and "Bob" in text
        mine = lines_since(own_before, table.log_of(0))
        assert mine and all(line in app.screen.lines for line in mine)
        assert "face down on house" in text  # Ann's own wording: which card she played
        assert "(you)" not in text and "in hand" not in text  # no table beneath shows
        await settle(pilot, 0.35)
        # Ann passes the keyboard with a double Enter: the second lands before
        # the Pass-to screen is shown and must not take the keyboard for Bob.
        burst(app, "enter", 3)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and not isinstance(app.screen, OutcomeScreen)
        assert "Pass to Bob" in screen_text(app) and table.at_keyboard is None


async def test_pass_to_says_what_happened_in_public_since_your_last_turn(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    app = FruitApp(setup=TableSetup("gobblin-goblins", PEOPLE, seed=5), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        table = table_screen(app).table
        seen: dict[int, tuple[str, ...]] = {}
        checked = 0
        for _ in range(60):
            await pilot.pause()
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, OutcomeScreen):
                await pilot.press("enter")
                continue
            if isinstance(screen, HandoffScreen):
                seat = table.decision.seat
                if seat in seen:
                    wanted = lines_since(seen[seat], table.log_of(None))[-6:]
                    assert list(screen.since) == wanted
                    # Only public lines, worded for everyone: no "You draw …".
                    assert all(line in table.log_of(None) for line in screen.since)
                    if screen.since:
                        assert "Since your last turn" in screen_text(app)
                        checked += 1
                await pilot.press("enter")
                continue
            seat = table.at_keyboard
            await pilot.press("enter")
            await pilot.pause()
            if table.at_keyboard is None and seat is not None:
                seen[seat] = table.log_of(None)
            if checked >= 4:
                break
        assert checked >= 4


def test_take_back_lines_stand_where_they_happened_and_after_a_resume() -> None:
    table = Table(TableSetup("fabled-fruit", [Seat("Ann"), Seat("Bob")], seed=3))
    for _ in range(3):
        table.take_keyboard(table.decision.seat)
        table.choose(table.decision.choices[0], table.move, table.decision.seat)
    table.take_keyboard(table.decision.seat)
    table.choose(table.decision.choices[-1], table.move, table.decision.seat)
    note = table.take_back()
    # Later moves go below the note, not above it.
    for _ in range(4):
        table.take_keyboard(table.decision.seat)
        table.choose(table.decision.choices[0], table.move, table.decision.seat)
    for seat in (None, 0, 1):
        placed = table.log_with_notes(seat)
        log = table.log_of(seat)
        assert [text for text, is_note in placed if not is_note] == list(log)
        at = [text for text, _ in placed].index(note)
        later = len(placed) - at - 1
        assert 0 < later < len(log), "the note is neither first nor pinned at the end"
        kept = Table(TableSetup("fabled-fruit", table.seats, 3,
                                choices=tuple(table.match.choices[:3])))
        assert [text for text, is_note in placed[:at]] == list(kept.log_of(seat))
        # Opened again from the save (choices and notes): the same order.
        again = Table(TableSetup("fabled-fruit", table.seats, 3,
                                 choices=tuple(table.match.choices), notes=tuple(table.notes)))
        assert again.log_with_notes(seat) == placed


async def test_the_side_panel_says_who_is_thinking() -> None:
    seats = [Seat("Ann"), Seat("Bob"), Seat("Robo", computer=True)]
    app = FruitApp(setup=TableSetup("fruit-spy", seats, seed=4), cpu_delay=5)
    async with app.run_test(size=(120, 40)) as pilot:
        table = table_screen(app).table
        thinking = app.screen_stack[1].query_one(SidePanel).query_one("#thinking")
        for _ in range(30):
            await settle(pilot, 0.3)
            if table.is_computer_turn() and not isinstance(app.screen, OutcomeScreen):
                break
            if isinstance(app.screen, HandoffScreen):  # Pass-to, or Bob's "Your move" card
                await pilot.press("enter")
            else:
                await pilot.press("enter", "enter")
        assert table.is_computer_turn() and isinstance(app.screen, TableScreen)
        await pilot.pause()
        assert thinking.display and "Robo is thinking" in str(thinking.content)
        assert thinking.region.height >= 1  # drawn inside the side panel, not hidden


async def test_a_resumed_game_still_says_what_happened_since_your_last_turn(monkeypatch) -> None:
    """Resumed, no screen saw anyone leave the keyboard: the recap starts from
    each person's last choice (it was missing from every Pass-to screen until
    that person had held the keyboard once in the new run)."""
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    played = Table(TableSetup("gobblin-goblins", PEOPLE, seed=5))
    last: dict[int, int] = {}
    while (len(played.match.choices) < 30 or played.decision.seat not in last
           or len(played.match.choices) - last[played.decision.seat] < 4):
        decision = played.decision
        last[decision.seat] = len(played.match.choices)
        played.apply(decision.choices[0])
    seat = played.decision.seat
    then = Table(TableSetup("gobblin-goblins", PEOPLE, seed=5,
                            choices=tuple(played.match.choices[:last[seat] + 1])))
    wanted = lines_since(then.log_of(None), played.log_of(None))[-6:]
    assert wanted  # others moved in public since
    app = FruitApp(setup=TableSetup("gobblin-goblins", PEOPLE, seed=5,
                                    choices=tuple(played.match.choices)), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, 0.2)
        assert isinstance(app.screen, HandoffScreen)
        assert list(app.screen.since) == wanted
        assert "Since your last turn" in screen_text(app)


async def test_pass_to_keeps_a_line_about_you_in_everyones_words(monkeypatch) -> None:
    """Bob turns Ann's card: Ann's own log says "turning your …", and her
    Pass-to screen (read by whoever is at the keyboard) says it as everyone
    reads it, "turning Ann's …", rather than leaving it out."""
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    app = FruitApp(setup=TableSetup("fruit-spy", PEOPLE, seed=11), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        table = table_screen(app).table
        found = 0
        for _ in range(120):
            await pilot.pause()
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, HandoffScreen) and not isinstance(screen, OutcomeScreen):
                name = table.names[table.decision.seat]
                about = [line for line in screen.since if f"turning {name}'s " in line]
                assert all(line in table.log_of(None) for line in screen.since)
                found += bool(about)
            if found >= 2 or table.finished:
                break
            await pilot.press("enter")
        assert found >= 2
