"""The worked example game (``examples/tictactoe``, docs/adding-a-game.md) proves that a new
game needs its folder and one line (issue 36): it is registered by one line of
tests/conftest.py, no library, test or script file names it, and with that line every
registry-driven test runs on it (the parametrized ids ending in ``tictactoe``)."""

from __future__ import annotations

from pathlib import Path

from polislab.core import game_names, get_game
from polislab.games import BUILTIN_GAMES

ROOT = Path(__file__).resolve().parents[1]
NAME = "tictactoe"


def test_the_example_is_registered_for_the_tests_only() -> None:
    assert NAME in game_names() and NAME not in BUILTIN_GAMES
    assert type(get_game(NAME)).__module__ == "examples.tictactoe.game"


def test_no_file_of_the_library_tests_or_scripts_names_it_but_the_registry_line() -> None:
    naming = []
    for folder in ("polislab", "tests", "scripts", "bench", "widgets"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in (".py", ".json", ".md", ".toml", ".js", ".txt", ".cfg"):
                continue
            if path == Path(__file__):
                continue
            for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
                if NAME in line.lower():
                    naming.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert len(naming) == 1 and naming[0].startswith("tests/conftest.py:"), naming
    assert naming[0].split(": ", 1)[1].startswith(f"import examples.{NAME}  #"), naming
