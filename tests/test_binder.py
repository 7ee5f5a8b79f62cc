"""Binder: a fresh environment built from the binder/ files alone, as repo2docker builds it,
has every dependency, opens a Share box and runs the tutorial the badge opens.

repo2docker ignores the root pyproject.toml when binder/ exists, so binder/requirements.txt
lists polislab's runtime dependencies and binder/postBuild installs polislab itself (with
``--no-deps``). The list is pyproject's: the first test compares the two (fast, in every run).
The second makes a new virtual environment, installs what repo2docker's own image brings
(JupyterLab) plus binder/requirements.txt, runs binder/postBuild from the repository root, and
there: ``pip check`` (every dependency of polislab installed), a tutorial step's Share box
drawing its QR code (segno, imported only then, was missing on Binder once), and the tutorial
the README's badge opens (hopping-captures), with nbval.

Only that one tutorial: the main suite runs every notebook with nbval, and what this
environment could lack is a dependency, which ``pip check`` finds for every one of them,
including those a notebook imports only when a cell needs them (numpy for the odds, segno for
Share). Running all eleven here took 21 s more (2 cores); the test takes about 30 s.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fresh_env import fresh_env, run
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from project_file import DEPENDENCIES

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
#: Binder's system (repo2docker builds Linux images): pyproject's markers are judged for it.
LINUX = {"sys_platform": "linux", "platform_system": "Linux", "os_name": "posix"}
#: The tutorial Binder's badge opens (README.md).
BADGE_TUTORIAL = ROOT / "notebooks" / "hopping-captures.ipynb"


def _requirements(lines: list[str]) -> dict[str, str]:
    """Requirement lines as {normalised name: specifier}, keeping those that apply on Linux,
    their markers dropped."""
    found: dict[str, str] = {}
    for line in lines:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(LINUX):
            found[canonicalize_name(requirement.name)] = str(requirement.specifier)
    return found


def _binder_requirements() -> list[str]:
    text = (BINDER / "requirements.txt").read_text(encoding="utf-8")
    return [line.split("#", 1)[0].strip() for line in text.splitlines()
            if line.split("#", 1)[0].strip()]


def test_binder_requirements_are_pyprojects_runtime_dependencies() -> None:
    wanted = _requirements(DEPENDENCIES)
    listed = _requirements(_binder_requirements())
    missing = sorted(f"{name}{spec}" for name, spec in wanted.items() if name not in listed)
    extra = sorted(f"{name}{spec}" for name, spec in listed.items() if name not in wanted)
    differ = sorted(f"{name}: pyproject {wanted[name]!r}, binder {listed[name]!r}"
                    for name in wanted.keys() & listed.keys() if wanted[name] != listed[name])
    assert not (missing or extra or differ), (
        "binder/requirements.txt must list pyproject.toml's [project].dependencies as they apply "
        f"on Linux: missing {missing}, extra {extra}, different versions {differ}")


def test_the_check_reads_markers_as_binder_would() -> None:
    """A dependency pyproject keeps out of Linux is not wanted on Binder; one kept out of a
    Pyodide kernel only is."""
    assert _requirements(["numpy>=1.24; sys_platform != 'emscripten'",
                          "pywin32; sys_platform == 'win32'", "Segno >= 1.5"]) == {
        "numpy": ">=1.24", "segno": ">=1.5"}


SHARE = """
from polislab.classroom import read_moment
from polislab.games import hopping
from polislab.widgets import TutorialPlayer

player = TutorialPlayer(hopping.tutorial("worked-example"))
player.goto(1)  # its last step (of two)
[button] = player.share.buttons
button.click()  # what a learner's click on Share runs
print(player.share.shown, button.description, read_moment(player.share.code.value).step)
print(player.share._qr.value)
"""



@pytest.mark.binder
def test_an_environment_built_from_binder_alone_shares_and_runs_a_tutorial(
        tmp_path: Path) -> None:
    assert sorted(p.name for p in BINDER.iterdir()) == ["postBuild", "requirements.txt",
                                                        "runtime.txt"]
    assert "python-3." in (BINDER / "runtime.txt").read_text()
    env_dir = tmp_path / "env"
    python, env = fresh_env(env_dir)
    # What repo2docker's image brings, then what binder/ asks for, as repo2docker runs them.
    run([python, "-m", "pip", "install", "-q", "jupyterlab", "nbval", "pytest"], env, ROOT)
    run([python, "-m", "pip", "install", "-q", "-r", str(BINDER / "requirements.txt")], env, ROOT)
    run(["bash", str(BINDER / "postBuild")], env, ROOT)

    where = run([python, "-c", "import polislab; print(polislab.__file__)"], env, tmp_path)
    assert str(env_dir) in where, "polislab must come from the Binder environment"
    # Every dependency polislab declares is there (postBuild installs it with --no-deps).
    run([python, "-m", "pip", "check"], env, tmp_path)

    shown, qr = run([python, "-c", SHARE], env, tmp_path).split("\n", 1)
    assert shown == "True Close Share 1"
    assert "<svg" in qr and "<path" in qr and "aria-label='QR code of this moment'" in qr

    run([python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
         "--rootdir", str(tmp_path), "--nbval", "--nbval-current-env", str(BADGE_TUTORIAL)],
        env, tmp_path)
