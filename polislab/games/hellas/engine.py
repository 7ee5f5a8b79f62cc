"""The rules engine of Hellas: ``apply``, ``legal_actions`` and the rest of the game protocol.

``apply(state, action)`` returns the new state and the events, and never changes ``state``;
an illegal action raises :class:`~polislab.core.errors.IllegalAction` naming the rule. After
each action the engine plays on whatever needs no decision (a tile that must be set aside, a
ship return with one candidate, the fight once nobody has a card to play) and stops where
someone must decide: a player, or chance.

Chance (ruling HL7): ``apply`` never draws at random. A draw is a chance action, "draw
Naxos" or "draw Storm": ``to_move`` is then "chance", ``legal_actions`` lists every tile or
card that may come, and ``chance_outcomes`` gives each with its exact probability. A scenario
scripts a draw by playing it; :func:`deal` makes the draws with core randomness (seeded, or
scripted with ``ScriptedRandomness(decks={"tiles": [...], "Ares": [...]})``).

>>> from polislab.games.hellas import engine
>>> state = engine.initial_state()
>>> engine.to_move(state), [str(a) for a in engine.legal_actions(state)][:2]
('chance', ['draw Forced March', 'draw Battle Fury'])
>>> state, events = engine.apply(state, "draw Shield Wall")
>>> print(events[0])
Light is dealt Shield Wall (Ares) (Hellas reference §3 Setup).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction
from math import lcm
from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
from polislab.core.inputs import excerpt
from polislab.core.randomness import Randomness
from polislab.core.scripting import Score

from . import actions as a
from . import cards, turn
from . import citations as cite
from .components import GODS, PLAYERS
from .hexes import format_place
from .notation import parse_action as _parse
from .options import Options
from .rules import (
    actor,
    event,
    greek_cap,
    illegal,
    may_voyage,
    setup_placements,
    ship_cap,
    voyage_placements,
)
from .state import CHANCE, City, Pending, Player, State, plural, title
from .state_json import state_from_json, state_to_json
from .summary import summary as summary_text

__all__ = ["apply", "chance_action", "chance_outcomes", "deal", "from_json", "initial_state",
           "is_legal", "is_over", "legal_actions", "parse_action", "play", "score", "summary",
           "to_json", "to_move", "winner"]

# -- the start --------------------------------------------------------------------------------


def initial_state(**options: Any) -> State:
    """The state before the first draw of the setup (seed 003 §3): each player's 15 Greeks
    and 10 ships in the supply, the dolphin tile in the centre, the 23 tiles in the stack, the
    three god decks full. The first decisions are the six chance draws of the hands (one card
    of each god, light first: ruling HL5). ``options`` are those of :class:`.options.Options`.
    """
    opts = Options(**options)
    c = opts.components
    light, dark = (Player(p, c.limit("greeks"), c.limit("ships")) for p in PLAYERS)
    each = c.limit("starting cards per god")
    draws = tuple((p, god, "deal") for p in PLAYERS for god in GODS for _ in range(each))
    state = State(
        options=opts, phase="setup", turn=0, player=PLAYERS[0], step="deal", cities=(),
        players=(light, dark),
        stack=tuple(sorted(c.tile_names)), bottom=(), set_aside=(),
        decks=tuple(c.deck(g) for g in GODS), discards=((), (), ()), draws=draws)
    return _advance(state, [])


# -- the protocol -----------------------------------------------------------------------------


def parse_action(state: State | None, text: str | a.Action) -> a.Action:
    """Read an action's text (:mod:`.notation`), with the state's components if given."""
    return _parse(text, state.components if state is not None else None)


def to_move(state: State) -> str | None:
    """The player to decide, "chance" while a draw is pending, None once the game is over."""
    return actor(state)


def is_over(state: State) -> bool:
    return state.phase == "over"


def winner(state: State) -> str | None:
    """The winner ("light" or "dark"), or None while the game goes on or if nobody won."""
    return state.result if state.result in PLAYERS else None


def to_json(state: State) -> dict[str, Any]:
    """The state as plain data (:mod:`.state_json`): what ``state.to_json()`` gives."""
    return state_to_json(state)


def from_json(data: dict[str, Any]) -> State:
    """The state saved as ``data`` (:mod:`.state_json`): what ``State.from_json`` gives."""
    return state_from_json(data)


def summary(state: State) -> str:
    """The state as text (:mod:`.summary`): what ``str(state)`` shows."""
    return summary_text(state)


def score(state: State) -> dict[str, Score]:
    """What Hellas counts (seed 003 §8: Greeks in 10 cities at the end of a turn win):
    each player's cities, the only score the game keeps (``state.score()``)."""
    return {p: Score(p, {"cities": len(state.cities_of(p))}) for p in PLAYERS}


def is_legal(state: State, action: a.Action | str) -> bool:
    try:
        apply(state, action)
    except IllegalAction:
        return False
    return True


def apply(state: State, action: a.Action | str) -> tuple[State, list[Event]]:
    """The state after ``action`` (an action or its text) and what happened."""
    if isinstance(action, str):
        action = parse_action(state, action)
    if not isinstance(action, a.Action):
        raise ScenarioError(f"not a Hellas action: {excerpt(action)}")
    if state.phase == "over":
        raise IllegalAction(cite.END, f"the game is over: {state.reason}")
    events: list[Event] = []
    state = _play(state, action, events)
    state = _advance(state, events)
    return state, events


def play(state: State, *actions: a.Action | str) -> tuple[State, list[Event]]:
    """Apply ``actions`` in turn: the last state and every event (a script in one call)."""
    events: list[Event] = []
    for action in actions:
        state, more = apply(state, action)
        events += more
    return state, events


def legal_actions(state: State) -> list[a.Action]:
    """Every legal action of whoever decides now (empty once the game is over): the draws
    that may come while chance decides, or the player's choices, complete."""
    if state.phase == "over":
        return []
    if state.pending is not None:
        return _answers(state)
    step = state.step
    if step == "map":
        assert state.drawn is not None
        return [a.Place(state.drawn, p, r) for p, r in setup_placements(state)]
    if step == "start":
        out: list[a.Action] = turn.burst_candidates(state)
        if turn.end_burst_refusal(state) is None:
            out.append(a.EndBurst())
        if may_voyage(state) is None:
            out.append(a.Voyage())
        out += turn.attack_candidates(state)
        out += cards.candidates(state, state.player)
        return out
    if step == "burst":
        end = [a.EndBurst()] if turn.end_burst_refusal(state) is None else []
        return [*turn.burst_candidates(state), *end, *cards.candidates(state, state.player)]
    if step == "voyage":
        if state.reacting:
            return [*cards.candidates(state, _other(state)), a.Pass()]
        return [*turn.voyage_candidates(state), *cards.candidates(state, state.player)]
    if step == "voyage ship":
        return [a.ReturnShip(c.tile) for c in turn.return_ship_candidates(state)]
    if step == "attack":
        return turn.attack_window_actions(state)
    if step == "capture":
        return [a.CaptureShips(n) for n in turn.capture_choices(state)]
    if step == "regroup":
        return [*turn.move_candidates(state), *cards.candidates(state, state.player),
                a.EndTurn()]
    return []


def _other(state: State) -> str:
    return "dark" if state.player == "light" else "light"


# -- chance -----------------------------------------------------------------------------------


def chance_outcomes(state: State) -> list[tuple[a.Action, Fraction]]:
    """Each draw the pending chance decision may give, with its exact probability (empty when
    no draw is pending): every tile of the shuffled stack alike, or else the first tile put
    under it; the cards left in the god's deck by their copies."""
    p = state.pending
    if p is None or not p.is_chance:
        return []
    if p.kind == "tile draw":
        if state.stack:
            share = Fraction(1, len(state.stack))
            return [(a.DrawTile(t), share) for t in state.stack]
        return [(a.DrawTile(state.bottom[0]), Fraction(1))]
    deck = Counter(_deck_to_draw(state, p.get("god")))
    total = sum(deck.values())
    c = state.components
    return [(a.DrawCard(name), Fraction(n, total))
            for name, n in sorted(deck.items(), key=lambda kv: c.card_names.index(kv[0]))]


def chance_action(state: State, randomness: Randomness) -> a.Action:
    """The draw ``randomness`` decides for the pending chance decision, by the odds of
    :func:`chance_outcomes`: the next tile (deck "tiles") or the next card of a god's deck
    (deck "Ares", ...), each copy left equally likely; so a
    :class:`~polislab.core.ScriptedRandomness` stacks them, as :func:`deal`'s script does."""
    p = state.pending
    if p is None or not p.is_chance:
        raise IllegalAction(cite.ruling("HL7"), "no draw is pending: chance acts only when a "
                                                "tile or a card is drawn")
    if p.kind == "tile draw":
        return a.DrawTile(randomness.draw(list(state.stack or state.bottom[:1]), deck="tiles"))
    god = p.get("god")
    return a.DrawCard(randomness.draw(list(_deck_to_draw(state, god)), deck=god))


def _deck_to_draw(state: State, god: str) -> tuple[str, ...]:
    """The cards a draw of ``god`` comes from: the deck, or the discard pile when the deck is
    empty (it is shuffled into a new deck then: ruling HL8)."""
    return state.deck(god) or state.discard(god)


def deal(state: State, randomness: Randomness | int | None = None,
         script: dict[str, list[str]] | None = None) -> tuple[State, list[Event]]:
    """Make the pending draws until someone else must decide: with core randomness, by the
    exact odds of :func:`chance_outcomes` (``randomness`` a
    :class:`~polislab.core.Randomness`, a seed, or None for a fresh one), except where
    ``script`` says what comes next: a list of names for "tiles" and for each god ("Ares",
    ...), taken in order (the script is used up as it is read). A scripted name that cannot
    come now is a :class:`ScenarioError`.

    >>> from polislab.games.hellas import engine
    >>> state, _ = engine.deal(engine.initial_state(), 7, {"Ares": ["Aegis"]})
    Traceback (most recent call last):
    ...
    polislab.core.errors.ScenarioError: the scripted Ares draw 'Aegis' cannot come now: it is \
not in that deck
    >>> state, _ = engine.deal(engine.initial_state(), 7, {"Ares": ["Phalanx"], "tiles": ["Pylos"]})
    >>> state.side("light").cards[0], state.drawn
    ('Phalanx', 'Pylos')
    """
    if not isinstance(randomness, Randomness):  # a seed or None
        randomness = Randomness(randomness)
    events: list[Event] = []
    while state.pending is not None and state.pending.is_chance:
        outcomes = chance_outcomes(state)
        name = "tiles" if state.pending.kind == "tile draw" else state.pending.get("god")
        pool = [x.tile if isinstance(x, a.DrawTile) else x.card
                for x, _ in outcomes if isinstance(x, (a.DrawTile, a.DrawCard))]
        queue = (script or {}).get(name)
        if queue:
            chosen = queue.pop(0)
            if chosen not in pool:
                raise ScenarioError(f"the scripted {name} draw {chosen!r} cannot come now: it "
                                    f"is not in that deck" if name != "tiles" else
                                    f"the scripted tile {chosen!r} cannot come now: the draw is "
                                    f"one of {', '.join(pool)}")
        else:
            common = lcm(*(w.denominator for _, w in outcomes))
            copies = [n for n, (_, w) in zip(pool, outcomes, strict=True)
                      for _ in range(int(w * common))]
            chosen = randomness.choice(copies, why=f"a draw from the {name}")
        state, more = apply(state, f"draw {chosen}")
        events += more
    return state, events


def _answers(state: State) -> list[a.Action]:
    p = state.pending
    assert p is not None
    if p.is_chance:
        return [x for x, _ in chance_outcomes(state)]
    assert p.kind == "source"
    out: list[a.Action] = [a.TakeFrom(p.get("piece"), c) for c in p.get("cities")]
    if _may_take_none(state):
        out.append(a.TakeNone(p.get("piece")))
    return out


def _may_take_none(state: State) -> bool:
    """Whether the pending piece may be left unplaced: a card's piece (seed 003 §7: "you may
    move them from other tiles", a choice) unless ``card_moves_required``; never the Greek
    of a voyage's new city (§5 Option 2: "move from a city"): ruling HL25."""
    return state.placements[0][3] != "voyage" and not state.options.card_moves_required


def _ask_draw(state: State, events: list[Event]) -> State:
    player, god, why = state.draws[0]
    if not state.deck(god):
        if not state.discard(god):
            events.append(event("no card", f"The {god} deck and its discard pile are empty: "
                                f"{title(player)} draws no card", cite.ruling("HL8")))
            return replace(state, draws=state.draws[1:])
        g = GODS.index(god)
        decks, discards = list(state.decks), list(state.discards)
        decks[g], discards[g] = discards[g], ()
        state = replace(state, decks=tuple(decks), discards=tuple(discards))
        events.append(event("reshuffle", f"The {god} deck is empty: its discard pile of "
                            f"{plural(len(decks[g]), 'card')} is shuffled into a new deck",
                            cite.ruling("HL8"), god=god))
    rule = cite.SETUP if why == "deal" else (cite.BURST if why == "burst" else cite.GODS)
    return replace(state, pending=Pending("card draw", CHANCE, f"{rule}; {cite.ruling('HL7')}",
                                          (("player", player), ("god", god), ("why", why))))


def _draw_card(state: State, action: a.DrawCard, events: list[Event]) -> State:
    p = state.pending
    assert p is not None
    player, god, why = p.get("player"), p.get("god"), p.get("why")
    deck = list(state.deck(god))
    if action.card not in deck:
        left = ", ".join(sorted(set(deck), key=state.components.card_names.index))
        raise illegal(f"{cite.GODS}; {cite.ruling('HL7')}", f"the next {god} card is drawn "
                      f"from its deck: answer 'draw CARD' with a card left in it ({left}), not "
                      f"'{action}'")
    deck.remove(action.card)
    g = GODS.index(god)
    decks = list(state.decks)
    decks[g] = tuple(deck)
    me = state.side(player)
    order = state.components.card_names.index
    hand = tuple(sorted((*me.cards, action.card), key=order))
    fresh = me.fresh if why == "deal" else tuple(sorted((*me.fresh, action.card), key=order))
    state = replace(state, decks=tuple(decks), pending=None, draws=state.draws[1:])
    state = state.with_side(player, cards=hand, fresh=fresh)
    if why == "deal":
        text, rule = f"{title(player)} is dealt {action.card} ({god})", cite.SETUP
    elif why == "burst":
        text = (f"{title(player)} draws {action.card} from the {god} deck, taken in the burst "
                "and looked at now; it cannot be played this turn")
        rule = f"{cite.BURST}; {cite.FAQ_LOOK}"
    else:
        text = (f"{title(player)} draws {action.card} from the {god} deck ({why}); it cannot be "
                "played this turn")
        rule = cite.GODS
    events.append(event("draw card", text, rule, player=player, card=action.card, god=god,
                        why=why))
    return state


def _draw_tile(state: State, action: a.DrawTile, events: list[Event]) -> State:
    possible = [str(x).removeprefix("draw ") for x, _ in chance_outcomes(state)]
    if action.tile not in possible:
        where = ("the shuffled stack" if state.stack else "the bottom of the stack")
        raise illegal(f"{cite.VOYAGE}; {cite.ruling('HL7')}", f"the next tile comes from {where}:"
                      f" {', '.join(possible)}; not {action.tile}")
    if state.stack:
        stack = tuple(t for t in state.stack if t != action.tile)
        bottom = state.bottom
    else:
        stack, bottom = (), state.bottom[1:]
    state = replace(state, stack=stack, bottom=bottom, drawn=action.tile, pending=None)
    rule = cite.MAP if state.phase == "setup" else cite.VOYAGE
    tile = state.components.tile(action.tile)
    what = tile.looks()
    events.append(event("draw tile", f"{title(state.player)} draws {action.tile} ({what}); "
                        f"{plural(state.stack_size, 'tile')} left in the stack", rule,
                        player=state.player, tile=action.tile))
    if state.phase == "play":
        state = replace(state, reacting=True)
    return state


# -- the setup (seed 003 §3-§4) ---------------------------------------------------------------


def _advance_map(state: State, events: list[Event]) -> State:
    c = state.components
    if state.drawn is None:
        done = all(p.placed >= c.limit("setup tiles") for p in state.players)
        if done or not state.stack:
            return _finish_setup(state, events, done)
        return replace(state, pending=Pending("tile draw", CHANCE,
                                              f"{cite.MAP}; {cite.ruling('HL7')}",
                                              (("player", state.player),)))
    tile = c.tile(state.drawn)
    why = None
    if tile.temple:
        why = "has a temple: temple tiles are set aside in the initial map creation"
    elif not setup_placements(state):
        why = "cannot be placed legally"
    if why is None:
        return state
    events.append(event("set aside", f"{tile.name} {why}; {title(state.player)} draws again",
                        f"{cite.MAP}; {cite.ruling('HL5')}", tile=tile.name))
    return replace(state, set_aside=tuple(sorted((*state.set_aside, tile.name))), drawn=None)


def _finish_setup(state: State, events: list[Event], done: bool) -> State:
    back = len(state.set_aside)
    stack = tuple(sorted((*state.stack, *state.set_aside)))
    rule = cite.MAP if done else f"{cite.MAP}; {cite.ruling('HL6')}"
    text = ("The initial map is made" if done else
            "The stack ran out before each player placed their tiles: the initial map is made")
    text += (f"; {plural(back, 'tile')} set aside {'is' if back == 1 else 'are'} shuffled back "
             f"into the stack ({plural(len(stack), 'tile')})")
    events.append(event("setup done", text, rule, set_aside=back, stack=len(stack)))
    first = PLAYERS[0]
    events.append(event("turn", f"{title(first)} takes the first turn of the game", cite.MAP,
                        player=first, turn=1))
    return replace(state, phase="play", turn=1, player=first, step="start", stack=stack,
                   set_aside=(), drawn=None)


def _setup_place(state: State, action: a.Place, events: list[Event]) -> State:
    c = state.components
    if action.tile != state.drawn:
        raise illegal(cite.MAP, f"the tile drawn is {state.drawn}, not {action.tile}")
    if (action.place, action.rotation) not in setup_placements(state):
        from . import board

        tile = c.tile(action.tile)
        occupied = state.occupied()
        if not board.adjacency_ok(occupied, action.place):
            raise illegal(f"{cite.MAP}; {cite.FAQ_DOLPHIN}", f"{format_place(action.place)} is "
                          "not an empty place next to the dolphin tile or to two placed tiles")
        ok, why = board.fits(c, occupied, tile, action.place, action.rotation,
                             state.options.water_rule_in_setup)
        if not ok:
            rule = cite.MAP if "water segment" not in why else \
                f"{cite.MAP}; {cite.bgg(1)}; {cite.ruling('HL4')}"
            raise illegal(rule, f"{tile.name} does not fit at {format_place(action.place)} "
                                f"{tile.lying(action.rotation)}: {why}")
        raise AssertionError("unreachable: the placement fits")  # pragma: no cover
    p = state.player
    me = state.side(p)
    city = City(action.tile, action.place, action.rotation, p, 1, 1)
    state = state.with_new_city(city).with_supply(p, greeks=-1, ships=-1)
    state = state.with_side(p, placed=me.placed + 1)
    lies = c.tile(action.tile).lying(action.rotation)
    events.append(event("place", f"{title(p)} places {action.tile} at "
                        f"{format_place(action.place)} {lies}; 1 Greek on the city and 1 ship "
                        f"beside it ({me.placed + 1} of "
                        f"{c.limit('setup tiles')})", cite.MAP, player=p, tile=action.tile,
                        place=list(action.place), rotation=action.rotation))
    nxt = _other(state)
    if state.side(nxt).placed >= c.limit("setup tiles"):
        nxt = p
    return replace(state, drawn=None, player=nxt)


# -- playing one action -----------------------------------------------------------------------


def _play(state: State, action: a.Action, events: list[Event]) -> State:
    p = state.pending
    if p is not None:
        if p.is_chance:
            if p.kind == "tile draw" and isinstance(action, a.DrawTile):
                return _draw_tile(state, action, events)
            if p.kind == "card draw" and isinstance(action, a.DrawCard):
                return _draw_card(state, action, events)
            what = "a tile" if p.kind == "tile draw" else (
                f"{'an' if p.get('god')[0] in 'AEIOU' else 'a'} {p.get('god')} card")
            raise illegal(f"{cite.ruling('HL7')}", f"{what} is drawn now: answer 'draw "
                          f"NAME' with one that may come, not '{action}'")
        if isinstance(action, a.TakeFrom):
            return _take_from(state, action, events)
        if isinstance(action, a.TakeNone) and action.piece == p.get("piece") \
                and _may_take_none(state):
            return _take_none(state, events)
        none = f" or 'take no {p.get('piece')}'" if _may_take_none(state) else ""
        raise illegal(f"{cite.GODS}; {cite.ruling('HL25')}", f"{title(p.actor)} chooses where the "
                      f"{p.get('piece')} for {p.get('to')} comes from: 'take {p.get('piece')} "
                      f"from CITY' with one of {', '.join(p.get('cities'))}{none}")
    if isinstance(action, (a.DrawTile, a.DrawCard)):
        raise illegal(cite.ruling("HL7"), "no draw is pending: chance acts only when a tile or "
                                          "a card is drawn")
    if isinstance(action, a.Place) and action.tile == state.drawn:
        # a rotation that lies the same as another is read as the first of them (ruling HL1)
        rotation = state.components.tile(action.tile).canonical_rotation(action.rotation)
        action = a.Place(action.tile, action.place, rotation)
    step = state.step
    if step == "map":
        if not isinstance(action, a.Place):
            raise illegal(cite.MAP, f"{title(state.player)} places the drawn tile "
                          f"{state.drawn}: 'place {state.drawn} at Q,R rotation K'")
        return _setup_place(state, action, events)
    if isinstance(action, a.Play):
        who = to_move(state)
        assert who is not None and who != CHANCE
        if state.phase != "play":
            raise illegal(cite.GODS, "god cards are played in the main game")
        return cards.play(state, who, action, events)
    handler = _STEP_ACTIONS.get(step, {}).get(type(action))
    if handler is None:
        raise illegal(_STEP_RULES.get(step, cite.FLOW), f"'{action}' cannot be played now: "
                      f"{_expected(state)}")
    return handler(state, action, events)


def _expected(state: State) -> str:
    who = title(to_move(state) or "")
    return {
        "start": f"{who} chooses a Burst of Strength, a voyage or an attack",
        "burst": f"{who} is in a Burst of Strength ('add greek', 'add ship', 'take card'"
                 + (", 'end burst')" if state.step == "burst"
                    and turn.end_burst_refusal(state) is None else ")"),
        "voyage": (f"{who} may play a card against the voyage or 'pass'" if state.reacting
                   else f"{who} places the drawn tile {state.drawn} or rejects it"),
        "voyage ship": f"{who} returns a ship from beside a city next to the new tile",
        "attack": (f"{who} may play a card in defence or 'pass'"
                   if state.attack is None or state.attack.window == "defender"
                   else f"{who} may {turn.attacker_choices(state, quoted=True)}"),
        "capture": f"{who} places ships beside the city taken ('place ships xN')",
        "regroup": f"{who} regroups ('move ...') or ends the turn",
    }.get(state.step, "")


_STEP_RULES = {"start": cite.FLOW, "burst": cite.BURST, "voyage": cite.VOYAGE,
               "voyage ship": cite.VOYAGE, "attack": cite.ATTACK, "capture": cite.AFTER,
               "regroup": cite.REGROUP}


def _start_burst(state: State, action: a.Action, events: list[Event]) -> State:
    turn.check_burst(state, action)
    return turn.do_burst(state, action, events)


def _end_burst(state: State, action: a.Action, events: list[Event]) -> State:
    why = turn.end_burst_refusal(state)
    if why is not None:
        raise illegal(f"{cite.BURST}; {cite.ruling('HL13')}", why)
    return turn.end_burst(state, events)


def _voyage(state: State, action: a.Action, events: list[Event]) -> State:
    turn.check_voyage(state)
    return turn.do_voyage(state, events)


def _attack(state: State, action: a.Action, events: list[Event]) -> State:
    assert isinstance(action, a.Attack)
    return turn.do_attack(state, action, events)


def _voyage_place(state: State, action: a.Action, events: list[Event]) -> State:
    assert isinstance(action, a.Place)
    if state.reacting:
        raise illegal(cite.GODS, f"{title(_other(state))} may first play a card against the "
                                 "voyage (or 'pass')")
    turn.check_voyage_place(state, action)
    return turn.do_voyage_place(state, action, events)


def _reject(state: State, action: a.Action, events: list[Event]) -> State:
    if state.reacting:
        raise illegal(cite.GODS, f"{title(_other(state))} may first play a card against the "
                                 "voyage (or 'pass')")
    if voyage_placements(state) and not state.options.reject_tiles:
        raise illegal(f"{cite.VOYAGE}; {cite.ruling('HL10')}", "the tile fits: with "
                      "reject_tiles off it must be placed")
    return turn.tile_under(state, events, "is refused" if voyage_placements(state)
                           else "cannot be placed", f"{cite.VOYAGE}; {cite.bgg(6)}; "
                           f"{cite.ruling('HL10')}")


def _pass(state: State, action: a.Action, events: list[Event]) -> State:
    if state.step == "voyage" and not state.reacting:
        raise illegal(cite.VOYAGE, f"{title(state.player)} places the tile or rejects it")
    if state.step == "attack" and state.attack is not None and \
            state.attack.window != "defender":
        raise illegal(cite.ATTACK, f"{title(state.player)} may "
                                   f"{turn.attacker_choices(state, quoted=True)}")
    return turn.do_pass(state, events)


def _return_ship(state: State, action: a.Action, events: list[Event]) -> State:
    assert isinstance(action, a.ReturnShip)
    options = turn.return_ship_candidates(state)
    match = [c for c in options if c.tile == action.city]
    if not match:
        names = ", ".join(c.tile for c in options)
        raise illegal(f"{cite.VOYAGE}; {cite.ruling('HL12')}", f"the ship returned lies next to "
                      f"the new city: one of {names}")
    return turn.do_return_ship(state, match[0], events, auto=False)


def _fight(state: State, action: a.Action, events: list[Event]) -> State:
    att = state.attack
    assert att is not None
    if att.window == "defender":
        raise illegal(cite.ATTACK, f"{title(_other(state))} may first play a card in defence "
                                   "(or 'pass')")
    return turn.fight(state, events)


def _call_off(state: State, action: a.Action, events: list[Event]) -> State:
    att = state.attack
    assert att is not None
    if not state.options.call_off_attacks:
        raise illegal(f"{cite.ATTACK}; {cite.AFTER}; {cite.ruling('HL19')}", "every declared "
                      "attack is fought (call_off_attacks is off: the reference's 'If "
                      "successful' / 'If failed' alone)")
    if att.window == "defender" or not turn.may_call_off(state):
        raise illegal(f"{cite.ATTACK}; {cite.bgg(8)}; {cite.ruling('HL19')}", "an attack may be "
                      "called off only after the defender's cards leave it unable to succeed")
    return turn.do_call_off(state, events)


def _capture(state: State, action: a.Action, events: list[Event]) -> State:
    assert isinstance(action, a.CaptureShips)
    return turn.do_capture(state, action, events)


def _move(state: State, action: a.Action, events: list[Event]) -> State:
    assert isinstance(action, a.Move)
    turn.check_move(state, action)
    return turn.do_move(state, action, events)


def _end_turn(state: State, action: a.Action, events: list[Event]) -> State:
    return turn.end_turn(state, events)


_STEP_ACTIONS: dict[str, dict[type, Any]] = {
    "start": {a.AddGreek: _start_burst, a.AddShip: _start_burst, a.TakeCard: _start_burst,
              a.EndBurst: _end_burst, a.Voyage: _voyage, a.Attack: _attack},
    "burst": {a.AddGreek: _start_burst, a.AddShip: _start_burst, a.TakeCard: _start_burst,
              a.EndBurst: _end_burst},
    "voyage": {a.Place: _voyage_place, a.Reject: _reject, a.Pass: _pass},
    "voyage ship": {a.ReturnShip: _return_ship},
    "attack": {a.Pass: _pass, a.Fight: _fight, a.CallOff: _call_off},
    "capture": {a.CaptureShips: _capture},
    "regroup": {a.Move: _move, a.EndTurn: _end_turn},
}


# -- pieces placed by cards and voyages -------------------------------------------------------


def _sources(state: State, player: str, piece: str, to: str) -> list[str]:
    """Where a piece may come from when the supply has none (seed 003 §7; §5 Option 2): another
    city with 2 or more Greeks, or another city with a ship (ruling HL25)."""
    if piece == "greek":
        return [c.tile for c in state.cities_of(player) if c.tile != to and c.greeks >= 2]
    return [c.tile for c in state.cities_of(player) if c.tile != to and c.ships >= 1]


def _place_next(state: State, events: list[Event]) -> State:
    player, piece, to, why = state.placements[0]
    c = state.components
    rule = cite.VOYAGE if why == "voyage" else cite.GODS
    if not state.has_city(to) or state.city(to).owner != player:
        events.append(event("no placement", f"{to} is no longer {title(player)}'s: the {piece} "
                            "is not placed", rule))
        return replace(state, placements=state.placements[1:])
    city = state.city(to)
    unlimited = why != "voyage" and c.card(why).kind == "defender_greek"
    full = (city.greeks >= greek_cap(c) and not unlimited) if piece == "greek" \
        else city.ships >= ship_cap(c)
    if full:
        events.append(event("no placement", f"{to} already holds the most {piece}s: the "
                            f"{piece} is not placed", rule))
        return replace(state, placements=state.placements[1:])
    me = state.side(player)
    if (me.greeks if piece == "greek" else me.ships) > 0:
        return _put(state, player, piece, to, None, events, rule)
    sources = _sources(state, player, piece, to)
    if not sources:
        events.append(event("no placement", f"{title(player)} has no {piece} in the supply and "
                            f"none to take from another city: the {piece} is not placed",
                            f"{rule}; {cite.ruling('HL25')}"))
        return replace(state, placements=state.placements[1:])
    optional = why != "voyage" and not state.options.card_moves_required
    if len(sources) == 1 and not optional:
        return _put(state, player, piece, to, sources[0], events,
                    f"{rule}; {cite.ruling('HL25')}")
    return replace(state, pending=Pending("source", player, f"{rule}; {cite.ruling('HL25')}",
                                          (("piece", piece), ("to", to),
                                           ("cities", tuple(sources)))))


def _put(state: State, player: str, piece: str, to: str, origin: str | None,
         events: list[Event], rule: str) -> State:
    city = state.city(to)
    if origin is None:
        state = state.with_supply(player, greeks=-(piece == "greek"), ships=-(piece == "ship"))
        where = "from the supply"
    else:
        source = state.city(origin)
        if piece == "greek":
            state = state.with_city(origin, greeks=source.greeks - 1)
        else:
            state = state.with_city(origin, ships=source.ships - 1)
        where = f"from {origin} (the supply is empty)"
    city = state.city(to)
    if piece == "greek":
        state = state.with_city(to, greeks=city.greeks + 1)
        text = f"{title(player)} places a Greek on {to} {where}"
    else:
        state = state.with_city(to, ships=city.ships + 1)
        text = f"{title(player)} places a ship beside {to} {where}"
    events.append(event(f"place {piece}", text, rule, player=player, city=to, origin=origin))
    return replace(state, placements=state.placements[1:])


def _take_from(state: State, action: a.TakeFrom, events: list[Event]) -> State:
    p = state.pending
    assert p is not None
    if action.piece != p.get("piece") or action.city not in p.get("cities"):
        raise illegal(cite.ruling("HL25"), f"the {p.get('piece')} for {p.get('to')} comes from "
                      f"one of {', '.join(p.get('cities'))}")
    player, piece, to, _ = state.placements[0]
    state = replace(state, pending=None)
    return _put(state, player, piece, to, action.city, events,
                f"{cite.GODS}; {cite.ruling('HL25')}")


def _take_none(state: State, events: list[Event]) -> State:
    player, piece, to, _ = state.placements[0]
    events.append(event("no placement", f"{title(player)} takes no {piece} from another city: "
                        f"the {piece} for {to} is not placed (the supply is empty; moving one is "
                        f"the player's choice)", f"{cite.GODS}; {cite.ruling('HL25')}",
                        player=player, city=to))
    return replace(state, pending=None, placements=state.placements[1:])


# -- moving on --------------------------------------------------------------------------------


def _advance(state: State, events: list[Event]) -> State:
    """Play on until someone must decide."""
    for _ in range(10_000):
        if state.phase == "over" or state.pending is not None:
            return state
        if state.placements:
            state = _place_next(state, events)
            continue
        if state.draws:
            state = _ask_draw(state, events)
            continue
        step = state.step
        if step == "deal":
            new = replace(state, step="map", player=PLAYERS[0])
        elif step == "map":
            new = _advance_map(state, events)
        elif step == "burst":
            if _burst_spent(state):
                new = turn.end_burst(state, events)
            elif not turn.burst_candidates(state):  # nothing left to take (ruling HL13)
                new = turn.end_burst(state, events, stuck=True)
            else:
                new = state
        elif step == "voyage":
            if state.drawn is None:
                new = replace(state, pending=Pending("tile draw", CHANCE,
                                                     f"{cite.VOYAGE}; {cite.ruling('HL7')}",
                                                     (("player", state.player),)))
            else:
                new = turn.advance_voyage(state, events)
        elif step == "voyage ship":
            new = turn.advance_voyage_ship(state, events)
        elif step == "attack":
            new = turn.advance_attack(state, events)
        elif step == "capture":
            new = turn.advance_capture(state, events)
        else:
            new = state
        if new is state:
            return state
        state = new
    raise AssertionError("the engine did not settle")  # pragma: no cover


def _burst_spent(state: State) -> bool:
    from .rules import burst_limit

    return state.burst_used >= burst_limit(state)
