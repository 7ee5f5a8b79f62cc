"""Run the tutorial notebooks top to bottom and store their outputs (see CONTRIBUTING.md).

    python scripts/run_notebooks.py [notebooks/name.ipynb ...]

The stored outputs are what a reader sees with no kernel (GitHub, nbviewer, a JupyterLab
with the kernel stopped, a notebook opened untrusted: each board carries a picture, an HTML
``<img>`` of its SVG with the board's description as ``alt``, from the widgets' and states'
display bundles), and what the test suite checks:
pytest re-runs every notebook with nbval and compares each output with the stored one. The
widget state that the runner would save is dropped: boards are rebuilt from code, and the
SVG covers every place without a kernel. For the same reason a stored output keeps no
reference to a widget (its model is gone with the kernel): JupyterLab would show "Error
displaying widget: model not found" in its place, and now shows the board's picture before
any cell runs, trusted or not.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

# The kernels keep exercise results in memory: no results file is left in notebooks/.
os.environ["POLISLAB_RESULTS_FILE"] = ""

ROOT = Path(__file__).resolve().parent.parent
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def run(path: Path) -> float:
    notebook = nbformat.read(path, as_version=4)
    started = time.perf_counter()
    NotebookClient(notebook, timeout=60, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    elapsed = time.perf_counter() - started
    notebook.metadata.get("widgets", {}).pop(WIDGET_STATE, None)
    if not notebook.metadata.get("widgets"):
        notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        cell.get("metadata", {}).pop("execution", None)
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW in data and len(data) > 1:  # the picture and text stay
                del data[WIDGET_VIEW]
    nbformat.write(notebook, path)
    return elapsed


def main(paths: list[str]) -> None:
    targets = [Path(p) for p in paths] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for path in targets:
        print(f"{path.name}: ran in {run(path):.1f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
