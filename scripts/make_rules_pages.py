"""Write each game's rules page for learners as a notebook, notebooks/rules/<game>.ipynb.

    python scripts/make_rules_pages.py

The page itself is ``polislab/games/<game>/learners_rules.md`` (see
:mod:`polislab.core.rules_page`): the tutorial panel shows its sections beside the citations,
and the notebooks link to this copy, which JupyterLab, JupyterLite, GitHub and nbviewer all
show as a page. A test checks that the copies are current.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from polislab.core.interface import interface_for  # noqa: E402
from polislab.core.protocol import game_names  # noqa: E402

FOLDER = ROOT / "notebooks" / "rules"


def notebook_text(game: str) -> str:
    """The notebook of ``game``'s rules page: its title and introduction, then one markdown
    cell per section (its heading and text; the citation keys stay out of sight)."""
    page = interface_for(game).rules_page()
    if page is None:
        raise SystemExit(f"{game} has no rules page")
    cells = [f"# {page.title}\n\n{page.intro}"]
    cells += [f"## {section.title}\n\n{section.text}" for section in page.sections]
    notebook = {
        "cells": [{"cell_type": "markdown", "id": f"section-{number}", "metadata": {},
                   "source": text.strip().splitlines(keepends=True)}
                  for number, text in enumerate(cells)],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"},
                     "language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for game in game_names():
        if interface_for(game).rules_page() is None:
            continue
        path = FOLDER / f"{game}.ipynb"
        path.write_text(notebook_text(game), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
