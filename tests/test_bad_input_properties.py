"""Property tests: random bad input to each game's notation parser and save reader (issues 17
and 28).

For each registered game, hypothesis (seeded: ``derandomize``, bounded: ``deadline``) throws
random text, and random edits of valid action texts, at the notation parser, and random
mutations of a valid save (a value replaced, a key removed or added) at ``from_json``. The
promise checked: the input is accepted and valid (it plays, or reads back as the same state),
or it is refused with a polislab error (a ValueError) of a short message; and the state or data
given is unchanged either way. ``POLISLAB_BAD_INPUT_EXAMPLES`` sets the examples per test (30
by default; CI may set more).
"""

from __future__ import annotations

import copy
import json
import os
import random
import re
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from pending_saves import pending_saves

from polislab.core import PolislabError, game_names, get_game
from polislab.core.schema import schema

GAMES = tuple(game_names())  # every registered game: a new game cannot be skipped
EXAMPLES = int(os.environ.get("POLISLAB_BAD_INPUT_EXAMPLES", "30"))
FUZZ = settings(max_examples=EXAMPLES, derandomize=True, deadline=2000, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SHORT = 600


@cache
def states(name: str) -> tuple[Any, ...]:
    """A few states of ``name``: its start and where seeded random play leads (5, 25 plies)."""
    game = get_game(name)
    rng = random.Random(f"bad input/{name}")
    state, found = game.initial_state(), []
    for ply in range(26):
        if ply in (0, 5, 25):
            found.append(state)
        actions = game.legal_actions(state)
        if game.is_over(state) or not actions:
            break
        state, _ = game.apply(state, rng.choice(actions))
    return tuple(found)


@cache
def action_texts(name: str) -> tuple[str, ...]:
    game = get_game(name)
    return tuple(dict.fromkeys(str(a) for s in states(name) for a in game.legal_actions(s)))


def snapshot(name: str, state: Any) -> str:
    return json.dumps(get_game(name).to_json(state), sort_keys=True, ensure_ascii=False)


#: Python's own words, which a refusal never shows (issue 34): it says what is wrong instead.
PYTHONS_WORDS = re.compile(
    r"object has no attribute|not subscriptable|unsupported operand|maximum recursion|"
    r"not iterable|NoneType|index out of range|invalid literal|cannot unpack|object is not|"
    r"not supported between|must be an iterable|indices must be|Traceback")


def short_polislab_error(err: BaseException) -> None:
    assert isinstance(err, PolislabError) and isinstance(err, ValueError), repr(err)[:300]
    assert len(str(err)) < SHORT, str(err)[:300]
    assert not PYTHONS_WORDS.search(str(err)), str(err)[:300]


# -- the notation parser ----------------------------------------------------------------------
WORDS = st.sampled_from(["x2", "x0", "²", "٣", "-1", "0,0", ",", "pay", "to", "from", "hire",
                         "9" * 30, "é", "\x00", "\n", "  ", "Ω" * 3, "a1", "e4-e5", "None"])


@st.composite
def texts(draw: st.DrawFn, name: str) -> str:
    """Random text, or a valid action text with a few words replaced, added or cut."""
    if draw(st.booleans()):
        return draw(st.text(max_size=60))
    words = draw(st.sampled_from(action_texts(name))).split(" ")
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(words)))
        edit = draw(st.sampled_from(["insert", "replace", "cut"]))
        if edit == "insert":
            words.insert(at, draw(WORDS | st.text(max_size=8)))
        elif words and at < len(words):
            if edit == "replace":
                words[at] = draw(WORDS | st.text(max_size=8))
            else:
                del words[at]
    return " ".join(words)


@pytest.mark.parametrize("name", GAMES)
def test_random_action_text_is_read_and_played_or_refused_with_a_polislab_error(name):
    game = get_game(name)

    @FUZZ
    @given(data=st.data())
    def check(data: st.DataObject) -> None:
        state = data.draw(st.sampled_from(states(name)))
        text = data.draw(texts(name))
        before = snapshot(name, state)
        try:
            action = game.parse_action(state, text)
            game.apply(state, action)
        except Exception as err:  # noqa: BLE001 - the property is about every error
            short_polislab_error(err)
        assert snapshot(name, state) == before

    check()


# -- the save reader --------------------------------------------------------------------------
def paths(node: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON document (the root excluded), as a path of keys and indexes."""
    found = []
    children = node.items() if isinstance(node, dict) else (
        enumerate(node) if isinstance(node, list) else ())
    for key, child in children:
        found.append((*at, key))
        found.extend(paths(child, (*at, key)))
    return found


def parent_of(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        doc = doc[key]
    return doc


def value_at(doc: Any, path: tuple[Any, ...]) -> Any:
    return parent_of(doc, path)[path[-1]]


def differences(old: Any, new: Any, at: str = "") -> list[str]:
    """Where ``new`` differs from ``old``, for the report of a failing example."""
    if isinstance(old, dict) and isinstance(new, dict):
        return [d for key in {**old, **new} for d in differences(
            old.get(key, "<absent>"), new.get(key, "<absent>"), f"{at}.{key}")]
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [d for i, (a, b) in enumerate(zip(old, new, strict=True))
                for d in differences(a, b, f"{at}[{i}]")]
    return [] if old == new else [f"{at}: {str(old)[:60]} -> {str(new)[:60]}"]


ODD_VALUES = (st.none() | st.booleans() | st.integers(-3, 30) | st.integers(-2**70, 2**70)
              | st.floats(allow_nan=True) | st.text(max_size=12) | st.just("x" * 2000)
              | st.lists(st.integers(-1, 5), max_size=3)
              | st.dictionaries(st.text(max_size=6), st.integers(0, 3), max_size=2)
              | st.recursive(st.none(), lambda inner: st.lists(inner, max_size=1), max_leaves=60))


@st.composite
def mutations(draw: st.DrawFn, data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a save) with one to three random edits: a value replaced by an odd one or by
    another value of the same save, a key or item removed, a key added."""
    doc = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        places = paths(doc)
        if not places:
            break
        path = draw(st.sampled_from(places))
        parent = parent_of(doc, path)
        edit = draw(st.sampled_from(["odd", "swap", "remove", "add"]))
        if edit == "odd":
            parent[path[-1]] = draw(ODD_VALUES)
        elif edit == "swap":
            parent[path[-1]] = copy.deepcopy(value_at(doc, draw(st.sampled_from(places))))
        elif edit == "remove":
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(["extra", "", "Athens", "turn "]))] = draw(ODD_VALUES)
        else:
            parent.append(draw(ODD_VALUES))
    return doc


@pytest.mark.parametrize("name", GAMES)
def test_random_mutations_of_a_save_are_read_as_valid_states_or_refused(name):
    game = get_game(name)

    @FUZZ
    @given(data=st.data())
    def check(data: st.DataObject) -> None:
        state = data.draw(st.sampled_from(states(name)))
        saved = game.to_json(state)
        mutated = data.draw(mutations(saved))
        note(f"edits: {differences(saved, mutated)}")
        kept = json.dumps(mutated, sort_keys=True, ensure_ascii=False, default=repr)
        try:
            loaded = game.from_json(mutated)
        except Exception as err:  # noqa: BLE001 - the property is about every error
            short_polislab_error(err)
        else:  # accepted: a state that reads back as itself and can be played on
            assert game.from_json(json.loads(json.dumps(game.to_json(loaded)))) == loaded
            actions = game.legal_actions(loaded)
            if actions and not game.is_over(loaded):
                game.apply(loaded, actions[0])
        assert json.dumps(mutated, sort_keys=True, ensure_ascii=False, default=repr) == kept

    check()


# -- field by field (issue 28) ----------------------------------------------------------------
#: A value of each JSON kind, for a field given a kind it does not have.
KINDS = {"null": None, "true/false": True, "a whole number": 7, "a decimal number": 7.5,
         "text": "7", "a list": [7], "an object": {"seven": 7}}


def kind_of(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a decimal number"
    return {str: "text", list: "a list", dict: "an object"}[type(value)]


def shown(path: tuple[Any, ...]) -> str:
    """A path as polislab's messages write it: ``players[1].hand[0]``."""
    return "".join(f"[{key}]" if isinstance(key, int) else f".{key}" for key in path).lstrip(".")


@st.composite
def field_edits(draw: st.DrawFn, data: dict[str, Any]) -> tuple[dict[str, Any], tuple, str]:
    """``data`` with one field edited: given another kind, removed, or a key added beside it;
    with the edited path and the edit's name."""
    doc = copy.deepcopy(data)
    path = draw(st.sampled_from(paths(doc)))
    parent, value = parent_of(doc, path), value_at(doc, path)
    edit = draw(st.sampled_from(["kind", "remove", "add"]))
    if edit == "kind":
        parent[path[-1]] = copy.deepcopy(KINDS[draw(st.sampled_from(
            [k for k in KINDS if k != kind_of(value)]))])
    elif edit == "remove":
        del parent[path[-1]]
    elif isinstance(parent, dict):
        parent["an extra key"] = draw(st.sampled_from(list(KINDS.values())))
    else:
        parent.insert(path[-1], copy.deepcopy(KINDS[draw(st.sampled_from(
            [k for k in KINDS if k != kind_of(value)]))]))
        edit = "kind"
    return doc, path, edit


@pytest.mark.parametrize("name", GAMES)
def test_a_field_of_another_kind_or_a_key_removed_or_added_is_refused_by_its_place(name):
    game = get_game(name)

    @FUZZ
    @given(data=st.data())
    def check(data: st.DataObject) -> None:
        state = data.draw(st.sampled_from(states(name)))
        saved = json.loads(json.dumps(game.to_json(state)))
        mutated, path, edit = data.draw(field_edits(saved))
        note(f"{edit} at {shown(path)}: {differences(saved, mutated)}")
        kept = json.dumps(mutated, sort_keys=True, default=repr)
        try:
            loaded = game.from_json(mutated)
        except Exception as err:  # noqa: BLE001 - the property is about every error
            short_polislab_error(err)
            message = str(err)
            places = [shown(path[:n]) for n in range(len(path), 0, -1)]
            # the place edited (or the object or list holding it) is named, or the rule broken
            assert (any(f" {place}" in message for place in places) or "rule" in message
                    or "cannot go on" in message or path[0] in ("format", "version")
                    or (edit == "add" and "unknown key 'an extra key'" in message)
                    or (edit == "remove" and "the key" in message)), message
        else:  # some edits leave a valid save (a pending decision's details, null or not)
            assert game.from_json(json.loads(json.dumps(game.to_json(loaded)))) == loaded
        assert json.dumps(mutated, sort_keys=True, default=repr) == kept

    check()


#: The games whose saves may hold a pending decision with details (Hopping Polis: none).
PENDING_GAMES = tuple(name for name in GAMES if pending_saves(name))


def test_the_games_with_pending_decisions_are_those_whose_save_format_has_them():
    declared = tuple(name for name in GAMES
                     if "pending" in schema(get_game(name).save_schema)["properties"])
    assert declared == PENDING_GAMES and PENDING_GAMES


@pytest.mark.parametrize("name", PENDING_GAMES)
def test_an_odd_value_in_a_pending_decision_is_read_as_valid_or_refused_by_its_place(name):
    """The details of a pending decision (issue 34: a Hexemonia ``at`` of 5 gave "'int' object
    has no attribute 'strip'"): any value in any of them, at any depth, reads as a state that
    plays on, or is refused naming the detail (or the rule it breaks), in polislab's words."""
    game = get_game(name)

    @FUZZ
    @given(data=st.data())
    def check(data: st.DataObject) -> None:
        saved = copy.deepcopy(data.draw(st.sampled_from(list(pending_saves(name).values()))))
        details = saved["pending"]["data"]
        path = data.draw(st.sampled_from(paths(details)))
        parent_of(details, path)[path[-1]] = data.draw(ODD_VALUES)
        note(f"pending.data.{shown(path)} = {value_at(details, path)!r:.80}")
        try:
            loaded = game.from_json(saved)
        except Exception as err:  # noqa: BLE001 - the property is about every error
            short_polislab_error(err)
            assert "pending.data" in str(err) or "breaks a rule" in str(err), str(err)
        else:
            assert game.from_json(json.loads(json.dumps(game.to_json(loaded)))) == loaded

    check()


@pytest.mark.parametrize("name", GAMES)
def test_a_save_of_the_right_kinds_that_breaks_a_rule_of_the_game_is_refused(name):
    game = get_game(name)
    assert game.broken_rules, f"{name} declares no broken_rules (polislab.core.declarations)"

    @FUZZ
    @given(data=st.data())
    def check(data: st.DataObject) -> None:
        state = data.draw(st.sampled_from(states(name)))
        saved = json.loads(json.dumps(game.to_json(state)))
        rule = data.draw(st.sampled_from(game.broken_rules))  # the game's own declarations
        note(rule.what)
        rule.edit(saved, data.draw(st.integers(0, 11)))
        with pytest.raises(PolislabError, match=rule.words) as info:
            game.from_json(saved)
        short_polislab_error(info.value)

    check()
