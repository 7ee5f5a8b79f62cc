"""Untrusted, every tutorial shows its board pictures before any cell runs (issue 24).

A notebook downloaded, pulled with git or opened in JupyterLite is untrusted: JupyterLab and
Notebook 7 then show no SVG output, and a board stored only as SVG showed as a line of text. For
each notebook in notebooks/, opened untrusted (the test server's own, empty, trust database) in
JupyterLab and in Notebook 7, and with no cell run: every board the file stores shows as a loaded
picture (an ``<img>`` with pixels) whose ``alt`` is that board's description as stored, and no
output shows a widget's text repr instead. (The JupyterLite site is checked the same way in
test_lite_site.py.) A quick run opens one tutorial of each game; CI opens every one
(POLISLAB_BROWSER_NOTEBOOKS=all); tests/test_widgets_offline.py checks every stored picture of
every tutorial without a browser.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from .jupyter_harness import LabServer, browser_tutorials

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS = browser_tutorials()  # one per game; every one in CI
#: What a board output showed untrusted before: its text repr.
TEXT_REPR = re.compile(r"^(TutorialPlayer|PlayView|Exercise)\(|^[a-z]+\.State\(|^Position: ")

# Every stored output picture that has loaded (pixels), with its alt, over the whole notebook:
# scrolled from top to bottom, as JupyterLab may render only the cells near the view.
PICTURES_JS = """async () => {
  const seen = new Set();
  const scroller = document.querySelector('.jp-WindowedPanel-outer');
  const collect = () => {
    for (const img of document.querySelectorAll('.jp-OutputArea-output img')) {
      if (img.complete && img.naturalWidth > 0) seen.add(img.alt);
    }
  };
  const pause = () => new Promise((r) => setTimeout(r, 250));
  for (const el of [scroller, document.scrollingElement]) {
    if (!el) continue;
    el.scrollTop = 0;
    let atEnd = 0;  // the height grows as cells render: the end must hold for a while
    for (let i = 0; i < 600 && atEnd < 4; i++) {
      await pause(); collect();
      atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 2 ? atEnd + 1 : 0;
      el.scrollTop += el.clientHeight * 0.5;
    }
  }
  await pause(); collect();
  const texts = Array.from(document.querySelectorAll('.jp-OutputArea-output'))
    .map((o) => o.innerText.trim().slice(0, 80));
  return {alts: Array.from(seen), texts};
}"""


class _Images(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.alts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img":
            self.alts.append(dict(attrs).get("alt") or "")


def stored_board_alts(path: Path) -> list[str]:
    """The alt text of every board picture a notebook file stores (its text/html outputs)."""
    alts = []
    for cell in json.loads(path.read_text())["cells"]:
        for output in cell.get("outputs", []):
            text = "".join(output.get("data", {}).get("text/html", []))
            if "polislab-picture" in text:
                parser = _Images()
                parser.feed(text)
                alts += parser.alts
    return alts


def check_pictures(page: Page, path: Path) -> int:
    """Every board ``path`` stores is shown on ``page`` as a loaded picture with its alt."""
    expected = stored_board_alts(path)
    assert expected, f"{path.name} stores no board picture"
    assert all(len(a) > 60 and a.lower() != "board" for a in expected), expected
    alts: set[str] = set()
    for _ in range(3):  # a busy machine may render a cell after the scroll has passed it
        shown = page.evaluate(PICTURES_JS)
        alts.update(shown["alts"])
        if all(a in alts for a in expected):
            break
    missing = [a[:100] for a in expected if a not in alts]
    assert not missing, f"{path.name}: boards not shown as pictures: {missing}"
    as_text = [t for t in shown["texts"] if TEXT_REPR.match(t)]
    assert not as_text, f"{path.name}: boards shown as text: {as_text}"
    return len(expected)


@pytest.fixture(scope="module")
def untrusted(lab_browser: Browser, lab_server: LabServer) -> Iterator[Page]:
    context = lab_browser.new_context(viewport={"width": 1366, "height": 768})
    context.set_default_timeout(60_000)
    try:
        yield context.new_page()
    finally:
        context.close()
        lab_server.shutdown_kernels()


def _untrusted_cells(page: Page) -> list[Any]:
    return page.evaluate("""() => Array.from(
        window.jupyterapp.shell.currentWidget.content.model.cells)
        .filter((c) => c.type === 'code').map((c) => c.trusted)""")


def _untrusted_copy(server: LabServer, notebook: str, name: str) -> str:
    """A copy of ``notebook`` that no test has trusted: trust is kept by the notebook's
    digest, so a copy of a notebook another test trusted (the one-screen test trusts its
    tutorials as README's command does) would open trusted; a metadata note of its own gives
    the copy a digest of its own."""
    path = server.add_notebook(ROOT / "notebooks" / notebook, name)
    data = json.loads((server.root_dir / path).read_text(encoding="utf-8"))
    data["metadata"]["polislab_test_copy"] = name
    (server.root_dir / path).write_text(json.dumps(data, indent=1), encoding="utf-8")
    return path


@pytest.mark.parametrize("app", ["lab", "notebook7"])
@pytest.mark.parametrize("notebook", TUTORIALS)
def test_untrusted_tutorial_shows_described_board_pictures(
        untrusted: Page, lab_server: LabServer, notebook: str, app: str) -> None:
    path = _untrusted_copy(lab_server, notebook, f"untrusted/{app}/{notebook}")
    url = {"lab": f"/lab/tree/{path}?reset", "notebook7": f"/notebooks/{path}"}[app]
    untrusted.goto(lab_server.url + url)
    untrusted.locator(".jp-OutputArea-output").first.wait_for()
    if app == "lab":
        untrusted.wait_for_function(
            "() => window.jupyterapp?.shell.currentWidget?.content?.model")
        assert not any(_untrusted_cells(untrusted)), "the notebook opened trusted"
    count = check_pictures(untrusted, ROOT / "notebooks" / notebook)
    print(f"\n[untrusted {app}] {notebook}: {count} pictures with alt text")
    lab_server.shutdown_kernels()
