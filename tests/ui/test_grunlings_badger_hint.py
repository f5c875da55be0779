"""The Honey Badger's question to a seat without the named card says only what
that seat can do (issue 38): nothing is taken from it, so the status line offers
going on (and a Lychee only as a bluff), never "allow" a loss it cannot suffer.
The rules' own wording is tested in tests/rules/test_grunlings_prompts.py."""

from __future__ import annotations

from fruitui.ui.games.grunlings.text import hint
from tests.rules.test_grunlings_rig import begin_turn, decision, do, lay_out, new_game


def test_the_badger_hint_offers_a_seat_without_the_card_only_what_it_can_do() -> None:
    s = new_game(players=4)
    lay_out(s, hands={0: ["Honey Badger"], 1: ["Pear", "Lychee"], 2: ["Pear"],
                      3: ["Grapes"]})
    begin_turn(s, 0)
    do(s, ("visit", "Honey Badger", 0), kind="visitors")
    do(s, "Grapes", seat=0, kind="badger")
    said = [hint(s.view(d.seat), d) for d in iter_targets(s)]
    assert said == [
        "Ann's Honey Badger names Grapes: you hold none. "
        "n: go on (b: discard a Lychee all the same, as a bluff).",
        "Ann's Honey Badger names Grapes: you hold none. Enter: go on.",
        "Ann's Honey Badger would make you discard Grapes. No Lychee to block: Enter.",
    ]
    assert not any("allow" in text for text in said[:2])


def iter_targets(s):  # type: ignore[no-untyped-def]
    """Each target's block question in turn, letting it happen."""
    while (d := decision(s)).kind == "block":
        yield d
        do(s, "allow", seat=d.seat, kind="block")
