"""Moment codes: a position, or a tutorial at a step, as a short text a class can share.

A teacher says "open the siege at step 4" by handing out a code; a learner pastes it and sees
the same board. A code is plain data, with a version and a check, in capital letters and digits
(so that it also fits a QR code's compact alphanumeric mode), cut into groups of five for
reading aloud::

    PL2-ABCDE-FGHIJ-...

Version 2 (this one) says each moment in the fewest words it can:

- a tutorial step: the game, the tutorial's name and the step (and, when the learner plays on
  from there, their moves);
- a game played from a setup, ``G.start(seed=...)`` (or a fresh ``G.start()``, which draws
  its own seed): the game, the seed, the rule options that differ from the defaults, and each
  action as its place among the legal actions of its moment (chance's too: a roll or a draw is
  an action of the history), replayed by the rules when the code is read;
- any other position (typed with ``G.position``, or loaded): its save, compressed against a
  preset dictionary of that game's saves (``dictionaries/<game>.json``, data of this version);
- any other scenario, a lesson a teacher made, at a step: the whole lesson, its start (as a
  game's setup or position), each step's action as its place among the legal actions of its
  moment, and the texts (titles, narrations, marks...) as JSON compressed against the game's
  texts and words of lessons (``dictionaries/lesson-words.txt``, data of this version).
  :func:`lesson_code` shares it from its first step, and refuses a lesson whose code would be
  longer than ``LESSON_CODE_MAX``: that one is shared as its file.

A game's code is the shorter of its history and its position. Reading a code checks everything:
the prefix and version, the check (a mistyped or cut code is refused, never half-read), the
size, and then the moment itself through the game's own rules, save reader and consistency
check. A code made by hand that passes the check still cannot smuggle in a position the game
refuses. Codes of version 1 (the moment's JSON, compressed) still read.

>>> from polislab.games import hopping
>>> code = moment_code(hopping.tutorial("worked-example"), step=1)
>>> code.startswith("PL2-"), len(code) < 50
(True, True)
>>> moment = read_moment(code)
>>> moment.game, moment.tutorial, moment.step
('hopping', 'worked-example', 1)
>>> from polislab.core import Timeline, get_game
>>> game = Timeline.replay(get_game("hopping"), hopping.start(), ["d2-d3", "e7-e6"])
>>> read_moment(moment_code(game)).state == game.state
True
>>> from polislab.core.scenario import Step
>>> lesson = Scenario("hopping", hopping.start(), [
...     Step(None, "Red begins."), Step("d2-d3", "Red steps.", {"highlight": ["d3"]})])
>>> read_moment(lesson_code(lesson)).scenario == lesson
True
>>> read_moment(code[:-3] + ("AAA" if not code.endswith("AAA") else "BBB"))
...                                             # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: this moment code is damaged: a character is wrong or ...
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from polislab.core.declarations import game_package
from polislab.core.errors import PolislabError, ScenarioError
from polislab.core.inputs import (
    excerpt,
    parse_json_text,
    refuse_unknown_keys,
)
from polislab.core.protocol import get_game
from polislab.core.randomness import Randomness
from polislab.core.scenario import FORMAT as SCENARIO_FORMAT
from polislab.core.scenario import VERSION as SCENARIO_VERSION
from polislab.core.scenario import Scenario
from polislab.core.scripting import recent_seeds
from polislab.core.timeline import Timeline

from .compact import (
    VARINT_BITS,
    Damaged,
    Reader,
    blob,
    deflate,
    inflate,
    read_value,
    tokens,
    unzigzag,
    varint,
    zigzag,
)

__all__ = ["LESSON_CODE_MAX", "MAX_CODE", "PREFIX", "VERSION", "LessonTooLong", "Moment",
           "lesson_code", "moment_code", "moment_link", "open_moment", "read_moment"]

PREFIX = "PL"
#: The version of the codes made; codes of every version in ``READS`` are read.
VERSION = 2
READS = (1, 2)
#: The longest code read (a version-1 Hegemony position mid-game is about 1,500 characters).
MAX_CODE = 40_000
#: A code's number for each game: fixed for good (a new game is added at the end).
GAME_NUMBERS = ("hopping", "hegemony", "hellas", "hexemonia")
#: The most a preset dictionary holds (zlib's window), and the most of it the texts take.
DICTIONARY_BYTES = 32_768
TEXTS_BYTES = 8_192
#: The most actions a code replays (a whole game is a few hundred).
MAX_PLIES = 5_000
_CHECK = 4  # bytes of SHA-256 that end the packed moment
_GROUP = 5
_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
_KEYS = ("game", "state", "tutorial", "scenario", "step", "free")  # a version-1 moment
# What a version-2 code holds, in the high half of its first byte (the game's number below it).
# A scenario's step is made as a _LESSON (shorter); codes of kind _SCENARIO (its JSON) still read.
_POSITION, _HISTORY, _TUTORIAL, _SCENARIO, _LESSON = range(5)
# How a learner's own game at a tutorial step follows the step (after the step's number).
_NO_FREE, _FREE_MOVES, _FREE_POSITION = range(3)


@dataclass(frozen=True, eq=False)
class Moment:
    """What a code holds: a game's ``state``, or a ``scenario`` at ``step`` (its name in
    ``tutorial`` when it is a ready-made tutorial), and the learner's own position ``free``
    when they were trying it themselves at that step."""

    game: str
    state: Any = None
    scenario: Scenario | None = None
    tutorial: str = ""
    step: int = 0
    free: Any = None

    def board(self) -> Any:
        """The state on the board at this moment."""
        if self.free is not None:
            return self.free
        if self.scenario is not None:
            return self.scenario.frames[self.step].state
        return self.state

    def open(self) -> Any:
        """The live widget of this moment: a TutorialPlayer at the step, or a PlayView."""
        from polislab.widgets import PlayView, TutorialPlayer  # widgets sit above this layer

        if self.scenario is None:
            return PlayView(self.state)
        player = TutorialPlayer(self.scenario)
        player.open_moment(self)
        return player

    def words(self) -> str:
        """The moment in a learner's words: "Sieges: one won, one lost, step 4 of 4", or "a
        game of Hellas"."""
        if self.scenario is None:
            return f"a game of {get_game(self.game).title}"
        where = f"{self.scenario.title}, step {self.step + 1} of {len(self.scenario)}"
        return where + (" (a game played on from there)" if self.free is not None else "")

    def __repr__(self) -> str:  # what a cell shows of read_moment(code): words, for a teacher
        return f"A moment: {self.words()}."


def moment_code(what: Any, step: int | None = None) -> str:
    """The code of ``what``: a game state, a :class:`~polislab.core.Timeline` (the game as
    played), a :class:`Scenario` (at ``step``, 0 by default), or a live ``TutorialPlayer`` /
    ``PlayView`` as it stands. (A lesson to share whole, every step: :func:`lesson_code`.)"""
    scenario = getattr(what, "scenario", None)
    if isinstance(scenario, Scenario):  # a TutorialPlayer as it stands
        step = what.step if step is None else step
        free = _timeline_of(getattr(what, "view", None)) if what.mode == "free" else None
        return _pack(_step_bytes(scenario, step, free))
    if isinstance(what, Scenario):
        return _pack(_step_bytes(what, 0 if step is None else step, None))
    timeline = what if isinstance(what, Timeline) else _timeline_of(what)
    state = timeline.state if timeline is not None else what
    name = getattr(state, "game_name", None)
    if not isinstance(name, str):
        raise ScenarioError(f"a moment code is made of a game state, a Timeline, a Scenario, "
                            f"a TutorialPlayer or a PlayView, not {type(what).__name__}")
    codes = [_pack(_position_bytes(state))]
    history = _history_bytes(timeline) if timeline is not None else None
    if history is not None:
        codes.append(_pack(history))
    return min(codes, key=len)


def moment_link(code: str, site: str, notebook: str = "") -> str:
    """A link that opens the JupyterLite ``site`` (its address) at ``notebook`` with the moment
    ``code`` in it: ``.../notebooks/index.html?path=<notebook>&moment=<code>`` (the site's
    Notebook interface: the notebook alone, as wide as the window). A tutorial player of that
    notebook opens at the moment when it is run (see docs/teaching.md)."""
    read_moment(code)  # a link is made only of a code that reads
    base = site.rstrip("/")
    if not base.endswith(".html"):
        base += "/notebooks/index.html"
    query = f"path={notebook}&" if notebook else ""
    return f"{base}?{query}moment={code}"


def read_moment(code: Any) -> Moment:
    """The moment a code holds; :class:`ScenarioError` with a sentence for any bad code."""
    version, packed = _unpack(code)
    if version == 1:
        return _read_version_1(inflate(packed, b""))
    try:
        return _read_version_2(Reader(packed))
    except Damaged:
        raise ScenarioError("this moment code is damaged: what it holds cannot be read (was it "
                            "made by another release of polislab?)") from None


def open_moment(code: Any) -> Any:
    """The live board of a moment code: a TutorialPlayer at its step, or a PlayView."""
    return read_moment(code).open()


# -- version 2: what goes in a code ----------------------------------------------------------
def _timeline_of(view: Any) -> Timeline | None:
    timeline = getattr(view, "timeline", None)
    return timeline if isinstance(timeline, Timeline) else None


def _first_byte(kind: int, game: str) -> bytes:
    if game not in GAME_NUMBERS:
        raise ScenarioError(f"{game!r} has no number in moment codes yet")
    return bytes([kind << 4 | GAME_NUMBERS.index(game)])


def _position_bytes(state: Any) -> bytes:
    return _first_byte(_POSITION, state.game_name) + _squeeze(_save(state), state.game_name)


def _history_bytes(timeline: Timeline) -> bytes | None:
    """A game from a setup whose seed is known: seed, options and the actions' places."""
    game = timeline.game.name
    found = _setup_of(game, timeline.start)
    if found is None or zigzag(found[0]).bit_length() > VARINT_BITS:  # (a typed start)
        return None
    moves = _moves_bytes(timeline.game, timeline.start, timeline.actions, timeline.state)
    if moves is None:
        return None
    seed, options = found
    extra = _squeeze(options, game) if options else b""
    return _first_byte(_HISTORY, game) + varint(zigzag(seed)) + moves + extra


def _step_bytes(scenario: Scenario, step: int, free: Timeline | None) -> bytes:
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step < len(scenario):
        raise ScenarioError(f"step {excerpt(step)} is not a step of {scenario.title!r} "
                            f"(0 to {len(scenario) - 1})")
    name = scenario.name
    if name and _stored(scenario.game, name) == scenario:  # a ready-made tutorial: its name
        head = _first_byte(_TUTORIAL, scenario.game) + blob(name.encode("utf-8"))
        head += varint(step)
    else:  # any other scenario: the whole lesson (codes of kind _SCENARIO are only read)
        head = _lesson_bytes(scenario) + varint(step)
    if free is None:
        return head
    codes = [head + bytes([_FREE_POSITION]) + _squeeze(_save(free.state), scenario.game)]
    bases = [scenario.start, *(frame.state for frame in scenario.frames)]
    start = save_text(free.start)
    base = next((number for number, state in enumerate(bases) if save_text(state) == start),
                None)
    moves = _moves_bytes(free.game, free.start, free.actions, free.state)
    if base is not None and moves is not None:
        codes.append(head + bytes([_FREE_MOVES]) + varint(base) + moves)
    return min(codes, key=len)


def _moves_bytes(game: Any, start: Any, actions: list[Any], end: Any) -> bytes | None:
    """The actions as one number: each action's place among the legal actions of its moment,
    in mixed radix (a moment with one legal action costs nothing); None when an action is not
    among them, or the replay does not reach ``end``."""
    number, radix, state = 0, 1, start
    for action in actions:
        legal = list(game.legal_actions(state))
        if action not in legal:
            return None
        number += legal.index(action) * radix
        radix *= len(legal)
        state, _ = game.apply(state, action)
    if save_text(state) != save_text(end):
        return None
    return _number_bytes(len(actions), number)


def _number_bytes(count: int, number: int) -> bytes:
    """``count`` choices made, and the mixed-radix ``number`` that says them."""
    return varint(count) + blob(number.to_bytes((number.bit_length() + 7) // 8, "little"))


def _setup_of(game: str, start: Any) -> tuple[int, dict[str, Any]] | None:
    """The seed and the options (those not the defaults) that ``start`` was set up with, or
    None: the seeds tried are those of the latest setups (and 0, for a game without chance),
    each dealt with a Randomness of its own (a trial is no setup: the latest stay as they are)."""
    setup = game_package(game).start
    wanted = save_text(start)
    options = _options_diff(game, start)
    for seed in dict.fromkeys([0, *recent_seeds()]):
        try:
            if save_text(setup(randomness=Randomness(seed), **options)) == wanted:
                return seed, options
        except (PolislabError, TypeError, ValueError):
            return None  # options this start cannot be asked for
    return None


def _options_diff(game: str, state: Any) -> dict[str, Any]:
    options = _options_of(get_game(game).to_json(state))
    defaults = _default_options(game)
    return {name: value for name, value in options.items() if defaults.get(name) != value}


@functools.cache
def _default_options(game: str) -> dict[str, Any]:
    setup = game_package(game).start
    return _options_of(get_game(game).to_json(setup(randomness=Randomness(0))))


def _options_of(data: dict[str, Any]) -> dict[str, Any]:
    options = data.get("options", data.get("rules"))
    return dict(options) if isinstance(options, dict) else {}


# -- version 2: a whole lesson ------------------------------------------------------------------
#: The longest lesson code made. The largest QR code the Share box draws (version 25 at error
#: level M, ``widgets.classroom.MAX_QR_VERSION``) holds about 1,450 of a code's letters, and
#: 1,400 characters are a long paragraph, which a chat message carries whole; a longer lesson
#: is shared as its file.
LESSON_CODE_MAX = 1_400
#: What the texts of a lesson code hold (besides each step's own keys).
_LESSON_KEYS = ("title", "intro", "script", "steps")


class LessonTooLong(ScenarioError):
    """A lesson whose code would be longer than :data:`LESSON_CODE_MAX`; ``length`` is how
    long it would be."""

    def __init__(self, length: int) -> None:
        self.length = length
        super().__init__(f"this lesson's code would be {length:,} characters long, more than a "
                         f"QR code or a chat message carries comfortably (at most "
                         f"{LESSON_CODE_MAX:,}): share the lesson's file instead "
                         f"(scenario.save('lesson.json'))")


def lesson_code(scenario: Scenario) -> str:
    """The code of a whole lesson, every step of it: its start, each step's action and texts
    (narration, title, marks, anything else a step holds) and the lesson's title, intro and
    script (a ready-made tutorial: its name). :func:`read_moment` gives it back at its first
    step, replayed by the rules; :class:`LessonTooLong` when the code would be longer than
    :data:`LESSON_CODE_MAX`. (``moment_code(scenario, step)`` codes it so too, unbounded.)"""
    if not isinstance(scenario, Scenario):
        raise ScenarioError(f"a lesson code is made of a Scenario (a lesson), not "
                            f"{type(scenario).__name__}")
    code = moment_code(scenario)
    if len(code) > LESSON_CODE_MAX:
        raise LessonTooLong(len(code))
    return code


def _lesson_bytes(scenario: Scenario) -> bytes:
    """The start as the shorter of its setup and its position (a code of its own inside), the
    steps' actions as their places, then the texts (the step shown follows)."""
    start = scenario.start
    starts = [_position_bytes(start)]
    seeded = _history_bytes(Timeline(scenario.rules, start))
    if seeded is not None:
        starts.append(seeded)
    places = _places_bytes(scenario)
    head = _first_byte(_LESSON, scenario.game) + blob(min(starts, key=len))
    return head + (places or _number_bytes(0, 0)) + blob(_texts_bytes(scenario, places is None))


def _places_bytes(scenario: Scenario) -> bytes | None:
    """Each step's action as one number: 0 for a step with no action, else 1 + its place among
    the legal actions of the step's moment, in mixed radix (as :func:`_moves_bytes`). None
    when the actions must travel as their notation: a step's action written otherwise than
    the rules write it, or chance played by the script after a step."""
    game, state = scenario.rules, scenario.start
    number, radix = 0, 1
    for frame in scenario.frames:
        legal = list(game.legal_actions(state))
        action = frame.step.action
        if action is not None:
            names = [str(legal_action) for legal_action in legal]
            if action not in names:
                return None
            number += (names.index(action) + 1) * radix
            state, _ = game.apply(state, legal[names.index(action)])
            if save_text(state) != save_text(frame.state):  # the script played chance too
                return None
        radix *= len(legal) + 1
    return _number_bytes(len(scenario.steps), number)


def _texts_bytes(scenario: Scenario, with_actions: bool) -> bytes:
    """The lesson's title, intro and script, and each step's keys but its action (unless the
    actions travel as notation), as JSON, deflated."""
    steps = []
    for step in scenario.steps:
        data = step.to_json()
        if data["action"] is None or not with_actions:
            del data["action"]
        steps.append(data)
    texts: dict[str, Any] = {"steps": steps}
    texts.update((key, value) for key, value in (("title", scenario.title),
                                                  ("intro", scenario.intro)) if value)
    if scenario.script is not None:
        texts["script"] = scenario.script
    text = json.dumps(texts, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    return deflate(text.encode("utf-8"), _lesson_preset(scenario.game))


@functools.cache
def _lesson_preset(game: str) -> bytes:
    """The preset dictionary of a lesson's texts: the texts ``game``'s saves use (its places,
    its pieces), then common words and the keys of lessons (``dictionaries/lesson-words.txt``,
    written by hand; data of this version): a lesson's code is a sixth to a quarter shorter."""
    words = resources.files("polislab.classroom") / "dictionaries" / "lesson-words.txt"
    return _words(_dictionary(game)[0]) + words.read_bytes()


def _read_lesson(game_name: str, reader: Reader) -> Scenario:
    """The lesson :func:`_lesson_bytes` wrote, read as a saved scenario (every check applies)."""
    game = get_game(game_name)
    start = reader.blob()
    if not start or start[0] not in (_first_byte(_POSITION, game_name)[0],
                                     _first_byte(_HISTORY, game_name)[0]):
        raise Damaged
    start_state = _read_version_2(Reader(start)).state
    plies, moves = reader.varint(), reader.blob()
    actions = _read_places(game, start_state, plies, moves)
    texts = _read_texts(inflate(reader.blob(), _lesson_preset(game_name)))
    steps = texts["steps"]
    if actions:
        if len(steps) != len(actions) or any(
                not isinstance(step, dict) or "action" in step for step in steps):
            raise Damaged
        steps = [{"action": action, **step} for action, step in zip(actions, steps, strict=True)]
    data = {"format": SCENARIO_FORMAT, "version": SCENARIO_VERSION, "game": game_name,
            **texts, "start": game.to_json(start_state), "steps": steps}
    try:
        return Scenario.from_json(data)
    except ScenarioError as err:
        raise ScenarioError(f"this lesson code's lesson cannot be opened: "
                            f"{err}") from None


def _read_texts(text: bytes) -> dict[str, Any]:
    """The texts of a lesson code: JSON, bounded as every JSON polislab reads."""
    try:
        texts = parse_json_text(text.decode("utf-8"), "this lesson code")
    except UnicodeDecodeError:
        raise Damaged from None
    except ScenarioError as err:
        if err.line is None:  # nested too deep, a number too large: said as it is
            raise
        raise Damaged from None
    if not isinstance(texts, dict) or not isinstance(texts.get("steps"), list):
        raise Damaged
    refuse_unknown_keys(texts, _LESSON_KEYS, "this lesson code")
    return texts


def _read_places(game: Any, start: Any, plies: int, moves: bytes) -> list[str | None]:
    """Each step's action (None for a step without one) from the places :func:`_places_bytes`
    wrote, replayed by the rules from ``start``."""
    if plies > MAX_PLIES:
        raise ScenarioError(f"this lesson code has {plies:,} steps, more than a lesson has "
                            f"(at most {MAX_PLIES:,})")
    number, state = int.from_bytes(moves, "little"), start
    actions: list[str | None] = []
    for _ in range(plies):
        legal = list(game.legal_actions(state))
        number, place = divmod(number, len(legal) + 1)
        if not place:
            actions.append(None)
            continue
        try:
            state, _events = game.apply(state, legal[place - 1])
        except PolislabError:
            raise Damaged from None
        actions.append(str(legal[place - 1]))
    if number:
        raise Damaged
    return actions


# -- version 2: reading -------------------------------------------------------------------------
def _read_version_2(reader: Reader) -> Moment:
    first = reader.byte()
    kind, number = first >> 4, first & 0x0F
    if number >= len(GAME_NUMBERS):
        raise ScenarioError("this moment code is of a game unknown here (made by a newer "
                            "polislab?)")
    name = GAME_NUMBERS[number]
    game = get_game(name)
    if kind == _POSITION:
        saved = _unsqueeze(reader.rest(), name)
        return Moment(name, state=_read_state(game, saved, "the position"))
    if kind == _HISTORY:
        seed = unzigzag(reader.varint())
        plies, moves = reader.varint(), reader.blob()
        options = _unsqueeze(reader.rest(), name) if not reader.done() else {}
        if not isinstance(options, dict):
            raise Damaged
        setup = game_package(name).start
        try:
            start = setup(randomness=Randomness(seed), **options)
        except (PolislabError, TypeError, ValueError) as err:
            raise ScenarioError(f"this moment code's game cannot be set up: {err}") from None
        return Moment(name, state=_replay(game, start, plies, moves))
    if kind in (_TUTORIAL, _SCENARIO, _LESSON):
        return _read_step(kind, name, reader)
    raise ScenarioError("this moment code holds a kind of moment unknown here (made by a newer "
                        "polislab?)")


def _read_step(kind: int, game_name: str, reader: Reader) -> Moment:
    game = get_game(game_name)
    if kind == _TUTORIAL:
        try:
            name = reader.blob().decode("utf-8")
        except UnicodeDecodeError:
            raise Damaged from None
        scenario, _ = _read_scenario(game_name, {"tutorial": name})
        step = reader.varint()
    elif kind == _LESSON:
        scenario, name = _read_lesson(game_name, reader), ""
        step = reader.varint()
    else:
        step, name = reader.varint(), ""
        scenario, _ = _read_scenario(game_name, {"scenario": _unsqueeze(reader.blob(), game_name)})
    if not 0 <= step < len(scenario):
        raise ScenarioError(f"this moment's step {step} is not a step of {scenario.title!r} "
                            f"(it has {len(scenario)})")
    free = None
    if not reader.done():
        how = reader.byte()
        if how == _FREE_POSITION:
            free = _read_state(game, _unsqueeze(reader.rest(), game_name), "the learner's position")
        elif how == _FREE_MOVES:
            bases = [scenario.start, *(frame.state for frame in scenario.frames)]
            base = reader.varint()
            if base >= len(bases):
                raise Damaged
            plies, moves = reader.varint(), reader.blob()
            free = _replay(game, bases[base], plies, moves)
        else:
            raise Damaged
    if not reader.done():
        raise Damaged
    return Moment(game_name, scenario=scenario, tutorial=name, step=step, free=free)


def _replay(game: Any, start: Any, plies: int, moves: bytes) -> Any:
    """The state after ``plies`` actions from ``start``, each the legal action at its place."""
    if plies > MAX_PLIES:
        raise ScenarioError(f"this moment code replays {plies:,} actions, more than a game has "
                            f"(at most {MAX_PLIES:,})")
    number, state = int.from_bytes(moves, "little"), start
    for _ in range(plies):
        legal = list(game.legal_actions(state))
        if not legal:
            raise Damaged
        number, place = divmod(number, len(legal))
        try:
            state, _events = game.apply(state, legal[place])
        except PolislabError:
            raise Damaged from None
    if number:
        raise Damaged
    return state


# -- version 2: bytes -------------------------------------------------------------------------
def save_text(state: Any) -> bytes:
    """A state's save (``to_json``) as compact JSON text, keys sorted (to compare saves)."""
    return json.dumps(_save(state), separators=(",", ":"), sort_keys=True,
                      ensure_ascii=False).encode("utf-8")


def _save(state: Any) -> Any:
    return get_game(state.game_name).to_json(state)


def _squeeze(data: Any, game: str) -> bytes:
    texts, preset = _dictionary(game)
    numbers = {text: number for number, text in enumerate(texts)}
    return deflate(bytes(tokens(data, numbers, bytearray())), preset)


def _unsqueeze(packed: bytes, game: str) -> Any:
    texts, preset = _dictionary(game)
    reader = Reader(inflate(packed, preset))
    data = read_value(reader, texts)
    if not reader.done():
        raise Damaged
    return data


def dictionary(game: str) -> dict[str, Any]:
    """``game``'s dictionary for moment codes (``dictionaries/<game>.json``, data of this
    version): the texts its saves use, numbered, and positions typical of its games (empty
    for a game without one)."""
    path = resources.files("polislab.classroom") / "dictionaries" / f"{game}.json"
    if not path.is_file():
        return {"strings": [], "states": []}
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@functools.cache
def _dictionary(game: str) -> tuple[list[str], bytes]:
    """The texts numbered for ``game``, and the preset dictionary: those texts themselves (up
    to ``TEXTS_BYTES``: a text not numbered, a rarer rule's, often shares words with them),
    then the tokens of its positions' saves, the latest that fill zlib's window."""
    data = dictionary(game)
    texts = list(data["strings"])
    numbers = {text: number for number, text in enumerate(texts)}
    words = _words(texts)
    saves = b"".join(bytes(tokens(state, numbers, bytearray())) for state in data["states"])
    return texts, words + saves[len(words) - DICTIONARY_BYTES:]


def _words(texts: list[str]) -> bytes:
    """A game's numbered texts as words of a preset dictionary (the last ``TEXTS_BYTES``)."""
    return "\n".join(texts).encode("utf-8")[-TEXTS_BYTES:]


# -- version 1 ---------------------------------------------------------------------------------
def _read_version_1(text: bytes) -> Moment:
    damaged = "this moment code is damaged: what it holds is not JSON"
    try:
        data = parse_json_text(text.decode("utf-8"), "this moment code")
    except UnicodeDecodeError:
        raise ScenarioError(damaged) from None
    except ScenarioError as err:
        if err.line is None:  # nested too deep, a number too large: said as it is
            raise
        raise ScenarioError(damaged) from None
    if not isinstance(data, dict):
        raise ScenarioError("this moment code holds no moment")
    refuse_unknown_keys(data, _KEYS, "a moment")
    game_name = data.get("game")
    if not isinstance(game_name, str):
        raise ScenarioError("this moment code names no game")
    try:
        game = get_game(game_name)
    except KeyError as err:  # UnknownName: it says which games there are
        raise ScenarioError(f"this moment code is of a game unknown here: {err.args[0]}") from None
    free = _read_state(game, data["free"], "the learner's position") if "free" in data else None
    if "state" in data:
        return Moment(game_name, state=_read_state(game, data["state"], "the position"))
    scenario, name = _read_scenario(game_name, data)
    step = data.get("step", 0)
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step < len(scenario):
        raise ScenarioError(f"this moment's step {excerpt(step)} is not a step of "
                            f"{scenario.title!r} (it has {len(scenario)})")
    return Moment(game_name, scenario=scenario, tutorial=name, step=step, free=free)


def _stored(game: str, name: str) -> Scenario:
    module = game_package(game)
    tutorial = getattr(module, "tutorial", None)
    if tutorial is None:
        raise ScenarioError(f"{game} has no ready-made tutorials")
    return tutorial(name)


def _read_state(game: Any, data: Any, what: str) -> Any:
    try:
        return game.from_json(data)
    except ValueError as err:
        raise ScenarioError(f"{what} in this moment code cannot be read: {err}") from None


def _read_scenario(game: str, data: dict[str, Any]) -> tuple[Scenario, str]:
    if "tutorial" in data:
        name = data["tutorial"]
        if not isinstance(name, str):
            raise ScenarioError("this moment code's tutorial is not named by text")
        try:
            return _stored(game, name), name
        except KeyError as err:  # an unknown name: UnknownName says which exist
            raise ScenarioError(f"this moment code's tutorial is unknown here: "
                                f"{err.args[0]}") from None
    if "scenario" not in data:
        raise ScenarioError("this moment code holds neither a position nor a tutorial")
    scenario = Scenario.from_json(data["scenario"])
    if scenario.game != game:
        raise ScenarioError(f"this moment code's scenario is of {scenario.game!r}, not {game!r}")
    return scenario, ""


# -- packing ------------------------------------------------------------------------------------
def _pack(packed: bytes) -> str:
    check = hashlib.sha256(bytes([VERSION]) + packed).digest()[:_CHECK]
    letters = base64.b32encode(packed + check).decode("ascii").rstrip("=")
    groups = [letters[i:i + _GROUP] for i in range(0, len(letters), _GROUP)]
    return "-".join([f"{PREFIX}{VERSION}", *groups])


def _unpack(code: Any) -> tuple[int, bytes]:
    """The version of a code and what it packs, its check checked."""
    if not isinstance(code, str):
        raise ScenarioError(f"a moment code is text, like '{PREFIX}{VERSION}-…', not "
                            f"{type(code).__name__}")
    if len(code) > MAX_CODE:
        raise ScenarioError(f"this is too long for a moment code ({len(code):,} characters; "
                            f"at most {MAX_CODE:,})")
    letters = "".join(code.split()).upper()
    if "MOMENT=" in letters:  # a whole link pasted: its code is what follows moment=
        letters = letters.rsplit("MOMENT=", 1)[1].split("&", 1)[0]
    if not letters.startswith(PREFIX):
        raise ScenarioError(f"this is not a polislab moment code: one starts with "
                            f"'{PREFIX}{VERSION}-' ({excerpt(code)})")
    version_text, dash, rest = letters[len(PREFIX):].partition("-")
    if not dash or not (version_text.isascii() and version_text.isdigit()):
        raise ScenarioError(f"this moment code has no version: it starts '{PREFIX}' then a "
                            f"number and a dash, like '{PREFIX}{VERSION}-'")
    version = int(version_text[:6])
    if version not in READS:
        raise ScenarioError(f"this moment code is of version {version_text[:6]}, and this "
                            f"polislab reads versions {READS[0]} to {READS[-1]}: open it with a "
                            f"polislab of the same release as the one that made it")
    rest = rest.replace("-", "")
    strange = sorted(set(rest) - _LETTERS)
    if strange:
        raise ScenarioError(f"this moment code is damaged: it holds {''.join(strange)[:10]!r}, "
                            f"and after the version a code has only A to Z and 2 to 7")
    try:
        raw = base64.b32decode(rest + "=" * (-len(rest) % 8))
    except ValueError:  # a length no code has: letters lost or added
        raw = b""
    if base64.b32encode(raw).decode("ascii").rstrip("=") != rest:  # a last letter's spare bits
        raw = b""
    body, check = raw[:-_CHECK], raw[-_CHECK:]
    if len(raw) <= _CHECK or hashlib.sha256(bytes([version]) + body).digest()[:_CHECK] != check:
        raise ScenarioError("this moment code is damaged: a character is wrong or missing "
                            "(its check does not match); copy it again whole")
    return version, body
