"""Saving a state as plain JSON data and reading it back, checked.

The layout (format ``polislab/hellas-state/1``) names everything by the data's names, so a
saved game can be read and edited by hand::

    {"format": ..., "options": {...}, "phase": "play", "turn": 3, "player": "light",
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

:func:`state_from_json` refuses anything that is not a state a game could hold, with a
:class:`~polislab.core.errors.ScenarioError` naming the place: unknown keys or names, wrong
types, and pieces, tiles or cards that do not add up (:func:`.state.conservation_errors`).
"""

from __future__ import annotations

from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import save_reader

from .components import GODS, PLAYERS, Components
from .options import Options
from .state import (
    CHANCE,
    PENDING_KINDS,
    PHASES,
    PIECES,
    STEPS,
    Attack,
    City,
    Pending,
    Player,
    State,
    conservation_errors,
)

FORMAT = "polislab/hellas-state/1"
_KEYS = ("format", "options", "phase", "turn", "player", "step", "cities", "players", "stack",
         "bottom", "set_aside", "decks", "discards", "turn_state", "pending", "result", "reason")
_TURN_KEYS = ("drawn", "burst_used", "effects", "attack", "regroup_to", "regrouped", "reacting",
              "placements", "draws", "capture")


# -- writing ----------------------------------------------------------------------------------
def state_to_json(state: State) -> dict[str, Any]:
    att = state.attack
    return {
        "format": FORMAT,
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
class _Reader:
    def __init__(self, c: Components) -> None:
        self.c = c

    def fail(self, where: str, reason: str) -> ScenarioError:
        return ScenarioError(f"{where}: {reason}")

    def obj(self, value: Any, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, "must be an object")
        unknown = sorted(set(value) - set(keys))
        if unknown:
            raise self.fail(where, f"unknown key(s): {', '.join(unknown)}")
        missing = [k for k in keys if k not in value]
        if missing:
            raise self.fail(where, f"missing key(s): {', '.join(missing)}")
        return value

    def int(self, value: Any, where: str, least: int = 0) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or value < least:
            raise self.fail(where, f"must be a whole number of {least} or more")
        return value

    def bool(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(where, "must be true or false")
        return value

    def one(self, value: Any, where: str, allowed: tuple[Any, ...]) -> Any:
        if value not in allowed:
            raise self.fail(where, f"must be one of {', '.join(map(str, allowed))}")
        return value

    def list(self, value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(where, "must be a list")
        return value

    def tiles(self, value: Any, where: str) -> tuple[str, ...]:
        out = tuple(self.list(value, where))
        for name in out:
            self.one(name, where, self.c.tile_names)
        return out

    def cards(self, value: Any, where: str, god: str | None = None) -> tuple[str, ...]:
        names = self.c.card_names if god is None else tuple(
            c.name for c in self.c.cards if c.god == god)
        out = tuple(self.list(value, where))
        for name in out:
            self.one(name, where, names)
        return out

    def text(self, value: Any, where: str, none: bool = False) -> Any:
        if value is None and none:
            return None
        if not isinstance(value, str):
            raise self.fail(where, "must be text" + (" or null" if none else ""))
        return value


#: What each kind of pending decision records (:mod:`.engine`), and how to check it.
_PENDING_DATA = {"tile draw": ("player",), "card draw": ("player", "god", "why"),
                 "source": ("piece", "to", "cities")}


def _pending_data(r: _Reader, kind: Any, values: dict[str, Any]) -> None:
    keys = _PENDING_DATA.get(kind) if isinstance(kind, str) else None
    if keys is None:
        return  # the kind itself is refused by name below
    r.obj(values, "pending.data", keys)
    if "player" in values:
        r.one(values["player"], "pending.data.player", PLAYERS)
    if "god" in values:
        r.one(values["god"], "pending.data.god", GODS)
        r.text(values["why"], "pending.data.why")
    if "piece" in values:
        r.one(values["piece"], "pending.data.piece", PIECES)
        r.one(values["to"], "pending.data.to", r.c.tile_names)
        for city in r.list(values["cities"], "pending.data.cities"):
            r.one(city, "pending.data.cities", r.c.tile_names)


def _probe(state: State) -> None:
    """The engine lists the legal actions of the state read, and can play the first."""
    from .engine import apply, legal_actions

    actions = legal_actions(state)
    if actions:
        apply(state, actions[0])


@save_reader("a saved Hellas state", _KEYS, probe=_probe)
def state_from_json(data: Any) -> State:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScenarioError(f"not a saved Hellas state (format {FORMAT!r})")
    options = Options.from_json(data.get("options"))
    r = _Reader(options.components)
    data = r.obj(data, "state", _KEYS)
    c = r.c
    cities = []
    raw = data["cities"]
    if not isinstance(raw, dict):
        raise r.fail("cities", "must be an object of cities by name")
    for name, value in raw.items():
        where = f"cities.{name}"
        r.one(name, "cities", c.tile_names)
        v = r.obj(value, where, ("at", "rotation", "owner", "greeks", "ships"))
        at = r.list(v["at"], f"{where}.at")
        if len(at) != 2 or not all(isinstance(x, int) and not isinstance(x, bool) for x in at):
            raise r.fail(f"{where}.at", "must be two whole numbers [q, r]")
        cities.append(City(name, (at[0], at[1]), r.one(v["rotation"], f"{where}.rotation",
                                                       tuple(range(6))),
                           r.one(v["owner"], f"{where}.owner", PLAYERS),
                           r.int(v["greeks"], f"{where}.greeks"),
                           r.int(v["ships"], f"{where}.ships")))
    players = []
    raw = r.obj(data["players"], "players", PLAYERS)
    for name in PLAYERS:
        where = f"players.{name}"
        v = r.obj(raw[name], where, ("greeks", "ships", "cards", "fresh", "unseen", "placed"))
        unseen = tuple(r.list(v["unseen"], f"{where}.unseen"))
        for god in unseen:
            r.one(god, f"{where}.unseen", GODS)
        players.append(Player(name, r.int(v["greeks"], f"{where}.greeks"),
                              r.int(v["ships"], f"{where}.ships"),
                              r.cards(v["cards"], f"{where}.cards"),
                              r.cards(v["fresh"], f"{where}.fresh"), unseen,
                              r.int(v["placed"], f"{where}.placed")))
    decks = r.obj(data["decks"], "decks", GODS)
    discards = r.obj(data["discards"], "discards", GODS)
    t = r.obj(data["turn_state"], "turn_state", _TURN_KEYS)
    attack = None
    if t["attack"] is not None:
        v = r.obj(t["attack"], "turn_state.attack", ("target", "kind", "sources", "greeks",
                                                     "attacker_cards", "defender_cards",
                                                     "window"))
        sources = []
        for item in r.list(v["sources"], "turn_state.attack.sources"):
            if not isinstance(item, list) or len(item) != 2:
                raise r.fail("turn_state.attack.sources", "each is [city, count]")
            sources.append((r.one(item[0], "turn_state.attack.sources", c.tile_names),
                            r.int(item[1], "turn_state.attack.sources", 1)))
        attack = Attack(r.one(v["target"], "turn_state.attack.target", c.tile_names),
                        r.one(v["kind"], "turn_state.attack.kind", ("land", "water")),
                        tuple(sources), r.int(v["greeks"], "turn_state.attack.greeks"),
                        r.cards(v["attacker_cards"], "turn_state.attack.attacker_cards"),
                        r.cards(v["defender_cards"], "turn_state.attack.defender_cards"),
                        r.one(v["window"], "turn_state.attack.window",
                              ("defender", "attacker")))
    regrouped = []
    for item in r.list(t["regrouped"], "turn_state.regrouped"):
        if not isinstance(item, list) or len(item) != 3:
            raise r.fail("turn_state.regrouped", "each is [piece, city, 'gave' or 'got']")
        regrouped.append((r.one(item[0], "turn_state.regrouped", PIECES),
                          r.one(item[1], "turn_state.regrouped", c.tile_names),
                          r.one(item[2], "turn_state.regrouped", ("gave", "got"))))
    placements = []
    for item in r.list(t["placements"], "turn_state.placements"):
        if not isinstance(item, list) or len(item) != 4:
            raise r.fail("turn_state.placements", "each is [player, piece, city, why]")
        placements.append((r.one(item[0], "turn_state.placements", PLAYERS),
                           r.one(item[1], "turn_state.placements", PIECES),
                           r.one(item[2], "turn_state.placements", c.tile_names),
                           r.one(item[3], "turn_state.placements",
                                 ("voyage", *c.card_names))))
    draws = []
    for item in r.list(t["draws"], "turn_state.draws"):
        if not isinstance(item, list) or len(item) != 3:
            raise r.fail("turn_state.draws", "each is [player, god, why]")
        draws.append((r.one(item[0], "turn_state.draws", PLAYERS),
                      r.one(item[1], "turn_state.draws", GODS),
                      r.one(item[2], "turn_state.draws",
                            ("deal", "burst", *c.card_names))))
    pending = None
    if data["pending"] is not None:
        v = r.obj(data["pending"], "pending", ("kind", "actor", "rule", "data"))
        values = v["data"]
        if not isinstance(values, dict):
            raise r.fail("pending.data", "must be an object")
        _pending_data(r, v["kind"], values)
        pending = Pending(r.one(v["kind"], "pending.kind", PENDING_KINDS),
                          r.one(v["actor"], "pending.actor", (CHANCE, *PLAYERS)),
                          r.text(v["rule"], "pending.rule"),
                          tuple((k, tuple(x) if isinstance(x, list) else x)
                                for k, x in values.items()))
    state = State(
        options=options,
        phase=r.one(data["phase"], "phase", PHASES),
        turn=r.int(data["turn"], "turn"),
        player=r.one(data["player"], "player", PLAYERS),
        step=r.one(data["step"], "step", STEPS),
        cities=tuple(sorted(cities, key=lambda x: x.tile)),
        players=(players[0], players[1]),
        stack=r.tiles(data["stack"], "stack"),
        bottom=r.tiles(data["bottom"], "bottom"),
        set_aside=r.tiles(data["set_aside"], "set_aside"),
        decks=tuple(r.cards(decks[g], f"decks.{g}", g) for g in GODS),
        discards=tuple(r.cards(discards[g], f"discards.{g}", g) for g in GODS),
        drawn=r.text(t["drawn"], "turn_state.drawn", none=True),
        burst_used=r.int(t["burst_used"], "turn_state.burst_used"),
        effects=r.cards(t["effects"], "turn_state.effects"),
        attack=attack,
        regroup_to=r.text(t["regroup_to"], "turn_state.regroup_to", none=True),
        regrouped=tuple(regrouped),
        reacting=r.bool(t["reacting"], "turn_state.reacting"),
        placements=tuple(placements),
        draws=tuple(draws),
        capture=r.int(t["capture"], "turn_state.capture"),
        pending=pending,
        result=r.one(data["result"], "result", (None, *PLAYERS, "none")),
        reason=r.text(data["reason"], "reason"),
    )
    if state.drawn is not None:
        r.one(state.drawn, "turn_state.drawn", c.tile_names)
    errors = conservation_errors(state)
    if errors:
        raise ScenarioError("the saved state does not add up: " + "; ".join(errors))
    return state
