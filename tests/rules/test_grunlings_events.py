"""Each Grunlings Event, each 'OR Final Event' version, and the end of the game."""

from __future__ import annotations

from collections import Counter

from fruitui.games.grunlings import PlayerEnd, score_players
from fruitui.games.grunlings.cards import EVENT_RULES, NAME

from .test_grunlings_rig import (
    assert_places, begin_turn, decision, do, draw_event, finish_with_firsts, lay_out, log_of,
    names_of, new_game, reveal_events,
)

EARLIER = ["Tsunami", "Balance of Nature", "Touch of the Darkling"]


def events(state) -> list[str]:  # type: ignore[no-untyped-def]
    return [NAME[e] for e in state.events]


def end_turn(state) -> None:  # type: ignore[no-untyped-def]
    """Finish the active player's Discard phase (first choices, then end)."""
    seat = state.active
    while (d := state.decision()) is not None and state.active == seat:
        state.apply("end" if "end" in d.choices else d.choices[0])


# --- Angry Farmer -------------------------------------------------------------------------


def test_angry_farmer_fills_every_basket_then_ends_basket_phases() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Pear", "Grapes", "Sly Fox", "Orange"], 1: ["Orange"],
                      2: ["Sly Fox"]},
            baskets={0: [], 1: [], 2: ["Cherries"]})
    s.face_up.update(s.baskets[2])  # a Bear had turned Cy's Basket up
    draw_event(s, "Angry Farmer", seat=0)
    assert not s.face_up and s.baskets_locked
    d = decision(s)
    assert d.kind == "farmer_basket" and d.seat == 0
    assert set(d.choices) == {("Grapes", "Pear"), ("Grapes", "Orange"), ("Orange", "Pear")}
    do(s, ("Grapes", "Pear"), seat=0)
    # Bob has one green card: he stores it (as much as possible). Cy has none more.
    assert names_of(s.baskets[1]) == ["Orange"] and names_of(s.baskets[2]) == ["Cherries"]
    end_turn(s)
    assert s.active == 1
    assert all(task[0] != "basket" or s.baskets_locked for task in s.stack)
    lay_out(s, hands={1: ["Lychee"]})
    begin_turn(s, 1, at="basket")
    assert decision(s).kind != "basket"  # no more Basket phases


def test_angry_farmer_final_sets_tokens_aside_for_the_lowest_subtotal() -> None:
    s = new_game()
    reveal_events(s, EARLIER[:1] + ["Frost", "Drought"])
    lay_out(s, hands={0: ["Dragon Fruit"], 1: ["Pear"], 2: ["Grapes", "Grapes"]},
            baskets={0: ["Lychee"], 1: [], 2: ["Orange", "Orange"]}, leaf={0: 0, 1: 0, 2: 0})
    draw_event(s, "Angry Farmer", seat=0)
    assert s.final and s.farmer_tokens == 1 + 1 + 2  # one, plus three empty Basket spaces
    finish_with_firsts(s)
    result = s.result()
    rows = dict(result.rows)
    assert rows["ii. Angry Farmer"] == (0, 12, 0)  # Bob's 5 is the lowest subtotal
    assert s.score_sheet().players[1].leaf_tokens == 4


# --- Fog ---------------------------------------------------------------------------------


def test_fog_vote_with_leaf_tokens_picks_the_event_that_replaces_fog() -> None:
    s = new_game()
    lay_out(s, hands={0: [], 1: [], 2: []}, leaf={0: 3, 1: 3, 2: 3})
    draw_event(s, "Fog", seat=0)
    options = [NAME[c] for c in s.fog_options]
    assert len(options) == 3 and "Fog" not in options
    assert s.view(1).fog_options == tuple(options)
    do(s, (0, 0), seat=0, kind="fog_vote")
    assert s.view(1).my_vote is None and s.view(1).fog_voted == (0,)  # secret until all vote
    do(s, (1, 2), seat=1, kind="fog_vote")
    do(s, (0, 0), seat=2, kind="fog_vote")
    assert events(s) == [options[1]]  # 3 votes against 2
    assert s.leaf == [3, 1, 3]  # spent tokens go back to the supply
    assert "Fog" in names_of(s.box) and options[0] in names_of(s.box)
    assert_places(s)


def test_fog_tie_is_broken_by_the_active_player_and_fog_can_bring_the_final_event() -> None:
    s = new_game()
    reveal_events(s, ["Tsunami", "Frost", "Drought"])
    lay_out(s, hands={0: [], 1: [], 2: []}, leaf={0: 0, 1: 0, 2: 0})
    draw_event(s, "Fog", seat=0)
    for seat in range(3):
        do(s, (seat, 0), seat=seat, kind="fog_vote")
    d = decision(s)
    assert d.kind == "fog_tie" and d.seat == 0 and d.choices == (0, 1, 2)
    chosen = NAME[s.fog_options[2]]
    do(s, 2)
    assert events(s)[-1] == chosen and s.final  # the chosen Event is the fourth: final


# --- Frost -----------------------------------------------------------------------------


def test_frost_shows_oranges_and_pears_in_hands_until_the_next_event() -> None:
    s = new_game()
    lay_out(s, hands={0: [], 1: ["Orange", "Grapes", "Pear"], 2: []}, baskets={1: []})
    draw_event(s, "Frost", seat=0)
    assert s.view(2).players[1].hand_seen == ("Orange", "Pear")
    assert s.view(None).players[1].hand_seen == ("Orange", "Pear")
    end_turn(s)
    # Bob stores his Orange: face down in the Basket, no longer shown.
    lay_out(s, hands={1: ["Orange", "Grapes", "Pear"]})
    begin_turn(s, 1, at="basket")
    do(s, ("Orange",), seat=1, kind="basket")
    assert s.view(2).players[1].hand_seen == ("Pear",)
    lay_out(s, hands={0: []})
    draw_event(s, "Tsunami", seat=0)
    assert s.view(2).players[1].hand_seen == ()


def test_frost_final_oranges_score_six_without_pears_and_as_usual_with_pears() -> None:
    # The seed: "Oranges only score 6pts each for players with no Pears": the 6 is
    # only for them; a player with a Pear keeps the Orange's own points (not 0).
    ends = [PlayerEnd("A", ("Orange", "Orange"), 0), PlayerEnd("B", ("Orange", "Pear"), 0)]
    sheet = score_players(ends, ["Tsunami", "Drought", "Tornado", "Frost"])
    assert [p.cards for p in sheet.players] == [8, 9]
    assert [p.events for p in sheet.players] == [4, 0]
    assert [p.subtotal for p in sheet.players] == [12, 9]
    not_final = score_players(ends, ["Frost", "Drought", "Tornado", "Tsunami"])
    assert [p.subtotal for p in not_final.players] == [8, 9]


# --- Growing Contest -----------------------------------------------------------------


def test_growing_contest_six_right_swaps_and_earns_a_leaf_wrong_stops_small_hand_no_reward() -> None:
    s = new_game()
    bob = ["Grapes", "Pear", "Orange", "Lychee", "Cherries", "Dragon Fruit"]
    lay_out(s, hands={0: ["Darkshrub", "Apple", "Banana"], 1: bob, 2: ["Mango", "Coconut"]},
            leaf={0: 0, 1: 0, 2: 0})
    draw_event(s, "Growing Contest", seat=0)
    for i, name in enumerate(bob):
        do(s, ("guess", name), seat=0, kind="guess")
        if i < 5:
            assert len(s.view(2).players[1].hand_seen) == i + 1  # shown to everyone
    d = decision(s)
    assert d.kind == "contest_swap" and ("swap", "Darkshrub", "Cherries") in d.choices
    do(s, ("swap", "Darkshrub", "Cherries"), seat=0)
    assert s.leaf[0] == 1 and "Cherries" in names_of(s.hands[0])
    assert "Darkshrub" in names_of(s.hands[1]) and not s.view(2).players[1].hand_seen
    # Bob guesses Cy's hand: a wrong guess ends his go with no reward.
    do(s, ("guess", "Mango"), seat=1, kind="guess")
    do(s, ("guess", "Grapes"), seat=1, kind="guess")
    # Cy guesses Ann's hand of three: right every time, but under four cards: no reward.
    for name in sorted(set(names_of(s.hands[0]))):
        do(s, ("guess", name), seat=2, kind="guess")
    do(s, "stop", seat=2, kind="guess")
    assert s.leaf == [1, 0, 0]
    assert decision(s).seat == 0 and decision(s).kind == "discard"  # back to Ann's turn


def test_growing_contest_four_right_then_stop_swaps_without_a_leaf() -> None:
    s = new_game(players=2)
    lay_out(s, hands={0: ["Pear"], 1: ["Grapes", "Grapes", "Orange", "Lychee", "Apple"]},
            leaf={0: 0, 1: 0})
    draw_event(s, "Growing Contest", seat=0)
    for name in ("Grapes", "Grapes", "Orange", "Lychee"):
        do(s, ("guess", name), seat=0, kind="guess")
    do(s, "stop", seat=0, kind="guess")
    do(s, ("swap", "Pear", "Grapes"), seat=0, kind="contest_swap")
    assert s.leaf[0] == 0 and names_of(s.hands[0]) == ["Grapes"]
    assert names_of(s.hands[1]).count("Pear") == 1


# --- Summer Rain -----------------------------------------------------------------------


def test_summer_rain_swaps_or_adds_visitors_with_the_shop() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Sly Fox"], 1: ["Greedy Pig"], 2: ["Pear"]},
            shop=["Honey Badger", "Curious Mole"], leaf={0: 0, 1: 0, 2: 0})
    draw_event(s, "Summer Rain", seat=0)
    do(s, ("add", "Sly Fox"), seat=0, kind="rain")
    assert names_of(s.shop) == ["Curious Mole", "Honey Badger", "Sly Fox"] and s.leaf[0] == 1
    do(s, ("swap", "Greedy Pig", 1), seat=1, kind="rain")
    assert names_of(s.hands[1]) == ["Curious Mole"] and "Greedy Pig" in names_of(s.shop)
    assert decision(s).seat == 0  # Cy has no Visitor: nothing to ask


def test_summer_rain_final_puts_cards_away_face_down_for_leaf_tokens() -> None:
    s = new_game()
    reveal_events(s, EARLIER)
    lay_out(s, hands={0: ["King Darkling", "Pear"], 1: [], 2: []}, leaf={0: 0, 1: 0, 2: 0})
    draw_event(s, "Summer Rain", seat=0)
    do(s, "King Darkling", seat=0, kind="rain_final")
    do(s, "done", seat=0, kind="rain_final")
    assert s.leaf[0] == 1 and names_of(s.removed) == ["King Darkling"]
    assert "King Darkling" not in log_of(s, 1) and s.view(1).removed == 1
    finish_with_firsts(s)
    assert s.over and "King Darkling" not in s.score_sheet().players[0].card_notes


# --- Tornado ------------------------------------------------------------------------------


def test_tornado_snake_draft_and_leftover() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Pear", "Orange"], 1: ["Grapes", "Lychee", "Apple"], 2: ["Mango"]},
            piles={0: ["Banana"], 1: ["Dragon Fruit"]})
    draw_event(s, "Tornado", seat=0)
    do(s, 1, seat=0, kind="tornado_from")
    do(s, "Pear", seat=0, kind="tornado_put")
    do(s, "Orange", seat=0, kind="tornado_put")
    do(s, "Grapes", seat=1, kind="tornado_put")
    assert s.view(0).tornado_put == (2, 1, 0) and s.view(0).my_put == ("Orange", "Pear")
    assert s.view(0).tornado_pool == ()  # face down until everyone has put in
    do(s, "Lychee", seat=1, kind="tornado_put")
    do(s, "Mango", seat=2, kind="tornado_put")  # Cy has only one card (asked anyway)
    pool = sorted(s.view(2).tornado_pool)
    assert pool == ["Dragon Fruit", "Grapes", "Lychee", "Mango", "Orange", "Pear"]
    order = []
    while s.tornado_pool and (d := decision(s)).kind == "tornado_pick":
        order.append(d.seat)
        s.apply(d.choices[0])
    # Snake: Ann, Bob, Cy, then Cy, Bob; Ann's last pick is the only card left (taken for her).
    assert order == [0, 1, 2, 2, 1]
    assert "Ann drafts" in log_of(s, None).split("Bob drafts")[-1]
    assert [len(h) for h in s.hands] == [2, 3, 2]
    assert_places(s)


def test_tornado_leftover_goes_to_the_pile_it_came_from() -> None:
    s = new_game(players=2, sets=["Berry"])
    lay_out(s, hands={0: ["Pear", "Orange"], 1: ["Grapes", "Lychee"]}, piles={0: ["Banana"]}
            if False else {0: ["Cherries"]})
    draw_event(s, "Tornado", seat=0)
    for seat, name in ((0, "Pear"), (0, "Orange"), (1, "Grapes"), (1, "Lychee")):
        do(s, name, seat=seat, kind="tornado_put")
    while decision(s).kind == "tornado_pick":
        s.apply(decision(s).choices[0])
    assert len(s.tornado_pool) == 0 and len(s.piles[0]) == 1  # 5 cards, 4 picks, 1 back
    assert sum(map(len, s.hands)) == 4


# --- Touch of the Darkling, Balance of Nature ------------------------------------------


def test_touch_of_the_darkling_turns_star_fruits_into_darkshrubs_worth_twenty() -> None:
    a = PlayerEnd("A", ("Star Fruit", "Star Fruit", "Grapes"), 0)
    b = PlayerEnd("B", ("Darkshrub",), 0)
    sheet = score_players([a, b], ["Touch of the Darkling"])
    assert sheet.players[0].copies == ("Darkshrub", "Darkshrub")
    assert sheet.players[0].cards == 8 + 8 + 20  # Grapes, most Grapes, most Darkshrubs
    plain = score_players([a, b], [])
    # One Grapes can be copied only once: the second Star Fruit has nothing left to copy.
    assert plain.players[0].copies == ("Grapes", "")
    assert plain.players[0].cards == 2 * 8 + 8
    assert plain.players[1].cards == 10


def test_balance_of_nature_costs_thirteen_without_a_darkling() -> None:
    ends = [PlayerEnd("A", ("Pear",), 0), PlayerEnd("B", ("Pear", "Bad Apple"), 0),
            PlayerEnd("C", ("Star Fruit", "King Darkling"), 0)]
    sheet = score_players(ends, ["Balance of Nature"])
    assert [p.events for p in sheet.players] == [-13, 0, 0]


# --- Volcanic Eruption -----------------------------------------------------------------


def test_volcanic_eruption_keeps_only_the_single_highest() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Pear", "Darkshrub"], 1: ["Dragon Fruit", "Sly Fox"],
                      2: ["Cherries", "Apple"]})
    draw_event(s, "Volcanic Eruption", seat=0)
    assert decision(s).choices == ("Pear",)  # a Darkling is no Grunling; still asked
    do(s, "Pear", seat=0, kind="volcano_reveal")
    assert s.view(1).volcano_chosen == (0,) and s.view(1).my_volcano is None
    do(s, "Dragon Fruit", seat=1, kind="volcano_reveal")
    do(s, "Cherries", seat=2, kind="volcano_reveal")  # Cherries count 16
    do(s, 1, seat=0, kind="volcano_pile")
    assert "Cherries" in names_of(s.hands[2])
    assert names_of(s.piles[1][-2:]) == ["Dragon Fruit", "Pear"]


def test_volcanic_eruption_star_fruit_and_ties_discard_everything() -> None:
    for reveal in (["Star Fruit", "Pear", "Apple"], ["Dragon Fruit", "Dragon Fruit", "Pear"]):
        s = new_game()
        lay_out(s, hands={0: [reveal[0]], 1: [reveal[1]], 2: [reveal[2], "Darkshrub"]})
        draw_event(s, "Volcanic Eruption", seat=0)
        for seat in range(3):
            do(s, reveal[seat], seat=seat, kind="volcano_reveal")
        do(s, 0, seat=0, kind="volcano_pile")
        assert names_of(s.piles[0][-3:]) == sorted(reveal)
        assert names_of(s.hands[2]) == ["Darkshrub"]


def test_volcanic_eruption_player_without_grunling_reveals_nothing() -> None:
    s = new_game()
    lay_out(s, hands={0: ["Pear"], 1: ["Darkshrub", "Sly Fox"], 2: ["Mango"]})
    draw_event(s, "Volcanic Eruption", seat=0)
    do(s, "Pear", seat=0, kind="volcano_reveal")
    assert decision(s).seat == 1 and decision(s).choices == ("nothing",)  # asked all the same
    do(s, "nothing", seat=1, kind="volcano_reveal")
    do(s, "Mango", seat=2, kind="volcano_reveal")
    do(s, 0, seat=0, kind="volcano_pile")
    assert "Pear" in names_of(s.hands[0]) and NAME[s.piles[0][-1]] == "Mango"
    assert names_of(s.hands[1]) == ["Darkshrub", "Sly Fox"]


def test_volcanic_eruption_tells_nobody_who_holds_no_grunling() -> None:
    """Cy's view when she chooses is the same whether Bob held a Grunling or not
    (the issue: Bob was skipped, so Cy saw him missing before her own choice)."""
    seen = []
    for bob in (["Darkshrub", "Sly Fox"], ["Darkshrub", "Apple"]):
        s = new_game()
        lay_out(s, hands={0: ["Pear"], 1: bob, 2: ["Mango"]})
        draw_event(s, "Volcanic Eruption", seat=0)
        do(s, "Pear", seat=0, kind="volcano_reveal")
        do(s, decision(s).choices[0], seat=1, kind="volcano_reveal")
        view = s.view(2)
        assert decision(s).seat == 2
        seen.append((view.volcano_chosen, view.log, view.deciding))
    assert seen[0] == seen[1]


# --- Wildfire, Drought, Tsunami -----------------------------------------------------------


def test_wildfire_final_rounds_subtotals_without_lychee_toward_zero() -> None:
    ends = [PlayerEnd("A", ("Grapes", "Grapes", "Pear", "Orange", "Orange"), 0),
            PlayerEnd("B", ("Grapes", "Lychee", "Orange"), 0),
            PlayerEnd("C", ("King Darkling", "Watermelon", "Orange"), 0)]
    sheet = score_players(ends, ["Tsunami", "Drought", "Balance of Nature", "Wildfire"])
    # A: 16 + 8 (most Grapes) + 5 + 8 = 37, -13 (no Darkling) = 24 -> 20.
    # B has a Lychee: keeps 18 - 13 = 5. C: -5 - 5 + 4 = -6 -> 0 (toward zero).
    assert [p.subtotal for p in sheet.players] == [20, 5, 0]
    assert [p.events for p in sheet.players] == [-17, -13, 6]


def test_drought_limit_is_eight_until_the_next_event() -> None:
    s = new_game()
    nine = ["Pear", "Pear", "Orange", "Grapes", "Grapes", "Apple", "Darkshrub", "Darkshrub",
            "Darkshrub"]
    lay_out(s, hands={0: [], 1: nine, 2: ["Darkshrub"] * 0 + ["Lychee"]},
            baskets={1: ["Cherries"]})
    draw_event(s, "Drought", seat=0)
    assert s.limit == 8 and s.view(2).card_limit == 8 and "Drought" in s.view(2).effects
    d = decision(s)
    assert d.seat == 1 and d.kind == "drought"
    assert all(c[1] != "Darkshrub" for c in d.choices)
    do(s, ("discard", "Pear", 0))
    do(s, ("discard", "Apple", 1))
    assert len(s.hands[1]) + len(s.baskets[1]) == 8
    lay_out(s, hands={0: []})
    draw_event(s, "Tsunami", seat=0)
    assert s.limit == 10


def test_tsunami_passes_two_random_cards_to_the_left() -> None:
    s = new_game()
    lay_out(s, hands={0: [], 1: ["Pear", "Orange", "Grapes"], 2: ["Lychee", "Lychee"]})
    before = [Counter(names_of(h)) for h in s.hands]
    draw_event(s, "Tsunami", seat=0)
    after = [Counter(names_of(h)) for h in s.hands]
    assert after[0] == Counter({"Lychee": 2})  # Cy's two go to Ann (Cy's left)
    assert len(s.hands[1]) == 1 and len(s.hands[2]) == 2  # Ann had nothing to pass to Bob
    assert sum(after[2].values()) == 2 and after[2] <= before[1]
    assert "passes you" in log_of(s, 2)


# --- the end ---------------------------------------------------------------------------


def test_final_event_ends_after_a_last_discard_without_leaf_spends() -> None:
    s = new_game()
    reveal_events(s, EARLIER)
    hand = ["Pear"] * 3 + ["Orange"] * 3 + ["Grapes"] * 3 + ["Darkshrub", "King Darkling"]
    lay_out(s, hands={0: hand}, baskets={0: []}, leaf={0: 5})
    draw_event(s, "Frost", seat=0)
    assert s.final and not s.frost  # the final version only changes the scoring
    d = decision(s)  # Ann's final Discard phase: no Leaf spends at all
    assert d.kind == "discard" and all(
        not isinstance(c, tuple) or c[0] == "discard" for c in d.choices)
    assert s.view(0).phase == "Final Discard" and not s.view(0).leaf_spends
    finish_with_firsts(s)
    assert s.over and s.decision() is None and s.result() is not None
    assert s.view(1).finished and s.view(1).players[0].end_cards  # everything revealed
    assert EVENT_RULES["contest_guesses"] == 6
