"""A seat's own log words its own acts "You …" in all four games, while
everyone else reads the acts by name; Grunlings Basket lines say only what
happened ("picks up 0" said nothing)."""

from __future__ import annotations

import random
import re

import pytest

from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup

NAMES = ("Ann", "Bob", "Cy")
# The verbs of a seat's own acts, as another seat reads them.
OWN_ACTS = re.compile(r"^(Ann|Bob|Cy) (played|plays|moved|takes|discards|reveals|buys|"
                      r"offers|took nothing|exchanges|revealed|paid|discarded|swaps)\b")


def played(game: str, seed: int, moves: int) -> Table:
    table = Table(TableSetup(game, [Seat(n) for n in NAMES], seed))
    rng = random.Random(seed)
    for _ in range(moves):
        if table.finished:
            break
        table.apply(rng.choice(table.decision.choices))
    return table


@pytest.mark.parametrize("game", ["grunlings", "fabled-fruit", "gobblin-goblins", "fruit-spy"])
def test_own_acts_read_you_and_others_read_the_name(game: str) -> None:
    mine = theirs = 0
    for seed in (1, 2):
        table = played(game, seed, 60)
        public = table.log_of(None)
        for seat, name in enumerate(NAMES):
            own = table.log_of(seat)
            about_me = [line for line in own if (m := OWN_ACTS.match(line)) and m[1] == name]
            assert not about_me, f"{name}'s own screen: {about_me[:3]}"
            mine += sum(line.startswith("You ") for line in own)
        theirs += sum(bool(OWN_ACTS.match(line)) for line in public)
    assert mine > 0 and theirs > 0  # both wordings were met


def test_a_basket_line_says_only_what_happened() -> None:
    lines = [line for seed in (1, 2, 3) for line in played("grunlings", seed, 80).log_of(None)]
    basket = [line for line in lines if "in the Basket" in line]
    assert basket
    assert not [line for line in basket if "picks up 0" in line or "stores 0" in line]
    # Each count names its cards: not "Bob stores 1: 2 cards in the Basket." (issue 38).
    worded = re.compile(r"^\S+ (stores \d+ cards?|picks up \d+ cards?)"
                        r"( and picks up \d+ cards?)?; \d+ cards? in the Basket now\.$")
    assert [line for line in basket if not worded.match(line)] == []
