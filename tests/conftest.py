"""Shared test settings.

``POLISLAB_FUZZ_GAMES`` sets how many seeded random games the fuzz and property tests play
(default 20 locally; CI sets more). A test that takes a ``game_seed`` argument runs once per
game, so a failure names the seed that reproduces it. ``POLISLAB_HEGEMONY_GAMES``,
``POLISLAB_HELLAS_GAMES`` and ``POLISLAB_HEXEMONIA_GAMES`` set the whole games of each game's
fuzz test (``tests/test_<game>_fuzz.py``) the same way, and ``POLISLAB_CONFORMANCE_GAMES`` the
random games of every registered game in the protocol conformance test
(``tests/test_core_registry.py``, a ``conformance_seed`` argument); ``POLISLAB_INTERFACE_POSITIONS``
the positions of every registered game whose interface is checked
(``tests/test_interface_conformance.py``); ``POLISLAB_REBUILD_GAMES`` (default 3) the random games
of every registered game whose every decision point is rebuilt by its builder
(``tests/test_rebuild.py``, a ``rebuild_seed`` argument).
"""

from __future__ import annotations

import os

import pytest

import examples.tictactoe  # noqa: F401  the worked example game (docs/adding-a-game.md), registered for the tests only


def fuzz_games(variable: str = "POLISLAB_FUZZ_GAMES") -> int:
    """How many seeded random games to play: the environment ``variable`` (default 20)."""
    value = os.environ.get(variable, "20")
    try:
        count = int(value)
    except ValueError:
        raise pytest.UsageError(
            f"{variable} must be a whole number, not {value!r}"
        ) from None
    if count < 1:
        raise pytest.UsageError(f"{variable} must be 1 or more, not {count}")
    return count


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "game_seed" in metafunc.fixturenames:
        metafunc.parametrize("game_seed", range(fuzz_games()))
    if "conformance_seed" in metafunc.fixturenames:
        metafunc.parametrize("conformance_seed", range(fuzz_games("POLISLAB_CONFORMANCE_GAMES")))
    if "rebuild_seed" in metafunc.fixturenames:
        metafunc.parametrize("rebuild_seed", range(rebuild_games()))


def rebuild_games() -> int:
    """The random games per game of the rebuild check: ``POLISLAB_REBUILD_GAMES``, default 3."""
    if "POLISLAB_REBUILD_GAMES" not in os.environ:
        return 3
    return fuzz_games("POLISLAB_REBUILD_GAMES")
