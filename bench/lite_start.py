"""How soon the JupyterLite site shows boards: three times from page load, on one site, in one run.

    python bench/lite_start.py [--site build/lite] [--site OTHER] [--runs 3]
                               [--notebook hopping-captures.ipynb]

Serves the built site (``bash scripts/build_lite.sh``) with ``python -m http.server`` on
127.0.0.1 and opens it in the system Chromium (``/usr/bin/chromium`` or ``POLISLAB_CHROMIUM``),
each load in a fresh browser context (a first visit: nothing cached). Every time is the page's
own clock (``performance.now()``, from the start of navigation), read as soon as a 50 ms poll
sees the event:

* (a) ``picture``: a tutorial opened by its link (``lab/index.html?path=NAME``) shows its first
  board picture, a stored output's ``<img>`` loaded (before any cell runs);
* (b) ``blank kernel``: a new blank notebook (``notebook:create-new`` as soon as the app is
  up) has its Python kernel idle;
* (c) ``live board``: the tutorial again, "Run all" fired as soon as its kernel is idle, has its
  first live board drawn (a ``canvas.polislab-board`` with pixels).

The tutorial's own kernel-ready time and the run from "Run all" to the first live board are
printed too (the breakdown of (c)); and (d) ``repeat visit``: the tutorial opened again in the
same browser profile, to its first live board. Targets (issues 24 and 39): (a) before (b), (c)
at most 1.3 x (b) and 10 s, (d) at most 5 s.
Where the site starts Python through polislab's start (scripts/lite_kernel_start.mjs), its
console lines give the breakdown of (c) and (d): the page until Python's start begins (the
JupyterLab app, the notebook, the kernel's worker), Pyodide's boot with its packages, the
tutorials' imports (a first visit) or the snapshot's restore (a repeat visit), the rest of the
kernel's start (its shell), and the run to the board.
The loads alternate blank / tutorial (and, given several ``--site``, site after site: a site
built before a change against one built after, in one sitting), so all see the same machine
load; ``uptime`` is printed before and after. A figure, not a test: the machine's load moves
it by seconds.
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("POLISLAB_CHROMIUM") or "/usr/bin/chromium"
LINGER_S = 6  # polislab's start keeps its snapshot 3 s after the kernel's Python is up

_KERNEL_IDLE = """() => {
  const k = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
  return k && k.status === 'idle' ? performance.now() : false;
}"""
_PICTURE = """() => {
  const img = Array.from(document.querySelectorAll('.jp-OutputArea-output img'))
    .find((i) => i.complete && i.naturalWidth > 0);
  return img ? performance.now() : false;
}"""
_LIVE_BOARD = """() => {
  for (const c of document.querySelectorAll('canvas.polislab-board')) {
    if (!c.width || !c.height) continue;
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < d.length; i += 4 * 97) if (d[i]) return performance.now();
  }
  return false;
}"""


def serve(site: Path) -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "-d", str(site)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(f"{url}/jupyter-lite.json", timeout=2).close()
            return server, url
        except OSError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit(f"the site at {site} did not come up")


def _when(page: Any, js: str, timeout: float = 300) -> float:
    """Seconds from navigation start to when ``js`` first holds (the page's clock)."""
    return page.wait_for_function(js, timeout=timeout * 1000, polling=50).json_value() / 1000


def blank_kernel(browser: Any, url: str) -> float:
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    try:
        page = context.new_page()
        page.goto(f"{url}/lab/index.html")
        page.wait_for_function(
            "() => window.jupyterapp?.commands.hasCommand('notebook:create-new')",
            timeout=120_000, polling=50)
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:create-new', "
                      "{kernelName: 'python'}); }")
        return _when(page, _KERNEL_IDLE)
    finally:
        context.close()


def tutorial(browser: Any, url: str, name: str) -> dict[str, Any]:
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    try:
        return _tutorial_in(context, url, name)
    finally:
        context.close()


def repeat_visit(browser: Any, url: str, name: str) -> dict[str, Any]:
    """The tutorial opened a second time in the same browser profile (its caches and storage
    as the first visit left them), as a learner coming back to the site. The first visit
    stays LINGER_S on its page (a learner reads the board), time for the site to keep what
    it keeps after a start."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    try:
        _tutorial_in(context, url, name, linger=LINGER_S)
        return _tutorial_in(context, url, name)
    finally:
        context.close()


_STARTED = re.compile(r"Python started in ([0-9.]+) s, the tutorials' imports took ([0-9.]+) s")
_RESTORED = re.compile(r"Python restored from the snapshot of an earlier start in ([0-9.]+) s")


def _breakdown(said: list[tuple[float, str]], origin: float, kernel: float,
               live: float) -> dict[str, float]:
    """The parts of a start, from polislab's start's console line (its arrival, on the
    page's clock, less the durations it reports): empty if the site has no such line."""
    for arrived, text in said:
        at = arrived - origin
        if match := _STARTED.search(text):
            boot, imports = float(match[1]), float(match[2])
            return {"page": at - boot - imports, "boot": boot, "imports": imports,
                    "shell": kernel - at, "run": live - kernel}
        if match := _RESTORED.search(text):
            restore = float(match[1])
            return {"page": at - restore, "restore": restore, "shell": kernel - at,
                    "run": live - kernel}
    return {}


def _tutorial_in(context: Any, url: str, name: str, linger: float = 0) -> dict[str, Any]:
    said: list[tuple[float, str]] = []

    def heard(message: Any) -> None:
        said.append((time.time(), message.text))

    context.on("console", heard)
    page = context.new_page()
    try:
        page.goto(f"{url}/lab/index.html?path={name}")
        origin = page.evaluate("performance.timeOrigin") / 1000
        # A stored picture comes before the kernel, or never (then it is the live board).
        picture: float | None = page.wait_for_function(
            f"() => ({_PICTURE})() || (({_KERNEL_IDLE})() && -1)",
            timeout=300_000, polling=50).json_value() / 1000
        if picture is not None and picture < 0:
            picture = None
        ready = _when(page, _KERNEL_IDLE)
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        live = _when(page, _LIVE_BOARD)
        if picture is None:
            picture = live
        page.wait_for_timeout(linger * 1000)
        return {"picture": picture, "kernel": ready, "live": live,
                "parts": _breakdown(said, origin, ready, live)}
    finally:
        page.close()
        context.remove_listener("console", heard)


def _parts(parts: dict[str, float]) -> str:
    return " + ".join(f"{name} {value:.2f}" for name, value in parts.items()) or "(no lines)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, action="append",
                        help="a built site (default build/lite); give several to compare")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--notebook", default="hopping-captures.ipynb")
    args = parser.parse_args()
    sites = args.site or [ROOT / "build" / "lite"]
    for site in sites:
        if not (site / "index.html").exists():
            raise SystemExit(f"no site at {site}: bash scripts/build_lite.sh")
    from playwright.sync_api import sync_playwright

    print("uptime:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    servers = [serve(site) for site in sites]
    rows: dict[Path, list[tuple[float, dict[str, Any]]]] = {s: [] for s in sites}
    repeats: dict[Path, list[float]] = {s: [] for s in sites}
    parts: dict[Path, dict[str, list[dict[str, float]]]] = {s: {"c": [], "d": []} for s in sites}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=["--no-sandbox"])
            for run in range(1, args.runs + 1):
                for site, (_, url) in zip(sites, servers, strict=True):
                    blank = blank_kernel(browser, url)
                    tut = tutorial(browser, url, args.notebook)
                    again = repeat_visit(browser, url, args.notebook)
                    repeats[site].append(again["live"] or 0.0)
                    rows[site].append((blank, tut))
                    print(f"{site} run {run}: (a) first picture {tut['picture']:.1f} s | "
                          f"(b) blank kernel ready {blank:.1f} s | "
                          f"(c) first live board {tut['live']:.1f} s "
                          f"[tutorial kernel ready {tut['kernel']:.1f} s + run to board "
                          f"{tut['live'] - tut['kernel']:.1f} s] | (c)/(b) "
                          f"{tut['live'] / blank:.2f} | (d) repeat visit, live board "
                          f"{again['live']:.1f} s", flush=True)
                    parts[site]["c"].append(tut["parts"])
                    parts[site]["d"].append(again["parts"])
                    print(f"    breakdown (c) {_parts(tut['parts'])}; (d) {_parts(again['parts'])}",
                          flush=True)
            browser.close()
    finally:
        for server, _ in servers:
            server.terminate()
            server.wait(timeout=10)
    for site in sites:
        a = statistics.median(t["picture"] for _, t in rows[site])
        b = statistics.median(blank for blank, _ in rows[site])
        c = statistics.median(t["live"] for _, t in rows[site])
        print(f"{site}, median of {len(rows[site])}: (a) {a:.1f} s, (b) {b:.1f} s, "
              f"(c) {c:.1f} s; (a) before (b): {'yes' if a < b else 'NO'}; "
              f"(c)/(b) = {c / b:.2f} (target <= 1.3); (d) repeat visit "
              f"{statistics.median(repeats[site]):.1f} s (target <= 5, issue 39; (c) <= 10)")
        for load, found in parts[site].items():
            if all(found):
                median = {k: statistics.median(p[k] for p in found) for k in found[0]}
                print(f"    median breakdown ({load}): {_parts(median)}")
    print("uptime:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())


if __name__ == "__main__":
    main()
