"""fruitui's setup of new widget classes gives each what Textual's own does
(issue 14: first frame; fruitui/ui/speedups/class_setup.py)."""

from __future__ import annotations

import pytest
from textual.dom import DOMNode
from textual.reactive import Reactive, reactive
from textual.widget import Widget
from textual.widgets import Static

import fruitui.ui.app  # noqa: F401  (installs it, and makes fruitui's classes)
import fruitui.ui.screens.table  # noqa: F401
from fruitui.ui import speedups
from fruitui.ui.speedups.class_setup import _init_subclass


def every_class(top: type) -> list[type]:
    found, todo = [], [top]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub not in found:
                found.append(sub)
                todo.append(sub)
    return found


def textuals_reactives(cls: type) -> dict[str, object]:
    reactives: dict[str, object] = {}
    for base in reversed(cls.__mro__):
        reactives.update({name: value for name, value in base.__dict__.items()
                          if isinstance(value, Reactive)})
    return reactives


def textuals_computes(cls: type) -> frozenset[str]:
    return frozenset(name.lstrip("_")[8:] for name in dir(cls)
                     if name.startswith(("_compute_", "compute_")))


@pytest.mark.skipif(not speedups.enabled(), reason="installed with the speedups only")
def test_it_is_installed() -> None:
    assert DOMNode.__dict__["__init_subclass__"].__func__ is _init_subclass


def test_every_class_has_textuals_reactives_and_computes() -> None:
    classes = every_class(DOMNode)
    assert any(cls.__module__.startswith("fruitui") for cls in classes)
    for cls in classes:
        assert cls._reactives == textuals_reactives(cls), cls
        assert list(cls._reactives) == list(textuals_reactives(cls)), cls  # same order
        assert cls._computes == textuals_computes(cls), cls


def test_a_new_class_gets_its_own_and_inherited_parts() -> None:
    class Counter(Static, inherit_css=False, can_focus=True):
        count = reactive(0)
        double = reactive(0)

        def compute_double(self) -> int:
            return self.count * 2

    class Sub(Counter):
        label = reactive("")

    assert set(Sub._reactives) >= {"count", "double", "label"} | set(Widget._reactives)
    assert Sub._computes == frozenset({"double"}) | Widget._computes
    assert Counter._css_type_names == frozenset({"Counter"}) and not Counter._inherit_css
    assert Sub._css_type_names == frozenset({"Sub", "Counter"}) and Sub.can_focus
    assert Sub._reactives == textuals_reactives(Sub)
