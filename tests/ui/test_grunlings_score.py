"""The Grunlings score screen: the four scoring steps per player, the winner and the
tie-break used, on top."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.ui.games.grunlings.score import GrunlingsScoreScreen
from fruitui.ui.screens.score import ScoreScreen, make_score_screen
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from tests.ui.helpers import screen_text

# Easy (greedy) computers: the seed below was picked for the tie greedy play reaches.
SEATS = [Seat(f"C{i}", computer=True, level="easy") for i in range(3)]


def finished_setup(seed: int) -> TableSetup:
    """A computer game played to the end; the table opens on its score screen."""
    setup = TableSetup("grunlings", SEATS, seed, {"sets": ["Apple", "Berry"]})
    table = Table(setup)
    while not table.finished:
        table.apply(table.computer_choice())
    return TableSetup(setup.game, setup.seats, seed, dict(setup.options),
                      tuple(table.match.choices))


async def test_score_screen_walks_through_the_steps_and_names_the_tie_break() -> None:
    setup = finished_setup(122)  # C0 and C1 tie on points; Leaf Tokens decide
    app = FruitApp(setup=setup, cpu_delay=0)
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, ScoreScreen):
                break
        screen = app.screen
        assert isinstance(screen, GrunlingsScoreScreen) and screen.sheet is not None
        result = screen.result
        assert result.tiebreak and len(set(result.scores)) < 3
        text = screen_text(app)
        winner = setup.seats[result.winners[0]].name
        assert f"{winner} wins with {max(result.scores)}!" in text
        assert f"Tie-break: {result.tiebreak}" in text
        assert "more Leaf Tokens" in result.tiebreak
        for step in ("i. Cards", "Events", "Subtotal (announced)", "ii. Leaf Tokens",
                     "Angry Farmer", "Grape Connoisseur", "iii. Bitter Lemon", "iv. Total"):
            assert step in text, step
        for seat, player in enumerate(screen.sheet.players):
            assert player.total == result.scores[seat]
            assert f"{player.name}: cards {player.cards} =" in "\n".join(
                str(s.render()) for s in screen.query("#notes Static"))


async def test_a_game_without_its_own_score_screen_gets_the_generic_one() -> None:
    seats = [Seat("A", True), Seat("B", True), Seat("C", True)]
    table = Table(TableSetup("fruit-spy", seats, 1))
    while not table.finished:
        table.apply(table.computer_choice())
    assert type(make_score_screen(table, table.result)) is ScoreScreen
