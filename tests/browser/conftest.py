"""Fixtures for real-browser widget tests (one JupyterLab + one Chromium per session).

Without Chromium or playwright the tests skip locally but FAIL when CI=true.
"""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import (
    NOTEBOOK_DIR,
    LabPage,
    LabServer,
    chromium_executable,
    in_ci,
    launch_chromium,
    open_lab_page,
)

if TYPE_CHECKING:
    from playwright.sync_api import Browser


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: needs JupyterLab + Chromium (tests/browser)")


def _unavailable(reason: str) -> None:
    if in_ci():
        pytest.fail(f"CI=true and browser tests cannot run: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """Path of the system Chromium; skip (locally) or fail (CI) when unusable."""
    path = chromium_executable()
    if importlib.util.find_spec("playwright") is None:
        _unavailable("python package 'playwright' is not installed")
    if not path.is_file():
        _unavailable(f"no Chromium at {path} (set POLISLAB_CHROMIUM or apt-get install chromium)")
    return str(path)


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """JupyterLab serving a temp root that holds a copy of tests/browser/notebooks/*.ipynb."""
    t0 = time.monotonic()
    server = LabServer(tmp_path_factory.mktemp("jupyterlab"))
    for nb in sorted(NOTEBOOK_DIR.glob("*.ipynb")):
        server.add_notebook(nb)
    with server:
        print(f"\n[browser] JupyterLab up at {server.url} in {time.monotonic() - t0:.1f}s")
        yield server


@pytest.fixture(scope="session")
def lab_browser(chromium_path: str) -> Iterator[Browser]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = launch_chromium(pw, Path(chromium_path))
        yield browser
        browser.close()


@pytest.fixture
def lab_page(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """A fresh browser context + page; kernels are shut down afterwards."""
    yield from open_lab_page(lab_browser, lab_server)
