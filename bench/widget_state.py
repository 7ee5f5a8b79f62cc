"""How much widget state each tutorial notebook leaves in its kernel.

    python bench/widget_state.py [notebooks/hopping-captures.ipynb ...]

Voilà, and JupyterLab reopening a notebook whose kernel still runs, fetch the state of every
widget in the kernel in one message, and give up on it after 4 seconds (ipywidgets' widget
manager, ``_loadFromKernel``); the fallback, one request per widget, then left boards of a
tutorial undrawn on a loaded machine. For each notebook, run in this process as a kernel would
run it, this prints the number of widget models, the bytes of their state, and the seconds the
kernel takes to answer that one message (the states read and serialised), median of 5.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import nbformat
from IPython.core.interactiveshell import InteractiveShell
from ipywidgets.widgets.widget import _instances, _remove_buffers

ROOT = Path(__file__).resolve().parents[1]


def _answer_request_states() -> int:
    """What ipywidgets' control comm does for ``request_states``: every state, serialised."""
    states = {w.model_id: {"model_name": w._model_name, "state": w.get_state()}
              for w in list(_instances.values())}
    stripped, _paths, buffers = _remove_buffers(states)
    return len(json.dumps(stripped)) + sum(len(b) for b in buffers)


def measure(path: Path) -> None:
    _instances.clear()
    shell = InteractiveShell.instance()
    for cell in nbformat.read(path, as_version=4).cells:
        if cell.cell_type == "code":
            result = shell.run_cell(cell.source, silent=True)
            if not result.success:
                raise SystemExit(f"{path.name}: a cell failed: {result.error_in_exec!r}")
    times, size = [], 0
    for _ in range(5):
        start = time.perf_counter()
        size = _answer_request_states()
        times.append(time.perf_counter() - start)
    kinds = Counter(type(w).__name__ for w in _instances.values()).most_common(4)
    print(f"{path.name:36} {len(_instances):5} models {size / 1e6:6.2f} MB "
          f"{statistics.median(times):6.3f} s   most: "
          + ", ".join(f"{name} {n}" for name, n in kinds))


def main() -> None:
    paths = [Path(p) for p in sys.argv[1:]] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for path in paths:
        if "latency" not in path.name:
            measure(path)


if __name__ == "__main__":
    main()
