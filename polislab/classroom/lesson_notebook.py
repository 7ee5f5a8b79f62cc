"""A lesson as a tutorial notebook: what the lesson recorder saves beside the lesson's file.

The notebook holds the lesson itself (its saved JSON, in a cell whose code is folded, and in
the notebook's metadata, where :func:`lesson_of_notebook` reads it back with no code run), then
the lesson cut at its exercises: a tutorial player for each part and, between two parts, the
exercise that asks for the next step's move. Every board's picture is stored as the cell's
output, so the boards show before anything runs, trusted or not. What the teacher typed is
plain text: escaped in the Markdown, never run.

>>> from polislab.core import Scenario, Step
>>> from polislab.games import hopping
>>> lesson = Scenario("hopping", hopping.tutorial("diagonal-capture").frames[0].state, [
...     Step(None, "Red's dog can capture."),
...     Step("e3-e4", "The Blue dog is caught.", exercise={
...         "prompt": "Capture a Blue dog.", "goal": {"kind": "capture"}, "hint": "Diagonals."}),
... ], title="A capture <b>first</b>")
>>> book = lesson_notebook(lesson)
>>> [cell["cell_type"] for cell in book["cells"]]
['markdown', 'code', 'code', 'markdown', 'code', 'code', 'markdown']
>>> "A capture &lt;b&gt;first&lt;/b&gt;" in book["cells"][0]["source"]
True
>>> lesson_of_notebook(book) == lesson
True
"""

from __future__ import annotations

import html
import json
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import parse_json_text
from polislab.core.interface import interface_for
from polislab.core.picture import picture_html
from polislab.core.scenario import Scenario

__all__ = ["lesson_notebook", "lesson_of_notebook", "parts", "read_lesson"]

#: Where a generated notebook keeps its lesson (its metadata, read back with no code run).
METADATA_KEY = "polislab"
_FOLDED = {"jupyter": {"source_hidden": True}}


def parts(lesson: Scenario) -> list[tuple[int, int]]:
    """The lesson cut at its exercises: (first, end) step ranges; each exercise comes between
    the part ending before its step and the part starting at it."""
    cuts = [n for n in lesson.exercise_steps() if n > 0]
    edges = [0, *cuts, len(lesson.steps)]
    return [(a, b) for a, b in zip(edges, edges[1:], strict=False) if a < b]


def lesson_notebook(lesson: Scenario) -> dict[str, Any]:
    """The tutorial notebook of ``lesson`` (nbformat 4, as plain data to write as JSON)."""
    data = lesson.to_json()
    cells = [_markdown(_heading(lesson)),
             _code("# The lesson (made with polislab's lesson recorder): run this cell first.\n"
                   "from polislab.classroom import read_lesson\n"
                   "from polislab.widgets import Exercise, TutorialPlayer\n\n"
                   f"lesson = read_lesson({_literal(data)})", folded=True)]
    for first, end in parts(lesson):
        if lesson.steps[first].exercise is not None:
            cells += _exercise_cells(lesson, first)
        part = lesson.part(first, end)
        call = "TutorialPlayer(lesson)" if (first, end) == (0, len(lesson.steps)) else \
            f"TutorialPlayer(lesson.part({first}, {end}))"
        where = "" if first == 0 else f"From step {first + 1}: "
        cells.append(_code(call, _board_output(
            part.frames[0].state, part.steps[0].marks,
            f"TutorialPlayer({part.title!r}, step 1 of {len(part)})"), comment=where))
    cells.append(_markdown(
        "<p><i>Made with polislab's lesson recorder. To change this lesson, open this notebook "
        "again in a recorder: <code>LessonRecorder(\"this-notebook.ipynb\")</code> (from "
        "<code>polislab.widgets</code>).</i></p>"))
    for number, cell in enumerate(cells):
        cell["id"] = f"lesson-{number}"  # nbformat 4.5: every cell has an id
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                           "name": "python3"},
            "language_info": {"name": "python"},
            METADATA_KEY: {"lesson": data},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def lesson_of_notebook(notebook: Any) -> Scenario:
    """The lesson a notebook made by :func:`lesson_notebook` holds (from its metadata, with
    every check of a saved scenario); :class:`ScenarioError` for any other notebook."""
    metadata = notebook.get("metadata") if isinstance(notebook, dict) else None
    kept = metadata.get(METADATA_KEY) if isinstance(metadata, dict) else None
    if not isinstance(kept, dict) or "lesson" not in kept:
        raise ScenarioError("this notebook holds no lesson: only a notebook the lesson "
                            "recorder saved can be opened to edit")
    return Scenario.from_json(kept["lesson"])


def read_lesson(text: str) -> Scenario:
    """A lesson from its saved JSON text (what a lesson's file and notebook hold), replayed
    and checked: :class:`ScenarioError` with a sentence if it is damaged."""
    return Scenario.from_json(parse_json_text(text, "the lesson"))


# -- the cells ----------------------------------------------------------------------------------
def _text(text: str) -> str:
    """Plain text as HTML inside Markdown: escaped, lines kept (no Markdown is read in it)."""
    return html.escape(text).replace("\n", "<br>")


def _heading(lesson: Scenario) -> str:
    title = lesson.title or "A lesson"
    intro = f"<p>{_text(lesson.intro)}</p>\n\n" if lesson.intro else ""
    exercises = len(lesson.exercise_steps())
    asks = (f" and answer its exercise{'s' * (exercises != 1)} on the board" if exercises
            else "")
    return (f"<h1>{_text(title)}</h1>\n\n{intro}"
            f"<p>Run the cells in order (Run &gt; Run All Cells), then step through the lesson "
            f"with <b>Next</b>{asks}.</p>")


def _exercise_cells(lesson: Scenario, number: int) -> list[dict[str, Any]]:
    exercise = lesson.steps[number].exercise or {}
    state = lesson.position_before(number)
    return [
        _markdown(f"<h3>Exercise</h3>\n\n<p>{_text(exercise['prompt'])}</p>"),
        _code(f"Exercise.from_lesson(lesson, {number})",
              _board_output(state, {}, f"Exercise({exercise['prompt']!r})")),
    ]


def _board_output(state: Any, marks: Any, text: str) -> dict[str, Any]:
    """A stored picture of ``state``'s board, as a board widget's display bundle holds it."""
    svg = interface_for(state).svg(state, marks)
    return {"output_type": "display_data", "metadata": {},
            "data": {"text/plain": text, "text/html": picture_html(svg), "image/svg+xml": svg}}


def _markdown(source: str) -> dict[str, Any]:
    return {"cell_type": "markdown", "metadata": {}, "source": source}


def _code(source: str, output: dict[str, Any] | None = None, *, folded: bool = False,
          comment: str = "") -> dict[str, Any]:
    if comment:
        source = f"# {comment.rstrip(': ')}\n{source}"
    return {"cell_type": "code", "execution_count": None,
            "metadata": dict(_FOLDED) if folded else {}, "outputs": [output] if output else [],
            "source": source}


def _literal(data: Any) -> str:
    """The lesson's JSON as a Python string literal (a JSON string is one: the kernel reads it
    with the JSON reader, never runs it)."""
    return json.dumps(json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                      ensure_ascii=False)
