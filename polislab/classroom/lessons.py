"""A teacher's own lessons, edited step by step: what the lesson recorder does, as functions on
a :class:`~polislab.core.Scenario` (each returns a new lesson, replayed and checked, or raises
:class:`ScenarioError` with a sentence and leaves the lesson as it was).

>>> lesson = open_lesson("hopping")
>>> lesson = inserted(lesson, 0, Step("d2-d3", "Red steps forward."))
>>> [step.action for step in lesson.steps]
[None, 'd2-d3']
>>> toggled_mark({"crosses": ["e4"]}, "crosses", "e4"), toggled_mark(None, "arrows", ["a1", "a2"])
({'crosses': []}, {'arrows': [['a1', 'a2']]})
>>> deleted(lesson, 0)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: the first step shows where the lesson starts: it stays ...
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from polislab.core.declarations import game_package
from polislab.core.errors import FolderError, PolislabError, ScenarioError
from polislab.core.inputs import excerpt, read_json_file
from polislab.core.protocol import game_names, get_game
from polislab.core.scenario import Scenario, Step

from .lesson_notebook import lesson_notebook, lesson_of_notebook
from .moment import read_moment

__all__ = ["MAX_LESSON_STEPS", "deleted", "files_kept", "inserted", "open_lesson", "replaced",
           "save_lesson", "toggled_mark"]

#: The most steps a recorded lesson may have: a lesson is taught in one sitting (polislab's
#: own tutorials have at most 28 steps).
MAX_LESSON_STEPS = 200
#: The mark kinds a teacher places by clicking, in the recorder's order.
MARK_KINDS = ("highlight", "arrows", "crosses", "dots")


def open_lesson(what: Any) -> Scenario:
    """A lesson to record or edit, from any start: a game's name (its start), a position, a
    lesson (:class:`Scenario`, a tutorial too), a moment code (a position, a tutorial step or a
    whole lesson), or the path of a lesson's file (``.json``) or of the notebook made from it
    (``.ipynb``)."""
    if isinstance(what, Scenario):
        return as_own_lesson(what)
    if hasattr(what, "game_name"):
        return _from_position(what)
    if isinstance(what, os.PathLike):
        return _from_file(Path(what))
    if not isinstance(what, str) or not what.strip():
        raise ScenarioError(f"a lesson starts from a game's name ({', '.join(game_names())}), "
                            f"a position, a moment code or a lesson's file, not "
                            f"{excerpt(what)}")
    text = what.strip()
    if text in game_names():
        package = game_package(text)
        start = getattr(package, "start", None)
        return _from_position(start() if callable(start) else get_game(text).initial_state())
    if text.upper().startswith("PL"):
        moment = read_moment(text)
        lesson = getattr(moment, "scenario", None)
        if lesson is not None and not getattr(moment, "tutorial", ""):
            return as_own_lesson(lesson)
        return _from_position(moment.board())
    if text.endswith((".json", ".ipynb")):
        return _from_file(Path(text))
    raise ScenarioError(f"{excerpt(text)} is neither a game ({', '.join(game_names())}), a "
                        "moment code (PL2-…) nor a lesson's file (.json or .ipynb)")


def as_own_lesson(lesson: Scenario) -> Scenario:
    """``lesson`` as a lesson of one's own: a ready-made tutorial's name dropped, so that its
    Share codes the whole lesson, not a step of the stored tutorial."""
    return Scenario(lesson.game, lesson.start, lesson.steps, title=lesson.title,
                    intro=lesson.intro, script=lesson.script)


def _from_position(state: Any) -> Scenario:
    return Scenario(state.game_name, state, [Step(None, "")], title="")


def _from_file(path: Path) -> Scenario:
    if path.suffix == ".ipynb":
        return lesson_of_notebook(read_json_file(path, "the lesson's notebook"))
    return Scenario.load(path)


# -- editing ------------------------------------------------------------------------------------
def _rebuilt(lesson: Scenario, steps: Sequence[Step], doing: str) -> Scenario:
    if len(steps) > MAX_LESSON_STEPS:
        raise ScenarioError(f"a lesson has at most {MAX_LESSON_STEPS} steps (one sitting): "
                            "make a second lesson for the rest")
    try:
        return Scenario(lesson.game, lesson.start, steps, title=lesson.title,
                        intro=lesson.intro, script=lesson.script)
    except ScenarioError as err:
        raise ScenarioError(f"{doing}: {_said(err)}") from None


def _said(err: PolislabError) -> str:
    """A scenario's refusal in a teacher's words: steps counted from 1, as the list shows."""
    return re.sub(r"steps\[(\d+)\]", lambda m: f"step {int(m.group(1)) + 1}", str(err))


def inserted(lesson: Scenario, after: int, step: Step) -> Scenario:
    """``lesson`` with ``step`` after step ``after`` (counted from 0): the later steps must
    still be playable after it."""
    steps = list(lesson.steps)
    check_number(lesson, after)
    steps.insert(after + 1, step)
    return _rebuilt(lesson, steps, f"this step cannot go after step {after + 1}")


def replaced(lesson: Scenario, number: int, step: Step) -> Scenario:
    """``lesson`` with step ``number`` replaced by ``step`` (its words, marks or exercise)."""
    check_number(lesson, number)
    steps = list(lesson.steps)
    steps[number] = step
    return _rebuilt(lesson, steps, f"step {number + 1} cannot be changed so")


def deleted(lesson: Scenario, number: int) -> Scenario:
    """``lesson`` without step ``number``; the first step (where the lesson starts) stays."""
    check_number(lesson, number)
    if number == 0:
        raise ScenarioError("the first step shows where the lesson starts: it stays (edit its "
                            "words, or start a new lesson from another position)")
    steps = list(lesson.steps)
    del steps[number]
    return _rebuilt(lesson, steps, f"step {number + 1} cannot be deleted")


def check_number(lesson: Scenario, number: Any) -> None:
    if not isinstance(number, int) or isinstance(number, bool) or not (
            0 <= number < len(lesson.steps)):
        raise ScenarioError(f"the lesson's steps are numbered 0 to {len(lesson.steps) - 1}; "
                            f"there is no step {excerpt(number)}")


def toggled_mark(marks: dict[str, Any] | None, kind: str, place: Any) -> dict[str, Any]:
    """``marks`` with ``place`` (an arrow: a pair of places) added under ``kind``, or taken
    off if it was there."""
    if kind not in MARK_KINDS:
        raise ScenarioError(f"a mark is one of {', '.join(MARK_KINDS)}, not {excerpt(kind)}")
    out = {key: list(value) for key, value in (marks or {}).items()}
    item = list(place) if kind == "arrows" else place
    items = out.setdefault(kind, [])
    if item in items:
        items.remove(item)
    else:
        items.append(item)
    return out


# -- saving -------------------------------------------------------------------------------------
_STEM = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,59}")


def file_stem(title: str) -> str:
    """A file name (without its ending) from a lesson's title: "my-first-siege"."""
    words = re.findall(r"[a-z0-9]+", title.lower())
    return "-".join(words)[:60].strip("-") or "my-lesson"


def save_lesson(lesson: Scenario, stem: str, folder: str | os.PathLike[str] = ".") -> tuple[
        Path, Path]:
    """Write ``lesson`` as ``<stem>.json`` (the lesson, to open again and edit) and
    ``<stem>.ipynb`` (its tutorial notebook) in ``folder``; returns both paths. A file of the
    same name that holds no lesson is never overwritten; a folder that cannot be written
    raises :class:`FolderError`."""
    if not isinstance(stem, str) or not _STEM.fullmatch(stem):
        raise ScenarioError(f"a lesson's file name is letters, digits, - and _ (at most 60), "
                            f"e.g. 'my-first-siege', not {excerpt(stem)}")
    folder = Path(folder)
    paths = (folder / f"{stem}.json", folder / f"{stem}.ipynb")
    try:
        for path in paths:
            if path.exists() and not _holds_a_lesson(path):
                raise ScenarioError(f"{path.name} is already there and is not a lesson: choose "
                                    "another name (polislab never overwrites it)")
        lesson.save(paths[0])
        paths[1].write_text(json.dumps(lesson_notebook(lesson), indent=1, ensure_ascii=False)
                            + "\n", encoding="utf-8")
    except OSError as err:
        where = "the notebook's folder" if str(folder) == "." else str(folder)
        raise FolderError(f"the lesson's files cannot be written in {where} "
                          f"({err.strerror or 'the system refused'})") from None
    return paths


#: Where the JupyterLite site's kernel (Pyodide) keeps files in the browser's storage:
#: JupyterLite's drive, its notebooks' folder, which it mounts when the browser lets the site
#: run its service worker.
BROWSER_DRIVE = Path("/drive")


def files_kept(folder: str | os.PathLike[str]) -> bool:
    """Whether files written in ``folder`` outlive the page. Outside a browser, always; in the
    JupyterLite site's kernel only in its drive. A browser that gives the site no service
    worker (some private windows, or a site opened at an http:// address other than localhost)
    has no drive: the kernel's files live in the page's memory, and go with it."""
    if sys.platform != "emscripten":
        return True
    return Path(folder).absolute().is_relative_to(BROWSER_DRIVE)


def _holds_a_lesson(path: Path) -> bool:
    try:
        _from_file(path)
    except (PolislabError, OSError, ValueError):
        return False
    return True


def label(lesson: Scenario, number: int) -> str:
    """Step ``number``'s line in the recorder's list: its number, its name, and whether it
    sets an exercise."""
    step = lesson.steps[number]
    name = step.title or step.action or ("Start" if number == 0 else "Text")
    extra = " (exercise)" if step.exercise else ""
    return f"{number + 1}. {name}{extra}"


def with_words(step: Step, **changes: Any) -> Step:
    """``step`` with new words (title, narration), marks or exercise (checked as a Step)."""
    return replace(step, **changes)
