"""A watched search reports the share of its budget spent, and nothing it
reports changes its choice."""

from __future__ import annotations

from typing import Any

from fruitui.bots.grunlings.determinize import LATE_DRAW
from fruitui.bots.progress import Progress, watching
from fruitui.bots.rng import bot_rng
from fruitui.bots.search import search_bot
from fruitui.games.registry import load_rules


class Recorder(Progress):
    """Every fraction reported, in order."""

    def __init__(self) -> None:
        self.seen: list[float] = []

    @property  # type: ignore[override]  # the slot, read and written through a property
    def fraction(self) -> float | None:
        return self.seen[-1] if self.seen else None

    @fraction.setter
    def fraction(self, value: float) -> None:
        self.seen.append(value)


def late_discard(players: int = 4) -> tuple[Any, Any]:
    """A Grunlings Discard step with LATE_DRAW or fewer cards left (hard searches it)."""
    for seed in range(50):
        state = load_rules("grunlings").new_state([f"p{i}" for i in range(players)], seed)
        greedy = search_bot("grunlings", "normal", 1).policy
        ply = 0
        while (decision := state.decision()) is not None:
            view = state.view(decision.seat, prose=False)
            if (decision.kind == "discard" and len(decision.choices) > 1
                    and view.draw_size <= LATE_DRAW):
                return state, decision
            state.apply(greedy.choose(view, decision, bot_rng(seed, ply, decision.seat)))
            ply += 1
    raise AssertionError("no late Discard step found")


def check(bot: Any, state: Any, decision: Any) -> None:
    view = state.view(decision.seat, prose=False)
    alone = bot.choose(view, decision, bot_rng(3, 0, decision.seat))
    recorder = Recorder()
    watched = watching(recorder, lambda: bot.choose(view, decision, bot_rng(3, 0, decision.seat)))
    assert watched == alone
    assert len(recorder.seen) > 1 and recorder.seen == sorted(recorder.seen)
    assert 0 < recorder.seen[0] and recorder.seen[-1] == 1.0


def test_grunlings_hard_reports_its_rollouts() -> None:
    state, decision = late_discard()
    check(search_bot("grunlings", "hard", 60), state, decision)


def test_an_ismcts_search_reports_its_iterations() -> None:
    state = load_rules("fruit-spy").new_state(["a", "b", "c", "d"], 2)
    check(search_bot("fruit-spy", "normal", 300), state, state.decision())


def test_unwatched_nothing_is_reported() -> None:
    from fruitui.bots.progress import watcher

    assert watcher() is None
    recorder = Recorder()
    watching(recorder, lambda: None)
    assert watcher() is None and recorder.seen == []
