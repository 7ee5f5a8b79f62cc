"""What a Hexemonia tile shows, as the printed tile shows it: drawn on a hex of a city-state,
on a card (a face-up tile, a tile in hand) or said in words.

A face, as on the printed tile (Hexemonia rulebook §Tiles; §Chora Tiles: the cost "listed on
the right side of the tile"; §Step C, Production: "the number in the icon at the bottom"):

* its **type** is its colour (Chora green, Fortification vermillion, Polis blue, Myth purple);
* its **title**;
* its **Nature**, a glyph: an eye (Political), a helmet (Military), an amphora (Economic), a
  lightning bolt (Sacred);
* its **cost**, a dark bar holding a square per kind of Resource, its count inside (white
  Citizens, red Hoplites, yellow Gold); "0" for a tile that costs nothing; none on a Myth;
* what it **produces** in a Production action: "+" and a square of that Resource with the
  amount;
* a **gear** if it has a special ability (its text is in the words of the face);
* a **shield** with its defence, on most Fortifications.

A value that is the polislab edition's (the data files' sources say which: the rulebook does
not give it) carries an asterisk, which every board's key explains. On a city-state's hex the
face also shows the place ("1a") and what the tile holds, and is pale while Inactive.

>>> face_words("Walls")
'Walls: Fortification tile, Military* Nature, cost 2 Citizens*, shield 2*'
>>> face_words("Spring").split(", gear")[0]
'Spring: Chora tile, Sacred Nature, cost nothing'
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from polislab.games.hexemonia.components import COMPONENTS, KINDS, cube_word, describe_cubes
from polislab.render.scene import Circle, Line, Polygon, Rect, Shape, Text

__all__ = ["COLORS", "EDITION", "NATURE_LETTER", "ability_line", "card_face", "card_height",
           "cube", "edition", "face_words", "hex_face", "nature_glyph", "pawn", "shield", "token",
           "width"]

COLORS: dict[str, str] = {
    "background": "#FBFAF7",
    "panel": "#FFFFFF",
    "panel_edge": "#5B5040",
    "label": "#3D352A",
    "muted": "#6B6256",
    "Chora": "#00795A",  # Okabe-Ito bluish green, darkened
    "Fortification": "#AD4E00",  # vermillion, darkened
    "Polis": "#0072B2",  # blue
    "Myth": "#9E4F80",  # reddish purple, darkened
    "Chora_pale": "#CCEBE2",
    "Fortification_pale": "#F6DBC8",
    "Polis_pale": "#CCE0EE",
    "Myth_pale": "#F3E1EC",
    "acropolis": "#E8DFC8",  # marble
    "acropolis_edge": "#3D352A",
    "active_edge": "#1A1A1A",
    "inactive_edge": "#767676",
    "inactive_text": "#595959",
    "free": "#D9D4C7",
    "citizens": "#FFFFFF",
    "hoplites": "#B2182B",
    "gold": "#F0E442",
    "cube_edge": "#3D352A",
    "cost_bar": "#2B2620",
    "token": "#7B3A96",
    "letter": "#FFFFFF",
    "now": "#F0E442",  # Okabe-Ito yellow: whose turn, a pending decision
    "now_edge": "#3D352A",
    "back": "#6F6350",  # the back of a tile in hand, the Stack of Fate
    "shield": "#7A2E00",
}

NATURE_LETTER = {"Political": "P", "Military": "M", "Economic": "E", "Sacred": "S"}
#: The mark of a polislab-edition value.
EDITION = "*"
SMALL = 12.0  # px: the smallest text of any board (read from the back of a classroom)
CHAR_W = 0.6  # a generous average character width (bold a little wider), in ems
CUBE = 15.0  # the side of a cube's square on a hex or a card
COST = 14.0  # the side of a square of the cost bar


def width(text: str, size: float = SMALL, bold: bool = False) -> float:
    """About how wide ``text`` is drawn (a little more than DejaVu Sans, the boards' font)."""
    return len(text) * size * (CHAR_W + (0.1 if bold else 0))


def edition(title: str, field: str) -> bool:
    """Whether the ``field`` ("type", "nature", "cost", "production", "shield") of the tile (or
    Acropolis) ``title`` is a polislab-edition value."""
    return COMPONENTS.edition(title, field)


def _mark(title: str, field: str) -> str:
    return EDITION if edition(title, field) else ""


# --- the face in words ---------------------------------------------------------------------


def face_words(title: str) -> str:
    """What the printed tile ``title`` shows, in words, polislab-edition values marked."""
    info = COMPONENTS.tile(title)
    parts = [f"{info.type}{_mark(title, 'type')} tile",
             f"{info.nature}{_mark(title, 'nature')} Nature"]
    if not info.is_myth:
        parts.append(f"cost {describe_cubes(info.cost) or 'nothing'}{_mark(title, 'cost')}")
    if info.production is not None:
        kind, amount = info.production
        parts.append(f"produces {amount} {cube_word(kind, amount)}"
                     f"{_mark(title, 'production')}")
    if info.shield:
        parts.append(f"shield {info.shield}{_mark(title, 'shield')}")
    if info.ability is not None:
        parts.append(f"gear ability: {COMPONENTS.abilities[info.ability]}")
    return f"{info.name}: {', '.join(parts)}"


# --- small drawings --------------------------------------------------------------------------


def cube(x: float, y: float, kind: str, count: int, s: float = CUBE) -> list[Shape]:
    """A Resource as a square of its colour with ``count`` in it, its top-left at (x, y)."""
    # On a white ground with a dark edge: seen on any tile, pale or dark (WCAG 1.4.11).
    shapes: list[Shape] = [Rect(x - 1.5, y - 1.5, s + 3, s + 3, COLORS["panel"]),
                           Rect(x, y, s, s, COLORS[kind], COLORS["cube_edge"], 1)]
    ink = COLORS["letter"] if kind == "hoplites" else COLORS["label"]
    shapes.append(Text(x + s / 2, y + s / 2 + 0.5, str(count), SMALL, ink, weight="bold"))
    return shapes


def cubes_row(cx: float, cy: float, cubes: Sequence[int],
              s: float = CUBE) -> list[tuple[str, int, tuple[float, float, float, float]]]:
    """Where the cubes a tile holds go: (kind, count, box) for each kind on it, one row of
    squares centred on (cx, cy)."""
    kinds = [(kind, n) for kind, n in zip(KINDS, cubes, strict=True) if n]
    x = cx - (len(kinds) * (s + 3) - 3) / 2
    out = []
    for kind, n in kinds:
        out.append((kind, n, (x, cy - s / 2, s, s)))
        x += s + 3
    return out


def cost_width(title: str) -> float:
    """How wide the cost bar of ``title`` is drawn (0 for a Myth, which has none)."""
    info = COMPONENTS.tile(title)
    if info.is_myth:
        return 0.0
    kinds = sum(1 for n in info.cost if n)
    inner = kinds * (COST + 2) - 2 if kinds else width("0", SMALL, True)
    return inner + 6 + (8 if edition(title, "cost") else 0)


def cost_bar(x: float, cy: float, title: str) -> list[Shape]:
    """The cost of ``title`` as a dark bar (left edge ``x``, vertical middle ``cy``) holding a
    counted square per kind, "0" if it costs nothing, and its asterisk."""
    info = COMPONENTS.tile(title)
    if info.is_myth:
        return []
    w = cost_width(title)
    # a light edge keeps the dark bar apart from a dark tile (WCAG 1.4.11)
    out: list[Shape] = [Rect(x, cy - COST / 2 - 2, w, COST + 4, COLORS["cost_bar"],
                             COLORS["panel"], 1)]
    cx = x + 3
    if not any(info.cost):
        out.append(Text(cx, cy + 0.5, "0", SMALL, COLORS["letter"], anchor="start",
                        weight="bold"))
        cx += width("0", SMALL, True)
    for kind, n in zip(KINDS, info.cost, strict=True):
        if n:
            out.append(Rect(cx, cy - COST / 2, COST, COST, COLORS[kind], COLORS["panel"], 1))
            ink = COLORS["letter"] if kind == "hoplites" else COLORS["label"]
            out.append(Text(cx + COST / 2, cy + 0.5, str(n), SMALL, ink, weight="bold"))
            cx += COST + 2
    if edition(title, "cost"):
        out.append(Text(x + w - 4, cy + 1, EDITION, SMALL, COLORS["letter"], anchor="end",
                        weight="bold"))
    return out


def production_width(title: str) -> float:
    info = COMPONENTS.tile(title)
    if info.production is None:
        return 16.0 if info.ability is not None else 0.0  # the gear
    return 10 + COST + (8 if edition(title, "production") else 0)


def production(x: float, cy: float, title: str, ink: str) -> list[Shape]:
    """What ``title`` produces ("+" and a counted square), or its gear, from left edge ``x``."""
    info = COMPONENTS.tile(title)
    if info.production is None:
        return gear(x + 8, cy, ink) if info.ability is not None else []
    kind, amount = info.production
    out: list[Shape] = [Text(x, cy + 0.5, "+", SMALL, ink, anchor="start", weight="bold"),
                        Rect(x + 9, cy - COST / 2 - 1, COST + 2, COST + 2, COLORS["panel"]),
                        Rect(x + 10, cy - COST / 2, COST, COST, COLORS[kind],
                             COLORS["cube_edge"], 1),
                        Text(x + 10 + COST / 2, cy + 0.5, str(amount), SMALL,
                             COLORS["letter"] if kind == "hoplites" else COLORS["label"],
                             weight="bold")]
    if edition(title, "production"):
        out.append(Text(x + 12 + COST, cy + 1, EDITION, SMALL, ink, anchor="start",
                        weight="bold"))
    return out


def gear(cx: float, cy: float, ink: str) -> list[Shape]:
    """The gear of a special ability, about 15 px across."""
    teeth = []
    for i in range(16):
        angle = math.pi * i / 8
        radius = 7.5 if i % 2 == 0 else 5.2
        teeth.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return [Polygon(teeth, ink), Circle(cx, cy, 2.2, COLORS["panel"])]


def nature_glyph(cx: float, cy: float, nature: str, colour: str) -> list[Shape]:
    """A small drawing of a Nature symbol centred on (cx, cy), about 14 px wide."""
    if nature == "Political":  # an eye
        lid = [(cx - 7, cy), (cx - 3.5, cy - 3.5), (cx + 3.5, cy - 3.5), (cx + 7, cy),
               (cx + 3.5, cy + 3.5), (cx - 3.5, cy + 3.5)]
        return [Polygon(lid, COLORS["panel"], colour, 1.5), Circle(cx, cy, 2.2, colour)]
    if nature == "Military":  # a helmet with its crest
        dome = [(cx - 6, cy + 5), (cx - 6, cy - 1), (cx - 3, cy - 5), (cx + 3, cy - 5),
                (cx + 6, cy - 1), (cx + 6, cy + 5), (cx + 2, cy + 5), (cx + 2, cy + 1),
                (cx - 2, cy + 1), (cx - 2, cy + 5)]
        return [Polygon(dome, colour), Line(cx - 5, cy - 7, cx + 5, cy - 7, colour, 2)]
    if nature == "Economic":  # an amphora
        body = [(cx - 2, cy - 7), (cx + 2, cy - 7), (cx + 2, cy - 5), (cx + 5, cy - 1),
                (cx + 4, cy + 4), (cx, cy + 7), (cx - 4, cy + 4), (cx - 5, cy - 1),
                (cx - 2, cy - 5)]
        return [Polygon(body, colour)]
    bolt = [(cx + 2, cy - 7), (cx - 4, cy + 1), (cx, cy + 1), (cx - 2, cy + 7), (cx + 4, cy - 1),
            (cx, cy - 1)]  # a lightning bolt
    return [Polygon(bolt, colour)]


def nature(cx: float, cy: float, title: str, ink: str, star: str | None = None) -> list[Shape]:
    """The Nature glyph of ``title`` centred on (cx, cy), its asterisk after it (in ``star``,
    by default the glyph's ``ink``)."""
    info = COMPONENTS.tile(title)
    out = nature_glyph(cx, cy, info.nature, ink)
    if edition(title, "nature"):
        out.append(Text(cx + 8, cy + 1, EDITION, SMALL, star or ink, anchor="start",
                        weight="bold"))
    return out


def shield(cx: float, cy: float, value: int, mark: str = "",
           ink: str = COLORS["label"]) -> list[Shape]:
    """A Fortification's shield with its defence, its asterisk ``mark`` on its right in
    ``ink``."""
    outline = [(cx - 8, cy - 9), (cx + 8, cy - 9), (cx + 8, cy + 2), (cx, cy + 10),
               (cx - 8, cy + 2)]
    out: list[Shape] = [Polygon(outline, COLORS["shield"], COLORS["panel"], 1.5),
                        Text(cx, cy - 1.5, str(value), SMALL, COLORS["letter"], weight="bold")]
    if mark:
        out.append(Text(cx + 9, cy + 1, mark, SMALL, ink, anchor="start", weight="bold"))
    return out


def pawn(cx: float, cy: float) -> list[Shape]:
    """The Philosopher pawn."""
    return [Polygon([(cx - 6, cy + 9), (cx - 3, cy - 1), (cx + 3, cy - 1), (cx + 6, cy + 9)],
                    COLORS["label"]), Circle(cx, cy - 5, 4.5, COLORS["label"])]


def token(cx: float, cy: float, myth: str) -> list[Shape]:
    """A Myth token: a purple disc with its Myth's initial."""
    return [Circle(cx, cy, 10, COLORS["token"], COLORS["letter"], 1.5),
            Text(cx, cy + 0.5, myth[0], SMALL, COLORS["letter"], weight="bold")]


def hexagon(cx: float, cy: float, r: float) -> tuple[tuple[float, float], ...]:
    """The corners of a flat-topped hex of corner radius ``r``."""
    return tuple((cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i)))
                 for i in range(6))


# --- a tile on a hex ----------------------------------------------------------------------------

#: The smallest hex (corner radius) on which the whole face fits; smaller hexes show the title,
#: the cubes, the Nature and the shield (the cost and production are in the description).
FULL_FACE_R = 50.0


def hex_face(cx: float, cy: float, r: float, title: str, is_active: bool,
             cubes: Sequence[int] = (0, 0, 0), tokens: Sequence[str] = (),
             place: str = "") -> list[Shape]:
    """A tile of a city-state, its face in five rows: the place and the Nature; the cost; the
    title; the cubes it holds (and Myth tokens); what it produces or its gear, and the shield.
    Pale, with a grey outline and title, while Inactive."""
    info = COMPONENTS.tile(title)
    fill = COLORS[info.type] if is_active else COLORS[f"{info.type}_pale"]
    edge = COLORS["active_edge"] if is_active else COLORS["inactive_edge"]
    ink = COLORS["letter"] if is_active else COLORS["inactive_text"]
    glyph_ink = COLORS["letter"] if is_active else COLORS[info.type]
    out: list[Shape] = [Polygon(hexagon(cx, cy, r - 1), fill, edge, 2.5 if is_active else 1.2)]
    full = r >= FULL_FACE_R
    row = 0.32 * r if full else 0.4 * r
    top, bottom = cy - 2 * row, cy + 2 * row
    if full:
        top, bottom = cy - 0.64 * r, cy + 0.64 * r
    shown = title + (EDITION if edition(title, "type") else "")
    if full:
        if place:
            out.append(Text(cx - 9, top, place, SMALL, ink, anchor="end"))
        out += nature(cx + 2, top, title, glyph_ink, ink)
        w = cost_width(title)
        out += cost_bar(cx - w / 2, cy - row, title)
        title_y, cubes_y = cy, cy + row
    else:
        out += nature(cx - (12 if info.shield else 0), cy - row, title, glyph_ink, ink)
        title_y, cubes_y = cy, cy + row
    out.append(Text(cx, title_y, _fit(shown, 2 * r - 12), SMALL, ink, weight="bold"))
    boxes = hex_cubes(cx, cy, r, cubes, tokens)
    for kind, n, (x, y, _, _) in boxes:
        out += cube(x, y, kind, n)
    left = boxes[0][2][0] if boxes else cx + 11 * len(tokens)
    for i, myth in enumerate(tokens):
        out += token(left - 13 - 22 * i, cubes_y, myth)
    extra = production_width(title) if full else 0.0
    mark = _mark(title, "shield")
    if info.shield:
        span = extra + (4 if extra else 0) + 16 + (8 if mark else 0)
        start = cx - span / 2
        if full:
            out += production(start, bottom, title, ink)
        out += shield(start + span - 8 - (8 if mark else 0), bottom if full else cy - row,
                      info.shield, mark, ink)
    elif full:
        out += production(cx - extra / 2, bottom, title, ink)
    return out


def hex_cubes(cx: float, cy: float, r: float, cubes: Sequence[int], tokens: Sequence[str] = (),
              acropolis: bool = False) -> list[tuple[str, int, tuple[float, float, float, float]]]:
    """Where :func:`hex_face` (or :func:`acropolis_face`) draws the cubes of a tile on the hex
    centred on (cx, cy): (kind, count, box) for each kind."""
    if acropolis:
        return cubes_row(cx, cy + 0.22 * r, cubes)
    row = 0.32 * r if r >= FULL_FACE_R else 0.4 * r
    return cubes_row(cx + 11 * len(tokens), cy + row, cubes)


def acropolis_face(cx: float, cy: float, r: float, name: str, nature_of: str | None,
                   cubes: Sequence[int], secret: str = "") -> list[Shape]:
    """The Acropolis: marble, "A", the city (or "Acropolis" while hidden), its Nature once
    revealed, its cubes; ``secret`` written under them ("secret", "hidden")."""
    out: list[Shape] = [Polygon(hexagon(cx, cy, r - 1), COLORS["acropolis"],
                                COLORS["acropolis_edge"], 2.5)]
    top = cy - (0.64 if r >= FULL_FACE_R else 0.8) * r
    out.append(Text(cx - 9, top, "A", SMALL, COLORS["label"], anchor="end"))
    if nature_of is not None:
        out += nature_glyph(cx + 2, top, nature_of, COLORS["label"])
        if edition(name, "nature"):
            out.append(Text(cx + 10, top + 1, EDITION, SMALL, COLORS["label"], anchor="start",
                            weight="bold"))
    out.append(Text(cx, cy - 0.2 * r, _fit(name, 2 * r - 12), SMALL, COLORS["label"],
                    weight="bold"))
    for kind, n, (x, y, _, _) in hex_cubes(cx, cy, r, cubes, acropolis=True):
        out += cube(x, y, kind, n)
    if secret:
        out.append(Text(cx, cy + 0.62 * r, secret, SMALL, COLORS["muted"]))
    return out


# --- a tile as a card ------------------------------------------------------------------------

CARD_H = 46.0  # a card of two lines
CARD_H_LINE = 58.0  # a card with its ability's line of words under them


def card_height(title: str, line: bool = True) -> float:
    """How high the card of ``title`` is drawn: taller with its ability's line (``line``)."""
    return CARD_H_LINE if line and COMPONENTS.tile(title).ability is not None else CARD_H


def ability_line(title: str) -> str:
    """The gear ability of ``title`` in a few words, as its card writes it ("" for none):
    the short words of the data file ``tiles.json``."""
    ability = COMPONENTS.tile(title).ability
    return "" if ability is None else COMPONENTS.ability_lines[ability]


def card_face(box: tuple[float, float, float, float], title: str,
              line: bool = True) -> list[Shape]:
    """A tile off the map (face up, in hand, conquered) as a card of its type's colour: the
    title and Nature on the first line; the cost bar, what it produces or its gear, and the
    shield on the second; with ``line``, its gear ability in a few words on a third."""
    x, y, w, h = box
    info = COMPONENTS.tile(title)
    ink = COLORS["letter"]
    shown = title + (EDITION if edition(title, "type") else "")
    out: list[Shape] = [Rect(x, y, w, h, COLORS[info.type], COLORS["active_edge"], 1.5),
                        Text(x + 6, y + 13, _fit(shown, w - 36, bold=True), SMALL, ink,
                             anchor="start", weight="bold")]
    out += nature(x + w - 22, y + 13, title, ink)
    low = y + CARD_H - 13
    cx = x + 5
    if info.is_myth:
        out.append(Text(cx, low + 0.5, "Myth", SMALL, ink, anchor="start"))
        cx += width("Myth") + 6
    else:
        out += cost_bar(cx, low, title)
        cx += cost_width(title) + 8
    out += production(cx, low, title, ink)
    if info.shield:
        mark = _mark(title, "shield")
        out += shield(x + w - 14 - (8 if mark else 0), low, info.shield, "")
        if mark:
            out.append(Text(x + w - 4, low + 1, mark, SMALL, ink, anchor="end", weight="bold"))
    if line and info.ability is not None:
        out.append(Text(x + 6, y + CARD_H + 4, _fit(ability_line(title), w - 10, bold=False),
                        SMALL, ink, anchor="start"))
    return out


def _fit(text: str, room: float, bold: bool = True) -> str:
    chars = max(3, int(room / (SMALL * (CHAR_W + (0.1 if bold else 0)))))
    return text if len(text) <= chars else text[:chars - 1] + "…"
