"""pyproject.toml, read (for the tests that compare a build or a list with it)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the same parser, as a package
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent

with open(ROOT / "pyproject.toml", "rb") as _handle:
    #: The whole file, as data.
    PYPROJECT: dict[str, Any] = tomllib.load(_handle)

#: [project].version: the version a build carries and ``polislab.__version__`` reports.
VERSION: str = PYPROJECT["project"]["version"]
#: [project].dependencies: the runtime dependencies, markers and all.
DEPENDENCIES: list[str] = PYPROJECT["project"]["dependencies"]
