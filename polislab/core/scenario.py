"""Scripted scenarios: a start position and steps, each an action with narration and marks.

A scenario is what a tutorial plays: "from this position, Red steps e3-e4; the Blue dog hops
and is captured". Every step is replayed by the game's own rules when the scenario is made, so
a broken tutorial fails at once, naming the step and the rule, never halfway through a lesson.

>>> from polislab.games import hopping
>>> scenario = Scenario("hopping", hopping.Position.start(), [
...     Step(None, "The starting position."),
...     Step("d2-d3", "Red steps d2-d3: its neighbours hop over it.", title="First move"),
... ], title="Opening")
>>> len(scenario), scenario.frames[1].state.last_move
(2, Move(origin='d2', target='d3'))
>>> Scenario("hopping", hopping.Position.start(), [Step("d2-d5", "?")])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: steps[0] ('d2-d5') cannot be played: d2 to d5 is not one ...

Chance (dice, cards) is scripted in one of two ways. A step may play the chance action itself
("roll 3", in a game where chance is an action); or the scenario's ``script`` stacks the dice
and decks, ``{"dice": {"4": [4, 1]}, "decks": {"combat": [...]}}``, and after each step the
decisions left to chance are played from it, through the game's ``chance_action(state,
randomness)``, while it lasts: a frame's ``actions`` lists all that its step played.

Steps are counted from 0, as in ``scenario.steps``. Saved scenarios are plain JSON (never
pickle): :meth:`Scenario.to_json` / :meth:`Scenario.from_json`, :meth:`Scenario.save` /
:meth:`Scenario.load`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from .errors import ScenarioError, UnknownName
from .events import Event
from .goals import Goal, read_goal
from .inputs import check_plain, excerpt, parse_json_text, read_json_file, refusing
from .protocol import Game, get_game
from .randomness import ScriptedRandomness, ScriptExhausted
from .schema import add_version, check, upgrade

__all__ = ["FORMAT", "Frame", "Scenario", "Step", "stored_tutorials"]

#: The ``format`` tag of saved scenarios (what a save is; ``version`` is its layout's).
FORMAT = "polislab/scenario/1"
#: The layout's version: 2 added the "version" key itself, 3 a step's exercise (earlier saves
#: are migrated).
VERSION = 3
_MIGRATIONS = {1: add_version(2), 2: add_version(3)}

_SCRIPT_KEYS = ("dice", "decks")
#: The most steps a scenario may have (a tutorial has tens).
MAX_STEPS = 10_000
#: The most characters of what a teacher types, by field: a step is read aloud in a breath
#: (polislab's own steps are at most 60 words, 341 characters), a title fits a list's line.
MAX_CHARACTERS = {"narration": 1000, "title": 80, "prompt": 300, "hint": 300}


def _plain(value: Any, where: str) -> Any:
    """``value`` as plain JSON data (tuples become lists); ScenarioError for anything else."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(item, where) for item in value]
    if isinstance(value, Mapping):
        if not all(isinstance(key, str) for key in value):
            raise ScenarioError(f"{where}: the keys of a mapping must be strings")
        return {key: _plain(item, where) for key, item in value.items()}
    raise ScenarioError(f"{where}: {type(value).__name__} is not plain data (JSON)")


def _check_mark_shapes(marks: dict[str, Any]) -> None:
    """Each kind of mark holds a list of places (text), or of arrows (pairs of places)."""
    for kind, items in marks.items():
        if not isinstance(items, list):
            raise ScenarioError(f"marks.{excerpt(kind, 30)} must be a list of places, e.g. "
                                f"['e4'], not {excerpt(items)}")
        for index, item in enumerate(items):
            pair = isinstance(item, list) and len(item) == 2 and all(
                isinstance(end, str) for end in item)
            if not (isinstance(item, str) or pair):
                raise ScenarioError(f"marks.{excerpt(kind, 30)}[{index}]: a mark names a place "
                                    f"as text (e.g. 'e4'), or an arrow as a pair of places "
                                    f"(['e3', 'e5']), not {excerpt(item)}")


def _check_length(field_name: str, text: str) -> None:
    """Refuse text over :data:`MAX_CHARACTERS` for its field, in a sentence."""
    most = MAX_CHARACTERS[field_name]
    if len(text) > most:
        raise ScenarioError(f"a step's {field_name} is {len(text):,} characters long; it may "
                            f"be at most {most:,} (a step is read aloud in a breath): cut it, "
                            f"or split the step in two")


def _checked_exercise(exercise: Any, action: str | None) -> dict[str, Any]:
    """The exercise's data, checked for shape (its goal is checked against the game, and the
    step's move against the goal, when the scenario is made)."""
    if not isinstance(exercise, Mapping):
        raise ScenarioError("a step's exercise is an object with 'prompt', 'goal' and 'hint', "
                            f"not {excerpt(exercise)}")
    if action is None:
        raise ScenarioError("a step with an exercise has a move: the exercise asks the learner "
                            "to find it")
    unknown = sorted(set(exercise) - {"prompt", "goal", "hint"})
    if unknown:
        raise ScenarioError(f"a step's exercise has no {excerpt(unknown[0])}: it holds 'prompt', "
                            "'goal' and 'hint'")
    prompt, hint = exercise.get("prompt", ""), exercise.get("hint", "")
    if not isinstance(prompt, str) or not prompt.strip() or not isinstance(hint, str):
        raise ScenarioError("a step's exercise needs a prompt (what the learner is asked), as "
                            "text, and its hint is text")
    _check_length("prompt", prompt)
    _check_length("hint", hint)
    check_plain(dict(exercise), "a step's exercise", max_bytes=10_000, max_depth=3)
    return _plain(dict(exercise), "exercise")


@dataclass(frozen=True)
class Step:
    """One step of a scenario.

    ``action`` is the game's notation of the move to play (``"e3-e4"``), or None to show the
    position as it stands (the start, for a first step). ``narration`` says what happens, in a
    sentence or two; ``marks`` replaces the default marks of the move (for hopping: keys
    ``highlight``, ``arrows``, ``crosses``, ``dots``, and for what is not played, ``pointed``
    and ``unplayed``; each game's board names its own); ``title`` names the step in the list.
    ``exercise`` asks the learner to find the step's move before it is played:
    ``{"prompt": "...", "goal": {...}, "hint": "..."}``, the goal one of
    :mod:`polislab.core.goals` (the step's own move must meet it).
    """

    action: str | None
    narration: str
    marks: dict[str, Any] | None = None
    title: str = ""
    exercise: dict[str, Any] | None = None

    def __post_init__(self) -> None:
        if self.action is not None and not isinstance(self.action, str):
            object.__setattr__(self, "action", str(self.action))  # e.g. a Move object
        if not isinstance(self.narration, str) or not isinstance(self.title, str):
            raise ScenarioError("a step's narration and title must be text")
        _check_length("narration", self.narration)
        _check_length("title", self.title)
        if self.exercise is not None:
            object.__setattr__(self, "exercise", _checked_exercise(self.exercise, self.action))
        if self.marks is not None:
            if not isinstance(self.marks, Mapping):
                raise ScenarioError("a step's marks must be a mapping, e.g. {'highlight': ['e4']}")
            check_plain(dict(self.marks), "a step's marks", max_bytes=100_000, max_depth=3)
            object.__setattr__(self, "marks", _plain(self.marks, "marks"))
            _check_mark_shapes(self.marks)

    def label(self, number: int) -> str:
        """The step's name in a list: its title, else its action, else "Start"."""
        return self.title or self.action or ("Start" if number == 0 else f"Step {number + 1}")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"action": self.action, "narration": self.narration}
        if self.marks is not None:
            data["marks"] = self.marks
        if self.title:
            data["title"] = self.title
        if self.exercise is not None:
            data["exercise"] = self.exercise
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any], number: int = 0) -> Step:
        """A step from saved data whose shape the scenario's schema has checked."""
        return cls(data.get("action"), data.get("narration", ""), data.get("marks"),
                   data.get("title", ""), data.get("exercise"))


@dataclass(frozen=True)
class Frame:
    """A step as played: the state after it, the events its action caused, and the step.

    ``actions`` is the notation of every action the step played: its own, then the chance
    actions the scenario's script decided (empty for a step without action).
    """

    state: Any
    events: tuple[Event, ...]
    step: Step
    actions: tuple[str, ...] = ()


@dataclass(frozen=True, eq=False)
class Scenario:
    """A start state and steps, replayed by the rules of ``game`` when made.

    ``frames[i]`` is step ``i`` as played. A step with no action shows the state as it
    stands. ``script`` holds scripted randomness for games with dice or decks, as
    ``{"dice": {"6": [2, 4]}, "decks": {"events": [...]}}`` (the arguments of
    :class:`~polislab.core.ScriptedRandomness`): after each step, while the game waits on
    chance (``to_move`` is "chance") and the script has the roll or card, the game's
    ``chance_action`` plays it. Hopping Polis has no chance: its script is only kept.
    """

    game: str
    start: Any
    steps: Sequence[Step]
    title: str = ""
    intro: str = ""
    script: dict[str, Any] | None = None
    #: The name of a ready-made tutorial (``G.tutorial(name)``); "" for any other scenario.
    name: str = ""
    frames: tuple[Frame, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        rules = _game(self.game)
        if not isinstance(self.title, str) or not isinstance(self.intro, str):
            raise ScenarioError("a scenario's title and intro must be text")
        if not isinstance(self.name, str):
            raise ScenarioError("a scenario's name (a ready-made tutorial's) must be text")
        owner = getattr(self.start, "game_name", self.game)
        if owner != self.game:
            raise ScenarioError(f"the start is a state of {owner!r}, not of {self.game!r}")
        _check_start(rules, self.start)
        if isinstance(self.steps, (str, bytes)) or not isinstance(self.steps, Iterable):
            raise ScenarioError(f"a scenario's steps are a list of Step, not "
                                f"{excerpt(self.steps)}")
        steps = tuple(self.steps)
        if not steps:
            raise ScenarioError("a scenario needs at least one step")
        for number, step in enumerate(steps):
            if not isinstance(step, Step):
                raise ScenarioError(f"steps[{number}] is a {type(step).__name__}, not a Step")
            if number >= MAX_STEPS:
                raise ScenarioError(f"a scenario has at most {MAX_STEPS} steps")
        object.__setattr__(self, "steps", steps)
        object.__setattr__(self, "script", _check_script(self.script))
        script = self.script or {}
        randomness = ScriptedRandomness(script.get("dice"), script.get("decks"))
        object.__setattr__(self, "frames", tuple(_replay(rules, self.start, steps, randomness)))
        for number in self.exercise_steps():
            self.exercise_goal(number)  # refused now, naming the step, if its move misses it

    # -- exercises -----------------------------------------------------------------------------
    def exercise_steps(self) -> list[int]:
        """The numbers of the steps that hold an exercise."""
        return [number for number, step in enumerate(self.steps) if step.exercise is not None]

    def position_before(self, number: int) -> Any:
        """The position step ``number``'s move is played from (where its exercise is set)."""
        return self.frames[number - 1].state if number else self.start

    def exercise_goal(self, number: int) -> Goal:
        """Step ``number``'s exercise goal, checked: one of the game's, and met by the step's
        own move (else :class:`ScenarioError` naming the step)."""
        step = self.steps[number]
        exercise = step.exercise or {}
        where = f"steps[{number}]'s exercise"
        try:
            goal = read_goal(self.game, exercise.get("goal"))
        except ScenarioError as err:
            raise ScenarioError(f"{where}: {err}") from None
        right, why = goal.judge(self.position_before(number), step.action)
        if not right:
            raise ScenarioError(f"{where} asks the learner to {goal.words()}, but the step's own "
                                f"move does not: {why}")
        return goal

    @property
    def rules(self) -> Game:
        """The game these steps are played by (from the registry)."""
        return get_game(self.game)

    def __len__(self) -> int:
        return len(self.steps)

    def titles(self) -> list[str]:
        """Each step's name for a list: its title, else its action."""
        return [step.label(number) for number, step in enumerate(self.steps)]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Scenario):
            return NotImplemented
        return (self.game, self.start, self.steps, self.title, self.intro, self.script) == (
            other.game, other.start, other.steps, other.title, other.intro, other.script)

    # Unhashable, as __eq__ compares values (Python's own idiom; the checker wants a method).
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        count = len(self.steps)
        return f"Scenario({self.title!r}, game={self.game!r}, {count} step{'s' * (count != 1)})"

    def starting_at(self, number: int) -> Scenario:
        """The scenario from step ``number`` on, started directly at the moment that step
        shows: its start is that frame's state (a battle, a voyage, a war part-way... any
        state the game saves), so the earlier steps are not replayed; step ``number`` becomes
        the first, showing the state with its narration; the script is what the earlier steps
        left of it. Saved with :meth:`to_json`, it loads back equal.

        >>> from polislab.games import hopping
        >>> whole = Scenario("hopping", hopping.Position.start(), [
        ...     Step(None, "The start."), Step("d2-d3", "Red steps."), Step("e7-e6", "Blue.")])
        >>> later = whole.starting_at(1)
        >>> later.start == whole.frames[1].state, [s.action for s in later.steps]
        (True, [None, 'e7-e6'])
        >>> Scenario.from_json(later.to_json()) == later
        True
        """
        if (not isinstance(number, int) or isinstance(number, bool)
                or not 0 <= number < len(self.steps)):
            raise ScenarioError(f"the steps are numbered 0 to {len(self.steps) - 1}, not "
                                f"{excerpt(number)}")
        script = self.script or {}
        randomness = ScriptedRandomness(script.get("dice"), script.get("decks"))
        for _ in _replay(self.rules, self.start, self.steps[:number + 1], randomness):
            pass  # the earlier steps use up their part of the script
        left = randomness.remaining()
        step = self.steps[number]
        first = Step(None, step.narration, step.marks, step.title or step.label(number))
        return Scenario(self.game, self.frames[number].state, [first, *self.steps[number + 1:]],
                        title=self.title, intro=self.intro,
                        script=left if self.script is not None else None)

    def part(self, first: int, end: int | None = None) -> Scenario:
        """Steps ``first`` to ``end - 1`` (to the last, by default) as a scenario of their own,
        started from the position step ``first`` is played from: a lesson cut at its exercises
        (the part after an exercise opens with the answer played). The title stays; the script
        is what the earlier steps left of it.

        >>> from polislab.games import hopping
        >>> whole = Scenario("hopping", hopping.Position.start(), [
        ...     Step(None, "The start."), Step("d2-d3", "Red steps."), Step("e7-e6", "Blue.")])
        >>> [s.action for s in whole.part(2).steps], whole.part(2).start == whole.frames[1].state
        (['e7-e6'], True)
        >>> [s.narration for s in whole.part(0, 2).steps]
        ['The start.', 'Red steps.']
        """
        end = len(self.steps) if end is None else end
        if not (isinstance(first, int) and isinstance(end, int)
                and 0 <= first < end <= len(self.steps)):
            raise ScenarioError(f"a part runs from a step to a later one, within 0 to "
                                f"{len(self.steps)}, not {excerpt(first)} to {excerpt(end)}")
        script = self.script or {}
        randomness = ScriptedRandomness(script.get("dice"), script.get("decks"))
        for _ in _replay(self.rules, self.start, self.steps[:first], randomness):
            pass  # the earlier steps use up their part of the script
        return Scenario(self.game, self.position_before(first), self.steps[first:end],
                        title=self.title, intro=self.intro,
                        script=randomness.remaining() if self.script is not None else None)

    # -- saving --------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """Plain JSON data: the start through the game's ``to_json``, the steps as objects."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "title": self.title,
            "intro": self.intro,
            "start": self.rules.to_json(self.start),
            "steps": [step.to_json() for step in self.steps],
        }
        if self.script is not None:
            data["script"] = self.script
        return data

    @classmethod
    def from_json(cls, data: Any, name: str = "") -> Scenario:
        """Read :meth:`to_json` data (or an earlier polislab's: it is migrated), replaying every
        step; :class:`ScenarioError` if corrupt. The layout is declared by the JSON Schema
        ``polislab/schemas/scenario.json``. ``name`` is the ready-made tutorial's name, when
        it is one."""
        data = upgrade(data, VERSION, _MIGRATIONS, "a saved scenario")
        check(data, "scenario", "a saved scenario", decimals=True)
        game = _game(data["game"])
        try:
            with refusing("the state"):
                start = game.from_json(data["start"])
        except ScenarioError as err:
            raise ScenarioError(f"'start' cannot be read: {err}") from None
        return cls(
            data["game"],
            start,
            [Step.from_json(step, number) for number, step in enumerate(data["steps"])],
            title=data.get("title", ""),
            intro=data.get("intro", ""),
            script=data.get("script"),
            name=name,
        )

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the scenario as JSON (UTF-8) to ``path``."""
        text = json.dumps(self.to_json(), indent=2, ensure_ascii=False)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Scenario:
        """Read a scenario saved by :meth:`save`; :class:`ScenarioError` if it is corrupt."""
        return cls.from_json(read_json_file(path, "the scenario file"))


def stored_tutorials(
    package: str,
) -> tuple[Callable[[], list[str]], Callable[[str], Scenario]]:
    """``tutorial_names`` and ``tutorial`` for a game ``package`` that keeps its ready-made
    scenarios as JSON in its ``scenarios/`` folder, in the order its index.json gives
    (``package`` is the game's ``tutorials`` package)."""
    folder = resources.files(package).joinpath("scenarios")

    def tutorial_names() -> list[str]:
        """The names of the ready-made scenarios, in teaching order."""
        index = parse_json_text(folder.joinpath("index.json").read_text(encoding="utf-8"),
                                f"{package}: scenarios/index.json")
        return list(index["order"])

    def tutorial(name: str) -> Scenario:
        """The ready-made scenario ``name`` (see ``tutorial_names``), replayed and checked."""
        names = tutorial_names()
        if not isinstance(name, str) or name not in names:
            raise UnknownName(f"no tutorial named {excerpt(name)}; there are: "
                              f"{', '.join(names)}")
        data = parse_json_text(folder.joinpath(f"{name}.json").read_text(encoding="utf-8"),
                               f"the tutorial {name!r}")
        return Scenario.from_json(data, name=name)

    return tutorial_names, tutorial


def tutorial_files(scenarios: Mapping[str, Callable[[], Scenario]], about: str) -> dict[str, str]:
    """The text of each file of a game's tutorials/scenarios/ folder (what :func:`stored_tutorials`
    reads): one JSON file per scenario made by ``scenarios`` (name -> maker, in teaching order)
    and index.json with ``about`` and that order. Each game's tutorials/build.py writes them."""

    def dump(data: Any) -> str:
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"

    files = {f"{name}.json": dump(make().to_json()) for name, make in scenarios.items()}
    files["index.json"] = dump({"about": about, "order": list(scenarios)})
    return files


def _game(name: Any) -> Game:
    if not isinstance(name, str):
        raise ScenarioError(f"a scenario's game is named by text, e.g. 'hopping', not "
                            f"{excerpt(name)}")
    try:
        return get_game(name)
    except KeyError as err:
        raise ScenarioError(str(err.args[0])) from None


def _check_script(script: Any) -> dict[str, Any] | None:
    if script is None:
        return None
    if not isinstance(script, Mapping):
        raise ScenarioError("'script' must be an object with 'dice' and/or 'decks'")
    check_plain(dict(script), "'script'", max_bytes=1_000_000, max_depth=4)
    unknown = set(script) - set(_SCRIPT_KEYS)
    if unknown:
        raise ScenarioError(f"'script' has unknown keys: {', '.join(sorted(map(str, unknown)))}")
    plain = _plain(script, "script")
    dice, decks = plain.get("dice", {}), plain.get("decks", {})
    if not isinstance(dice, dict) or not isinstance(decks, dict):
        raise ScenarioError("'script': 'dice' and 'decks' must be objects")
    for sides, rolls in dice.items():
        if not sides.isdecimal() or not 2 <= int(sides[:6]) <= 1000:
            raise ScenarioError(f"'script'.dice: {excerpt(sides)} is not a die (its number of "
                                "sides, e.g. \"4\" for a d4)")
        if not isinstance(rolls, list) or not all(
                isinstance(r, int) and not isinstance(r, bool) for r in rolls):
            raise ScenarioError(f"'script'.dice.{sides} must be a list of whole numbers (the "
                                f"rolls in order), not {excerpt(rolls)}")
    for name, cards in decks.items():
        if not isinstance(cards, list):
            raise ScenarioError(f"'script'.decks.{excerpt(name, 40)} must be a list of cards in "
                                f"the order they come out, not {excerpt(cards)}")
        for index, card in enumerate(cards):
            try:
                hash(card)
            except TypeError:
                raise ScenarioError(f"'script'.decks.{excerpt(name, 40)}[{index}] must be a "
                                    f"card's name, not {excerpt(card)}") from None
    ScriptedRandomness(dice=dice, decks=decks)  # checks each roll is on the die
    return plain


def _replay(game: Game, start: Any, steps: Iterable[Step],
            randomness: ScriptedRandomness) -> Iterable[Frame]:
    state = start
    for number, step in enumerate(steps):
        if step.action is None:
            yield Frame(state, (), step)
            continue
        what = f"steps[{number}] ({excerpt(step.action)})"
        try:
            action = game.parse_action(state, step.action)
            state, events = game.apply(state, action)
            played = [str(action)]
            state = _play_chance(game, state, randomness, played, events)
        except (ValueError, TypeError, KeyError) as err:  # IllegalAction, ScenarioError, ...
            raise ScenarioError(f"{what} cannot be played: {err}") from err
        yield Frame(state, tuple(events), step, tuple(played))


def _play_chance(game: Game, state: Any, randomness: ScriptedRandomness, played: list[str],
                 events: list[Event]) -> Any:
    """Play the chance decisions the script decides, adding to ``played`` and ``events``."""
    chance_action = getattr(game, "chance_action", None)
    while chance_action is not None and game.to_move(state) == "chance":
        try:
            action = chance_action(state, randomness)
        except ScriptExhausted:
            break  # the script says no more: the next step decides
        state, more = game.apply(state, action)
        played.append(str(action))
        events.extend(more)
    return state


def _check_start(game: Game, start: Any) -> None:
    """The start must be a state its game would load: it is saved and read back, so that the
    game's own checks (its loader's) apply to a start made in code, as to a saved one."""
    if start is None:
        raise ScenarioError("a scenario needs a start state (e.g. the game's start position), "
                            "not None")
    if isinstance(start, Mapping):
        raise ScenarioError(f"the start is a state of {game.name!r}, not its saved data (an "
                            f"object): read saved data with get_game({game.name!r})"
                            ".from_json(data) first")
    if not hasattr(start, "game_name"):
        raise ScenarioError(f"the start is a state of {game.name!r} (e.g. get_game("
                            f"{game.name!r}).initial_state()), not {excerpt(start)}")
    try:
        with refusing("the start"):
            game.from_json(game.to_json(start))
    except ScenarioError as err:
        raise ScenarioError(f"the start is not a position {game.name!r} can play from: "
                            f"{err}") from None
