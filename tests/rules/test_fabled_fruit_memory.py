"""Fabled Fruit: what a seat's view remembers of the others' hands (`known_held`).

A seat remembers the fruits it saw go into a hand and has not seen leave: an
offer is seen by all, a fruit paid on arriving or handed back in a trade or an
exchange only by the two seats, and a hand-over nobody else saw loses the
giver's remembered fruits for the rest.
"""

from __future__ import annotations

import random

import pytest

from fruitui.games.fabled_fruit import FRUITS, LETTERS, RULES
from tests.rules.test_fabled_fruit import hand, new, place, play, rig

NONE = (0,) * len(FRUITS)


def counts(letters: str) -> tuple[int, ...]:
    return tuple(letters.count(letter) for letter in LETTERS)


def known(state: object, seat: int | None, holder: int) -> tuple[int, ...]:
    return state.view(seat).known_held[holder]  # type: ignore[attr-defined]


def test_an_offer_is_remembered_by_all_and_a_fee_only_by_the_two() -> None:
    state = new(4)
    place(state, Ann=4)
    state.mover = 1  # Bob's turn
    rig(state, {0: "", 1: "PBS", 2: "", 3: ""}, deck="CCGG")
    play(state, ("go", 4), ("give", 0, "pineapple"))
    assert known(state, 1, 0) == counts("P")  # Bob paid Ann a pineapple: he saw it
    assert known(state, 2, 0) == NONE and known(state, None, 0) == NONE  # Cy did not
    play(state, ("act",), ("take", "banana"), ("pass",), ("pass",))
    # Cy took the banana from the offer; the strawberry went back to Bob, who drew 2.
    assert hand(state, 2) == "B" and hand(state, 1) == "CCS"
    for seat in (0, 1, 3, None):
        assert known(state, seat, 2) == counts("B")
    for seat in (0, 2, 3, None):
        assert known(state, seat, 1) == counts("S")  # the drawn ones are unseen
    assert known(state, 0, 0) == NONE and known(state, 1, 1) == NONE  # a seat's own: 0
    assert known(state, 1, 0) == counts("P")


def test_an_exchange_is_remembered_by_the_two_only() -> None:
    state = new(3)
    rig(state, {0: "PP", 1: "SSCG", 2: "BB"}, deck="G")
    play(state, ("go", 3), ("act",), ("with", 1), ("give", "strawberry"), ("give", "strawberry"))
    # Under way: Ann holds the two strawberries Bob has handed her so far.
    assert known(state, 1, 0) == counts("SS") and known(state, 2, 0) == NONE
    play(state, ("give", "coconut"))
    play(state, ("give", "strawberry"), ("give", "pineapple"), ("give", "pineapple"))
    assert hand(state, 0) == "CGS" and hand(state, 1) == "GPPS"
    assert known(state, 1, 0) == counts("CS")  # what Bob gave less what came back
    assert known(state, 0, 1) == counts("PPS")
    assert known(state, 2, 0) == NONE and known(state, 2, 1) == NONE


def test_a_hand_over_the_rest_did_not_see_loses_what_they_knew() -> None:
    state = new(3)
    rig(state, {0: "G", 1: "", 2: ""}, deck="PPCCSS")
    play(state, ("go", 4), ("act",), ("take", "grapes"))  # Bob takes Ann's grapes
    assert known(state, 2, 1) == counts("G")
    place(state, Ann=2)
    play(state, ("go", 2), ("give", 0, "grapes"))  # Bob pays Ann: Cy does not see what
    assert known(state, 0, 0) == NONE and known(state, 2, 1) == NONE
    assert known(state, 0, 1) == NONE  # Ann got the grapes: Bob holds none she knows of


def test_juices_and_discards_leave_the_memory() -> None:
    state = new(2)
    rig(state, {0: "GG", 1: ""}, deck="SS")
    play(state, ("go", 4), ("act",), ("take", "grapes"))
    assert known(state, 0, 1) == counts("G")
    place(state, Ann=1)
    play(state, ("go", 5), ("act",), ("discard", "grapes"), ("done",))
    assert known(state, 0, 1) == NONE


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_remembered_fruit_is_always_in_the_hand(players: int) -> None:
    """Seeded random playouts: at every step, for every seat and spectator, each
    remembered fruit is in that hand; a copy remembers the same, and still does
    once the game it was copied from has gone on (they share memories)."""
    remembered = 0
    for seed in range(6):
        state = RULES.new_state(("Ann", "Bob", "Cy", "Di", "Ed")[:players], seed)
        rng = random.Random(seed)
        twin = None
        while (decision := state.decision()) is not None:
            for seat in (None, *range(players)):
                memory = state.view(seat, prose=False).known_held
                for holder in range(players):
                    held = tuple(map(len, state.hands[holder]))
                    assert all(m <= h for m, h in zip(memory[holder], held))
                    remembered += sum(memory[holder])
                if seat is not None:
                    assert memory[seat] == NONE
            if twin is not None:  # copied a step ago, before this game's views above
                fresh = twin.clone()
                fresh._memory = {}
                assert all(twin.view(s).known_held == fresh.view(s).known_held
                           for s in range(players))
            twin = None
            if rng.random() < 0.05:
                twin = state.clone()
                assert all(twin.view(s).known_held == state.view(s).known_held
                           for s in range(players))
            state.apply(decision.choices[rng.randrange(len(decision.choices))])
    assert remembered > 1000  # the playouts did put remembered fruits in hands
