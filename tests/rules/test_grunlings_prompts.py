"""A blockable Visitor's question says only what is true for the seat asked
(issue 39, item 7): no Lychee offered to a seat that cannot block, and no card
named as lost that the seat does not hold. The prompt goes to that seat alone,
so it may speak of its own hand."""

from __future__ import annotations

from .test_grunlings_rig import begin_turn, decision, do, lay_out, new_game


def play(state, kind: str, pile: int = 0) -> None:  # type: ignore[no-untyped-def]
    do(state, ("visit", kind, pile), kind="visitors")


def test_a_worm_target_with_nothing_to_lose_is_not_offered_a_lychee() -> None:
    s = new_game(players=4)
    lay_out(s, hands={0: ["Mean Worm"], 1: ["Pear", "Lychee"], 2: ["Apple"],
                      3: ["Apple", "Lychee"]})
    begin_turn(s, 0)
    play(s, "Mean Worm")
    asked = decision(s)
    assert asked.seat == 1 and asked.choices == (("nothing",),)
    assert asked.prompt == "Bob: Ann's Mean Worm: you hold no Apple to discard"
    do(s, ("nothing",), seat=1, kind="lose")
    asked = decision(s)  # an Apple and no Lychee: no block offered or named
    assert asked.choices == (("discard", "Apple"),)
    assert asked.prompt == "Cy: Ann's Mean Worm: discard one Apple"
    do(s, ("discard", "Apple"), seat=2, kind="lose")
    asked = decision(s)
    assert "block" in asked.choices
    assert asked.prompt == "Dee: Ann's Mean Worm: discard one Apple (or block with a Lychee)"


def test_hungry_birds_name_no_lychee_to_a_seat_without_berries() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Hungry Birds"], 1: ["Pear", "Lychee"], 2: ["Blueberries"]})
    begin_turn(s, 0)
    play(s, "Hungry Birds")
    assert decision(s).prompt == "Bob: Ann's Hungry Birds: you hold no Berry card to discard"
    do(s, ("nothing",), seat=1, kind="lose")
    assert decision(s).prompt == "Cy: Ann's Hungry Birds: discard one Berry card"


def test_the_honey_badger_names_no_loss_to_a_seat_without_the_card() -> None:
    s = new_game(players=4)
    lay_out(s, hands={0: ["Honey Badger"], 1: ["Pear", "Lychee"], 2: ["Pear"],
                      3: ["Grapes"]})
    begin_turn(s, 0)
    play(s, "Honey Badger")
    do(s, "Grapes", seat=0, kind="badger")
    asked = decision(s)
    assert asked.choices == ("allow", "block")  # a bluff stays possible
    assert asked.prompt == ("Bob: Ann's Honey Badger names Grapes: you hold none. "
                            "Block it with a Lychee?")
    do(s, "allow", seat=1, kind="block")
    asked = decision(s)
    assert asked.choices == ("allow",)
    assert asked.prompt == "Cy: Ann's Honey Badger names Grapes: you hold none."
    do(s, "allow", seat=2, kind="block")
    asked = decision(s)
    assert asked.prompt == "Dee: Ann's Honey Badger would make you discard Grapes."


def test_a_bear_target_without_a_lychee_is_not_asked_to_block_with_one() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Bumbling Bear"], 1: ["Orange"], 2: ["Lychee"]},
            baskets={1: ["Grapes"], 2: ["Pear"]})
    begin_turn(s, 0)
    play(s, "Bumbling Bear")
    assert decision(s).prompt == "Bob: Ann's Bumbling Bear would turn your Basket face up."
    do(s, "allow", seat=1, kind="block")
    assert decision(s).prompt.endswith("Block it with a Lychee?")
