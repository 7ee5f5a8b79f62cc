"""A fresh virtual environment, and commands run in it: what the install tests (the wheel's,
tests/test_install.py, and Binder's, tests/test_binder.py) build their installs in."""

from __future__ import annotations

import os
import subprocess
import venv
from pathlib import Path


def fresh_env(where: Path) -> tuple[str, dict[str, str]]:
    """A new virtual environment at ``where``: its python, and the environment variables that
    put it first (no PYTHONPATH from the test run leaks in)."""
    venv.create(where, with_pip=True)
    bin_dir = where / ("Scripts" if os.name == "nt" else "bin")
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "VIRTUAL_ENV": str(where), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("PYTHONPATH", None)
    return str(bin_dir / "python"), env


def run(command: list[str], env: dict[str, str], cwd: Path) -> str:
    """Run ``command``; its output, or a failed assertion with everything it printed."""
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=900)
    assert done.returncode == 0, f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout
