"""Battles with the combat cards (seed 000 §5 Battles; seed 001 §Battle).

A battle is fought in a territory the battle check found holding 8 or more units (ruling HG35):
after the turn, or after both players pass when it was found during final actions. It is a
series of decisions, each a :class:`~.state.Pending` the engine answers:

* "combat draw" (chance): the next card dealt or drawn, one card a ply, so that a scenario can
  stack the deck ("draw Phalanx 2") and the odds of each card are exact (ruling HG30);
* "battle attack": the attacker plays 2 cards ("battle attack Phalanx 2, Kyklos 1");
* "battle defend": the defender answers each with a card, in the attack's order ("battle defend
  Phalanx 1, Mercenaries").

Either may instead retreat ("battle retreat to Arkadia"), paying 1 Prestige to the opponent
(seed 001), also before the first round (seed 000). Each pair of cards is then compared: a
mismatch costs the defender a unit and gives the attacker the card's Prestige; a match costs
nothing and gives the attacker the positive difference; Mercenaries match any card but Salpinx
Call when the defender plays them, and cause no casualties when the attacker does; Salpinx Call
always costs the defender a unit and the attacker 1 Prestige. The cards are discarded, the
attacker draws 2 and the defender 2 less its losses, and the roles switch. The battle ends when
the deck cannot give those draws, when a side retreats, or when a side has fewer than 2 units.
The rulings on the points the seeds leave open are HG59-HG64 in docs/rules/hegemony.md.

>>> from polislab.games.hegemony import engine
>>> str(engine.parse_action(None, "battle attack phalanx 2, salpinx call"))
'battle attack Phalanx 2, Salpinx Call'
>>> compare(COMPONENTS.combat_card("Kyklos 3"), COMPONENTS.combat_card("Kyklos 1"))
(False, 2, 0)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import ClassVar

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event

from . import citations as cite
from . import event_cards
from .actions import Action
from .components import COMPONENTS, CombatCard
from .military import controller
from .notation import _Reader, register
from .state import (
    CARD_DRAW,
    CHANCE,
    TERRITORY_NAMES,
    Battle,
    Pending,
    State,
    other,
    prestige_change,
    side_title,
)

RULE = f"{cite.SEED} §5 Battles; {cite.SUMMARY} §Battle"
DRAW, ATTACK, DEFEND = CARD_DRAW, "battle attack", "battle defend"
KINDS = (DRAW, ATTACK, DEFEND)
CARDS: tuple[str, ...] = tuple(c.name for c in COMPONENTS.combat_cards)


# -- the actions ------------------------------------------------------------------------------
_CARD_NAMES = {name.casefold(): name for name in CARDS}


def _card_name(text: str) -> str:
    name = _CARD_NAMES.get(text.casefold()) if isinstance(text, str) else None
    if name is None:
        raise ScenarioError(f"unknown combat card {text!r}; the cards are {', '.join(CARDS)}")
    return name


@dataclass(frozen=True)
class DrawCard(Action):
    """A chance action: the combat card dealt or drawn next ("draw Phalanx 2")."""

    card: str
    extra: None = None
    kind: ClassVar[str] = "draw"

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", _card_name(self.card))

    def __str__(self) -> str:
        return f"draw {self.card}"


@dataclass(frozen=True)
class BattleCard(Action):
    """Two combat cards played: by the attacker ("attack", kept in the deck's card order, so
    either order names the same play), or by the defender ("defend"), the defender's in the
    order of the attacker's cards they answer."""

    role: str
    cards: tuple[str, ...]
    extra: None = None
    kind: ClassVar[str] = "battle"

    def __post_init__(self) -> None:
        if self.role not in ("attack", "defend"):
            raise ScenarioError(f"a battle card is played to 'attack' or 'defend', not "
                                f"{self.role!r}")
        cards = tuple(_card_name(c) for c in self.cards)
        if len(cards) != 2:
            raise ScenarioError(f"a side plays 2 combat cards a battle round, not {len(cards)}")
        if self.role == "attack":  # the attacker's 2 cards in any order are the same play
            cards = tuple(sorted(cards, key=CARDS.index))
        object.__setattr__(self, "cards", cards)

    def __str__(self) -> str:
        return f"battle {self.role} {', '.join(self.cards)}"


@dataclass(frozen=True)
class Retreat(Action):
    """Leave the battle: the side's units go to the adjacent territory ``to`` (None where
    there is none to go to), and it pays 1 Prestige to the opponent (ruling HG62)."""

    to: str | None = None
    extra: None = None
    kind: ClassVar[str] = "retreat"

    def __post_init__(self) -> None:
        if self.to is not None and self.to not in TERRITORY_NAMES:
            raise ScenarioError(f"unknown territory {self.to!r}")

    def __str__(self) -> str:
        return "battle retreat" + (f" to {self.to}" if self.to else "")


def _read_cards(reader: _Reader) -> tuple[str, ...]:
    cards: list[str] = []
    while True:
        start, column = reader.at, reader.column()
        while reader.peek() not in (None, ","):
            reader.at += 1
        if reader.at == start:
            raise reader.fail("expected the name of a combat card")
        try:
            cards.append(_card_name(" ".join(t.text for t in reader.tokens[start:reader.at])))
        except ScenarioError as err:
            raise reader.fail(err.reason, column) from None
        if reader.peek() != ",":
            return tuple(cards)
        reader.take(",")


def _read_battle(reader: _Reader) -> Action:
    word = reader.take("attack", "defend", "retreat")
    if word != "retreat":
        column = reader.column()
        cards = _read_cards(reader)
        try:
            return BattleCard(word, cards)
        except ScenarioError as err:
            raise reader.fail(err.reason, column) from None
    if reader.peek() is None:
        return Retreat()
    reader.take("to")
    return Retreat(reader.name("territory", COMPONENTS.territory, ()))


def _read_draw(reader: _Reader) -> Action:
    column = reader.column()
    cards = _read_cards(reader)
    if len(cards) != 1:
        raise reader.fail("a draw names one combat card", column)
    return DrawCard(cards[0])


register(("battle",), _read_battle)
register(("draw",), _read_draw)


# -- the deck ---------------------------------------------------------------------------------
def deck(battle: Battle) -> Counter[str]:
    """The cards left to draw: the whole deck less the hands, the table and the discard (the
    deck is gathered and shuffled for each battle: ruling HG61)."""
    left = Counter(COMPONENTS.combat_deck)
    left.subtract(battle.hands[0] + battle.hands[1] + battle.attack + battle.discard)
    return +left


def draw_odds(state: State) -> list[tuple[Action, Fraction]]:
    """Each card the pending draw may give, with its exact probability."""
    assert state.battle is not None
    left = deck(state.battle)
    size = sum(left.values())
    return [(DrawCard(name), Fraction(left[name], size)) for name in CARDS if left[name]]


def hand(battle: Battle, side: str) -> tuple[str, ...]:
    return battle.hands[0] if side == "athens" else battle.hands[1]


def _with_hand(battle: Battle, side: str, cards: tuple[str, ...]) -> Battle:
    cards = tuple(sorted(cards, key=CARDS.index))
    hands = (cards, battle.hands[1]) if side == "athens" else (battle.hands[0], cards)
    return replace(battle, hands=hands)


def _units(state: State, battle: Battle, side: str) -> int:
    return state.territory(battle.territory).of(side).total


def _noun(battle: Battle) -> str:
    return "hoplite" if battle.kind == "land" else "galley"


def _unit(battle: Battle, count: int) -> str:
    return f"{count} {_noun(battle)}{'s' * (count != 1)}"


# -- starting ---------------------------------------------------------------------------------
def next_battle(state: State) -> tuple[State, list[Event]]:
    """Start the next battle due, if one is to be fought now (ruling HG35): not while a
    decision or another battle is pending, nor during final actions (one side has passed)."""
    events: list[Event] = []
    while state.battles and state.battle is None and state.pending is None:
        if state.phase == "actions" and state.passed:
            break
        territory, rest = state.battles[0], state.battles[1:]
        state = replace(state, battles=rest)
        here = state.territory(territory)
        trigger = event_cards.battle_trigger(state)
        if here.total < trigger or not (here.athens.total and here.sparta.total):
            events.append(Event("battle lapses", f"No battle in {territory}: it no longer holds "
                                f"{trigger} units of both sides", f"{RULE}; {cite.ruling('HG59')}",
                                {"territory": territory}))
            continue
        state, started = _start(state, territory)
        events += started
    return state, events


def _start(state: State, territory: str) -> tuple[State, list[Event]]:
    kind = "land" if COMPONENTS.territory(territory).is_land else "sea"
    track = COMPONENTS.round_track
    attacker = track.land_first_attacker if kind == "land" else track.sea_first_attacker
    defender = other(attacker)
    battle = Battle(territory, kind, attacker, ((), ()), (), (), ())
    counts = {side: _units(state, battle, side) for side in (attacker, defender)}
    deal = {side: (sum(counts.values()) if state.options.battle_hand == "all_units"
                   else counts[side]) for side in counts}
    text = (f"Battle in {territory}: {side_title(attacker)} with {_unit(battle, counts[attacker])}"
            f" attacks first, {side_title(defender)} defends with "
            f"{_unit(battle, counts[defender])}")
    event = Event("battle", text, f"{RULE}; {cite.ruling('HG59')}",
                  {"territory": territory, "kind": kind, "attacker": attacker,
                   "units": counts, "deal": deal})
    if min(counts.values()) < 2:
        small = min(counts, key=counts.__getitem__)
        return state, [event, _over_event(state, battle, f"{side_title(small)} has fewer than "
                                          "2 units")]
    owed = ((attacker, deal[attacker]), (defender, deal[defender]))
    battle = replace(battle, owed=owed)
    state = replace(state, battle=battle)
    return _ask(state), [event]


def _ask(state: State) -> State:
    """The pending decision of the battle's next step."""
    battle = state.battle
    assert battle is not None
    if battle.owed:
        side = battle.owed[0][0]
        return replace(state, pending=Pending(DRAW, CHANCE, f"{RULE}; {cite.ruling('HG30')}",
                                              data=(("side", side),)))
    if not battle.attack:
        return replace(state, pending=Pending(ATTACK, battle.attacker, RULE))
    return replace(state, pending=Pending(DEFEND, other(battle.attacker), RULE))


# -- the decisions ----------------------------------------------------------------------------
def answers(state: State) -> list[Action]:
    """The legal answers to the battle's pending decision."""
    battle, pending = state.battle, state.pending
    assert battle is not None and pending is not None
    if pending.kind == DRAW:
        return [action for action, _ in draw_odds(state)]
    side = pending.actor
    cards = hand(battle, side)
    if pending.kind == ATTACK:
        plays = sorted({tuple(sorted((a, b), key=CARDS.index))
                        for i, a in enumerate(cards) for b in cards[i + 1:]},
                       key=lambda pair: (CARDS.index(pair[0]), CARDS.index(pair[1])))
        actions: list[Action] = [BattleCard("attack", p) for p in plays]
    else:
        pairs = sorted({(a, b) for i, a in enumerate(cards) for j, b in enumerate(cards)
                        if i != j}, key=lambda pair: (CARDS.index(pair[0]),
                                                      CARDS.index(pair[1])))
        actions = [BattleCard("defend", p) for p in pairs]
    return actions + retreats(state, side)


def retreats(state: State, side: str) -> list[Action]:
    """Where ``side`` may retreat to (ruling HG62): each adjacent territory of the battle's kind
    the opponent does not control; a retreat with nowhere to go when there is none. None at all
    without 1 Prestige to pay."""
    battle = state.battle
    assert battle is not None
    if state.side(side).prestige < 1:
        return []
    land = battle.kind == "land"
    places = [t for t in COMPONENTS.neighbours(battle.territory)
              if COMPONENTS.territory(t).is_land == land and controller(state, t) != other(side)]
    return [Retreat(t) for t in sorted(places, key=TERRITORY_NAMES.index)] or [Retreat()]


def resolve(state: State, action: Action) -> tuple[State, list[Event]]:
    """Play an answer to the battle's pending decision."""
    battle, pending = state.battle, state.pending
    assert battle is not None and pending is not None
    legal = answers(state)
    if action not in legal:
        raise IllegalAction(*_why_not(state, action))
    state = replace(state, pending=None)
    if isinstance(action, DrawCard):
        return _draw(state, action.card)
    if isinstance(action, Retreat):
        return _retreat(state, pending.actor, action.to)
    assert isinstance(action, BattleCard)
    if action.role == "attack":
        return _attack(state, action.cards)
    return _defend(state, action.cards)


def _why_not(state: State, action: Action) -> tuple[str, str]:
    battle, pending = state.battle, state.pending
    assert battle is not None and pending is not None
    if pending.kind == DRAW:
        return (RULE, f"the next combat card is drawn from the deck: answer 'draw CARD' with "
                      f"a card left in it, not '{action}'")
    side = pending.actor
    role = "attack" if pending.kind == ATTACK else "defend"
    if isinstance(action, Retreat):
        where = ", ".join(str(r.to) for r in retreats(state, side) if isinstance(r, Retreat))
        if state.side(side).prestige < 1:
            return (f"{RULE}; {cite.ruling('HG62')}", f"{side_title(side)} has no Prestige to "
                    "pay for a retreat")
        return (f"{RULE}; {cite.ruling('HG62')}", f"{side_title(side)} may retreat only to an "
                f"adjacent territory of the battle's kind it is not shut out of: {where or 'none'}")
    if not isinstance(action, BattleCard) or action.role != role:
        return (RULE, f"{side_title(side)} is to {role} in the battle of {battle.territory}: "
                      f"answer 'battle {role} CARD, CARD' or 'battle retreat ...', not '{action}'")
    have = Counter(hand(battle, side))
    if Counter(action.cards) - have:
        return (RULE, f"{side_title(side)} holds {', '.join(hand(battle, side))}: it cannot "
                      f"play {', '.join(action.cards)}")
    return (RULE, f"'{action}' is not a legal answer now")


def _draw(state: State, card: str) -> tuple[State, list[Event]]:
    battle = state.battle
    assert battle is not None
    (side, count), *rest = battle.owed
    battle = _with_hand(battle, side, (*hand(battle, side), card))
    owed = ((side, count - 1), *rest) if count > 1 else tuple(rest)
    battle = replace(battle, owed=owed)
    state = replace(state, battle=battle)
    event = Event(DRAW, f"{side_title(side)} draws {card}", RULE,
                  {"side": side, "card": card})
    return _ask(state), [event]


def _attack(state: State, cards: tuple[str, ...]) -> tuple[State, list[Event]]:
    battle = state.battle
    assert battle is not None
    side = battle.attacker
    left = list(hand(battle, side))
    for card in cards:
        left.remove(card)
    battle = replace(_with_hand(battle, side, tuple(left)), attack=cards)
    state = replace(state, battle=battle)
    event = Event("battle attack", f"{side_title(side)} attacks in {battle.territory} with "
                  f"{' and '.join(cards)}", RULE, {"side": side, "cards": list(cards)})
    return _ask(state), [event]


def compare(attack: CombatCard, defence: CombatCard) -> tuple[bool, int, int]:
    """One pair of cards: (the defender loses a unit, Prestige the attacker gains, Prestige
    the attacker pays) by the rules of seed 000 §5 Battles and seed 001 §Battle."""
    if attack.is_salpinx:  # always a loss for the defender, never matched; the attacker pays 1
        return True, attack.prestige, 1
    matched = defence.is_mercenaries or (
        attack.formation is not None and attack.formation == defence.formation)
    gain = max(0, attack.prestige - defence.prestige) if matched else attack.prestige
    # A mismatch costs a unit, but the attacker's Mercenaries cause no casualties.
    return not matched and not attack.is_mercenaries, gain, 0


def _defend(state: State, cards: tuple[str, ...]) -> tuple[State, list[Event]]:
    battle = state.battle
    assert battle is not None
    attacker, defender = battle.attacker, other(battle.attacker)
    left = list(hand(battle, defender))
    for card in cards:
        left.remove(card)
    battle = _with_hand(battle, defender, tuple(left))
    events = [Event("battle defend", f"{side_title(defender)} answers {battle.attack[0]} with "
                    f"{cards[0]} and {battle.attack[1]} with {cards[1]}", RULE,
                    {"side": defender, "cards": list(cards)})]
    losses = gained = 0
    for mine, theirs in zip(battle.attack, cards, strict=True):
        lost, gain, pay = compare(COMPONENTS.combat_card(mine), COMPONENTS.combat_card(theirs))
        lost = lost and _units(state, battle, defender) > 0
        pay = min(pay, state.side(attacker).prestige)  # never below 0 (ruling HG60)
        words = []
        if lost:
            state = _lose_unit(state, battle, defender)
            losses += 1
            words.append(f"{side_title(defender)} loses a {_noun(battle)}")
        delta = gain - pay
        gained += gain
        if delta:
            state = state.with_side(attacker, prestige=state.side(attacker).prestige + delta)
        if gain:
            words.append(f"{side_title(attacker)} gains {gain} Prestige")
        if pay:
            words.append(f"{side_title(attacker)} pays {pay} Prestige")
        why = _why(COMPONENTS.combat_card(mine), COMPONENTS.combat_card(theirs))
        events.append(Event("battle pair", f"{mine} against {theirs}: {why}; "
                            + ("; ".join(words) if words else "nothing changes"),
                            RULE, {"attack": mine, "defence": theirs, "loss": lost,
                                   **prestige_change(attacker, delta)}))
    athens, sparta = (g + gained if side == attacker else g
                      for side, g in zip(("athens", "sparta"), battle.gains, strict=True))
    battle = replace(battle, discard=(*battle.discard, *battle.attack, *cards), attack=(),
                     gains=(athens, sparta))
    state = replace(state, battle=battle)
    return _after_round(state, losses, events, tied=not losses and not gained)


def _why(attack: CombatCard, defence: CombatCard) -> str:
    if attack.is_salpinx:
        return "a Salpinx Call is never matched"
    if defence.is_mercenaries:
        return "the defender's Mercenaries match it"
    if attack.is_mercenaries:
        return "the attacker's Mercenaries cause no casualties"
    if attack.formation == defence.formation:
        return f"the {attack.formation} formation is matched"
    return "the formations do not match"


def _lose_unit(state: State, battle: Battle, side: str) -> State:
    field = "hoplites" if battle.kind == "land" else "galleys"
    state = state.with_units(battle.territory, side, **{field: -1})
    return state.with_side(side, pool=state.side(side).pool.plus(cubes=1))


def _after_round(state: State, losses: int, events: list[Event],
                 tied: bool) -> tuple[State, list[Event]]:
    battle = state.battle
    assert battle is not None
    for side in (battle.attacker, other(battle.attacker)):
        if _units(state, battle, side) < 2:
            return _end(state, events, f"{side_title(side)} has fewer than 2 units left")
    attacker, defender = battle.attacker, other(battle.attacker)
    owed = ((attacker, 2), (defender, max(0, 2 - losses)))
    need = sum(n for _, n in owed)
    if sum(deck(battle).values()) < need:
        return _end(state, events, f"the combat deck has fewer than the {need} cards to draw")
    repeat = tied and bool(event_cards.in_force(state, "repeat_tied_assault"))
    nxt = attacker if repeat else defender
    battle = replace(battle, owed=tuple((s, n) for s, n in owed if n), attacker=nxt,
                     round=battle.round + 1)
    why = (" again: the tied assault is repeated (Superstition)" if repeat else " next")
    events.append(Event("battle round", f"{side_title(attacker)} draws 2 cards and "
                        f"{side_title(defender)} {max(0, 2 - losses)}; {side_title(nxt)} "
                        f"attacks{why}", RULE if not repeat else
                        f"{RULE}; {event_cards.card_rule('Superstition')}; {cite.ruling('HG66')}",
                        {"attacker": nxt, "round": battle.round}))
    return _ask(replace(state, battle=battle)), events


def _retreat(state: State, side: str, to: str | None) -> tuple[State, list[Event]]:
    battle = state.battle
    assert battle is not None
    enemy = other(side)
    field = "hoplites" if battle.kind == "land" else "galleys"
    count = _units(state, battle, side)
    room = 0 if to is None else max(0, state.capacity - state.territory(to).of(side).total)
    moved, lost = min(count, room), count - min(count, room)
    state = state.with_units(battle.territory, side, **{field: -count})
    if moved:
        assert to is not None
        state = state.with_units(to, side, **{field: moved})
    if lost:
        state = state.with_side(side, pool=state.side(side).pool.plus(cubes=lost))
    state = state.with_side(side, prestige=state.side(side).prestige - 1)
    state = state.with_side(enemy, prestige=state.side(enemy).prestige + 1)
    where = f"to {to}" if moved else "with nowhere to go"
    text = f"{side_title(side)} retreats from {battle.territory} {where}"
    if lost:
        text += f", losing {_unit(battle, lost)} that find no room"
    text += f", and pays 1 Prestige to {side_title(enemy)}"
    retreat = Event("retreat", text, f"{RULE}; {cite.ruling('HG62')}",
                    {"side": side, "to": to, "moved": moved, "lost": lost,
                     "prestige_change": {side: -1, enemy: 1}})
    return _end(state, [retreat], f"{side_title(side)} retreated")


def _over_event(state: State, battle: Battle, why: str) -> Event:
    here = state.territory(battle.territory)
    counts = ", ".join(f"{side_title(s)} {_unit(battle, here.of(s).total)}"
                       for s in ("athens", "sparta"))
    holder = ("nobody controls it" if here.athens.total == here.sparta.total else
              f"{side_title('athens' if here.athens.total > here.sparta.total else 'sparta')} "
              "controls it")
    return Event("battle over", f"The battle of {battle.territory} is over ({why}): {counts} "
                 f"remain; {holder}", f"{RULE}; {cite.ruling('HG63')}",
                 {"territory": battle.territory, "why": why,
                  "units": {"athens": here.athens.total, "sparta": here.sparta.total}})


def _end(state: State, events: list[Event], why: str) -> tuple[State, list[Event]]:
    battle = state.battle
    assert battle is not None
    events = [*events, _over_event(state, battle, why)]
    state = replace(state, battle=None, pending=None)
    state = event_cards.offer_double(state, dict(zip(("athens", "sparta"), battle.gains,
                                                         strict=True)))
    if state.pending is not None:  # Great Commanders: the next battle waits for the answer
        return state, events
    state, more = next_battle(state)
    return state, events + more


def describe(battle: Battle) -> str:
    """A line for summaries: where, who attacks, the battle round, the hands' sizes."""
    return (f"Battle in {battle.territory} ({battle.kind}), battle round {battle.round}: "
            f"{side_title(battle.attacker)} attacks; hands Athens {len(battle.hands[0])}, "
            f"Sparta {len(battle.hands[1])}")

