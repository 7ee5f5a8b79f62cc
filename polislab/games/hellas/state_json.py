"""Saving a state as plain JSON data and reading it back, checked.

The layout (format ``polislab/hellas-state/1``) names everything by the data's names, so a
saved game can be read and edited by hand::

    {"format": ..., "version": 2, "options": {...}, "phase": "play", "turn": 3, "player": "light",
     "step": "start",
     "cities": {"Argos": {"at": [1, -1], "rotation": 2, "owner": "light", "greeks": 2,
                          "ships": 1}, ...},
     "players": {"light": {"greeks": 11, "ships": 7, "cards": [...], "fresh": [...],
                           "unseen": [...], "placed": 4}, "dark": {...}},
     "stack": [...], "bottom": [...], "set_aside": [...],
     "decks": {"Ares": [...], ...}, "discards": {"Ares": [...], ...},
     "turn_state": {"drawn": null, "burst_used": 0, "effects": [], "attack": null,
                    "regroup_to": null, "regrouped": [], "reacting": false,
                    "placements": [], "draws": [], "capture": 0},
     "pending": null, "result": null, "reason": ""}

The layout is declared by the JSON Schema ``polislab/schemas/hellas-state.json`` (with a
``version``; older versions are migrated). :func:`state_from_json` checks the shape against it
(:mod:`polislab.core.schema`), then the game's own rules (:func:`.consistency.consistency_errors`:
names of the game's data, pieces, tiles and cards that add up, a pending decision that fits),
and refuses anything else with a :class:`~polislab.core.errors.ScenarioError` naming the place.
"""

from __future__ import annotations

from typing import Any

from polislab.core.inputs import save_reader
from polislab.core.schema import add_version

from .components import GODS, PLAYERS
from .consistency import consistency_errors
from .options import Options
from .state import Attack, City, Pending, Player, State

#: What a save is (the tag names the kind of save; ``version`` its layout).
FORMAT = "polislab/hellas-state/1"
#: The layout's version: 2 added the "version" key itself (version 1 saves are migrated).
VERSION = 2


# -- writing ----------------------------------------------------------------------------------
def state_to_json(state: State) -> dict[str, Any]:
    att = state.attack
    return {
        "format": FORMAT,
        "version": VERSION,
        "options": state.options.to_json(),
        "phase": state.phase,
        "turn": state.turn,
        "player": state.player,
        "step": state.step,
        "cities": {c.tile: {"at": list(c.place), "rotation": c.rotation, "owner": c.owner,
                            "greeks": c.greeks, "ships": c.ships} for c in state.cities},
        "players": {p.name: {"greeks": p.greeks, "ships": p.ships, "cards": list(p.cards),
                             "fresh": list(p.fresh), "unseen": list(p.unseen),
                             "placed": p.placed} for p in state.players},
        "stack": list(state.stack),
        "bottom": list(state.bottom),
        "set_aside": list(state.set_aside),
        "decks": {g: list(state.deck(g)) for g in GODS},
        "discards": {g: list(state.discard(g)) for g in GODS},
        "turn_state": {
            "drawn": state.drawn,
            "burst_used": state.burst_used,
            "effects": list(state.effects),
            "attack": None if att is None else {
                "target": att.target, "kind": att.kind,
                "sources": [[c, n] for c, n in att.sources], "greeks": att.greeks,
                "attacker_cards": list(att.attacker_cards),
                "defender_cards": list(att.defender_cards), "window": att.window},
            "regroup_to": state.regroup_to,
            "regrouped": [list(x) for x in state.regrouped],
            "reacting": state.reacting,
            "placements": [list(x) for x in state.placements],
            "draws": [list(x) for x in state.draws],
            "capture": state.capture,
        },
        "pending": None if state.pending is None else {
            "kind": state.pending.kind, "actor": state.pending.actor,
            "rule": state.pending.rule,
            "data": {k: list(v) if isinstance(v, tuple) else v for k, v in state.pending.data}},
        "result": state.result,
        "reason": state.reason,
    }


# -- reading ----------------------------------------------------------------------------------
#: How a save of each earlier version is brought up to the next: version 1 had no "version".
MIGRATIONS = {1: add_version(2)}


def _probe(state: State) -> None:
    """The engine lists the legal actions of the state read, and can play the first."""
    from .engine import apply, legal_actions

    actions = legal_actions(state)
    if actions:
        apply(state, actions[0])


@save_reader("a saved Hellas state", "hellas-state", VERSION, MIGRATIONS,
             consistency=consistency_errors, probe=_probe)
def state_from_json(data: dict[str, Any]) -> State:
    """Read :func:`state_to_json` data, whose shape the schema has checked (the names in it
    and what must add up are checked by :func:`.consistency.consistency_errors` after)."""
    options = Options.from_json(data["options"])
    t = data["turn_state"]
    att, pend = t["attack"], data["pending"]
    light, dark = (Player(name, v["greeks"], v["ships"], tuple(v["cards"]), tuple(v["fresh"]),
                          tuple(v["unseen"]), v["placed"])
                   for name, v in ((n, data["players"][n]) for n in PLAYERS))
    return State(
        options=options,
        phase=data["phase"], turn=data["turn"], player=data["player"], step=data["step"],
        cities=tuple(sorted((City(name, (v["at"][0], v["at"][1]), v["rotation"], v["owner"],
                                  v["greeks"], v["ships"])
                             for name, v in data["cities"].items()), key=lambda x: x.tile)),
        players=(light, dark),
        stack=tuple(data["stack"]), bottom=tuple(data["bottom"]),
        set_aside=tuple(data["set_aside"]),
        decks=tuple(tuple(data["decks"][g]) for g in GODS),
        discards=tuple(tuple(data["discards"][g]) for g in GODS),
        drawn=t["drawn"], burst_used=t["burst_used"], effects=tuple(t["effects"]),
        attack=None if att is None else Attack(
            att["target"], att["kind"], tuple((c, n) for c, n in att["sources"]), att["greeks"],
            tuple(att["attacker_cards"]), tuple(att["defender_cards"]), att["window"]),
        regroup_to=t["regroup_to"], regrouped=tuple(map(tuple, t["regrouped"])),
        reacting=t["reacting"], placements=tuple(map(tuple, t["placements"])),
        draws=tuple(map(tuple, t["draws"])), capture=t["capture"],
        pending=None if pend is None else Pending(
            pend["kind"], pend["actor"], pend["rule"],
            tuple((k, tuple(x) if isinstance(x, list) else x) for k, x in pend["data"].items())),
        result=data["result"], reason=data["reason"],
    )
