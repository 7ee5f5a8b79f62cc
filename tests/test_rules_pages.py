"""Each game's rules page for learners (``polislab/games/<game>/learners_rules.md``): the rules
in polislab's words, which every citation a learner meets can be followed to.

- Every section a citation of the game's events names, every polislab ruling of its rulings
  page (docs/rules/<game>.md) and every "§" of a tutorial step's narration is explained by a
  section of the page.
- The page never says "seed" (the word of the repository's files, not of the game) and names
  no file of the repository's shared folder.
- The copy a learner opens from the notebooks (``notebooks/rules/<game>.ipynb``) is the page.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import re
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from polislab.core.declarations import game_package, package_of
from polislab.core.interface import interface_for
from polislab.core.protocol import game_names, get_game
from polislab.core.rules_page import RulesPage
from polislab.games import BUILTIN_GAMES

ROOT = Path(__file__).resolve().parents[1]
GAMES = game_names()


def rulings_page(game: str) -> Any:
    """Where the reasons of a game's rulings are written: docs/rules/<game>.md for the
    library's games, ``rulings.md`` in its package for a game from elsewhere."""
    if game in BUILTIN_GAMES:
        return ROOT / "docs" / "rules" / f"{game}.md"
    return files(package_of(get_game(game))).joinpath("rulings.md")


def page(game: str) -> RulesPage:
    found = interface_for(game).rules_page()
    assert found is not None, f"{game} has no learners_rules.md"
    return found


def citations(game: str) -> list[str]:
    """Every citation string of the game's citations module (what events and errors cite)."""
    module = importlib.import_module(f"{package_of(get_game(game))}.citations")
    return [value for name, value in vars(module).items()
            if name.isupper() and isinstance(value, str) and "§" in value]


def uncovered(rules: RulesPage, text: str) -> list[str]:
    """The "§" citations in ``text`` that no key of the page covers (each as its first words)."""
    spans = [(m.start(), m.end()) for s in rules.sections for key in s.keys
             for m in re.finditer(re.escape(key) + r"(?![\w]|\.\d)", text)]
    return [text[at:at + 30] for at in (m.start() for m in re.finditer("§", text))
            if not any(start <= at < end for start, end in spans)]


@pytest.mark.parametrize("game", GAMES)
def test_the_page_reads_as_a_page(game):
    rules = page(game)
    assert rules.title and rules.intro and len(rules.sections) >= 5
    whole = files(package_of(get_game(game))).joinpath("learners_rules.md").read_text("utf-8")
    assert not re.search(r"\bseeds?\b", whole, re.IGNORECASE)
    assert "shared/" not in whole


@pytest.mark.parametrize("game", GAMES)
def test_every_citation_of_the_events_is_explained(game):
    rules = page(game)
    missing = [c for c in citations(game) if uncovered(rules, c)]
    assert not missing, f"{game}: sections not on the rules page: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_every_ruling_is_explained(game):
    rules = page(game)
    text = rulings_page(game).read_text("utf-8")
    codes = set(re.findall(r"^(?:\| |\*\*)([A-Z]{1,2}\d+[a-z]?)(?: \||\.)", text, re.MULTILINE))
    assert codes, f"no rulings found in {rulings_page(game)}"
    keys = {key for s in rules.sections for key in s.keys}
    assert not codes - keys, f"{game}: rulings not on the rules page: {sorted(codes - keys)}"


@pytest.mark.parametrize("game", GAMES)
def test_every_section_a_tutorial_cites_is_explained(game):
    rules = page(game)
    package = game_package(game)
    missing = []
    for name in package.tutorial_names():
        scenario = package.tutorial(name)
        for number, step in enumerate(scenario.steps):
            missing += [(name, number + 1, bit) for bit in uncovered(rules, step.narration)]
            for event in scenario.frames[number].events:
                missing += [(name, number + 1, bit) for bit in uncovered(rules, event.rule)]
    assert not missing, f"{game}: cited but not on the rules page: {missing[:20]}"


@pytest.mark.parametrize("game", BUILTIN_GAMES)  # the course ships the library's games only
def test_the_notebook_copy_is_the_page(game):
    spec = importlib.util.spec_from_file_location("make_rules_pages",
                                                  ROOT / "scripts" / "make_rules_pages.py")
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    stored = (ROOT / "notebooks" / "rules" / f"{game}.ipynb").read_text("utf-8")
    assert json.loads(stored) == json.loads(maker.notebook_text(game)), \
        "run python scripts/make_rules_pages.py"
