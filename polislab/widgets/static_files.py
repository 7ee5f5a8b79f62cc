"""Where the front-end files of the widgets (ESM and CSS for anywidget) are found.

The sources live in the repository's top-level ``widgets/`` folder. A wheel carries a copy at
``polislab/widgets/static/`` (pyproject's ``force-include``); an editable install has no copy
and reads the repository's folder, so an edited file is picked up on the next widget made.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["PACKAGED", "REPOSITORY", "static_file"]

#: The copy inside an installed wheel.
PACKAGED = Path(__file__).resolve().parent / "static"
#: The sources in a checkout (editable installs).
REPOSITORY = Path(__file__).resolve().parents[2] / "widgets"


def static_file(name: str) -> Path:
    """The path of the front-end file ``name`` (e.g. ``"tutorial.js"``): packaged copy first.

    Raises :class:`FileNotFoundError` naming both places looked in.
    """
    for folder in (PACKAGED, REPOSITORY):
        path = folder / name
        if path.is_file():
            return path
    raise FileNotFoundError(
        f"widget file {name!r} is neither in {PACKAGED} (an installed wheel) nor in "
        f"{REPOSITORY} (a checkout); reinstall polislab"
    )
