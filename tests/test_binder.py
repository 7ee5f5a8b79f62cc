"""Binder: a fresh environment built from the binder/ files alone, as repo2docker builds it,
runs every tutorial notebook.

repo2docker ignores the root pyproject.toml when binder/ exists, so binder/ must install
polislab itself. This test makes a new virtual environment, installs what repo2docker's own
image brings (JupyterLab) plus binder/requirements.txt, runs binder/postBuild from the
repository root, and runs the notebooks there with nbval.
"""

from __future__ import annotations

import os
import subprocess
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"


def run(command: list[str], env: dict[str, str], cwd: Path) -> None:
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=900)
    assert done.returncode == 0, f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}"


@pytest.mark.binder
def test_notebooks_run_in_an_environment_built_from_binder_alone(tmp_path: Path) -> None:
    assert sorted(p.name for p in BINDER.iterdir()) == ["postBuild", "requirements.txt",
                                                        "runtime.txt"]
    assert "python-3." in (BINDER / "runtime.txt").read_text()
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=True)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = str(bin_dir / "python")
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "VIRTUAL_ENV": str(env_dir), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("PYTHONPATH", None)
    # What repo2docker's image brings, then what binder/ asks for, as repo2docker runs them.
    run([python, "-m", "pip", "install", "-q", "jupyterlab", "nbval", "pytest"], env, ROOT)
    run([python, "-m", "pip", "install", "-q", "-r", str(BINDER / "requirements.txt")], env, ROOT)
    run(["bash", str(BINDER / "postBuild")], env, ROOT)

    where = subprocess.run([python, "-c", "import polislab; print(polislab.__file__)"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    assert str(env_dir) in where.stdout, "polislab must come from the Binder environment"
    notebooks = sorted(str(p) for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert notebooks
    run([python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
         "--rootdir", str(tmp_path), "--nbval", "--nbval-current-env", *notebooks],
        env, tmp_path)
