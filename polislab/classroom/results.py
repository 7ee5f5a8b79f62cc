"""Exercise results a learner keeps and a teacher merges, with no server.

Every :class:`~polislab.widgets.Exercise` and :class:`~polislab.widgets.Question` writes what
the learner does (each answer, right or not; each hint; "Show answer") to a small JSON file in
the learner's own files, ``polislab-results.json`` beside the notebook (in the JupyterLite site,
the browser's storage). Nothing leaves the learner's machine unless they hand the file in
("Download my results", or the file itself). The teacher reads any number of those files with
:func:`class_results` into a class table and a chart: who needed hints where, and which
exercise the class found hardest.

The file is plain JSON in a declared format (``FORMAT``, ``VERSION``)::

    {"format": "polislab-results", "version": 1, "learner": "Ann",
     "entries": [{"kind": "attempt", "exercise": "stunned-chariot", "prompt": "...",
                  "answer": "d4-d5", "correct": false, "time": "2026-11-27T10:41:03Z",
                  "seconds": 12.5}, {"kind": "hint", ...}, {"kind": "answer", ...}]}

``kind`` is "attempt" (with ``answer`` and ``correct``), "hint" or "answer" (Show answer was
pressed); ``seconds`` counts from when the exercise was first shown. Results are what the
learner's own machine wrote: good for a teacher's view of a lesson, not for marks.

>>> book = ResultsBook(learner="Ann", path=None)
>>> book.record("hint", "ex1", "Capture the dog.")
>>> book.record("attempt", "ex1", "Capture the dog.", answer="e3-e4", correct=True)
>>> table = merge([book.to_json()])
>>> [(row.exercise, row.tried, row.right, row.hinted) for row in table.rows()]
[('ex1', 1, 1, 1)]
>>> print(table.hardest())  # doctest: +NORMALIZE_WHITESPACE
“Capture the dog.”: 1 learner tried it (1.0 answers each), 1 got it right,
0 at the first try with no hint, 1 needed a hint, 0 showed the answer.
>>> results_file_name("Zoë O'Neil")
'polislab-results-Zoë-O-Neil.json'
"""

from __future__ import annotations

import html
import json
import os
import time
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import check_plain, excerpt, read_json_file, refuse_unknown_keys

__all__ = ["FORMAT", "VERSION", "ClassResults", "ExerciseRow", "ResultsBook", "class_results",
           "merge", "my_results_book", "results_file_name", "set_learner"]

FORMAT = "polislab-results"
VERSION = 1
#: The file each learner's results go to, beside the notebook; the environment variable
#: POLISLAB_RESULTS_FILE names another ("" keeps results in memory only, as the tests do).
DEFAULT_FILE = "polislab-results.json"
KINDS = ("attempt", "hint", "answer")
_ENTRY_KEYS = ("kind", "exercise", "prompt", "answer", "correct", "time", "seconds")
_FILE_KEYS = ("format", "version", "learner", "entries")
MAX_ENTRIES = 20_000
#: The longest learner's name (a name, not a message).
MAX_NAME = 80


def results_file_name(learner: str) -> str:
    """The name of the file a learner hands in: ``polislab-results-<name>.json``, the name
    kept to its letters and digits (any script) joined by "-", so that it is a file name on
    every system; ``polislab-results.json`` for a learner with no name yet."""
    name = unicodedata.normalize("NFC", learner)
    safe = "-".join("".join(c if c.isalnum() else " " for c in name).split())
    return f"polislab-results-{safe}.json" if safe else DEFAULT_FILE


def checked_name(name: object) -> str:
    """``name`` as a learner's name (spaces tidied); ScenarioError saying what a name is."""
    tidy = " ".join(name.split()) if isinstance(name, str) else ""
    if not any(c.isalnum() for c in tidy) or len(tidy) > MAX_NAME:
        raise ScenarioError(f"a learner's name is a short text with a letter or a digit "
                            f"(at most {MAX_NAME} characters), such as Ann Smith")
    return tidy


class ResultsBook:
    """One learner's results: kept in memory and, when ``path`` is set, in that file (written
    again after each entry, so nothing is lost when the kernel stops)."""

    def __init__(self, learner: str = "", path: str | os.PathLike[str] | None = DEFAULT_FILE,
                 ) -> None:
        self.learner = learner
        self.path = Path(path) if path else None
        self.entries: list[dict[str, Any]] = []
        self._listeners: list[Any] = []
        if self.path is not None and self.path.exists():
            self._load_existing()

    def record(self, kind: str, exercise: str, prompt: str, *, answer: str | None = None,
               correct: bool | None = None, seconds: float | None = None) -> None:
        """Add one entry (see the module's docstring) and save."""
        if kind not in KINDS:
            raise ValueError(f"a result is one of {', '.join(KINDS)}, not {kind!r}")
        entry: dict[str, Any] = {"kind": kind, "exercise": exercise, "prompt": prompt,
                                 "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
        if kind == "attempt":
            entry["answer"], entry["correct"] = str(answer), bool(correct)
        if seconds is not None:
            entry["seconds"] = round(float(seconds), 1)
        self.entries.append(entry)
        self.save()
        for listener in self._listeners:
            listener()

    def set_learner(self, name: str) -> None:
        """Put the learner's name on the results, and save it with them: a restarted kernel
        knows it (ScenarioError for a name that is not one; the name is then unchanged)."""
        self.learner = checked_name(name)
        self.save()
        for listener in self._listeners:
            listener()

    def on_change(self, listener: Any) -> None:
        """Call ``listener()`` after each new entry and a new name (the download control and
        the name box keep up so)."""
        self._listeners.append(listener)

    def file_name(self) -> str:
        """The name of the file to hand in (see :func:`results_file_name`)."""
        return results_file_name(self.learner)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "learner": self.learner,
                "entries": list(self.entries)}

    def text(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"

    def save(self) -> None:
        if self.path is None:
            return
        spare = self.path.with_name(self.path.name + ".new")
        spare.write_text(self.text(), encoding="utf-8")
        os.replace(spare, self.path)  # whole or not at all, even if the kernel stops midway

    def _load_existing(self) -> None:
        try:
            data = read_results(read_json_file(self.path, "the results file"))
        except ScenarioError:
            # Unreadable (edited by hand?): kept aside, never overwritten, and a fresh file begun.
            assert self.path is not None
            os.replace(self.path, self.path.with_name(self.path.name + ".unreadable"))
            return
        self.entries = list(data["entries"])
        self.learner = self.learner or data["learner"]

    def __repr__(self) -> str:
        whose = f"{self.learner}'s results" if self.learner else "Results with no name yet"
        kept = f"kept in {self.path}" if self.path else "kept in memory only"
        exercises = len({entry["exercise"] for entry in self.entries})
        return (f"{whose}: {_count(len(self.entries), 'entry', 'entries')} on "
                f"{_count(exercises, 'exercise')}, {kept}.")


def read_results(data: Any, where: str = "the results") -> dict[str, Any]:
    """Check results data (a learner's file) and return it; ScenarioError saying what is wrong."""
    check_plain(data, where)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScenarioError(f"{where}: not a polislab results file (format {FORMAT!r})")
    refuse_unknown_keys(data, _FILE_KEYS, where)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        raise ScenarioError(f"{where}: version {excerpt(version)} is not one this polislab "
                            f"reads (1 to {VERSION})")
    learner, entries = data.get("learner", ""), data.get("entries")
    if not isinstance(learner, str):
        raise ScenarioError(f"{where}: 'learner' is a name, not {excerpt(learner)}")
    if not isinstance(entries, list) or len(entries) > MAX_ENTRIES:
        raise ScenarioError(f"{where}: 'entries' is a list of at most {MAX_ENTRIES:,} results")
    for number, entry in enumerate(entries):
        _check_entry(entry, f"{where}: entries[{number}]")
    return {"learner": learner, "entries": entries}


def _check_entry(entry: Any, where: str) -> None:
    if not isinstance(entry, dict):
        raise ScenarioError(f"{where}: a result is an object, not {excerpt(entry)}")
    refuse_unknown_keys(entry, _ENTRY_KEYS, where)
    if entry.get("kind") not in KINDS:
        raise ScenarioError(f"{where}.kind: one of {', '.join(KINDS)}, got "
                            f"{excerpt(entry.get('kind'))}")
    for key in ("exercise", "prompt", "time"):
        if not isinstance(entry.get(key), str):
            raise ScenarioError(f"{where}.{key}: a text, got {excerpt(entry.get(key))}")
    if entry["kind"] == "attempt":
        if not isinstance(entry.get("answer"), str):
            raise ScenarioError(f"{where}.answer: a text, got {excerpt(entry.get('answer'))}")
        if not isinstance(entry.get("correct"), bool):
            raise ScenarioError(f"{where}.correct: true or false, got "
                                f"{excerpt(entry.get('correct'))}")
    seconds = entry.get("seconds", 0)
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not (
            0 <= seconds < 10**7):
        raise ScenarioError(f"{where}.seconds: a number of seconds, got {excerpt(seconds)}")


# -- the learner's own book ----------------------------------------------------------------------
_BOOK: ResultsBook | None = None


def my_results_book() -> ResultsBook:
    """This kernel's results book (made on first use, in POLISLAB_RESULTS_FILE or
    polislab-results.json beside the notebook). Its learner is the name kept in that file (a
    restarted kernel still knows it), else the JupyterHub user's, else none yet (the
    exercises then ask for it)."""
    global _BOOK
    if _BOOK is None:
        path = os.environ.get("POLISLAB_RESULTS_FILE", DEFAULT_FILE)
        _BOOK = ResultsBook(path=path or None)
        _BOOK.learner = _BOOK.learner or os.environ.get("JUPYTERHUB_USER", "")
    return _BOOK


def set_learner(name: str) -> None:
    """Put the learner's name on their results (the teacher's table shows it, and the file
    handed in is named by it); kept with the results, so that it is asked once."""
    my_results_book().set_learner(name)


# -- the teacher's side --------------------------------------------------------------------------
def _count(number: float, word: str, plural: str = "") -> str:
    return f"{number} {word if number == 1 else plural or word + 's'}"


def _whose(learners: int) -> str:
    return "1 learner's" if learners == 1 else f"{learners} learners'"


@dataclass(frozen=True, repr=False)
class ExerciseRow:
    """What the class did on one exercise. Counts are of learners. Shown as a sentence."""

    exercise: str  # its name in the results files
    prompt: str  # its words, as the learners read them
    tried: int  # answered at least once
    right: int  # answered right at least once
    first_try: int  # right at the first answer, with no hint and no answer shown before
    hinted: int  # asked for at least one hint
    two_hints: int  # asked for two hints or more
    shown: int  # pressed "Show answer"
    attempts: float  # mean answers per learner who tried

    @property
    def title(self) -> str:
        """The exercise in words: its prompt (its name, for results with no prompt)."""
        return " ".join(self.prompt.split()) or self.exercise.replace("-", " ")

    @property
    def hardest_score(self) -> float:
        """How hard the class found it: the share of learners who tried and did not get it
        right at the first try unaided (0 to 1)."""
        return 1 - self.first_try / self.tried if self.tried else 0.0

    def __repr__(self) -> str:
        answers = f" ({self.attempts:.1f} answers each)" if self.tried else ""
        return (f"“{self.title}”: {_count(self.tried, 'learner')} tried it{answers}, "
                f"{self.right} got it right, {self.first_try} at the first try with no hint, "
                f"{self.hinted} needed a hint, {self.shown} showed the answer.")

    __str__ = __repr__


class ClassResults:
    """The merged results of a class: ``rows()`` per exercise, ``learners()``, ``table()``
    as HTML, ``chart()`` as SVG; shown in a notebook as the table and the chart."""

    def __init__(self, books: list[dict[str, Any]]) -> None:
        self.books = books

    def learners(self) -> list[str]:
        return sorted({book["learner"] for book in self.books})

    def rows(self) -> list[ExerciseRow]:
        """One row per exercise, in the order the class first met them."""
        order: dict[str, str] = {}
        per: dict[str, dict[str, list[dict[str, Any]]]] = {}
        for book in self.books:
            for entry in book["entries"]:
                order.setdefault(entry["exercise"], entry["prompt"])
                per.setdefault(entry["exercise"], {}).setdefault(book["learner"], []).append(
                    entry)
        return [_row(name, prompt, per[name]) for name, prompt in order.items()]

    def hardest(self) -> ExerciseRow | None:
        """The exercise the class found hardest (see :attr:`ExerciseRow.hardest_score`), shown
        as a sentence; None while nobody has answered one."""
        rows = [row for row in self.rows() if row.tried]
        return max(rows, key=lambda row: (row.hardest_score, row.hinted)) if rows else None

    def table(self) -> str:
        """The class table as HTML: one row per exercise, numbered as in the chart and named
        by its words."""
        heads = ("exercise", "tried", "right", "right first try", "needed a hint",
                 "two hints or more", "showed the answer", "answers each")
        lines = ["<table class='polislab-class-results'><caption>"
                 f"{_whose(len(self.learners()))} results</caption><thead><tr>",
                 *(f"<th scope='col'>{head}</th>" for head in heads), "</tr></thead><tbody>"]
        for number, row in enumerate(self.rows(), start=1):
            cells = (row.tried, row.right, row.first_try, row.hinted, row.two_hints, row.shown,
                     f"{row.attempts:.1f}")
            lines.append(f"<tr><th scope='row' style='text-align:left'>{number}. "
                         f"{html.escape(row.title)}</th>"
                         + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>")
        lines.append("</tbody></table>")
        return "".join(lines)

    def chart(self) -> str:
        """A bar chart (SVG): per exercise (numbered as in the table: prompts are too long
        to stand under a bar), how many learners got it right at the first try, needed a
        hint, and showed the answer."""
        from polislab.render.chart import bar_chart_svg  # drawing sits above the data

        rows = self.rows()
        chart = _Chart(
            title="What the class found hard",
            categories=tuple(str(number) for number in range(1, len(rows) + 1)),
            series=(("right first try", tuple(row.first_try for row in rows)),
                    ("needed a hint", tuple(row.hinted for row in rows)),
                    ("showed the answer", tuple(row.shown for row in rows))),
            y_label="learners", x_label="exercise, numbered as in the table")
        return bar_chart_svg(chart)

    def _repr_html_(self) -> str:
        if not self.books:
            return "<p>No results yet.</p>"
        return self.table() + self.chart()

    def __repr__(self) -> str:
        if not self.books:
            return "No results yet."
        return (f"{_whose(len(self.learners()))} results on "
                f"{_count(len(self.rows()), 'exercise')}.")


@dataclass(frozen=True)
class _Chart:
    title: str
    categories: tuple[str, ...]
    series: tuple[tuple[str, tuple[float, ...]], ...]
    y_label: str
    x_label: str


def _row(exercise: str, prompt: str, by_learner: dict[str, list[dict[str, Any]]]) -> ExerciseRow:
    tried = right = first_try = hinted = two_hints = shown = answers = 0
    for entries in by_learner.values():
        attempts = [e for e in entries if e["kind"] == "attempt"]
        hints = sum(e["kind"] == "hint" for e in entries)
        hinted += hints >= 1
        two_hints += hints >= 2
        shown += any(e["kind"] == "answer" for e in entries)
        if attempts:
            tried += 1
            answers += len(attempts)
            right += any(e["correct"] for e in attempts)
            first = entries.index(attempts[0])
            unaided = all(e["kind"] == "attempt" for e in entries[:first])
            first_try += attempts[0]["correct"] and unaided
    return ExerciseRow(exercise, prompt, tried, right, first_try, hinted, two_hints, shown,
                       answers / tried if tried else 0.0)


def merge(books: Iterable[Any]) -> ClassResults:
    """The class results of several learners' results data (what :meth:`ResultsBook.to_json`
    gives). A learner handing in twice counts once: their entries are merged."""
    merged: dict[str, dict[tuple[Any, ...], dict[str, Any]]] = {}
    for number, data in enumerate(books):
        book = read_results(data, f"results[{number}]")
        learner = book["learner"] or f"learner {number + 1}"
        entries = merged.setdefault(learner, {})
        # The same entry at the same place of a learner's file is one entry: a file handed in
        # again (the same, or grown since) adds only what is new.
        for place, entry in enumerate(book["entries"]):
            key = (place, *sorted((k, str(v)) for k, v in entry.items()))
            entries.setdefault(key, entry)
    return ClassResults([
        {"learner": learner, "entries": sorted(entries.values(), key=lambda e: e["time"])}
        for learner, entries in sorted(merged.items())])


def class_results(*paths: str | os.PathLike[str]) -> ClassResults:
    """The class results of learners' files: each path a results file, or a folder whose
    ``*.json`` files are results (the other JSON files there are skipped). A file's learner is
    the name in it, else its file name."""
    books = []
    for path in map(Path, paths):
        files = sorted(path.glob("*.json")) if path.is_dir() else [path]
        for file in files:
            data = read_json_file(file, f"the results file {file.name}")
            if path.is_dir() and not (isinstance(data, dict) and data.get("format") == FORMAT):
                continue  # another kind of JSON file in the hand-in folder
            if isinstance(data, dict) and not data.get("learner"):
                data = {**data, "learner": file.stem.removeprefix("polislab-results-")}
            books.append(data)
    return merge(books)
