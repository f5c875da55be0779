"""Computer levels on seats, --cpu-level, and `fruitui sim --bots`."""

from __future__ import annotations

import json

import pytest

from fruitui.bots.levels import CPU_LEVELS, UnknownBot, make_bot
from fruitui.cli.main import build_parser, main
from fruitui.storage.saves import SaveError, Store, load
from fruitui.table.seats import BadSeats, Seat, parse_players
from fruitui.tools.sim import simulate_match


def test_cpu_seats_take_an_optional_level() -> None:
    seats = parse_players("Ann,cpu,cpu:Bo,cpu:Cy:hard,cpu:Di:EASY")
    assert seats == [Seat("Ann"), Seat("CPU 1", True, "normal"), Seat("Bo", True, "normal"),
                     Seat("Cy", True, "hard"), Seat("Di", True, "easy")]
    assert CPU_LEVELS == ("easy", "normal", "hard")
    with pytest.raises(BadSeats, match="unknown computer level 'genius'"):
        parse_players("Ann,cpu:Bo:genius,Cy")


def test_make_bot_knows_levels_and_refuses_others() -> None:
    assert type(make_bot("fruit-spy", "easy")) is type(make_bot("fruit-spy", "greedy"))
    assert make_bot("fruit-spy", "hard").iterations > make_bot("fruit-spy", "normal").iterations
    assert make_bot("fruit-spy", "ismcts:hard").iterations == make_bot("fruit-spy", "hard").iterations
    for bad in ("genius", "ismcts:easy", "ismctsx"):
        with pytest.raises(UnknownBot):
            make_bot("fruit-spy", bad)


def test_cpu_level_applies_to_every_computer_seat_and_is_saved(capsys) -> None:
    assert main(["--game", "fruit-spy", "--players", "cpu,cpu:Bo:hard,cpu", "--seed", "2",
                 "--headless", "--cpu-level", "easy"]) == 0
    saved, _ = Store().scan(finished=True)
    assert len(saved) == 1
    assert [s.level for s in saved[0].seats] == ["easy", "easy", "easy"]
    record = json.loads(saved[0].path.read_text())
    assert record["seats"][1] == {"name": "Bo", "computer": True, "level": "easy"}


def test_a_bad_level_in_a_save_is_refused_with_a_message(tmp_path) -> None:
    main(["--game", "fruit-spy", "--players", "cpu:Al:easy,cpu:Bo:easy,cpu:Cy:easy", "--seed", "2",
          "--headless"])
    path = Store().scan(finished=True)[0][0].path
    record = json.loads(path.read_text())
    assert load(path).seats[2].level == "easy"
    record["seats"][0]["level"] = "genius"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="unknown computer level 'genius'"):
        load(path)


def test_seats_rotate_so_every_bot_plays_every_chair_on_every_deal() -> None:
    report = simulate_match("fruit-spy", ["random", "greedy", "greedy", "greedy"], deals=5)
    assert report.games == 20
    assert abs(sum(report.wins) - 20) < 1e-9
    lo, hi = report.win_share_ci[0]
    assert 0 <= lo <= report.win_share[0] <= hi <= 1
    # A bot alone against copies of itself gets exactly an even share: chairs cancel out.
    same = simulate_match("fruit-spy", ["greedy"] * 4, deals=6)
    assert [round(s, 9) for s in same.win_share] == [0.25] * 4


def test_sim_bots_json(capsys) -> None:
    assert main(["sim", "--game", "fabled-fruit", "--bots", "random,greedy,greedy",
                 "--games", "6", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bots"] == ["random", "greedy", "greedy"]
    assert out["games"] == 6 and len(out["win_share"]) == 3
    assert all(lo <= s <= hi for s, (lo, hi) in zip(out["win_share"], out["win_share_ci"]))


def test_sim_bots_text(capsys) -> None:
    assert main(["sim", "--game", "fruit-spy", "--bots", "greedy,random,random",
                 "--games", "5"]) == 0  # rounded up to whole deals: 6 games
    out = capsys.readouterr().out
    assert "6 games of fruit-spy" in out and "95% interval" in out and "1. greedy" in out


@pytest.mark.parametrize("args, message", [
    (["--bots", "greedy,wizard,greedy"], "unknown bot 'wizard'"),
    (["--bots", "greedy,greedy"], "3–5 players; --bots names 2"),
    (["--bots", "greedy,greedy,greedy", "--players", "4"], "--players 4 but --bots names 3"),
])
def test_sim_bots_bad_input(args, message, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["sim", "--game", "fruit-spy", *args])
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


def test_the_table_plays_each_computer_seat_at_its_level() -> None:
    from fruitui.bots.ismcts import IsmctsBot
    from fruitui.table.local import Table, TableSetup

    seats = [Seat("Ann"), Seat("Bo", True, "hard"), Seat("Cy", True, "easy")]
    table = Table(TableSetup("fruit-spy", seats, 4))
    assert isinstance(table.bots[1], IsmctsBot) and not isinstance(table.bots[2], IsmctsBot)
    table.bots[1].iterations = 50  # keep the test quick; the level's budget is larger
    table.apply(table.decision.choices[0])  # Ann plays; Bo is next
    choice = table.computer_choice()
    assert choice in table.decision.choices
    assert choice == table.computer_choice()  # the same position, the same move


def test_host_takes_cpu_level() -> None:
    args = build_parser().parse_args(["host", "--game", "fruit-spy", "--players", "ann,cpu",
                                      "--cpu-level", "Hard"])
    assert args.cpu_level == "hard"
    assert build_parser().parse_args(["--cpu-level", "easy", "host"]).cpu_level == "easy"


def test_resume_takes_cpu_level(capsys) -> None:
    from fruitui.cli.main import build_parser, with_level

    args = build_parser().parse_args(["resume", "abc", "--cpu-level", "HARD"])
    assert args.cpu_level == "hard"
    assert build_parser().parse_args(["--cpu-level", "easy", "resume"]).cpu_level == "easy"
    seats = [Seat("Ann"), Seat("Bo", True, "easy")]
    assert with_level(seats, "hard") == [Seat("Ann"), Seat("Bo", True, "hard")]
    assert with_level(seats, None) == seats
    with pytest.raises(SystemExit):
        main(["resume", "abc", "--cpu-level", "genius"])
    assert "'genius' is not a level" in capsys.readouterr().err
