"""The wheel carries the widgets' front-end files, and the resolver finds them where installed.

anywidget reads ``_esm`` / ``_css`` from files: a file left out of the wheel is a
FileNotFoundError on the learner's machine (koaning/drawdata#7), so this is checked by building
the real wheel.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from polislab.widgets import static_files
from polislab.widgets.static_files import static_file

ROOT = Path(__file__).resolve().parents[1]
FRONT_END = ["tutorial.js", "tutorial.css", "board.js", "access.js", "access.css"]


def _build_wheel(out: Path) -> Path:
    """Build polislab's wheel into ``out``: hatchling in-process if installed, else pip."""
    if importlib.util.find_spec("hatchling") is not None:
        from hatchling.builders.wheel import WheelBuilder

        [path] = list(WheelBuilder(str(ROOT)).build(directory=str(out), versions=["standard"]))
        return Path(path)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)],
        check=True, timeout=600,
    )  # fmt: skip
    [path] = out.glob("polislab-*.whl")
    return path


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _build_wheel(tmp_path_factory.mktemp("wheel"))


@pytest.mark.parametrize("name", FRONT_END)
def test_wheel_carries_the_front_end_files(wheel: Path, name: str) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        packaged = f"polislab/widgets/static/{name}"
        assert packaged in names, f"{packaged} missing from {wheel.name}: {names}"
        assert archive.read(packaged) == (ROOT / "widgets" / name).read_bytes()


def test_wheel_has_the_resolver_and_the_tutorial(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert {"polislab/widgets/static_files.py", "polislab/widgets/tutorial.py",
            "polislab/core/scenario.py"} <= names


def test_installed_wheel_resolves_its_packaged_copy(wheel: Path, tmp_path: Path) -> None:
    """Unpacked as site-packages would hold it, the wheel finds its own copy, not the repo's."""
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    code = (
        "import polislab.widgets.static_files as s\n"
        "print(s.__file__)\n"
        f"for name in {FRONT_END!r}: print(s.static_file(name))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin", "PYTHONNOUSERSITE": "1"},
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    module, *paths = out.stdout.split()
    assert Path(module).is_relative_to(site)
    assert [Path(p) for p in paths] == [site / "polislab/widgets/static" / n for n in FRONT_END]


def test_checkout_resolves_the_repository_folder() -> None:
    """An editable install has no packaged copy and reads widgets/ in the checkout."""
    if static_files.PACKAGED.is_dir():
        pytest.skip("running from an installed wheel")
    for name in FRONT_END:
        assert static_file(name) == ROOT / "widgets" / name


def test_missing_file_names_both_places() -> None:
    with pytest.raises(FileNotFoundError, match="no-such.js.*installed wheel.*checkout"):
        static_file("no-such.js")


def test_controls_load_their_module_and_style_from_the_files() -> None:
    from polislab.widgets.tutorial import TutorialControls

    controls = TutorialControls()
    assert controls._esm == static_file("tutorial.js").read_text(encoding="utf-8")
    assert controls._css == static_file("tutorial.css").read_text(encoding="utf-8")
    assert "export default" in controls._esm


def test_wheel_carries_the_tutorial_notebooks(wheel: Path) -> None:
    """Issue 34: the tutorials and rules pages, stored outputs and all, and nothing else from
    notebooks/ (tests/test_install.py copies them out of an installed wheel and runs one)."""
    from polislab.tutorials import REPOSITORY, tutorial_files

    names = [name.as_posix() for name in tutorial_files(REPOSITORY)]
    with zipfile.ZipFile(wheel) as archive:
        packaged = sorted(n.removeprefix("polislab/notebooks/") for n in archive.namelist()
                          if n.startswith("polislab/notebooks/"))
        assert packaged == names
        for name in names:
            assert archive.read(f"polislab/notebooks/{name}") == (REPOSITORY / name).read_bytes()


def test_wheel_publishes_the_save_formats(wheel: Path) -> None:
    """Issue 28: the JSON Schema of every save ships in the wheel, as in the repository."""
    schemas = sorted([*(ROOT / "polislab" / "schemas").glob("*.json"),
                      *(ROOT / "polislab" / "games").glob("*/schemas/*.json")])
    assert {p.stem for p in schemas} >= {"hopping-position", "hegemony-state", "hellas-state",
                                         "hexemonia-state", "timeline", "scenario"}
    with zipfile.ZipFile(wheel) as archive:
        for path in schemas:
            inside = path.relative_to(ROOT).as_posix()
            assert archive.read(inside) == path.read_bytes()


def test_wheel_enables_the_server_extension(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        config = next(n for n in archive.namelist()
                      if n.endswith("etc/jupyter/jupyter_server_config.d/polislab.json"))
        enabled = json.loads(archive.read(config))["ServerApp"]["jpserver_extensions"]
    assert enabled == {"polislab.server": True}


def test_wheel_keeps_ipycanvas_and_numpy_out_of_a_pyodide_kernel(wheel: Path) -> None:
    """Issue 18: in JupyterLite (sys_platform "emscripten") they cannot be installed offline;
    everywhere else they are still dependencies."""
    from packaging.requirements import Requirement

    with zipfile.ZipFile(wheel) as archive:
        meta = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        lines = archive.read(meta).decode().splitlines()
    requires = [Requirement(line.split(":", 1)[1]) for line in lines
                if line.startswith("Requires-Dist:")]
    core = {r.name.lower(): r for r in requires if "extra" not in str(r.marker or "")}
    assert {"ipywidgets", "anywidget", "traitlets", "ipycanvas", "numpy",
            "fastjsonschema"} <= set(core)
    for name, requirement in core.items():
        pyodide = {"sys_platform": "emscripten", "platform_system": "Emscripten"}
        kept = requirement.marker is None or requirement.marker.evaluate(pyodide)
        assert kept == (name not in ("ipycanvas", "numpy")), requirement
        assert requirement.marker is None or requirement.marker.evaluate({"sys_platform": "linux"})
