"""How a hopping-Polis position looks: board geometry, pieces, marks and a text description.

``scene(position)`` builds a backend-neutral :class:`~polislab.render.scene.Scene`;
``svg(position)`` renders it as SVG (what ``Position._repr_svg_`` shows in a notebook);
``describe(position)`` says the same in words, for screen readers.

The look is made for a classroom projector and for colour-blind readers: the two sides use
the Okabe-Ito blue and vermillion *and* differ in shape (Red pieces are round, Blue pieces are
diamonds); a chariot is a large piece with a white wheel; a stunned chariot sits on a yellow
jagged star. Every number below is presentation, not game data.

This module reads a position only through its public API (``pieces()``, ``stunned()``,
``to_move``, ``result``, ``last_move``, ``events``) and never changes it.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import shown
from polislab.render.place_marks import MARK_COLORS, arrow, cross, dash, dashes, dot, in_passes
from polislab.render.scene import Circle, Line, Point, Polygon, Rect, Scene, Shape, Text
from polislab.render.svg import to_svg

__all__ = [
    "COLORS",
    "MARK_KINDS",
    "MARK_WORDS",
    "SQUARE",
    "default_marks",
    "describe",
    "legend",
    "scene",
    "square_center",
    "svg",
]

# --- geometry --------------------------------------------------------------------------------

FILES = "abcdefgh"  #: file letters, left to right from Red's side
RANKS = 8  #: ranks, 1 at the bottom from Red's side
SQUARE = 56.0  #: default side of one square, in pixels

# Everything else scales with the square side ``s``: these are fractions of it.
LABEL_BAND = 0.5  # room for the rank numbers (left) and file letters (below)
PAD = 0.2  # blank margin on the other sides
STATUS_BAND = 0.62  # the status line under the file letters ("Red to move")
LABEL_SIZE = 0.27  # coordinate label font size
STATUS_SIZE = 0.3  # status line font size

DOG_RADIUS = 0.3  # Red dog: circle radius
DOG_DIAMOND = 0.37  # Blue dog: diamond half-diagonal
CHARIOT_RADIUS = 0.42  # Red chariot: circle radius
CHARIOT_DIAMOND = 0.49  # Blue chariot: diamond half-diagonal
WHEEL_RADIUS = 0.22  # the chariot's white wheel
WHEEL_WIDTH = 0.045  # its rim and spokes
OUTLINE = 0.035  # piece outline width
SHADOW_OFFSET = 0.035  # drop shadow under pieces

STUN_OUTER = 0.56  # stunned chariot: jagged star, outer radius (reaches a little outside)
STUN_INNER = 0.43  # ... and inner radius
STUN_POINTS = 14

FRAME_WIDTH = 0.085  # last-move highlight frame
GHOST_OPACITY = 0.3  # captured piece, drawn faded under its cross
# Arrows, crosses, dots and dashes are the marks every game draws on its places, in one look:
# their sizes are in polislab.render.place_marks, as fractions of a square's side.

# --- colours (Okabe & Ito, "Color Universal Design", 2002, for the sides and marks) ----------

COLORS: dict[str, str] = {
    "background": "#FBFAF7",
    "light": "#EEE8DC",  # light squares: pale marble
    "dark": "#C5B9A4",  # dark squares: warm stone
    "border": "#5B5040",
    "label": "#3D352A",
    "red": "#D55E00",  # Okabe-Ito vermillion
    "red_edge": "#5C2800",
    "blue": "#0072B2",  # Okabe-Ito blue
    "blue_edge": "#00405F",
    "wheel": "#FFFFFF",
    "shadow": "#000000",
    "stun": "#F0E442",  # Okabe-Ito yellow
    "stun_edge": "#222222",
    "highlight": "#F0E442",  # Okabe-Ito yellow frame ...
    "highlight_edge": "#3D352A",  # ... with a dark edge so it shows on pale squares too
    "arrow": MARK_COLORS["arrow"],
    "cross": MARK_COLORS["cross"],
    "halo": MARK_COLORS["halo"],
    "dot": MARK_COLORS["dot"],
}

#: What the pieces look like, in words: the start of the key that ends every description.
PIECES_KEY = (
    "Key: Red pieces are round and Blue pieces are diamonds; a chariot is the larger piece with "
    "a white wheel; a chariot on a yellow jagged star is stunned"
)

#: The kinds of marks ``scene`` accepts, and what each holds. The first four are what a move
#: leaves (:func:`default_marks`); the last two are a step's own, for what is not played.
MARK_KINDS: dict[str, str] = {
    "highlight": "squares to frame in yellow: the last move's from and to squares (by default), "
                 "or the piece selected to move",
    "arrows": "(from, to) pairs of squares: the last move's hops (by default)",
    "crosses": "squares to cross out: the last move's captures (by default)",
    "dots": "squares to dot: where the framed piece may move (none by default)",
    "pointed": "squares a step points at, framed in dashes: not a move's squares",
    "unplayed": "(from, to) pairs of squares, drawn as dashed arrows: a move or hop a step "
                "speaks of that is not played (about to be, not allowed, or under another "
                "reading)",
}

#: Each mark kind in the key's words (beside its symbol) and in the description's.
MARK_WORDS: dict[str, tuple[str, str]] = {
    "highlight": ("last move, or selected",
                  "a yellow frame marks the squares of the last move, or the piece selected"),
    "arrows": ("a hop", "an arrow shows a hop of the last move"),
    "crosses": ("captured", "a cross marks a captured piece"),
    "dots": ("may move here", "a green dot marks a square the framed piece may move to"),
    "pointed": ("square in question",
                "a dashed frame marks a square the narration points at"),
    "unplayed": ("not played (see text)",
                 "a dashed arrow shows a move or hop the narration speaks of that is not "
                 "played"),
}


def legend(kinds: Sequence[str] = tuple(MARK_KINDS)) -> str:
    """The key in words: the pieces, then each of the mark ``kinds`` (those drawn)."""
    return "; ".join([PIECES_KEY, *(MARK_WORDS[kind][1] for kind in kinds)]) + "."


Marks = Mapping[str, Sequence[Any]]


# --- public API ------------------------------------------------------------------------------


def square_center(square: str, size: float = SQUARE, flipped: bool = False) -> Point:
    """The pixel centre of ``square`` in a scene drawn with square side ``size``."""
    x, y = _square_origin(square, size, flipped)
    return (x + size / 2, y + size / 2)


def scene(
    position: Any,
    marks: Marks | None = None,
    size: float = SQUARE,
    *,
    flipped: bool = False,
    status: bool = True,
    key: bool | None = None,
) -> Scene:
    """The position as a :class:`Scene`: board, pieces and marks, with a hit region per square.

    ``marks`` replaces the default marks (:func:`default_marks`: the last move framed, an arrow
    per hop, a cross per capture); pass ``{}`` for none (:data:`MARK_KINDS` lists the kinds).
    ``size`` is the side of one square in pixels; ``flipped`` shows the board from Blue's side;
    ``status`` adds a line saying whose turn it is, or who won. ``key`` adds, right of the
    board, a key naming every piece and each kind of mark drawn (by default with the status
    line: a static picture has both, a widget, which says whose turn it is beside the board,
    neither unless asked); the description ends with the same key in words (:func:`legend`).
    """
    s = float(size)
    explicit = marks is not None
    chosen = _check_marks(default_marks(position) if marks is None else marks)
    keyed = status if key is None else key
    board_width = (LABEL_BAND + RANKS + PAD) * s
    width = board_width + (KEY_W * s if keyed else 0)
    height = (PAD + RANKS + LABEL_BAND + (STATUS_BAND if status else PAD)) * s
    title = f"Hopping Polis: {_headline(position)}"
    description = describe(position)
    if explicit and any(chosen.values()):
        description += " " + _describe_marks(chosen)
    drawn = [kind for kind in MARK_KINDS if chosen[kind]]
    out = Scene(width, height, title=title, description=f"{description} {legend(drawn)}")
    for square in _all_squares():
        out.regions[square] = (*_square_origin(square, s, flipped), s, s)

    out.add("board", Rect(0, 0, width, height, COLORS["background"]), *_board(s, flipped))
    if status:
        out.add("board", *_status_line(position, s, height))
    if keyed:
        out.add("board", *_key(board_width, s, drawn, height))
    stunned = frozenset(position.stunned())
    # Draw in passes (stars, shadows, bodies, wheels), pieces of one look together, so that a
    # canvas backend gets long batches of same-style shapes. Pieces never overlap.
    layered: list[tuple[int, Shape]] = []
    for square, piece in sorted(position.pieces().items(), key=_piece_order):
        cx, cy = square_center(square, s, flipped)
        layered += _piece(cx, cy, s, _color(piece), _kind(piece), square in stunned)
    out.add("pieces", *in_passes(layered))
    out.add("marks", *marks_layer(position, marks, s, flipped=flipped))
    return out


def marks_layer(position: Any, marks: Marks | None = None, size: float = SQUARE, *,
                flipped: bool = False) -> list[Shape]:
    """Only the "marks" layer of :func:`scene` (cheap: for animation frames)."""
    explicit = marks is not None
    chosen = _check_marks(default_marks(position) if marks is None else marks)
    return _marks(chosen, float(size), flipped, ghosts={} if explicit else _captured(position))


def svg(
    position: Any,
    marks: Marks | None = None,
    size: float = SQUARE,
    *,
    flipped: bool = False,
    status: bool = True,
) -> str:
    """The position as a standalone SVG string (see :func:`scene` for the arguments)."""
    return to_svg(scene(position, marks, size, flipped=flipped, status=status))


def default_marks(position: Any) -> dict[str, list[Any]]:
    """The marks that show how ``position`` came about, from its last move and events.

    The last move's from and to squares are framed, each hop gets an arrow from where the piece
    stood to where it landed, and each captured piece's square gets a cross. Combine with your
    own, e.g. ``{**default_marks(pos), "dots": ["e4", "f5"]}``.
    """
    marks: dict[str, list[Any]] = {"highlight": [], "arrows": [], "crosses": [], "dots": []}
    move = getattr(position, "last_move", None)
    if move is not None:
        marks["highlight"] = [move.origin, move.target]
    for event in getattr(position, "events", ()) or ():
        data = event.data
        if event.kind == "hop":
            marks["arrows"].append((data["from"], data["to"]))
        elif event.kind == "capture":
            marks["crosses"].append(data["square"])
    return marks


def describe(position: Any) -> str:
    """The position in words, for screen readers and for printing.

    For example: "Red to move. Red: chariot h1; 15 dogs a1, b1, ... Blue: chariot a8 (stunned);
    ... Last move c6-d5: Red dog moved from c6 to d5. ..."
    """
    parts = [_headline(position) + "."]
    pieces = position.pieces()
    stunned = frozenset(position.stunned())
    for side in ("red", "blue"):
        own = sorted((sq for sq, p in pieces.items() if _color(p) == side), key=_sort_key)
        chariots = [
            f"chariot {sq}" + (" (stunned)" if sq in stunned else "")
            for sq in own
            if _kind(pieces[sq]) == "chariot"
        ]
        dogs = [sq for sq in own if _kind(pieces[sq]) == "dog"]
        if not dogs:
            dog_text = "no dogs"
        elif len(dogs) == 1:
            dog_text = f"1 dog {dogs[0]}"
        else:
            dog_text = f"{len(dogs)} dogs {', '.join(dogs)}"
        parts.append(f"{side.capitalize()}: {'; '.join([*chariots, dog_text])}.")
    move = getattr(position, "last_move", None)
    events = [e for e in getattr(position, "events", ()) or () if e.text]
    if move is not None:
        said = " ".join(_sentence(e.text) for e in events)
        parts.append(f"Last move {move}:" + (f" {said}" if said else ""))
    return " ".join(parts)


# --- helpers: squares ------------------------------------------------------------------------


def _all_squares() -> list[str]:
    return [f"{f}{r}" for r in range(1, RANKS + 1) for f in FILES]


@functools.lru_cache(maxsize=256)  # 64 squares; called hundreds of times per scene
def _parse(square: str) -> tuple[int, int]:
    """0-based (file, rank) of a square name; ScenarioError (a ValueError) for anything else."""
    if (
        isinstance(square, str)
        and len(square) >= 2
        and square[0] in FILES
        and square[1:].isdigit()
        and 1 <= int(square[1:]) <= RANKS
    ):
        return FILES.index(square[0]), int(square[1:]) - 1
    raise ScenarioError(f"{shown(square)} is not a square of the hopping-Polis board (a1 .. h8)")


def _sort_key(square: str) -> tuple[int, int]:
    f, r = _parse(square)
    return (r, f)


def _square_origin(square: str, s: float, flipped: bool) -> Point:
    f, r = _parse(square)
    col, row = (RANKS - 1 - f, r) if flipped else (f, RANKS - 1 - r)
    return ((LABEL_BAND + col) * s, (PAD + row) * s)


# --- helpers: position -----------------------------------------------------------------------


def _color(piece: Any) -> str:
    return str(piece.color).lower()


def _kind(piece: Any) -> str:
    return str(piece.kind).lower()


def _headline(position: Any) -> str:
    result = getattr(position, "result", None)
    if result == "draw":
        return "Draw"
    if result in ("red", "blue"):
        return f"{result.capitalize()} wins"
    return f"{str(position.to_move).capitalize()} to move"


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def _captured(position: Any) -> dict[str, tuple[str, str]]:
    """Square -> (colour, kind) of each piece the last move captured, for its faded ghost."""
    ghosts: dict[str, tuple[str, str]] = {}
    for event in getattr(position, "events", ()) or ():
        if event.kind != "capture":
            continue
        piece = event.data.get("piece")
        if hasattr(piece, "color") and hasattr(piece, "kind"):
            ghosts[event.data["square"]] = (_color(piece), _kind(piece))
        elif isinstance(piece, str) and len(piece.split()) == 2:  # "Red dog"
            color, kind = piece.lower().split()
            ghosts[event.data["square"]] = (color, kind)
    return ghosts


def _piece_order(item: tuple[str, Any]) -> tuple[str, str, tuple[int, int]]:
    square, piece = item
    return (_color(piece), _kind(piece), _sort_key(square))



def _check_marks(marks: Marks) -> dict[str, list[Any]]:
    unknown = set(marks) - set(MARK_KINDS)
    if unknown:
        raise ScenarioError(
            f"unknown mark kind(s) {', '.join(sorted(unknown))}; use {', '.join(MARK_KINDS)}"
        )
    out: dict[str, list[Any]] = {kind: list(marks.get(kind, ())) for kind in MARK_KINDS}
    for kind in ("highlight", "crosses", "dots", "pointed"):
        for square in out[kind]:
            _check_square(square)
    for pair in out["arrows"] + out["unplayed"]:
        if not (isinstance(pair, Sequence) and not isinstance(pair, str) and len(pair) == 2):
            raise ScenarioError(f"an arrow is a (from, to) pair of squares, not {shown(pair)}")
        _check_square(pair[0])
        _check_square(pair[1])
    return out


def _check_square(square: Any) -> None:
    """A mark's square checked: text naming a square of the board (a list, unhashable, would
    not even reach :func:`_parse`'s cache)."""
    if not isinstance(square, str):
        raise ScenarioError(f"a mark names a square as text such as 'e4', not {shown(square)}")
    _parse(square)


def _describe_marks(marks: Mapping[str, list[Any]]) -> str:
    said = []
    if marks["highlight"]:
        said.append("framed in yellow " + ", ".join(marks["highlight"]))
    if marks["pointed"]:
        said.append("framed in dashes " + ", ".join(marks["pointed"]))
    if marks["arrows"]:
        said.append("arrows " + ", ".join(f"{a} to {b}" for a, b in marks["arrows"]))
    if marks["unplayed"]:
        said.append("dashed arrows (not played) "
                    + ", ".join(f"{a} to {b}" for a, b in marks["unplayed"]))
    if marks["crosses"]:
        said.append("crossed out " + ", ".join(marks["crosses"]))
    if marks["dots"]:
        said.append("dots on " + ", ".join(marks["dots"]))
    return "Marked: " + "; ".join(said) + "."


# --- helpers: drawing ------------------------------------------------------------------------


def _board(s: float, flipped: bool) -> list[Shape]:
    """The static board: squares, border and coordinate labels."""
    shapes: list[Shape] = []
    x0, y0 = LABEL_BAND * s, PAD * s
    # One rect under the whole board in the light colour, then the dark squares on top: fewer
    # shapes, and all dark squares form a single batch for a canvas backend.
    shapes.append(Rect(x0, y0, RANKS * s, RANKS * s, COLORS["light"]))
    for square in _all_squares():
        f, r = _parse(square)
        if (f + r) % 2 == 0:  # a1 is dark, as on a chess board
            shapes.append(Rect(*_square_origin(square, s, flipped), s, s, COLORS["dark"]))
    shapes.append(Rect(x0, y0, RANKS * s, RANKS * s, None, COLORS["border"], max(1.5, s / 28)))
    label = LABEL_SIZE * s
    for i in range(RANKS):
        rank = i + 1 if flipped else RANKS - i
        y = y0 + (i + 0.5) * s
        shapes.append(Text(x0 - 0.22 * s, y, str(rank), label, COLORS["label"], "middle", "bold"))
    for i in range(RANKS):
        letter = FILES[RANKS - 1 - i] if flipped else FILES[i]
        x = x0 + (i + 0.5) * s
        y = y0 + (RANKS + 0.27) * s
        shapes.append(Text(x, y, letter, label, COLORS["label"], "middle", "bold"))
    return shapes


def _status_line(position: Any, s: float, height: float) -> list[Shape]:
    y = height - STATUS_BAND * s / 2 - 0.04 * s
    x = LABEL_BAND * s + RANKS * s / 2
    result = getattr(position, "result", None)
    side = result if result in ("red", "blue") else (None if result else position.to_move)
    text = _headline(position)
    shapes: list[Shape] = []
    if side in ("red", "blue"):
        # A small dog of the side to move (or the winner) before the words.
        icon = _piece(x - 1.15 * s, y, s * 0.62, side, "dog", False, shadow=False)
        shapes.extend(shape for _, shape in icon)
        shapes.append(
            Text(x - 0.85 * s, y, text, STATUS_SIZE * s, COLORS["label"], "start", "bold")
        )
    else:
        shapes.append(Text(x, y, text, STATUS_SIZE * s, COLORS["label"], "middle", "bold"))
    return shapes


KEY_W = 4.6  # the key's width, in squares
KEY_ROW = 0.9  # one entry of the key, in squares (less when many marks must fit)
KEY_PIECE = 0.85  # the key's pieces, a little smaller than on the board
KEY_PIECES = 5  # the key's entries for pieces: two of each side, and a stunned chariot


def _key(x0: float, s: float, kinds: Sequence[str], height: float) -> list[Shape]:
    """The key right of the board: each piece, and each kind of mark in ``kinds`` (those
    drawn), drawn as on the board, and its name."""
    size = LABEL_SIZE * s
    at = x0 + 0.55 * s  # the symbols' centre line
    first, last = PAD + 0.78, height / s - 0.45  # the first and lowest rows' centres
    row = min(KEY_ROW, (last - first) / (KEY_PIECES + len(kinds) - 1))
    piece = KEY_PIECE * s * row / KEY_ROW  # smaller pieces when the rows are closer
    # Each entry: how to draw its symbol centred on (cx, cy), and its words.
    entries: list[tuple[Callable[[float, float], list[tuple[int, Shape]]], str]] = []
    for color in ("red", "blue"):
        for kind in ("dog", "chariot"):
            entries.append((functools.partial(_piece, s=piece, color=color, kind=kind,
                                              stunned=False), f"{color.title()} {kind}"))
    entries.append((lambda cx, cy: _piece(cx, cy, piece, "blue", "chariot", True),
                    "stunned chariot"))
    symbols: dict[str, Callable[[float, float], list[tuple[int, Shape]]]] = {
        "highlight": lambda cx, cy: _frame(cx - 0.32 * s, cy - 0.32 * s, 0.64 * s, s),
        "pointed": lambda cx, cy: _dashed_frame(cx - 0.32 * s, cy - 0.32 * s, 0.64 * s, s),
        "arrows": lambda cx, cy: arrow((cx - 0.5 * s, cy), (cx + 0.9 * s, cy), s),
        "unplayed": lambda cx, cy: arrow((cx - 0.5 * s, cy), (cx + 0.9 * s, cy), s,
                                          dashed=True),
        "crosses": lambda cx, cy: cross(cx, cy, s),
        "dots": lambda cx, cy: dot(cx, cy, s),
    }
    entries += [(symbols[kind], MARK_WORDS[kind][0]) for kind in kinds]
    shapes: list[Shape] = [Text(x0 + 0.05 * s, (PAD + 0.2) * s, "Key", size, COLORS["label"],
                                anchor="start", weight="bold")]
    for i, (draw, words) in enumerate(entries):
        cy = (first + i * row) * s
        shapes += in_passes(draw(at, cy))
        shapes.append(Text(at + 0.7 * s, cy, words, size, COLORS["label"], anchor="start"))
    return shapes


def _diamond(cx: float, cy: float, d: float) -> list[Point]:
    return [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]


def _star(cx: float, cy: float, outer: float, inner: float, n: int) -> list[Point]:
    pts = []
    for i in range(2 * n):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / n - math.pi / 2
        pts.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return pts


def _piece(
    cx: float, cy: float, s: float, color: str, kind: str, stunned: bool, shadow: bool = True
) -> list[tuple[int, Shape]]:
    """The shapes of one piece centred on (cx, cy) in a square of side ``s``, with their pass
    (0 stun star, 1 shadow, 2 body, 3-5 wheel)."""
    fill, edge = COLORS.get(color, "#888888"), COLORS.get(f"{color}_edge", "#333333")
    chariot = kind == "chariot"
    shapes: list[tuple[int, Shape]] = []
    if stunned:
        star = _star(cx, cy, STUN_OUTER * s, STUN_INNER * s, STUN_POINTS)
        shapes.append((0, Polygon(star, COLORS["stun"], COLORS["stun_edge"], max(1.0, s / 40))))
    off = SHADOW_OFFSET * s
    if color != "blue":  # Red (and anything unknown) is round
        r = (CHARIOT_RADIUS if chariot else DOG_RADIUS) * s
        if shadow:
            shapes.append((1, Circle(cx + off, cy + off, r, COLORS["shadow"], opacity=0.22)))
        shapes.append((2, Circle(cx, cy, r, fill, edge, OUTLINE * s)))
    else:
        d = (CHARIOT_DIAMOND if chariot else DOG_DIAMOND) * s
        if shadow:
            ghost = Polygon(_diamond(cx + off, cy + off, d), COLORS["shadow"], opacity=0.22)
            shapes.append((1, ghost))
        shapes.append((2, Polygon(_diamond(cx, cy, d), fill, edge, OUTLINE * s)))
    if chariot:
        shapes.extend(_wheel(cx, cy, s))
    return shapes


def _wheel(cx: float, cy: float, s: float) -> list[tuple[int, Shape]]:
    """A white wheel: rim (pass 3), eight spokes (pass 4) and hub (pass 5)."""
    r, w = WHEEL_RADIUS * s, WHEEL_WIDTH * s
    shapes: list[tuple[int, Shape]] = [(3, Circle(cx, cy, r, None, COLORS["wheel"], w))]
    for i in range(4):  # four lines through the hub make eight spokes
        a = math.pi * i / 4
        dx, dy = r * math.cos(a), r * math.sin(a)
        spoke = Line(cx - dx, cy - dy, cx + dx, cy + dy, COLORS["wheel"], w * 0.7)
        shapes.append((4, spoke))
    shapes.append((5, Circle(cx, cy, w * 1.2, COLORS["wheel"])))
    return shapes


def _marks(
    marks: Mapping[str, list[Any]], s: float, flipped: bool, ghosts: Mapping[str, tuple[str, str]]
) -> list[Shape]:
    """The mark shapes, in passes: frames, dots, ghosts, then all halos under all dark strokes
    (so crossing arrows stay readable and same-style shapes batch together)."""
    layered: list[tuple[int, Shape]] = []
    inset = FRAME_WIDTH * s / 2 + 1
    for square in marks["highlight"]:
        x, y = _square_origin(square, s, flipped)
        layered += _frame(x + inset, y + inset, s - 2 * inset, s)
    for square in marks["pointed"]:
        x, y = _square_origin(square, s, flipped)
        layered += _dashed_frame(x + inset, y + inset, s - 2 * inset, s)
    for square in marks["dots"]:
        cx, cy = square_center(square, s, flipped)
        layered += dot(cx, cy, s)
    for square in marks["crosses"]:
        cx, cy = square_center(square, s, flipped)
        if square in ghosts:
            color, kind = ghosts[square]
            for z, shape in _piece(cx, cy, s, color, kind, False, shadow=False):
                layered.append((10 + z, _faded(shape)))
        layered += cross(cx, cy, s)
    for kind in ("arrows", "unplayed"):
        for origin, target in marks[kind]:
            start, end = square_center(origin, s, flipped), square_center(target, s, flipped)
            layered += arrow(start, end, s, dashed=kind == "unplayed")
    return in_passes(layered)


def _frame(x: float, y: float, side: float, s: float) -> list[tuple[int, Shape]]:
    """The yellow frame of a square of the last move (or the selected piece), ``side`` wide
    from (x, y): yellow over a dark edge, so that it shows on pale squares too."""
    fw = FRAME_WIDTH * s
    return [(0, Rect(x, y, side, side, None, COLORS["highlight_edge"], fw + 2.5)),
            (1, Rect(x, y, side, side, None, COLORS["highlight"], fw))]


def _dashed_frame(x: float, y: float, side: float, s: float) -> list[tuple[int, Shape]]:
    """The frame of a square a step points at: dark dashes on white, each side three dashes
    (the middle one centred), unlike the last move's solid yellow frame."""
    corners = [(x, y), (x + side, y), (x + side, y + side), (x, y + side)]
    shapes: list[tuple[int, Shape]] = []
    for start, end in zip(corners, corners[1:] + corners[:1], strict=True):
        for a, b in dashes(start, end, count=3):
            shapes += dash(a, b, s)
    return shapes




def _faded(shape: Shape) -> Shape:
    return replace(shape, opacity=GHOST_OPACITY)


