"""The house a newcomer reads: small modules and no import circle (issue 16)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "fruitui"
LIMIT = 520  # "about 500 lines"
REASON = "Longer than 500 lines:"


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imports(name: str, path: Path) -> set[str]:
    """Every fruitui module `name` imports (at any depth of the file, lazy ones too)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("fruitui"))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.startswith("fruitui"):
                out.add(target)
                out.update(f"{target}.{a.name}" for a in node.names)
    return out


def test_no_module_is_long_without_a_reason_at_its_top() -> None:
    long = []
    for name, path in _modules().items():
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n")
        doc = ast.get_docstring(ast.parse(text)) or ""
        if lines > LIMIT and REASON not in doc:
            long.append(f"{name} ({lines} lines)")
    assert not long, f"over {LIMIT} lines with no {REASON!r} in the docstring: {long}"


def test_the_rules_modules_say_what_they_are() -> None:
    bare = [name for name, path in _modules().items() if name.startswith("fruitui.games")
            and not ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))]
    assert not bare, f"rules modules without a docstring: {bare}"


FORBIDDEN = {
    "fruitui.games": ("fruitui.ui.screens", "fruitui.ui.widgets", "fruitui.cli.main", "fruitui.ui.app"),
    "fruitui.bots": ("fruitui.ui.screens", "fruitui.ui.widgets", "fruitui.cli.main", "fruitui.ui.app"),
    "fruitui.net": ("fruitui.ui.screens", "fruitui.ui.widgets", "fruitui.ui.app"),
    "fruitui.ui.screens": ("fruitui.cli.main",),
}


def _under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


# net.cli is the command-line front of the shared-box table (`fruitui host` /
# `join`): it opens the app on purpose, lazily, like fruitui.cli.main does.
FRONT_ENDS = ("fruitui.net.cli",)


def test_layers_import_only_downwards() -> None:
    bad = []
    for name, path in _modules().items():
        if name in FRONT_ENDS:
            continue
        for layer, banned in FORBIDDEN.items():
            if not _under(name, layer):
                continue
            for target in _imports(name, path):
                if any(_under(target, b) for b in banned):
                    bad.append(f"{name} imports {target}")
    assert not bad, bad


def test_no_import_circle_at_module_level() -> None:
    # Top-level imports only: a lazy import inside a function is how a layer
    # reaches up on purpose, and cannot make an import-time circle.
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.If):  # `if TYPE_CHECKING:` imports do not run
                continue
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            elif isinstance(node, ast.ImportFrom):
                target = node.module or ""
            elif isinstance(node, ast.Import):
                deps.update(a.name for a in node.names if a.name in modules)
                continue
            else:
                continue
            for candidate in [target] + [f"{target}.{a.name}" for a in node.names]:
                if candidate in modules and candidate != name:
                    deps.add(candidate)
        graph[name] = deps
    # A package's __init__ importing its own submodules is how packages work;
    # a circle is a cycle among modules that does not pass through a parent package.
    def edges(name: str) -> set[str]:
        return {d for d in graph[name] if not _under(name, d)}
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for dep in edges(name):
            if state.get(dep) == 1:
                cycles.append(path[path.index(dep):] + [dep] if dep in path else [name, dep])
            elif dep not in state:
                visit(dep, path + [dep])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert not cycles, cycles
