"""A position of hopping Polis: an immutable value with moves, events, diagram and JSON."""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
from polislab.core.inputs import check_action_text, excerpt
from polislab.core.schema import add_version, check, upgrade
from polislab.core.scripting import GameState

from . import citations as cite
from .board import (
    BLUE,
    COLOR_CODES,
    COLOR_NAMES,
    COMPONENTS,
    DIRECTIONS,
    EMPTY,
    ENEMIES_OF,
    GOAL_RANK,
    KIND_NAMES,
    PIECES_OF,
    RED,
    SQUARE_INDEX,
    SQUARE_NAMES,
    SQUARES,
    rank_of,
)
from .diagram import format_board, parse
from .options import Rules
from .rules import (
    BLOCKED,
    DEFENDED,
    EDGE,
    Resolution,
    arrival_winner,
    pending_dogs,
    quick_legality,
    resolve,
    sandwich,
    step_dangers,
    stunned_chariots,
)

JSON_FORMAT = "polislab/hopping-position/1"
#: The layout's version: 2 added the "version" key itself (version 1 saves are migrated).
JSON_VERSION = 2
_MIGRATIONS = {1: add_version(2)}
_DERIVE = object()  # from_diagram: work the result out from the board
_UNDECIDED = object()  # from_json: a saved game that was still going


class Piece(NamedTuple):
    """A piece: its colour ("red" or "blue") and kind ("dog" or "chariot")."""

    color: str
    kind: str

    def __str__(self) -> str:
        return f"{self.color.capitalize()} {self.kind}"

    @classmethod
    def of(cls, code: int) -> Piece:
        return cls(COLOR_NAMES[1 if code > 0 else -1], KIND_NAMES[abs(code)])


# What a player may type to skip a turn, which §Taking Your Turn forbids.
_PASSING = frozenset({"pass", "skip", "pass turn", "skip turn"})


class Move(NamedTuple):
    """A step from ``origin`` to ``target``, written ``c6-d5``."""

    origin: str
    target: str

    def __str__(self) -> str:
        return f"{self.origin}-{self.target}"

    @classmethod
    def parse(cls, text: Move | str) -> Move:
        """Read ``c6-d5``; :class:`ScenarioError` (with the column) if it cannot be read, and
        :class:`IllegalAction` citing §Taking Your Turn for "pass" (a turn cannot be skipped)."""
        if isinstance(text, Move):
            return text
        if not isinstance(text, str):
            raise ScenarioError(f"a move is written like 'c6-d5', not {excerpt(text)}")
        check_action_text(text)
        if text.strip().lower() in _PASSING:
            raise IllegalAction(cite.TURN, "you cannot skip your turn: on your turn you must "
                                "move one of your pieces, written like 'c6-d5'")
        match = re.fullmatch(r"\s*([a-zA-Z]\d+)\s*-\s*([a-zA-Z]\d+)\s*", text)
        if match is None:
            raise ScenarioError(f"cannot read the move {excerpt(text)}: write it like 'c6-d5'")
        for group in (1, 2):
            if match.group(group).lower() not in SQUARE_INDEX:
                raise ScenarioError(
                    f"{match.group(group)!r} is not a square of the board (a1 to h8)",
                    column=match.start(group) + 1,
                )
        return cls(match.group(1).lower(), match.group(2).lower())


# Each square's neighbours on the board, with the Move to each: made once, so listing the legal
# moves makes no new Move (board order: a1 first, then each direction).
_NEIGHBOURS: dict[int, tuple[tuple[int, Move, tuple[int, int]], ...]] = {
    s: tuple((s + d, Move(SQUARE_NAMES[s], SQUARE_NAMES[s + d]), (s, s + d))
             for d in DIRECTIONS if s + d in SQUARE_NAMES)
    for s in SQUARES
}


def _side_name(side: int) -> str:
    return COLOR_NAMES[side].capitalize()


def _describe(code: int, square: int) -> str:
    return f"{Piece.of(code)} {SQUARE_NAMES[square]}"


class Position(GameState):
    """A position: the board, whose move it is, the rule options and the game's result.

    Positions are values: :meth:`play` returns a new one and leaves this one as it was.
    ``events`` and ``last_move`` tell how this position was reached (empty for a new one).
    ``str(position)`` (the diagram), the picture and ``to_json`` / ``from_json``
    (:func:`position_to_json`, :func:`position_from_json`) are those every game's state offers
    (:class:`~polislab.core.scripting.GameState`).

    For speed (issue 19) a position works out its legal moves once, when first asked (or when
    asked whether the game is over), and the events of the move that made it, with their
    sentences, only when ``events`` is first read.
    """

    game_name = "hopping"  # the name the game is registered under

    __slots__ = ("_board", "_side", "rules", "quiet_plies", "_chariots", "_stunned",
                 "_pending", "_decided", "_result", "last_move", "_events", "_made", "_steps")

    _board: tuple[int, ...]
    _side: int
    rules: Rules
    quiet_plies: int
    _chariots: tuple[int, int]
    _stunned: frozenset[int]
    _pending: tuple[int, ...]
    _decided: str | None
    _result: str | None | bool
    last_move: Move | None
    _events: tuple[Event, ...] | None  # None: not told yet (see _made)
    # How the last move resolved, for telling its events: (resolution, stunned chariots and
    # chariots' squares before it), or None once told.
    _made: tuple[Resolution, frozenset[int], tuple[int, int]] | None
    _steps: dict[Move, tuple[int, int]] | None  # the legal moves and their squares, once known

    def __init__(self) -> None:
        raise TypeError("use Position.start() or Position.from_diagram(text)")

    @classmethod
    def _new(cls, board: list[int], side: int, rules: Rules, quiet_plies: int,
             decided: str | None, chariots: tuple[int, int], stunned: frozenset[int],
             pending: tuple[int, ...], last_move: Move | None = None,
             events: tuple[Event, ...] | None = ()) -> Position:
        pos = object.__new__(cls)
        pos._board = tuple(board)
        pos._side = side
        pos.rules = rules
        pos.quiet_plies = quiet_plies
        pos._decided = decided
        pos._chariots = chariots
        pos._stunned = stunned
        pos._pending = pending
        pos._result = False  # not yet worked out
        pos.last_move = last_move
        pos._events = events
        pos._made = None
        pos._steps = None
        return pos

    # -- making positions ----------------------------------------------------------------------
    @classmethod
    def start(cls, rules: Rules | None = None) -> Position:
        """The seed's starting position (seed 002 §Starting Position)."""
        rules = rules or Rules()
        return cls.from_diagram("\n".join(COMPONENTS["start"]["diagram"]),
                                to_move=rules.first_player, rules=rules)

    @classmethod
    def from_diagram(cls, text: str, to_move: str = "red", rules: Rules | None = None,
                     quiet_plies: int = 0, result: Any = None) -> Position:
        """A position from a diagram (see :mod:`polislab.games.hopping.diagram`).

        A chariot already on its goal row means the game is over (ruling H10); ``result``
        (used when loading a saved game) overrides that.
        """
        if result is None:
            result = _DERIVE
        if not isinstance(to_move, str) or to_move not in COLOR_CODES:
            raise ScenarioError(f"to_move must be 'red' or 'blue', not {excerpt(to_move)}")
        if not isinstance(quiet_plies, int) or isinstance(quiet_plies, bool) or not (
                0 <= quiet_plies <= 1_000_000):
            raise ScenarioError("quiet_plies counts the moves made in a row without a capture: "
                                f"a whole number, 0 or more, not {excerpt(quiet_plies)}")
        if rules is not None and not isinstance(rules, Rules):
            raise ScenarioError("rules must be a hopping.Rules (e.g. Rules(quiet_limit=50)) or "
                                f"None, not {excerpt(rules)}")
        board = parse(text)
        chariots = (_find(board, 2), _find(board, -2))
        stunned = stunned_chariots(board, chariots)
        decided = None
        arrived = [side for side, c in zip((RED, BLUE), chariots, strict=True)
                   if c and rank_of(c) == GOAL_RANK[side]]
        if len(arrived) == 2 and result is _DERIVE:
            raise ScenarioError("both chariots stand on their goal rows: the game could not "
                                f"have gone on to reach this position ({cite.HOW_TO_WIN})")
        if result is not _DERIVE:  # a saved game says how it stands (H6 may leave chariots home)
            decided = None if result is _UNDECIDED else result
        elif arrived:
            decided = COLOR_NAMES[arrived[0]]
        return cls._new(board, COLOR_CODES[to_move], rules or Rules(), quiet_plies, decided,
                        chariots, stunned, pending_dogs(board, stunned))

    # -- reading -------------------------------------------------------------------------------
    @property
    def to_move(self) -> str | None:
        """"red" or "blue": whose turn it is; None once the game is over, as in every game."""
        return None if self.is_over else COLOR_NAMES[self._side]

    def piece_at(self, square: str) -> Piece | None:
        code = self._board[_square(square)]
        return None if code == EMPTY else Piece.of(code)

    def pieces(self) -> dict[str, Piece]:
        """Every piece on the board by square, a1 first."""
        return {SQUARE_NAMES[s]: Piece.of(self._board[s]) for s in SQUARES
                if self._board[s] != EMPTY}

    def count(self, color: str, kind: str | None = None) -> int:
        """How many pieces of a colour (and kind) are on the board."""
        side = COLOR_CODES[color]
        codes = PIECES_OF[side] if kind is None else {side * (1 if kind == "dog" else 2)}
        return sum(1 for s in SQUARES if self._board[s] in codes)

    def stunned(self) -> frozenset[str]:
        """The squares of the stunned chariots (seed 002 §Stunned Chariots)."""
        return frozenset(SQUARE_NAMES[s] for s in self._stunned)

    @property
    def result(self) -> str | None:
        """"red" or "blue" for a win, "draw", or None while the game goes on."""
        if isinstance(self._result, bool):  # False: not worked out yet
            self._result = self._work_out_result()
        return self._result

    @property
    def winner(self) -> str | None:
        return self.result if self.result in ("red", "blue") else None

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def _work_out_result(self) -> str | None:
        if self._decided is not None:
            return self._decided
        if not self._legal_steps():
            if self.rules.no_legal_move == "draw":
                return "draw"
            return COLOR_NAMES[-self._side]
        return None

    def why_over(self) -> str | None:
        """A sentence saying why the game ended, or None while it goes on."""
        return None if not self.is_over else self._ending().explain()

    def _ending(self) -> Event:
        """The event that ended the game (the game must be over)."""
        for event in self.events:
            if event.kind in ("win", "draw"):
                return event
        if self._decided is not None:
            return Event("win", f"{self._decided.capitalize()} has won: its chariot stands on the "
                         "opponent's back row", cite.HOW_TO_WIN)
        return _no_move_event(self._side, self.rules)

    @property
    def events(self) -> tuple[Event, ...]:
        """What the move that made this position did, in order (empty for a new position)."""
        if self._events is None:
            self._events = self._tell()
        return self._events

    # -- moves ---------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every legal move, in board order (a1 first, then each direction)."""
        return list(self._legal_steps())

    def _legal_steps(self) -> dict[Move, tuple[int, int]]:
        """The legal moves with their squares (none once the game is decided), worked out once."""
        steps = self._steps
        if steps is None:
            steps = self._steps = {} if self._decided is not None else self._find_steps()
        return steps

    def _find_steps(self) -> dict[Move, tuple[int, int]]:
        board, stunned = self._board, self._stunned
        mine = PIECES_OF[self._side]
        movers: list[int] = []
        theirs: list[int] = []
        for s in SQUARES:
            if board[s]:
                (movers if board[s] in mine else theirs).append(s)
        # The empty squares between two enemies (all others are safe to step onto)
        dangers = step_dangers(board, theirs, ENEMIES_OF[self._side])
        steps: dict[Move, tuple[int, int]] = {}
        for s in movers:
            if s in stunned:
                continue
            dog = board[s] == 1 or board[s] == -1  # a chariot between any two enemies is stunned
            for t, move, squares in _NEIGHBOURS[s]:
                if board[t]:
                    continue
                # danger 1: a dog's fate hangs on whether an enemy chariot is stunned after it
                if t not in dangers or (dog and dangers[t] == 1 and not self._resolve(
                        s, t, record=False)[1].illegal):
                    steps[move] = squares
        return steps

    def _step_is_legal(self, origin: int, target: int) -> bool:
        verdict = quick_legality(self._board, origin, target)  # reads the board only
        if verdict is None:
            verdict = not self._resolve(origin, target, record=False)[1].illegal
        return verdict

    def _resolve(self, origin: int, target: int,
                 record: bool = True) -> tuple[list[int], Resolution]:
        board = list(self._board)
        res = resolve(board, origin, target, self._chariots, self._stunned, self._pending,
                      self.rules.stunned_anchor, record=record,
                      stun_before_hops=self.rules.stun_before_hops)
        return board, res

    def is_legal(self, move: Move | str) -> bool:
        """Whether ``move`` may be played now (every rule, including §Illegal Moves)."""
        try:
            origin, target = self._check(Move.parse(move))
        except (IllegalAction, ScenarioError):
            return False
        return self._step_is_legal(origin, target)

    def legal_actions(self) -> list[Move]:
        """The legal moves (:meth:`legal_moves`), as every game's states name them."""
        return self.legal_moves()

    def play(self, *moves: Move | str, randomness: object = None) -> Position:
        """The position after ``moves`` (each a :class:`Move` or text like ``"c6-d5"``), one
        after another; its ``events`` are what they all did. (``randomness`` is taken as in
        every game's ``play``; this game has no chance.)

        Raises :class:`~polislab.IllegalAction` naming the rule if a move is illegal, or
        :class:`~polislab.ScenarioError` if the text cannot be read; ``self`` never changes.
        """
        if len(moves) == 1:  # its events are told when first read, not here
            return self._play_one(moves[0])
        pos = self
        events: list[Event] = []
        for move in moves:
            pos = pos._play_one(move)
            events += pos.events
        if len(moves) > 1:
            pos = Position._new(list(pos._board), pos._side, pos.rules, pos.quiet_plies,
                                pos._decided, pos._chariots, pos._stunned, pos._pending,
                                pos.last_move, tuple(events))
        return pos

    def _play_one(self, move: Move | str) -> Position:
        move = Move.parse(move)
        steps = self._steps
        squares = None if steps is None else steps.get(move)
        if squares is None:  # not known to be legal: check it, to say why not
            origin, target = self._check(move)
        else:
            origin, target = squares
        board, res = self._resolve(origin, target)
        if squares is None and res.illegal:  # (a move from legal_moves() is known legal)
            raise IllegalAction(cite.ILLEGAL, _danger_reason(res))
        quiet = 0 if res.captures else self.quiet_plies + 1
        arrived = arrival_winner(res, self._side, self.rules.hopped_chariot_wins)
        decided = None if arrived is None else COLOR_NAMES[arrived]
        if decided is None and self.rules.quiet_limit is not None and (
                quiet >= self.rules.quiet_limit):
            decided = "draw"
        pos = Position._new(board, -self._side, self.rules, quiet, decided, res.chariots,
                            res.stunned_after, res.pending, move, None)
        pos._made = (res, self._stunned, self._chariots)
        return pos

    def _tell(self) -> tuple[Event, ...]:
        """The events of the move that made this position (see :meth:`play`)."""
        if self._made is None:
            return ()
        res, stunned_before, chariots_before = self._made
        events = _events(res, list(self._board), stunned_before, chariots_before)
        if self._decided == "draw":
            events.append(Event("draw", f"Draw: {self.quiet_plies} moves in a row without a "
                                "capture", cite.ruling("H8"), {}))
        elif self._decided is not None:
            events.append(_win_event(self._decided, res))
        elif not self._legal_steps():
            events.append(_no_move_event(self._side, self.rules))
        self._made = None
        return tuple(events)

    def _check(self, move: Move) -> tuple[int, int]:
        """The squares of ``move`` if the turn and movement rules allow it; else raise."""
        if self.is_over:
            ending = self._ending()
            raise IllegalAction(ending.rule, f"the game is over: {ending.text}")
        origin, target = SQUARE_INDEX[move.origin], SQUARE_INDEX[move.target]
        code = self._board[origin]
        side = _side_name(self._side)
        if code == EMPTY:
            raise IllegalAction(cite.TURN, f"there is no piece on {move.origin} to move")
        if code not in PIECES_OF[self._side]:
            raise IllegalAction(cite.TURN, f"the {Piece.of(code)} on {move.origin} is not "
                                f"{side}'s: {side} moves one of its own pieces")
        if origin in self._stunned:
            raise IllegalAction(cite.STUNNED, f"the {Piece.of(code)} on {move.origin} is "
                                "stunned and cannot be moved by its owner")
        if target - origin not in DIRECTIONS:
            raise IllegalAction(cite.MOVEMENT, f"{move.origin} to {move.target} is not one "
                                "square in any direction")
        if self._board[target] != EMPTY:
            raise IllegalAction(cite.MOVEMENT + "; " + cite.ruling("H2"),
                                f"{move.target} is occupied: pieces move to empty squares")
        return origin, target

    # -- text and data -------------------------------------------------------------------------
    def to_diagram(self) -> str:
        return format_board(self._board)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (self._board, self._side, self.quiet_plies, self._decided, self.rules) == (
            other._board, other._side, other.quiet_plies, other._decided, other.rules)

    def __hash__(self) -> int:
        return hash((self._board, self._side, self.quiet_plies, self._decided))

    def _status(self) -> str:
        result = self.result
        if result is not None:  # the game is over
            return "draw" if result == "draw" else f"{result.capitalize()} won"
        return f"{COLOR_NAMES[self._side].capitalize()} to move"

    def __repr__(self) -> str:
        pieces = ", ".join(f"{c} {self.count(c)}" for c in ("red", "blue"))
        return f"hopping.Position({self._status()}, pieces {pieces})"

    def describe(self) -> str:
        """The whole position as text: who is to move (or how the game ended), the board."""
        return f"Position: {self._status()}\n{self.to_diagram()}"


def position_to_json(pos: Position) -> dict[str, Any]:
    """The position as plain data (JSON), read back by :func:`position_from_json`: what
    ``position.to_json()`` gives."""
    return {
        "format": JSON_FORMAT,
        "version": JSON_VERSION,
        "diagram": pos.to_diagram().splitlines(),
        "to_move": COLOR_NAMES[pos._side],  # (whose turn it was, when the game is over)
        "quiet_plies": pos.quiet_plies,
        "result": pos._decided,
        "rules": pos.rules.to_json(),
    }


def position_from_json(data: Any) -> Position:
    """Read :func:`position_to_json` data; :class:`ScenarioError` if it is not a valid position.

    The layout is declared by the JSON Schema ``schemas/hopping-position.json`` of this package
    (a version-1 save, before saves named their version, is migrated first)."""
    data = upgrade(data, JSON_VERSION, _MIGRATIONS, "a saved hopping Polis position")
    check(data, "hopping-position", "a saved hopping Polis position")
    result = data.get("result")
    position = Position.from_diagram("\n".join(data["diagram"]),
                                     to_move=data.get("to_move", "red"),
                                     rules=Rules.from_json(data.get("rules", {})),
                                     quiet_plies=data.get("quiet_plies", 0),
                                     result=result if result is not None else _UNDECIDED)
    limit = position.rules.quiet_limit
    if result is None and limit is not None and position.quiet_plies >= limit:
        raise ScenarioError(f"a saved hopping Polis position: quiet_plies: after {limit} "
                            "moves without a capture the game is drawn, so a game still "
                            f"going has fewer ({cite.ruling('H8')})")
    return position


def _find(board: list[int], code: int) -> int:
    return next((s for s in SQUARES if board[s] == code), 0)


def _square(name: str) -> int:
    try:
        return SQUARE_INDEX[name.lower()]
    except (KeyError, AttributeError):
        raise ScenarioError(f"{excerpt(name)} is not a square of the board (a1 to h8)") from None


def _danger_reason(res: Resolution) -> str:
    move = f"{SQUARE_NAMES[res.origin]}-{SQUARE_NAMES[res.target]}"
    piece = Piece.of(res.piece)
    if piece.kind == "chariot":
        a, b = sandwich(res.board_mid, res.target) or (0, 0)
        fate = "stunned"
    else:
        a, b = next((c[2], c[3]) for c in res.captures if c[0] == res.target)
        fate = "captured"
    return (f"{move} would put the {piece} between the enemy pieces on {SQUARE_NAMES[a]} and "
            f"{SQUARE_NAMES[b]}, where it is at once {fate}")


def _events(res: Resolution, board: list[int], stunned_before: frozenset[int],
            chariots_before: tuple[int, int]) -> list[Event]:
    """The events of a resolved move; ``board`` is the final board."""
    name, mid = SQUARE_NAMES, res.board_mid
    moved = Piece.of(res.piece)
    origin, target = name[res.origin], name[res.target]
    events = [Event("move", f"{moved} moved from {origin} to {target}", cite.MOVEMENT,
                    {"piece": str(moved).lower(), "from": origin, "to": target})]
    for src, dst, code in res.hops:
        events.append(Event(
            "hop", f"{_describe(code, src)} hopped to {name[dst]} over the {moved} on {target}",
            cite.HOPPING,
            {"piece": str(Piece.of(code)).lower(), "from": name[src], "to": name[dst],
             "over": target}))
    for square, reason, by in res.stays:
        who = _describe(mid[square], square)
        data = {"square": name[square], "reason": reason, "by": name.get(by, "")}
        if reason == BLOCKED:
            text, rule = f"{who} stayed: its landing square {name[by]} is occupied", cite.BLOCKED
        elif reason == EDGE:
            text, rule = f"{who} stayed: it would land off the board", cite.BLOCKED
            data["by"] = ""
        elif reason == DEFENDED:
            text = (f"{who} stayed: defended by {name[by]}, a piece of its colour directly "
                    "behind it")
            rule = cite.DEFENDED
        elif square in stunned_before:
            text, rule = f"{who} stayed: a stunned chariot does not hop", cite.STUNNED_NO_HOP
            data["by"] = ""
        else:  # stunned by this very step: ruling H5 judges the stun before the hops
            text = (f"{who} stayed: the step put it between two enemy pieces, so it is "
                    "stunned already, and a stunned chariot does not hop")
            rule = cite.STUNNED_NO_HOP + "; " + cite.ruling("H5")
            data["by"] = ""
        events.append(Event("stay", text, rule, data))
    rule = cite.SIMULTANEOUS if len(res.captures) > 1 else cite.CAPTURE
    for square, code, a, b, code_a, code_b in res.captures:
        events.append(Event(
            "capture",
            f"{_describe(code, square)} was captured between the {Piece.of(code_a)} on "
            f"{name[a]} and the {Piece.of(code_b)} on {name[b]}", rule,
            {"square": name[square], "piece": str(Piece.of(code)).lower(),
             "between": [name[a], name[b]]}))
    for square, chariot in res.spared:
        events.append(Event(
            "spared",
            f"{_describe(mid[square], square)} was not captured: the {Piece.of(mid[chariot])} "
            f"on {name[chariot]} is stunned and does not count",
            cite.STUNNED, {"square": name[square], "by": name[chariot]}))
    for slot, side in enumerate((RED, BLUE)):
        before = chariots_before[slot] in stunned_before
        now = res.chariots[slot]
        after = now in res.stunned_after
        if after and not before:
            a, b = sandwich(board, now) or (0, 0)
            events.append(Event(
                "stun",
                f"{_describe(board[now], now)} is stunned between the {Piece.of(board[a])} on "
                f"{name[a]} and the {Piece.of(board[b])} on {name[b]}: it cannot move, hop or "
                "help capture", cite.STUNNED,
                {"square": name[now], "between": [name[a], name[b]]}))
        elif before and not after:
            events.append(Event(
                "release",
                f"{_describe(2 * side, now)} is no longer stunned: it no longer stands between "
                "two enemy pieces", cite.STUNNED + "; " + cite.ruling("H5"),  # how long: H5
                {"square": name[now]}))
    return events


def _win_event(winner: str, res: Resolution) -> Event:
    side = COLOR_CODES[winner]
    square = SQUARE_NAMES[res.chariots[0 if side == RED else 1]]
    hopped = res.piece != 2 * side
    rule = cite.HOW_TO_WIN + ("; " + cite.ruling("H6") if hopped else "")
    how = "was hopped onto" if hopped else "reached"
    return Event("win", f"{winner.capitalize()} wins: its chariot {how} {square}, on the "
                 "opponent's back row", rule, {"winner": winner, "square": square})


def _no_move_event(side: int, rules: Rules) -> Event:
    player = _side_name(side)
    if rules.no_legal_move == "draw":
        return Event("draw", f"Draw: {player} has no legal move", cite.ruling("H7"), {})
    winner = COLOR_NAMES[-side]
    return Event("win", f"{winner.capitalize()} wins: {player} has no legal move and must move",
                 cite.TURN + "; " + cite.ruling("H7"), {"winner": winner})
