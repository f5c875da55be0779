"""The Gobblin' Goblins state is one plain class whose data is declared in one
place; the rulebook's sections are functions taking it (issue 42)."""

from __future__ import annotations

import ast
from pathlib import Path

import fruitui.games.gobblin_goblins as package
from fruitui.games.gobblin_goblins.state import APPLY, STEPS, GobblinState

HERE = Path(package.__file__).parent
# The modules whose functions take the state (named `state`; `self` in state.py).
TAKING_THE_STATE = ("state", "turn", "actions", "gobbling", "wording", "illegal", "views",
                    "at_once")


def test_the_state_is_a_plain_class() -> None:
    assert GobblinState.__bases__ == (object,), "no mixins: the rules are functions taking it"


def test_every_step_is_dispatched_to_a_function() -> None:
    assert set(APPLY) <= set(STEPS)
    for table in (STEPS, APPLY):
        for name, function in table.items():
            assert callable(function) and function.__module__.startswith(package.__name__), name


def test_every_state_attribute_the_rules_use_is_declared_on_the_class() -> None:
    declared = set(GobblinState.__annotations__) | set(vars(GobblinState))
    undeclared = []
    for module in TAKING_THE_STATE:
        names = ("state", "self") if module == "state" else ("state",)
        tree = ast.parse((HERE / f"{module}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id in names and node.attr not in declared):
                undeclared.append(f"{module}.py:{node.lineno} {node.value.id}.{node.attr}")
    assert not undeclared, undeclared
