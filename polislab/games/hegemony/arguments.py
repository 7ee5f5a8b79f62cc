"""The builder's readable arguments for any state: :func:`position_args` is the inverse of
:func:`.position.position`, so that ``position(**position_args(state))`` types ``state`` again.

The arguments are plain data (text, numbers, lists and mappings), what a teacher would type;
an argument equal to what the builder fills in by itself is left out (a polis, a territory or
a side's resources as the setup left them, the sides that have not passed, ...). The decks are
always named in full: the order of cards nobody has seen is the one thing a builder cannot
guess.

>>> from polislab.games import hegemony
>>> state = hegemony.position(round="4", player="athens", units={"Arkadia": {"sparta": 3}})
>>> args = hegemony.position_args(state)
>>> args["round"], args["player"], args["units"]
('4', 'athens', {'Arkadia': {'sparta': 3}})
>>> hegemony.position(**args) == state
True
"""

from __future__ import annotations

from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt

from . import event_cards, moments, round_end, siege, trade
from .components import COMPONENTS, GOODS, RESOURCES, SIDES
from .options import Options
from .setup import PROJECT_DECK, _board, _side, event_deck_name
from .state import ROUND_NAMES, Battle, Pending, SideState, State, other
from .turns import first_player_by_prestige


def position_args(state: State) -> dict[str, Any]:
    """The keyword arguments of :func:`.position.position` that type ``state`` again; a
    ScenarioError for anything but a Hegemony state in play (a game over has no moment left
    to type)."""
    if not isinstance(state, State):
        raise ScenarioError(f"position_args takes a state of Polis: Fight for the Hegemony, "
                            f"not {excerpt(state)}")
    if state.is_over:
        raise ScenarioError("the game is over: the builder types a moment of play, not its "
                            "end (a saved state keeps it: to_json)")
    args: dict[str, Any] = {"round": state.round}
    args.update(_options(state))
    args.update(_table(state))
    args.update(_cards(state))
    args.update(_turn(state))
    args.update(_placed(state))
    args.update(_moment(state))
    if state.battles or _fought_out(state):
        args["battles_due"] = list(state.battles)
    return args


# -- the table --------------------------------------------------------------------------------
def _options(state: State) -> dict[str, Any]:
    default = Options().to_json()
    return {k: v for k, v in state.options.to_json().items() if default.get(k) != v}


def _table(state: State) -> dict[str, Any]:
    setup = COMPONENTS.setup
    start_poleis, start_territories = _board()
    args: dict[str, Any] = {}
    poleis = {}
    for now, then in zip(state.poleis, start_poleis, strict=True):
        if (now.owner, now.population) != (then.owner, then.population):
            base = COMPONENTS.polis(now.name).base_population
            poleis[now.name] = (now.owner if now.owner is None or now.population == base
                                else [now.owner, now.population])
    units = {}
    for here, there in zip(state.territories, start_territories, strict=True):
        if here != there:
            units[here.name] = {s: here.of(s).total for s in SIDES if here.of(s).total}
    prestige, resources, merchants, proxenos = {}, {}, {}, {}
    for side in state.sides:
        start = setup.side(side.name)
        fresh = _fresh_side(state, side.name)
        if side.prestige != fresh.prestige:
            prestige[side.name] = side.prestige
        changed = {r: side.resources[r] for r in RESOURCES
                   if side.resources[r] != fresh.resources[r]}
        if changed:
            resources[side.name] = changed
        if side.merchants_in_port != start.merchants_in_trade_port:
            merchants[side.name] = side.merchants_in_port
        if side.proxenos != start.proxenos:
            proxenos[side.name] = side.proxenos
    spaces = {good: space for good, space in zip(GOODS, state.market, strict=True)
              if space != setup.market_start_space}
    for name, value in (("poleis", poleis), ("units", units), ("prestige", prestige),
                        ("resources", resources), ("merchants", merchants),
                        ("proxenos", proxenos), ("market", spaces)):
        if value:
            args[name] = value
    return args


def _fresh_side(state: State, side: str) -> SideState:
    """``side`` as the setup left it, under the state's options (what the builder fills in)."""
    return _side(COMPONENTS.setup.side(side), state.options)


# -- the tiles and the cards ------------------------------------------------------------------
def _cards(state: State) -> dict[str, Any]:
    args: dict[str, Any] = {}
    completed = {p.name: list(p.completed) for p in state.poleis if p.completed}
    begun = {p.name: p.project for p in state.poleis if p.project}
    if completed:
        args["completed"] = completed
    if begun:
        args["begun"] = begun
    args["offer"] = list(state.project_offer)
    if state.project_discard:
        args["discarded"] = list(state.project_discard)
    index = ROUND_NAMES.index(state.round)
    drawn = {ROUND_NAMES[i]: card for i, card in enumerate(state.events_drawn[:index + 1])
             if card != "No Event"}
    if drawn:
        args["events"] = drawn
    decks = {PROJECT_DECK: list(state.project_deck)}
    for name, deck in zip(ROUND_NAMES, state.event_decks, strict=True):
        decks[event_deck_name(name)] = list(deck)
    args["decks"] = decks
    return args


# -- whose turn -------------------------------------------------------------------------------
def _turn(state: State) -> dict[str, Any]:
    """Who began the round and who acts, where the builder would not guess them."""
    args: dict[str, Any] = {}
    if state.first_player != _first_by_default(state):
        args["first_player"] = state.first_player
    if state.passed:
        args["passed"] = list(state.passed)
    if state.phase == "actions":
        by_default = state.first_player if state.first_player not in state.passed \
            else other(state.first_player)
        if state.player != by_default:
            args["player"] = state.player
        if state.actions_taken:
            args["actions_taken"] = list(state.actions_taken)
    return args


def _first_by_default(state: State) -> str:
    """The builder's first player: the one this round's event card names, else the side with
    fewer Prestige, Sparta on a tie (seed 000 §3-§4)."""
    named = event_cards.in_force(state, "first_player")
    return str(named[0].side) if named else first_player_by_prestige(state)


def _placed(state: State) -> dict[str, Any]:
    args: dict[str, Any] = {}
    if state.tribute_discs:
        args["tribute"] = {d.territory: d.side for d in state.tribute_discs}
    if state.merchants_at_markets:
        args["at_markets"] = [[m.market, m.shipload, m.side] for m in state.merchants_at_markets]
    if state.blocked_collection != moments.closed_to_collection(state):
        args["blocked"] = list(state.blocked_collection)
    if state.away:
        away: dict[str, dict[str, int]] = {}
        for unit in state.away:
            mine = away.setdefault(unit.side, {})
            mine[unit.origin] = mine.get(unit.origin, 0) + 1
        args["away"] = away
    return args


# -- the moment inside the round --------------------------------------------------------------
def _moment(state: State) -> dict[str, Any]:
    """The builder's arguments for the battle or the decision the state waits for."""
    args: dict[str, Any] = {}
    if state.commanders:
        args["commanders"] = list(state.commanders)
    pending = state.pending
    if state.battle is not None:
        args["battle"] = _battle(state, state.battle)
    elif pending is None:
        pass
    elif pending.kind in round_end.DECISIONS:
        args["end_of_round"] = _end_step(pending)
    elif pending.kind == "event double":
        # Athens is asked first; "other" holds what Sparta gained, asked after Athens answers
        gains = {pending.actor: pending.get("gain")}
        if pending.actor == "athens" and pending.get("other"):
            gains["sparta"] = pending.get("other")
        args["battle_gains"] = gains
    elif pending.kind in event_cards.KINDS:
        choice = {"side": pending.actor}
        if pending.get("received"):
            choice["received"] = pending.get("received")
        args["event_decision"] = choice
    elif pending.kind == siege.KIND:
        args["awaiting_roll"] = {"siege": pending.get("polis")}
    elif pending.kind == trade.MARKET_MOVE:
        after = "purchase" if pending.dice == COMPONENTS.market_chart.move("purchase").dice \
            else "exchange"
        args["awaiting_roll"] = {"marker": pending.get("good"), "after": after}
    return args


def _fought_out(state: State) -> bool:
    """Whether a territory holds a battle's 8 units with no battle due: its battle ended with
    the combat deck run out (the builder asks for ``battles_due`` then)."""
    trigger = event_cards.battle_trigger(state)
    return not state.actions_taken and any(
        min(t.athens.total, t.sparta.total) >= 2 and t.total >= trigger
        and t.name not in state.battles for t in state.territories)


def _all_units_losses(state: State, battle: Battle) -> dict[str, int]:
    """With battle_hand "all_units", what each side holds, plays and is owed is the S cards it
    was dealt (both sides' units then) less the units it lost: so S is those cards less the
    units left, and each side's losses follow. With "own_units" they are not needed."""
    if state.options.battle_hand != "all_units":
        return {}
    cards = {side: len(hand) + sum(n for s, n in battle.owed if s == side)
             + (len(battle.attack) if side == battle.attacker else 0)
             for side, hand in zip(SIDES, battle.hands, strict=True)}
    dealt = sum(cards.values()) - state.territory(battle.territory).total
    return {side: dealt - cards[side] for side in SIDES}


def _battle(state: State, battle: Battle) -> dict[str, Any]:
    spec: dict[str, Any] = {"territory": battle.territory}
    if battle.round != 1:
        spec["round"] = battle.round
    spec["attacker"] = battle.attacker
    if len(battle.owed) == 2 and battle.round > 1 and battle.owed[0][0] == battle.attacker:
        spec["last_attacker"] = battle.attacker  # a tied assault repeated (Superstition)
    hands = {side: list(cards) for side, cards in zip(SIDES, battle.hands, strict=True) if cards}
    if hands:
        spec["hands"] = hands
    if battle.attack:
        spec["attack"] = list(battle.attack)
    if battle.discard:
        spec["discard"] = list(battle.discard)
    losses = _all_units_losses(state, battle)
    if any(losses.values()):
        spec["losses"] = {side: n for side, n in losses.items() if n}
    if any(battle.gains):
        spec["gains"] = {side: n for side, n in zip(SIDES, battle.gains, strict=True) if n}
    return spec


def _end_step(pending: Pending) -> dict[str, Any]:
    step: dict[str, Any] = {"step": pending.kind, "side": pending.actor}
    if pending.kind == "supply":
        step["shortfall"] = pending.get("shortfall")
    if pending.kind == "growth" and pending.get("grown"):
        step["grown"] = {polis: count for polis, count in pending.get("grown")}
    return step


__all__ = ["position_args"]
