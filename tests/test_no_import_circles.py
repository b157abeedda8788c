"""No module of the app imports, however indirectly, a module that imports it: each part can be
read, and changed, without the rest of a circle. Every import counts: inside functions, and under
`if TYPE_CHECKING:` too, as a type names what a module leans on.

The screens stand on floors, each leaning only on the floors below it: `looks` (the words, the
fonts, the drawing) at the bottom, then `sound` (effects and music), `shell` (the window, its stack of scenes), `table`, `game`
(a game at the screen, its deciders) and `scenes` (every screen, and the start that names them)."""

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[1] / "xerxes_app"


def module_name(path: Path) -> str:
    parts = path.relative_to(APP.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in APP.rglob("*.py")}


FLOORS = ("looks", "sound", "shell", "table", "game", "scenes")  # of ui/, from the bottom up


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The app's modules that the module `name` imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                if f"{source}.{alias.name}" in known:  # `from . import icons`: the module itself
                    found.add(f"{source}.{alias.name}")
                elif source in known:
                    found.add(source)
    found.discard(name)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each circle of imports as the path around it, found by a depth-first walk."""
    found, state = [], {}  # state: 1 on the current path, 2 done
    path: list[str] = []

    def walk(node: str) -> None:
        state[node] = 1
        path.append(node)
        for after in sorted(graph[node]):
            if state.get(after) == 1:
                found.append(path[path.index(after):] + [after])
            elif after not in state:
                walk(after)
        path.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            walk(node)
    return found


def test_the_checker_finds_a_circle_and_passes_a_line():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert circles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def floor(name: str) -> int | None:
    """The floor of a module of ui/, counted from the bottom; None outside the floors."""
    parts = name.split(".")
    if parts[:2] != ["xerxes_app", "ui"] or len(parts) < 4:
        return None
    return FLOORS.index(parts[2])


def upward(graph: dict[str, set[str]]) -> list[str]:
    """Each import from a floor of ui/ to a higher one."""
    return [f"{name} -> {other}" for name, others in sorted(graph.items()) for other in sorted(others)
            if floor(name) is not None and floor(other) is not None and floor(other) > floor(name)]


def test_the_checker_reads_relative_imports_and_type_checking(tmp_path, monkeypatch):
    package = tmp_path / "xerxes_app" / "ui"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text(
        "from typing import TYPE_CHECKING\nfrom . import b\nif TYPE_CHECKING:\n    from .c import C\n"
        "def later():\n    from .d import D\n")
    for other in "bcd":
        (package / f"{other}.py").write_text("")
    monkeypatch.setattr(f"{__name__}.APP", tmp_path / "xerxes_app")
    known = modules()
    assert imported("xerxes_app.ui.a", known["xerxes_app.ui.a"], known) == {"xerxes_app.ui.b", "xerxes_app.ui.c",
                                                                           "xerxes_app.ui.d"}


def test_the_checker_finds_an_import_up_the_floors():
    graph = {"xerxes_app.ui.table.board": {"xerxes_app.ui.looks.icons", "xerxes_app.ui.scenes.title"},
             "xerxes_app.ui.looks.icons": set(), "xerxes_app.ui.scenes.title": {"xerxes_app.ui.table.board"}}
    assert upward(graph) == ["xerxes_app.ui.table.board -> xerxes_app.ui.scenes.title"]


def test_no_module_of_the_app_is_in_an_import_circle():
    known = modules()
    assert len(known) > 100  # the whole app was read
    graph = {name: imported(name, path, known) for name, path in known.items()}
    assert circles(graph) == [], "import circles:\n" + "\n".join(" -> ".join(c) for c in circles(graph))


def test_every_floor_of_the_screens_leans_only_on_the_floors_below():
    known = modules()
    assert {name.split(".")[2] for name in known if floor(name) is not None} == set(FLOORS)
    graph = {name: imported(name, path, known) for name, path in known.items()}
    assert upward(graph) == [], "imports up the floors of ui/:\n" + "\n".join(upward(graph))
