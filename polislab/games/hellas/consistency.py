"""Is a state one a game of Hellas could hold? What holds across fields, in one place.

A save's shape (the kind of every field) is checked by its schema
(``polislab/schemas/hellas-state.json``); :func:`consistency_errors` then lists the rules a
state of the right shape breaks, each naming its place or rule: every tile and card named is
one of the game's data, a pending decision fits its kind, the game has a result exactly when
it is over, and the pieces, tiles and cards add up (:func:`.state.conservation_errors`).
"""

from __future__ import annotations

from collections.abc import Iterable

from . import citations as cite
from .components import GODS
from .state import CHANCE, State, conservation_errors

#: What each kind of pending decision records (:mod:`.engine`), and who takes it.
PENDING_DATA = {"tile draw": ("player",), "card draw": ("player", "god", "why"),
                "source": ("piece", "to", "cities")}
CHANCE_KINDS = ("tile draw", "card draw")


def consistency_errors(state: State) -> list[str]:
    """The rules ``state`` breaks, as sentences (empty if none)."""
    errors = _names(state)
    if errors:  # the counts below look names up
        return errors
    errors += _pending(state) + _step(state)
    if (state.phase == "over") != (state.result is not None):
        errors.append(f"result: a game has a result exactly when its phase is 'over' "
                      f"({cite.END})")
    errors += [f"{error} ({cite.COMPONENTS})" for error in conservation_errors(state)]
    return errors


def _names(state: State) -> list[str]:
    c = state.components
    tiles, cards = set(c.tile_names), set(c.card_names)
    errors: list[str] = []

    def need(values: Iterable[str | None], allowed: set[str], where: str, what: str) -> None:
        for value in values:
            if value is not None and value not in allowed:
                errors.append(f"{where}: {value[:40]!r} is not {what} of the game")
                return

    need((city.tile for city in state.cities), tiles, "cities", "a city tile")
    need([*state.stack, *state.bottom, *state.set_aside, state.drawn, state.regroup_to],
         tiles, "stack, bottom, set_aside, turn_state", "a tile")
    for god, deck, discard in zip(GODS, state.decks, state.discards, strict=True):
        of_god = {card.name for card in c.cards if card.god == god}
        need(deck, of_god, f"decks.{god}", f"a card of {god}")
        need(discard, of_god, f"discards.{god}", f"a card of {god}")
    for player in state.players:
        need([*player.cards, *player.fresh], cards, f"players.{player.name}", "a card")
    need(state.effects, cards, "turn_state.effects", "a card")
    if state.attack is not None:
        need([state.attack.target, *(city for city, _ in state.attack.sources)], tiles,
             "turn_state.attack", "a tile")
        need([*state.attack.attacker_cards, *state.attack.defender_cards], cards,
             "turn_state.attack", "a card")
    need((city for _, city, _ in state.regrouped), tiles, "turn_state.regrouped", "a tile")
    need((city for _, _, city, _ in state.placements), tiles, "turn_state.placements", "a tile")
    need((why for *_, why in state.placements), cards | {"voyage"}, "turn_state.placements",
         "'voyage' or a card")
    need((why for *_, why in state.draws), cards | {"deal", "burst"}, "turn_state.draws",
         "'deal', 'burst' or a card")
    if state.pending is not None and state.pending.kind == "source":
        need([state.pending.get("to"), *state.pending.get("cities", ())], tiles,
             "pending.data", "a tile")
    return errors


def _step(state: State) -> list[str]:
    """What the turn's step works on is there: the tile drawn to place (unless its draw is
    pending), the new city of a voyage's ship or of a capture, the piece a card moves."""
    pending = state.pending
    if state.step in ("map", "voyage") and state.drawn is None and pending is None:
        return [f"turn_state.drawn: the step {state.step!r} places the tile drawn, and none "
                f"is drawn or to draw ({cite.MAP if state.step == 'map' else cite.VOYAGE})"]
    if state.step in ("voyage ship", "capture") and state.regroup_to is None:
        return [f"turn_state.regroup_to: the step {state.step!r} places ships beside a new "
                f"city, and none is named"]
    if pending is not None and pending.kind == "source" and not state.placements:
        return ["turn_state.placements: a 'source' decision chooses where a piece comes from, "
                "and no piece is to be placed"]
    return []


def _pending(state: State) -> list[str]:
    pending = state.pending
    if pending is None:
        return []
    if state.phase == "over":
        return ["pending: a finished game waits for no decision"]
    if (pending.kind in CHANCE_KINDS) != (pending.actor == CHANCE):
        return [f"pending.actor: a {pending.kind!r} is taken by "
                f"{'chance' if pending.kind in CHANCE_KINDS else 'a player'}"]
    keys = tuple(sorted(key for key, _ in pending.data))
    wanted = tuple(sorted(PENDING_DATA[pending.kind]))
    if keys != wanted:
        return [f"pending.data: a {pending.kind!r} records {', '.join(wanted)}, not "
                f"{', '.join(keys) or 'nothing'}"]
    return []
