"""The two errors a learner meets (polislab.core.errors, design.md "Conventions")."""

from __future__ import annotations

import pytest

from polislab import IllegalAction, ScenarioError, ScriptExhausted
from polislab.core import PolislabError


def test_illegal_action_is_a_value_error_carrying_rule_and_reason():
    err = IllegalAction("Polis §Taking Your Turn", "e4 is occupied")
    assert isinstance(err, ValueError)
    assert isinstance(err, PolislabError)
    assert err.rule == "Polis §Taking Your Turn"
    assert err.reason == "e4 is occupied"


def test_illegal_action_message_says_the_reason_and_cites_the_rule():
    message = str(IllegalAction("Polis §Illegal Moves", "d5 would be captured"))
    assert "d5 would be captured" in message
    assert "Polis §Illegal Moves" in message


def test_illegal_action_is_caught_as_value_error():
    with pytest.raises(ValueError) as info:
        raise IllegalAction("rule X", "why Y")
    assert info.value.rule == "rule X"
    assert info.value.reason == "why Y"


def test_scenario_error_carries_line_and_column_and_says_them():
    err = ScenarioError("unknown cell 'XX'", line=3, column=7)
    assert isinstance(err, ValueError)
    assert isinstance(err, PolislabError)
    assert (err.line, err.column) == (3, 7)
    assert err.reason == "unknown cell 'XX'"
    message = str(err)
    assert "line 3" in message
    assert "column 7" in message
    assert "unknown cell 'XX'" in message


def test_scenario_error_with_line_only_says_the_line_and_no_column():
    err = ScenarioError("too many rows", line=9)
    assert (err.line, err.column) == (9, None)
    assert "line 9" in str(err)
    assert "column" not in str(err)


def test_scenario_error_without_a_place_is_just_the_reason():
    err = ScenarioError("not a saved position")
    assert (err.line, err.column) == (None, None)
    assert str(err) == "not a saved position"


def test_script_exhausted_is_a_polislab_lookup_error():
    err = ScriptExhausted("the script ran out")
    assert isinstance(err, LookupError)
    assert isinstance(err, PolislabError)
    assert not isinstance(err, ValueError)
