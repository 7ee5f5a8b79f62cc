"""Trade (seed 000 §5.9; seed 001 §Political Actions) and the market marker's roll.

A merchant leaves the side's trade port along the shortest free trade route (no enemy galleys
in any of its seas, the market's sea included; the diolkos only for the owner of Korinthos:
ruling HG45) to a foreign market and takes the first open shipload of the kind named. The
shipload's number is the quantity received (ruling HG42):

- exchange (a good for wheat or silver): pay the market chart's value of the good in that good;
  then one d4 moves the good's marker right;
- purchase (silver for wheat, 1:1): pay the number in silver; then two d4 move the named good's
  marker by the higher roll, left by default (``Options.purchase_direction``, ruling HG43);
- the prototype's wheat-for-silver shiploads are closed (ruling HG44).

The roll is a chance action ("roll 3", "roll 1 4": ruling HG30) answering
``Pending(kind="market move", actor="chance")``; a marker stops at either end of its track.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event

from . import citations as cite
from . import turns
from .actions import Action, _resource
from .components import COMPONENTS, GOODS, Resources, Shipload
from .development import _check_pay, _pay
from .economy import amount, covers, describe, plus
from .event_cards import closed_market, current_card, rule_of
from .memo import per_state
from .state import CHANCE, MerchantAt, Pending, State, as_side, evolve, other, side_title
from .telling import Tell, checked_by, telling

if TYPE_CHECKING:
    from .notation import _Reader

MARKET_MOVE = "market move"
_CHART = COMPONENTS.market_chart


def _market_name(text: str) -> str:
    names = {m.name.casefold(): m.name for m in COMPONENTS.markets}
    if text.casefold() in names:
        return names[text.casefold()]
    try:
        return str(COMPONENTS.market(text).name)
    except KeyError as err:
        raise ScenarioError(str(err.args[0])) from None


@dataclass(frozen=True)
class Trade(Action):
    """Send a merchant to ``market`` and take a ``give``-for-``get`` shipload numbered
    ``number`` (None: the market's only such number); a purchase names the good ``marker``
    whose marker moves (ruling HG43)."""

    market: str
    give: str
    get: str
    number: int | None = None
    marker: str | None = None
    extra: str | None = None

    kind: ClassVar[str] = "trade"

    def __post_init__(self) -> None:
        object.__setattr__(self, "market", _market_name(self.market))
        _resource(self.give, "the good given")
        _resource(self.get, "the good received")
        numbers = sorted({s.number for s in COMPONENTS.market(self.market).shiploads
                          if (s.give, s.get) == (self.give, self.get)})
        if not numbers:
            offers = ", ".join(f"{s.give} for {s.get} x{s.number}"
                               for s in COMPONENTS.market(self.market).shiploads)
            raise ScenarioError(f"{self.market} has no {self.give}-for-{self.get} shipload; "
                                f"its shiploads: {offers}")
        if self.number is None and len(numbers) > 1:
            raise ScenarioError(f"{self.market} has {self.give}-for-{self.get} shiploads "
                                f"{' and '.join(map(str, numbers))}: name one, like "
                                f"'x{numbers[0]}'")
        if self.number is None:
            object.__setattr__(self, "number", numbers[0])
        if self.number not in numbers:
            raise ScenarioError(f"{self.market}'s {self.give}-for-{self.get} shiploads are "
                                f"numbered {' and '.join(map(str, numbers))}, not {self.number}")
        if self.is_purchase != (self.marker is not None):
            raise ScenarioError("a purchase (silver for wheat) names the good whose marker moves, "
                                "like 'marker wine', and only a purchase does")
        if self.marker is not None and self.marker not in GOODS:
            raise ScenarioError(f"the marker is one of {', '.join(GOODS)}, not {self.marker!r}")
        self._check_extra()

    @property
    def shiploads(self) -> tuple[Shipload, ...]:
        """The market's shiploads of this kind (and number, when given), in board order."""
        return tuple(s for s in COMPONENTS.market(self.market).shiploads
                     if (s.give, s.get) == (self.give, self.get)
                     and self.number in (None, s.number))

    @property
    def is_purchase(self) -> bool:
        return (self.give, self.get) == ("silver", "wheat")

    def __str__(self) -> str:
        marker = f" marker {self.marker}" if self.marker else ""
        return (f"trade {self.market} {self.give} for {self.get} x{self.number}{marker}"
                f"{self._extra_text()}")


def read_trade(reader: _Reader) -> Trade:
    """Read what follows "trade" (grammar in :mod:`.political`)."""
    start = reader.at
    column = reader.column()
    while reader.peek() is not None and reader.peek() not in (*GOODS, "silver", "wheat"):
        reader.at += 1
    if reader.at == start:
        raise reader.fail("expected the name of a market")
    name = " ".join(t.text for t in reader.tokens[start:reader.at])
    try:
        market = _market_name(name)
    except ScenarioError as err:
        raise reader.fail(err.reason, column) from None
    give = reader.resource("the good given")
    reader.take("for")
    get = reader.resource("the good received")
    number = None
    word = reader.peek() or ""
    if word.startswith("x") and word[1:].isdecimal():
        number = int(word[1:])
        reader.at += 1
    marker = None
    if reader.peek() == "marker":
        reader.take("marker")
        marker = reader.resource("the good whose marker moves")
    extra = None
    if reader.peek() == "extra":
        reader.take("extra")
        extra = reader.resource("the extra resource")
    try:
        return Trade(market, give, get, number, marker, extra)
    except ScenarioError as err:
        raise reader.fail(err.reason, column) from None


def is_traded(ship: Shipload) -> bool:
    """Whether a shipload can be traded: goods given for wheat or silver, or silver for wheat;
    the prototype's "wheat → silver" spaces stay closed (seed 000 §5.9; ruling HG44)."""
    return ship.give in GOODS or (ship.give, ship.get) == ("silver", "wheat")


def blocked_markets(state: State, side: str, markets: tuple[str, ...]) -> list[str]:
    """Those of ``markets`` that every trade route of ``side`` reaches only across enemy
    galleys (Free Trade with Persia, :mod:`.events`)."""
    blocked = []
    for market in markets:
        try:
            free_route(state, side, market)
        except IllegalAction:
            blocked.append(market)
    return blocked


def free_route(state: State, side: str, market: str) -> tuple[str, ...]:
    """The shortest trade route from ``side``'s port to ``market`` with no enemy galleys."""
    route, why = _route_or_why(state, side, market)
    if route is None:
        raise IllegalAction(f"{cite.TRADE}; {cite.TRADE_ROUTES}; {cite.ruling('HG45')}", why)
    return route


@per_state
def _route_or_why(state: State, side: str, market: str) -> tuple[tuple[str, ...] | None, str]:
    """:func:`free_route`'s route, or None and why there is none (asked once per market)."""
    diolkos = state.polis(COMPONENTS.diolkos.polis).owner == side
    routes = COMPONENTS.trade_routes(side, market, diolkos=diolkos)
    enemy = other(side)
    for route in routes:
        if not any(state.units(sea, enemy).galleys for sea in route):
            return route, ""
    blocked = sorted({sea for route in routes for sea in route
                      if state.units(sea, enemy).galleys})
    korinthos = "" if diolkos else " (the diolkos is open only to the owner of Korinthos)"
    return None, (f"every trade route from {side_title(side)}'s trade port to {market} "
                  f"crosses enemy galleys, in {', '.join(blocked)}{korinthos}")


def price(state: State, action: Trade) -> Resources:
    """What ``action`` pays: a purchase its number in silver, an exchange the market chart's
    value of the good given (seed 000 §5.9; ruling HG42)."""
    if action.is_purchase:
        return amount("silver", action.number or 0)
    space = state.market[GOODS.index(action.give)]
    return amount(action.give, _CHART.value(state.round, space))


def check_trade(state: State, action: Trade, side: str
                ) -> tuple[Shipload, tuple[str, ...], Resources]:
    """Every rule of a trade; the shipload taken, the route and what the trade pays."""
    rule = cite.TRADE
    if not action.is_purchase and action.give not in GOODS:
        raise IllegalAction(f"{rule}; {cite.ruling('HG44')}", "a trade exchanges goods for wheat "
                            f"or silver, or buys wheat with silver: no {action.give}-for-"
                            f"{action.get} shipload is traded")
    closed = closed_market(state, action.market)
    if closed is not None:
        card = current_card(state)
        assert card is not None
        raise IllegalAction(rule_of(card), f"no trade with {action.market} this round: "
                            f"{card.name} closed its market")
    me = state.side(side)
    if me.merchants_in_port < 1:
        raise IllegalAction(rule, f"{side_title(side)} has no merchant in its trade port")
    taken = {m.shipload for m in state.merchants_at_markets if m.market == action.market}
    open_ = [s for s in action.shiploads if s.index not in taken]
    if not open_:
        raise IllegalAction(f"{rule}; {cite.ruling('HG42')}", f"{action.market}'s "
                            f"{action.give}-for-{action.get} x{action.number} shipload is taken")
    route = free_route(state, side, action.market)
    cost = price(state, action)
    _check_pay(state, side, cost, f"the {action.give}-for-{action.get} shipload", rule)
    return open_[0], route, cost


@checked_by(check_trade)
@telling
def trade(state: State, action: Trade, side: str) -> tuple[State, Tell]:
    rule = cite.TRADE
    shipload, route, cost = check_trade(state, action, side)
    me = state.side(side)
    gain = amount(action.get, action.number or 0)
    after = _pay(state, side, cost, f"the {action.give}-for-{action.get} shipload", rule)
    after = after.with_side(side, resources=plus(after.side(side).resources, gain),
                            merchants_in_port=me.merchants_in_port - 1)
    merchant = MerchantAt(action.market, shipload.index, as_side(side))
    good = action.marker if action.is_purchase else action.give
    move = _CHART.move("purchase" if action.is_purchase else "exchange")
    direction = state.options.purchase_direction if action.is_purchase else move.direction
    pending = Pending(MARKET_MOVE, CHANCE, f"{rule}; {cite.ruling('HG43')}", dice=move.dice,
                      data=(("good", good), ("direction", direction), ("take", move.take)))
    after = evolve(after, pending=pending,  # evolve: a State checks nothing on creation
                    merchants_at_markets=tuple(sorted((*state.merchants_at_markets, merchant))))

    def tell() -> list[Event]:
        dice = "a die" if move.dice == 1 else "two dice, the higher counting"
        text = (f"{side_title(side)} sent a merchant by {', '.join(route)} to {action.market} "
                f"and traded {describe(cost)} for {describe(gain)}; {dice} will move the {good} "
                f"marker {direction}")
        return [Event("trade", text, rule,
                      {"side": side, "market": action.market, "shipload": merchant.shipload,
                       "route": list(route), "paid": dict(cost.items()),
                       "got": dict(gain.items()), "good": good, "direction": direction})]

    return after, tell


def move_marker(state: State, dice: tuple[int, ...]) -> tuple[State, list[Event]]:
    """Answer the pending market move with the faces rolled."""
    pending = state.pending
    assert pending is not None
    good, direction = pending.get("good"), pending.get("direction")
    steps = max(dice)
    index = GOODS.index(good)
    old = state.market[index]
    new = min(max(old + (steps if direction == "right" else -steps), 0), _CHART.spaces - 1)
    market = list(state.market)
    market[index] = new
    rolled = " and ".join(map(str, dice))
    counted = f", the higher {steps} counting" if len(dice) > 1 else ""
    stop = " (it stops at the end of the track)" if abs(new - old) < steps else ""
    text = (f"Rolled {rolled}{counted}: the {good} marker moved {direction} from space "
            f"{old} to {new}{stop}, value {_CHART.value(state.round, old)} to "
            f"{_CHART.value(state.round, new)}")
    after, more = turns.after_action(replace(state, market=tuple(market), pending=None),
                                     Trade.kind)  # the trade ends with its roll (HG30)
    return after, [Event(MARKET_MOVE, text, pending.rule,
                         {"good": good, "dice": list(dice), "from": old, "to": new}), *more]


def candidates(state: State, side: str) -> Iterator[Trade]:
    """One action per market and kind of shipload (each marker for a purchase); none with no
    merchant in the trade port, nor to a market with no free trade route, nor one the side
    cannot pay for, since :func:`check_trade` refuses them (by the same tests)."""
    me = state.side(side)
    if me.merchants_in_port < 1:
        return
    reached = {m.name for m in COMPONENTS.markets
               if _route_or_why(state, side, m.name)[0] is not None}
    for action in _all_trades():
        if action.market in reached and covers(me.resources, price(state, action)):
            yield action


@functools.cache
def _all_trades() -> tuple[Trade, ...]:
    """Every trade :func:`candidates` offers: the same in every state (made once)."""
    return tuple(_each_trade())


def _each_trade() -> Iterator[Trade]:
    for market in COMPONENTS.markets:
        seen: set[tuple[str, str, int]] = set()
        for s in market.shiploads:
            if (s.give, s.get, s.number) in seen or s.kind == "sale":
                continue
            seen.add((s.give, s.get, s.number))
            if s.kind == "purchase":
                for good in GOODS:
                    yield Trade(market.name, s.give, s.get, s.number, good)
            else:
                yield Trade(market.name, s.give, s.get, s.number)
