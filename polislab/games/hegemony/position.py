"""Typing a position of Polis: Fight for the Hegemony from a few readable arguments.

:func:`position` builds a :class:`~.state.State` at a turn of the action phase of any round:
what is named is as given, everything else as the setup of seed 000 §3 left it, and what
follows from those is filled in consistently: each side's pool holds every piece not on the
board (seed 000 §2), every earlier round has drawn its event card ("No Event" unless named)
and laid out its 3 project tiles (those not completed are discarded, ruling HG58), and the
cards and tiles nobody has seen are shuffled with ``seed`` (the decks "projects", "events 4",
..., so a :class:`~polislab.core.ScriptedRandomness` can stack them). A position the rules
could not reach is refused with a :class:`~polislab.core.errors.ScenarioError` saying why.

>>> from polislab.games import hegemony
>>> state = hegemony.position(round="4", player="athens",
...                           poleis={"Argos": None, "Korinthos": ("sparta", 2)},
...                           units={"Arkadia": {"sparta": 3}},
...                           resources={"athens": {"silver": 5}})
>>> state.units("Arkadia", "sparta").hoplites, state.side("athens").resources.silver
(3, 5)
>>> state.events_drawn, state.side("sparta").pool.cubes
(('No Event', 'No Event'), 28)
>>> hegemony.position(units={"Arkadia": {"sparta": 4}})
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: Sparta has 4 units in Arkadia: at most 3 in round 3 \
(Hegemony reference §7 Capacity Limits)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt, shown
from polislab.core.moments import flag, listed
from polislab.core.scripting import randomness_from

from . import citations as cite
from . import moments
from .components import COMPONENTS, GOODS, RESOURCES, SIDES, Resources
from .consistency import check_consistency
from .options import Options
from .setup import PROJECT_DECK, _board, _side, _with_pools, event_deck_name
from .state import (
    POLIS_NAMES,
    PROJECT_NAMES,
    ROUND_NAMES,
    TERRITORY_NAMES,
    PolisState,
    SideName,
    State,
    TerritoryState,
    Units,
    as_side,
    conservation_errors,
    event_deck_cards,
    evolve,
    side_title,
)

NO_EVENT = "No Event"


def position(*, round: str = "3", player: str | None = None, first_player: str | None = None,
             passed: Sequence[str] = (), actions_taken: Sequence[str] = (),
             poleis: Mapping[str, Any] | None = None,
             units: Mapping[str, Mapping[str, int]] | None = None,
             prestige: Mapping[str, int] | None = None,
             resources: Mapping[str, Mapping[str, int]] | None = None,
             merchants: Mapping[str, int] | None = None,
             proxenos: Mapping[str, str] | None = None,
             completed: Mapping[str, Sequence[str]] | None = None,
             begun: Mapping[str, str] | None = None, offer: Sequence[str] | None = None,
             events: Mapping[str, str] | None = None, market: Mapping[str, int] | None = None,
             decks: Mapping[str, Sequence[str]] | None = None, seed: Any = 0,
             randomness: Any = None, battle: Mapping[str, Any] | None = None,
             end_of_round: Mapping[str, Any] | None = None,
             tribute: Mapping[str, str] | None = None,
             at_markets: Sequence[Sequence[Any]] | None = None,
             away: Mapping[str, Mapping[str, int]] | None = None,
             awaiting_roll: str | Mapping[str, str] | None = None,
             event_decision: bool | Mapping[str, str] = False,
             battle_gains: Mapping[str, int] | None = None,
             discarded: Sequence[str] | None = None,
             commanders: Sequence[str] = (), battles_due: Sequence[str] | None = None,
             blocked: Sequence[str] | None = None, **options: Any) -> State:
    """A state in round ``round`` ("3", "4", "5α", "5β"): a turn of the action phase, a
    battle, or a choice of the end of the round.

    - ``poleis``: polis -> owner and population: ``None`` (neutral, at its base population),
      a side ("sparta": at its base population) or (side, population). Unnamed poleis are as
      at the setup.
    - ``units``: territory -> {side: count}: hoplites in a land territory, galleys at sea. A
      territory named holds exactly what is given; the others are as at the setup.
    - ``prestige``, ``merchants`` (in the trade port): side -> count; ``resources``: side ->
      {resource: amount} (the resources not named are as at the setup); ``proxenos``: side ->
      the polis its proxenos stands in, or None while the enemy holds it captured (seed 000
      §7); ``market``: good -> space of its marker (0 = left).
    - ``completed``: polis -> project tiles completed there in earlier rounds (and, at the end
      of the round, this round's); ``begun``: polis -> the project begun there this round;
      ``offer``: this round's face-up tiles not yet begun (default: drawn from the shuffled
      tiles); ``discarded``: the tiles earlier rounds discarded, not completed (ruling HG58;
      default: drawn from the shuffled tiles).
    - ``events``: round -> the event card drawn for it (default "No Event"), for this round and
      the earlier ones.
    - ``player``: the side to act (default ``first_player``); ``first_player``: who began the
      round (default: the side this round's event card names, else the one with fewer
      Prestige, Sparta on a tie, as seed 000 §3-§4); ``passed``: the sides
      that have passed this round; ``actions_taken``: the kinds of action the side to act has
      taken this turn ("create hoplites", "besiege", ...).
    - ``decks``: deck -> the cards on its top, first drawn first: "projects" (the face-down
      tiles) or "events 3" ... "events 5β" (of a round begun: the cards left under the one
      drawn).
    - ``seed`` or ``randomness``: how the unseen tiles and cards are shuffled; ``options``:
      the rule options of :class:`~.options.Options`.

    The moments inside a round (:mod:`.moments`):

    - ``battle``: the battle being fought after the turn (or, ``passed`` naming both sides,
      after both passed): {"territory", "round" (battle round, from 1), "attacker" (as the
      rules alternate it), "hands": {side: cards}, "attack": the attacker's 2 cards awaiting
      the defence, "discard": the cards of earlier battle rounds, "gains": {side: Prestige
      gained from card pairs}, "last_attacker": who attacked the round before (default the
      defender; the attacker again when Superstition repeated a tied assault), "losses":
      {side: units lost so far in the battle} (needed with battle_hand "all_units", where
      each side holds the cards dealt less its losses)}. Whose
      decision it is follows: a card still to deal or draw (each side holds as many cards as
      its units there, battle_hand "own_units"), else the attacker's attack, else the
      defender's answer. A battle begins with 8 units of both sides and a battle round takes
      at most 2, so round n needs 8 less 2 a round fought.
    - ``battles_due``: the battles found and not yet fought (map order): those after the
      battle typed, or those found during final actions (a side has passed), fought after both
      pass. Default: every territory holding 8 units of both sides; ``[]`` types 8 units with
      no battle due (the battle there ended with the combat deck run out).
    - ``end_of_round``: {"step": "supply" | "growth" | "phoros", "side" (default: who passed
      first), "shortfall" (supply: the wheat still lacking, default its population),
      "grown" (growth: polis -> cubes grown already this step)}: both sides have passed
      (``passed`` in their order, default the first player first), and the side chooses.
    - ``tribute``: territory -> the side whose disc a collection put on its box this round;
      ``at_markets``: [(market, shipload, side)], merchants traded there this round.
    - ``away``: side -> {territory: count}, units this round's event card sent away (Egypt
      Rebels, Murder of the Persian King); the territories it closes to collection follow
      from the card; ``blocked``: the territories it closes to collection (default: judged on
      the table typed; a card closing one "if no hoplite stands there" judged it as the round
      began, and hoplites may have come or gone since).
    - ``awaiting_roll``: an action whose die roll is awaited ("besiege Argos", a trade and its
      market move), played from the turn typed: the position is the roll to come. Or the roll
      typed after its action paid: {"siege": polis} (its Prestige paid), or {"marker": good,
      "after": "exchange" | "purchase"} (the trade's merchant in ``at_markets``).
    - ``event_decision``: True: the round's event card applied to the table typed (as the
      round begins), up to the choice it asks of a side (a unit to remove or send away, a
      polis to lose, Prestige to give up for silver). Or {"side", "received"}: the choice the
      card asks of ``side`` part-way, its earlier effects on the table typed (units sent so far
      in ``away``; ``received``: the polis the opponent's Betrayal just handed over).
    - ``battle_gains``: side -> Prestige gained from card pairs in a battle just over, with
      Great Commanders in force: the side's choice to double it; ``commanders``: the sides
      that have doubled a battle's Prestige this round, in that order.

    :func:`~.arguments.position_args` gives these arguments for any state.
    """
    opts = Options.from_json(dict(options))  # unknown or bad options: a ScenarioError
    rng = randomness_from(None if randomness is not None else seed, randomness)
    if not isinstance(event_decision, Mapping):
        event_decision = flag(event_decision, "event_decision")
    round = _name(round, ROUND_NAMES, "round")
    index = ROUND_NAMES.index(round)
    state = _table(opts, round, poleis, units, prestige, resources, merchants, proxenos, market)
    tops = _tops(decks)
    state = _projects(state, index, completed, begun, offer, discarded, rng,
                      tops.get(PROJECT_DECK, []), closing=end_of_round is not None)
    state = _events(state, index, events, rng, tops)
    state = _turn(state, player, first_player, passed, actions_taken,
                  closing=end_of_round is not None,
                  fighting=battle is not None or battle_gains is not None)
    state = moments.with_lasting(state, away, blocked)
    if tribute is not None:
        state = moments.with_tribute(state, tribute)
    if at_markets is not None:
        state = moments.with_merchants(state, at_markets)
    if battle is not None:
        state = moments.with_battle(state, battle)
    if end_of_round is not None:
        if state.battle is not None:
            raise ScenarioError("a battle due after both pass is fought before the end of the "
                                "round begins: type the battle or the end-of-round step, not "
                                f"both ({cite.ruling('HG59')})")
        state = moments.at_end_step(_with_pools(state), end_of_round)
    state = _battles_due(state, battles_due, just_fought=battle_gains is not None)
    state = _with_pools(state)
    errors = conservation_errors(state) + _pool_errors(state)
    if errors:
        raise ScenarioError("the position does not add up: " + "; ".join(errors))
    state = moments.with_commanders(state, commanders)
    if awaiting_roll is not None or event_decision is not False:
        state = moments.waiting(state, awaiting_roll, event_decision,
                                typed=(battle, end_of_round, away))
    if battle_gains is not None:
        if awaiting_roll is not None or event_decision is not False:
            raise ScenarioError("a battle just over is typed alone: not with a roll awaited or "
                                f"an event card's choice ({cite.TURN})")
        state = moments.after_battle(state, battle_gains)
    check_consistency(state)  # what a loaded save must satisfy, a built position too
    return state


# -- checked readers --------------------------------------------------------------------------
def _name(value: Any, names: Sequence[str], what: str, among: str | None = None) -> str:
    """The one of ``names`` that ``value`` spells (any case); else a ScenarioError listing
    them (``among`` says what they are: "the {what}s are" by default)."""
    if isinstance(value, str):
        for name in names:
            if name.casefold() == value.casefold():
                return name
    listed = among or f"the {_PLURALS.get(what, what + 's')} are"
    raise ScenarioError(f"no {what} {shown(value)}; {listed} {', '.join(dict.fromkeys(names))}")


_PLURALS = {"territory": "territories", "polis": "poleis"}


def _side_name(value: Any) -> SideName:
    return as_side(_name(value, SIDES, "side"))


def _count(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (
            high is not None and value > high):
        top = f" to {high}" if high is not None else " or more"
        raise ScenarioError(f"{what} is a whole number {low}{top}, not {excerpt(value)}")
    return value


def _mapping(value: Any, what: str) -> Mapping[Any, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ScenarioError(f"{what} is a mapping (a dict), not {type(value).__name__}")
    return value


def _sides(value: Any, what: str) -> dict[str, Any]:
    return {_side_name(k): v for k, v in _mapping(value, what).items()}


# -- the table ---------------------------------------------------------------------------------
def _table(opts: Options, round_name: str, poleis: Any, units: Any, prestige: Any,
           resources: Any, merchants: Any, proxenos: Any, market: Any) -> State:
    setup = COMPONENTS.setup
    board_poleis, territories = _board()
    sides = [_side(setup.side(s), opts) for s in SIDES]
    for name, spec in _mapping(poleis, "poleis").items():
        name = _name(name, POLIS_NAMES, "polis")
        board_poleis = tuple(_polis(name, spec) if p.name == name else p for p in board_poleis)
    capacity = COMPONENTS.round(round_name).capacity
    for where, held in _mapping(units, "units").items():
        where = _name(where, TERRITORY_NAMES, "territory")
        new = _territory(where, _sides(held, f"the units in {where}"), capacity, round_name)
        territories = tuple(new if t.name == where else t for t in territories)
    for side, value in _sides(prestige, "prestige").items():
        i = SIDES.index(side)
        sides[i] = evolve(sides[i], prestige=_count(value, f"{side_title(side)}'s Prestige"))
    for side, amounts in _sides(resources, "resources").items():
        i = SIDES.index(side)
        have = {r: sides[i].resources[r] for r in RESOURCES}
        for r, amount in _mapping(amounts, f"{side_title(side)}'s resources").items():
            r = _name(r, RESOURCES, "resource")
            have[r] = _count(amount, f"{side_title(side)}'s {r}")
        sides[i] = evolve(sides[i], resources=Resources(**have))
    for side, value in _sides(merchants, "merchants").items():
        i = SIDES.index(side)
        count = _count(value, f"{side_title(side)}'s merchants in its trade port", 0,
                       COMPONENTS.limits.merchants_per_side)
        sides[i] = evolve(sides[i], merchants_in_port=count)
    for side, where in _sides(proxenos, "proxenos").items():
        i = SIDES.index(side)
        at = None if where is None else _name(where, POLIS_NAMES, "polis")
        sides[i] = evolve(sides[i], proxenos=at)  # None: captured, off the board
    if sides[0].proxenos is not None and sides[0].proxenos == sides[1].proxenos:
        raise ScenarioError(f"both proxenoi stand in {sides[0].proxenos}: never two proxenoi "
                            f"in one polis (Hegemony reference §5.10)")
    spaces = [setup.market_start_space] * len(GOODS)
    for good, space in _mapping(market, "market").items():
        good = _name(good, GOODS, "good")
        top = COMPONENTS.market_chart.spaces - 1
        spaces[GOODS.index(good)] = _count(space, f"the {good} marker's space", 0, top)
    return State(
        options=opts, round=round_name, phase="actions", first_player="sparta",
        player="sparta", actions_taken=(), passed=(), sides=(sides[0], sides[1]),
        poleis=board_poleis, territories=territories, merchants_at_markets=(),
        tribute_discs=(), project_offer=(), project_deck=(), project_discard=(),
        market=tuple(spaces), event_decks=(), events_drawn=())


def _polis(name: str, spec: Any) -> PolisState:
    info = COMPONENTS.polis(name)
    if spec is None:
        owner, population = None, info.base_population
    elif isinstance(spec, str):
        owner, population = _side_name(spec), info.base_population
    elif isinstance(spec, (tuple, list)) and len(spec) == 2:
        owner = None if spec[0] is None else _side_name(spec[0])
        population = _count(spec[1], f"{name}'s population", 1, info.max_population)
    else:
        raise ScenarioError(f"{name} is None (neutral), a side, or (side, population), not "
                            f"{excerpt(spec)}")
    if owner is None and population != info.base_population:
        raise ScenarioError(f"neutral {name} has its base population {info.base_population}, "
                            f"not {population} (ruling HG18)")
    if info.capital_of is not None and owner != info.capital_of:
        raise ScenarioError(f"{name} is {side_title(info.capital_of)}'s capital: it is never "
                            f"besieged nor taken by civil war, so it stays "
                            f"{side_title(info.capital_of)}'s (Hegemony reference §5.7, §5.12)")
    return PolisState(name, owner, population)


def _territory(name: str, held: dict[str, Any], capacity: int, round_name: str
               ) -> TerritoryState:
    land = COMPONENTS.territory(name).is_land
    units = {}
    for side in SIDES:
        count = _count(held.get(side, 0), f"{side_title(side)}'s units in {name}")
        if count > capacity:
            raise ScenarioError(f"{side_title(side)} has {count} units in {name}: at most "
                                f"{capacity} in round {round_name} (Hegemony reference §7 "
                                f"Capacity Limits)")
        units[side] = Units(count, 0) if land else Units(0, count)
    return TerritoryState(name, units["athens"], units["sparta"])


# -- what earlier rounds used ----------------------------------------------------------------
def _tops(decks: Any) -> dict[str, list[str]]:
    """The cards named on top of each deck, checked by name."""
    later = {event_deck_name(n): n for n in ROUND_NAMES}
    out = {}
    for name, cards in _mapping(decks, "decks").items():
        if name != PROJECT_DECK and name not in later:
            raise ScenarioError(f"no deck {excerpt(name)} to stack: the decks are "
                                f"{excerpt(PROJECT_DECK)} and "
                                f"the rounds' event decks ({', '.join(map(repr, later))})")
        if isinstance(cards, str) or not isinstance(cards, Sequence):
            raise ScenarioError(f"decks[{excerpt(name)}] is a list of the cards on top")
        pool = PROJECT_NAMES if name == PROJECT_DECK else event_deck_cards(later[name])
        out[name] = [_name(c, pool, "card", f"the {name} deck holds") for c in cards]
    return out


def _stacked(cards: list[str], top: list[str], deck: str) -> list[str]:
    """``cards`` with ``top`` first (each one of them): ScenarioError if it holds no such."""
    rest = Counter(cards)
    for card in top:
        if rest[card] < 1:
            raise ScenarioError(f"the {deck} deck holds no (more) {excerpt(card)} to put on "
                                f"top: it is "
                                f"named elsewhere, or drawn already")
        rest[card] -= 1
    left = list(cards)
    for card in top:
        left.remove(card)
    return [*top, *left]


def _projects(state: State, index: int, completed: Any, begun: Any, offer: Any,
              discarded: Any, rng: Any, top: list[str], closing: bool = False) -> State:
    per_round = COMPONENTS.round_track.project_tiles_per_round
    named: Counter[str] = Counter()
    poleis = {p.name: p for p in state.poleis}
    done_count = 0
    for where, tiles in _mapping(completed, "completed").items():
        where = _name(where, POLIS_NAMES, "polis")
        if isinstance(tiles, str) or not isinstance(tiles, Sequence):
            raise ScenarioError(f"the projects completed in {where} are a list of names")
        names = tuple(_project(where, t) for t in tiles)
        named.update(names)
        done_count += len(names)
        poleis[where] = evolve(poleis[where], completed=names)
    # the tiles laid out so far: per_round a round, this one's included; at the end of the
    # round (``closing``) this round's begun tiles have completed (step 1), the rest wait
    before, laid = per_round * index, per_round * (index + 1)
    if done_count > (laid if closing else before):
        when = (f"by the end of round {ROUND_NAMES[index]}" if closing
                else f"before round {ROUND_NAMES[index]}")
        raise ScenarioError(f"{done_count} projects completed {when}: the rounds laid out only "
                            f"{laid if closing else before} tiles (Hegemony reference §4)")
    for where, tile in _mapping(begun, "begun").items():
        where = _name(where, POLIS_NAMES, "polis")
        tile = _project(where, tile)
        if poleis[where].owner is None:
            raise ScenarioError(f"{tile} begun in neutral {where}: a side begins a project in "
                                f"its own polis (Hegemony reference §5.4)")
        named[tile] += 1
        poleis[where] = evolve(poleis[where], project=tile)
    begun_count = sum(1 for p in poleis.values() if p.project is not None)
    if begun_count > per_round:
        raise ScenarioError(f"{begun_count} projects begun this round: only {per_round} tiles "
                            f"are laid out (Hegemony reference §4)")
    face_up = None if offer is None else [_name(t, PROJECT_NAMES, "project")
                                          for t in listed(offer, "offer", "project tiles")]
    if face_up is None:
        done_now = max(0, done_count - before) if closing else 0
        offered = per_round - begun_count - done_now
    else:
        named.update(face_up)
        offered = len(face_up)
        if (begun_count + offered > per_round if closing
                else begun_count + offered != per_round):
            raise ScenarioError(f"{offered} tiles on offer and {begun_count} begun: each "
                                f"round lays out {per_round} (Hegemony reference §4)")
    discard_count = laid - done_count - begun_count - offered
    if discard_count < 0:
        raise ScenarioError(f"{done_count} projects completed and {offered} tiles on offer at "
                            f"the end of round {ROUND_NAMES[index]}: the rounds laid out only "
                            f"{laid} (Hegemony reference §4)")
    gone = None if discarded is None else [_name(t, PROJECT_NAMES, "project") for t in
                                           listed(discarded, "discarded", "project tiles")]
    if gone is not None:
        named.update(gone)
        if len(gone) != discard_count:
            raise ScenarioError(f"{len(gone)} tiles discarded, {done_count} completed and "
                                f"{offered + begun_count} laid out this round: the rounds "
                                f"laid out {laid} tiles, and one not completed by the end of "
                                f"its round is discarded (Hegemony reference §4; "
                                f"{cite.ruling('HG58')})")
    twice = [t for t, n in named.items() if n > 1]
    if twice:
        raise ScenarioError(f"the project tile {twice[0]} is named twice: there is one of each")
    unseen = rng.shuffle([p for p in PROJECT_NAMES if p not in named], deck=PROJECT_DECK)
    unseen = _stacked(unseen, top, PROJECT_DECK)[len(top):]  # the top goes on the deck below
    if gone is None:
        gone, unseen = unseen[:discard_count], unseen[discard_count:]
    discard = tuple(gone)
    if face_up is None:
        face_up, unseen = unseen[:offered], unseen[offered:]
    return evolve(state, poleis=tuple(poleis[n] for n in POLIS_NAMES),
                  project_offer=tuple(face_up), project_deck=(*top, *unseen),
                  project_discard=discard)


def _project(polis: str, tile: Any) -> str:
    tile = _name(tile, PROJECT_NAMES, "project")
    if not COMPONENTS.polis(polis).allows(COMPONENTS.project(tile)):
        raise ScenarioError(f"{polis} cannot take the project {tile} (its project kinds: "
                            f"{', '.join(COMPONENTS.polis(polis).project_kinds) or 'none'}; "
                            f"Hegemony reference §5.4)")
    return tile


def _events(state: State, index: int, events: Any, rng: Any, tops: dict[str, list[str]]
            ) -> State:
    drawn = [NO_EVENT] * (index + 1)
    for round_name, card in _mapping(events, "events").items():
        round_name = _name(round_name, ROUND_NAMES, "round")
        at = ROUND_NAMES.index(round_name)
        if at > index:
            raise ScenarioError(f"no event card is drawn for round {round_name} before it "
                                f"begins (Hegemony reference §4)")
        drawn[at] = _name(card, event_deck_cards(round_name), "event card",
                          f"round {round_name}'s event cards are")
    for at, card in enumerate(drawn):
        if card not in event_deck_cards(ROUND_NAMES[at]):
            raise ScenarioError(f"round {ROUND_NAMES[at]}'s event deck holds no {excerpt(card)}: "
                                f"name the card drawn with events={{...}}")
    decks = []
    for at, name in enumerate(ROUND_NAMES):
        cards = list(event_deck_cards(name))
        if at <= index:
            cards.remove(drawn[at])
        deck = event_deck_name(name)
        decks.append(tuple(_stacked(rng.shuffle(cards, deck=deck), tops.get(deck, []), deck)))
    return evolve(state, event_decks=tuple(decks), events_drawn=tuple(drawn))


def _battles_due(state: State, named: Any, just_fought: bool = False) -> State:
    """The battles the battle check found and not yet fought (``state.battles``): those after
    the battle typed, or, once a side has passed, those found during final actions and fought
    after both pass (seed 000 §5 Battles; ruling HG35); after a battle ``just_fought`` (Great
    Commanders asking), those still to fight after it. By default every territory holding 8
    or more units of both sides; ``named`` lists them instead (units may have left one since
    it was found: its battle then lapses, ruling HG59)."""
    from .turns import battle_territories

    waiting = state.battle is not None or just_fought or (
        state.phase == "actions" and bool(state.passed))
    if named is None:
        if state.battle is None and waiting:
            state = evolve(state, battles=battle_territories(state))
        return _no_battle_due(state)
    names = [_name(n, TERRITORY_NAMES, "territory") for n in listed(named, "battles_due",
                                                                    "territories")]
    after = TERRITORY_NAMES.index(state.battle.territory) if state.battle is not None else -1
    if (names and not waiting) or any(TERRITORY_NAMES.index(n) <= after for n in names) or \
            len(set(names)) != len(names):
        raise ScenarioError("battles are due after a battle being fought or just over (the "
                            "territories after it in map order), or once a side has passed "
                            f"(fought after both pass), each once ({cite.BATTLE_CHECK}; "
                            f"{cite.ruling('HG35')})")
    state = evolve(state, battles=tuple(sorted(names, key=TERRITORY_NAMES.index)))
    return _no_battle_due(state, named=True)


def _no_battle_due(state: State, named: bool = False) -> State:
    """8 or more units of both sides in a territory with no battle due there: reachable in the
    middle of a turn (the battle check comes after it), when a side has fewer than 2 units (the
    battle ends before it starts, ruling HG59), or, ``named`` (``battles_due`` given), when its
    battle ended with the combat deck run out (Hegemony summary §Battle); else refused."""
    if state.battle is not None or state.actions_taken:
        return state
    from .event_cards import battle_trigger

    for t in state.territories:
        if t.name in state.battles or named or min(t.athens.total, t.sparta.total) < 2:
            continue
        if t.total >= battle_trigger(state):
            raise ScenarioError(f"{t.name} holds {t.total} units of both sides: the battle "
                                f"there would have been fought already, or is being fought "
                                f"(type it with battle={{'territory': {excerpt(t.name)}, ...}}; "
                                f"or, "
                                f"if it ended with the combat deck run out, name the battles "
                                f"still due with battles_due=[...]) "
                                f"({cite.BATTLE_CHECK}; {cite.ruling('HG35')})")
    return state


def _turn(state: State, player: Any, first_player: Any, passed: Any, taken: Any,
          closing: bool = False, fighting: bool = False) -> State:
    if first_player is None:  # as the round began: the card's side, else fewer Prestige
        from .event_cards import in_force
        from .turns import first_player_by_prestige

        named = in_force(state, "first_player")
        first = as_side(str(named[0].side)) if named else first_player_by_prestige(state)
    else:
        first = _side_name(first_player)
    if isinstance(passed, str) or not isinstance(passed, Sequence):
        raise ScenarioError("passed is a list of the sides that have passed")
    gone = tuple(_side_name(p) for p in passed)
    if closing and not gone:
        gone = (first, "athens" if first == "sparta" else "sparta")
    if len(set(gone)) != len(gone):
        raise ScenarioError("a side passes once a round (Hegemony reference §4 Action Phase)")
    if len(gone) == 2 and (closing or fighting):
        if player is not None or taken:
            raise ScenarioError("both sides have passed: nobody takes a turn, and who "
                                "chooses follows from the moment (Hegemony reference §4 "
                                "Action Phase)")
        return evolve(state, first_player=first, player=gone[0], passed=gone,
                      actions_taken=(), phase="end_of_round")
    if closing:
        raise ScenarioError("the end of the round begins once both sides have passed: "
                            "passed names both, the first to pass first (Hegemony reference "
                            "§4 Action Phase)")
    if len(gone) > 1:
        raise ScenarioError("at most one side has passed in a position of the action phase: "
                            "once both have, the round ends (type a moment of it with "
                            "end_of_round=..., or a battle fought then) (Hegemony reference "
                            "§4 Action Phase)")
    if player is None:
        who = first if first not in gone else ("athens" if first == "sparta" else "sparta")
    else:
        who = _side_name(player)
    if who in gone:
        raise ScenarioError(f"{side_title(who)} has passed: it takes no more actions this "
                            f"round (Hegemony reference §4 Action Phase)")
    if isinstance(taken, str) or not isinstance(taken, Sequence):
        raise ScenarioError("actions_taken is a list of the kinds of action taken this turn")
    kinds = tuple(_name(k, ACTION_KINDS, "kind of action") for k in taken)
    if len(set(kinds)) != len(kinds) or len(kinds) >= COMPONENTS.round_track.actions_per_turn:
        raise ScenarioError(f"a turn is {COMPONENTS.round_track.actions_per_turn} different "
                            f"actions, and the side to act is still in its turn: not "
                            f"{', '.join(kinds)} (Hegemony reference §4)")
    return evolve(state, first_player=first, player=who, passed=gone, actions_taken=kinds)


def _action_kinds() -> tuple[str, ...]:
    from .engine import HANDLERS

    return tuple(sorted({handler.kind for handler in HANDLERS}))


ACTION_KINDS = _action_kinds()


def _pool_errors(state: State) -> list[str]:
    errors = []
    for side in state.sides:
        for piece in ("cubes", "discs", "merchants", "proxenoi"):
            if getattr(side.pool, piece) < 0:
                errors.append(f"{side_title(side.name)} has more {piece} on the board than "
                              f"its pieces (Hegemony reference §2)")
    return errors
