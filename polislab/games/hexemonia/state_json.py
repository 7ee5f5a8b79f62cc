"""A state as plain JSON data and back, checked as it is read.

A city is a list of tiles ``{"at": "1a", "tile": "Pasture", "cubes": [1, 0, 0], "tokens": []}``
(cubes as citizens, hoplites, gold); everything else is named as in :class:`~.state.State`.
Reading refuses anything malformed with a :class:`~polislab.core.errors.ScenarioError`, and
checks that the 140 cubes add up.

>>> from polislab.games.hexemonia.setup import initial_state
>>> state = initial_state(1)
>>> state_from_json(state_to_json(state)) == state
True
"""

from __future__ import annotations

from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt, save_reader

from .components import COMPONENTS
from .hexes import label, place
from .options import Options
from .state import (
    ACROPOLIS_TILE,
    ACTIONS,
    STEPS,
    Pending,
    Placed,
    Player,
    State,
    conservation_errors,
)

FORMAT = "polislab hexemonia state"
VERSION = 1


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


def _need(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise ScenarioError(f"{where}: '{key}' is missing")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ScenarioError(f"{where}: '{key}' has the wrong type ({type(value).__name__})")
    return value


def _tiles(values: Any, where: str) -> tuple[str, ...]:
    if not isinstance(values, list):
        raise ScenarioError(f"{where} must be a list of tile titles")
    try:
        return tuple(COMPONENTS.tile(v).name for v in values)
    except (KeyError, AttributeError) as err:
        raise ScenarioError(f"{where}: {err}") from None


def _cubes(value: Any, where: str) -> tuple[int, int, int]:
    if (not isinstance(value, list) or len(value) != 3
            or any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in value)):
        raise ScenarioError(f"{where}: cubes are three whole numbers (citizens, hoplites, gold)")
    return tuple(value)  # type: ignore[return-value]


def _player(data: Any, i: int) -> Player:
    where = f"player {i + 1}"
    if not isinstance(data, dict):
        raise ScenarioError(f"{where} must be an object")
    city = []
    for t in _need(data, "city", list, where):
        if not isinstance(t, dict):
            raise ScenarioError(f"{where}: each tile of a city is an object")
        title = _need(t, "tile", str, where)
        if title != ACROPOLIS_TILE:
            try:
                title = COMPONENTS.tile(title).name
            except KeyError as err:
                raise ScenarioError(f"{where}: {err.args[0]}") from None
        city.append(Placed(place(_need(t, "at", str, where)), title,
                           *_cubes(t.get("cubes"), where),
                           tuple(_tiles(t.get("tokens", []), f"{where} tokens"))))
    if not city or city[0].tile != ACROPOLIS_TILE or city[0].at != "A":
        raise ScenarioError(f"{where}: a city begins with its Acropolis at A")
    try:
        acropolis = COMPONENTS.acropolis_tile(_need(data, "acropolis", str, where)).name
    except KeyError as err:
        raise ScenarioError(f"{where}: {err.args[0]}") from None
    return Player(_need(data, "name", str, where), acropolis,
                  _need(data, "revealed", bool, where), tuple(city),
                  _tiles(data.get("hand"), f"{where} hand"),
                  _tiles(data.get("myths"), f"{where} myths"))


#: The keys of a saved state, in the order :func:`state_to_json` writes them.
KEYS = ("format", "version", "options", "players", "turn", "step", "drawn", "played", "action",
        "progress", "display", "stack", "underworld", "supply", "philosopher", "last_player",
        "ending", "turns", "pending", "scores", "winners")
#: What the action under way records as it goes (:func:`.turn.choose`), by action.
PROGRESS: dict[Any, dict[str, type | tuple[type, ...]]] = {
    None: {}, "produce": {},
    "strategy": {"flows": list, "exchanged": list, "exchanging": bool},
    "special": {"used": list}, "war": {"attacked": list},
}


def _probe(state: State) -> None:
    """The engine lists the legal actions of the state read, and can play the first."""
    from .engine import apply, legal_actions

    actions = legal_actions(state)
    if actions:
        apply(state, actions[0])


def _count(data: dict[str, Any], key: str, where: str) -> int:
    value = _need(data, key, int, where)
    if value < 0:
        raise ScenarioError(f"{where}: '{key}' must be 0 or more, not {value}")
    return value


def _progress(progress: Any, action: Any) -> tuple[tuple[str, Any], ...]:
    if not isinstance(progress, dict):
        raise ScenarioError("progress must be an object")
    allowed = PROGRESS.get(action, {})
    for key, value in progress.items():
        if key not in allowed:
            raise ScenarioError(f"progress: unknown key {excerpt(key, 30)} for the action "
                                f"{action!r} (its keys: {', '.join(allowed) or 'none'})")
        if not isinstance(value, allowed[key]) or (allowed[key] is list and not all(
                isinstance(item, (str, int, list)) for item in value)):
            raise ScenarioError(f"progress.{key} has the wrong type: {excerpt(value)}")
    return tuple(sorted((k, _tuples(v)) for k, v in progress.items()))


def _scores(data: dict[str, Any], n: int, names: tuple[str, ...], over: bool,
            ) -> tuple[tuple[int, ...] | None, tuple[str, ...] | None]:
    scores, winners = data.get("scores"), data.get("winners")
    if scores is not None and (not isinstance(scores, list) or len(scores) != n or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in scores)):
        raise ScenarioError(f"scores must be null or a list of {n} whole numbers (one per "
                            f"player), not {excerpt(scores)}")
    if winners is not None and (not isinstance(winners, list) or not winners or not all(
            w in names for w in winners) or len(set(winners)) != len(winners)):
        raise ScenarioError(f"winners must be null or a list of players' names "
                            f"({', '.join(names)}), not {excerpt(winners)}")
    if over != (scores is not None) or over != (winners is not None):
        raise ScenarioError("a game has scores and winners exactly when its step is 'over'")
    return (None if scores is None else tuple(scores),
            None if winners is None else tuple(winners))


@save_reader("a saved Hexemonia state", KEYS, probe=_probe)
def state_from_json(data: Any) -> State:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScenarioError(f"not a saved Hexemonia state (format {FORMAT!r})")
    if data.get("version") != VERSION:
        raise ScenarioError(f"unknown version {data.get('version')!r} of the saved state")
    options = Options.from_json(data.get("options"))
    players = tuple(_player(p, i) for i, p in enumerate(_need(data, "players", list, "state")))
    if tuple(p.name for p in players) != options.names:
        raise ScenarioError("the players do not match the options' names")
    step = _need(data, "step", str, "state")
    if step not in STEPS:
        raise ScenarioError(f"unknown step {excerpt(step)}; the steps are {', '.join(STEPS)}")
    action = data.get("action")
    if action is not None and action not in ACTIONS:
        raise ScenarioError(f"unknown action {excerpt(action)}; the actions are "
                            f"{', '.join(ACTIONS)}")
    n = len(players)
    turn = _need(data, "turn", int, "state")
    last = _need(data, "last_player", int, "state")
    philosopher = data.get("philosopher")
    for value, what in ((turn, "turn"), (last, "last_player"), (philosopher, "philosopher")):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)
                                  or not 0 <= value < n):
            raise ScenarioError(f"{what} must be a player's index, 0 to {n - 1}")
    raw = data.get("pending")
    pend = None
    if raw is not None:
        if not isinstance(raw, dict) or not isinstance(raw.get("data"), dict):
            raise ScenarioError("pending must be an object with kind, actor and data")
        from .engine import PENDING

        kind, actor = _need(raw, "kind", str, "pending"), _need(raw, "actor", int, "pending")
        if kind not in PENDING:
            raise ScenarioError(f"pending: unknown kind of decision {excerpt(kind)}; the kinds "
                                f"are {', '.join(PENDING)}")
        if not -1 <= actor < n:
            raise ScenarioError(f"pending: the actor must be a player's index, 0 to {n - 1}, "
                                "or -1 for chance")
        unknown = sorted(set(raw) - {"kind", "actor", "data"})
        if unknown:
            raise ScenarioError(f"pending: unknown key(s) {', '.join(map(excerpt, unknown))}")
        pend = Pending(kind, actor, tuple((k, _tuples(v)) for k, v in raw["data"].items()))
    scores, winners = _scores(data, n, options.names, step == "over")
    state = State(
        options, players, turn=turn, step=step, drawn=_count(data, "drawn", "state"),
        played=tuple(place(h) for h in _need(data, "played", list, "state")), action=action,
        progress=_progress(data.get("progress"), action),
        display=_tiles(data.get("display"), "display"), stack=_tiles(data.get("stack"), "stack"),
        underworld=_tiles(data.get("underworld"), "underworld"),
        supply=_cubes(data.get("supply"), "supply"), philosopher=philosopher, last_player=last,
        ending=_need(data, "ending", bool, "state"), turns=_count(data, "turns", "state"),
        pending=pend,
        scores=scores, winners=winners,
    )
    errors = conservation_errors(state)
    if errors:
        raise ScenarioError("; ".join(errors))
    return state
