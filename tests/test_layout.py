"""The house a newcomer reads: small modules, layers that import one way, no import cycle.

Every import counts, however deep in a function it sits: an import inside a
function still makes one module need the other. Only the imports under
`if TYPE_CHECKING:` (for annotations, never run) are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "fruitui"
LIMIT = 500


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _type_checking_only(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _import_nodes(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if _type_checking_only(child):
                walk_orelse(child)
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                found.append(child)
            walk(child)

    def walk_orelse(node: ast.AST) -> None:
        for child in getattr(node, "orelse", []):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                found.append(child)
            walk(child)

    walk(tree)
    return found


def imported_names(name: str, path: Path, modules: dict[str, Path]) -> list[tuple[str, str | None]]:
    """Each fruitui module `name` imports (at any depth but TYPE_CHECKING blocks),
    with the name the import binds to something in it; None when it binds a module.

    `from P import m` counts as needing P.m when that is a module, else P."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: list[tuple[str, str | None]] = []
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(a.name, None) for a in node.names if a.name in modules]
            continue
        if node.level:
            base = package.split(".")
            base = base[: len(base) - node.level + 1]
            target = ".".join(base + ([node.module] if node.module else []))
        else:
            target = node.module or ""
        if not target.startswith("fruitui"):
            continue
        for alias in node.names:
            sub = f"{target}.{alias.name}"
            out.append((sub, None) if sub in modules else (target, alias.asname or alias.name))
    return [(m, bound) for m, bound in out if m != name and m in modules]


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The fruitui modules `name` imports, at any depth but TYPE_CHECKING blocks."""
    return {m for m, _ in imported_names(name, path, modules)}


def graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles_in(edges: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per strongly connected group of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def connect(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for dep in sorted(edges.get(node, ())):
            if dep not in index:
                connect(dep)
                low[node] = min(low[node], low[dep])
            elif dep in on_stack:
                low[node] = min(low[node], index[dep])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            connect(node)
    return found


def test_no_module_is_over_the_limit() -> None:
    long = [f"{name} ({path.read_text(encoding='utf-8').count(chr(10))} lines)"
            for name, path in _modules().items()
            if path.read_text(encoding="utf-8").count("\n") > LIMIT]
    assert not long, f"over {LIMIT} lines: {long}"


def test_every_module_says_what_it_is() -> None:
    bare = [name for name, path in _modules().items()
            if not ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))]
    assert not bare, f"modules without a docstring: {bare}"


def test_no_import_cycle_even_through_function_level_imports() -> None:
    assert not cycles_in(graph()), cycles_in(graph())


def test_the_cycle_finder_finds_a_lazy_cycle() -> None:
    # The check itself: a cycle closed only by an import inside a function.
    tree = ast.parse("import os\ndef f():\n    from fruitui.b import x\n")
    assert [n.module for n in _import_nodes(tree) if isinstance(n, ast.ImportFrom)] == ["fruitui.b"]
    assert cycles_in({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    guarded = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import fruitui.b\n")
    assert [n for n in _import_nodes(guarded) if isinstance(n, ast.Import)] == []


# Each layer and what it must never import, however lazily.
FORBIDDEN = {
    "fruitui.games": ("fruitui.bots", "fruitui.table", "fruitui.storage", "fruitui.net",
                      "fruitui.ui", "fruitui.cli", "fruitui.tools"),
    "fruitui.bots": ("fruitui.table", "fruitui.storage", "fruitui.net", "fruitui.ui",
                     "fruitui.cli", "fruitui.tools"),
    "fruitui.storage": ("fruitui.bots", "fruitui.net", "fruitui.ui", "fruitui.cli",
                        "fruitui.tools"),
    "fruitui.table": ("fruitui.net", "fruitui.ui", "fruitui.cli", "fruitui.tools"),
    "fruitui.net": ("fruitui.ui.screens", "fruitui.ui.widgets", "fruitui.ui.games"),
    "fruitui.ui.games": ("fruitui.cli", "fruitui.net", "fruitui.tools"),
    "fruitui.ui.widgets": ("fruitui.ui.screens", "fruitui.cli", "fruitui.net.cli"),
}


def _under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_layers_import_only_downwards() -> None:
    bad = []
    for name, deps in graph().items():
        for layer, banned in FORBIDDEN.items():
            if _under(name, layer):
                bad += [f"{name} imports {d}" for d in deps if any(_under(d, b) for b in banned)]
    assert not bad, bad


def used_only_as_bases(source: str, names: set[str]) -> bool:
    """Whether every use of `names` in `source` is as the base of a class."""
    tree = ast.parse(source)
    bases = {id(base) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
             for base in node.bases}
    return all(id(node) in bases for node in ast.walk(tree)
               if isinstance(node, ast.Name) and node.id in names)


def screen_imports(modules: dict[str, Path]) -> list[str]:
    """The imports of one screen by another, but those made only to subclass it
    (RemoteTableScreen(TableScreen)): every name imported from it is a class base."""
    bad = []
    for name, path in modules.items():
        if not _under(name, "fruitui.ui.screens"):
            continue
        bound: dict[str, set[str | None]] = {}
        for dep, what in imported_names(name, path, modules):
            if (_under(dep, "fruitui.ui.screens") and dep != "fruitui.ui.screens"
                    and not dep.startswith(name + ".")):
                bound.setdefault(dep, set()).add(what)
        source = path.read_text(encoding="utf-8")
        bad += [f"{name} imports {dep}" for dep, names in sorted(bound.items())
                if None in names or not used_only_as_bases(source, {n for n in names if n})]
    return bad


def test_screens_do_not_import_each_other() -> None:
    # Screens navigate through the app's navigator (fruitui/ui/navigator.py, reached
    # through fruitui/ui/routes.py), never by importing another screen.
    bad = screen_imports(_modules())
    assert not bad, bad


def test_only_a_subclass_may_import_another_screen() -> None:
    base = "from fruitui.ui.screens.table import TableScreen\nclass Remote(TableScreen):\n    pass\n"
    assert used_only_as_bases(base, {"TableScreen"})
    pushes = base.replace("    pass", "    def go(self):\n        self.app.push_screen(TableScreen())")
    assert not used_only_as_bases(pushes, {"TableScreen"})
    checks = base + "def on_top(app):\n    return isinstance(app.screen, TableScreen)\n"
    assert not used_only_as_bases(checks, {"TableScreen"})


def test_the_package_root_holds_only_its_entry_points() -> None:
    # Every module lives in a folder that says what it is part of (README's tree).
    loose = sorted(p.name for p in ROOT.glob("*.py") if p.name not in ("__init__.py", "__main__.py"))
    assert not loose, f"modules loose at the package root: {loose}"
