"""Reading input a learner (or a careless notebook) hands polislab, safely.

Every public entry point that reads data goes through these helpers, so that bad input of any
size or shape is refused quickly with a :class:`~polislab.core.errors.ScenarioError` that says
what is wrong and where, quoting at most :data:`EXCERPT` characters of the input:

- :func:`excerpt` shows a value in a message, short and never recursing;
- :func:`check_plain` bounds the size and nesting of JSON-like data before it is read deeply;
- :func:`read_json_file` reads a save or scenario file (size, UTF-8, JSON) with line and column;
- :func:`refusing` turns any stray Python error of a reader into a ScenarioError.

>>> excerpt("x" * 200)[-3:]
'xx…'
>>> check_plain({"a": [[[[1]]]]}, "the save", max_depth=3)
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: the save: nested deeper than 3 levels (at a[0][0])
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import re
import reprlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, TypeVar

from .errors import PolislabError, ScenarioError

#: How many characters of an input a message quotes, at most (then "…").
EXCERPT = 80
#: The largest save or scenario polislab reads (in bytes of JSON, or characters of text).
MAX_SAVE_BYTES = 5_000_000
#: The deepest nesting of lists and objects a save may have.
MAX_DEPTH = 32
#: The longest action text a notation parser reads (a real action is under 200 characters).
MAX_ACTION_TEXT = 1_000
#: The most digits a number in an action may have.
MAX_DIGITS = 6

_REPR = reprlib.Repr()
_REPR.maxlevel = 3
_REPR.maxstring = EXCERPT + 10
_REPR.maxother = EXCERPT + 10
_REPR.maxlong = EXCERPT + 10
for _name in ("maxlist", "maxtuple", "maxdict", "maxset", "maxfrozenset", "maxdeque"):
    setattr(_REPR, _name, 6)


def shorten(text: str, limit: int = EXCERPT) -> str:
    """``text`` cut to ``limit`` characters, ending with "…" when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


#: What :func:`excerpt` quotes as written; anything else is said by what it is not.
_PLAIN = (str, int, float, bool, type(None), list, tuple, dict, bytes)
_NOT_PLAIN = "something that is not text, a number, a list or a mapping"


def excerpt(value: Any, limit: int = EXCERPT) -> str:
    """``repr(value)`` in at most ``limit`` characters, safe on huge or deeply nested values;
    a value that is no plain data nor bytes (an Ellipsis, a function) is said by what it is not,
    never in Python's words."""
    if isinstance(value, str):
        return shorten(repr(value[: limit + 2]), limit)
    if not isinstance(value, _PLAIN):
        return _NOT_PLAIN
    try:
        text = _REPR.repr(value)
    except Exception:  # a value whose repr fails is still named by its type
        text = f"<{type(value).__name__}>"
    return shorten(text, limit)


def shown(value: Any) -> str:
    """A value typed into a builder, quoted in a message: text, numbers, lists and mappings
    as written (cut short, :func:`excerpt`); None as "nothing"; any other thing by what it is
    not, never in Python's words (an Ellipsis, a function)."""
    if value is None:
        return "nothing"
    return excerpt(value)


def check_plain(data: Any, where: str, max_bytes: int = MAX_SAVE_BYTES,
                max_depth: int = MAX_DEPTH, decimals: bool = True) -> None:
    """Refuse ``data`` unless it is JSON-like (objects with text keys, lists, text, numbers,
    true/false, null), nested at most ``max_depth`` deep and about ``max_bytes`` in all;
    without ``decimals``, numbers must be whole (7, not 7.0, 7.5 or NaN).

    The walk is iterative and stops at the first problem, so a 50 MB string or a list nested
    100,000 deep is refused at once, before any reader recurses into it; the place of a
    problem is worked out only when there is one.
    """
    budget = max_bytes
    # Each entry: a container, its depth, and its trail (the parent's trail, its key) for
    # naming the place of a problem.
    stack: list[tuple[Any, int, Any]] = []
    if isinstance(data, (dict, list, tuple)):
        stack.append((data, 0, None))
    else:
        _check_leaf(data, where, None, decimals)
    while stack:
        value, depth, trail = stack.pop()
        budget -= 2 + 2 * len(value)  # counted now: a 50-million-item list stops here
        if budget < 0:
            break
        if depth >= max_depth:
            raise ScenarioError(f"{where}: nested deeper than {max_depth} levels "
                                f"(at {_place(trail)})")
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            if isinstance(key, str):
                budget -= len(key)
            elif isinstance(value, dict):
                raise ScenarioError(f"{where}: the key {excerpt(key)} at {_place(trail)} is "
                                    "not text")
            if isinstance(item, str):
                budget -= len(item)
            elif isinstance(item, (dict, list, tuple)):
                stack.append((item, depth + 1, (trail, key)))
            else:
                _check_leaf(item, where, (trail, key), decimals)
        if budget < 0:
            break
    if budget < 0:
        raise ScenarioError(f"{where}: larger than {max_bytes // 1_000_000} MB: polislab "
                            "does not read it")


def _check_leaf(value: Any, where: str, trail: Any, decimals: bool = True) -> None:
    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > 64:
            raise ScenarioError(f"{where}: the number at {_place(trail)} is too large")
    elif isinstance(value, float) and not decimals:
        raise ScenarioError(f"{where}: {_place(trail)}: a whole number, got {excerpt(value)}")
    elif value is not None and not isinstance(value, (bool, float, str)):
        raise ScenarioError(f"{where}: {type(value).__name__} at {_place(trail)} is not plain "
                            "data (text, a number, true/false, null, a list or an object)")


def _place(trail: Any) -> str:
    """A trail (parent trail, key) as a path: ``round[0][0]``, ``sides.athens.prestige``."""
    parts: list[str] = []
    while trail is not None:
        trail, key = trail
        parts.append(f"[{key}]" if isinstance(key, int) else f".{shorten(str(key), 30)}")
    text = "".join(reversed(parts)).lstrip(".")
    return shorten(text, 120) if text else "the top"


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def nesting_depth(text: str) -> int:
    """How deep the lists and objects of the JSON ``text`` nest (brackets in strings do not
    count), in one pass without recursion: a text too deep for Python's reader is measured.

    >>> nesting_depth('{"a": [[1], "]]]"]}'), nesting_depth("[" * 100_000 + "]" * 100_000)
    (3, 100000)
    """
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    return max(itertools.accumulate(1 if c in "[{" else -1 for c in brackets), default=0)


def too_deep(where: str, depth: int, max_depth: int = MAX_DEPTH) -> ScenarioError:
    """The sentence for data nested ``depth`` levels deep, deeper than polislab reads."""
    return ScenarioError(f"{where}: nested deeper than {max_depth} levels (its lists and "
                         f"objects nest {depth:,} levels deep, one inside another): polislab "
                         "does not read it")


def parse_json_text(text: Any, where: str,
                    pairs_hook: Callable[[list[tuple[str, Any]]], Any] | None = None) -> Any:
    """The JSON in ``text`` (str or bytes), bounded in size and nesting
    (:func:`check_plain`), with the line and column of a syntax error: every JSON text
    polislab reads (saves, scenarios, moment codes, results, data files) is read here.
    ``pairs_hook`` builds each object from its pairs (to refuse a key given twice)."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVE_BYTES:
            raise ScenarioError(f"{where}: larger than {MAX_SAVE_BYTES // 1_000_000} MB: "
                                "polislab does not read it")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise ScenarioError(f"{where} is not UTF-8 text (byte {err.start + 1} cannot be "
                                "read): it is not a polislab save (saves are JSON text)") from None
    if not isinstance(text, str):
        raise ScenarioError(f"{where}: expected JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_BYTES:
        raise ScenarioError(f"{where}: larger than {MAX_SAVE_BYTES // 1_000_000} MB: "
                            "polislab does not read it")
    try:
        data = json.loads(text, object_pairs_hook=pairs_hook)
    except PolislabError:  # the hook's own refusal
        raise
    except json.JSONDecodeError as err:
        raise ScenarioError(f"{where} is not valid JSON: {err.msg}", err.lineno,
                            err.colno) from None
    except RecursionError:  # nested deeper than Python's reader goes
        raise too_deep(where, nesting_depth(text)) from None
    except ValueError as err:  # a number of more digits than Python converts
        raise ScenarioError(f"{where} cannot be read as JSON: {shorten(str(err))}") from None
    check_plain(data, where)
    return data


def read_text_file(path: Any, what: str = "the file", missing_ok: bool = False) -> str | None:
    """The UTF-8 text of the file at ``path``, refusing at once a file over
    :data:`MAX_SAVE_BYTES` and one that is not UTF-8 text (a pickle, an image); a path that
    cannot be opened (too long, a folder, no permission) is a ScenarioError too. With
    ``missing_ok``, a file that does not exist gives None."""
    if not isinstance(path, (str, os.PathLike)):
        raise ScenarioError(f"{what}: a path must be text or a Path, not {type(path).__name__}")
    shown = excerpt(str(path))
    try:
        size = os.path.getsize(path)
        if size > MAX_SAVE_BYTES:
            raise ScenarioError(f"{what} {shown} is {size / 1e6:.0f} MB, larger than "
                                f"{MAX_SAVE_BYTES // 1_000_000} MB: polislab does not read it")
        with open(path, "rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        if missing_ok:
            return None
        raise ScenarioError(f"{what} {shown} does not exist") from None
    except OSError as err:
        raise ScenarioError(f"{what} {shown} cannot be opened: "
                            f"{err.strerror or type(err).__name__}") from None
    except ValueError as err:  # e.g. a NUL character in the path
        raise ScenarioError(f"{what} {shown} is not a usable path: {err}") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ScenarioError(f"{what} {shown} is not UTF-8 text (byte {err.start + 1} cannot be "
                            "read): polislab reads JSON text, never pickles or binaries") from None


def read_json_file(path: Any, what: str = "the file") -> Any:
    """Read the JSON file at ``path`` (:func:`read_text_file`, then :func:`parse_json_text`:
    a syntax error with its line and column)."""
    return parse_json_text(read_text_file(path, what), f"{what} {excerpt(str(path))}")


#: The Python errors a reader may meet on malformed input; :func:`refusing` converts them.
STRAY = (KeyError, TypeError, IndexError, AttributeError, RecursionError, AssertionError,
         UnicodeError, OverflowError, ValueError, LookupError, ArithmeticError, StopIteration)
#: Stray errors whose message speaks of Python ("'int' object has no attribute 'strip'"), not
#: of the input: a refusal says what is wrong in its own words instead.
_PYTHONS_WORDS = (TypeError, AttributeError, IndexError, AssertionError, RecursionError,
                  ArithmeticError, StopIteration)


def stray_detail(err: BaseException, otherwise: str) -> str:
    """What a stray error of a reader tells about the input, in polislab's words: ``otherwise``
    for an error whose message is Python's own, the name a lookup missed, or the error's own
    (short) message, which a polislab check wrote.

    >>> stray_detail(AttributeError("'int' object has no attribute 'strip'"), "a bad value")
    'a bad value'
    >>> stray_detail(KeyError("Athenai"), "?"), stray_detail(RecursionError(), "?")
    ("'Athenai' is not found", 'it is nested too deeply')
    """
    if isinstance(err, RecursionError):
        return "it is nested too deeply"
    if isinstance(err, _PYTHONS_WORDS):
        return otherwise
    if isinstance(err, KeyError) and len(err.args) == 1:
        key = err.args[0]
        return (shorten(key) if isinstance(key, str) and " " in key
                else f"{excerpt(key, 40)} is not found")
    try:
        return shorten(str(err)) or otherwise
    except Exception:  # noqa: BLE001 - a message that cannot even be shown
        return otherwise


@contextmanager
def refusing(where: str) -> Iterator[None]:
    """Run a reader; any stray Python error it meets becomes a ScenarioError naming ``where``.

    A net under the readers' own checks, which give the precise messages: polislab's own
    errors pass through unchanged.
    """
    try:
        yield
    except PolislabError:
        raise
    except STRAY as err:
        detail = stray_detail(err, "a value is not of the kind (or shape) its place needs")
        raise ScenarioError(f"{where} cannot be read: {detail}") from None


_LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")


def check_action_text(text: str, limit: int = MAX_ACTION_TEXT) -> None:
    """Refuse at once an action text too long to be one, or with a number of more than
    :data:`MAX_DIGITS` digits (no count in any game comes near), before any parsing."""
    if len(text) > limit:
        raise ScenarioError(f"an action is written in at most {limit} characters; this one has "
                            f"{len(text):,}: {excerpt(text, 40)}")
    match = _LONG_NUMBER.search(text)
    if match:
        raise ScenarioError(f"the number {excerpt(match.group(), 20)} is far too large (a "
                            f"number in an action has at most {MAX_DIGITS} digits)", line=1,
                            column=match.start() + 1)


Parse = TypeVar("Parse", bound=Callable[..., Any])


def action_reader(parse: Parse) -> Parse:
    """Decorate a game's ``parse_action(text, ...)``: a text is bounded first
    (:func:`check_action_text`), and any stray Python error while reading it becomes a
    :class:`ScenarioError` quoting an excerpt of the text."""

    @functools.wraps(parse)
    def read(text: Any, *args: Any, **kwargs: Any) -> Any:
        if not isinstance(text, str):
            return parse(text, *args, **kwargs)
        check_action_text(text)
        with refusing(f"the action {excerpt(text)}"):
            return parse(text, *args, **kwargs)

    # functools.wraps: ``read`` takes what ``parse`` takes; the checker cannot see it.
    return read  # type: ignore[return-value]


Read = TypeVar("Read", bound=Callable[[Any], Any])


def refuse_unknown_keys(data: dict[Any, Any], known: Iterable[str], what: str) -> None:
    """A :class:`ScenarioError` naming the keys of ``data`` not among ``known`` (a typo is not
    silently dropped): "``what`` has unknown key(s) ...; its keys are ...", names shortened."""
    known = tuple(known)
    unknown = sorted(set(data) - set(known), key=str)
    if unknown:
        shown = ", ".join(excerpt(key, 30) for key in unknown[:5])
        raise ScenarioError(f"{what} has unknown key(s) {shown}; its keys are "
                            f"{', '.join(known)}")


def save_reader(what: str, schema: str, version: int,
                migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]],
                consistency: Callable[[Any], list[str]] | None = None,
                probe: Callable[[Any], Any] | None = None) -> Callable[[Read], Read]:
    """Decorate a game's ``from_json(data)`` so that it reads strictly and safely:

    - a save of an earlier version is migrated to ``version`` first (:func:`.schema.upgrade`
      with ``migrations``), and one of a later version refused with a sentence saying so;
    - the data's size and nesting are bounded and its shape checked against the declared
      schema named ``schema`` (:func:`.schema.check`; a game's lives in its package): a wrong
      kind, a missing or unknown key is refused by its place;
    - ``read`` then builds the state from data of the right shape; a stray Python error while
      reading becomes a :class:`ScenarioError` (:func:`refusing`);
    - ``consistency(state)`` lists the game's own rules the state breaks (pieces that do not
      add up, a tile twice, an impossible pending decision): the first is refused;
    - ``probe(state)`` (e.g. the engine's ``legal_actions``) then runs on what was read: a
      state the engine cannot go on from is refused now, not halfway through a lesson.
    """

    def wrap(read: Read) -> Read:
        @functools.wraps(read)
        def reader(data: Any) -> Any:
            from .schema import check, upgrade

            data = upgrade(data, version, migrations, what)
            check(data, schema, what)
            with refusing(what):
                state = read(data)
            if consistency is not None:
                with refusing(what):
                    errors = consistency(state)
                if errors:
                    raise ScenarioError(f"{what} breaks a rule of the game: "
                                        f"{shorten(errors[0], 400)}")
            if probe is not None:
                try:
                    probe(state)
                except PolislabError as err:
                    raise ScenarioError(f"{what}: the game cannot go on from it: {err}") from None
                except STRAY as err:
                    detail = stray_detail(err, "its pending decision or another field does "
                                               "not fit the rest of the position")
                    raise ScenarioError(f"{what}: the game cannot go on from it: {detail}"
                                        ) from None
            return state

        # functools.wraps: ``reader`` takes what ``read`` takes; the checker cannot see it.
        return reader  # type: ignore[return-value]

    return wrap


def answer_text(answer: Any, limit: int = 40) -> str:
    """An exercise's answer as text, stripped, at most ``limit + 1`` characters (so an
    overlong answer still reads as wrong, quickly): safe on any value, a huge number too."""
    if isinstance(answer, str):
        return answer.strip()[: limit + 1]
    try:
        return str(answer)[: limit + 1].strip()
    except Exception:  # noqa: BLE001 - e.g. an int too long to print, a broken __str__
        return f"<{type(answer).__name__}>"
