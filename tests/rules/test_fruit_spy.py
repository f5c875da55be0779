"""Fruit Spy rules: the seed's numbers, tie-breaks, Tools, figures and the end."""

from __future__ import annotations

import pytest

from fruitui.games.base import BadOptions, IllegalChoice
from fruitui.games.fruit_spy import (
    DALY_VALUE,
    HAND,
    RULES,
    TOKENS,
    TOOL,
    Card,
    FruitSpyState,
    rank_players,
    share_tokens,
)

NAMES = ["Ann", "Bob", "Cy"]


def blank_state(names=NAMES, papa_home=0, daly_home=3) -> FruitSpyState:
    """A state with the figures placed where a test wants them."""
    state = RULES.new_state(names, seed=1)
    state.papa_home, state.daly_home = papa_home, daly_home
    state.papa, state.daly = papa_home, daly_home
    return state


# --- setup --------------------------------------------------------------------


def test_components_match_the_rulebook() -> None:
    assert len(TOKENS) == 20 and sum(TOKENS) == 80
    assert sorted(HAND) == [0, 1, 2, 3, 4, 5, 6, 7]
    assert DALY_VALUE == 10


@pytest.mark.parametrize("players, per_home, per_other", [(3, 2, 2), (4, 3, 3), (5, 4, 3)])
def test_tokens_laid_by_player_count(players: int, per_home: int, per_other: int) -> None:
    for seed in range(20):
        state = RULES.new_state([f"p{i}" for i in range(players)], seed)
        assert state.papa_home != state.daly_home
        for house, tokens in enumerate(state.tokens):
            home = house in (state.papa_home, state.daly_home)
            assert len(tokens) == (per_home if home else per_other)
        assert sorted(sum(state.tokens, []) + state.unused_tokens) == sorted(TOKENS)
        assert all(sorted(hand) == sorted(HAND) for hand in state.hands)


@pytest.mark.parametrize("count", [2, 6])
def test_player_count_outside_three_to_five_is_refused(count: int) -> None:
    with pytest.raises(BadOptions, match="3–5 players"):
        RULES.new_state([f"p{i}" for i in range(count)], 1)


# --- the seed's scoring example ------------------------------------------------


def test_seed_scoring_example_tokens_7_5_4_1() -> None:
    green, yellow, purple = 2, 3, 4
    strengths = [{green: 10, yellow: 6, purple: 1}] + [{} for _ in range(5)]
    ranking, ties = rank_players(0, strengths, papa_house=3)
    assert ranking == [green, yellow, purple] and ties == []
    shares = share_tokens(ranking, [7, 5, 4, 1])
    assert shares == {green: [7, 1], yellow: [5], purple: [4]}


def test_a_lone_player_takes_every_token() -> None:
    assert share_tokens([1], [6, 3, 2]) == {1: [6, 3, 2]}


def test_more_players_than_tokens_leaves_the_weakest_empty_handed() -> None:
    assert share_tokens([2, 0, 1], [5, 4]) == {2: [5], 0: [4], 1: []}


# --- tie-breaks ----------------------------------------------------------------


def test_tie_goes_to_more_strength_on_previous_house_anticlockwise() -> None:
    strengths = [{} for _ in range(6)]
    strengths[3] = {0: 5, 1: 5}
    strengths[2] = {0: 1, 1: 4}  # house 2 is anticlockwise of house 3
    ranking, ties = rank_players(3, strengths, papa_house=0)
    assert ranking == [1, 0]
    assert ties[0].house == 2 and (ties[0].better_there, ties[0].worse_there) == (4, 1)


def test_tie_looks_further_back_when_previous_house_also_ties() -> None:
    strengths = [{} for _ in range(6)]
    strengths[3] = {0: 5, 1: 5}
    strengths[2] = {0: 2, 1: 2}
    strengths[1] = {0: 3}
    ranking, ties = rank_players(3, strengths, papa_house=5)
    assert ranking == [0, 1] and ties[0].house == 1


def test_tie_break_skips_papas_house() -> None:
    strengths = [{} for _ in range(6)]
    strengths[3] = {0: 5, 1: 5}
    strengths[2] = {1: 7}  # Papa stands here: it does not count
    strengths[1] = {0: 1}
    ranking, ties = rank_players(3, strengths, papa_house=2)
    assert ranking == [0, 1] and ties[0].house == 1


def test_tie_all_the_way_round_goes_to_turn_order() -> None:
    strengths = [{} for _ in range(6)]
    strengths[4] = {2: 3, 1: 3}
    ranking, ties = rank_players(4, strengths, papa_house=0)
    assert ranking == [1, 2] and ties[0].house is None


def test_tie_break_explained_in_result_notes() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.tokens = [[1], [2], [3], [4], [5], [6]]
    state.houses[4] = [Card(0, 5, True), Card(1, 5, True)]
    state.houses[3] = [Card(1, 2, True)]
    state.hands = [[], [], []]
    state._finish("test")
    result = state.result()
    assert result is not None
    # House 5 (index 4): tokens [5]; Bob wins the tie through house 4 (index 3).
    row = dict(result.rows)["House 5"]
    assert row[1] == 5 and row[0] == 0
    assert any("Bob wins the tie" in note and "house 4" in note for note in result.notes)
    assert "house 4" in result.tiebreak


# --- a turn: face-down cards, Tools, figures -------------------------------------


def test_playing_turns_the_face_down_card_below() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.apply((5, 1))  # Ann, no card there: nothing turned
    assert [c.face_up for c in state.houses[1]] == [False]
    state.apply((3, 1))  # Bob turns Ann's 5
    assert [(c.owner, c.value, c.face_up) for c in state.houses[1]] == [
        (0, 5, True), (1, 3, False)]


def test_a_card_turned_reads_your_on_its_owners_screen_only() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.apply((5, 1))  # Ann
    state.apply((3, 1))  # Bob turns Ann's 5
    assert "turning your Trick 5" in state.view(0).log[-1]
    for seat in (1, 2, None):
        assert "turning Ann's Trick 5" in state.view(seat).log[-1]
    state.houses[2] = [Card(0, TOOL)]
    state.apply((7, 2))  # Cy turns Ann's Tool
    assert "turned your Tool" in state.view(0).log[-1]
    assert "turned Ann's Tool" in state.view(1).log[-1]


def test_turning_your_own_card_is_allowed() -> None:
    state = blank_state(names=["A", "B", "C"])
    state.houses[2] = [Card(0, 4)]
    state.apply((6, 2))
    assert state.houses[2][0].face_up


def test_turning_a_tool_boxes_it_with_the_card_just_played() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.houses[1] = [Card(2, TOOL)]
    state.apply((7, 1))
    assert state.houses[1] == []
    assert state.box == [(2, TOOL), (0, 7)]
    assert state.view(1).box == ((2, TOOL), (0, 7))  # shown to everyone
    assert "Tool" in state.view(2).log[-1]


def test_a_tool_does_not_move_the_figures() -> None:
    state = blank_state(papa_home=1, daly_home=4)
    state.houses[1] = [Card(2, TOOL)]
    state.apply((7, 1))
    assert state.papa == 1


def test_trick_turned_at_papas_house_moves_him_anticlockwise() -> None:
    state = blank_state(papa_home=2, daly_home=4)
    state.houses[2] = [Card(1, 3)]
    state.apply((1, 2))
    assert state.papa == 1 and state.daly == 4


def test_trick_turned_at_dalys_house_moves_her_clockwise() -> None:
    state = blank_state(papa_home=0, daly_home=5)
    state.houses[5] = [Card(1, 3)]
    state.apply((1, 5))
    assert state.daly == 0  # wraps round the ring
    assert state.papa == 0


def test_trick_turned_where_both_stand_moves_both() -> None:
    state = blank_state(papa_home=0, daly_home=1)
    state.daly = 0
    state.houses[0] = [Card(2, 6)]
    state.apply((2, 0))
    assert state.papa == 5 and state.daly == 1


def test_no_card_turned_means_no_figure_moves() -> None:
    state = blank_state(papa_home=2, daly_home=4)
    state.apply((4, 2))
    assert state.papa == 2


# --- the end ---------------------------------------------------------------------


def test_game_ends_when_papa_comes_home() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.papa = 1  # one step from home, anticlockwise
    state.houses[1] = [Card(1, 2)]
    state.apply((5, 1))
    assert state.papa == 0 and state.decision() is None
    assert "Farmer Papa" in state.end_reason


def test_game_ends_when_daly_comes_home() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.daly = 2
    state.houses[2] = [Card(1, 2)]
    state.apply((5, 2))
    assert state.daly == 3 and state.decision() is None
    assert "Daly" in state.end_reason


def test_game_ends_when_every_card_is_played() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.hands = [[1], [2], [3]]
    for seat, house in ((0, 1), (1, 2), (2, 4)):
        assert state.decision().seat == seat
        state.apply((state.hands[seat][0], house))
    assert state.decision() is None and state.result() is not None
    assert "Every spy card" in state.end_reason


def test_papas_house_is_discarded_and_daly_counts_ten() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.tokens = [[7], [1], [1], [2], [1], [1]]
    state.houses[0] = [Card(0, 7, True)]  # Ann is strong at Papa's house: worth nothing
    state.houses[3] = [Card(1, 1, True)]  # Bob alone with Daly: 10 + 2
    state.hands = [[], [], []]
    state._finish("test")
    result = state.result()
    assert result.scores == (0, 12, 0)
    assert result.winners == (1,)
    assert any("discarded" in note for note in result.notes)


def test_daly_at_papas_house_is_lost() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.daly = 0
    state.tokens = [[2], [], [], [], [], []]
    state.houses[0] = [Card(0, 7, True)]
    state.hands = [[], [], []]
    state._finish("test")
    assert state.result().scores == (0, 0, 0)


def test_face_down_tool_at_scoring_counts_nothing() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.tokens = [[], [4, 3], [], [], [], []]
    state.houses[1] = [Card(0, 2, True), Card(1, TOOL, False)]
    state.hands = [[], [], []]
    state._finish("test")
    assert state.result().scores == (7, 0, 0)


def test_equal_totals_are_joint_winners() -> None:
    state = blank_state(papa_home=0, daly_home=3)
    state.tokens = [[], [4], [4], [], [], []]
    state.daly = 5
    state.houses[1] = [Card(0, 2, True)]
    state.houses[2] = [Card(1, 2, True)]
    state.hands = [[], [], []]
    state._finish("test")
    assert state.result().winners == (0, 1)


# --- bad choices -------------------------------------------------------------------


@pytest.mark.parametrize("choice", [(9, 1), (1, 6), (1, -1), "x", (1,), ("1", 2)])
def test_illegal_choices_raise_readable_errors(choice) -> None:
    state = RULES.new_state(NAMES, 3)
    with pytest.raises(IllegalChoice):
        state.apply(choice)
    assert state.turn == 0 and len(state.hands[0]) == 8


def test_a_card_cannot_be_played_twice() -> None:
    state = RULES.new_state(NAMES, 3)
    state.hands[0] = [4]
    state.apply((4, 0))
    state.to_move = 0
    with pytest.raises(IllegalChoice, match="no Trick 4"):
        state.apply((4, 1))


def test_reveals_says_when_a_face_down_card_would_turn() -> None:
    state = blank_state()
    assert not state.reveals((3, 2))
    state.apply((3, 2))
    assert state.reveals((4, 2)) and not state.reveals((4, 1))
