"""The action notation of the Hegemony engine: reading, printing, and errors with the column."""

from __future__ import annotations

import pytest
from hegemony_states import start

from polislab import ScenarioError
from polislab.games.hegemony import (
    BeginProject,
    CreateGalleys,
    CreateHoplites,
    CreateMerchants,
    Pass,
    engine,
    parse_action,
)
from polislab.games.hegemony.actions import ACTION_KINDS

CANONICAL = {
    "pass": Pass(),
    "create hoplites Athenai x2 pay metal": CreateHoplites("Athenai", 2, "metal"),
    "create hoplite Chios pay silver": CreateHoplites("Chios", 1, "silver"),
    "create hoplite Pylos to Arkadia pay metal extra oil": CreateHoplites(
        "Pylos", 1, "metal", "Arkadia", "oil"),
    "create galley Chios pay silver": CreateGalleys("Chios", 1, "silver"),
    "create galleys Korinthos x3 to Ionio Pelagos pay wood": CreateGalleys(
        "Korinthos", 3, "wood", "Ionio Pelagos"),
    "create merchant Pylos pay wood": CreateMerchants("Pylos", 1, "wood"),
    "create merchants Athenai x2 pay silver extra wheat": CreateMerchants(
        "Athenai", 2, "silver", "wheat"),
    "begin project Theatre in Athenai": BeginProject("Theatre", "Athenai"),
    "begin project Theatre in Athenai pay silver": BeginProject("Theatre", "Athenai", "all"),
    "begin project Temple of Zeus in Sparta pay silver for metal extra wine":
        BeginProject("Temple of Zeus", "Sparta", ("metal",), "wine"),
    "begin project Theatre with episkenion in Athenai pay silver for wood": BeginProject(
        "Theatre with episkenion", "Athenai", ("wood",)),
}


@pytest.mark.parametrize("text", CANONICAL)
def test_canonical_texts_read_as_their_python_form_and_print_back(text):
    action = parse_action(text)
    assert action == CANONICAL[text]
    assert str(action) == text
    assert parse_action(str(CANONICAL[text])) == CANONICAL[text]


@pytest.mark.parametrize(("text", "canonical"), [
    ("create galleys Chios x1 pay silver", "create galley Chios pay silver"),
    ("CREATE   Hoplites  athenai  X2 PAY Metal", "create hoplites Athenai x2 pay metal"),
    ("create merchant myrtöo pelagos", None),
    ("create hoplites Pylos x1 to Messenia pay metal", "create hoplite Pylos pay metal"),
    ("create galley Chios to Noties Sporades pay wood", "create galley Chios pay wood"),
    ("begin project Socrates in Athenai pay silver", "begin project Socrates in Athenai"),
    ("begin project Temple of Zeus in Sparta pay silver for wood,metal",
     "begin project Temple of Zeus in Sparta pay silver"),
    ("  pass  ", "pass"),
])
def test_other_spellings_read_as_the_canonical_form(text, canonical):
    if canonical is None:
        with pytest.raises(ScenarioError):
            parse_action(text)
        return
    assert str(parse_action(text)) == canonical


@pytest.mark.parametrize(("text", "column", "message"), [
    ("", 1, "expected 'pass' or 'create' or 'begin' or "),
    ("build hoplites Athenai", 1, "found 'build'"),
    ("create hoplits Athenai pay metal", 8, "expected 'hoplite'"),
    ("create hoplites Athens x2 pay metal", 17, "polislab spells it 'Athenai'"),
    ("create hoplites Atenai x2 pay metal", 17, "did you mean 'Athenai'"),
    ("create hoplites Athenai x0 pay metal", 25, "1 or more"),
    ("create hoplites Athenai x2", 27, "expected 'pay', found the end"),
    ("create hoplites Athenai x2 pay gold", 32, "expected the payment"),
    ("create hoplites Athenai x2 pay metal extra", 43, "the extra resource"),
    ("create hoplites Athenai x2 pay metal now", 38, "unexpected 'now'"),
    ("create galleys Korinthos to Ionian Sea pay wood", 29, "polislab spells it 'Ionio Pelagos'"),
    ("create merchant Pylos to Illyria pay wood", 23, "trade port: no 'to'"),
    ("create hoplites pay metal", 17, "expected the name of a polis"),
    ("begin Theatre in Athenai", 7, "expected 'project'"),
    ("begin project Parthenon in Athenai", 15, "unknown project 'Parthenon'"),
    ("begin project Theatre Athenai", 15, "unknown project 'Theatre Athenai'"),
    ("begin project Theatre in", 25, "expected the name of a polis"),
    ("begin project Theatre in Athenai pay wood", 38, "expected 'silver'"),
    ("begin project Theatre in Athenai pay silver for wood, wood", 55, "once, never silver"),
    ("begin project Theatre in Athenai pay silver for silver", 49, "once, never silver"),
    ("pass now", 6, "unexpected 'now'"),
])
def test_malformed_text_raises_a_scenario_error_with_the_column(text, column, message):
    with pytest.raises(ScenarioError) as err:
        parse_action(text)
    assert err.value.column == column, str(err.value)
    assert err.value.line == 1 and message in str(err.value)
    assert f"column {column}:" in str(err.value)


@pytest.mark.parametrize("value", [None, 3, ["pass"]])
def test_only_text_is_read(value):
    with pytest.raises(ScenarioError):
        parse_action(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(("make", "message"), [
    (lambda: CreateHoplites("Athenai", 0), "1 or more"),
    (lambda: CreateHoplites("Athenai", True), "1 or more"),
    (lambda: CreateHoplites("Athenai", 1, "gold"), "payment"),
    (lambda: CreateGalleys("Chios", to="Atlantis"), "unknown territory"),
    (lambda: CreateMerchants("Pylos", extra="gold"), "extra resource"),
    (lambda: BeginProject("Theatre", "Athenai", ("silver",)), "never silver"),
    (lambda: BeginProject("Theatre", "Athenai", "metal"), "'all' or a tuple"),
    (lambda: BeginProject("Parthenon", "Athenai"), "unknown project"),
    (lambda: Pass(extra="wine"), "costs nothing"),  # type: ignore[arg-type]
])
def test_the_python_form_is_checked_when_made(make, message):
    with pytest.raises(ScenarioError, match=message):
        make()


def test_actions_are_values_with_a_kind():
    assert CreateHoplites("Athenai") == CreateHoplites("Athenai", 1, "metal", None, None)
    assert hash(CreateHoplites("Athenai")) == hash(parse_action("create hoplite Athenai pay "
                                                                "metal"))
    kinds = {type(a).kind for a in CANONICAL.values()}
    assert kinds - {"pass"} <= set(ACTION_KINDS)
    assert len(ACTION_KINDS) == 12
    assert {c for c in ACTION_KINDS.values()} == {"development", "military", "political"}


def test_parse_action_through_the_engine_ignores_the_state():
    state = start()
    assert engine.parse_action(state, "pass") == engine.parse_action(None, "pass") == Pass()
    assert engine.parse_action(state, Pass()) == Pass()


def test_every_legal_action_prints_as_text_that_reads_back():
    state = start()
    actions = engine.legal_actions(state)
    assert len(actions) > 5
    for action in actions:
        assert parse_action(str(action)) == action
