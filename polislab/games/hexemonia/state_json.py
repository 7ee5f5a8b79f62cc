"""A state as plain JSON data and back, checked as it is read.

A city is a list of tiles ``{"at": "1a", "tile": "Pasture", "cubes": [1, 0, 0], "tokens": []}``
(cubes as citizens, hoplites, gold); everything else is named as in :class:`~.state.State`.
The format is declared by the JSON Schema ``schemas/hexemonia-state.json`` (in this package):
reading checks the shape against it (:mod:`polislab.core.schema`), then the game's own rules
(:func:`.consistency.consistency_errors`: cubes and tiles that add up, a pending decision the
engine knows), and refuses anything else with a :class:`~polislab.core.errors.ScenarioError`.

>>> from polislab.games.hexemonia.setup import initial_state
>>> state = initial_state(1)
>>> state_from_json(state_to_json(state)) == state
True
"""

from __future__ import annotations

from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import save_reader

from .components import COMPONENTS
from .consistency import consistency_errors
from .hexes import label, place
from .options import Options
from .state import ACROPOLIS_TILE, Pending, Placed, Player, State

FORMAT = "polislab hexemonia state"
VERSION = 1
WHAT = "a saved Hexemonia state"


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def state_to_json(state: State) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "options": state.options.to_json(),
        "players": [{
            "name": p.name,
            "acropolis": p.acropolis,
            "revealed": p.revealed,
            "city": [{"at": t.at, "tile": t.tile, "cubes": list(t.cubes),
                      "tokens": list(t.tokens)} for t in p.city],
            "hand": list(p.hand),
            "myths": list(p.myths),
        } for p in state.players],
        "turn": state.turn,
        "step": state.step,
        "drawn": state.drawn,
        "played": [label(h) for h in state.played],
        "action": state.action,
        "progress": {k: _plain(v) for k, v in state.progress},
        "display": list(state.display),
        "stack": list(state.stack),
        "underworld": list(state.underworld),
        "supply": list(state.supply),
        "philosopher": state.philosopher,
        "last_player": state.last_player,
        "ending": state.ending,
        "turns": state.turns,
        "pending": None if state.pending is None else {
            "kind": state.pending.kind, "actor": state.pending.actor,
            "data": {k: _plain(v) for k, v in state.pending.data}},
        "scores": None if state.scores is None else list(state.scores),
        "winners": None if state.winners is None else list(state.winners),
    }


#: How a save of each earlier version is brought up to the next (none yet: version 1 is the
#: first, and today's).
MIGRATIONS: dict[int, Any] = {}


def _tile(name: str, where: str) -> str:
    """The tile called ``name`` in the data's spelling; a ScenarioError naming ``where``."""
    try:
        return COMPONENTS.tile(name).name
    except KeyError as err:
        raise ScenarioError(f"{WHAT}: {where}: {err.args[0]}") from None


def _tiles(values: list[str], where: str) -> tuple[str, ...]:
    return tuple(_tile(v, f"{where}[{i}]") for i, v in enumerate(values))


def _place(text: str, where: str) -> Any:
    try:
        return place(text)
    except ScenarioError as err:
        raise ScenarioError(f"{WHAT}: {where}: {err}") from None


def _player(data: dict[str, Any], i: int) -> Player:
    where = f"players[{i}]"
    city = []
    for j, t in enumerate(data["city"]):
        at = f"{where}.city[{j}]"
        title = t["tile"] if t["tile"] == ACROPOLIS_TILE else _tile(t["tile"], f"{at}.tile")
        citizens, hoplites, gold = t["cubes"]
        city.append(Placed(_place(t["at"], f"{at}.at"), title, citizens, hoplites, gold,
                           _tiles(t["tokens"], f"{at}.tokens")))
    try:
        acropolis = COMPONENTS.acropolis_tile(data["acropolis"]).name
    except KeyError as err:
        raise ScenarioError(f"{WHAT}: {where}.acropolis: {err.args[0]}") from None
    return Player(data["name"], acropolis, data["revealed"], tuple(city),
                  _tiles(data["hand"], f"{where}.hand"), _tiles(data["myths"], f"{where}.myths"))


def _probe(state: State) -> None:
    """The engine lists the legal actions of the state read, and can play the first."""
    from .engine import apply, legal_actions

    actions = legal_actions(state)
    if actions:
        apply(state, actions[0])


@save_reader(WHAT, "hexemonia-state", VERSION, MIGRATIONS,
             consistency=consistency_errors, probe=_probe)
def state_from_json(data: dict[str, Any]) -> State:
    """Read :func:`state_to_json` data, whose shape the schema has checked (the names in it
    and what must add up are checked by :func:`.consistency.consistency_errors` after)."""
    raw = data["pending"]
    return State(
        Options.from_json(data["options"]),
        tuple(_player(p, i) for i, p in enumerate(data["players"])),
        turn=data["turn"], step=data["step"], drawn=data["drawn"],
        played=tuple(_place(h, f"played[{i}]") for i, h in enumerate(data["played"])),
        action=data["action"],
        progress=tuple(sorted((k, _tuples(v)) for k, v in data["progress"].items())),
        display=_tiles(data["display"], "display"), stack=_tiles(data["stack"], "stack"),
        underworld=_tiles(data["underworld"], "underworld"), supply=tuple(data["supply"]),
        philosopher=data["philosopher"], last_player=data["last_player"],
        ending=data["ending"], turns=data["turns"],
        pending=None if raw is None else Pending(
            raw["kind"], raw["actor"], tuple((k, _tuples(v)) for k, v in raw["data"].items())),
        scores=None if data["scores"] is None else tuple(data["scores"]),
        winners=None if data["winners"] is None else tuple(data["winners"]),
    )
