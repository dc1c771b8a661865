"""The computer players import one another in one direction only: no module of ``piquet_gui/ai/`` reaches itself
again through its imports (those inside functions and under ``TYPE_CHECKING`` counted too), and none takes
another's private name (``from .x import _y`` or ``x._y``)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = "piquet_gui.ai"
FOLDER = Path(__file__).resolve().parents[2] / "piquet_gui" / "ai"


def _module_name(path: Path) -> str:
    return PACKAGE if path.stem == "__init__" else f"{PACKAGE}.{path.stem}"


def _absolute(node: ast.ImportFrom) -> str:
    """The module a ``from ... import`` names, made absolute (the files are all at the package's top)."""
    if not node.level:
        return node.module or ""
    parts = PACKAGE.split(".")
    base = parts[: len(parts) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def import_graph() -> tuple[dict[str, set[str]], list[str]]:
    """Each module of the package -> the package's modules it imports; and every private name taken across
    modules, as ``importer: module._name``."""
    files = {_module_name(path): path for path in FOLDER.glob("*.py")}
    graph: dict[str, set[str]] = {}
    private: list[str] = []
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        deps: set[str] = set()
        bound: dict[str, str] = {}  # a local name -> the package's module it stands for
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = _absolute(node)
                if module == PACKAGE:  # from . import x
                    for alias in node.names:
                        target = f"{PACKAGE}.{alias.name}"
                        if target in files:
                            deps.add(target)
                            bound[alias.asname or alias.name] = target
                        else:
                            deps.add(PACKAGE)
                elif module.startswith(PACKAGE + "."):
                    deps.add(module)
                    private += [f"{name}: {module}.{alias.name}" for alias in node.names
                                if alias.name.startswith("_") and not alias.name.startswith("__")]
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name == PACKAGE or alias.name.startswith(PACKAGE + "."):
                        deps.add(alias.name)
                        if alias.asname:
                            bound[alias.asname] = alias.name
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in bound
                    and node.attr.startswith("_") and not node.attr.startswith("__")):
                private.append(f"{name}: {bound[node.value.id]}.{node.attr}")
        deps.discard(name)
        graph[name] = {dep for dep in deps if dep in files}
    return graph, private


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm), and any module that
    imports itself."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for dep in sorted(graph[node]):
            if dep not in index:
                visit(dep)
                low[node] = min(low[node], low[dep])
            elif dep in on_stack:
                low[node] = min(low[node], index[dep])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1 or node in graph[node]:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_check_sees_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_in_the_computer_players() -> None:
    graph, _ = import_graph()
    assert len(graph) > 20  # the check reads the package's files
    assert circles(graph) == []


def test_no_private_name_taken_across_the_computer_players() -> None:
    _, private = import_graph()
    assert private == []


if __name__ == "__main__":  # the circles and private names as they stand
    graph, private = import_graph()
    for circle in circles(graph):
        print(len(circle), " ".join(name.rsplit(".", 1)[-1] for name in circle))
    print("\n".join(private))
