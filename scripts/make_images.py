"""Write the pictures the README shows (docs/img/*.svg) from the render layer.

    python scripts/make_images.py

tests/test_readme_images.py checks that the committed files match what this writes.
"""

from __future__ import annotations

from pathlib import Path

from polislab.games import hopping
from polislab.games.hopping.ui.board import svg

IMAGES = Path(__file__).resolve().parent.parent / "docs" / "img"


def images() -> dict[str, str]:
    capture = hopping.Position.from_diagram(
        """
        .  .  .  .  .  .  .  BC
        .  .  .  .  .  .  .  .
        .  .  RD .  .  .  .  .
        .  .  .  .  .  .  .  .
        .  .  .  .  .  .  .  .
        .  .  .  .  RD BD .  .
        .  .  .  .  .  .  .  .
        RC .  .  .  .  .  .  .
        """
    ).play("e3-e4")
    return {"capture.svg": svg(capture)}


if __name__ == "__main__":
    IMAGES.mkdir(parents=True, exist_ok=True)
    for name, text in images().items():
        (IMAGES / name).write_text(text, encoding="utf-8")
        print(f"wrote docs/img/{name}")
