"""The board pictures a notebook stores (issue 24): each board widget's display bundle carries an
HTML ``<img>`` of the board whose ``alt`` is the board's own text description, the picture an
untrusted JupyterLab, JupyterLite, GitHub and nbviewer show; and the stored tutorials carry one
for every board, within a reasonable size.
"""

from __future__ import annotations

import base64
import html
import json
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from polislab.core import game_names
from polislab.core.declarations import game_package
from polislab.games import hopping
from polislab.games.hegemony.odds.table import BarChart
from polislab.widgets import Exercise, PlayView, TutorialPlayer
from polislab.widgets.offline import picture_html

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SVG = "{http://www.w3.org/2000/svg}"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


class _Images(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.images: list[dict[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img":
            self.images.append(dict(attrs))


def _only_image(text: str) -> dict[str, Any]:
    parser = _Images()
    parser.feed(text)
    assert len(parser.images) == 1, text[:200]
    return parser.images[0]


def _svg_words(svg: str) -> tuple[str, str]:
    """The SVG's <title> and <desc>, read with an XML parser."""
    root = ET.fromstring(svg)
    return root.findtext(f"{SVG}title") or "", root.findtext(f"{SVG}desc") or ""


def _check_bundle(widget: Any) -> str:
    bundle = widget._repr_mimebundle_()
    assert WIDGET_VIEW in bundle  # the live board comes first where a kernel runs
    image = _only_image(bundle["text/html"])
    svg = bundle["image/svg+xml"]
    assert image["src"] == "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()
    title, description = _svg_words(svg)
    assert title and len(description) > 60 and not description.startswith(title)
    assert image["alt"] == f"{title.rstrip('.')}. {description.rstrip('.')}."
    return str(image["alt"])


def test_a_tutorial_player_stores_its_board_with_the_position_as_alt() -> None:
    player = TutorialPlayer(hopping.tutorial("worked-example"))
    alt = _check_bundle(player)
    state = player.view.state
    assert alt.startswith("Hopping Polis: ")
    # The position in words: every piece on its square (here, Red's chariot).
    chariot = next(sq for sq, p in state.pieces().items() if str(p) == "Red chariot")
    assert f"chariot {chariot}" in alt
    player.next()  # the picture follows the step shown
    assert _check_bundle(player) != alt


@pytest.mark.parametrize("name", game_names())
def test_every_game_board_stores_a_described_picture(name: str) -> None:
    state = game_package(name).start(seed=2)
    alt = _check_bundle(PlayView(state))
    assert alt.lower() != "board" and len(alt) > 80


def test_an_exercise_stores_its_board_picture() -> None:
    exercise = Exercise(hopping.start(), "Move a dog forward.", lambda before, after: True)
    _check_bundle(exercise)


def test_a_chart_stores_a_described_picture_naming_its_title_once() -> None:
    chart = BarChart("Who holds Argos", ("Athens", "Sparta"),
                              (("probability", (0.25, 0.75)),))
    image = _only_image(chart._repr_html_())
    _, description = _svg_words(chart._repr_svg_())
    assert image["alt"] == description + "." and image["alt"].count("Who holds Argos") == 1


def test_picture_html_escapes_the_alt_text() -> None:
    svg = ('<svg xmlns="http://www.w3.org/2000/svg"><title>A "quoted" &lt;title&gt;</title>'
           "<desc>x &amp; y.</desc></svg>")
    image = _only_image(picture_html(svg))
    assert image["alt"] == 'A "quoted" <title>. x & y.'


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_stored_tutorial_shows_every_board_as_a_described_picture(path: Path) -> None:
    """What scripts/run_notebooks.py stored: every picture output (an SVG with a description:
    a board, or a chart) also has the HTML picture with its description, and no widget
    reference; the file stays under 2 MB."""
    assert path.stat().st_size < 2_000_000, f"{path.name}: {path.stat().st_size} bytes"
    notebook = json.loads(path.read_text())
    boards = 0
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            assert WIDGET_VIEW not in data
            if "image/svg+xml" in data and "<desc>" in "".join(data["image/svg+xml"]):
                boards += 1
                assert "text/html" in data, f"{path.name}: a board with no HTML picture"
                image = _only_image("".join(data["text/html"]))
                _, description = _svg_words("".join(data["image/svg+xml"]))
                assert html.unescape(str(image["alt"])).endswith(description.rstrip(".") + ".")
                assert re.match(r"data:image/svg\+xml;base64,", str(image["src"]))
    assert boards > 0, f"{path.name}: no stored board"
