"""Moment codes: a position, or a tutorial at a step, as a short text a class can share.

A teacher says "open the siege at step 4" by handing out a code; a learner pastes it and sees
the same board. A code is plain data: the moment as JSON, compressed, with a version and a
check, in capital letters and digits (so that it also fits a QR code's compact alphanumeric
mode), cut into groups of five for reading aloud::

    PL1-ABCDE-FGHIJ-...

Reading a code checks everything: the prefix and version, the check (a mistyped or cut code is
refused, never half-read), the size, and then the moment itself through the game's own save
reader and consistency check. A code made by hand that passes the check still cannot smuggle in
a position the game refuses.

>>> from polislab.games import hopping
>>> code = moment_code(hopping.tutorial("worked-example"), step=1)
>>> code.startswith("PL1-")
True
>>> moment = read_moment(code)
>>> moment.game, moment.tutorial, moment.step
('hopping', 'worked-example', 1)
>>> read_moment(code[:-3] + ("AAA" if not code.endswith("AAA") else "BBB"))
...                                             # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: this moment code is damaged: a character is wrong or ...
"""

from __future__ import annotations

import base64
import hashlib
import importlib
import json
import zlib
from dataclasses import dataclass
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import (
    MAX_SAVE_BYTES,
    excerpt,
    parse_json_text,
    refuse_unknown_keys,
)
from polislab.core.protocol import get_game
from polislab.core.scenario import Scenario

__all__ = ["MAX_CODE", "PREFIX", "VERSION", "Moment", "moment_code", "moment_link",
           "open_moment", "read_moment"]

PREFIX = "PL"
#: The version of the code format; a code of a newer version is refused with a sentence.
VERSION = 1
#: The longest code read (a Hegemony position mid-game is about 1,500 characters).
MAX_CODE = 40_000
_CHECK = 4  # bytes of SHA-256 that end the packed moment
_GROUP = 5
_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
_KEYS = ("game", "state", "tutorial", "scenario", "step", "free")


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

    def __repr__(self) -> str:
        if self.scenario is None:
            return f"Moment({self.game!r}, a position)"
        name = self.tutorial or self.scenario.title
        return f"Moment({self.game!r}, {name!r}, step {self.step + 1} of {len(self.scenario)})"


def moment_code(what: Any, step: int | None = None) -> str:
    """The code of ``what``: a game state, a :class:`Scenario` (at ``step``, 0 by default), or
    a live ``TutorialPlayer`` / ``PlayView`` as it stands."""
    return _pack(_moment_data(what, step))


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
    data = _unpack(code)  # plain data of bounded size and nesting (parse_json_text)
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


def open_moment(code: Any) -> Any:
    """The live board of a moment code: a TutorialPlayer at its step, or a PlayView."""
    return read_moment(code).open()


# -- what goes in a code --------------------------------------------------------------------------
def _moment_data(what: Any, step: int | None) -> dict[str, Any]:
    scenario = getattr(what, "scenario", None)
    if isinstance(scenario, Scenario):  # a TutorialPlayer as it stands
        data = _scenario_data(scenario, what.step if step is None else step)
        if what.mode == "free":
            data["free"] = get_game(scenario.game).to_json(what.state)
        return data
    if isinstance(what, Scenario):
        return _scenario_data(what, 0 if step is None else step)
    state = getattr(what, "state", None) if hasattr(what, "timeline") else what  # a PlayView
    name = getattr(state, "game_name", None)
    if not isinstance(name, str):
        raise ScenarioError(f"a moment code is made of a game state, a Scenario, a "
                            f"TutorialPlayer or a PlayView, not {type(what).__name__}")
    return {"game": name, "state": get_game(name).to_json(state)}


def _scenario_data(scenario: Scenario, step: int) -> dict[str, Any]:
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step < len(scenario):
        raise ScenarioError(f"step {excerpt(step)} is not a step of {scenario.title!r} "
                            f"(0 to {len(scenario) - 1})")
    data: dict[str, Any] = {"game": scenario.game, "step": step}
    name = scenario.name
    if name and _stored(scenario.game, name) == scenario:
        data["tutorial"] = name  # a ready-made tutorial: its name is enough
    else:
        data["scenario"] = scenario.to_json()
    return data


def _stored(game: str, name: str) -> Scenario:
    module = importlib.import_module(f"polislab.games.{game}")
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
def _pack(data: dict[str, Any]) -> str:
    text = json.dumps(data, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)  # raw deflate: no header to spend
    body = packer.compress(text.encode("utf-8")) + packer.flush()
    check = hashlib.sha256(bytes([VERSION]) + body).digest()[:_CHECK]
    letters = base64.b32encode(body + check).decode("ascii").rstrip("=")
    groups = [letters[i:i + _GROUP] for i in range(0, len(letters), _GROUP)]
    return "-".join([f"{PREFIX}{VERSION}", *groups])


def _unpack(code: Any) -> Any:
    if not isinstance(code, str):
        raise ScenarioError(f"a moment code is text, like 'PL1-…', not {type(code).__name__}")
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
    if int(version_text[:6]) != VERSION:
        raise ScenarioError(f"this moment code is of version {version_text[:6]}, and this "
                            f"polislab reads version {VERSION}: open it with a polislab of the "
                            f"same release as the one that made it")
    rest = rest.replace("-", "")
    strange = sorted(set(rest) - _LETTERS)
    if strange:
        raise ScenarioError(f"this moment code is damaged: it holds {''.join(strange)[:10]!r}, "
                            f"and after the version a code has only A to Z and 2 to 7")
    try:
        raw = base64.b32decode(rest + "=" * (-len(rest) % 8))
    except ValueError:  # a length no code has: letters lost or added
        raw = b""
    body, check = raw[:-_CHECK], raw[-_CHECK:]
    if len(raw) <= _CHECK or hashlib.sha256(bytes([VERSION]) + body).digest()[:_CHECK] != check:
        raise ScenarioError("this moment code is damaged: a character is wrong or missing "
                            "(its check does not match); copy it again whole")
    inflater = zlib.decompressobj(-15)
    try:
        text = inflater.decompress(body, MAX_SAVE_BYTES)
    except zlib.error:
        raise ScenarioError("this moment code is damaged: it does not unpack") from None
    if inflater.unconsumed_tail:
        raise ScenarioError("this moment code holds more than a moment may (a few MB)")
    damaged = "this moment code is damaged: what it holds is not JSON"
    try:
        return parse_json_text(text.decode("utf-8"), "this moment code")
    except UnicodeDecodeError:
        raise ScenarioError(damaged) from None
    except ScenarioError as err:
        if err.line is None:  # nested too deep, a number too large: said as it is
            raise
        raise ScenarioError(damaged) from None
