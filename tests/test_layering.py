"""The layers of polislab: rules below, drawing and widgets above (issue 26).

A game's rules modules (everything in ``polislab/games/<g>/`` but its ``ui/`` package and its
tutorials' build script) import no drawing, no widget and no notebook library, not even inside
a function, so ``import polislab.games.<g>`` loads no interface module; ``polislab.core``
imports no game at module level and no drawing or widget at all. The interface is found at
run time by the module path each game declares (:mod:`polislab.core.interface`).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from importlib.resources import files
from pathlib import Path

import pytest

from polislab.core import game_names, get_game
from polislab.core.declarations import package_of

PACKAGE = Path(__file__).resolve().parent.parent / "polislab"
ROOT = PACKAGE.parent
GAMES = game_names()
#: What no rules module may import (a module or any module below it).
ABOVE_THE_RULES = ("polislab.render", "polislab.widgets", "polislab.classroom", "ipywidgets",
                   "ipycanvas", "anywidget", "traitlets")
#: Known exceptions, each to be removed when fixed (the test fails on any other, and on an
#: exception that no longer occurs).
KNOWN: dict[str, set[str]] = {}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[int, str, bool]]:
    """Every module the file ``path`` imports (see :func:`_imports_in`)."""
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    return _imports_in(path.read_text(encoding="utf-8"), package)


def _imports_in(source: str, package: list[str]) -> list[tuple[int, str, bool]]:
    """Every module ``source`` (a module of ``package``) imports, anywhere in it: (line,
    absolute module name, whether at module level). ``from . import x`` counts as importing
    ``package.x``."""
    tree = ast.parse(source)
    top_level = {id(node) for node in tree.body}
    found: list[tuple[int, str, bool]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name, id(node) in top_level) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            names = [module] if node.module else [f"{module}.{a.name}" for a in node.names]
            found += [(node.lineno, name, id(node) in top_level) for name in names]
    return found


def _types_only(path: Path) -> set[int]:
    """The lines of imports under ``if TYPE_CHECKING:``: read by the type checker, never run."""
    lines: set[int] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING",
                                                                   "typing.TYPE_CHECKING"):
            lines |= {n.lineno for child in node.body for n in ast.walk(child)
                      if isinstance(n, ast.Import | ast.ImportFrom)}
    return lines


def _within(name: str, modules: tuple[str, ...]) -> bool:
    return any(name == m or name.startswith(m + ".") for m in modules)


def _package(game: str) -> str:
    return package_of(get_game(game))


def _rules_modules(game: str) -> list[Path]:
    folder = Path(str(files(_package(game))))
    return [p for p in sorted(folder.rglob("*.py"))
            if "ui" not in p.relative_to(folder).parts[:1]
            and p.relative_to(folder).as_posix() != "tutorials/build.py"]


def test_the_parser_reads_relative_and_nested_imports() -> None:
    # The checks below are only as good as _imports: each kind of import it must see.
    source = ("import os, ipywidgets.widgets\nfrom .ui import board\nfrom . import ui\n"
              "from ..x import y\nclass C:\n    def f(self):\n"
              "        from polislab.render.svg import to_svg\n")
    found = {name: top for _, name, top in _imports_in(source, ["polislab", "games", "g"])}
    assert found == {"os": True, "ipywidgets.widgets": True, "polislab.games.g.ui": True,
                     "polislab.games.x": True, "polislab.render.svg": False}
    assert _within("polislab.games.g.ui", ("polislab.games.g.ui",))
    assert not _within("polislab.games.g.uikit", ("polislab.games.g.ui",))


@pytest.mark.parametrize("game", GAMES)
def test_no_rules_module_imports_drawing_widgets_or_its_interface(game: str) -> None:
    own_ui = (get_game(game).interface,)
    wrong: list[str] = []
    excused: dict[str, set[str]] = {}
    for path in _rules_modules(game):
        where = path.relative_to(PACKAGE.parent).as_posix()
        for line, name, _ in _imports(path):
            if not _within(name, ABOVE_THE_RULES + own_ui):
                continue
            if name in KNOWN.get(where, ()):
                excused.setdefault(where, set()).add(name)
            else:
                wrong.append(f"{where}:{line} imports {name}")
    assert wrong == []
    folder = _package(game).replace(".", "/") + "/"
    assert excused == {k: v for k, v in KNOWN.items() if k.startswith(folder)}


@pytest.mark.parametrize("game", GAMES)
def test_importing_a_game_loads_no_interface_and_no_drawing(game: str) -> None:
    code = (f"import json, sys\nimport {_package(game)}\n"
            "print(json.dumps(sorted(sys.modules)))")
    loaded = json.loads(subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT,
                                       capture_output=True, text=True).stdout)
    assert _package(game) in loaded
    unwanted = (get_game(game).interface, "polislab.render", "polislab.widgets")
    assert [name for name in loaded if _within(name, unwanted)] == []


def test_core_imports_no_game_at_module_level_and_no_drawing_or_widget() -> None:
    wrong = []
    for path in sorted((PACKAGE / "core").rglob("*.py")):
        for line, name, top in _imports(path):
            if line in _types_only(path):  # the contract's types name the drawing kit's Scene
                continue
            if _within(name, ("polislab.render", "polislab.widgets")) or (
                    top and _within(name, ("polislab.games",))):
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {name}")
    assert wrong == []


@pytest.mark.parametrize("game", GAMES)
def test_a_states_facade_loads_its_own_game_alone(game: str) -> None:
    # str(), the picture and the save of a state ask its own registered game: no other game
    # is imported for them (each costs a notebook, or the JupyterLite site, its import time).
    code = (f"import json, sys\nimport {_package(game)} as g\n"
            "s = g.start(seed=1)\nstr(s), s._repr_svg_(), g.State.from_json(s.to_json())\n"
            "print(json.dumps(sorted(sys.modules)))")
    loaded = json.loads(subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT,
                                       capture_output=True, text=True).stdout)
    assert get_game(game).interface in loaded  # the picture was drawn
    others = tuple(_package(other) for other in GAMES if other != game)
    assert [name for name in loaded if _within(name, others)] == []
