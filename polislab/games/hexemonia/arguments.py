"""Any state typed back as the builder's arguments (issue 35): :func:`position_args`.

``position(**position_args(state))`` builds ``state`` again: the same save data and the same
legal actions. The arguments are plain data, what a teacher would type, and those equal to
the builder's defaults are left out.

>>> from polislab.games.hexemonia import position, position_args, start
>>> state = start(seed=1, players=2).play("take Oracle")
>>> args = position_args(state)
>>> args["step"], args["drawn"], args["hands"]["red"], args["display"]
('draw', 1, ['Village', 'Oracle', 'Fates'], ['Fleet', 'Pasture', 'Tavern', 'Port'])
>>> position_args(position(["Ann", "Bob"], turn="Bob"))
{'names': ['Ann', 'Bob'], 'turn': 'Bob', 'step': 'play'}
>>> position(**args) == state
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from .components import COMPONENTS, KINDS
from .hexes import ACROPOLIS, label
from .options import COLOURS, Options
from .state import ACROPOLIS_TILE, Placed, State

_DEFAULTS = Options().to_json()


def position_args(state: State) -> dict[str, Any]:
    """The builder's arguments that type ``state`` (see the module text)."""
    args: dict[str, Any] = {}
    opts = state.options
    n = len(state.players)
    if tuple(state.names) != tuple(COLOURS[:n]):
        args["names"] = list(state.names)
    elif n != _DEFAULTS["players"]:
        args["players"] = n
    for key, value in opts.to_json().items():
        if key not in ("names", "players") and value != _DEFAULTS[key]:
            args[key] = value
    _table(state, args)
    _turn(state, args)
    return args


def cubes_text(cubes: Sequence[int]) -> str:
    """Cubes (citizens, hoplites, gold) as the builder reads them: "3c 2g"."""
    return " ".join(f"{count}{kind[0]}" for count, kind in zip(cubes, KINDS, strict=True)
                    if count)


def tile_text(p: Placed) -> str:
    """A tile as the builder reads it: "Quarry 3c 2g +Oracle"; the Acropolis by its cubes."""
    cubes = cubes_text(p.cubes)
    title = "" if p.tile == ACROPOLIS_TILE else p.tile
    tokens = " ".join(f"+{t}" for t in p.tokens)
    return " ".join(part for part in (title, cubes, tokens) if part)


def _table(state: State, args: dict[str, Any]) -> None:
    opts = state.options
    n = len(state.players)
    cities = {}
    for player in state.players:
        city = {p.at: tile_text(p) for p in player.city}
        if city != {"A": "2c 1g"}:
            cities[player.name] = city
    if cities:
        args["cities"] = cities
    acropolis = [p.acropolis for p in state.players]
    if acropolis != [a.name for a in COMPONENTS.acropolis_for(n)]:
        args["acropolis"] = acropolis
    for key, field in (("hands", "hand"), ("myths", "myths")):
        held = {p.name: list(getattr(p, field)) for p in state.players if getattr(p, field)}
        if held:
            args[key] = held
    revealed = [p.name for p in state.players if p.revealed]
    if revealed and not opts.face_up:
        args["revealed"] = revealed
    stack_typed = list(state.stack) != _default_stack(state)
    if stack_typed:
        args["stack"] = list(state.stack)
    if list(state.display) != _default_display(state, stack_typed):
        args["display"] = list(state.display)
    if state.underworld:
        args["underworld"] = list(state.underworld)
    if state.philosopher is not None:
        args["philosopher"] = state.names[state.philosopher]
    if state.last_player != (opts.first_player - 1) % n:
        args["last_player"] = state.names[state.last_player]
    if state.ending:
        args["ending"] = True
    if state.turns != 1:
        args["turns"] = state.turns


def _default_display(state: State, stack_typed: bool) -> list[str]:
    """The face-up tiles the builder lays out when none are typed: the first four tiles
    nobody holds, in data order (and not in the stack, when it is typed)."""
    from .setup import FACE_UP, _in_data_order

    left = _not_held(state) - (Counter(state.stack) if stack_typed else Counter())
    return _in_data_order(left, len(state.players))[:FACE_UP]


def _default_stack(state: State) -> list[str]:
    """The stack the builder lays out when none is typed: the tiles nobody holds, in data
    order (none in the final round)."""
    from .setup import _in_data_order

    if state.ending:
        return []
    return _in_data_order(_not_held(state) - Counter(state.display), len(state.players))


def _not_held(state: State) -> Counter[str]:
    """The tiles of the player count in no city, hand, Myth row, Underworld or decision."""
    n = len(state.players)
    used: Counter[str] = Counter(state.underworld)
    for player in state.players:
        used.update(p.tile for p in player.city if p.tile != ACROPOLIS_TILE)
        used.update(player.hand)
        used.update(player.myths)
    if state.pending is not None and state.pending.kind == "place":
        used[state.pending.get("tile")] += 1
    return Counter(COMPONENTS.tiles_for(n)) - used


def _turn(state: State, args: dict[str, Any]) -> None:
    """Whose turn, its step and the moment inside it."""
    args["turn"] = state.current.name
    pend = state.pending
    kind = pend.kind if pend is not None else None
    args["step"] = "discard" if kind == "discard" else state.step
    if state.step == "draw" and state.drawn == 1:
        args["drawn"] = 1
    elif state.step != "draw" and state.drawn == 0:
        args["drawn"] = 0  # a final-round turn, which skips step A
    played = [label(h) for h in state.played]
    if kind == "pay":
        played.remove(pend.get("at"))  # type: ignore[union-attr]
        args["paying"] = _paying(state)
    if played:
        args["played"] = played
    if state.action == "war":
        args["war"] = _war(state)
    elif state.action == "special":
        args["special"] = _special(state)
    elif state.action == "strategy":
        args["strategy"] = _strategy(state)


def _paying(state: State) -> str | dict[str, Any]:
    pend = state.pending
    assert pend is not None
    if not pend.get("paid"):
        return str(pend.get("at"))
    paid: dict[str, list[int]] = {}
    for at, k, count in pend.get("paid"):
        paid.setdefault(at, [0, 0, 0])[k] += count
    return {"at": pend.get("at"),
            "paid": {at: cubes_text(cubes) for at, cubes in paid.items()}}


def _war(state: State) -> dict[str, Any]:
    pend = state.pending
    names = state.names
    attacked = list(state.get("attacked") or ())
    spec: dict[str, Any] = {}
    kind = pend.kind if pend is not None else None
    if kind in ("commit", "casualties"):
        assert pend is not None
        target = pend.get("target")
        attacked.remove(target)
        spec["attacking"] = [names[target], pend.get("at")]
        if kind == "commit":
            committed: dict[str, list[int]] = {}
            for at, k, count in pend.get("sources"):
                committed.setdefault(at, [0, 0, 0])[k] += count
        else:
            committed = {"A": list(pend.get("held"))}
            spec["defenders"] = _defenders(state)
        if any(sum(c) for c in committed.values()):
            spec["committed"] = {at: cubes_text(cubes) for at, cubes in committed.items()}
    if kind == "place":
        assert pend is not None
        citizens, hoplites, gold = pend.get("held")
        spec["placing"] = tile_text(Placed(ACROPOLIS, pend.get("tile"), citizens, hoplites,
                                           gold, tuple(pend.get("tokens"))))
    if attacked:
        spec["attacked"] = [names[i] for i in attacked]
    return spec


def _defenders(state: State) -> str:
    """The Citizens and Hoplites a won charge destroyed: the loss owed, less the shield's
    part, in Citizens (a Hoplite worth two), typed as Hoplites and one Citizen at most."""
    pend = state.pending
    assert pend is not None
    worth = pend.get("loss") - 2 * pend.get("shield")
    return cubes_text((worth % 2, worth // 2, 0)) or "0c"


def _special(state: State) -> dict[str, Any]:
    used = list(state.get("used") or ())
    pend = state.pending
    spec: dict[str, Any] = {}
    if pend is not None and pend.kind in ("agora", "necropolis", "give", "pandora"):
        if pend.kind == "pandora":
            key = "Pandora"
            spec["opponent"] = state.names[pend.get("target")]
        else:
            key = pend.get("to") if pend.kind == "give" else pend.get("at")
        used.remove(key)
        spec["using"] = key
        if pend.kind == "agora":
            spec["left"] = pend.get("left")
        elif pend.kind == "necropolis":
            spec["removed"] = pend.get("removed")
        elif pend.kind == "give":
            spec["waiting"] = [state.names[i] for i in pend.get("queue")]
    if used:
        spec["used"] = used
    return spec


def _strategy(state: State) -> dict[str, Any]:
    """The moves as (kind, from, to): each tile that gave a kind paired with one that
    received it, which gives the same record of who gave and who received."""
    flows = state.get("flows") or ()
    moved = []
    for k, kind in enumerate(KINDS[:3]):
        gave = [at for at, kk, sign in flows if kk == k and sign < 0]
        got = [at for at, kk, sign in flows if kk == k and sign > 0]
        for i in range(max(len(gave), len(got))):
            moved.append([kind, gave[min(i, len(gave) - 1)], got[min(i, len(got) - 1)]])
    spec: dict[str, Any] = {}
    if moved:
        spec["moved"] = moved
    exchanged = [[at, "citizens" if give == "citizens" else "hoplites"]
                 for at, give in state.get("exchanged") or ()]
    if exchanged:
        spec["exchanged"] = exchanged
    return spec
