"""Saving a state as plain JSON data and reading it back, checked.

The layout (format ``polislab/hegemony-state/1``) names everything by the data's names, so a
saved game can be read and edited by hand::

    {"format": ..., "version": 2, "options": {...}, "round": "3", "phase": "actions",
     "first_player": "sparta", "player": "sparta", "actions_taken": [], "passed": [],
     "sides": {"athens": {"prestige", "resources": {six resources}, "pool": {"cubes",
               "discs", "merchants", "proxenoi"}, "merchants_in_port", "proxenos"}, "sparta"},
     "poleis": {"Athenai": {"owner", "population", "project", "completed"}, ... all 18},
     "units": {"Attika": {"athens": {"hoplites": 3, "galleys": 0}}, ... only where units are},
     "merchants_at_markets": [{"market", "shipload", "side"}], "tribute_discs": [{"territory",
     "side"}], "projects": {"offer", "deck", "discard"}, "market": {"metal": 0, ...},
     "events": {"decks": {"3": [...], "4": ..., "5α": ..., "5β": ...}, "drawn": [...],
                "away": [{"side", "unit", "origin", "destination", "returning"}],
                "blocked_collection": [...], "commanders": [...]},
     "battles": [], "battle": null, "pending": null, "result": null}

The layout is declared by the JSON Schema ``polislab/schemas/hegemony-state.json`` (with a
``version``; older versions are migrated). :func:`state_from_json` checks the shape against it
(:mod:`polislab.core.schema`: unknown or missing keys, wrong kinds, negative counts), then that
every name is one of the game's, then what holds across fields with
:func:`.consistency.check_consistency` (pieces that add up, a project tile or event card
missing or twice, a merchant or disc where none may be, a pending decision the engine knows),
and refuses anything else with a :class:`~polislab.core.errors.ScenarioError` naming the place.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt, save_reader
from polislab.core.schema import add_version

from .components import COMPONENTS, GOODS, RESOURCES, SIDES, Resources
from .consistency import check_consistency
from .options import Options
from .state import (
    POLIS_NAMES,
    PROJECT_NAMES,
    ROUND_NAMES,
    TERRITORY_NAMES,
    Away,
    Battle,
    MerchantAt,
    Pending,
    PolisState,
    Pool,
    SideState,
    State,
    TerritoryState,
    TributeDisc,
    Units,
    event_deck_cards,
)

#: What a save is (the tag names the kind of save; ``version`` its layout).
FORMAT = "polislab/hegemony-state/1"
#: The layout's version: 2 added the "version" key itself (version 1 saves are migrated).
VERSION = 2
_POOL = ("cubes", "discs", "merchants", "proxenoi")


# -- writing ----------------------------------------------------------------------------------
def state_to_json(state: State) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "options": state.options.to_json(),
        "round": state.round,
        "phase": state.phase,
        "first_player": state.first_player,
        "player": state.player,
        "actions_taken": list(state.actions_taken),
        "passed": list(state.passed),
        "sides": {s.name: {
            "prestige": s.prestige,
            "resources": {r: s.resources[r] for r in RESOURCES},
            "pool": {piece: getattr(s.pool, piece) for piece in _POOL},
            "merchants_in_port": s.merchants_in_port,
            "proxenos": s.proxenos,
        } for s in state.sides},
        "poleis": {p.name: {"owner": p.owner, "population": p.population, "project": p.project,
                            "completed": list(p.completed)} for p in state.poleis},
        "units": {t.name: {side: {"hoplites": t.of(side).hoplites, "galleys": t.of(side).galleys}
                           for side in SIDES if t.of(side).total}
                  for t in state.territories if t.total},
        "merchants_at_markets": [{"market": m.market, "shipload": m.shipload, "side": m.side}
                                 for m in state.merchants_at_markets],
        "tribute_discs": [{"territory": d.territory, "side": d.side} for d in state.tribute_discs],
        "projects": {"offer": list(state.project_offer), "deck": list(state.project_deck),
                     "discard": list(state.project_discard)},
        "market": dict(zip(GOODS, state.market, strict=True)),
        "events": {"decks": {name: list(deck)
                             for name, deck in zip(ROUND_NAMES, state.event_decks, strict=True)},
                   "drawn": list(state.events_drawn),
                   "away": [{"side": a.side, "unit": a.unit, "origin": a.origin,
                             "destination": a.destination, "returning": a.returning}
                            for a in state.away],
                   "blocked_collection": list(state.blocked_collection),
                   "commanders": list(state.commanders)},
        "battles": list(state.battles),
        "battle": None if state.battle is None else _battle_to_json(state.battle),
        "pending": None if state.pending is None else _pending_to_json(state.pending),
        "result": state.result,
    }


def _pending_to_json(pending: Pending) -> dict[str, Any]:
    return {"kind": pending.kind, "actor": pending.actor, "rule": pending.rule,
            "dice": pending.dice, "faces": pending.faces,
            "data": {key: _thaw(value) for key, value in pending.data}}


def _battle_to_json(battle: Battle) -> dict[str, Any]:
    return {"territory": battle.territory, "kind": battle.kind, "attacker": battle.attacker,
            "hands": {"athens": list(battle.hands[0]), "sparta": list(battle.hands[1])},
            "attack": list(battle.attack), "discard": list(battle.discard),
            "owed": [[side, count] for side, count in battle.owed], "round": battle.round,
            "gains": {"athens": battle.gains[0], "sparta": battle.gains[1]}}


def _thaw(value: Any) -> Any:
    return [_thaw(v) for v in value] if isinstance(value, tuple) else value


# -- reading ----------------------------------------------------------------------------------
#: How a save of each earlier version is brought up to the next: version 1 had no "version".
MIGRATIONS = {1: add_version(2)}


def _consistency(state: State) -> list[str]:
    """The rule :func:`.consistency.check_consistency` finds the state breaks, if any."""
    try:
        check_consistency(state)
    except ScenarioError as err:
        return [str(err)]
    return []


WHAT = "a saved Hegemony state"


@save_reader(WHAT, "hegemony-state", VERSION, MIGRATIONS,
             consistency=_consistency)
def state_from_json(data: dict[str, Any]) -> State:
    """Read :func:`state_to_json` data, whose shape the schema has checked; the names in it
    are checked here (:func:`_check_names`), what holds across fields after
    (:func:`.consistency.check_consistency`)."""
    _check_names(data)
    sides, events, projects = data["sides"], data["events"], data["projects"]
    pending, battle = data["pending"], data.get("battle")
    athens, sparta = (SideState(
        name, sides[name]["prestige"], Resources(**sides[name]["resources"]),
        Pool(*(sides[name]["pool"][piece] for piece in _POOL)),
        sides[name]["merchants_in_port"], sides[name]["proxenos"]) for name in SIDES)
    return State(
        options=Options.from_json(data["options"]),
        round=data["round"], phase=data["phase"], first_player=data["first_player"],
        player=data["player"], actions_taken=tuple(data["actions_taken"]),
        passed=tuple(data["passed"]),
        sides=(athens, sparta),
        poleis=tuple(PolisState(name, entry["owner"], entry["population"], entry.get("project"),
                                tuple(entry.get("completed", ())))
                     for name, entry in ((n, data["poleis"][n]) for n in POLIS_NAMES)),
        territories=tuple(TerritoryState(name, *(Units(**data["units"].get(name, {}).get(side, {}))
                                                 for side in SIDES))
                          for name in TERRITORY_NAMES),
        merchants_at_markets=tuple(sorted(MerchantAt(m["market"], m["shipload"], m["side"])
                                          for m in data["merchants_at_markets"])),
        tribute_discs=tuple(sorted(TributeDisc(d["territory"], d["side"])
                                   for d in data["tribute_discs"])),
        project_offer=tuple(projects["offer"]), project_deck=tuple(projects["deck"]),
        project_discard=tuple(projects["discard"]),
        market=tuple(data["market"][good] for good in GOODS),
        event_decks=tuple(tuple(events["decks"][name]) for name in ROUND_NAMES),
        events_drawn=tuple(events["drawn"]),
        away=tuple(sorted(Away(a["side"], a["unit"], a["origin"], a["destination"],
                               a["returning"]) for a in events.get("away", ()))),
        blocked_collection=tuple(sorted(events.get("blocked_collection", ()),
                                        key=TERRITORY_NAMES.index)),
        commanders=tuple(events.get("commanders", ())),
        battles=tuple(sorted(data["battles"], key=TERRITORY_NAMES.index)),
        battle=None if battle is None else Battle(
            battle["territory"], battle["kind"], battle["attacker"],
            (tuple(sorted(battle["hands"]["athens"], key=_CARDS.index)),
             tuple(sorted(battle["hands"]["sparta"], key=_CARDS.index))),
            tuple(battle["attack"]), tuple(battle["discard"]),
            tuple((side, n) for side, n in battle["owed"]), battle["round"],
            tuple(battle.get("gains", {"athens": 0, "sparta": 0})[s] for s in SIDES)),
        pending=None if pending is None else Pending(
            pending["kind"], pending["actor"], pending["rule"], pending.get("dice", 0),
            pending.get("faces", 4),
            tuple((key, _freeze(value)) for key, value in pending.get("data", {}).items())),
        result=data.get("result"),
    )


_CARDS = tuple(c.name for c in COMPONENTS.combat_cards)
_MARKETS = tuple(m.name for m in COMPONENTS.markets)
_LANDS = tuple(t.name for t in COMPONENTS.land_territories)
_EVENT_CARDS = {name: tuple(sorted(set(event_deck_cards(name)))) for name in ROUND_NAMES}


def _check_names(data: dict[str, Any]) -> None:
    """Every name in ``data`` is one of the game's (a polis, a territory, a project tile, a
    card...), each at most once where the board has one place for it; a ScenarioError naming
    the place of the first that is not."""
    def need(values: Any, allowed: tuple[str, ...], where: str, once: bool = False) -> None:
        values = list(values)
        unknown = set(values).difference(allowed)
        if unknown:
            shown = ", ".join(allowed[:12]) + (", ..." if len(allowed) > 12 else "")
            first = next(v for v in values if v in unknown)
            raise ScenarioError(f"{WHAT}: {where}: {excerpt(first, 40)} is not one of {shown}")
        if once and len(set(values)) != len(values):
            repeated = [v for v, n in Counter(values).items() if n > 1]
            raise ScenarioError(f"{WHAT}: {where}: {repeated[0]!r} twice")

    decks = {name: _EVENT_CARDS[name] for name in ROUND_NAMES}
    need(data["poleis"], POLIS_NAMES, "poleis")
    missing = [name for name in POLIS_NAMES if name not in data["poleis"]]
    if missing:
        raise ScenarioError(f"{WHAT}: poleis: the polis {missing[0]!r} is missing (a save "
                            f"holds all {len(POLIS_NAMES)} poleis)")
    need(data["units"], TERRITORY_NAMES, "units")
    for name in SIDES:
        proxenos = data["sides"][name]["proxenos"]
        need(() if proxenos is None else (proxenos,), POLIS_NAMES, f"sides.{name}.proxenos")
    for name, entry in data["poleis"].items():
        project = entry.get("project")
        need(() if project is None else (project,), PROJECT_NAMES, f"poleis.{name}.project")
        need(entry.get("completed", ()), PROJECT_NAMES, f"poleis.{name}.completed")
    for key in ("offer", "deck", "discard"):
        need(data["projects"][key], PROJECT_NAMES, f"projects.{key}")
    for i, m in enumerate(data["merchants_at_markets"]):
        need((m["market"],), _MARKETS, f"merchants_at_markets[{i}].market")
    need((d["territory"] for d in data["tribute_discs"]), _LANDS, "tribute_discs")
    events = data["events"]
    for round_name in ROUND_NAMES:
        need(events["decks"][round_name], decks[round_name], f"events.decks.{round_name}")
    for i, a in enumerate(events.get("away", ())):
        need((a["origin"],), TERRITORY_NAMES, f"events.away[{i}].origin")
        need((a["destination"],), _MARKETS, f"events.away[{i}].destination")
    need(events.get("blocked_collection", ()), TERRITORY_NAMES, "events.blocked_collection",
         once=True)
    need(events.get("commanders", ()), SIDES, "events.commanders", once=True)
    need(data["battles"], TERRITORY_NAMES, "battles", once=True)
    battle = data.get("battle")
    if battle is not None:
        need((battle["territory"],), TERRITORY_NAMES, "battle.territory")
        need([*battle["hands"]["athens"], *battle["hands"]["sparta"], *battle["attack"],
              *battle["discard"]], _CARDS, "battle")


def _freeze(value: Any) -> Any:
    return tuple(_freeze(item) for item in value) if isinstance(value, list) else value
