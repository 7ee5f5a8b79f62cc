"""Random arguments to each position builder (issue 16, with issue 17's rule for bad input): a
position built is valid (its pieces add up, it lists its legal actions, it saves and reloads),
and anything else is a polislab error, never a KeyError, TypeError or AttributeError.

Seeded (``derandomize``) and bounded: ``POLISLAB_FUZZ_GAMES`` (default 20) sets the examples,
three per game played.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import fuzz_games
from polislab.core import PolislabError
from polislab.games import hegemony, hellas, hexemonia, hopping
from polislab.games.hegemony.state import (
    POLIS_NAMES,
    PROJECT_NAMES,
    ROUND_NAMES,
    TERRITORY_NAMES,
)

EXAMPLES = 3 * fuzz_games()
SETTINGS = settings(max_examples=EXAMPLES, derandomize=True, deadline=None,
                    suppress_health_check=list(HealthCheck))
KEY_JUNK = st.one_of(st.none(), st.integers(-3, 9), st.text(max_size=6), st.booleans(),
                     st.floats(allow_nan=False))
JUNK = st.one_of(KEY_JUNK, st.lists(st.integers(0, 3), max_size=2))


def names(pool: list[str]) -> st.SearchStrategy[object]:
    return st.one_of(st.sampled_from(pool), JUNK)


def keys(pool: list[str]) -> st.SearchStrategy[object]:
    return st.one_of(st.sampled_from(pool), KEY_JUNK)


def check(build, game):  # type: ignore[no-untyped-def]
    """``build()`` gives a valid state or raises a polislab error, nothing else."""
    try:
        state = build()
    except PolislabError:
        return
    assert isinstance(state.legal_actions(), list)
    assert game.State.from_json(json.loads(json.dumps(state.to_json()))) == state
    return state


SIDE = names(["athens", "sparta", "Athens"])
SIDE_KEY = keys(["athens", "sparta", "Athens"])
HEGEMONY = st.fixed_dictionaries({}, optional={
    "round": names(list(ROUND_NAMES)),
    "player": SIDE,
    "passed": st.one_of(st.lists(SIDE, max_size=2), JUNK),
    "poleis": st.dictionaries(keys(list(POLIS_NAMES)), st.one_of(
        SIDE, st.tuples(SIDE, st.integers(-1, 7)), JUNK), max_size=3),
    "units": st.one_of(st.dictionaries(keys(list(TERRITORY_NAMES)), st.one_of(
        st.dictionaries(SIDE_KEY, st.one_of(st.integers(-1, 6), JUNK), max_size=2), JUNK),
        max_size=4), JUNK),
    "prestige": st.dictionaries(SIDE_KEY, st.one_of(st.integers(-1, 20), JUNK), max_size=2),
    "resources": st.dictionaries(SIDE_KEY, st.one_of(st.dictionaries(
        keys(["silver", "wheat", "metal"]), st.integers(-1, 12), max_size=3), JUNK),
        max_size=2),
    "completed": st.dictionaries(keys(list(POLIS_NAMES)),
                                 st.one_of(st.lists(names(list(PROJECT_NAMES)), max_size=2),
                                           JUNK), max_size=2),
    "begun": st.dictionaries(keys(list(POLIS_NAMES)), names(list(PROJECT_NAMES)), max_size=2),
    "events": st.dictionaries(keys(list(ROUND_NAMES)),
                              names(["No Event", "Age of Pericles", "Betrayal"]), max_size=2),
    "proxenos": st.dictionaries(SIDE_KEY, names(list(POLIS_NAMES)), max_size=2),
    "market": st.dictionaries(keys(["wine", "oil", "metal"]), st.integers(-1, 12), max_size=2),
    "decks": st.dictionaries(keys(["projects", "events 4", "events 5α", "events 3"]),
                             st.one_of(st.lists(names(["Theatre", "No Event", "Betrayal"]),
                                                max_size=2), JUNK), max_size=2),
    "actions_taken": st.one_of(st.lists(names(["besiege", "trade", "bribe"]), max_size=2), JUNK),
    "seed": st.one_of(st.integers(0, 5), JUNK),
})


@SETTINGS
@given(HEGEMONY)
def test_the_hegemony_builder_builds_a_valid_state_or_says_why_not(kwargs):
    from polislab.games.hegemony.state import conservation_errors

    state = check(lambda: hegemony.position(**kwargs), hegemony)
    if state is not None:
        assert conservation_errors(state) == []


TILES = ["Argos", "Sparta", "Naxos", "Pylos", "Thebai", "Milos", "Delos"]
HELLAS_CITY = st.one_of(
    st.tuples(names(TILES), st.one_of(st.tuples(st.integers(-2, 2), st.integers(-2, 2)),
                                      st.sampled_from(["0,-1", "1,-1", "x"]), JUNK),
              st.one_of(st.integers(-1, 6), JUNK), names(["light", "dark", "Light"]),
              st.one_of(st.integers(-1, 4), JUNK), st.one_of(st.integers(-1, 4), JUNK)),
    JUNK)
CARDS = names(["Battle Fury", "Shield Wall", "Atlantis", "Storm"])
HELLAS = st.fixed_dictionaries({"cities": st.one_of(st.lists(HELLAS_CITY, max_size=4), JUNK)},
                               optional={
    "hands": st.one_of(st.dictionaries(keys(["light", "dark", "Light"]),
                                       st.one_of(st.lists(CARDS, max_size=3), JUNK),
                                       max_size=2), JUNK),
    "discards": st.dictionaries(keys(["Ares", "Zeus", "ares"]), st.lists(CARDS, max_size=2),
                                max_size=2),
    "player": names(["light", "dark"]),
    "turn": st.one_of(st.integers(-1, 5), JUNK),
    "stack": st.one_of(st.lists(names(TILES), max_size=3), JUNK),
})


@SETTINGS
@given(HELLAS)
def test_the_hellas_builder_builds_a_valid_state_or_says_why_not(kwargs):
    from polislab.games.hellas.state import conservation_errors

    cities = kwargs.pop("cities")
    state = check(lambda: hellas.position(cities, **kwargs), hellas)
    if state is not None:
        assert conservation_errors(state) == []


TILE_TEXT = st.one_of(
    st.builds(lambda t, c, tok: f"{t} {c} {tok}".strip(),
              st.sampled_from(["Quarry", "Asty", "Spring", "Pasture", "Oracle", "Atlantis"]),
              st.sampled_from(["", "1c", "2c 1g", "1h", "99g"]),
              st.sampled_from(["", "+Oracle", "+Atlantis"])), JUNK)
PLACES = keys(["A", "1a", "1b", "1c", "2a", "2c", "9z"])
PLAYERS = names(["Ann", "Bob", "ann", "Cleo"])
PLAYER_KEY = keys(["Ann", "Bob", "ann", "Cleo"])
HEXEMONIA = st.fixed_dictionaries({}, optional={
    "cities": st.one_of(st.dictionaries(PLAYER_KEY, st.one_of(
        st.dictionaries(PLACES, TILE_TEXT, max_size=3), JUNK), max_size=2), JUNK),
    "hands": st.dictionaries(PLAYER_KEY, st.one_of(st.lists(names(["Quarry", "Oracle"]),
                                                         max_size=2), JUNK), max_size=2),
    "myths": st.dictionaries(PLAYER_KEY, st.lists(names(["Oracle", "Hades"]), max_size=2),
                             max_size=2),
    "acropolis": st.one_of(st.lists(names(["Athens", "Sparta", "Olympia"]), max_size=3), JUNK),
    "turn": PLAYERS, "philosopher": PLAYERS, "step": names(["draw", "play"]),
    "revealed": st.one_of(st.lists(PLAYERS, max_size=2), JUNK),
    "display": st.one_of(st.lists(names(["Quarry", "Spring"]), max_size=4), JUNK),
    "ending": JUNK,
})


@SETTINGS
@given(HEXEMONIA)
def test_the_hexemonia_builder_builds_a_valid_state_or_says_why_not(kwargs):
    from polislab.games.hexemonia.state import conservation_errors

    state = check(lambda: hexemonia.position(("Ann", "Bob"), **kwargs), hexemonia)
    if state is not None:
        assert conservation_errors(state) == []


@SETTINGS
@given(st.one_of(st.text(alphabet=".RBDC \n", max_size=80), JUNK), names(["red", "blue"]))
def test_the_hopping_builder_builds_a_valid_position_or_says_why_not(diagram, to_move):
    check(lambda: hopping.position(diagram, to_move=to_move), hopping)  # type: ignore[arg-type]
