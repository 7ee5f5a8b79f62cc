"""Saving a state as plain JSON data and reading it back, checked.

The layout (format ``polislab/hegemony-state/1``) names everything by the data's names, so a
saved game can be read and edited by hand::

    {"format": ..., "options": {...}, "round": "3", "phase": "actions",
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

:func:`state_from_json` refuses anything that is not a state a game could hold, with a
:class:`~polislab.core.errors.ScenarioError` naming the place: unknown keys or names, wrong
types, negative counts, a project tile or event card missing or twice, a merchant or disc
where none may be; then what holds across fields (pieces that add up to the limits of seed
000 §2, one event card drawn for each round begun, a pending decision the engine knows) is
checked by :func:`.consistency.check_consistency`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt, save_reader

from .actions import ACTION_KINDS
from .components import COMPONENTS, GOODS, RESOURCES, SIDES, UNITS, Resources
from .consistency import check_consistency
from .options import Options
from .state import (
    CARD_DRAW,
    CHANCE,
    PHASES,
    POLIS_NAMES,
    PROJECT_NAMES,
    RESULTS,
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

FORMAT = "polislab/hegemony-state/1"
_KEYS = ("format", "options", "round", "phase", "first_player", "player", "actions_taken",
         "passed", "sides", "poleis", "units", "merchants_at_markets", "tribute_discs",
         "projects", "market", "events", "battles", "pending")
_POOL = ("cubes", "discs", "merchants", "proxenoi")


# -- writing ----------------------------------------------------------------------------------
def state_to_json(state: State) -> dict[str, Any]:
    return {
        "format": FORMAT,
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
@save_reader("a saved Hegemony state", (*_KEYS, "result", "battle"))
def state_from_json(data: Any) -> State:
    """Read :func:`state_to_json` data; :class:`ScenarioError` if it is not a valid state."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScenarioError(f"not a saved Polis: Fight for the Hegemony state (format {FORMAT!r})")
    _keys(data, _KEYS, "the state", optional=("result", "battle"))
    offer, deck, discard = _projects(data["projects"])
    state = State(
        options=Options.from_json(data["options"]),
        round=_choice(data["round"], ROUND_NAMES, "round"),
        phase=_choice(data["phase"], PHASES, "phase"),
        first_player=_choice(data["first_player"], SIDES, "first_player"),
        player=_choice(data["player"], SIDES, "player"),
        actions_taken=tuple(_choice(kind, tuple(ACTION_KINDS), "actions_taken")
                            for kind in _list(data["actions_taken"], "actions_taken")),
        passed=tuple(_choice(side, SIDES, "passed") for side in _list(data["passed"], "passed")),
        sides=(_side(data["sides"], "athens"), _side(data["sides"], "sparta")),
        poleis=_poleis(data["poleis"]),
        territories=_territories(data["units"]),
        merchants_at_markets=_merchants(data["merchants_at_markets"]),
        tribute_discs=_discs(data["tribute_discs"]),
        project_offer=offer,
        project_deck=deck,
        project_discard=discard,
        market=_market(data["market"]),
        **_events(data["events"]),
        battles=_battles(data["battles"]),
        battle=None if data.get("battle") is None else _battle(data["battle"]),
        pending=None if data["pending"] is None else _pending(data["pending"]),
        result=None if data.get("result") is None else _choice(data["result"], RESULTS,
                                                               "result"),
    )
    check_consistency(state)
    return state


def _fail(where: str, reason: str) -> ScenarioError:
    return ScenarioError(f"{where}: {reason}")


def _keys(data: Any, keys: tuple[str, ...], where: str, optional: tuple[str, ...] = ()) -> None:
    if not isinstance(data, dict):
        raise _fail(where, "must be an object")
    unknown = sorted(set(data) - set(keys) - set(optional))
    if unknown:
        raise _fail(where, f"unknown key(s) {', '.join(map(repr, unknown))}")
    missing = [key for key in keys if key not in data]
    if missing:
        raise _fail(where, f"lacks {', '.join(map(repr, missing))}")


def _count(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise _fail(where, f"must be a whole number, 0 or more, not {excerpt(value)}")
    return value


def _choice(value: Any, allowed: tuple[Any, ...], where: str) -> Any:
    if value not in allowed or isinstance(value, bool):
        shown = ", ".join(map(repr, allowed[:20])) + (", ..." if len(allowed) > 20 else "")
        raise _fail(where, f"{excerpt(value)} is not one of {shown}")
    return value


def _optional(value: Any, allowed: tuple[Any, ...], where: str) -> Any:
    return None if value is None else _choice(value, allowed, where)


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(where, "must be a list")
    return value


def _side(data: Any, name: str) -> SideState:
    _keys(data, SIDES, "sides")
    where = f"sides.{name}"
    side = data[name]
    _keys(side, ("prestige", "resources", "pool", "merchants_in_port", "proxenos"), where)
    _keys(side["resources"], RESOURCES, f"{where}.resources")
    _keys(side["pool"], _POOL, f"{where}.pool")
    return SideState(
        name=name,  # type: ignore[arg-type]
        prestige=_count(side["prestige"], f"{where}.prestige"),
        resources=Resources(**{r: _count(side["resources"][r], f"{where}.resources.{r}")
                               for r in RESOURCES}),
        pool=Pool(*(_count(side["pool"][p], f"{where}.pool.{p}") for p in _POOL)),
        merchants_in_port=_count(side["merchants_in_port"], f"{where}.merchants_in_port"),
        proxenos=_optional(side["proxenos"], POLIS_NAMES, f"{where}.proxenos"),
    )


def _poleis(data: Any) -> tuple[PolisState, ...]:
    _keys(data, POLIS_NAMES, "poleis")
    poleis = []
    for name in POLIS_NAMES:
        where = f"poleis.{name}"
        entry = data[name]
        _keys(entry, ("owner", "population"), where, optional=("project", "completed"))
        population = _count(entry["population"], f"{where}.population")
        maximum = COMPONENTS.polis(name).max_population
        if population > maximum:
            raise _fail(f"{where}.population", f"{population} is over {name}'s maximum "
                        f"population of {maximum}")
        completed = tuple(_choice(p, PROJECT_NAMES, f"{where}.completed")
                          for p in _list(entry.get("completed", []), f"{where}.completed"))
        poleis.append(PolisState(
            name, _optional(entry["owner"], SIDES, f"{where}.owner"), population,
            _optional(entry.get("project"), PROJECT_NAMES, f"{where}.project"), completed))
    return tuple(poleis)


def _territories(data: Any) -> tuple[TerritoryState, ...]:
    _keys(data, (), "units", optional=TERRITORY_NAMES)
    territories = []
    for name in TERRITORY_NAMES:
        where = f"units.{name}"
        entry = data.get(name, {})
        _keys(entry, (), where, optional=SIDES)
        sea = COMPONENTS.territory(name).is_sea
        sides: dict[str, Units] = {}
        for side in SIDES:
            _keys(entry.get(side, {}), (), f"{where}.{side}", optional=("hoplites", "galleys"))
            units = entry.get(side, {})
            hoplites = _count(units.get("hoplites", 0), f"{where}.{side}.hoplites")
            galleys = _count(units.get("galleys", 0), f"{where}.{side}.galleys")
            if galleys and not sea:
                raise _fail(where, "galleys stand only in sea territories")
            if hoplites and sea:
                raise _fail(where, "hoplites stand only in land territories")
            sides[side] = Units(hoplites, galleys)
        territories.append(TerritoryState(name, sides["athens"], sides["sparta"]))
    return tuple(territories)


def _merchants(data: Any) -> tuple[MerchantAt, ...]:
    merchants = []
    for number, entry in enumerate(_list(data, "merchants_at_markets")):
        where = f"merchants_at_markets[{number}]"
        _keys(entry, ("market", "shipload", "side"), where)
        market = _choice(entry["market"], tuple(m.name for m in COMPONENTS.markets),
                         f"{where}.market")
        spaces = len(COMPONENTS.market(market).shiploads)
        shipload = _choice(entry["shipload"], tuple(range(spaces)), f"{where}.shipload")
        merchants.append(MerchantAt(market, shipload, _choice(entry["side"], SIDES,
                                                              f"{where}.side")))
    _no_repeats([(m.market, m.shipload) for m in merchants], "merchants_at_markets",
                "two merchants on one shipload")
    return tuple(sorted(merchants))


def _discs(data: Any) -> tuple[TributeDisc, ...]:
    discs = []
    lands = tuple(t.name for t in COMPONENTS.land_territories)
    for number, entry in enumerate(_list(data, "tribute_discs")):
        where = f"tribute_discs[{number}]"
        _keys(entry, ("territory", "side"), where)
        discs.append(TributeDisc(_choice(entry["territory"], lands, f"{where}.territory"),
                                 _choice(entry["side"], SIDES, f"{where}.side")))
    _no_repeats(discs, "tribute_discs", "a side's second disc on one tribute box")
    return tuple(sorted(discs))


def _projects(data: Any) -> tuple[tuple[str, ...], ...]:
    _keys(data, ("offer", "deck", "discard"), "projects")
    return tuple(tuple(_choice(p, PROJECT_NAMES, f"projects.{key}")
                       for p in _list(data[key], f"projects.{key}"))
                 for key in ("offer", "deck", "discard"))


def _market(data: Any) -> tuple[int, ...]:
    _keys(data, GOODS, "market")
    spaces = tuple(range(COMPONENTS.market_chart.spaces))
    return tuple(_choice(data[good], spaces, f"market.{good}") for good in GOODS)


def _events(data: Any) -> dict[str, Any]:
    _keys(data, ("decks", "drawn"), "events",
          optional=("away", "blocked_collection", "commanders"))
    _keys(data["decks"], ROUND_NAMES, "events.decks")
    decks = []
    for name in ROUND_NAMES:
        cards = sorted(set(event_deck_cards(name)))
        decks.append(tuple(_choice(card, tuple(cards), f"events.decks.{name}")
                           for card in _list(data["decks"][name], f"events.decks.{name}")))
    drawn = _list(data["drawn"], "events.drawn")
    if not all(isinstance(card, str) for card in drawn):
        raise _fail("events.drawn", "must be a list of card names")
    away = []
    for index, item in enumerate(_list(data.get("away", []), "events.away")):
        where = f"events.away[{index}]"
        _keys(item, ("side", "unit", "origin", "destination", "returning"), where)
        away.append(Away(_choice(item["side"], SIDES, f"{where}.side"),
                         _choice(item["unit"], UNITS, f"{where}.unit"),
                         _choice(item["origin"], TERRITORY_NAMES, f"{where}.origin"),
                         _choice(item["destination"], tuple(m.name for m in COMPONENTS.markets),
                                 f"{where}.destination"),
                         _choice(item["returning"], ("all", "half"), f"{where}.returning")))
    blocked = [_choice(t, TERRITORY_NAMES, "events.blocked_collection")
               for t in _list(data.get("blocked_collection", []), "events.blocked_collection")]
    _no_repeats(blocked, "events.blocked_collection", "a territory twice")
    commanders = [_choice(s, SIDES, "events.commanders")
                  for s in _list(data.get("commanders", []), "events.commanders")]
    _no_repeats(commanders, "events.commanders", "a side twice")
    return {"event_decks": tuple(decks), "events_drawn": tuple(drawn),
            "away": tuple(sorted(away)),
            "blocked_collection": tuple(sorted(blocked, key=TERRITORY_NAMES.index)),
            "commanders": tuple(commanders)}


def _battles(data: Any) -> tuple[str, ...]:
    battles = [_choice(t, TERRITORY_NAMES, "battles") for t in _list(data, "battles")]
    _no_repeats(battles, "battles", "a territory twice")
    return tuple(sorted(battles, key=TERRITORY_NAMES.index))


def _battle(data: Any) -> Battle:
    where = "battle"
    _keys(data, ("territory", "kind", "attacker", "hands", "attack", "discard", "owed",
                 "round"), where, optional=("gains",))
    territory = _choice(data["territory"], TERRITORY_NAMES, "battle.territory")
    kind = "land" if COMPONENTS.territory(territory).is_land else "sea"
    if data["kind"] != kind:
        raise _fail("battle.kind", f"a battle in {territory} is a {kind} battle")
    _keys(data["hands"], SIDES, "battle.hands")
    cards = tuple(c.name for c in COMPONENTS.combat_cards)

    def pile(value: Any, at: str) -> tuple[str, ...]:
        return tuple(_choice(card, cards, at) for card in _list(value, at))

    hands = tuple(tuple(sorted(pile(data["hands"][s], f"battle.hands.{s}"), key=cards.index))
                  for s in SIDES)
    attack = pile(data["attack"], "battle.attack")
    if len(attack) not in (0, 2):
        raise _fail("battle.attack", "the attacker plays 2 cards at once")
    discard = pile(data["discard"], "battle.discard")
    extra = Counter(hands[0] + hands[1] + attack + discard) - Counter(COMPONENTS.combat_deck)
    if extra:
        raise _fail("battle", f"more copies of {', '.join(sorted(extra))} than the combat "
                    "deck holds")
    owed = []
    for item in _list(data["owed"], "battle.owed"):
        if not (isinstance(item, list) and len(item) == 2):
            raise _fail("battle.owed", "each entry is [side, cards still to draw]")
        owed.append((_choice(item[0], SIDES, "battle.owed"), _count(item[1], "battle.owed")))
    round_ = _count(data["round"], "battle.round")
    if round_ < 1 or any(n < 1 for _, n in owed):
        raise _fail("battle", "rounds count from 1, and each side owed at least 1 card")
    gains = data.get("gains", {"athens": 0, "sparta": 0})
    _keys(gains, SIDES, "battle.gains")
    return Battle(territory, kind, _choice(data["attacker"], SIDES, "battle.attacker"),
                  (hands[0], hands[1]), attack, discard, tuple(owed), round_,
                  (_count(gains["athens"], "battle.gains"),
                   _count(gains["sparta"], "battle.gains")))


def _pending(data: Any) -> Pending:
    _keys(data, ("kind", "actor", "rule"), "pending", optional=("dice", "faces", "data"))
    kind, rule = data["kind"], data["rule"]
    if not isinstance(kind, str) or not kind.strip() or not isinstance(rule, str):
        raise _fail("pending", "'kind' and 'rule' must be text")
    actor = _choice(data["actor"], (CHANCE, *SIDES), "pending.actor")
    dice = _count(data.get("dice", 0), "pending.dice")
    faces = _count(data.get("faces", 4), "pending.faces")
    if actor == CHANCE and kind != CARD_DRAW and (dice < 1 or faces < 2):
        raise _fail("pending", "a roll needs 1 die or more, of 2 faces or more")
    extra = data.get("data", {})
    if not isinstance(extra, dict):
        raise _fail("pending.data", "must be an object")
    return Pending(kind, actor, rule, dice, faces,
                   tuple((str(key), _freeze(value, f"pending.data.{key}"))
                         for key, value in extra.items()))


def _freeze(value: Any, where: str) -> Any:
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, list):
        return tuple(_freeze(item, where) for item in value)
    raise _fail(where, "must be text, a number, true/false, null or a list of them")


def _no_repeats(items: list[Any], where: str, what: str) -> None:
    repeated = [item for item, n in Counter(items).items() if n > 1]
    if repeated:
        raise _fail(where, f"{what}: {repeated[0]!r}")
