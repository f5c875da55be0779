"""The Grunlings rules' shape: one plain state class, phase modules of functions,
steps dispatched through tables of real functions, no import cycle."""

from __future__ import annotations

import ast
from pathlib import Path

from fruitui.games.grunlings import state as state_module
from fruitui.games.grunlings.state import GrunlingsState
from fruitui.games.grunlings.steps import Step

PACKAGE = Path(state_module.__file__).parent


def test_the_state_is_one_plain_class() -> None:
    assert GrunlingsState.__mro__ == (GrunlingsState, object)


def test_every_step_is_found_through_real_functions() -> None:
    for kind, run in state_module.RUNS.items():
        assert callable(run), kind
    for kind, step in state_module.STEPS.items():
        assert isinstance(step, Step) and step.kind == kind
        for part in (step.choices, step.apply, step.prompt, step.describe):
            assert callable(part), kind
    assert not state_module.RUNS.keys() & state_module.STEPS.keys()


def _imports(path: Path) -> set[str]:
    """The package's modules `path` imports at run time: function-level imports
    count, imports under `if TYPE_CHECKING:` (annotations only) do not."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:
                found.update([node.module.split(".")[0]] if node.module
                             else [alias.name for alias in node.names])
            elif node.module and node.module.startswith("fruitui.games.grunlings."):
                found.add(node.module.split(".")[3])
        for inner in ast.iter_child_nodes(node):
            visit(inner)

    visit(ast.parse(path.read_text()))
    return found


def test_no_import_cycle_among_the_modules() -> None:
    graph = {p.stem: _imports(p) for p in PACKAGE.glob("*.py")}
    done: set[str] = set()

    def walk(module: str, path: list[str]) -> None:
        for other in graph.get(module, ()):
            assert other not in path, "import cycle: " + " -> ".join([*path, other])
            if other not in done:
                walk(other, [*path, other])
        done.add(module)

    for module in graph:
        walk(module, [module])
