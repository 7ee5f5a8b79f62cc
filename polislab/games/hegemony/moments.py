"""The moments inside a round that :func:`.position.position` types besides a turn: a battle at
any step, a step of the end of the round waiting for a choice, tribute discs and merchants
already placed this round, and the lasting effects of the round's event card.

Each function takes the state the builder has laid out so far and the readable argument, and
returns the state at that moment, or refuses with a :class:`~polislab.core.errors.ScenarioError`
naming the rule that could not have let the game get there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.inputs import excerpt, shown
from polislab.core.moments import listed, moment_spec

from . import battle as fight
from . import citations as cite
from . import round_end
from .components import COMPONENTS, SIDES
from .state import (
    CARD_DRAW,
    CHANCE,
    TERRITORY_NAMES,
    Away,
    Battle,
    MerchantAt,
    Pending,
    SideName,
    State,
    TributeDisc,
    as_side,
    other,
    side_title,
)

#: The end-of-round steps that wait for a player's choice (the others play themselves).
END_STEPS = tuple(round_end.DECISIONS)
_BATTLE_KEYS = ("territory", "attacker", "round", "hands", "attack", "discard", "gains",
                "last_attacker", "losses")
_END_KEYS = ("step", "side", "shortfall", "grown")


def _name(value: Any, names: Sequence[str], what: str) -> str:
    if isinstance(value, str):
        for name in names:
            if name.casefold() == value.casefold():
                return name
    plural = {"territory": "territories", "polis": "poleis"}.get(what, what + "s")
    raise ScenarioError(f"no {what} {shown(value)}; the {plural} are {', '.join(names)}")


def _side(value: Any) -> SideName:
    return as_side(_name(value, SIDES, "side"))


def _cards(value: Any, what: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise ScenarioError(f"{what} is a list of combat card names")
    return tuple(fight._card_name(c) for c in value)


# -- a battle ---------------------------------------------------------------------------------
def with_battle(state: State, spec: Any) -> State:
    """``state`` with the battle ``spec`` being fought (:func:`.position.position`)."""
    spec = moment_spec(spec, _BATTLE_KEYS, "battle")
    rule = f"{fight.RULE}; {cite.ruling('HG59')}"
    if "territory" not in spec:
        raise ScenarioError("battle names its territory: battle={'territory': 'Arkadia', ...}")
    where = _name(spec["territory"], TERRITORY_NAMES, "territory")
    here = state.territory(where)
    number = spec.get("round", 1)
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        raise ScenarioError(f"the battle's round is a whole number from 1, not {excerpt(number)}")
    losses = _losses(spec.get("losses", {}), number)
    _began(state, where, number, sum(losses.values()), rule)
    small = [s for s in SIDES if here.of(s).total < 2]
    if small:
        raise ScenarioError(f"{side_title(small[0])} has fewer than 2 units in {where}: the "
                            f"battle is over, or never began ({fight.RULE}; {cite.ruling('HG59')})")
    if state.phase == "actions" and state.passed:
        raise ScenarioError(f"{side_title(state.passed[0])} has passed: a battle found during "
                            f"final actions is fought after both pass ({rule})")
    if state.actions_taken:
        raise ScenarioError(f"a battle is fought after a turn, before the next begins: no "
                            f"actions_taken ({cite.BATTLE_CHECK}; {cite.ruling('HG59')})")
    kind = "land" if COMPONENTS.territory(where).is_land else "sea"
    track = COMPONENTS.round_track
    first = track.land_first_attacker if kind == "land" else track.sea_first_attacker
    repeat = bool(fight.event_cards.in_force(state, "repeat_tied_assault"))
    if number == 1 or not repeat:
        attacker = first if number % 2 else other(first)
        if "attacker" in spec and _side(spec["attacker"]) != attacker:
            why = "attacks first" if number == 1 else "attacks in the odd rounds, the roles " \
                  "switching each round"
            raise ScenarioError(f"{side_title(first)} {why} in a {kind} battle, so "
                                f"{side_title(attacker)} attacks in battle round {number} "
                                f"({fight.RULE})")
    else:  # Superstition: a tied assault is repeated, so either side may attack
        attacker = _side(spec.get("attacker", first if number % 2 else other(first)))
    hands = moment_spec(spec.get("hands", {}), SIDES, "battle hands")
    held = {s: _cards(hands.get(s), f"{side_title(s)}'s hand") for s in SIDES}
    attack = _cards(spec.get("attack"), "the attack")
    discard = _cards(spec.get("discard"), "the discard")
    if attack and len(attack) != 2:
        raise ScenarioError(f"the attacker plays 2 combat cards, not {len(attack)} "
                            f"({fight.RULE})")
    if len(discard) != 4 * (number - 1):
        raise ScenarioError(f"battle round {number} follows {number - 1} rounds of 4 cards "
                            f"played each: the discard holds {4 * (number - 1)}, not "
                            f"{len(discard)} ({fight.RULE})")
    over = +(Counter([*held["athens"], *held["sparta"], *attack, *discard])
             - Counter(COMPONENTS.combat_deck))
    if over:
        card = next(iter(over))
        raise ScenarioError(f"more {card} cards in the battle than the combat deck's "
                            f"{Counter(COMPONENTS.combat_deck)[card]} ({fight.RULE})")
    missing = _missing(state, where, attacker, held, attack, number, losses)
    owed = _owed(attacker, _last_attacker(spec, attacker, number, repeat), missing)
    gains = _gains(spec.get("gains", {}))
    made = Battle(where, kind, attacker, (tuple(sorted(held["athens"], key=fight.CARDS.index)),
                                          tuple(sorted(held["sparta"], key=fight.CARDS.index))),
                  tuple(sorted(attack, key=fight.CARDS.index)), discard, owed, number, gains)
    left = sum(fight.deck(made).values())
    if sum(n for _, n in owed) > left:
        raise ScenarioError(f"the combat deck holds {left} cards, fewer than the "
                            f"{sum(n for _, n in owed)} still to draw: the battle would be over "
                            f"({fight.RULE})")
    if attack and owed:
        raise ScenarioError(f"the attacker plays its cards once every card is dealt or drawn "
                            f"({fight.RULE}; {cite.ruling('HG61')})")
    # the battles due are fought in map order (ruling HG35): those after this one wait; one
    # before it in map order holding 8+ units has been fought already (its deck ran out)
    later = TERRITORY_NAMES[TERRITORY_NAMES.index(where) + 1:]
    due = tuple(name for name in later if _due(state, name))
    state = replace(state, battle=made, battles=due)
    return fight._ask(state)


def _losses(value: Any, number: int) -> dict[SideName, int]:
    """The units each side has lost so far in the battle (default: not said, none counted)."""
    spec = moment_spec(value, SIDES, "battle losses")
    losses = {side: _side_count(spec.get(side, 0), f"{side_title(side)}'s units lost in the "
                                                      "battle") for side in SIDES}
    if sum(losses.values()) > 2 * (number - 1):
        raise ScenarioError(f"{sum(losses.values())} units lost before battle round {number}: "
                            f"a battle round takes at most 2, one a pair of cards ({fight.RULE})")
    return losses


def _side_count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScenarioError(f"{what} is a whole number 0 or more, not {excerpt(value)}")
    return value


def _began(state: State, where: str, number: int, lost: int, rule: str) -> None:
    """A battle begins with 8 or more units of both sides (the trigger); in each battle round
    the defender loses at most one unit a pair of cards, 2 in all (seed 000 §5 Battles), so in
    battle round ``number`` the territory holds at least the trigger less 2 a round fought
    (less the units ``lost`` so far, when they are named)."""
    here, trigger = state.territory(where), _trigger(state)
    lost = lost or 2 * (number - 1)
    if here.athens.total and here.sparta.total and here.total + lost >= trigger:
        return
    if number == 1:
        raise ScenarioError(f"no battle is fought in {where}: it holds {here.athens.total} "
                            f"Athenian and {here.sparta.total} Spartan units, and a battle needs "
                            f"{trigger} units of both sides together ({rule})")
    raise ScenarioError(f"no battle reaches round {number} in {where}: it holds "
                        f"{here.athens.total} Athenian and {here.sparta.total} Spartan units, "
                        f"and a battle begins with {trigger} units of both sides, of which "
                        f"{number - 1} battle rounds take at most {lost} (2 a round) ({rule})")


def _trigger(state: State) -> int:
    return fight.event_cards.battle_trigger(state)


def _due(state: State, name: str) -> bool:
    here = state.territory(name)
    return bool(here.athens.total and here.sparta.total and here.total >= _trigger(state))


def _missing(state: State, where: str, attacker: SideName,
             held: dict[SideName, tuple[str, ...]], attack: tuple[str, ...],
             number: int, losses: dict[SideName, int]) -> dict[SideName, int]:
    """The cards each side has still to be dealt or draw: each side holds as many cards as it
    has units (own_units: a side draws 2 less the units it lost), or as many as both sides'
    units at the start less the ``losses`` it has suffered since (all_units)."""
    here = state.territory(where)
    missing: dict[SideName, int] = {}
    for side in SIDES:
        have = len(held[side]) + (len(attack) if side == attacker else 0)
        units = here.of(side).total
        if state.options.battle_hand == "own_units":
            need = units
            why = f"it holds as many cards as its {units} units there"
        else:
            # dealt both sides' units at the start; it draws 2 less its losses a round
            need = here.total + sum(losses.values()) - losses[side]
            why = (f"it was dealt as many cards as both sides' "
                   f"{here.total + sum(losses.values())} units there, less the "
                   f"{losses[side]} it lost")
        if have > need:
            raise ScenarioError(f"{side_title(side)} holds {have} combat cards in the battle of "
                                f"{where}: {why} ({fight.RULE}; battle_hand option)")
        missing[side] = need - have
        if number > 1 and missing[side] > 2:
            raise ScenarioError(f"{side_title(side)} lacks {missing[side]} combat cards in "
                                f"battle round {number}: between rounds a side draws at most "
                                f"2 ({fight.RULE})")
    if number == 1 and missing[attacker] and held[other(attacker)]:
        raise ScenarioError(f"{side_title(attacker)}, attacking, is dealt its cards first: "
                            f"{side_title(other(attacker))} holds none while "
                            f"{side_title(attacker)} lacks {missing[attacker]} "
                            f"({fight.RULE}; {cite.ruling('HG61')})")
    return missing


def _last_attacker(spec: Mapping[str, Any], attacker: SideName, number: int,
                   repeat: bool) -> SideName:
    """Who attacked the battle round before (in round 1: the attacker, dealt first): the
    defender of this one, as the roles switch; with Superstition in force, a tied assault is
    repeated, so the attacker again may have (``last_attacker``)."""
    if "last_attacker" not in spec:
        return attacker if number == 1 else other(attacker)
    last = _side(spec["last_attacker"])
    if number == 1 or (last == attacker and not repeat):
        raise ScenarioError(f"the roles switch each battle round, so "
                            f"{side_title(other(attacker))} attacked the round before "
                            f"{side_title(attacker)}'s attack (a repeated assault needs "
                            f"Superstition) ({fight.RULE})")
    return last


def _owed(attacker: SideName, last: SideName,
          missing: dict[SideName, int]) -> tuple[tuple[Any, int], ...]:
    """The cards still to deal or draw, in the order the engine deals them: in the first round
    the attacker first; later, the side that attacked the round before (``last``) first."""
    first = last
    return tuple((s, missing[s]) for s in (first, other(first)) if missing[s])


def _gains(value: Any) -> tuple[int, int]:
    gains = moment_spec(value, SIDES, "battle gains")
    out = []
    for side in SIDES:
        n = gains.get(side, 0)
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ScenarioError(f"{side_title(side)}'s Prestige gained in the battle is a "
                                f"whole number 0 or more, not {excerpt(n)}")
        out.append(n)
    return out[0], out[1]


# -- the end of the round ---------------------------------------------------------------------
def at_end_step(state: State, spec: Any) -> State:
    """``state`` in the end of the round, a side to choose at ``spec["step"]``."""
    spec = moment_spec(spec, _END_KEYS, "end_of_round")
    steps = [f.__name__ for f in round_end.STEPS]
    step = spec.get("step")
    if step not in END_STEPS:
        plays = " plays itself, with no choice to wait for;" if step in steps else ""
        raise ScenarioError(f"the end-of-round step {excerpt(step)}{plays} the steps that wait "
                            f"for a "
                            f"side's choice are {', '.join(END_STEPS)} ({round_end.STEP})")
    rule = {"supply": round_end.SUPPLY, "growth": round_end.GROWTH,
            "phoros": round_end.PHOROS}[step]
    first = state.passed[0]
    side = _side(spec.get("side", first))
    begun = [p.name for p in state.poleis if p.project]
    if begun:
        raise ScenarioError(f"a project is still begun in {begun[0]}: step 1 of the end of the "
                            f"round completes every project before {step} "
                            f"({round_end.PROJECTS})")
    if state.away:
        raise ScenarioError(f"units sent away come back as the end of the round begins, "
                            f"before {step} ({fight.event_cards.CARDS}; {cite.ruling('HG66')})")
    me = state.side(side)
    data: dict[str, Any] = {"side": side}
    if step == "supply":
        people = round_end.population(state, side)
        short = spec.get("shortfall", people)
        if me.resources.wheat:
            raise ScenarioError(f"{side_title(side)} still has {me.resources.wheat} wheat: it "
                                f"pays all its wheat for supply before it lacks any ({rule})")
        if not isinstance(short, int) or isinstance(short, bool) or not 1 <= short <= people:
            raise ScenarioError(f"{side_title(side)}'s supply shortfall is a whole number from "
                                f"1 to its population {people}, not {excerpt(short)} ({rule})")
        if not round_end._returnable(state, side):
            raise ScenarioError(f"{side_title(side)} has no polis but its capital to return: "
                                f"it pays its shortfall in Prestige, with no choice to make "
                                f"({rule}; {cite.ruling('HG55')})")
        data["shortfall"] = short
        rule = f"{rule}; {cite.ruling('HG55')}"
    elif step == "growth":
        grown = moment_spec(spec.get("grown", {}), [p.name for p in state.poleis], "grown")
        done = {}
        for polis, count in grown.items():
            info = COMPONENTS.polis(polis)
            if state.polis(polis).owner != side or not isinstance(count, int) or not (
                    1 <= count <= info.max_growth):
                raise ScenarioError(f"{polis} grew by {excerpt(count)}: a polis of "
                                    f"{side_title(side)} grows by 1 to its maximum growth "
                                    f"{info.max_growth} ({rule}; {cite.ruling('HG56')})")
            done[polis] = count
        if not round_end._can_grow(state, side, done):
            raise ScenarioError(f"{side_title(side)} cannot grow any polis (it needs wheat, a "
                                f"cube in its supply and a polis with room): the step asks "
                                f"nothing ({rule}; {cite.ruling('HG56')})")
        data["grown"] = tuple(sorted(done.items()))
        rule = f"{rule}; {cite.ruling('HG56')}"
    elif not me.prestige:
        raise ScenarioError(f"{side_title(side)} has no Prestige to turn into silver: the "
                            f"phoros asks nothing ({rule})")
    return replace(state, player=first, pending=Pending(step, side, rule,
                                                        data=tuple(data.items())))


# -- what this round has placed ---------------------------------------------------------------
def with_tribute(state: State, spec: Any) -> State:
    """Tribute discs placed by this round's collections: territory -> side."""
    if not isinstance(spec, Mapping):
        raise ScenarioError("tribute is a mapping: territory -> the side whose disc is on its "
                            "tribute box")
    boxes = [b.territory for b in COMPONENTS.tribute_boxes]
    discs = []
    for where, side in spec.items():
        where = _name(where, TERRITORY_NAMES, "territory")
        side = _side(side)
        if where not in boxes:
            raise ScenarioError(f"{where} has no tribute box ({cite.COLLECTION})")
        if where in state.blocked_collection:
            raise ScenarioError(f"{where} cannot be collected this round ({state.event}): no "
                                f"disc is on its box ({fight.event_cards.CARDS})")
        discs.append(TributeDisc(where, side))  # one a box: a mapping holds one per territory
    return replace(state, tribute_discs=tuple(sorted(discs)))


def with_merchants(state: State, spec: Any) -> State:
    """Merchants sent to the markets by this round's trades: (market, shipload, side)."""
    if isinstance(spec, (str, Mapping)) or not isinstance(spec, Sequence):
        raise ScenarioError("at_markets is a list of (market, shipload, side): shipload "
                            "counts from 0, as the market lists its shiploads")
    placed = []
    names = [m.name for m in COMPONENTS.markets]
    for item in spec:
        if not isinstance(item, (tuple, list)) or len(item) != 3:
            raise ScenarioError(f"a merchant at a market is (market, shipload, side), not "
                                f"{excerpt(item)}")
        market = _name(item[0], names, "market")
        loads = COMPONENTS.markets[names.index(market)].shiploads
        index, side = item[1], _side(item[2])
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(loads):
            raise ScenarioError(f"{market} has shiploads 0 to {len(loads) - 1}, not "
                                f"{excerpt(index)}")
        if fight.event_cards.closed_market(state, market) is not None:
            raise ScenarioError(f"{state.event} closes {market} this round: no merchant "
                                f"trades there ({fight.event_cards.CARDS})")
        placed.append(MerchantAt(market, index, side))
    spots = Counter((m.market, m.shipload) for m in placed)
    taken = [spot for spot, n in spots.items() if n > 1]
    if taken:
        raise ScenarioError(f"two merchants on {taken[0][0]}'s shipload {taken[0][1]}: a "
                            f"shipload taken is no longer open ({cite.TRADE}; "
                            f"{cite.ruling('HG42')})")
    return replace(state, merchants_at_markets=tuple(sorted(placed)))


# -- the round's event card -------------------------------------------------------------------
def closed_to_collection(state: State) -> tuple[str, ...]:
    """The territories the round's event card closes to collection, judged on the table as it
    stands (``block_collect``; ``block_collect_if_empty`` when no hoplite stands there)."""
    blocked = [e.get("where") for e in fight.event_cards.in_force(state, "block_collect")]
    for effect in fight.event_cards.in_force(state, "block_collect_if_empty"):
        where = effect.get("where")
        if not any(state.units(where, s).hoplites for s in SIDES):
            blocked.append(where)
    return tuple(sorted(set(blocked), key=TERRITORY_NAMES.index))


def with_lasting(state: State, away: Any, blocked: Any = None) -> State:
    """The lasting effects of the round's event card: the territories it closes to collection
    (by default judged on the table typed; ``blocked`` names them, since hoplites may have come
    or gone since the card was applied as the round began), and the units it sent away:
    ``away`` side -> {territory they left: count}."""
    state = replace(state, blocked_collection=_blocked(state, blocked))
    if away is None:
        return state
    if not isinstance(away, Mapping):
        raise ScenarioError("away is a mapping: side -> {territory the units left: count}")
    gone = []
    for side, origins in away.items():
        side = _side(side)
        sending = next(iter(fight.event_cards.in_force(state, "send_away", side)), None)
        if sending is None:
            raise ScenarioError(f"{state.event or 'No Event'} sends none of "
                                f"{side_title(side)}'s units away this round "
                                f"({fight.event_cards.CARDS})")
        if not isinstance(origins, Mapping):
            raise ScenarioError(f"away[{excerpt(side)}] is a mapping: territory -> count")
        unit = sending.get("unit")
        for where, count in origins.items():
            where = _name(where, TERRITORY_NAMES, "territory")
            if COMPONENTS.territory(where).is_land != (unit == "hoplite"):
                raise ScenarioError(f"{state.event} sends {unit}s: none leaves from {where} "
                                    f"({fight.event_cards.CARDS})")
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise ScenarioError(f"the {unit}s sent away from {where} are a whole number, "
                                    f"not {excerpt(count)}")
            gone += [Away(side, unit, where, sending.get("destination"),
                          sending.get("returning"))] * count
    return replace(state, away=tuple(sorted(gone)))


def with_commanders(state: State, sides: Any) -> State:
    """The sides that have doubled a battle's Prestige this round (Great Commanders: once a
    round each)."""
    named = tuple(_side(s) for s in listed(sides, "commanders", "sides"))
    if not named:
        return state
    if len(set(named)) != len(named):
        raise ScenarioError(f"{side_title(named[0])}'s commanders double a battle's Prestige "
                            f"once a round ({fight.event_cards.CARDS})")
    for side in named:
        if not fight.event_cards.in_force(state, "double_battle_prestige", side):
            raise ScenarioError(f"{state.event or 'No Event'} lets {side_title(side)} double "
                                f"no battle's Prestige this round ({fight.event_cards.CARDS})")
    return replace(state, commanders=named)  # in the order they doubled


def _blocked(state: State, named: Any) -> tuple[str, ...]:
    if named is None:
        return closed_to_collection(state)
    names = {_name(n, TERRITORY_NAMES, "territory") for n in listed(named, "blocked",
                                                                   "territories")}
    always = {e.get("where") for e in fight.event_cards.in_force(state, "block_collect")}
    maybe = {e.get("where") for e in fight.event_cards.in_force(state,
                                                                 "block_collect_if_empty")}
    if not always <= names or not names <= always | maybe:
        raise ScenarioError(f"{state.event or 'No Event'} closes "
                            f"{', '.join(sorted(always)) or 'no territory'} to collection this "
                            f"round, and {', '.join(sorted(maybe)) or 'no other'} if no "
                            f"hoplite stood there as the round began: not "
                            f"{', '.join(sorted(names)) or 'none'} ({fight.event_cards.CARDS})")
    return tuple(sorted(names, key=TERRITORY_NAMES.index))


# -- a decision that follows an action or the round's event card -------------------------------
def after_battle(state: State, gains: Any) -> State:
    """A battle just over, each side having gained ``gains`` (side -> Prestige) from its card
    pairs: with Great Commanders in force, a side may double its gain (the choice typed)."""
    from .event_cards import offer_double

    gained: dict[str, int] = dict(zip(SIDES, _gains(gains), strict=True))
    if state.battle is not None or state.actions_taken or state.pending is not None:
        raise ScenarioError(f"a battle is fought after a turn, before the next begins, and no "
                            f"other is typed with it ({cite.BATTLE_CHECK}; {cite.ruling('HG59')})")
    after = offer_double(state, gained)
    if after.pending is None:
        raise ScenarioError(f"nobody may double the Prestige of the battle: that needs "
                            f"Great Commanders in force and a side that gained Prestige "
                            f"({fight.event_cards.CARDS}; {cite.ruling('HG66')})")
    return after


def waiting(state: State, action: Any, event_decision: Any, typed: Sequence[Any]) -> State:
    """``state`` with ``action`` played up to its die roll (or, a mapping, the market move a
    trade just made awaits), or the round's event card applied up to the choice it asks (or,
    a mapping, the choice it asks of a side part-way through the card); refused where nothing
    is left to decide."""
    from .engine import apply

    battle, end_of_round, away = typed
    part_way = isinstance(event_decision, Mapping)
    if battle is not None or end_of_round is not None or (action is not None and
                                                          event_decision is not False):
        raise ScenarioError("a roll awaited or an event card's choice is typed from a turn of "
                            "the action phase alone: not with a battle, an end-of-round step, "
                            f"or each other ({cite.TURN})")
    if away is not None and event_decision is True:
        raise ScenarioError(f"the round's event card sends units away as it is applied: type "
                            f"the units sent so far with the choice it asks part-way, "
                            f"event_decision={{'side': ...}} ({fight.event_cards.CARDS})")
    if event_decision is not False:
        if state.actions_taken or state.passed:
            raise ScenarioError(f"the event card is applied as the round begins, before any "
                                f"action or pass ({cite.SEED} §4 Preparation for Next Round)")
        return _event_choice(state, event_decision) if part_way else _event_start(state)
    if isinstance(action, Mapping) and "siege" in action:
        return _siege_roll(state, action)
    if isinstance(action, Mapping):
        return _market_move(state, action)
    if not isinstance(action, str):
        raise ScenarioError(f"awaiting_roll is the text of an action, such as 'besiege Argos', "
                            f"or the market move a trade awaits, such as {{'marker': 'metal', "
                            f"'after': 'exchange'}}, not {excerpt(action)}")
    try:
        after, _ = apply(state, action)
    except (IllegalAction, ScenarioError) as err:
        raise ScenarioError(f"{excerpt(action)} cannot be played from the turn typed: "
                            f"{err}") from None
    if after.pending is None or not after.pending.is_chance or after.battle is not None:
        raise ScenarioError(f"{excerpt(action)} waits for no die roll: the position after it is "
                            f"typed directly ({cite.TURN})")
    return after


def _event_start(state: State) -> State:
    from .event_cards import start_round

    after, _ = start_round(state)
    if after.pending is None:
        raise ScenarioError(f"the round's event card, {state.event}, asks no side to "
                            f"choose ({fight.event_cards.CARDS})")
    return after


#: The effects of an event card that ask a side to choose.
_CHOOSING = ("remove_unit_for_prestige", "betrayal", "prestige_for_silver", "send_away")
_EVENT_KEYS = ("side", "received")


def _event_choice(state: State, spec: Any) -> State:
    """The choice the round's card asks of ``spec["side"]``, the card's earlier effects already
    on the table typed (the units sent so far are ``away``; ``received``: the polis the
    opponent's Betrayal just handed to the side, which it may not hand back)."""
    from . import event_cards as cards

    spec = moment_spec(spec, _EVENT_KEYS, "event_decision")
    side = _side(spec.get("side"))
    card = cards.current_card(state)
    assert card is not None  # the builder draws a card for every round begun
    effects = card.effects or ()
    steps = [(step, index) for step, (index, whose) in enumerate(cards._steps(card))
             if whose == side and effects[index].kind in _CHOOSING]
    if not steps:
        raise ScenarioError(f"the round's event card, {card.name}, asks {side_title(side)} no "
                            f"choice ({cards.CARDS})")
    step, index = steps[0]
    effect = effects[index]
    state = replace(state, pending=None)
    received = spec.get("received")
    if received is not None:
        received = _received(state, side, effect.kind, step, received)
    if effect.kind == "betrayal":
        after, _ = cards._betrayal(state, effect, side, step, card, received=received)
    elif effect.kind == "send_away":
        sent = cards._sent_so_far(state, side, effect)
        after, _ = cards._send_away(state, effect, side, step, card, sent=sent)
    else:
        after, _ = cards.EFFECTS[effect.kind](state, effect, side, step, card)
    if after.pending is None:
        raise ScenarioError(f"{card.name} asks {side_title(side)} nothing on the table typed "
                            f"(nothing to choose from, or every unit it may send sent) "
                            f"({cards.rule_of(card)}; {cite.ruling('HG66')})")
    return after


def _received(state: State, side: SideName, kind: str, step: int, polis: Any) -> str:
    from .state import POLIS_NAMES

    name = _name(polis, POLIS_NAMES, "polis")
    if kind != "betrayal" or step == 0:
        raise ScenarioError(f"received names the polis the opponent's Betrayal just handed to "
                            f"{side_title(side)}: only the second side to answer Betrayal has "
                            f"one ({fight.event_cards.CARDS})")
    if state.polis(name).owner == other(side):
        raise ScenarioError(f"{name} is {side_title(other(side))}'s: a polis betrayed went over "
                            f"to {side_title(side)} (or neutral) ({fight.event_cards.CARDS}; "
                            f"{cite.ruling('HG66')})")
    return name


def _siege_roll(state: State, spec: Any) -> State:
    """The roll a siege awaits, its Prestige (and any resource for acting after the opponent
    passed) already paid on the table typed: every condition of the siege is checked as the
    action checks it, before the payment."""
    from .military import Besiege
    from .siege import besiege

    spec = moment_spec(spec, ("siege",), "awaiting_roll")
    side = state.player
    if "besiege" in state.actions_taken:
        raise ScenarioError(f"{side_title(side)} has besieged this turn already: a turn's "
                            f"actions are all different ({cite.TURN})")
    try:
        action = Besiege(spec["siege"])
        unpaid = state.with_side(side, prestige=state.side(side).prestige + 1)
        after, _ = besiege(unpaid, action, side)
    except (IllegalAction, ScenarioError) as err:
        raise ScenarioError(f"no siege of {excerpt(spec['siege'])} awaits its roll: "
                            f"{err}") from None
    return replace(state, pending=after.pending)


_MOVE_KEYS = ("marker", "after")


def _market_move(state: State, spec: Any) -> State:
    """The market move a trade just made awaits: the trade paid, its merchant at the market
    (``at_markets``), the ``marker`` of the good exchanged or bought to move, ``after`` an
    "exchange" (right, one die) or a "purchase" (two dice, the higher counting)."""
    from .components import GOODS
    from .trade import MARKET_MOVE

    spec = moment_spec(spec, _MOVE_KEYS, "awaiting_roll")
    good = _name(spec.get("marker"), GOODS, "good")
    kind = _name(spec.get("after"), ("exchange", "purchase"), "trade")
    rule = f"{cite.TRADE}; {cite.ruling('HG43')}"
    side = state.player
    if "trade" in state.actions_taken:
        raise ScenarioError(f"{side_title(side)} has traded this turn already: a turn's actions "
                            f"are all different ({cite.TURN})")
    if not any(m.side == side for m in state.merchants_at_markets):
        raise ScenarioError(f"no merchant of {side_title(side)}'s is at a market: a trade "
                            f"sends one there before the marker moves (at_markets) ({rule})")
    move = COMPONENTS.market_chart.move(kind)
    direction = state.options.purchase_direction if kind == "purchase" else move.direction
    return replace(state, pending=Pending(MARKET_MOVE, CHANCE, rule, dice=move.dice,
                                          data=(("good", good), ("direction", direction),
                                                ("take", move.take))))


__all__ = ["CARD_DRAW", "CHANCE", "END_STEPS", "after_battle", "at_end_step",
           "closed_to_collection", "waiting",
           "with_battle", "with_lasting", "with_merchants", "with_tribute"]
