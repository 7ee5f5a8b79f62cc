"""The declared formats of polislab's saves: JSON Schemas shipped with the library.

Every save (each game's state, a :class:`~.timeline.Timeline`, a
:class:`~.scenario.Scenario`) has a ``version`` and a schema that declares the kind of every
field: ``polislab/schemas/<name>.json`` for the library's own (timeline, scenario), and
``<the game's package>/schemas/<name>.json`` for a game's state, named by the game's
``save_schema`` (:mod:`.declarations`). :func:`check` reads a save against its schema with
`fastjsonschema <https://horejsek.github.io/python-fastjsonschema/>`_ (pure Python, so it also
runs in the JupyterLite kernel; each schema is compiled once, to a Python function) and turns
the first problem into a :class:`~.errors.ScenarioError` that names the place and the kind
expected, in a sentence. What the schema cannot say (a name that must be a tile of the game's
data, pieces that must add up) is each game's consistency check, after the shape.

A save of an older version is brought up to date by :func:`upgrade`, one migration step a
version, before it is checked: saves keep working.

>>> check({"format": "polislab/timeline", "version": 2, "game": "hopping", "start": {},
...        "actions": ["a2-a3", 7]}, "timeline", "a saved timeline")
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: a saved timeline: actions[1]: an action as text, got 7
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import cache
from importlib.resources import files
from typing import Any

import fastjsonschema

from .errors import ScenarioError
from .inputs import check_plain, excerpt, shorten

#: What a JSON Schema type is called in a sentence.
KINDS = {"integer": "a whole number", "number": "a number", "string": "text",
         "boolean": "true or false", "array": "a list", "object": "an object", "null": "null"}


@cache
def schema(name: str) -> dict[str, Any]:
    """The JSON Schema ``name`` as data: the library's own, or the one a registered game
    declares as its ``save_schema``, in its package's ``schemas/`` folder."""
    own = files("polislab").joinpath("schemas", f"{name}.json")
    if own.is_file():
        return json.loads(own.read_text("utf-8"))
    from .declarations import package_of
    from .protocol import game_names, games_registered_so_far, get_game

    # The game whose save it is is loaded already: the others are imported only if not.
    for games in (games_registered_so_far, lambda: map(get_game, game_names())):
        for game in games():
            if game.save_schema == name:
                found = files(package_of(game)).joinpath("schemas", f"{name}.json")
                return json.loads(found.read_text("utf-8"))
    raise ScenarioError(f"no save format named {excerpt(name, 60)}: no game declares it")


@cache
def validator(name: str) -> Callable[[Any], Any]:
    """The schema ``name`` compiled once to a checking function (which never fills in a
    schema's defaults: the data checked is left as it was)."""
    return fastjsonschema.compile(inlined(schema(name)), use_default=False)


def inlined(declared: dict[str, Any]) -> dict[str, Any]:
    """``declared`` with each ``{"$ref": "#/definitions/x"}`` replaced by the definition
    itself, except those that refer to themselves (nested plain values): the code
    fastjsonschema writes then checks a list of names in a loop, where a call to a definition
    per item costs a formatted name each (ten times slower on a Hegemony save)."""
    definitions = declared.get("definitions", {})

    def recursive(name: str) -> bool:
        return f'"#/definitions/{name}"' in json.dumps(definitions[name])

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(item) for item in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref", "")
        name = ref.removeprefix("#/definitions/")
        if ref.startswith("#/definitions/") and not recursive(name):
            return walk(definitions[name])
        return {key: walk(value) if key != "definitions" else value
                for key, value in node.items()}

    return walk(declared)


def check(data: Any, name: str, where: str, decimals: bool = False) -> None:
    """Refuse ``data`` with a :class:`ScenarioError` ("``where``: players[1].hand[0]: a tile
    name, got 7") unless it is plain data of bounded size that fits the schema ``name``.
    Saves of game states hold whole numbers only: a decimal number anywhere is refused unless
    ``decimals``."""
    check_plain(data, where)
    tag = schema(name)["properties"]["format"]["const"]
    if not isinstance(data, dict) or data.get("format") != tag:
        found = data.get("format") if isinstance(data, dict) else data
        raise ScenarioError(f"not {where} (an object with the format {tag!r}), got "
                            f"{excerpt(found, 50)}")
    try:
        validator(name)(data)
    except fastjsonschema.JsonSchemaValueException as err:
        raise ScenarioError(f"{where}: {sentence(err)}") from None
    if not decimals:  # JSON Schema counts 7.0 as a whole number: the engines would not
        check_plain(data, where, decimals=False)


def sentence(err: fastjsonschema.JsonSchemaValueException) -> str:
    """A schema error as "place: what was expected, got what was found"."""
    place = shorten((err.name or "data").removeprefix("data").lstrip("."), 120)
    return f"{place}: {_what(err)}" if place else _what(err)


def _what(err: fastjsonschema.JsonSchemaValueException) -> str:
    rule, wanted, definition = err.rule, err.rule_definition, err.definition or {}
    if rule == "required":
        missing = [k for k in wanted if not isinstance(err.value, dict) or k not in err.value]
        return f"the key {excerpt(missing[0] if missing else wanted[0], 40)} is missing"
    if rule == "additionalProperties" and isinstance(err.value, dict):
        known = definition.get("properties", {})
        extra = sorted((k for k in err.value if k not in known), key=str)
        keys = ", ".join(known) or "none"
        return (f"unknown key {excerpt(extra[0] if extra else '?', 40)} "
                f"(its keys are {shorten(keys, 200)})")
    expected = definition.get("description") or _expected(rule, wanted)
    return f"{expected}, got {excerpt(err.value, 50)}"


def _expected(rule: str | None, wanted: Any) -> str:
    if rule == "type":
        kinds = wanted if isinstance(wanted, list) else [wanted]
        return " or ".join(KINDS.get(k, k) for k in kinds)
    if rule == "enum":
        return "one of " + shorten(", ".join(map(repr, wanted)), 200)
    if rule == "const":
        return repr(wanted)
    if rule == "minimum":
        return f"a number of {wanted} or more"
    if rule == "maximum":
        return f"a number of {wanted} or less"
    if rule == "minItems":
        return f"a list of {wanted} or more items"
    if rule == "maxItems":
        return f"a list of {wanted} or fewer items"
    if rule in ("minLength", "pattern"):
        return "text that is not empty" if rule == "minLength" else "a name"
    return f"a value that fits the rule {rule!r} of the save format"


def upgrade(data: Any, current: int, steps: Mapping[int, Callable[[dict[str, Any]], dict]],
            where: str) -> Any:
    """``data`` brought to version ``current`` by the migration ``steps`` (``steps[n]`` turns
    a version-n save into a version-n+1 one, returning new data: the input is left as it was).
    A save with no ``version`` is version 1; one newer than ``current`` is refused with a
    sentence saying so (it was written by a later polislab). Anything else than an object is
    returned as it is, for :func:`check` to refuse."""
    if not isinstance(data, dict):
        return data
    version = data.get("version", 1)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ScenarioError(f"{where}: version: a whole number of 1 or more, got "
                            f"{excerpt(version, 30)}")
    if version > current:
        raise ScenarioError(f"{where}: written by a later polislab (format version {version}; "
                            f"this polislab reads versions 1 to {current}): update polislab "
                            "to open it")
    while version < current:
        data = steps[version](data)
        version += 1
    return data


def add_version(version: int) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """The migration of a save written before saves named their version: the same fields,
    with ``"version": version`` added."""
    def step(data: dict[str, Any]) -> dict[str, Any]:
        return {**data, "version": version}

    return step
