"""Is a state one a game of Hexemonia could hold? What holds across fields, in one place.

A save's shape (the kind of every field) is checked by its schema
(``schemas/hexemonia-state.json``); :func:`consistency_errors` then lists the rules
of the game a state of the right shape breaks, each naming the rule: the players and their
names, the cubes that add up to the 140 of the components, no tile in more copies than the game
has, a city built around its Acropolis, the turn's step and action, a pending decision the
engine knows, and scores exactly when the game is over.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt

from . import citations as cite
from .components import COMPONENTS
from .hexes import ACROPOLIS, label, place
from .state import ACROPOLIS_TILE, ACTIONS, State, conservation_errors

#: What the action under way may record as it goes (:func:`.turn.choose`), by action.
PROGRESS: dict[str | None, tuple[str, ...]] = {
    None: (), "produce": (), "strategy": ("flows", "exchanged", "exchanging"),
    "special": ("used",), "war": ("attacked",),
}
#: The decisions taken by chance (a random tile discarded): their actor is -1.
CHANCE_KINDS = ("pandora",)
#: The details each pending decision holds (the keys of its data), by kind.
DETAILS: dict[str, tuple[str, ...]] = {
    "pay": ("at", "owe", "paid"), "myth discard": (), "discard": (),
    "agora": ("at", "left"), "necropolis": ("at", "removed"),
    "give": ("cube", "to", "queue", "tile"), "pandora": ("target",),
    "commit": ("target", "at", "held", "sources"),
    "casualties": ("target", "at", "held", "loss", "shield"),
    "place": ("tile", "held", "tokens"),
}
#: How many tiles lie face up (the components' rules).
FACE_UP = COMPONENTS.rule("face_up")


def consistency_errors(state: State) -> list[str]:
    """The rules ``state`` breaks, as sentences (empty if none)."""
    return [*_players(state), *_tiles(state), *_turn(state), *_pending(state),
            *conservation_errors(state)]


def _players(state: State) -> list[str]:
    errors = []
    n, names = len(state.players), state.names
    if n != state.options.players or names != state.options.names:
        errors.append(f"players: the players {', '.join(names)} are not the options' "
                      f"{', '.join(state.options.names or ())} (one player a seat, "
                      f"{cite.SETUP})")
    for what, value in (("turn", state.turn), ("last_player", state.last_player),
                        ("philosopher", state.philosopher)):
        if value is not None and not 0 <= value < n:
            errors.append(f"{what}: {value} is not a player's index (0 to {n - 1})")
    acropolises = Counter(p.acropolis for p in state.players)
    twice = [name for name, count in acropolises.items() if count > 1]
    if twice:
        errors.append(f"players: two players have the Acropolis tile {twice[0]!r}; each takes "
                      f"a different one ({cite.SETUP})")
    for i, player in enumerate(state.players):
        where = f"players[{i}].city"
        places = Counter(p.hex for p in player.city)
        if player.city[0].hex != ACROPOLIS or player.city[0].tile != ACROPOLIS_TILE:
            errors.append(f"{where}: a city begins with its Acropolis at A ({cite.SETUP})")
        for p in player.city[1:]:
            if p.tile == ACROPOLIS_TILE or p.hex == ACROPOLIS:
                errors.append(f"{where}: the Acropolis is at A only, once ({cite.SETUP})")
        doubled = [h for h, count in places.items() if count > 1]
        if doubled:
            errors.append(f"{where}: two tiles at {label(doubled[0])}: a place holds one tile "
                          f"({cite.PLACEMENT})")
    return errors


def _tiles(state: State) -> list[str]:
    """No tile in more copies than a game of this many players has (the components)."""
    errors = []
    held = Counter([*state.display, *state.stack, *state.underworld])
    for player in state.players:
        held.update(player.hand)
        held.update(player.myths)
        held.update(p.tile for p in player.city if p.tile != ACROPOLIS_TILE)
    copies = Counter(COMPONENTS.tiles_for(state.options.players))
    for name, count in sorted(held.items()):
        if count > copies[name]:
            errors.append(f"tiles: {name} is in the game {count} times, but a game of "
                          f"{state.options.players} players has {copies[name]} "
                          f"({cite.COMPONENTS})")
    if len(state.display) > FACE_UP:
        errors.append(f"display: {len(state.display)} face-up tiles, more than the "
                      f"{FACE_UP} of {cite.SETUP}")
    myths = {t.name for t in COMPONENTS.myths}
    for i, player in enumerate(state.players):
        for p in player.city:
            if any(token not in myths for token in p.tokens):
                errors.append(f"players[{i}].city: a token on {p.at} is not a Myth "
                              f"({cite.MYTH_TILES})")
    return errors


def _turn(state: State) -> list[str]:
    errors = []
    if state.action is not None and state.step != "action":
        errors.append(f"action: {state.action!r} is under way only in the action step "
                      f"({cite.ACTION})")
    if state.step == "action" and state.action not in ACTIONS and state.pending is None:
        errors.append(f"action: the action step has an action under way ({cite.ACTION})")
    allowed = PROGRESS.get(state.action, ())
    unknown = [key for key, _ in state.progress if key not in allowed]
    if unknown:
        errors.append(f"progress: {unknown[0]!r} is not recorded by the action "
                      f"{state.action!r} (it records {', '.join(allowed) or 'nothing'})")
    over = state.step == "over"
    if over != (state.scores is not None) or over != (state.winners is not None):
        errors.append(f"scores: a game has scores and winners exactly when its step is "
                      f"'over' ({cite.SCORING})")
    if state.scores is not None and len(state.scores) != len(state.players):
        errors.append("scores: one score a player")
    if state.winners is not None and (not state.winners or len(set(state.winners)) != len(
            state.winners) or not set(state.winners) <= set(state.names)):
        errors.append(f"winners: one or more of the players {', '.join(state.names)}, each "
                      f"once ({cite.END})")
    return errors


def _pending(state: State) -> list[str]:
    from .engine import PENDING

    pending = state.pending
    if pending is None:
        return []
    if pending.kind not in PENDING:
        return [f"pending.kind: {pending.kind[:40]!r} is not a decision the engine knows; the "
                f"kinds are {', '.join(PENDING)}"]
    if state.step == "over":
        return ["pending: a finished game waits for no decision"]
    chance = pending.kind in CHANCE_KINDS
    if chance != (pending.actor == -1):
        return [f"pending.actor: {'chance (-1)' if chance else 'a player'} takes a "
                f"{pending.kind!r} decision"]
    if pending.actor >= len(state.players):
        return [f"pending.actor: {pending.actor} is not a player's index (0 to "
                f"{len(state.players) - 1})"]
    return _details(state, pending.kind, dict(pending.data))


def _details(state: State, kind: str, data: dict[str, Any]) -> list[str]:
    """The details of a pending decision of ``kind`` (their kinds checked by the schema):
    the keys it holds, the players it names, and places of the cities they name."""
    wanted = DETAILS.get(kind)
    if wanted is None:  # a kind the engine knows but this table does not: nothing to check
        return []
    if set(data) != set(wanted):
        return [f"pending.data: a {kind!r} decision holds {', '.join(wanted) or 'nothing'}, "
                f"not {', '.join(sorted(data)) or 'nothing'}"]
    tile, tokens = data.get("tile"), data.get("tokens", ())
    if tile is not None and tile not in COMPONENTS.tile_order:
        return [f"pending.data.tile: {excerpt(tile)} is not a tile of the game"]
    myths = {t.name for t in COMPONENTS.myths}
    if any(token not in myths for token in tokens):
        return [f"pending.data.tokens: {excerpt(tokens)} are not all Myth tiles "
                f"({cite.MYTH_TILES})"]
    n, me = len(state.players), state.turn
    opponents = [i for i in range(n) if i != me]
    for where, index in (("target", data.get("target")),
                         *((f"queue[{i}]", x) for i, x in enumerate(data.get("queue", ())))):
        if index is not None and index not in opponents:
            return [f"pending.data.{where}: {index} is not an opponent's index (0 to {n - 1}, "
                    f"not {me}, the player whose turn it is)"]
    owner = data.get("target", me)  # an attack's place is the target's, the rest the turn's
    places = [("at", data.get("at"), owner), ("to", data.get("to"), me),
              *((f"{key}[{i}][0]", item[0], me) for key in ("paid", "sources")
                for i, item in enumerate(data.get(key, ())))]
    for where, text, index in places:
        if text is None:
            continue
        try:
            found = state.players[index].at(place(text))
        except ScenarioError:
            found = None
        if found is None:
            return [f"pending.data.{where}: {state.players[index].name} has no tile at "
                    f"{excerpt(text, 20)}"]
    return []
