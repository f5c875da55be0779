"""Each Grunlings Visitor, Lychee blocks, Sloth immunity, and the turn's phases."""

from __future__ import annotations

from fruitui.games.grunlings.cards import NAME

from .test_grunlings_rig import (
    assert_places, begin_turn, decision, do, draw_event, lay_out, log_of, names_of, new_game,
)


def play(state, kind: str, pile: int = 0) -> None:  # type: ignore[no-untyped-def]
    do(state, ("visit", kind, pile), kind="visitors")


def test_bumbling_bear_reveals_baskets_until_the_next_event_and_a_lychee_blocks() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Bumbling Bear", "Pear"], 1: ["Orange"], 2: ["Lychee"]},
            baskets={1: ["Grapes", "Cherries"], 2: ["Dragon Fruit"]})
    begin_turn(s, 0)
    play(s, "Bumbling Bear")
    # Bob holds no Lychee but is still asked, so the hand-over gives nothing away.
    assert decision(s).choices == ("allow",)
    do(s, "allow", seat=1, kind="block")
    do(s, "block", seat=2, kind="block")
    for seat in (0, 2, None):
        seen = s.view(seat).players
        assert seen[1].basket_seen == ("Cherries", "Grapes")
        if seat != 2:
            assert seen[2].basket_seen == ()  # Cy blocked; only she sees her Basket
    assert NAME[s.piles[0][-1]] == "Lychee"
    assert "Bumbling Bear" in s.view(None).effects
    # The next Event turns the Baskets face down again.
    lay_out(s, hands={0: []})
    draw_event(s, "Balance of Nature", seat=0)
    assert s.view(2).players[1].basket_seen == ()


def test_inspector_gecko_looks_in_secret_and_makes_a_non_darkling_discard() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Inspector Gecko"], 1: ["Grapes", "Darkshrub", "Pear"]})
    begin_turn(s, 0)
    play(s, "Inspector Gecko")
    do(s, 1, seat=0, kind="gecko")
    do(s, "allow", seat=1, kind="block")
    assert decision(s).choices == ("Grapes", "Pear")  # never the Darkling
    do(s, "Grapes", seat=0, kind="gecko_pick")
    assert names_of(s.hands[1]) == ["Darkshrub", "Pear"]
    assert NAME[s.piles[0][-1]] == "Grapes"
    assert "You look at Bob's hand: Darkshrub, Grapes, Pear." in log_of(s, 0)
    assert "Darkshrub" not in log_of(s, 2)


def test_a_lychee_blocks_the_gecko_and_wildfire_stops_lychees() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Inspector Gecko"], 1: ["Lychee", "Grapes"]})
    begin_turn(s, 0)
    play(s, "Inspector Gecko")
    do(s, 1, kind="gecko")
    do(s, "block", seat=1, kind="block")
    assert names_of(s.hands[1]) == ["Grapes"]
    assert decision(s).kind != "gecko_pick"
    # Under Wildfire nobody is even asked: the Gecko goes straight through.
    lay_out(s, hands={0: [], 1: ["Lychee", "Grapes", "Inspector Gecko"]})
    draw_event(s, "Wildfire", seat=0)
    assert s.wildfire
    lay_out(s, hands={0: ["Lychee", "Pear"]})
    begin_turn(s, 1)
    play(s, "Inspector Gecko")
    do(s, 0, kind="gecko")
    d = decision(s)
    assert d.kind == "gecko_pick" and d.seat == 1 and d.choices == ("Lychee", "Pear")


def test_curious_mole_takes_from_the_top_five_never_a_mole_and_replays_a_visitor() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Curious Mole"]},
            piles={0: ["Cherries", "Pear", "Sly Fox", "Curious Mole", "Orange", "Lychee"]})
    begin_turn(s, 0)
    play(s, "Curious Mole", pile=1)
    choices = decision(s).choices
    assert (0, "Cherries") not in choices  # sixth from the top
    assert all(kind != "Curious Mole" for _, kind in choices)
    assert (0, "Sly Fox") in choices and (0, "Lychee") in choices
    do(s, (0, "Sly Fox"), seat=0, kind="mole")
    assert ("visit", "Sly Fox", 0) in decision(s).choices  # playable again at once


def test_dodgy_dealer_swaps_in_secret_and_a_block_pays_a_leaf_token() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Dodgy Dealer", "Dodgy Dealer", "Pear"], 1: ["Grapes"],
                      2: ["Lychee", "Orange"]}, leaf={0: 3})
    begin_turn(s, 0)
    play(s, "Dodgy Dealer")
    do(s, (1, "Pear"), seat=0, kind="dealer")
    do(s, "allow", seat=1, kind="block")
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 1
    assert sorted(names_of(s.hands[0]) + names_of(s.hands[1])) == [
        "Dodgy Dealer", "Grapes", "Pear"]
    assert "gives Bob a card and takes one at random" in log_of(s, 2)
    play(s, "Dodgy Dealer")
    mine = names_of(s.hands[0])[0]
    do(s, (2, mine), kind="dealer")
    do(s, "block", seat=2, kind="block")
    assert s.leaf[0] == 4
    assert names_of(s.hands[2]) == ["Orange"] and names_of(s.hands[0]) == [mine]


def test_grape_connoisseur_lies_beside_the_chosen_player_and_cannot_be_blocked() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Grape Connoisseur"], 1: ["Lychee"]})
    begin_turn(s, 0)
    d = decision(s)
    assert ("visit", "Grape Connoisseur", -1) in d.choices  # not onto a Discard Pile
    do(s, ("visit", "Grape Connoisseur", -1))
    do(s, 1, seat=0, kind="predict")
    assert s.prediction == (0, 1)
    assert NAME[s.grape_card[0]] == "Grape Connoisseur"
    view = s.view(2)
    assert view.prediction == (0, 1) and view.players[1].predicted
    assert_places(s)


def test_greedy_pig_draws_five_and_skips_basket_and_take_cards() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Greedy Pig", "Pear"]}, draw_top=["Grapes"] * 5)
    before = len(s.draw)
    begin_turn(s, 0)
    play(s, "Greedy Pig")
    do(s, ("discard", "Pear"), seat=0, kind="pig")
    assert names_of(s.hands[0]) == ["Grapes"] * 5
    assert len(s.draw) == before - 5
    assert decision(s).kind == "discard" and s.view(0).phase == "Discard"


def test_greedy_pig_can_take_a_leaf_token_and_stops_drawing_at_an_event() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Greedy Pig", "Greedy Pig", "Pear"]}, leaf={0: 0})
    begin_turn(s, 0)
    play(s, "Greedy Pig")
    do(s, "leaf", kind="pig")
    assert s.leaf[0] == 1 and decision(s).kind == "discard"
    s2 = new_game()
    lay_out(s2, hands={0: ["Greedy Pig", "Pear"]}, draw_top=["Tsunami", "Grapes", "Grapes"])
    begin_turn(s2, 0)
    play(s2, "Greedy Pig")
    do(s2, ("discard", "Pear"), kind="pig")
    assert [NAME[e] for e in s2.events] == ["Tsunami"]
    assert len(s2.hands[0]) == 2  # two Grapes before the Event, then it stops (Tsunami passes 2)


def test_honey_badger_names_a_card_everyone_else_discards_one_of_unless_blocked() -> None:
    s = new_game(players=4)
    lay_out(s, hands={0: ["Honey Badger"], 1: ["Grapes", "Grapes", "Lychee"], 2: ["Grapes"],
                      3: ["Grapes"]})
    s.sloth[3] = True  # Dee is safe from Visitors until her turn
    s.sloth_supply -= 1
    begin_turn(s, 0)
    play(s, "Honey Badger")
    assert "Watermelon" in decision(s).choices and "Greedy Pig" not in decision(s).choices
    do(s, "Grapes", seat=0, kind="badger")
    do(s, "allow", seat=1, kind="block")
    do(s, "allow", seat=2, kind="block")
    assert names_of(s.hands[1]) == ["Grapes", "Lychee"]
    assert names_of(s.hands[2]) == []
    assert names_of(s.hands[3]) == ["Grapes"]  # the Sloth token kept Dee safe
    assert decision(s).seat == 0


def test_sly_fox_takes_from_a_basket_unseen_or_a_face_up_card_by_name() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Sly Fox", "Bumbling Bear", "Sly Fox"]},
            baskets={1: ["Cherries", "Darkshrub"], 2: []})
    begin_turn(s, 0)
    play(s, "Sly Fox")
    # Only one choice, (Bob, unseen card), since Cy's Basket is empty: taken at once.
    do(s, "allow", seat=1, kind="block")
    assert len(s.baskets[1]) == 1 and len(s.hands[0]) == 3
    play(s, "Bumbling Bear")
    do(s, "allow", seat=1, kind="block")
    left = NAME[s.baskets[1][0]]
    assert s.view(0).players[1].basket_seen == (left,)
    play(s, "Sly Fox")  # the only choice, (Bob, the face-up card by name), is taken at once
    assert "take a card from your Basket" in decision(s).prompt
    do(s, "allow", seat=1, kind="block")
    assert s.baskets[1] == [] and left in names_of(s.hands[0])


def test_super_slow_sloth_skips_a_turn_and_makes_safe_until_then() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Super Slow Sloth", "Inspector Gecko"], 1: ["Pear"], 2: ["Pear"]})
    begin_turn(s, 0)
    play(s, "Super Slow Sloth")
    do(s, 1, seat=0, kind="sloth")
    do(s, "allow", seat=1, kind="block")
    assert s.sloth[1] and s.view(2).players[1].sloth and s.sloth_supply == 1
    play(s, "Inspector Gecko")
    # Bob is safe now, so Cy is the only target: asked at once whether to block.
    do(s, "allow", seat=2, kind="block")
    assert names_of(s.hands[2]) == []  # the only card the Gecko could pick
    # Ann's turn ends; Bob is skipped; Cy plays next and Bob's token goes back.
    while s.active == 0:
        d = decision(s)
        s.apply("end" if "end" in d.choices else d.choices[0])
    assert s.active == 2 and not s.sloth[1] and s.sloth_supply == 2
    assert "Bob skips this turn (Sloth)." in log_of(s, None)


def test_mean_worm_and_hungry_birds_make_the_others_discard_one_set_card() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Mean Worm", "Hungry Birds", "Apple"], 1: ["Apple", "Golden Apple",
                      "Blueberries", "Lychee"], 2: ["Pear"]})
    begin_turn(s, 0)
    play(s, "Mean Worm")
    assert decision(s).choices == (("discard", "Apple"), ("discard", "Golden Apple"), "block")
    do(s, ("discard", "Golden Apple"), seat=1, kind="lose")
    # Cy holds no Apple, and is asked all the same (the question gives nothing away).
    do(s, ("nothing",), seat=2, kind="lose")
    assert decision(s).kind == "visitors"
    assert names_of(s.hands[0]).count("Apple") == 1  # never the player of the Worm
    play(s, "Hungry Birds")
    do(s, "block", seat=1, kind="lose")
    assert names_of(s.hands[1]) == ["Apple", "Blueberries"]


def test_take_cards_reveals_one_then_draws_blind_or_takes_a_non_visitor_top() -> None:
    s = new_game()
    lay_out(s, hands={0: []}, baskets={0: []}, piles={0: ["Grapes"], 1: ["Sly Fox"]},
            draw_top=["Pear", "Orange"])
    begin_turn(s, 0)
    assert "Ann reveals Orange from the Draw Pile and takes it." in log_of(s, 1)
    assert decision(s).choices == ("draw", ("pile", 0))  # a Visitor on top cannot be taken
    do(s, "draw", seat=0, kind="take2")
    assert names_of(s.hands[0]) == ["Orange", "Pear"]
    assert "You draw Pear." in log_of(s, 0) and "Pear" not in log_of(s, 1)


def test_basket_holds_two_green_cards_and_the_limit_counts_it() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Grapes", "Sly Fox", "Darkshrub"]}, baskets={0: ["Pear"]})
    begin_turn(s, 0, at="basket")
    d = decision(s)
    assert () in d.choices and ("Darkshrub", "Grapes") in d.choices
    assert all("Sly Fox" not in c and len(c) <= 2 for c in d.choices)
    do(s, ("Darkshrub", "Grapes"), seat=0, kind="basket")
    assert names_of(s.baskets[0]) == ["Darkshrub", "Grapes"]
    assert {"Pear", "Sly Fox"} <= set(names_of(s.hands[0]))  # and the revealed draw
    assert not {"Darkshrub", "Grapes"} & set(names_of(s.hands[0]))
    assert s.view(0).basket == ("Darkshrub", "Grapes") and s.view(1).players[0].basket_seen == ()


def test_discard_phase_limit_darklings_and_leaf_spends() -> None:
    s = new_game()
    hand = ["Darkshrub", "King Darkling", "Pear", "Pear", "Orange", "Grapes", "Grapes",
            "Lychee", "Apple", "Sly Fox"]
    lay_out(s, hands={0: hand}, baskets={0: ["Cherries"]}, leaf={0: 0})
    begin_turn(s, 0, at="discard")
    d = decision(s)  # 11 cards: one too many, no Leaf Tokens: only non-Darklings, no end
    assert "end" not in d.choices
    assert {c[1] for c in d.choices} == {"Pear", "Orange", "Grapes", "Lychee", "Apple", "Sly Fox"}
    do(s, ("discard", "Sly Fox", 1), seat=0, kind="discard")
    assert NAME[s.piles[1][-1]] == "Sly Fox"
    # At the limit with Leaf Tokens: pay to shed a Darkling, buy, reset or end.
    s.leaf[0] = 3
    begin_turn(s, 0, at="discard")
    d = decision(s)
    assert "end" in d.choices and ("leaf", "King Darkling", 0) in d.choices
    assert ("buy", 0) in d.choices and ("reset", 0) in d.choices
    do(s, ("leaf", "King Darkling", 0))
    assert s.leaf[0] == 2 and "King Darkling" not in names_of(s.hands[0])


def test_buy_one_visitor_per_turn_and_play_it_now() -> None:
    s = new_game()
    lay_out(s, hands={0: []}, shop=["Greedy Pig", "Sly Fox", "Sly Fox"], leaf={0: 3})
    begin_turn(s, 0, at="discard")
    do(s, ("buy", 0), kind="discard")
    assert s.shop and NAME[s.shop[0]] == "Sly Fox" and len(s.shop) == 2  # not refilled
    do(s, ("play", 0), seat=0, kind="bought")
    do(s, "leaf", kind="pig")
    assert s.leaf[0] == 3  # paid one, the Pig gave one back
    assert all(c[0] != "buy" for c in decision(s).choices if isinstance(c, tuple))


def test_hand_reset_takes_up_to_four_non_visitors_shuffles_and_trims() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Pear"] * 3 + ["Orange"] * 3 + ["Darkshrub"] * 3},
            baskets={0: []}, piles={0: ["Grapes", "Sly Fox", "Cherries", "Grapes", "Lychee"]},
            leaf={0: 2})
    begin_turn(s, 0, at="discard")
    do(s, ("reset", 0), kind="discard")
    assert s.leaf[0] == 0
    d = decision(s)
    assert d.kind == "reset_take" and "Sly Fox" not in d.choices
    for name in ("Grapes", "Grapes", "Cherries"):
        do(s, name, kind="reset_take")
    do(s, "Lychee", kind="reset_take")  # the fourth: no more
    d = decision(s)
    assert d.kind == "reset_trim"  # 13 cards: discard any (Darklings too) down to 10
    assert ("discard", "Darkshrub", 0) in d.choices
    for _ in range(3):
        do(s, ("discard", "Darkshrub", 1), kind="reset_trim")
    # At the limit with no Leaf Tokens left, ending is the only choice: Bob is next.
    assert len(s.hands[0]) == 10 and s.active == 1
    assert "Grapes" not in log_of(s, 1).split("hand reset")[-1]  # taken in secret


def test_hand_reset_costs_three_after_three_events() -> None:
    from .test_grunlings_rig import reveal_events

    s = new_game()
    reveal_events(s, ["Tsunami", "Drought", "Frost"])
    lay_out(s, hands={0: []}, piles={0: ["Grapes"]}, leaf={0: 2})
    begin_turn(s, 0, at="discard")
    assert all(not (isinstance(c, tuple) and c[0] == "reset") for c in decision(s).choices)
    s.leaf[0] = 3
    begin_turn(s, 0, at="discard")
    assert ("reset", 0) in decision(s).choices
