"""Replaying saved games: keys, views, and nothing hidden shown before --all."""

from __future__ import annotations

import random

import pytest

from fruitui.ui.app import FruitApp
from fruitui.games.match import Match
from fruitui.storage.saves import SavedGame, SaveError, Store
from fruitui.ui.screens.replay import ReplayScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import Table, TableSetup
from fruitui.ui.games.fruit_spy.board import card_label
from tests.ui.helpers import screen_text


def saved_game(players: str = "Ann,Bob,Cy", seed: int = 21, moves: int = 10_000) -> SavedGame:
    """A game played by random choices up to `moves`, saved like any other."""
    store = Store()
    autosave = store.create()
    table = Table(TableSetup("fruit-spy", parse_players(players), seed))
    autosave.attach(table)
    rng = random.Random(seed)
    while not table.finished and len(table.match.choices) < moves:
        choices = table.decision.choices
        table.apply(table.computer_choice() if table.is_computer_turn()
                    else choices[rng.randrange(len(choices))])
    autosave.close()
    return store.load(autosave.game_id)


def hidden_labels(saved: SavedGame, ply: int, viewer: int | None) -> set[str]:
    """Labels of the cards `viewer` cannot see after `ply` choices (minus public twins)."""
    match = Match(saved.game, saved.names, saved.seed, dict(saved.options), saved.choices[:ply])
    state = match.state
    letters = state.view(None).letters
    hidden, public = set(), set()
    for seat, hand in enumerate(state.hands):
        labels = {card_label(letters[seat], card) for card in hand}
        (public if seat == viewer else hidden).update(labels)
    for house in state.houses:
        for card in house:
            label = card_label(letters[card.owner], card.value)
            (public if card.face_up or card.owner == viewer else hidden).add(label)
    public.update(card_label(letters[owner], card) for owner, card in state.box)
    return hidden - public


def words(text: str) -> set[str]:
    return set(text.replace("(", " ").replace(")", " ").replace(",", " ").split())


async def step_through_checking(saved: SavedGame, seat: int | None) -> None:
    app = FruitApp(first=lambda: ReplayScreen(saved, seat))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        for ply in range(screen.last):
            assert screen.ply == ply
            text = screen_text(app)
            leaked = hidden_labels(saved, ply, seat) & words(text)
            assert not leaked, f"move {ply}: {leaked} shown to {seat}"
            if ply:
                mover = screen.movers[ply - 1]
                assert f"{saved.names[mover]} chose" in text
                assert (" on house " in text.split("Move ")[1].split("\n")[0]) == (mover == seat)
            await pilot.press("l")
            await pilot.pause()
        assert screen.ply == screen.last
        text = screen_text(app)
        assert "the game is over" in text and "won" in text


async def test_the_spectator_replay_shows_no_hidden_card() -> None:
    saved = saved_game()
    assert saved.finished
    await step_through_checking(saved, None)


async def test_a_seat_replay_shows_that_seat_and_nobody_else() -> None:
    await step_through_checking(saved_game(), 1)


async def test_replay_keys_move_through_the_game() -> None:
    saved = saved_game()
    app = FruitApp(first=lambda: ReplayScreen(saved))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert "Move 0 of" in screen_text(app) and "the start of the game" in screen_text(app)
        await pilot.press("right", "right", "l")
        assert screen.ply == 3
        await pilot.press("left", "h")
        assert screen.ply == 1
        await pilot.press("h", "h", "left")
        assert screen.ply == 0  # never before the start
        await pilot.press("G")
        assert screen.ply == screen.last == len(saved.choices)
        await pilot.press("l")
        assert screen.ply == screen.last  # never past the end
        await pilot.press("g")
        assert screen.ply == 0
        await pilot.press("end")
        assert screen.ply == screen.last
        await pilot.press("home")
        assert screen.ply == 0
        await pilot.press("tab")  # only with --all
        assert screen.viewer_index == 0
        await pilot.press("q")
    assert not app.is_running


async def test_all_shows_every_hand_and_names_every_choice() -> None:
    saved = saved_game()
    app = FruitApp(first=lambda: ReplayScreen(saved, None, show_all=True))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("l", "l", "l", "l")
        await pilot.pause()
        # Following whoever chooses next: their hand is shown.
        mover = screen.movers[4]
        match = Match(saved.game, saved.names, saved.seed, {}, saved.choices[:4])
        letter = match.state.view(None).letters[mover]
        hand = {card_label(letter, c) for c in match.state.hands[mover]}
        text = screen_text(app)
        assert hand <= words(text)
        # Said so: the first Tab leaving it for that same seat's view is no dead key.
        assert f"Showing the view of whoever chooses next ({saved.names[mover]}'s view)." in text
        assert f"{saved.names[screen.movers[3]]} chose: " in text and " on house " in text
        seen = set()
        for _ in range(len(saved.seats) + 1):
            await pilot.press("tab")
            await pilot.pause()
            text = screen_text(app)
            seen.update(line for line in text.splitlines() if "Showing" in line)
        assert any("spectator" in line for line in seen)
        assert all(any(f"{name}'s view" in line for line in seen) for name in saved.names)


async def test_an_unfinished_game_replays_but_never_with_everything() -> None:
    saved = saved_game(moves=7)
    assert not saved.finished
    with pytest.raises(SaveError, match="not finished"):
        ReplayScreen(saved, None, show_all=True)
    app = FruitApp(first=lambda: ReplayScreen(saved))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        text = screen_text(app)
        assert "Move 7 of 7" in text and "not finished yet" in text
        assert not hidden_labels(saved, 7, None) & words(text)
