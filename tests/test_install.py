"""A teacher's or a hub's install: the sdist and the wheel built as a release builds them, the
wheel installed in a fresh environment, its tutorials copied out and one of them run there.

``python -m build`` makes the sdist, then the wheel from the sdist (so the sdist must hold
everything the wheel needs). Both carry the tutorial notebooks and the rules pages, as in the
repository. The wheel goes into a new virtual environment whose dependencies pip resolves from
the package index, as ``pip install`` does on a hub; ``python -m polislab tutorials DEST``
copies the notebooks out of the installed package, and the first tutorial runs from DEST with
nbval (its stored outputs compared). The Binder environment, a different install (polislab
from the checkout with --no-deps), has its own test (tests/test_binder.py).
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from fresh_env import fresh_env, run
from project_file import VERSION

from polislab.tutorials import FIRST, REPOSITORY, tutorial_files

ROOT = Path(__file__).resolve().parent.parent



@pytest.mark.install
def test_the_wheel_installs_copies_its_tutorials_and_runs_one(tmp_path: Path) -> None:
    assert importlib.util.find_spec("build") is not None, (
        "this test builds with the `build` package: pip install -e '.[test]'")
    version = VERSION
    notebooks = tutorial_files(REPOSITORY)
    assert {Path(FIRST), Path("rules/hopping.ipynb")} <= set(notebooks)

    dist = tmp_path / "dist"
    run([sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)],
        {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}, tmp_path)
    [sdist] = dist.glob("polislab-*.tar.gz")
    [wheel] = dist.glob("polislab-*.whl")
    assert sdist.name == f"polislab-{version}.tar.gz"
    with tarfile.open(sdist) as archive:
        for name in notebooks:
            member = archive.extractfile(f"polislab-{version}/notebooks/{name}")
            assert member is not None and member.read() == (REPOSITORY / name).read_bytes(), name
    with zipfile.ZipFile(wheel) as archive:
        packaged = sorted(n for n in archive.namelist() if n.startswith("polislab/notebooks/"))
        assert packaged == sorted(f"polislab/notebooks/{name.as_posix()}" for name in notebooks)
        for name in notebooks:
            assert archive.read(f"polislab/notebooks/{name.as_posix()}") == (
                REPOSITORY / name).read_bytes(), name

    env_dir = tmp_path / "env"
    python, env = fresh_env(env_dir)
    # The wheel with the dependencies it declares, and what runs a notebook (no JupyterLab).
    run([python, "-m", "pip", "install", "-q", str(wheel), "nbval", "pytest"], env, tmp_path)
    run([python, "-m", "pip", "check"], env, tmp_path)
    assert run([python, "-m", "polislab", "--version"], env, tmp_path) == f"polislab {version}\n"

    dest = tmp_path / "my tutorials"
    said = run([python, "-m", "polislab", "tutorials", str(dest)], env, tmp_path)
    assert f"jupyter lab '{dest / FIRST}'" in said
    assert "JupyterLab is not installed in this Python" in said
    assert tutorial_files(dest) == notebooks
    where = run([python, "-c", "import polislab.tutorials as t; print(t.notebooks_folder())"],
                env, tmp_path)
    assert Path(where.strip()).is_relative_to(env_dir), "the copy must come from the wheel"

    run([python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
         "--rootdir", str(tmp_path), "--nbval", "--nbval-current-env", str(dest / FIRST)],
        env, dest)
