"""``python -m polislab``: the tutorials copied into a folder of one's own, --help, --version.

The copy is what a teacher or a hub runs after installing the wheel (docs/teaching.md):
here from the checkout (an editable install reads notebooks/); tests/test_install.py runs it
from an installed wheel.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from project_file import VERSION

import polislab
from polislab import tutorials
from polislab.__main__ import main
from polislab.core.errors import FolderError, PolislabError
from polislab.tutorials import FIRST, REPOSITORY, copy_tutorials, notebooks_folder, tutorial_files

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted([*REPOSITORY.glob("*.ipynb"), *REPOSITORY.glob("rules/*.ipynb")])


def test_the_notebooks_are_the_tutorials_and_the_rules_pages() -> None:
    names = tutorial_files()
    assert names == [path.relative_to(REPOSITORY) for path in NOTEBOOKS]
    assert Path(FIRST) in names and Path("rules/hopping.ipynb") in names
    assert len([n for n in names if n.parent == Path("rules")]) == 4 and len(names) == 16


def test_a_checkout_reads_the_repositorys_notebooks() -> None:
    """An editable install has no packaged copy (tests/test_install.py tests the wheel's)."""
    if tutorials.PACKAGED.is_dir():
        pytest.skip("running from an installed wheel")
    assert notebooks_folder() == ROOT / "notebooks"


def test_no_folder_names_both_places(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(tutorials, "PACKAGED", tmp_path / "a")
    monkeypatch.setattr(tutorials, "REPOSITORY", tmp_path / "b")
    with pytest.raises(FolderError, match="neither in .*a \\(an installed wheel\\) nor in "
                                          ".*b \\(a checkout\\): reinstall polislab"):
        notebooks_folder()


def test_every_link_of_a_notebook_stays_in_the_folder() -> None:
    """The copy, the wheel and the JupyterLite site hold notebooks/ alone: a relative link
    out of it (once ../docs/scripting.md) would lead nowhere there."""
    link = re.compile(r"\]\(([^)\s]+)\)")
    for path in NOTEBOOKS:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        for target in link.findall(re.sub(r"`[^`]*`", "", text)):  # links, not code
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue
            resolved = (path.parent / target.split("#")[0]).resolve()
            assert resolved.is_relative_to(REPOSITORY), f"{path.name} links {target}"
            assert resolved.is_file(), f"{path.name} links {target}, which does not exist"


def test_the_command_copies_every_notebook(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    dest = tmp_path / "class 3b"
    (dest / "rules").mkdir(parents=True)
    (dest / "mine.ipynb").write_text("{}")  # other files may be there: they stay
    assert main(["tutorials", str(dest)]) == 0
    for path in NOTEBOOKS:
        assert (dest / path.relative_to(REPOSITORY)).read_bytes() == path.read_bytes()
    assert (dest / "mine.ipynb").read_text() == "{}"
    said = capsys.readouterr().out
    assert said.startswith(f"Copied 12 tutorial notebooks into {dest}, and the 4 rules pages "
                           f"they link to into {dest / 'rules'}.\n")
    assert f"\n    jupyter lab '{dest / FIRST}'\n" in said


def test_it_overwrites_nothing_unless_forced(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    copy_tutorials(tmp_path)
    (tmp_path / FIRST).write_text("my notes")
    (tmp_path / "battles.ipynb").unlink()
    assert main(["tutorials", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err == (
        f"polislab: {tmp_path} already has 15 of the tutorial notebooks (civil-war.ipynb, "
        "hellas-attacks.ipynb, hopping-captures.ipynb, …): choose another folder, or add "
        "--force to overwrite them (your changes in them would be lost)\n")
    assert (tmp_path / FIRST).read_text() == "my notes"  # nothing copied
    assert not (tmp_path / "battles.ipynb").exists()
    assert main(["tutorials", "--force", str(tmp_path)]) == 0
    assert (tmp_path / FIRST).read_bytes() == (REPOSITORY / FIRST).read_bytes()
    assert (tmp_path / "battles.ipynb").is_file()


def test_a_file_is_no_folder(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("x")
    with pytest.raises(FolderError, match="notes.txt is a file, not a folder: give a folder"):
        copy_tutorials(tmp_path / "notes.txt")
    assert (tmp_path / "notes.txt").read_text() == "x"


def test_a_copy_that_fails_half_way_leaves_nothing(monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    copied: list[str] = []

    def copyfile(source: Path, target: Path) -> None:
        if len(copied) == 3:
            raise OSError(28, "No space left on device")
        Path(target).write_bytes(Path(source).read_bytes())
        copied.append(Path(target).name)

    monkeypatch.setattr(tutorials.shutil, "copyfile", copyfile)
    with pytest.raises(FolderError, match=f"cannot be copied to {tmp_path}: No space left"):
        copy_tutorials(tmp_path)
    assert copied and not list(tmp_path.glob("**/*.ipynb"))


def test_folder_error_is_polislabs() -> None:
    assert issubclass(FolderError, PolislabError) and issubclass(FolderError, OSError)


def test_the_version_is_pyprojects() -> None:
    """From the installed metadata: a stale install (pyproject's version changed since)
    fails here; reinstall (`pip install -e .`)."""
    assert polislab.__version__ == VERSION


def test_help_version_and_no_command() -> None:
    def command(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "polislab", *args], capture_output=True,
                              text=True, timeout=120, cwd=ROOT)

    version = command("--version")
    assert (version.returncode, version.stdout) == (0, f"polislab {VERSION}\n")
    helped = command("--help")
    assert helped.returncode == 0 and "tutorials" in helped.stdout
    assert "copy the tutorial notebooks" in helped.stdout
    bare = command()
    assert bare.returncode == 2 and bare.stderr.startswith("usage: python -m polislab")
