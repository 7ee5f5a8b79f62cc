"""Each game's tutorials are a course a teacher can follow in order, in steps read aloud.

- README's "The tutorials" gives each course as a numbered table; every notebook is in one.
- Each notebook's first cell links to the notebook before it in its course, and its last cell
  to the one after it, so that a teacher who opens any of them knows where it stands.
- A step's narration is at most 60 words: a teacher reads it aloud while the class looks at the
  board (longer steps are split).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from polislab.core.declarations import game_package
from polislab.core.protocol import game_names

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
#: The most words of narration in one tutorial step.
MAX_STEP_WORDS = 60


def courses() -> dict[str, list[str]]:
    """README's courses: heading -> notebook file names, in the order of their numbers."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## The tutorials\n", 1)[1].split("\n## ", 1)[0]
    found: dict[str, list[str]] = {}
    for block in section.split("\n### ")[1:]:
        heading, _, body = block.partition("\n")
        rows = re.findall(r"^\| (\d+) \| \[`notebooks/([\w-]+\.ipynb)`\]", body, re.MULTILINE)
        assert [int(n) for n, _ in rows] == list(range(1, len(rows) + 1)), heading
        found[heading.strip()] = [name for _, name in rows]
    return found


def cells(name: str) -> list[dict]:
    return json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def test_every_notebook_is_in_one_course():
    listed = [name for names in courses().values() for name in names]
    assert sorted(listed) == sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    assert len(listed) == len(set(listed))


def _neighbours() -> list[tuple[str, str, str]]:
    return [(course, before, after) for course, names in courses().items()
            for before, after in zip(names, names[1:], strict=False)]


@pytest.mark.parametrize("course, before, after", _neighbours())
def test_each_notebook_says_what_comes_before_and_after(course, before, after):
    first = source(cells(after)[0])
    assert f"({before})" in first, f"{after}'s first cell does not link to {before} ({course})"
    last = source(cells(before)[-1])
    assert f"({after})" in last, f"{before}'s last cell does not link to {after} ({course})"


def package(game: str):
    return game_package(game)


def _tutorials() -> list[tuple[str, str]]:
    return [(game, name) for game in game_names() for name in package(game).tutorial_names()]


@pytest.mark.parametrize("game, name", _tutorials())
def test_a_step_can_be_read_aloud(game, name):
    scenario = package(game).tutorial(name)
    long = [(number + 1, len(step.narration.split())) for number, step in
            enumerate(scenario.steps) if len(step.narration.split()) > MAX_STEP_WORDS]
    assert not long, f"{game} tutorial {name!r}: steps over {MAX_STEP_WORDS} words " \
                     f"(step, words): {long}"
