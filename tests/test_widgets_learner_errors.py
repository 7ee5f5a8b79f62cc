"""polislab's own errors in a notebook cell show the learner their sentence, not a traceback
(the teacher's walkthrough, friction 8: a damaged moment code gave a full traceback first)."""

from __future__ import annotations

import sys
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

from polislab.core.errors import IllegalAction, PolislabError, ScenarioError
from polislab.widgets.learner_errors import ENV_VAR, sentence_of, show_errors_as_sentences


class Shell:
    """What IPython's shell offers a handler: set_custom_exc, and _showtraceback to show."""

    def __init__(self) -> None:
        self.custom_exceptions: tuple[type, ...] = ()
        self.handler: Any = None
        self.shown: list[tuple[type, list[str]]] = []

    def set_custom_exc(self, exceptions: tuple[type, ...], handler: Any) -> None:
        self.custom_exceptions, self.handler = exceptions, handler

    def _showtraceback(self, etype: type, _value: BaseException, stb: list[str]) -> None:
        self.shown.append((etype, stb))


def _raise(error: BaseException) -> tuple[type, BaseException, Any]:
    try:
        raise error
    except PolislabError:
        return sys.exc_info()  # type: ignore[return-value]


def test_a_polislab_error_is_shown_as_its_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    shell = Shell()
    assert show_errors_as_sentences(shell) and shell.custom_exceptions == (PolislabError,)
    error = IllegalAction("Polis rules §Taking Your Turn", "e4 is occupied")
    shell.handler(shell, *_raise(error))
    assert shell.shown == [(IllegalAction,
                            ["IllegalAction: e4 is occupied (Polis rules §Taking Your Turn)"])]
    assert sys.last_value is error  # %tb still shows where it was raised
    assert show_errors_as_sentences(shell)  # again: nothing changes


def test_developers_keep_tracebacks_and_a_notebook_s_own_handler_stays(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, "1")
    shell = Shell()
    assert not show_errors_as_sentences(shell) and shell.handler is None
    monkeypatch.setenv(ENV_VAR, "0")
    shell.set_custom_exc((KeyError,), "the notebook's own")
    assert not show_errors_as_sentences(shell) and shell.handler == "the notebook's own"


def test_sentence_of_names_the_kind_and_says_the_sentence() -> None:
    assert sentence_of(ScenarioError("no such square", line=2)) == (
        "ScenarioError: line 2: no such square")


def test_in_a_real_kernel_the_cell_fails_with_the_sentence_alone() -> None:
    """Run in a kernel: the damaged code's cell fails (Run All stops there) with an error
    output whose only line is the sentence; a bug still gives its full traceback."""
    cells = ["import polislab.widgets",
             "from polislab.classroom import read_moment\nread_moment('PL1-ABCDE-FGHIJ')",
             "1 / 0"]
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    NotebookClient(notebook, timeout=60, kernel_name="python3", allow_errors=True).execute()
    damaged, bug = notebook.cells[1].outputs, notebook.cells[2].outputs
    assert [o["output_type"] for o in damaged] == ["error"]
    assert damaged[0]["ename"] == "ScenarioError"
    assert damaged[0]["traceback"] == [f"ScenarioError: {damaged[0]['evalue']}"]
    assert "damaged" in damaged[0]["evalue"]
    assert bug[0]["ename"] == "ZeroDivisionError" and len(bug[0]["traceback"]) > 1
