"""Textual's setup of each new widget class, without rescanning its bases.

`DOMNode.__init_subclass__` gathers a new class's reactives from the
`__dict__` of every class in its MRO, and its compute methods from `dir()` of
the class: Widget's alone has hundreds of names, scanned again for every
widget class made. `install` gives DOMNode
an `__init_subclass__` that does all Textual's does, in the same order, but
reads each base's own reactives and compute names once and keeps them (a
class's `__dict__` does not gain reactives once it is made).
tests/ui/test_class_setup.py checks every DOMNode class against Textual's
own way.
"""

from __future__ import annotations

from typing import Any

from textual.dom import DOMNode
from textual.reactive import Reactive

from fruitui.ui.speedups import enabled

_COMPUTE = ("_compute_", "compute_")
_own: dict[type, tuple[dict[str, Reactive[Any]], frozenset[str]]] = {}


def _own_parts(base: type) -> tuple[dict[str, Reactive[Any]], frozenset[str]]:
    """The reactives `base` itself defines, and its own compute names."""
    parts = _own.get(base)
    if parts is None:
        items = base.__dict__.items()
        parts = ({name: value for name, value in items if isinstance(value, Reactive)},
                 frozenset(name.lstrip("_")[8:] for name, _ in items
                           if name.startswith(_COMPUTE)))
        _own[base] = parts
    return parts


def _init_subclass(cls: type[DOMNode], inherit_css: bool = True,
                   inherit_bindings: bool = True,
                   inherit_component_classes: bool = True) -> None:
    """Textual 8.2's DOMNode.__init_subclass__, each base scanned once."""
    super(DOMNode, cls).__init_subclass__()
    mro = cls.__mro__
    reactives: dict[str, Reactive[Any]] = {}
    computes: set[str] = set()
    for base in reversed(mro):
        own_reactives, own_computes = _own_parts(base)
        reactives.update(own_reactives)
        computes |= own_computes
    cls._reactives = reactives
    cls._inherit_css = inherit_css
    cls._inherit_bindings = inherit_bindings
    cls._inherit_component_classes = inherit_component_classes
    bases = cls._css_bases(cls)
    cls._css_type_name = bases[0].__name__
    cls._merged_bindings = cls._merge_bindings()
    cls._css_type_names = frozenset(base.__name__ for base in bases)
    cls._computes = frozenset(computes)


def install() -> None:
    """Use `_init_subclass` for every DOMNode class made from now on (once), if
    the speedups are on as fruitui's widget classes are made."""
    if enabled() and DOMNode.__dict__["__init_subclass__"].__func__ is not _init_subclass:
        DOMNode.__init_subclass__ = classmethod(_init_subclass)  # type: ignore[assignment]
