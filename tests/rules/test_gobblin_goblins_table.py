"""Setup, the turn, gobbling, the three Distraction settings, the end and scoring."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from fruitui.games.base import BadOptions, IllegalChoice
from fruitui.games.gobblin_goblins import RULES
from fruitui.games.gobblin_goblins.cards import (
    CARDS,
    COLOURS,
    FOOD,
    GOBLINS,
    TWO_PLAYER_DECK,
    NAME,
    taste_of,
)
from fruitui.games.gobblin_goblins.sets import set_options
from fruitui.games.gobblin_goblins.setup import is_balanced
from fruitui.tools.sim import simulate

from .test_gobblin_goblins_rig import (
    NAMES, assert_all_cards, card, names_of, pending, table,
)

TWO = ["Old Grubb", "Scabby Mags"]
THREE = ["Old Grubb", "Scabby Mags", "Fingers McGee"]


# -- setup --------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "hand"), [(2, 5), (6, 5), (7, 4), (9, 4), (10, 3), (12, 3)])
def test_hand_sizes_by_player_count(players: int, hand: int) -> None:
    state = RULES.new_state(NAMES[:players], 5)
    assert {len(h) for h in state.hands} == {hand}
    assert len(state.pile) == (69 if players == 2 else 99) - hand * players


def test_two_player_deck_leaves_the_three_plus_cards_in_the_box() -> None:
    state = RULES.new_state(NAMES[:2], 5)
    assert len(TWO_PLAYER_DECK) == 69 and len(state.box) == 30
    colours = {CARDS[c].colour for c in TWO_PLAYER_DECK if CARDS[c].kind == FOOD}
    assert colours == {"green", "blue", "yellow", "red"}
    assert Counter(NAME[c] for c in state.box if CARDS[c].kind != FOOD) == {
        "Swapsies": 1, "Explosive Diarrhoea": 1, "Food Fight": 1,
        "Look, a Squirrel!": 1, "Pass It Along": 2}
    assert_all_cards(state)


@pytest.mark.parametrize("players", range(2, 13))
def test_random_goblins_follow_the_balance_rule(players: int) -> None:
    for seed in range(15):
        state = RULES.new_state(NAMES[:players], seed)
        types = [g.type for g in state.goblins]
        assert len(set(state.goblin_ids)) == players
        assert is_balanced(types, players)
        if players <= 6:
            assert len(set(types)) == players or len(set(Counter(types).values())) == 1


def test_balance_rule_examples_from_the_rulebook() -> None:
    assert not is_balanced(["Hippy", "Hippy", "Dodgy", "Geeky"], 4)
    assert is_balanced(["Hippy", "Dodgy", "Geeky", "Snob"], 4)
    assert is_balanced(["Hippy", "Hippy", "Geeky", "Geeky"], 4)
    # Seven goblins can never be exactly even: one type twice is the best there is.
    assert is_balanced(["Hippy", "Hippy", "Dodgy", "Geeky", "Snob", "Grot", "Worker"], 7)


def test_chosen_goblins_are_checked_and_the_rest_dealt_under_balance() -> None:
    # Balance is the rulebook's advice, not a rule: any chosen mix is seated.
    state = RULES.new_state(NAMES[:4], 1, {"goblins": [
        "Rainbow Wimble", "Moonbeam Twiddle", "Swipey Gobbo", "Byte Nibbler"]})
    assert not is_balanced([g.type for g in state.goblins], 4)
    state = RULES.new_state(NAMES[:4], 1, {"balance": False, "goblins": [
        "Rainbow Wimble", "Moonbeam Twiddle", "Swipey Gobbo", "Byte Nibbler"]})
    assert [g.name for g in state.goblins][:2] == ["Rainbow Wimble", "Moonbeam Twiddle"]
    for seed in range(10):
        state = RULES.new_state(NAMES[:4], seed, {"goblins": ["rainbow wimble", None, None, None]})
        assert state.goblins[0].name == "Rainbow Wimble"
        assert is_balanced([g.type for g in state.goblins], 4)
    with pytest.raises(BadOptions, match="no goblin called"):
        RULES.new_state(NAMES[:2], 1, {"goblins": ["Gobbo the Great", None]})
    with pytest.raises(BadOptions, match="twice"):
        RULES.new_state(NAMES[:2], 1, {"goblins": ["Old Grubb", "Old Grubb"]})


@pytest.mark.parametrize("options", [
    {"distractions": "sometimes"}, {"first": 5}, {"goblins": ["Old Grubb"]}, {"colour": "red"},
    {"balance": "yes"},
])
def test_bad_options_are_refused(options: dict) -> None:
    with pytest.raises(BadOptions):
        RULES.new_state(NAMES[:2], 1, options)


def test_first_player_option() -> None:
    assert pending(RULES.new_state(NAMES[:3], 1, {"first": 2})).seat == 2


def test_introductions_are_shown_to_everyone() -> None:
    state = RULES.new_state(NAMES[:3], 4, {"goblins": ["Scabby Mags", "Pixel Gnash", None]})
    for seat in (None, 0, 1, 2):
        log = state.view(seat).log
        assert log[0].startswith("Ann is Scabby Mags, a Grot goblin: loves Cat Sick and Bin Juice"
                                 ", hates Spaghetti, allergic to yellow.")
        assert log[1].startswith("Bob is Pixel Gnash, a Geeky goblin")
    goblin = state.view(None).goblins[1]
    assert (goblin.name, goblin.type, goblin.loves, goblin.hates, goblin.allergy) == (
        "Pixel Gnash", "Geeky", ("Microwave Dinners", "Cheese"), ("Sprouts",), "green")
    assert "discard pile" in goblin.ability_text


def test_card_data_is_consistent() -> None:
    assert len(CARDS) == 99 and len(GOBLINS) == 12
    assert Counter(g.type for g in GOBLINS) == {t: 2 for t in
                                                 ("Worker", "Geeky", "Snob", "Grot", "Dodgy",
                                                  "Hippy")}
    for goblin in GOBLINS:
        assert goblin.allergy in COLOURS
        for food in goblin.loves:
            loved = next(c for c in CARDS if c.name == food)
            assert loved.colour != goblin.allergy, f"{goblin.name} is allergic to a love"
    assert sum(1 for c in CARDS if c.kind == FOOD) == 72
    # Copies of a card have neighbouring ids: a sorted hand keeps them together.
    names = [c.name for c in CARDS]
    assert all(names.index(n) + names.count(n) - 1 == len(names) - 1 - names[::-1].index(n)
               for n in set(names))


# -- the turn and gobbling -------------------------------------------------------------

def test_playing_food_puts_it_on_your_plate_then_you_draw() -> None:
    state = table(TWO, hands={0: ["Cheese", "Gold"], 1: ["Beer"]}, pile_top=["Sprouts"])
    cheese = card(state, "Cheese", state.hands[0])
    assert state.describe(("food", cheese)) == (
        "Play Cheese (yellow) onto your plate (you are allergic to yellow)")
    state.apply(("food", cheese))
    assert names_of(state.plates[0]) == ["Cheese"]
    assert sorted(names_of(state.hands[0])) == ["Gold", "Sprouts"]
    assert state.view(1).log[-2] == "Ann plays Cheese (yellow) onto their plate."
    assert state.view(1).log[-1] == "Ann draws a card."
    assert state.view(0).log[-1] == "You draw Sprouts (green)."
    assert pending(state).seat == 1 and pending(state).turn == 1


def test_three_of_a_colour_with_a_biscuit_is_gobbled_at_once() -> None:
    state = table(TWO, hands={0: ["Biscuit"], 1: ["Beer"]}, plates={0: ["Sprouts", "Bin Juice"]})
    state.apply(("food", card(state, "Biscuit", state.hands[0])))
    assert sorted(names_of(state.gobbled[0])) == ["Bin Juice", "Biscuit", "Sprouts"]


def test_biscuits_alone_are_no_set() -> None:
    state = table(TWO, hands={0: ["Very Tasty Biscuit"], 1: ["Beer"]},
                  plates={0: ["Biscuit", "Biscuit"]})
    state.apply(("food", card(state, "Very Tasty Biscuit", state.hands[0])))
    assert len(state.plates[0]) == 3 and not state.gobbled[0]


@pytest.mark.parametrize(("players", "size"), [(2, 6), (3, 6), (6, 6), (7, 4), (12, 4)])
def test_rainbow_size_by_player_count(players: int, size: int) -> None:
    goblins = ["Old Grubb", "Scabby Mags", "Lumpy Bedpans", "Grindle Spade", "Byte Nibbler",
               "Pixel Gnash", "Tarquin St. Teabags", "Lady Bunions", "Rainbow Wimble",
               "Moonbeam Twiddle", "Swipey Gobbo", "Fingers McGee"][:players]
    state = table(goblins)
    assert state.view(None).rainbow_sizes[0] == size


def test_a_rainbow_of_four_with_seven_players() -> None:
    goblins = ["Old Grubb", "Scabby Mags", "Lumpy Bedpans", "Grindle Spade", "Byte Nibbler",
               "Tarquin St. Teabags", "Lady Bunions"]
    state = table(goblins, hands={0: ["Spaghetti"]}, plates={0: ["Sprouts", "Spanner", "Gold"]})
    state.apply(("food", card(state, "Spaghetti", state.hands[0])))
    assert len(state.gobbled[0]) == 4


def test_the_owner_chooses_when_several_sets_are_possible() -> None:
    state = table(TWO, hands={0: ["Biscuit"], 1: ["Beer"]},
                  plates={0: ["Gold", "Cheese", "Spaghetti", "Dragons"]})
    state.apply(("food", card(state, "Biscuit", state.hands[0])))
    decision = pending(state)
    assert decision.kind == "gobble" and decision.seat == 0
    options = sorted(tuple(sorted(NAME[c] for c in choice[1:])) for choice in decision.choices)
    assert options == [("Biscuit", "Cheese", "Gold"), ("Biscuit", "Dragons", "Spaghetti")]
    choice = next(c for c in decision.choices
                  if sorted(NAME[x] for x in c[1:]) == ["Biscuit", "Dragons", "Spaghetti"])
    # Old Grubb is allergic to yellow: the red set is the better meal.
    assert state.describe(choice) == (
        "Gobble Spaghetti (red), Dragons (red), Biscuit (wild, 2 points) (+4 points for you)")
    state.apply(choice)
    assert names_of(state.plates[0]) == ["Gold", "Cheese"]


def test_a_crowded_plate_offers_a_short_menu_of_sets() -> None:
    crowded = [c.id for c in CARDS if c.kind == FOOD][::3] + [c.id for c in CARDS
                                                               if c.kind != FOOD][:5]
    options = set_options(crowded, 6)
    assert len(options) == 30
    assert all(not any(CARDS[c].name.endswith("Biscuit") for c in o) for o in options[:5])


def test_a_set_made_on_someone_elses_plate_is_gobbled_by_them() -> None:
    state = table(TWO, hands={0: ["Pinch", "Cheese"], 1: ["Beer"]},
                  plates={0: ["Poodles"], 1: ["Dragons", "Spaghetti", "Cheese"]})
    state.apply(("action", card(state, "Pinch", state.hands[0])))
    state.apply(("card", card(state, "Cheese", state.plates[1])))
    state = table(TWO, hands={0: ["Oops, Wrong Plate", "Cheese"], 1: ["Beer"]},
                  plates={0: ["Poodles"], 1: ["Dragons", "Spaghetti"]})
    state.apply(("distract", card(state, "Oops, Wrong Plate", state.hands[0])))
    state.apply(("card", card(state, "Poodles", state.plates[0])))
    state.apply(("to", 1))
    assert len(state.gobbled[1]) == 3 and pending(state).seat == 0


def test_a_hand_of_only_distractions_draws_and_plays_the_top_card() -> None:
    state = table(TWO, hands={0: ["Quick Gulp"], 1: ["Beer"]}, pile_top=["Cheese", "Gold"])
    decision = pending(state)
    assert decision.choices == (("draw-play",),)
    assert state.reveals(("draw-play",))
    state.apply(("draw-play",))
    assert names_of(state.plates[0]) == ["Cheese"]
    assert names_of(state.hands[0]) == ["Quick Gulp"]  # no second draw
    assert "draws Cheese (yellow) and plays it at once" in state.view(1).log[-1]


def test_illegal_choices_raise_readable_errors() -> None:
    state = table(TWO, hands={0: ["Cheese"], 1: ["Beer"]})
    with pytest.raises(IllegalChoice, match="does not hold Beer"):
        state.apply(("food", card(state, "Beer", state.hands[1])))
    with pytest.raises(IllegalChoice, match="not a legal choice"):
        state.apply(("grot",))
    with pytest.raises(IllegalChoice):
        state.apply("nonsense")
    state.apply(["food", card(state, "Cheese", state.hands[0])])  # a list, as from a save


def test_a_same_named_card_means_the_same_choice() -> None:
    state = table(TWO, hands={0: ["Cheese", "Cheese"], 1: ["Beer"]})
    first, second = sorted(state.hands[0])
    assert pending(state).choices == (("food", first),)
    state.apply(("food", second))
    assert state.plates[0] == [first]


# -- the three Distraction settings ------------------------------------------------

def hands_for_settings() -> dict:
    return {0: ["Cheese"], 1: ["Sprouts", "Gold"], 2: ["Look, a Squirrel!", "Beer"]}


def test_ask_holders_asks_only_those_who_can_play_a_distraction() -> None:
    state = table(THREE, hands=hands_for_settings(), distractions="ask-holders")
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    decision = pending(state)
    assert decision.kind == "distraction" and decision.seat == 2
    assert state.view(1).waiting_for == "Cat may play a Distraction"
    state.apply(("pass",))
    assert pending(state).kind == "turn" and pending(state).seat == 1


def test_ask_everyone_asks_every_seat_in_order_ending_with_the_player() -> None:
    state = table(THREE, hands=hands_for_settings(), distractions="ask-everyone")
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    asked = []
    while pending(state).kind == "distraction":
        decision = pending(state)
        asked.append((decision.seat, len(decision.choices)))
        state.apply(("pass",))
    assert asked == [(1, 1), (2, 2), (0, 1)]  # Bob and Ann hold none: only "pass"


def test_own_turn_lets_nobody_else_play_distractions() -> None:
    state = table(THREE, hands=hands_for_settings(), distractions="own-turn")
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    # Ann, holding none, is asked all the same (nobody can tell); Bob is not.
    assert pending(state)[:2] == (0, "distraction") and pending(state).choices == (("pass",),)
    state.apply(("pass",))
    assert pending(state).kind == "turn" and pending(state).seat == 1
    state.apply(("food", card(state, "Sprouts", state.hands[1])))
    assert pending(state)[:2] == (1, "distraction")
    state.apply(("pass",))
    decision = pending(state)
    assert decision.seat == 2 and decision.kind == "turn"
    assert any(c[0] == "distract" for c in decision.choices)  # on Cat's own turn
    state.apply(next(c for c in decision.choices if c[0] == "food"))
    decision = pending(state)
    assert decision.kind == "distraction" and decision.seat == 2  # after Cat's own card


# -- the end and scoring -------------------------------------------------------------

def test_the_end_leftovers_go_left_and_hands_are_discarded() -> None:
    state = table(THREE, hands={0: ["Quick Gulp"], 1: ["Beer"], 2: ["Gold"]},
                  plates={0: ["Sprouts", "Spanner"], 1: ["Dragons"], 2: ["Cheese"]},
                  gobbled={0: ["Old Boots"]}, pile_size=0)
    assert state.decision() is None and state.over
    assert sorted(names_of(state.gobbled[1])) == ["Spanner", "Sprouts"]
    assert sorted(names_of(state.gobbled[2])) == ["Dragons"]
    assert sorted(names_of(state.gobbled[0])) == ["Cheese", "Old Boots"]
    assert not any(state.hands) and not any(state.plates)
    assert "Ann has no Food or Action" in state.end_reason
    assert any(line.startswith("Leftovers: Ann's plate") for line in state.view(None).log)
    assert_all_cards(state)


def test_play_goes_on_after_the_pile_runs_out_while_food_remains() -> None:
    state = table(TWO, hands={0: ["Cheese", "Gold"], 1: ["Beer"]}, pile_size=0)
    state.apply(("food", card(state, "Cheese", state.hands[0])))
    assert pending(state).seat == 1
    state.apply(("food", card(state, "Beer", state.hands[1])))
    assert pending(state).seat == 0
    state.apply(("food", card(state, "Gold", state.hands[0])))
    assert state.over and "Bob has no Food" in state.end_reason


def test_scoring_loves_hates_allergy_and_both_biscuits() -> None:
    # Fingers McGee loves Golf Balls and Beer, hates Old Boots, is allergic to blue.
    state = table(["Fingers McGee", "Old Grubb"], hands={0: ["Quick Gulp"], 1: ["Quick Gulp"]},
                  gobbled={0: ["Golf Balls", "Beer", "Old Boots", "Padlocks", "Cheese",
                               "Biscuit", "Very Tasty Biscuit"],
                           1: ["Old Boots", "Gold"]},
                  pile_size=0)
    result = state.result()
    assert result is not None
    rows = dict(result.rows)
    assert rows["Loves"] == (4, 2)
    assert rows["Hates"] == (-2, -2)  # Old Boots: hated and blue counts once, as -2
    assert rows["Allergy"] == (-1, 0)
    assert rows["Biscuits"] == (5, 0)
    assert rows["Other food"] == (1, 0)
    assert rows["Total"] == (7, 0) and result.scores == (7, 0)
    assert rows["Gobbled cards"] == (7, 2)
    assert result.winners == (0,)
    assert any("Old Boots -2 hated" in note and "Very Tasty Biscuit +3" in note
               for note in result.notes)
    goblin = GOBLINS[[g.name for g in GOBLINS].index("Fingers McGee")]
    assert taste_of(goblin, CARDS[card(state, "Old Boots")]) == ("hates", -2)


def test_ties_go_to_the_most_gobbled_cards_then_are_shared() -> None:
    state = table(TWO, hands={0: ["Quick Gulp"], 1: ["Quick Gulp"]},
                  gobbled={0: ["Sprouts", "Sprouts"], 1: ["Cat Sick"]},
                  pile_size=0)
    result = state.result()
    assert result is not None and result.scores == (2, 2)
    assert result.winners == (0,) and "gobbled the most cards" in result.tiebreak
    state = table(TWO, hands={0: ["Quick Gulp"], 1: ["Quick Gulp"]},
                  gobbled={0: ["Sprouts"], 1: ["Sprouts"]}, pile_size=0)
    result = state.result()
    assert result is not None and result.winners == (0, 1) and "share" in result.tiebreak


# -- views -------------------------------------------------------------------------

def test_views_hide_hands_and_other_gobbled_piles() -> None:
    state = table(TWO, hands={0: ["Cheese"], 1: ["Beer"]}, gobbled={0: ["Gold"], 1: ["Spanner"]})
    mine, theirs, spectator = state.view(0), state.view(1), state.view(None)
    assert names_of(mine.hand) == ["Cheese"] and names_of(theirs.hand) == ["Beer"]
    assert spectator.hand == () and spectator.my_gobbled == ()
    assert names_of(mine.my_gobbled) == ["Gold"] and names_of(theirs.my_gobbled) == ["Spanner"]
    assert mine.gobbled_counts == theirs.gobbled_counts == (1, 1)
    assert mine.hand_sizes == (1, 1)
    assert mine.to_move == 0 and mine.pending_seat == 0 and mine.pending_kind == "turn"
    assert mine.waiting_for == "Ann to play a card"
    assert mine.draw_pile == len(state.pile) and mine.distractions == "ask-holders"


def test_every_choice_has_a_readable_description() -> None:
    for players in (2, 3, 7):
        for seed in range(4):
            state = RULES.new_state(NAMES[:players], seed)
            rng = random.Random(seed)
            while (decision := state.decision()) is not None:
                for choice in decision.choices:
                    text = state.describe(choice)
                    assert text and not text.startswith(("(", "'")), text  # never a repr
                state.apply(decision.choices[rng.randrange(len(decision.choices))])


def test_bots_finish_games_with_the_headless_simulator() -> None:
    for players in (2, 7, 12):
        report = simulate("gobblin-goblins", players, 15, bot="greedy")
        assert report.games == 15 and report.decisions > 0
    report = simulate("gobblin-goblins", 4, 15, bot="random",
                      options={"distractions": "ask-everyone"})
    assert report.decisions > 0
