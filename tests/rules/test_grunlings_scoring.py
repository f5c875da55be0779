"""Grunlings scoring: the rulebook's examples through the scoring code and the
score pad, majorities, Star Fruit copies, the Bitter Lemon and the tie-breaks."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from fruitui.games.grunlings import PlayerEnd, score_players
from fruitui.tools.scorepad import main, run

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "grunlings"


def one(cards: list[str], leaf: int = 0, events: list[str] | None = None) -> int:
    """Card subtotal of one player (against an opponent with a lone Pear)."""
    sheet = score_players([PlayerEnd("A", tuple(cards), leaf), PlayerEnd("B", ("Pear",), 0)],
                          events or [])
    return sheet.players[0].cards


def pad(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run("grunlings", str(path), out, err)
    return code, out.getvalue(), err.getvalue()


def pad_text(tmp_path: Path, text: str, name: str = "pad.toml") -> tuple[int, str, str]:
    file = tmp_path / name
    file.write_text(text, encoding="utf-8")
    return pad(file)


# --- the rulebook's examples -----------------------------------------------------------


def test_apple_example_is_eleven() -> None:
    assert one(["Apple", "Golden Apple", "Bad Apple"]) == 11


def test_tropic_example_is_seventy() -> None:
    assert one(["Banana"] * 3 + ["Coconut"] * 2 + ["Mango", "Pineapple"]) == 70


def test_berry_example_is_twenty_six() -> None:
    assert one(["Cranberries", "Blueberries", "Raspberries"]) == 26


def test_final_scoring_example_johanna_scores_fifty_seven() -> None:
    johanna = PlayerEnd("Johanna", ("Cranberries", "Star Fruit", "Blueberries", "Blueberries",
                                    "Blackberries", "Blackberries", "Bitter Lemon"), 1)
    leader = PlayerEnd("Max", ("Dragon Fruit", "Dragon Fruit", "Grapes", "Grapes", "Grapes",
                               "Grapes", "Darkshrub"), 2)
    sheet = score_players([johanna, leader], ["Frost", "Drought", "Tornado", "Balance of Nature"])
    j = sheet.players[0]
    assert j.copies == ("Cranberries",)  # the Star Fruit copies what pays most
    assert (j.cards, j.events, j.subtotal) == (62, -13, 49)
    assert (j.leaf, j.lemon, j.total) == (3, 5, 57)
    assert sheet.players[1].lemon == -5  # the leader loses 5
    rows = dict(sheet.rows)
    assert list(rows) == [
        "i. Cards (Star Fruit copies)", "i. Events", "i. Subtotal", "ii. Leaf Tokens",
        "ii. Angry Farmer", "ii. Grape Connoisseur", "iii. Bitter Lemon", "iv. Total"]
    assert rows["iv. Total"] == (57, 71)


def test_cherries_example_counts_six_set_grunlings() -> None:
    ann = PlayerEnd("Ann", ("Blueberries",) * 3 + ("Pineapple",) * 2
                    + ("Star Fruit", "Pear", "Pear", "Cherries"), 0)
    bob = PlayerEnd("Bob", ("Banana",) * 2 + ("Mango", "Coconut", "Raspberries"), 0)
    sheet = score_players([ann, bob], [])
    assert sheet.players[0].copies == ("Pineapple",)
    assert any("Cherries +16 (6 Set Grunling(s)" in n for n in sheet.players[0].card_notes)
    # With six Set Grunlings for Bob too, it is a tie: the Cherries score nothing.
    bob6 = PlayerEnd("Bob", ("Banana",) * 3 + ("Mango", "Coconut", "Raspberries"), 0)
    tied = score_players([ann, bob6], [])
    assert tied.players[0].cards == sheet.players[0].cards - 16


@pytest.mark.parametrize("name, total", [
    ("apple.json", 11), ("tropic.toml", 70), ("berry.toml", 26), ("cherries.toml", 68)])
def test_score_pad_reproduces_the_examples(name: str, total: int) -> None:
    code, out, err = pad(FIXTURES / name)
    assert code == 0 and err == ""
    assert f"Winner: Ann with {total}." in out


def test_score_pad_johanna_breakdown_in_step_order() -> None:
    code, out, _ = pad(FIXTURES / "johanna.toml")
    assert code == 0
    lines = out.splitlines()
    labels = [line.split("  ")[0] for line in lines if line[:3] in ("i. ", "ii.", "iii", "iv.")]
    assert labels == ["i. Cards (Star Fruit copies)", "i. Events", "i. Subtotal",
                      "ii. Leaf Tokens", "ii. Angry Farmer", "ii. Grape Connoisseur",
                      "iii. Bitter Lemon", "iv. Total"]
    total = next(line for line in lines if line.startswith("iv. Total"))
    assert total.split()[-2:] == ["57", "71"]
    assert "Winner: Max with 71." in out


def test_score_pad_entry_point_and_same_code_as_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["grunlings", str(FIXTURES / "berry.toml")]) == 0
    assert "Winner: Ann with 26." in capsys.readouterr().out
    assert main(["fruit-spy", str(FIXTURES / "berry.toml")]) == 2
    assert main(["grunlings"]) == 2


# --- bad files: one line naming the field, exit code 2 --------------------------------------


@pytest.mark.parametrize("text, field", [
    ('sets = ["Berry"]\n[[players]]\nname = "A"\ncards = ["Grape"]\n'
     '[[players]]\nname = "B"\ncards = []\n', "players[0].cards: unknown card 'Grape'"),
    ('[[players]]\nname = "A"\ncards = []\n[[players]]\nname = "B"\ncards = []\n', "sets: missing"),
    ('sets = ["Melon"]\n', "sets[0]: unknown Set 'Melon'"),
    ('sets = ["Berry"]\nevents = ["Fog"]\n', "events[0]: Fog never stays"),
    ('sets = ["Berry"]\n[[players]]\nname = "A"\ncards = ["Banana"]\n'
     '[[players]]\nname = "B"\ncards = []\n', "players[0].cards: Banana belongs to the Tropic Set"),
    ('sets = ["Berry"]\n[[players]]\nname = "A"\ncards = []\nleaf_tokens = -1\n'
     '[[players]]\nname = "B"\ncards = []\n', "players[0].leaf_tokens"),
    ('sets = ["Berry"]\n[[players]]\nname = "A"\ncards = { Grapes = 4 }\n'
     '[[players]]\nname = "B"\ncards = ["Grapes", "Grapes"]\n', "players: 6 x Grapes in all"),
    ('sets = ["Berry"]\nplayer = []\n', "unknown field 'player'"),
    ('sets = ["Berry"]\n[grape_connoisseur]\nby = "Zed"\npredicts = "A"\n'
     '[[players]]\nname = "A"\ncards = []\n[[players]]\nname = "B"\ncards = []\n',
     "grape_connoisseur.by: 'Zed' is not one of the players"),
    ('sets = ["Berry"]\n[[players]]\nname = "A"\ncards = []\n', "players: Grunlings is for 2-5"),
    ('sets = [\n', "not valid TOML"),
])
def test_score_pad_rejects_a_bad_file_naming_the_field(tmp_path: Path, text: str, field: str) -> None:
    code, out, err = pad_text(tmp_path, text)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and field in err, err


def test_score_pad_reads_json_and_reports_missing_files(tmp_path: Path) -> None:
    data = {"sets": ["Berry"], "events": ["Tsunami", "Frost", "Drought", "Wildfire"],
            "grape_connoisseur": {"by": "B", "predicts": "A"},
            "players": [{"name": "A", "cards": ["Grapes", "Grapes", "Lychee"], "leaf_tokens": 1},
                        {"name": "B", "cards": ["Grapes", "Pear", "Orange"], "leaf_tokens": 0}]}
    code, out, _ = pad_text(tmp_path, json.dumps(data), "pad.json")
    assert code == 0
    # A: 16 + 8 + 6 = 30 (Lychee: no Wildfire rounding) + 3; B: 17 -> 10, +5 for the prediction.
    assert "Winner: A with 33." in out
    assert "Grape Connoisseur: B predicted A correctly (+5)." in out
    code, _, err = pad(tmp_path / "missing.toml")
    assert code == 2 and "cannot read the file" in err


# --- majorities, copies, the Bitter Lemon, tie-breaks ---------------------------------------


def test_grapes_majority_needs_a_single_leader_and_sinks_the_connoisseur() -> None:
    a = PlayerEnd("A", ("Grapes", "Grapes"), 0)
    b = PlayerEnd("B", ("Grapes", "Grapes"), 0)
    sheet = score_players([a, b], [], prediction=(1, 0))
    assert [p.cards for p in sheet.players] == [16, 16]
    assert [p.grape for p in sheet.players] == [0, 0]
    win = score_players([a, PlayerEnd("B", ("Grapes",), 0)], [], prediction=(1, 0))
    assert [p.cards for p in win.players] == [24, 8] and win.players[1].grape == 5


def test_darkshrub_majority_ties_only_go_to_a_king_darkling_holder() -> None:
    a = PlayerEnd("A", ("Darkshrub", "Darkshrub"), 0)
    b = PlayerEnd("B", ("Darkshrub", "Darkshrub"), 0)
    assert [p.cards for p in score_players([a, b], []).players] == [0, 0]
    king = PlayerEnd("B", ("Darkshrub", "Darkshrub", "King Darkling"), 0)
    assert [p.cards for p in score_players([a, king], []).players] == [0, 10 - 5]
    assert [p.cards for p in score_players([PlayerEnd("A", ("Darkshrub",), 0),
                                            PlayerEnd("B", ("Pear",), 0)], []).players] == [10, 5]


def test_star_fruit_copy_rules() -> None:
    # Copying is not optional: a lone Watermelon is copied into a second unpaired melon.
    assert one(["Star Fruit", "Watermelon"]) == -10
    # It completes a melon pair if it can (25 - nothing unpaired).
    assert one(["Star Fruit", "Watermelon", "Watermelon", "Honeydew Melon"]) == 50
    # Two Star Fruits never copy the same card, nor each other.
    assert one(["Star Fruit", "Star Fruit", "Dragon Fruit"]) == 20
    # With nothing to copy it scores nothing.
    assert one(["Star Fruit", "Sly Fox"]) == 0
    # A copy counts for majorities: Grapes 2 vs 2 becomes the single most.
    sheet = score_players([PlayerEnd("A", ("Grapes", "Star Fruit", "Pear"), 0),
                           PlayerEnd("B", ("Grapes", "Grapes"), 0)], [])
    assert sheet.players[0].copies == ("Grapes",) and sheet.players[0].cards == 16 + 5
    assert sheet.players[1].cards == 16  # no bonus for anyone: tied at two


def test_bitter_lemon_swing_and_star_fruit_doubling() -> None:
    lead = PlayerEnd("L", ("Dragon Fruit", "Dragon Fruit"), 0)
    other = PlayerEnd("O", ("Dragon Fruit",), 0)
    holder = PlayerEnd("H", ("Bitter Lemon",), 0)
    s = score_players([lead, other, holder], [])
    assert [p.lemon for p in s.players] == [-5, 0, 5]
    # The holder leading only keeps the lead: no gain, no loss; a tied leader still loses.
    big = PlayerEnd("H", ("Bitter Lemon", "Dragon Fruit", "Dragon Fruit"), 0)
    s = score_players([lead, big], [])
    assert [p.lemon for p in s.players] == [-5, 0]
    # A Star Fruit copying the Bitter Lemon makes it 10 both ways.
    double = PlayerEnd("H", ("Bitter Lemon", "Star Fruit"), 0)
    s = score_players([lead, double], [])
    assert s.players[1].copies == ("Bitter Lemon",)
    assert [p.lemon for p in s.players] == [-10, 10]


def test_tie_breaks_king_then_leaf_tokens_then_shared() -> None:
    king = score_players([PlayerEnd("A", ("Pear",), 0),
                          PlayerEnd("B", ("Dragon Fruit", "King Darkling"), 0)], [])
    assert [p.total for p in king.players] == [5, 5]
    assert king.winners == (1,) and "King Darkling" in king.tiebreak
    more = score_players([PlayerEnd("A", ("Dragon Fruit", "Pear", "Orange"), 0),
                          PlayerEnd("B", ("Dragon Fruit",), 3)], [])
    assert [p.total for p in more.players] == [19, 19]
    assert more.winners == (1,) and "Leaf Tokens" in more.tiebreak
    shared = score_players([PlayerEnd("A", ("Dragon Fruit",), 1),
                            PlayerEnd("B", ("Dragon Fruit",), 1)], [])
    assert shared.winners == (0, 1) and "share" in shared.tiebreak


def test_lemon_holder_wins_a_tie() -> None:
    s = score_players([PlayerEnd("A", ("Dragon Fruit", "Bitter Lemon"), 0),
                       PlayerEnd("B", ("Dragon Fruit",), 0)], [])
    # Both 10: A holds the Lemon and leads (tied): no change; B loses 5.
    assert [p.total for p in s.players] == [10, 5] and s.winners == (0,)
    # Still tied after the Lemon (a third player leading loses 5 too): the holder wins.
    tied = score_players([PlayerEnd("A", ("Pear", "Bitter Lemon"), 0),
                          PlayerEnd("B", ("Pear", "Dragon Fruit"), 0),
                          PlayerEnd("C", ("Pear", "Orange", "Pear", "King Darkling"), 0)], [])
    assert [p.total for p in tied.players] == [10, 10, 9]
    assert tied.winners == (0,) and "Bitter Lemon" in tied.tiebreak
    tie = score_players([PlayerEnd("A", ("Pear", "Bitter Lemon"), 0),
                         PlayerEnd("B", ("Dragon Fruit",), 0),
                         PlayerEnd("C", ("Dragon Fruit",), 0)], [])
    # A 5 (+5 = 10); B and C lead with 10 and lose 5. A wins.
    assert [p.total for p in tie.players] == [10, 5, 5]


def test_angry_farmer_final_tokens_go_to_the_lowest_subtotal_and_split_on_a_tie() -> None:
    ends = [PlayerEnd("A", ("Pear",), 0, basket=1), PlayerEnd("B", ("Pear",), 0, basket=0),
            PlayerEnd("C", ("Dragon Fruit",), 0, basket=2)]
    sheet = score_players(ends, ["Tsunami", "Frost", "Drought", "Angry Farmer"])
    # 1 + 3 empty spaces = 4 tokens; A and B tie lowest: 2 each (12 points).
    assert [p.farmer for p in sheet.players] == [6, 6, 0]
    assert [p.leaf_tokens for p in sheet.players] == [2, 2, 0]
    not_final = score_players(ends, ["Angry Farmer", "Tsunami", "Frost", "Drought"])
    assert dict(not_final.rows)["ii. Angry Farmer"] == (None, None, None)


def test_cli_score_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    from fruitui.cli.main import main as cli_main

    assert cli_main(["score", "grunlings", str(FIXTURES / "johanna.toml")]) == 0
    assert "Winner: Max with 71." in capsys.readouterr().out
    assert cli_main(["score", "grunlings", str(FIXTURES / "bad_card.toml")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "players[0].cards: unknown card 'Grape'" in err
