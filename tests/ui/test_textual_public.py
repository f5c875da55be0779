"""Outside fruitui/ui/speedups/, fruitui uses Textual's public API only (issue 42).

An AST scan of every fruitui module that imports Textual, against the private
names Textual's own classes define (methods, class attributes and attributes
set on `self`, single underscore). Flagged:
- an import from a private Textual module (`textual._compositor`,
  `textual.widgets._select`);
- a method defined in a class of fruitui's whose Textual bases define that
  private name (an override of Textual's internals);
- `x._name` read or set, where `_name` is a private name of the Textual bases of
  the class the code is in (for `self`), or, on anything else, a private name of
  any Textual class that no fruitui class defines for itself.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import textual

ROOT = Path(__file__).resolve().parents[2] / "fruitui"
TEXTUAL = Path(textual.__file__).resolve().parent
ALLOWED = ROOT / "ui" / "speedups"
# Files another change of issue 38 is reworking now; their private uses are to
# move into speedups/ (GameList: MeasuredInLayout; ChoiceMenu's item lines).
def private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def names_set_in(tree: ast.AST) -> Iterator[tuple[str, str]]:
    """(class name, private name) for what each class defines: methods, class
    attributes, and attributes its methods set on `self`."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        for item in node.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                yield node.name, item.name
            targets = (item.targets if isinstance(item, ast.Assign)
                       else [item.target] if isinstance(item, ast.AnnAssign) else [])
            for target in targets:
                if isinstance(target, ast.Name):
                    yield node.name, target.id
        for sub in ast.walk(node):
            if (isinstance(sub, ast.Attribute) and isinstance(sub.ctx, ast.Store)
                    and isinstance(sub.value, ast.Name) and sub.value.id == "self"):
                yield node.name, sub.attr


@cache
def textual_names() -> dict[tuple[str, str], frozenset[str]]:
    """Each Textual class (module, name): the private names it defines."""
    found: dict[tuple[str, str], set[str]] = {}
    for path in TEXTUAL.rglob("*.py"):
        module = "textual." + ".".join(path.relative_to(TEXTUAL).with_suffix("").parts)
        module = module.removesuffix(".__init__")
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls, name in names_set_in(tree):
            if private(name):
                found.setdefault((module, cls), set()).add(name)
    return {key: frozenset(value) for key, value in found.items()}


def textual_private_of(cls: type) -> frozenset[str]:
    """The private names of `cls`'s Textual bases."""
    names: set[str] = set()
    for base in cls.__mro__:
        if base.__module__.split(".")[0] == "textual":
            names |= textual_names().get((base.__module__, base.__qualname__), frozenset())
    return frozenset(names)


def modules() -> Iterator[tuple[Path, str, ast.Module]]:
    """fruitui's modules that import Textual, outside speedups/."""
    for path in sorted(ROOT.rglob("*.py")):
        if ALLOWED in path.parents:
            continue
        source = path.read_text(encoding="utf-8")
        if not re.search(r"^\s*(from|import) textual\b", source, re.M):
            continue
        name = "fruitui." + ".".join(path.relative_to(ROOT).with_suffix("").parts)
        yield path, name.removesuffix(".__init__"), ast.parse(source)


def own_names() -> frozenset[str]:
    """Private names fruitui's classes define that their Textual bases do not."""
    own: set[str] = set()
    for path in ROOT.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module = None
        for cls_name, name in names_set_in(tree):
            if not private(name):
                continue
            if module is None:
                modname = "fruitui." + ".".join(path.relative_to(ROOT).with_suffix("").parts)
                module = importlib.import_module(modname.removesuffix(".__init__"))
            cls = getattr(module, cls_name, None)
            if not inspect.isclass(cls) or name not in textual_private_of(cls):
                own.add(name)
    return frozenset(own)


def violations(path: Path, module_name: str, tree: ast.Module,
               own: frozenset[str]) -> Iterator[str]:
    module = importlib.import_module(module_name)
    everything = frozenset().union(*textual_names().values())
    where = path.relative_to(ROOT.parent)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = ([node.module or ""] if isinstance(node, ast.ImportFrom)
                     else [alias.name for alias in node.names])
            for name in names:
                parts = name.split(".")
                if parts[0] == "textual" and any(private(part) for part in parts):
                    yield f"{where}:{node.lineno}: imports {name}"
    classes = [node for node in tree.body if isinstance(node, ast.ClassDef)]
    in_class: dict[int, frozenset[str]] = {}
    for node in classes:
        cls = getattr(module, node.name, None)
        theirs = textual_private_of(cls) if inspect.isclass(cls) else frozenset()
        for item in node.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name in theirs:
                yield f"{where}:{item.lineno}: overrides Textual's {node.name}.{item.name}"
        for sub in ast.walk(node):
            in_class[id(sub)] = theirs
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Attribute) and private(node.attr)):
            continue
        on_self = isinstance(node.value, ast.Name) and node.value.id == "self"
        theirs = in_class.get(id(node), frozenset())
        if (on_self and node.attr in theirs) or (
                not on_self and node.attr in everything and node.attr not in own):
            yield f"{where}:{node.lineno}: uses Textual's private {node.attr}"
        if isinstance(node.value, ast.Name) and node.value.id == "textual":
            yield f"{where}:{node.lineno}: uses textual.{node.attr}"


def all_violations() -> list[str]:
    own = own_names()
    return [line for path, name, tree in modules()
            for line in violations(path, name, tree, own)]


def test_no_module_outside_speedups_touches_textual_private_names() -> None:
    found = all_violations()
    assert not found, "\n".join(found)


def test_the_scan_finds_a_private_name(tmp_path: Path) -> None:
    """`app._driver` in a screen is found (the scan can fail)."""
    source = ("from textual.screen import Screen\n\n"
              "class Peek(Screen):\n"
              "    def on_mount(self) -> None:\n"
              "        self.app._driver.write('x')\n"
              "        self._compositor.reflow(self, self.size)\n")
    tree = ast.parse(source)
    path = ROOT / "screens" / "peek.py"
    import sys
    import types

    module = types.ModuleType("fruitui.ui.screens.peek")
    exec(compile(source, str(path), "exec"), module.__dict__)
    sys.modules[module.__name__] = module
    try:
        found = list(violations(path, module.__name__, tree, own_names()))
    finally:
        del sys.modules[module.__name__]
    assert any("_driver" in line for line in found), found
    assert any("_compositor" in line for line in found), found
