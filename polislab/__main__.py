"""``python -m polislab``: the commands of an installed polislab.

    python -m polislab tutorials DEST [--force]   copy the tutorial notebooks into DEST
    python -m polislab --version
"""

from __future__ import annotations

import argparse
import importlib.util
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path

import polislab
from polislab.core.errors import PolislabError
from polislab.tutorials import FIRST, copy_tutorials


def parser() -> argparse.ArgumentParser:
    main = argparse.ArgumentParser(
        prog="python -m polislab",
        description="polislab: learn the rules of ancient-Greek board games by playing them in "
                    "Jupyter notebooks.")  # fmt: skip
    main.add_argument("--version", action="version", version=f"polislab {polislab.__version__}")
    commands = main.add_subparsers(dest="command", metavar="COMMAND")
    tutorials = commands.add_parser(
        "tutorials", help="copy the tutorial notebooks (and the rules pages) into a folder",
        description="Copy the tutorial notebooks, with the rules pages they link to (rules/), "
                    "into the folder DEST, made if missing. Notebooks already there are not "
                    "overwritten unless --force.")  # fmt: skip
    tutorials.add_argument("dest", metavar="DEST", help="the folder, e.g. ~/polislab-tutorials")
    tutorials.add_argument("--force", action="store_true",
                           help="overwrite the tutorial notebooks already in DEST")
    return main


def tutorials(dest: str, force: bool) -> str:
    """Copy the tutorials into ``dest``; what was done, and the command to open the first."""
    written = copy_tutorials(dest, force=force)
    folder = Path(dest).expanduser().absolute()
    rules = sum(path.parent != folder for path in written)
    lines = [f"Copied {len(written) - rules} tutorial notebooks into {folder}, and the {rules} "
             f"rules pages they link to into {folder / 'rules'}.",
             "Open the first tutorial in JupyterLab:",
             f"    jupyter lab {shlex.quote(str(folder / FIRST))}"]
    if importlib.util.find_spec("jupyterlab") is None:
        lines.append("(JupyterLab is not installed in this Python: `pip install jupyterlab` "
                     "first.)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = parser().parse_args(argv)
    if arguments.command is None:
        parser().print_help(sys.stderr)
        return 2
    try:
        print(tutorials(arguments.dest, arguments.force))
    except PolislabError as err:
        print(f"polislab: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
