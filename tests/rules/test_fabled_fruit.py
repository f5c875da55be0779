"""Fabled Fruit rules, location by location, with the glossary's edge cases.

Each test rigs a position (hands, deck, pawns) on a fresh state, then plays
the choices a player would make and checks where every fruit ended up.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterable, Mapping

import pytest

from fruitui.games.base import IllegalChoice
from fruitui.games.fabled_fruit import (
    CARD_KIND,
    FRUIT_CARDS,
    FRUITS,
    LETTERS,
    LOC_BY_NUMBER,
    LOCATIONS,
    RULES,
    TURN_LIMIT,
    FabledFruitState,
)

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")


def new(players: int = 3, seed: int = 1) -> FabledFruitState:
    return RULES.new_state(NAMES[:players], seed)


def rig(
    state: FabledFruitState,
    hands: Mapping[int, str],
    deck: str | None = None,
    discard: str = "",
    rest_to: int | None = None,
) -> None:
    """Set hands (letters, e.g. "PPB"), the discard pile and the top of the deck.

    `deck` lists the top cards, first drawn first. Every other fruit stays in
    the deck below them, or, with `rest_to`, goes to that seat's hand (so the
    deck holds exactly `deck`). Card ids stay unique, as in a real game.
    """
    pool = {k: [c for c in range(FRUIT_CARDS) if CARD_KIND[c] == k] for k in range(len(FRUITS))}

    def take(letters: str) -> list[int]:
        return [pool[LETTERS.index(letter)].pop() for letter in letters]

    state.hands = [[[] for _ in FRUITS] for _ in state.names]
    for seat, letters in hands.items():
        for card in take(letters):
            state.hands[seat][CARD_KIND[card]].append(card)
    state.discard = take(discard)
    top = take(deck or "")
    rest = [c for ids in pool.values() for c in ids]
    if rest_to is not None:
        for card in rest:
            state.hands[rest_to][CARD_KIND[card]].append(card)
        rest = []
    state.deck = rest + top[::-1]  # the end of the list is the top
    state.sizes = [sum(len(ids) for ids in hand) for hand in state.hands]
    state._decision = None


def hand(state: FabledFruitState, seat: int) -> str:
    """A hand as sorted letters, e.g. "BBP"."""
    return "".join(sorted(LETTERS[k] * len(ids) for k, ids in enumerate(state.hands[seat])))


def letters(kinds: Iterable[int]) -> str:
    return "".join(sorted(LETTERS[k] for k in kinds))


def place(state: FabledFruitState, **pawns: int | None) -> None:
    """Stand pawns by name on location numbers: place(s, Bob=3)."""
    for name, number in pawns.items():
        seat = state.names.index(name)
        state.pawns[seat] = None if number is None else LOC_BY_NUMBER[number].index
    state._decision = None


def play(state: FabledFruitState, *choices: object) -> None:
    for choice in choices:
        state.apply(choice)


def seat_and_kind(state: FabledFruitState) -> tuple[int, str]:
    d = state.decision()
    assert d is not None
    return d.seat, d.kind


def all_fruit_ids(state: FabledFruitState) -> list[int]:
    ids = list(state.deck) + list(state.discard) + list(state.revealed)
    for h in state.hands:
        for kind_ids in h:
            ids.extend(kind_ids)
    for kind_ids in state.offer:
        ids.extend(kind_ids)
    return sorted(ids)


# --- setup and moving ------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup(players: int) -> None:
    state = new(players)
    assert state.sizes == [2] * players
    assert len(state.deck) == FRUIT_CARDS - 2 * players
    assert all(len(stack) == 4 for stack in state.stacks)
    assert state.pawns == [None] * players
    d = state.decision()
    assert d.seat == 0 and d.kind == "move" and d.turn == 1
    assert d.choices == tuple(("go", n) for n in range(1, 7))
    assert all_fruit_ids(state) == list(range(FRUIT_CARDS))


def test_wrong_player_counts_and_options_are_refused() -> None:
    from fruitui.games.base import BadOptions

    with pytest.raises(BadOptions):
        RULES.new_state(["a"], 1)
    with pytest.raises(BadOptions):
        RULES.new_state(list("abcdef"), 1)
    with pytest.raises(BadOptions):
        RULES.new_state(["a", "b"], 1, {"variant": 1})


def test_must_move_to_a_different_location() -> None:
    state = new()
    place(state, Ann=3)
    assert ("go", 3) not in state.decision().choices
    with pytest.raises(IllegalChoice, match="not possible"):
        state.apply(("go", 3))
    with pytest.raises(IllegalChoice):
        state.apply("go 1")


def test_same_seed_same_deal() -> None:
    assert new(4, 9).deck == new(4, 9).deck
    assert new(4, 9).deck != new(4, 10).deck


# --- paying the players already there -------------------------------------------


def test_pay_each_player_already_there_in_turn_order() -> None:
    state = new(4)
    rig(state, {0: "PBS", 1: "", 2: "", 3: ""})
    place(state, Bob=1, Di=1, Cy=2)
    play(state, ("go", 1))
    d = state.decision()
    # Bob sits left of Ann, so he is paid first; the giver picks the fruit.
    assert d.kind == "pay" and d.seat == 0
    assert d.choices == (("give", 1, "pineapple"), ("give", 1, "banana"), ("give", 1, "strawberry"))
    assert state.describe(("give", 1, "banana")) == "Give Bob a banana (B)"
    assert not state.reveals(("give", 1, "banana"))  # Ann may still take it back
    play(state, ("give", 1, "banana"))
    assert {c[1] for c in state.decision().choices} == {3}
    play(state, ("give", 3, "strawberry"))
    assert hand(state, 0) == "P" and hand(state, 1) == "B" and hand(state, 3) == "S"
    assert hand(state, 2) == ""  # Cy stands elsewhere
    assert state.decision().kind == "action"


def test_short_hand_chooses_who_gets_a_fruit() -> None:
    state = new(4)
    rig(state, {0: "G", 1: "", 2: "", 3: ""})
    place(state, Bob=5, Cy=5, Di=5)
    play(state, ("go", 5))
    d = state.decision()
    assert d.kind == "pay"
    assert set(d.choices) == {("give", s, "grapes") for s in (1, 2, 3)}
    play(state, ("give", 2, "grapes"))
    assert hand(state, 2) == "G" and state.sizes[0] == 0
    assert state.decision().kind == "action"  # nothing left for Bob and Di
    assert any("had no fruit left" in line for line in state.view(None).log)


def test_empty_hand_pays_nothing() -> None:
    state = new(3)
    rig(state, {0: "", 1: "PP", 2: ""})
    place(state, Bob=1)
    play(state, ("go", 1))
    assert state.decision().kind == "action"
    assert hand(state, 1) == "PP"


def test_what_a_visitor_got_is_seen_only_by_the_two_of_them() -> None:
    state = new(3)
    rig(state, {0: "C", 1: "", 2: ""})
    place(state, Bob=4)
    play(state, ("go", 4), ("give", 1, "coconut"))
    assert "Ann gave Bob a coconut on arriving." in state.view(1).log
    assert "You gave Bob a coconut on arriving." in state.view(0).log  # Ann's own screen
    assert "Ann gave Bob a fruit on arriving." in state.view(2).log
    assert "Ann gave Bob a fruit on arriving." in state.view(None).log


# --- #1 ------------------------------------------------------------------------


def test_location_1_draws_two() -> None:
    state = new(2)
    rig(state, {0: "", 1: ""}, deck="CG")
    play(state, ("go", 1))
    assert state.decision().choices == (("act",),)
    assert state.reveals(("act",))
    play(state, ("act",))
    assert hand(state, 0) == "CG"
    assert seat_and_kind(state) == (1, "move")
    assert state.turn == 2


# --- #2 ------------------------------------------------------------------------


def test_location_2_banana_for_two_fruits_of_the_partners_choice() -> None:
    state = new(3)
    rig(state, {0: "BP", 1: "SSC", 2: "G"})
    play(state, ("go", 2))
    d = state.decision()
    assert set(d.choices) == {("act", 1), ("act", 2)}  # another player, never Ann
    assert not state.reveals(("act", 1))
    assert "Give Bob a banana (B)" in state.describe(("act", 1))
    play(state, ("act", 1))
    assert hand(state, 0) == "P" and hand(state, 1) == "BCSS"
    d = state.decision()
    # Bob decides; the banana he was just given cannot go back.
    assert d.seat == 1 and d.kind == "trade-back"
    assert set(d.choices) == {("give", "strawberry"), ("give", "coconut")}
    play(state, ("give", "strawberry"), ("give", "coconut"))
    assert hand(state, 0) == "CPS" and hand(state, 1) == "BS"
    assert seat_and_kind(state) == (1, "move")


def test_location_2_partner_may_give_back_another_banana() -> None:
    state = new(2)
    rig(state, {0: "B", 1: "BP"})
    play(state, ("go", 2), ("act", 1))
    assert set(state.decision().choices) == {("give", "banana"), ("give", "pineapple")}
    play(state, ("give", "banana"))
    # Only the received banana is left among Bob's bananas: it is locked.
    assert state.decision().choices == (("give", "pineapple"),)
    play(state, ("give", "pineapple"))
    assert hand(state, 0) == "BP" and hand(state, 1) == "B"


def test_location_2_partner_with_one_fruit_gives_that_one() -> None:
    state = new(2)
    rig(state, {0: "BB", 1: "G"})
    play(state, ("go", 2), ("act", 1))
    assert state.decision().choices == (("give", "grapes"),)
    play(state, ("give", "grapes"))
    assert hand(state, 0) == "BG" and hand(state, 1) == "B"
    assert seat_and_kind(state) == (1, "move")


def test_location_2_partner_with_no_fruit_gives_nothing() -> None:
    state = new(2)
    rig(state, {0: "B", 1: ""})
    play(state, ("go", 2), ("act", 1))
    assert hand(state, 0) == "" and hand(state, 1) == "B"
    assert seat_and_kind(state) == (1, "move")


def test_location_2_without_a_banana_draws_one_signpost() -> None:
    state = new(2)
    rig(state, {0: "PS", 1: "BBB"}, deck="C")
    play(state, ("go", 2))
    assert state.decision().choices == (("act",),)
    assert "signpost" in state.describe(("act",))
    play(state, ("act",))
    assert hand(state, 0) == "CPS" and hand(state, 1) == "BBB"


def test_without_the_signpost_an_impossible_trade_does_nothing(monkeypatch) -> None:
    import dataclasses

    from fruitui.games.fabled_fruit import juice, locations, state as state_module, wording

    plain = dataclasses.replace(LOCATIONS[1], signpost=False)
    for module in (state_module, locations, juice, wording):  # every module that reads it
        if hasattr(module, "LOCATIONS"):
            monkeypatch.setattr(module, "LOCATIONS", (LOCATIONS[0], plain, *LOCATIONS[2:]))
    state = new(2)
    rig(state, {0: "PS", 1: "BBB"}, deck="C")
    play(state, ("go", 2))
    assert state.describe(("act",)) == "No banana: nothing happens"
    assert not state.reveals(("act",))
    play(state, ("act",))
    assert hand(state, 0) == "PS"
    assert "Ann cannot use #2 Banana for 2 fruits (no banana) and does nothing." in (
        state.view(1).log)


def test_location_2_banana_given_as_visitor_fee_counts_first() -> None:
    # Ann's only banana goes to Bob for standing at #2: then she has none.
    state = new(2)
    rig(state, {0: "B", 1: ""}, deck="P")
    place(state, Bob=2)
    play(state, ("go", 2), ("give", 1, "banana"))
    assert state.decision().choices == (("act",),)
    play(state, ("act",))
    assert hand(state, 0) == "P"


# --- #3 ------------------------------------------------------------------------


def test_location_3_draw_then_exchange_three() -> None:
    state = new(3)
    rig(state, {0: "PP", 1: "SSCG", 2: "BB"}, deck="G")
    play(state, ("go", 3))
    assert state.reveals(("act",))
    play(state, ("act",))
    assert hand(state, 0) == "GPP"
    d = state.decision()
    assert d.kind == "exchange-with" and d.choices == (("with", 1),)  # Cy holds only 2
    play(state, ("with", 1))
    assert seat_and_kind(state) == (1, "exchange-give")
    play(state, ("give", "strawberry"), ("give", "strawberry"), ("give", "coconut"))
    assert hand(state, 0) == "CGPPSS" and hand(state, 1) == "G"
    assert seat_and_kind(state) == (0, "exchange-back")
    # Ann may hand back anything, even what she was just given.
    play(state, ("give", "strawberry"), ("give", "pineapple"), ("give", "pineapple"))
    assert hand(state, 0) == "CGS" and hand(state, 1) == "GPPS"
    assert seat_and_kind(state) == (1, "move")
    assert "Bob handed Ann 3 fruits." in state.view(2).log
    assert "Bob handed Ann 2 strawberries, a coconut." in state.view(0).log


def test_location_3_nobody_holds_three_only_draws() -> None:
    state = new(3)
    rig(state, {0: "PPPP", 1: "SS", 2: "C"}, deck="B")
    play(state, ("go", 3))
    assert "signpost" in state.describe(("act",))
    play(state, ("act",))
    assert hand(state, 0) == "BPPPP" and hand(state, 1) == "SS"
    assert seat_and_kind(state) == (1, "move")


def test_location_3_the_mover_may_exchange_with_anyone_holding_three() -> None:
    state = new(4)
    rig(state, {0: "", 1: "PPP", 2: "SSSS", 3: "CC"}, deck="B")
    play(state, ("go", 3), ("act",))
    assert set(state.decision().choices) == {("with", 1), ("with", 2)}


# --- #4 ------------------------------------------------------------------------


def test_location_4_offer_in_turn_order_and_draw_two_per_fruit_taken() -> None:
    state = new(4)
    place(state, Ann=4)
    state.mover = 1  # Bob's turn: the others answer Cy, Di, Ann
    rig(state, {0: "", 1: "PBS", 2: "", 3: ""}, deck="CCGG")
    play(state, ("go", 4))
    # Ann stands there already: Bob pays her first.
    play(state, ("give", 0, "pineapple"))
    assert state.reveals(("act",))
    play(state, ("act",))
    assert state.view(None).offer == (0, 1, 1, 0, 0)
    assert state.sizes[1] == 0
    assert seat_and_kind(state) == (2, "offer-take")
    assert state.decision().choices == (("take", "banana"), ("take", "strawberry"), ("pass",))
    assert not state.reveals(("take", "banana"))  # Di and Ann still answer
    play(state, ("take", "banana"))
    assert seat_and_kind(state) == (3, "offer-take")
    play(state, ("pass",))
    assert seat_and_kind(state) == (0, "offer-take")
    assert state.reveals(("pass",))  # the last answer makes Bob draw
    play(state, ("pass",))
    # One fruit taken: Bob draws 2 and gets the strawberry back.
    assert hand(state, 1) == "CCS" and hand(state, 2) == "B" and hand(state, 0) == "P"
    assert state.view(None).offer == (0, 0, 0, 0, 0)
    assert seat_and_kind(state) == (2, "move")


def test_location_4_offer_ends_when_everything_is_taken() -> None:
    state = new(3)
    rig(state, {0: "G", 1: "", 2: ""}, deck="PPCC")
    play(state, ("go", 4), ("act",))
    assert state.reveals(("take", "grapes"))  # it empties the offer: Ann draws
    play(state, ("take", "grapes"))
    # Cy is not asked: nothing is left. Ann draws 2 for the one taken.
    assert hand(state, 0) == "PP" and hand(state, 1) == "G"
    assert seat_and_kind(state) == (1, "move")


def test_location_4_nobody_takes() -> None:
    state = new(3)
    rig(state, {0: "GS", 1: "", 2: ""}, deck="PP")
    deck = len(state.deck)
    play(state, ("go", 4), ("act",), ("pass",))
    assert not state.reveals(("pass",))  # nothing taken: nothing drawn
    play(state, ("pass",))
    assert hand(state, 0) == "GS" and len(state.deck) == deck


def test_location_4_empty_hand_draws_one() -> None:
    state = new(3)
    rig(state, {0: "", 1: "P", 2: ""}, deck="S")
    play(state, ("go", 4))
    assert "Empty hand" in state.describe(("act",))
    play(state, ("act",))
    assert hand(state, 0) == "S"
    assert seat_and_kind(state) == (1, "move")


# --- #5 ------------------------------------------------------------------------


def test_location_5_discard_then_draw_back_to_three() -> None:
    state = new(2)
    rig(state, {0: "PPGC", 1: ""}, deck="SSB")
    play(state, ("go", 5))
    assert not state.reveals(("act",))
    play(state, ("act",))
    d = state.decision()
    assert d.kind == "discard" and ("done",) in d.choices
    play(state, ("discard", "grapes"), ("discard", "pineapple"))
    # Marked fruits stay in hand, secret, until done.
    assert state.sizes[0] == 4 and state.view(0).marked == (1, 0, 0, 0, 1)
    assert state.view(1).marked == ()
    assert state.describe(("done",)) == "Done: discard 2, draw 1 to hold 3"
    assert state.reveals(("done",))
    play(state, ("done",))
    assert hand(state, 0) == "CPS"
    assert letters(CARD_KIND[c] for c in state.discard) == "GP"


def test_location_5_with_three_or_more_and_no_discard_draws_nothing() -> None:
    state = new(2)
    rig(state, {0: "PPGC", 1: ""}, deck="SSB")
    play(state, ("go", 5), ("act",))
    assert state.describe(("done",)) == "Done: keep 4 fruits, draw nothing"
    assert not state.reveals(("done",))
    play(state, ("done",))
    assert hand(state, 0) == "CGPP" and len(state.deck) == FRUIT_CARDS - 4


def test_location_5_discard_everything() -> None:
    state = new(2)
    rig(state, {0: "PP", 1: ""}, deck="SCB")
    play(state, ("go", 5), ("act",), ("discard", "pineapple"), ("discard", "pineapple"))
    assert state.decision().choices == (("done",),)  # nothing left to mark
    play(state, ("done",))
    assert hand(state, 0) == "BCS"


def test_location_5_empty_hand_draws_three() -> None:
    state = new(2)
    rig(state, {0: "", 1: ""}, deck="SCB")
    play(state, ("go", 5), ("act",))
    assert state.decision().choices == (("done",),)
    play(state, ("done",))
    assert hand(state, 0) == "BCS"


# --- #6 ------------------------------------------------------------------------


def test_location_6_stop_and_take_unique_fruits() -> None:
    state = new(2)
    rig(state, {0: "", 1: ""}, deck="PBS")
    play(state, ("go", 6), ("act",))
    assert state.view(1).revealed == (0,)  # face up: everyone sees it
    d = state.decision()
    assert d.kind == "reveal" and set(d.choices) == {("take-all",), ("reveal",)}
    play(state, ("reveal",))
    assert state.view(None).revealed == (0, 1)
    assert state.reveals(("reveal",)) and not state.reveals(("take-all",))
    play(state, ("take-all",))
    assert hand(state, 0) == "BP" and state.revealed == []
    assert seat_and_kind(state) == (1, "move")


def test_location_6_a_kind_twice_discards_everything_revealed() -> None:
    state = new(2)
    rig(state, {0: "G", 1: ""}, deck="PBP")
    play(state, ("go", 6), ("act",), ("reveal",), ("reveal",))
    assert hand(state, 0) == "G"
    assert letters(CARD_KIND[c] for c in state.discard) == "BPP"
    assert state.revealed == []
    assert seat_and_kind(state) == (1, "move")
    assert any("came up twice" in line for line in state.view(1).log)


def test_location_6_five_different_then_bust() -> None:
    state = new(2)
    rig(state, {0: "", 1: ""}, deck="PBSCGB")
    play(state, ("go", 6), ("act",), *[("reveal",)] * 4)
    assert len(state.revealed) == 5
    play(state, ("reveal",))  # a sixth fruit must repeat a kind
    assert hand(state, 0) == "" and len(state.discard) == 6


# --- running out of fruit ------------------------------------------------------


def test_empty_deck_reshuffles_the_discard_pile() -> None:
    state = new(2)
    rig(state, {0: "", 1: ""}, deck="P", discard="CC", rest_to=1)
    play(state, ("go", 1), ("act",))
    assert hand(state, 0) == "CP"
    assert len(state.deck) == 1 and state.discard == []
    assert any("shuffled into a new deck" in line for line in state.view(None).log)
    assert all_fruit_ids(state) == list(range(FRUIT_CARDS))


def test_deck_and_discard_both_empty_draws_short() -> None:
    state = new(2)
    rig(state, {0: "", 1: ""}, deck="S", rest_to=1)
    play(state, ("go", 1), ("act",))
    assert hand(state, 0) == "S"
    assert any("1 short" in line for line in state.view(0).log)
    assert all_fruit_ids(state) == list(range(FRUIT_CARDS))


def test_location_6_with_nothing_left_to_reveal() -> None:
    state = new(2)
    rig(state, {0: "", 1: ""}, deck="P", rest_to=1)
    play(state, ("go", 6), ("act",))
    assert state.decision().choices == (("take-all",),)
    play(state, ("take-all",))
    assert hand(state, 0) == "P"
    play(state, ("go", 1), ("act",))  # Bob: deck and discard empty
    play(state, ("go", 5), ("act",), ("done",))  # Ann draws 2 of nothing
    assert hand(state, 0) == "P"
    play(state, ("go", 6), ("act",))  # Bob: nothing to reveal, turn over
    assert seat_and_kind(state) == (0, "move")


def test_the_revealed_fruits_are_not_reshuffled() -> None:
    state = new(2)
    rig(state, {0: "", 1: ""}, deck="P", discard="P", rest_to=1)
    play(state, ("go", 6), ("act",), ("reveal",))  # the second P comes from a reshuffle
    assert state.revealed == [] and len(state.discard) == 2


# --- juices and winning --------------------------------------------------------


def test_juice_prices_and_wildcard_choices() -> None:
    state = new(2)
    rig(state, {0: "PPPPB", 1: ""})
    play(state, ("go", 1))
    d = state.decision()
    assert d.choices == (("act",), ("juice", "pineapple"), ("juice", "banana"))
    assert state.describe(("juice", "banana")) == "Make a juice of #1: pay 3 pineapples + a banana"
    assert not state.reveals(("juice", "banana"))
    view = state.view(0)
    assert 1 in view.affordable and view.locations[0].affordable
    assert state.view(None).affordable == ()
    play(state, ("juice", "banana"))
    assert hand(state, 0) == "P"
    assert letters(CARD_KIND[c] for c in state.discard) == "BPPP"
    assert state.view(1).juices == ((1,), ())
    assert state.view(1).locations[0].cards_left == 3


def test_juice_of_location_6_needs_one_of_each() -> None:
    state = new(2)
    rig(state, {0: "PBSCGG", 1: ""})
    play(state, ("go", 6))
    assert ("juice",) in state.decision().choices
    play(state, ("juice",))
    assert hand(state, 0) == "G"


def test_juice_unaffordable_is_not_offered() -> None:
    state = new(2)
    rig(state, {0: "PPP", 1: ""})
    play(state, ("go", 1))
    assert state.decision().choices == (("act",),)
    with pytest.raises(IllegalChoice):
        state.apply(("juice", "pineapple"))


def test_a_stack_that_runs_out_leaves_the_table() -> None:
    state = new(3)
    state.stacks[0] = state.stacks[0][:1]  # pretend three #1 juices were made
    state._on_table = (1 << len(LOCATIONS)) - 1
    rig(state, {0: "PPPP", 1: "", 2: ""})
    place(state, Bob=None, Cy=1)
    play(state, ("go", 1), ("give", 2, "pineapple"))
    assert hand(state, 0) == "PPP"  # after paying Cy: one short of #1's price
    state.hands[0][0].append(state.deck.pop(next(i for i, c in enumerate(state.deck)
                                                 if CARD_KIND[c] == 0)))
    state.sizes[0] += 1
    state._decision = None
    play(state, ("juice", "pineapple"))
    assert state.stacks[0] == []
    assert state.pawns[0] is None and state.pawns[2] is None  # stepped off the board
    view = state.view(None)
    assert view.locations[0].cards_left == 0 and view.pawns == (None, None, None)
    assert ("go", 1) not in state.decision().choices


@pytest.mark.parametrize("players,goal", [(2, 5), (3, 4), (4, 3), (5, 3)])
def test_win_at_each_player_count(players: int, goal: int) -> None:
    state = new(players)
    # Give the last seat goal - 1 juices from #5's and #6's stacks.
    last = players - 1
    for i in range(goal - 1):
        state.juices[last].append(state.stacks[4 + i % 2].pop())
    state.mover = last
    rig(state, {s: "" for s in range(players)} | {last: "GGGS"})
    play(state, ("go", 3))
    assert state.decision().choices[-1] == ("juice", "strawberry")
    play(state, ("juice", "strawberry"))
    assert state.decision() is None and state.over
    result = state.result()
    assert result.winners == (last,)
    assert result.scores[last] == goal and sum(result.scores) == goal
    assert result.rows[0] == ("Juices", tuple([0] * (players - 1) + [goal]))
    assert any(f"first to make {goal} juices" in note for note in result.notes)
    assert f"{NAMES[last]} made juice number {goal}" in result.notes[0]
    view = state.view(0)
    assert view.finished and view.winners == (last,) and view.to_move is None
    with pytest.raises(IllegalChoice, match="over"):
        state.apply(("go", 1))


def test_one_juice_short_does_not_win() -> None:
    state = new(4)
    rig(state, {0: "PPPG", 1: "", 2: "", 3: ""})
    state.juices[0].append(state.stacks[5].pop())
    play(state, ("go", 1), ("juice", "grapes"))
    assert not state.over and state.result() is None


def test_turn_limit_ends_the_game_with_the_most_juices() -> None:
    state = new(3)
    state.turn = TURN_LIMIT
    state.juices[1].append(state.stacks[5].pop())
    rig(state, {0: "", 1: "", 2: ""})
    play(state, ("go", 1), ("act",))
    assert state.over and state.result().winners == (1,)
    assert f"{TURN_LIMIT} turns" in state.result().notes[0]


# --- views, words, the contract --------------------------------------------------


def test_views_hide_hands_but_show_counts() -> None:
    state = new(3)
    rig(state, {0: "PPB", 1: "SG", 2: ""})
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert view.hand_sizes == (3, 2, 0)
        assert view.hand == ((), (2, 1, 0, 0, 0), (0, 0, 1, 0, 1), (0,) * 5)[
            0 if seat is None else seat + 1]
        assert not hasattr(view, "hands") and not hasattr(view, "deck")
    view = state.view(0)
    assert view.pending_seat == 0 and view.pending_kind == "move"
    assert view.to_move == 0 and view.juices_to_win == 4
    assert [loc.number for loc in view.locations] == [1, 2, 3, 4, 5, 6]
    assert view.locations[2].signpost and not view.locations[0].signpost
    assert view.locations[0].price_text == "3 pineapples + 1 any"
    assert view.locations[5].price_text == "1 of each fruit"


def test_every_choice_is_described_on_its_own() -> None:
    state = new(3)
    rig(state, {0: "BPPS", 1: "SSCG", 2: "G"})
    place(state, Bob=2)
    play(state, ("go", 2))
    labels = [state.describe(c) for c in state.decision().choices]
    assert labels == ["Give Bob a pineapple (P)", "Give Bob a banana (B)",
                      "Give Bob a strawberry (S)"]
    assert "not possible" in state.describe(("go", 9))
    play(state, ("give", 1, "strawberry"))
    labels = [state.describe(c) for c in state.decision().choices]
    assert labels[0].startswith("Give Bob a banana (B) for 2 of Bob's fruits")
    assert labels[1].startswith("Give Cy a banana (B) for 1 of Cy's fruits")


def test_rules_core_imports_no_ui() -> None:
    code = ("import sys, fruitui.games.fabled_fruit, fruitui.bots.fabled_fruit.greedy; "
            "assert not any(m.split('.')[0] in ('textual', 'rich') for m in sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_data_drives_the_locations() -> None:
    assert [loc.number for loc in LOCATIONS] == [1, 2, 3, 4, 5, 6]
    assert all(loc.copies == 4 for loc in LOCATIONS)
    assert FRUITS == ("pineapple", "banana", "strawberry", "coconut", "grapes")
    assert sum(LOCATIONS[5].price) == 5 and LOCATIONS[5].price_any == 0
