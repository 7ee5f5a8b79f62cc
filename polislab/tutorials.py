"""The tutorial notebooks: where they are, and a copy of them in a folder of one's own.

The notebooks live in the repository's top-level ``notebooks/`` folder (the tutorials, and the
rules pages in ``notebooks/rules/``, which they link to). A wheel carries a copy at
``polislab/notebooks/`` (pyproject's ``sources``); an editable install has no copy and reads
the repository's folder, as :mod:`polislab.widgets.static_files` does for the front end.
``python -m polislab tutorials DEST`` copies them with :func:`copy_tutorials`.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from polislab.core.errors import FolderError

__all__ = ["FIRST", "PACKAGED", "REPOSITORY", "copy_tutorials", "notebooks_folder",
           "tutorial_files"]

#: The copy inside an installed wheel.
PACKAGED = Path(__file__).resolve().parent / "notebooks"
#: The notebooks of a checkout (editable installs).
REPOSITORY = Path(__file__).resolve().parents[1] / "notebooks"
#: The first tutorial of the first course: where a newcomer starts.
FIRST = "hopping-captures.ipynb"


def notebooks_folder() -> Path:
    """The folder of the tutorial notebooks: the packaged copy first, else the checkout's.

    Raises :class:`FolderError` naming both places looked in.
    """
    for folder in (PACKAGED, REPOSITORY):
        if (folder / FIRST).is_file():
            return folder
    raise FolderError(f"the tutorial notebooks are neither in {PACKAGED} (an installed wheel) "
                      f"nor in {REPOSITORY} (a checkout): reinstall polislab")


def tutorial_files(folder: Path | None = None) -> list[Path]:
    """The notebooks to copy, relative to ``folder`` (by default :func:`notebooks_folder`):
    the tutorials and the rules pages (``rules/``), nothing else (no checkpoints, no
    results files)."""
    folder = notebooks_folder() if folder is None else folder
    found = [*folder.glob("*.ipynb"), *folder.glob("rules/*.ipynb")]
    return sorted(path.relative_to(folder) for path in found)


def copy_tutorials(dest: str | os.PathLike[str], force: bool = False) -> list[Path]:
    """Copy the tutorial notebooks, with the rules pages they link to, into the folder
    ``dest`` (made if missing), and return the paths written.

    Files already in ``dest`` stay, but a notebook of the same name is never overwritten unless
    ``force``: :class:`FolderError` then names them and nothing is copied.
    """
    source = notebooks_folder()
    names = tutorial_files(source)
    target = Path(dest).expanduser()
    shown = str(target)
    if target.exists() and not target.is_dir():
        raise FolderError(f"{shown} is a file, not a folder: give a folder for the tutorials")
    taken = [name for name in names if (target / name).exists()]
    if taken and not force:
        listed = ", ".join(str(name) for name in taken[:3]) + (", …" if len(taken) > 3 else "")
        raise FolderError(f"{shown} already has {len(taken)} of the tutorial notebooks "
                          f"({listed}): choose another folder, or add --force to overwrite "
                          "them (your changes in them would be lost)")
    written: list[Path] = []
    try:
        for name in names:
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source / name, target / name)
            written.append(target / name)
    except OSError as err:
        for path in written:  # a half copy is undone (the notebooks it overwrote stay lost)
            if path.relative_to(target) not in taken:
                path.unlink(missing_ok=True)
        raise FolderError(f"the tutorials cannot be copied to {shown}: "
                          f"{err.strerror or type(err).__name__}") from None
    return written
