"""The moments inside a turn that :func:`.position.position` types besides its start: a Burst
of Strength after some actions, a regroup, a voyage with its tile drawn, an attack awaiting god
cards, and the initial map creation part-way.

Each function takes the state the builder laid out at the start of the turn and the readable
argument, and returns the state at that moment, as play would have left it (the engine then
moves on to the first decision, as after any action); what no play could reach is refused with
a :class:`~polislab.core.errors.ScenarioError` naming the rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
from polislab.core.inputs import excerpt
from polislab.core.moments import check_playable, flag, listed, moment_spec

from . import actions as a
from . import citations as cite
from . import turn
from .components import GODS, PLAYERS
from .rules import burst_limit, first_turn_ban, may_voyage
from .state import PIECES, Attack, State, conservation_errors, other, plural, title

#: Where each god card played this turn is kept: those whose effect lasts the turn (in
#: ``State.effects``), and those played in an attack, by the attacker or the defender.
LASTING_KINDS = ("forced_march", "extra_action", "voyage_tie", "storm")
ATTACKER_KINDS = ("attack_bonus", "land_odds")
DEFENDER_KINDS = ("defence_bonus", "high_waves", "ward", "defender_greek")
_ATTACK_KEYS = ("target", "from", "cards", "window")
#: The cards that place pieces, which may wait for a choice of where each comes from.
PLACING = ("colony", "place_ships", "defender_greek")


def _advance(state: State) -> State:
    from .engine import _advance as advance

    events: list[Event] = []
    return advance(state, events)


def settle(state: State) -> State:
    """``state`` played on to the first decision, as after any action."""
    return _advance(state)


def _names(c: Any, kinds: Sequence[str]) -> str:
    return ", ".join(x for x in c.card_names if c.card(x).kind in kinds)


def _scenario(err: IllegalAction) -> ScenarioError:
    return ScenarioError(f"{err.reason} ({err.rule})")


# -- cards played this turn -------------------------------------------------------------------
def check_effects(state: State, effects: Sequence[str], moment: str) -> None:
    """The god cards played this turn whose effect lasts it: each one of those, played when its
    timing allows (seed 003 §7)."""
    c = state.components
    # a card for "your burst" may be played at the start of the turn too, and the turn then
    # go another way: only the voyage's cards belong to one moment, the voyage or after it
    voyage = ("voyage", "voyage ship", "regroup")
    when = {"voyage_tie": voyage, "storm": voyage}
    for name in effects:
        card = c.card(name)
        if card.kind not in LASTING_KINDS:
            raise ScenarioError(f"{name} does not last the turn: only "
                                f"{_names(c, LASTING_KINDS)} are kept in effects ({cite.GODS})")
        if card.kind in when and moment not in when[card.kind]:
            raise ScenarioError(f"{name} is played {card.timing.replace('your ', 'during your ')}"
                                f": not before this {moment or 'start of a turn'} "
                                f"({cite.GODS}; {cite.ruling('HL23')})")
    if effects and first_turn_ban(state, state.player) and not any(
            c.card(x).kind == "storm" for x in effects):
        raise ScenarioError(f"{title(state.player)} began the game: no god card on their first "
                            f"turn ({cite.GODS})")


# -- a burst, a regroup -----------------------------------------------------------------------
def in_burst(state: State, used: int, taken: Sequence[str]) -> State:
    """``used`` burst actions taken, the gods of the cards taken face down ``taken``."""
    limit = burst_limit(state)
    if not isinstance(used, int) or isinstance(used, bool) or not 1 <= used < limit:
        raise ScenarioError(f"a Burst of Strength under way has taken 1 to {limit - 1} of its "
                            f"{limit} actions, not {excerpt(used)}; after {limit} it has ended "
                            f"(regroup=True) ({cite.BURST})")
    gods = _gods(taken, used)
    state = replace(state, step="burst", burst_used=used).with_side(state.player, unseen=gods)
    settled = _advance(state)
    if settled.step != "burst":  # no burst action is left (ruling HL13)
        raise ScenarioError(f"{title(state.player)} could take no burst action {used + 1}: the "
                            f"burst would have ended ({cite.BURST}; {cite.ruling('HL13')})")
    return settled


def _gods(taken: Sequence[str], used: int) -> tuple[str, ...]:
    if isinstance(taken, str) or not isinstance(taken, Sequence):
        raise ScenarioError("taken is a list of the gods of the cards taken face down")
    for god in taken:
        if god not in GODS:
            raise ScenarioError(f"no god {excerpt(god)}; the gods are {', '.join(GODS)}")
    if len(taken) > used:
        raise ScenarioError(f"{len(taken)} cards taken in {used} burst actions: one card an "
                            f"action ({cite.BURST})")
    return tuple(taken)


def in_regroup(state: State, to: Any, used: int | None) -> State:
    """The regroup: free after a burst (``to`` True; ``used`` its actions, by default all), or
    to the new city only (``to`` its name) after a voyage or an attack that took it."""
    if to is True:
        limit = burst_limit(state)
        used = limit if used is None else used
        if not isinstance(used, int) or isinstance(used, bool) or not 0 <= used <= limit:
            raise ScenarioError(f"the burst before a free regroup took 0 to {limit} actions, "
                                f"not {excerpt(used)} ({cite.BURST})")
        if used < limit:
            why = _burst_went_on(replace(state, step="burst", burst_used=used))
            if why is not None:
                raise ScenarioError(f"the burst could not have ended after {used} of its {limit} "
                                    f"actions: {why} ({cite.BURST}; {cite.ruling('HL13')})")
        return replace(state, step="regroup", burst_used=used, regroup_to=None)
    if used is not None:
        raise ScenarioError(f"a regroup to one city follows a voyage or an attack, never a "
                            f"burst ({cite.REGROUP})")
    if not isinstance(to, str) or not state.has_city(to) or state.city(to).owner != state.player:
        raise ScenarioError(f"regroup is True (after a burst) or the name of "
                            f"{title(state.player)}'s new city (after a voyage or an attack), "
                            f"not {excerpt(to)} ({cite.REGROUP})")
    return replace(state, step="regroup", regroup_to=to)


def _burst_went_on(burst: State) -> str | None:
    """Why the burst could not have ended after its actions so far, if it could not (ruling
    HL13): it must take another, and a Greek or a ship can be added now. The regroup since
    never makes room for one (its moves keep each kind's total in the cities, its cards
    only add pieces), but a card played in it may have made room in the hand, so a card to
    take now proves nothing."""
    why = turn.end_burst_refusal(burst)
    pieces = [x for x in turn.burst_candidates(burst) if isinstance(x, (a.AddGreek, a.AddShip))]
    return why if why is not None and pieces else None


def at_capture(state: State, spec: Any) -> State:
    """Just after an attack took a city: ``spec`` is (city, ships the defender lost there),
    the attacker to place as many ships beside it from the supply."""
    if (not isinstance(spec, (tuple, list)) or len(spec) != 2 or not isinstance(spec[1], int)
            or isinstance(spec[1], bool) or spec[1] < 1):
        raise ScenarioError("capture is (the city just taken, the ships its defender lost "
                            f"there, 1 or more), not {excerpt(spec)} ({cite.AFTER})")
    name, lost = spec
    me = state.player
    if not isinstance(name, str) or not state.has_city(name) or state.city(name).owner != me:
        raise ScenarioError(f"{excerpt(name)} is not a city of {title(me)}'s, just taken "
                            f"({cite.AFTER})")
    if state.city(name).ships:
        raise ScenarioError(f"{name} was just taken: the defender's ships went back to its "
                            f"supply, and none are placed yet ({cite.AFTER})")
    if lost > state.components.limit("ships per city"):
        raise ScenarioError(f"{name} had at most {state.components.limit('ships per city')} "
                            f"ships to lose, not {lost} ({cite.REGROUP})")
    settled = _advance(replace(state, step="capture", regroup_to=name, capture=lost))
    if settled.step != "capture":
        raise ScenarioError(f"{title(me)} has no ship in the supply to place: the regroup "
                            f"follows at once ({cite.AFTER}; {cite.ruling('HL20')})")
    return settled


# -- a voyage ---------------------------------------------------------------------------------
def in_voyage(state: State, spec: Any) -> State:
    """The voyage declared, its tile to draw (``spec`` True); the tile drawn: the opponent may
    react with a god card (unless ``reacted``), then the voyager places it; or the tile
    placed, the voyager to return a ship (``placed``)."""
    if spec is True:
        return _voyage_declared(state)
    if isinstance(spec, str):
        spec = {"tile": spec}
    if not isinstance(spec, Mapping):
        raise ScenarioError(f"voyage is True (its tile to draw), the name of the tile drawn, or "
                            f"a mapping with the keys tile, reacted, placed; not {excerpt(spec)}")
    spec = moment_spec(spec, ("tile", "reacted", "placed"), "voyage")
    tile = spec.get("tile")
    if flag(spec.get("placed", False), "voyage['placed']"):
        if "reacted" in spec:
            raise ScenarioError("voyage['reacted'] is for the tile drawn, not yet placed")
        return _voyage_placed(state, tile)
    c = state.components
    if tile not in c.tile_names:
        raise ScenarioError(f"no tile {excerpt(tile)} drawn; the tiles are "
                            f"{', '.join(c.tile_names)}")
    if state.has_city(tile):
        raise ScenarioError(f"{tile} is on the map: the voyage draws from the stack "
                            f"({cite.VOYAGE})")
    why = may_voyage(state)
    if why is not None:
        raise ScenarioError(f"{why} ({cite.VOYAGE}; {cite.FAQ_SHIPS})")
    if state.stack and tile not in state.stack:
        raise ScenarioError(f"{tile} is not in the stack: the tile drawn comes from it "
                            f"({cite.VOYAGE}; {cite.ruling('HL7')})")
    if not state.stack and (not state.bottom or state.bottom[0] != tile):
        raise ScenarioError(f"the stack is empty: the tile drawn is the first put under it "
                            f"({cite.VOYAGE}; {cite.ruling('HL7')})")
    stack = tuple(t for t in state.stack if t != tile)
    bottom = state.bottom if state.stack else state.bottom[1:]
    drawn = replace(state, step="voyage", stack=stack, bottom=bottom, drawn=tile,
                    reacting=not flag(spec.get("reacted", False), "voyage['reacted']"))
    settled = _advance(drawn)
    if settled.step != "voyage":
        raise ScenarioError(f"{tile} could not be placed, and no god card could save the voyage:"
                            f" it would have gone under the stack at once ({cite.VOYAGE}; "
                            f"{cite.bgg(4)})")
    return settled


def _voyage_declared(state: State) -> State:
    why = may_voyage(state)
    if why is not None:
        raise ScenarioError(f"{why} ({cite.VOYAGE}; {cite.FAQ_SHIPS})")
    return _advance(replace(state, step="voyage", drawn=None, reacting=False))


def _voyage_placed(state: State, tile: Any) -> State:
    """The tile placed as a new city of the voyager's, with its Greek (or waiting for it, see
    ``placements``) and no ship yet: the voyager returns a ship from beside a city next to it
    (seed 003 §5 Option 2; FAQ: the ships of the majority)."""
    me = state.player
    if not isinstance(tile, str) or not state.has_city(tile) or state.city(tile).owner != me:
        raise ScenarioError(f"voyage['tile'] names the tile the voyage placed, a city of "
                            f"{title(me)}'s among the cities typed, not {excerpt(tile)} "
                            f"({cite.VOYAGE})")
    city = state.city(tile)
    if city.ships or city.greeks > 1:
        raise ScenarioError(f"{tile} was just placed: it holds the one Greek moved there and no "
                            f"ship yet, not {city.greeks} Greeks and {city.ships} ships "
                            f"({cite.VOYAGE})")
    settled = _advance(replace(state, step="voyage ship", regroup_to=tile, drawn=None))
    if settled.step != "voyage ship" and settled.pending is None:
        raise ScenarioError(f"only one city next to {tile} has a ship of {title(me)}'s (or "
                            f"none): it is returned at once, and the regroup follows "
                            f"({cite.VOYAGE}; {cite.FAQ_SHIPS})")
    return settled


# -- pieces still to place ---------------------------------------------------------------------
def placements_spec(value: Any) -> list[tuple[str, str, str]]:
    """``placements`` read: a list of (piece, city, why)."""
    out = []
    for item in listed(value, "placements", "(piece, city, why)"):
        if (isinstance(item, (str, bytes)) or not isinstance(item, Sequence) or len(item) != 3
                or not all(isinstance(x, str) for x in item)):
            raise ScenarioError(f"a placement is (piece, city, why), such as ('greek', "
                                f"'Pylos', 'voyage'), not {excerpt(item)}")
        if item[0] not in PIECES:
            raise ScenarioError(f"a placement's piece is 'greek' or 'ship', not {excerpt(item[0])}")
        out.append((item[0], item[1], item[2]))
    return out


def placing_cards(placements: Sequence[tuple[str, str, str]], attack: Any,
                  c: Any) -> list[str]:
    """The card whose pieces are still to place, for its discard pile (once; not if it was
    played in the attack, which lays it there)."""
    whys = {why for _, _, why in placements} - {"voyage"}
    if len(whys) > 1:
        raise ScenarioError(f"the pieces still to place come from one card or the voyage, not "
                            f"from {' and '.join(sorted(whys))} ({cite.GODS})")
    for why in whys:
        if why not in c.card_names or c.card(why).kind not in PLACING:
            raise ScenarioError(f"a piece is placed for the voyage or by "
                                f"{_names(c, PLACING)}, not {excerpt(why)} ({cite.GODS})")
        if isinstance(attack, Mapping) and isinstance(attack.get("cards"), Mapping) and any(
                why in held for held in attack["cards"].values()):
            return []
    return sorted(whys)


def with_placements(state: State, placements: Sequence[tuple[str, str, str]]) -> State:
    """The pieces still to place queued, each for the owner of its city."""
    queue = tuple((state.city(to).owner if state.has_city(to) else state.player, piece, to, why)
                  for piece, to, why in placements)
    return replace(state, placements=queue)


def check_placements(state: State, placements: Sequence[tuple[str, str, str]]) -> None:
    """The pieces still to place, as play queues them (seed 003 §7; §5 Option 2): the card's
    pieces, or the new city's Greek, at the moment they are placed; the first waits for its
    owner's choice of a city to take it from (ruling HL25)."""
    if not placements:
        return
    c = state.components
    why = placements[0][2]
    kind = "voyage" if why == "voyage" else c.card(why).kind
    allowed, rule = _placing_moment(state, kind)
    cities = {to for _, to, _ in placements}
    pieces = [piece for piece, _, _ in placements]
    if kind == "voyage":
        wanted, cities_ok = ["greek"], cities == {state.regroup_to}
    elif kind == "colony":
        wanted, cities_ok = ["greek", "ship"][-len(pieces):], len(cities) == 1
    else:
        piece = "ship" if kind == "place_ships" else "greek"
        wanted = [piece] * min(len(pieces), c.card(why).amount)
        cities_ok = kind == "place_ships" or cities == {state.attack and state.attack.target}
    if not allowed or pieces != wanted or not cities_ok:
        raise ScenarioError(f"{why} places {_what_it_places(state, kind, why)}: not "
                            f"{', '.join(f'a {p} on {t}' for p, t, _ in placements)} now "
                            f"({rule})")
    owner = {state.city(to).owner for to in cities if state.has_city(to)}
    actor = other(state.player) if kind == "defender_greek" else state.player
    if owner != {actor}:
        raise ScenarioError(f"the pieces of {why} go to cities of {title(actor)}'s ({rule})")
    if state.pending is None or state.pending.kind != "source":
        raise ScenarioError(f"{title(actor)} has a {placements[0][0]} in the supply, or a single "
                            f"city to take it from: it is placed at once, with no choice to "
                            f"make ({rule}; {cite.ruling('HL25')})")


def _placing_moment(state: State, kind: str) -> tuple[bool, str]:
    """Whether pieces of ``kind`` are placed at this moment, and the rule that says when."""
    if kind == "voyage":
        return state.step == "voyage ship", cite.VOYAGE
    if kind == "defender_greek":
        return state.step == "attack", f"{cite.GODS}; {cite.FAQ_REACT}"
    return state.step in ("start", "burst", "regroup"), f"{cite.GODS}; {cite.ruling('HL23')}"


def _what_it_places(state: State, kind: str, why: str) -> str:
    if kind == "voyage":
        return "the new city's Greek, on the tile the voyage placed"
    if kind == "colony":
        return "a Greek, then a ship, on one city of the player's, on their own turn"
    amount = state.components.card(why).amount
    if kind == "place_ships":
        return f"up to {amount} ships on the player's cities, on their own turn"
    return f"{amount} Greek on the city attacked, in its defence"


# -- cards still to draw -----------------------------------------------------------------------
def draws_spec(value: Any, c: Any) -> dict[str, list[str]]:
    """``draws`` read: why (``"burst"`` or a card that takes cards) to the gods still to
    draw for it, in order."""
    if value is None:
        return {}
    spec = moment_spec(value, ["burst", *_names(c, ("take_cards",)).split(", ")], "draws")
    out = {}
    for why, gods in spec.items():
        gods = listed(gods, f"draws[{excerpt(why)}]", "gods")
        for god in gods:
            if god not in GODS:
                raise ScenarioError(f"draws[{excerpt(why)}]: no god {excerpt(god)}; the gods are "
                                    f"{', '.join(GODS)}")
        if gods:
            out[why] = gods
    if len(out) > 1:
        raise ScenarioError(f"the cards still to draw come from one burst or one card, not "
                            f"from {' and '.join(out)} ({cite.GODS})")
    return out


def check_draws(state: State, draws: Mapping[str, Sequence[str]], moved: bool) -> None:
    """The cards still to draw, as play leaves them: those taken in the burst when it ends
    (seed 003 §5 Option 1; FAQ: looked at after the burst), those of a card played on the
    player's own turn (§7), drawn before anything else happens; the first is drawn now."""
    if not draws:
        return
    c = state.components
    why, gods = next(iter(draws.items()))
    if why == "burst":
        ok = state.step == "regroup" and state.regroup_to is None and not moved
        rule, most = f"{cite.BURST}; {cite.FAQ_LOOK}", state.burst_used
        when = "when a burst ends, before the regroup's moves (regroup=True)"
    else:
        ok = state.step in ("start", "burst", "regroup") and state.attack is None
        rule, most = f"{cite.GODS}; {cite.ruling('HL23')}", c.card(why).amount
        when = "on the player's own turn, when no action is under way"
    if not ok or len(gods) > most:
        raise ScenarioError(f"{plural(len(gods), 'card')} to draw for {why}: at most {most}, "
                            f"drawn {when} ({rule})")
    if state.pending is None or state.pending.kind != "card draw":
        raise ScenarioError(f"the {gods[0]} deck and its discard pile are empty: no card is "
                            f"drawn ({cite.GODS}; {cite.ruling('HL8')})")


def draw_args(state: State) -> dict[str, list[str]]:
    """The ``draws`` argument: the gods still to draw, by why (the deal's follow from
    ``setup="deal"``)."""
    out: dict[str, list[str]] = {}
    for _, god, why in state.draws:
        if why != "deal":
            out.setdefault(why, []).append(god)
    return out


# -- moves made in a regroup -------------------------------------------------------------------
def with_moves(state: State, moved: Any) -> State:
    """The regroup with ``moved`` made: (piece, from, to) each; the cities typed hold the
    pieces after them. A city that gave a kind of piece cannot receive it, and the other
    way round (ruling HL22)."""
    moves = listed(moved, "moved", "moves (piece, from, to)")
    if not moves:
        return state
    if state.step != "regroup" or state.pending is not None and state.pending.kind != "source":
        raise ScenarioError(f"moves are made in a regroup: moved goes with regroup=True or "
                            f"regroup='CITY' ({cite.REGROUP})")
    me = state.player
    marks: set[tuple[str, str, str]] = set()
    for move in moves:
        if (isinstance(move, (str, bytes)) or not isinstance(move, Sequence) or len(move) != 3
                or move[0] not in PIECES):
            raise ScenarioError(f"a move is (piece, from, to), such as ('greek', 'Argos', "
                                f"'Pylos'), not {excerpt(move)}")
        piece, origin, to = move
        for name in (origin, to):
            if not isinstance(name, str) or not state.has_city(name) or \
                    state.city(name).owner != me:
                raise ScenarioError(f"{excerpt(name)} is not {title(me)}'s city: a regroup moves "
                                    f"pieces between the player's own cities ({cite.REGROUP})")
        if origin == to or state.regroup_to not in (None, to):
            raise ScenarioError(f"a move from {origin} to {to} is not in this regroup: to "
                                f"another city, {state.regroup_to or 'any'} ({cite.REGROUP})")
        marks |= {(piece, origin, "gave"), (piece, to, "got")}
    for piece, city, role in marks:
        if role == "gave" and (piece, city, "got") in marks:
            raise ScenarioError(f"{city} both gave and received {piece}s in this regroup: a "
                                f"city does one or the other ({cite.REGROUP}; "
                                f"{cite.ruling('HL22')})")
    return replace(state, regrouped=tuple(sorted(marks)))


def moves_made(state: State) -> list[list[str]]:
    """Moves that leave the marks of ``state.regrouped``: each city that gave sends to one
    that got, and the other way round."""
    out = []
    for piece in PIECES:
        gave = [x for p, x, role in state.regrouped if p == piece and role == "gave"]
        got = [x for p, x, role in state.regrouped if p == piece and role == "got"]
        if gave and got:
            out += [[piece, g, got[0]] for g in gave] + [[piece, gave[0], r] for r in got[1:]]
    return out


# -- an attack --------------------------------------------------------------------------------
def in_attack(state: State, spec: Any) -> State:
    """An attack declared: the cities typed hold the Greeks left in them; ``from`` says how
    many came from each; ``cards`` the god cards each side has played in it; ``window`` who
    may play next ("defender", the default, or "attacker")."""
    spec = moment_spec(spec, _ATTACK_KEYS, "attack")
    c = state.components
    me = state.player
    target = spec.get("target")
    sources = spec.get("from")
    if not isinstance(sources, Mapping) or not sources:
        raise ScenarioError("attack['from'] maps each city the attacking Greeks came from to "
                            "how many")
    before = state
    pairs = []
    for name, count in sources.items():
        if not before.has_city(name) or before.city(name).owner != me:
            raise ScenarioError(f"{name} is not {title(me)}'s city: the attackers come from "
                                f"its own cities ({cite.ATTACK})")
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise ScenarioError(f"the Greeks from {name} are a whole number, 1 or more, not "
                                f"{excerpt(count)}")
        before = before.with_city(name, greeks=before.city(name).greeks + count)
        pairs.append((name, count))
    cards = moment_spec(spec.get("cards", {}), PLAYERS, "attack['cards']")
    them = other(me)
    mine = tuple(cards.get(me, ()))
    theirs = tuple(cards.get(them, ()))
    for who, played, kinds in ((me, mine, ATTACKER_KINDS), (them, theirs, DEFENDER_KINDS)):
        for name in played:
            if name not in c.card_names or c.card(name).kind not in kinds:
                raise ScenarioError(f"{excerpt(name)} is not a card {title(who)} plays in this "
                                    f"attack "
                                    f"({'the attacker' if who == me else 'the defender'}'s "
                                    f"cards: {_names(c, kinds)}) ({cite.GODS}; "
                                    f"{cite.ruling('HL23')})")
    if mine and first_turn_ban(state, me):
        raise ScenarioError(f"{title(me)} began the game: no god card on their first turn "
                            f"({cite.GODS})")
    try:
        attacking = turn.do_attack(before, a.Attack(target, tuple(pairs)), [])
    except IllegalAction as err:
        raise _scenario(err) from None
    except KeyError:
        raise ScenarioError(f"{excerpt(target)} is not a city on the map ({cite.ATTACK})") from None
    ward = sum(c.card(x).amount for x in theirs if c.card(x).kind == "ward")
    att = attacking.attack
    assert att is not None
    greeks = max(0, att.greeks - ward)
    window = spec.get("window", "defender")
    if window not in ("defender", "attacker"):
        raise ScenarioError(f"the window is 'defender' (the defender may play a card) or "
                            f"'attacker', not {excerpt(window)}")
    att = Attack(att.target, att.kind, att.sources, greeks, mine, theirs, window)
    state = replace(attacking, attack=att).with_supply(me, greeks=-greeks)
    settled = _advance(state)
    if settled.step != "attack":
        raise ScenarioError("no god card can be played and the attack cannot be called off: "
                            "the fight would have followed at once; type the attack's result "
                            f"instead ({cite.ATTACK}; {cite.FAQ_REACT})")
    return settled


# -- the deal and the initial map creation ----------------------------------------------------
def in_deal(state: State) -> State:
    """The deal under way (seed 003 §3; ruling HL5: light first, one card of Ares, Poseidon,
    Zeus each): the hands typed are the cards dealt so far, in that order; the next card is
    drawn now."""
    c = state.components
    each = c.limit("starting cards per god")
    order = [(p, god) for p in PLAYERS for god in GODS for _ in range(each)]
    dealt = [(p.name, c.card(x).god) for p in state.players for x in p.cards]
    if state.cities or sorted(dealt) != sorted(order[:len(dealt)]) or len(dealt) == len(order):
        held = "; ".join(f"{title(p.name)} {', '.join(p.cards) or 'none'}" for p in state.players)
        raise ScenarioError(f"the deal gives {each} card of each god to Light, then to Dark, "
                            f"in the order {', '.join(GODS)}, before any tile is placed: not "
                            f"{held}, {plural(len(state.cities), 'tile')} placed ({cite.SETUP}; "
                            f"{cite.ruling('HL5')})")
    light, dark = (replace(p, placed=0) for p in state.players)
    state = replace(state, phase="setup", turn=0, step="deal", player=PLAYERS[0],
                    players=(light, dark),
                    draws=tuple((p, god, "deal") for p, god in order[len(dealt):]))
    return _advance(state)



def in_setup(state: State, drawn: Any, set_aside: Sequence[str]) -> State:
    """The initial map creation part-way: the cities typed are the tiles placed so far, each
    with 1 Greek and 1 ship; the player to place follows (light first, in turn)."""
    c = state.components
    limit = c.limit("setup tiles")
    for city in state.cities:
        if (city.greeks, city.ships) != (1, 1):
            raise ScenarioError(f"{city.tile} holds {city.greeks} Greeks and {city.ships} ships: "
                                f"a tile of the initial map has 1 Greek and 1 ship ({cite.MAP})")
        if c.tile(city.tile).temple:
            raise ScenarioError(f"{city.tile} has a temple: temple tiles are set aside in the "
                                f"initial map creation ({cite.MAP}; {cite.ruling('HL5')})")
    count = {p: len(state.cities_of(p)) for p in PLAYERS}
    light, dark = count["light"], count["dark"]
    if light > limit or dark > limit or not 0 <= light - dark <= 1:
        raise ScenarioError(f"Light placed {light} tiles and Dark {dark}: the players place "
                            f"in turn, Light first, {limit} each ({cite.MAP})")
    if light == dark == limit:
        raise ScenarioError(f"each player has placed {limit} tiles: the initial map is made, "
                            f"and the main game has begun ({cite.MAP})")
    player = "light" if light == dark else "dark"
    for name in set_aside:  # a temple tile, or one that fitted nowhere when it was drawn
        if name not in c.tile_names or state.has_city(name):
            raise ScenarioError(f"{excerpt(name)} is set aside only if it is a tile drawn in the "
                                f"initial map creation, a temple tile or one that fitted "
                                f"nowhere ({cite.MAP}; {cite.ruling('HL5')})")
    light_side, dark_side = (replace(p, placed=count[p.name], fresh=()) for p in state.players)
    state = replace(state, phase="setup", turn=0, step="map", player=player,
                    players=(light_side, dark_side),
                    stack=tuple(t for t in state.stack if t not in set_aside),
                    set_aside=tuple(sorted(set_aside)))
    if drawn is not None:
        if drawn not in state.stack:
            raise ScenarioError(f"the tile drawn, {excerpt(drawn)}, is not one left in the stack "
                                f"({cite.MAP})")
        if c.tile(drawn).temple:
            raise ScenarioError(f"{drawn} has a temple: it is set aside, never placed in the "
                                f"initial map creation ({cite.MAP}; {cite.ruling('HL5')})")
        state = replace(state, stack=tuple(t for t in state.stack if t != drawn), drawn=drawn)
    settled = _advance(state)
    if settled.drawn != state.drawn or settled.phase != "setup":
        raise ScenarioError(f"{drawn} cannot be placed legally: it is set aside and another "
                            f"drawn ({cite.MAP}; {cite.ruling('HL5')})")
    return settled


# -- the check every moment passes ------------------------------------------------------------
def check(state: State) -> None:
    """What a loaded save must satisfy: the pieces, tiles and cards add up, and the engine
    can list what comes next and play the first of it."""
    from .engine import apply, legal_actions

    errors = conservation_errors(state)
    if errors:
        raise ScenarioError("the position does not add up: " + "; ".join(errors))
    check_playable(state, legal_actions, apply, state.phase == "over")


# -- the arguments that type a moment again ---------------------------------------------------
def moment_args(state: State) -> dict[str, Any]:
    """The builder's arguments for the moment ``state`` is at (none at the start of a turn)."""
    step = state.step
    if step == "deal":
        return {"setup": "deal"}
    if state.phase == "setup":
        return {"setup": True, **({"drawn": state.drawn} if state.drawn else {}),
                **({"set_aside": list(state.set_aside)} if state.set_aside else {})}
    if step == "burst":
        gods = list(state.side(state.player).unseen)
        return {"burst": state.burst_used, **({"taken": gods} if gods else {})}
    if step == "regroup":
        moved = moves_made(state)
        moves = {"moved": moved} if moved else {}
        if state.regroup_to is not None:
            return {"regroup": state.regroup_to, **moves}
        used = {} if state.burst_used == burst_limit(state) else {"burst": state.burst_used}
        return {"regroup": True, **used, **moves}
    if step == "voyage":
        if state.drawn is None:
            return {"voyage": True}
        return {"voyage": state.drawn if state.reacting else
                {"tile": state.drawn, "reacted": True}}
    if step == "voyage ship":
        return {"voyage": {"tile": state.regroup_to, "placed": True}}
    if step == "attack" and state.attack is not None:
        att = state.attack
        cards = {p: list(x) for p, x in ((state.player, att.attacker_cards),
                                         (other(state.player), att.defender_cards)) if x}
        return {"attack": {"target": att.target, "from": dict(att.sources),
                           **({"cards": cards} if cards else {}),
                           **({"window": att.window} if att.window != "defender" else {})}}
    if step == "capture":
        return {"capture": [state.regroup_to, state.capture]}
    return {}


def placement_args(state: State) -> list[list[str]]:
    """The ``placements`` argument: the pieces still to place."""
    return [[piece, to, why] for _, piece, to, why in state.placements]
