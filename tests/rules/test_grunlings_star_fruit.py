"""Star Fruit placement: each holder's own decision at the end of the game, and
a suggestion for the score pad that does not depend on the seat order."""

from __future__ import annotations

import copy
import io
from pathlib import Path

from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.games.grunlings import PlayerEnd, score_players
from fruitui.games.grunlings.scoring import star_menu
from fruitui.tools.scorepad import run

from .test_grunlings_rig import begin_turn, decision, do, lay_out, new_game, reveal_events

TWINS = ("Star Fruit", "Grapes", "Dragon Fruit")  # the first example, for both
DENIER = ("Star Fruit", "Dragon Fruit", "Mango", "Coconut")  # the second example's A ...
CHERRY = ("Cherries", "Banana", "Pineapple", "Pineapple")    # ... and B


def end_of_game(hands: dict[int, tuple[str, ...]]):  # type: ignore[no-untyped-def]
    """A two-player Tropic game at its last Discard phase, with exactly these cards."""
    state = new_game(players=2, sets=("Tropic",))
    lay_out(state, hands={s: list(h) for s, h in hands.items()}, baskets={0: [], 1: []},
            leaf={0: 0, 1: 0})
    state.final = True
    begin_turn(state, 0, at="discard")  # nothing to discard: the game ends, cards are shown
    assert state.decision() is None or state.decision().kind == "star"
    return state


def totals(state) -> dict[str, int]:  # type: ignore[no-untyped-def]
    result = state.result()
    return dict(zip(state.names, result.scores))


# --- through the game --------------------------------------------------------------


def test_each_holder_places_their_own_star_fruit_with_labelled_options() -> None:
    state = end_of_game({0: TWINS, 1: TWINS})
    assert state.result() is None and state.revealed
    first = decision(state)
    assert (first.seat, first.kind) == (0, "star")
    assert set(first.choices) == {("Grapes",), ("Dragon Fruit",)}
    labels = [state.describe(c) for c in first.choices]
    # Copying Grapes levels the Grapes majority (both suggested to copy Grapes) ...
    assert labels[0] == "Copy Grapes: +8 (26, level with the lead)"
    assert labels[1] == "Copy Dragon Fruit: +10 (28, 6 behind)"
    do(state, ("Grapes",), seat=0, kind="star")
    do(state, ("Dragon Fruit",), seat=1, kind="star")
    assert totals(state) == {"Ann": 34, "Bob": 28}  # the 34–28
    assert "Star Fruits: Ann copies Grapes; Bob copies Dragon Fruit." in state.view(None).log


def test_swapping_seats_no_longer_changes_the_winner() -> None:
    winners = []
    for order in ((0, 1), (1, 0)):
        state = end_of_game({0: TWINS, 1: TWINS})
        # The same person (Ann's cards, Ann's placement) sits first, then second.
        places = {order[0]: ("Grapes",), order[1]: ("Dragon Fruit",)}
        while (d := state.decision()) is not None:
            state.apply(places[d.seat])
        winners.append(state.result().scores[order[0]])
        assert state.result().winners == (order[0],)  # whoever copied Grapes wins, either seat
    assert winners == [34, 34]


def test_a_holder_may_copy_the_card_that_denies_a_majority_and_win() -> None:
    state = end_of_game({0: DENIER, 1: CHERRY})
    d = decision(state)
    assert d.kind == "star" and ("Mango",) in d.choices
    assert state.describe(("Mango",)) == "Copy Mango: +4 (19, 6 ahead)"
    assert state.describe(("Dragon Fruit",)) == "Copy Dragon Fruit: +10 (25, 4 behind)"
    do(state, ("Mango",), seat=0)
    assert state.result() is not None
    assert totals(state) == {"Ann": 19, "Bob": 13} and state.result().winners == (0,)


def test_the_suggestion_comes_first_and_the_computer_plays_to_win() -> None:
    state = end_of_game({0: DENIER, 1: CHERRY})
    d = decision(state)
    assert d.choices[0] == ("Coconut",)  # ties the Set Grunlings too, and pays more than Mango
    picked = GreedyBot().choose(state.view(0), d, None)  # type: ignore[arg-type]
    assert picked == ("Coconut",)
    state.apply(picked)
    assert state.result().winners == (0,)  # today's code copied Dragon Fruit and lost 25–29


def test_a_placement_stays_secret_until_every_holder_has_placed() -> None:
    state = end_of_game({0: TWINS, 1: TWINS})
    seen = []
    for choice in (("Grapes",), ("Dragon Fruit",)):
        branch = copy.deepcopy(state)
        branch.apply(choice)
        d = decision(branch)
        assert d.seat == 1 and d.kind == "star"
        seen.append((branch.view(1), branch.view(None), d,
                     [branch.describe(c) for c in d.choices]))
        assert f"copy {choice[0]}" in "\n".join(branch.view(0).log)  # Ann knows her own
    assert seen[0] == seen[1]  # Bob sees and is offered the same either way


def test_single_or_touched_star_fruits_ask_nobody() -> None:
    state = end_of_game({0: ("Star Fruit", "Grapes"), 1: ("Pear",)})
    assert state.decision() is None  # one option only: nothing to ask
    forced = score_players([PlayerEnd("Ann", ("Grapes", "Grapes"), 0),
                            PlayerEnd("Bob", ("Pear",), 0)])
    assert state.result().scores == forced.result().scores
    touched = new_game(players=2, sets=("Tropic",))
    lay_out(touched, hands={0: list(TWINS), 1: list(TWINS)}, baskets={0: [], 1: []})
    reveal_events(touched, ["Touch of the Darkling"])
    touched.final = True
    begin_turn(touched, 0, at="discard")
    assert touched.decision() is None and touched.result() is not None  # Darkshrubs, no choice


# --- the score pad -----------------------------------------------------------------


def test_score_pad_suggestion_does_not_depend_on_the_order_players_are_listed() -> None:
    for a, b in ((TWINS, TWINS), (DENIER, CHERRY)):
        one = score_players([PlayerEnd("A", a, 0), PlayerEnd("B", b, 0)])
        two = score_players([PlayerEnd("B", b, 0), PlayerEnd("A", a, 0)])
        by_name = lambda sheet: {p.name: (p.copies, p.total) for p in sheet.players}  # noqa: E731
        assert by_name(one) == by_name(two)
        assert {one.players[s].name for s in one.winners} == \
            {two.players[s].name for s in two.winners}
    twins = score_players([PlayerEnd("A", TWINS, 0), PlayerEnd("B", TWINS, 0)])
    assert [p.copies for p in twins.players] == [("Grapes",), ("Grapes",)]
    assert twins.winners == (0, 1) and twins.suggested == (0, 1)  # level: a shared victory
    denier = score_players([PlayerEnd("A", DENIER, 0), PlayerEnd("B", CHERRY, 0)])
    assert denier.winners == (0,) and denier.players[0].total > denier.players[1].total


def test_score_pad_takes_each_players_placement(tmp_path: Path) -> None:
    def pad(star_a: str, star_b: str) -> str:
        path = tmp_path / "pad.toml"
        path.write_text(
            'sets = ["Tropic"]\n'
            f'[[players]]\nname = "A"\ncards = ["Star Fruit", "Grapes", "Dragon Fruit"]\n{star_a}\n'
            f'[[players]]\nname = "B"\ncards = ["Star Fruit", "Grapes", "Dragon Fruit"]\n{star_b}\n')
        out, err = io.StringIO(), io.StringIO()
        code = run("grunlings", str(path), out, err)
        return f"{code}\n{out.getvalue()}{err.getvalue()}"

    text = pad('star_fruit = ["Grapes"]', 'star_fruit = ["Dragon Fruit"]')
    assert text.startswith("0\n") and "Winner: A with 34." in text
    assert "placed by the score pad" not in text
    text = pad('star_fruit = ["Dragon Fruit"]', 'star_fruit = ["Grapes"]')
    assert "Winner: B with 34." in text  # the placement decides, not the listing order
    text = pad("", 'star_fruit = ["Dragon Fruit"]')
    assert "Star Fruit placed by the score pad (no star_fruit given): A: Grapes." in text
    text = pad('star_fruit = ["Banana"]', "")
    assert text.startswith("2\n") and "players[0].star_fruit: the Star Fruits cannot copy Banana" in text
    text = pad('star_fruit = ["Grapes", "Grapes"]', "")
    assert text.startswith("2\n") and "players[0].star_fruit" in text


def test_star_menu_never_uses_hidden_placements() -> None:
    ends = [PlayerEnd("A", TWINS, 0), PlayerEnd("B", TWINS, 0)]
    menu = star_menu(ends, 1)
    assert [c for c, _ in menu] == [("Grapes",), ("Dragon Fruit",)]
    assert menu == star_menu(list(reversed(ends)), 0)  # the same for the same cards, any seat
