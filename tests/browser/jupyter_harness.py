"""Real-browser harness: a throw-away JupyterLab server driven by the system Chromium.

`LabServer` runs JupyterLab in a subprocess with private config/data/runtime/settings dirs, no
token and a temporary root dir; `LabPage` wraps a Playwright page with notebook helpers (open,
run all cells, read/click canvases, screenshots, evaluate Python in the notebook's kernel).
"""

from __future__ import annotations

import ast
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page, Playwright

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
NOTEBOOK_DIR = HERE / "notebooks"
OUTPUT_DIR = HERE / "output"

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# Lab settings for the private settings dir: no news/update checks (no network here).
_LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
}


def chromium_executable() -> Path:
    """System Chromium: $POLISLAB_CHROMIUM, default /usr/bin/chromium (may not exist)."""
    return Path(os.environ.get("POLISLAB_CHROMIUM") or "/usr/bin/chromium")


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


#: One tutorial of each game: what the per-tutorial browser checks open in a quick run.
ONE_PER_GAME = ("hopping-captures.ipynb", "sieges.ipynb", "hellas-attacks.ipynb",
                "uprisings.ipynb")


def browser_tutorials() -> list[str]:
    """The tutorials a per-tutorial browser check opens: one of each game by default (about
    15 s each), every one with POLISLAB_BROWSER_NOTEBOOKS=all, as .ci/run sets it."""
    every = sorted(p.name for p in (Path(__file__).resolve().parents[2] / "notebooks")
                   .glob("*.ipynb"))
    if os.environ.get("POLISLAB_BROWSER_NOTEBOOKS") == "all":
        return every
    return [name for name in every if name in ONE_PER_GAME]


def launch_chromium(playwright: Playwright, executable: Path | None = None) -> Browser:
    return playwright.chromium.launch(
        executable_path=str(executable or chromium_executable()),
        args=CHROMIUM_ARGS,
        headless=True,
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LabServer:
    """A JupyterLab subprocess on 127.0.0.1 with fully private Jupyter dirs."""

    def __init__(self, workdir: Path | None = None, startup_timeout: float = 60.0) -> None:
        self.workdir = Path(workdir or tempfile.mkdtemp(prefix="polislab-lab-"))
        self.root_dir = self.workdir / "root"
        self.log_path = self.workdir / "lab.log"
        self.startup_timeout = startup_timeout
        self.port = 0
        self._proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _env(self) -> dict[str, str]:
        env = dict(os.environ)
        dirs = {
            "JUPYTER_CONFIG_DIR": "config",
            "JUPYTER_DATA_DIR": "data",
            "JUPYTER_RUNTIME_DIR": "runtime",
            "JUPYTERLAB_SETTINGS_DIR": "settings",
            "JUPYTERLAB_WORKSPACES_DIR": "workspaces",
            "IPYTHONDIR": "ipython",
        }
        for var, sub in dirs.items():
            path = self.workdir / sub
            path.mkdir(parents=True, exist_ok=True)
            env[var] = str(path)
        # Kernels started by this server can `import polislab` from the checkout.
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
        env.pop("JUPYTER_TOKEN", None)
        return env

    def _write_settings(self) -> None:
        for rel, value in _LAB_SETTINGS.items():
            path = self.workdir / "settings" / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(value))

    def start(self) -> LabServer:
        self.root_dir.mkdir(parents=True, exist_ok=True)
        env = self._env()
        self._write_settings()
        self.port = _free_port()
        cmd = [
            sys.executable, "-m", "jupyterlab",
            "--no-browser", "--ip=127.0.0.1", f"--port={self.port}", "--ServerApp.port_retries=0",
            "--IdentityProvider.token=", "--ServerApp.password=",
            "--ServerApp.disable_check_xsrf=True", "--allow-root",
            f"--ServerApp.root_dir={self.root_dir}", "--ServerApp.terminals_enabled=False",
            # window.jupyterapp in JupyterLab and in Notebook 7: tests wait on the app's own
            # signals (a kernel idle and connected, a command's promise), never on timers.
            "--LabApp.expose_app_in_browser=True",
            "--JupyterNotebookApp.expose_app_in_browser=True",
        ]  # fmt: skip
        with self.log_path.open("ab") as log:
            self._proc = subprocess.Popen(
                cmd, cwd=self.root_dir, env=env, stdout=log, stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL, start_new_session=True,
            )  # fmt: skip
        self._wait_ready()
        return self

    def _wait_ready(self) -> None:
        assert self._proc is not None
        wait_until_up(self._proc, f"{self.url}/api/status", self.startup_timeout, "JupyterLab",
                      self.log_tail, self.stop)

    def log_tail(self, lines: int = 40) -> str:
        if not self.log_path.exists():
            return ""
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])

    def api(self, method: str, path: str, body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(f"{self.url}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=10) as r:
            body = r.read()
        return json.loads(body) if body else None

    def shutdown_kernels(self) -> None:
        """Stop every kernel (keeps tests independent and the 2-core box quiet)."""
        for kernel in self.api("GET", "/api/kernels"):
            with contextlib.suppress(urllib.error.HTTPError):
                self.api("DELETE", f"/api/kernels/{kernel['id']}")

    def start_kernel_for(self, path: str) -> None:
        """Start the notebook's kernel on the server before a page opens it: the page then joins
        a running session and never asks "Select Kernel" (Notebook 7 asks when the kernel specs
        are still loading as the notebook opens, which a busy machine makes likely)."""
        self.api("POST", "/api/sessions", {"path": path, "type": "notebook", "name": "",
                                           "kernel": {"name": "python3"}})

    def add_notebook(self, src: Path, name: str | None = None) -> str:
        """Copy a notebook into the server root; returns its server path."""
        dest = self.root_dir / (name or src.name)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dest)
        return dest.relative_to(self.root_dir).as_posix()

    def write_notebook(self, name: str, cells: list[str]) -> str:
        """Create `name` (.ipynb) in the server root from code-cell sources."""
        import nbformat

        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
        nb.metadata["kernelspec"] = {
            "name": "python3", "display_name": "Python 3", "language": "python",
        }  # fmt: skip
        dest = self.root_dir / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, dest)
        return dest.relative_to(self.root_dir).as_posix()

    def stop(self, timeout: float = 10.0) -> None:
        proc, self._proc = self._proc, None
        if proc is None or proc.poll() is not None:
            return
        with contextlib.suppress(urllib.error.URLError, OSError):
            self.shutdown_kernels()
        proc.terminate()
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)  # our own session: server + its kernels
            proc.wait(timeout)

    def __enter__(self) -> LabServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def wait_until_up(proc: subprocess.Popen[bytes], url: str, timeout: float, what: str,
                  log_tail: Callable[[], str], stop: Callable[[], None]) -> None:
    """Wait until ``url`` answers 200 (a server ``what`` started as ``proc``); stop it and
    raise, with its log's tail, if it exits or is not up in ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited early:\n{log_tail()}")
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    stop()
    raise TimeoutError(f"{what} not up in {timeout}s:\n{log_tail()}")


class KernelError(RuntimeError):
    """Python code run through the browser's kernel connection raised."""


@dataclass(frozen=True)
class CanvasStats:
    width: int
    height: int
    opaque: int  # pixels with alpha > 0
    colors: int  # distinct RGBA values (capped at 256)
    digest: str  # hash of all pixel bytes: changes when the drawing changes

    @property
    def blank(self) -> bool:
        return self.opaque == 0


# JS helpers shared by every evaluate(): locate the notebook panel for a server path.
_JS_PRELUDE = """
const app = window.jupyterapp;
const panelFor = (path) => {
  for (const w of app.shell.widgets('main')) if (w.context && w.context.path === path) return w;
  throw new Error('notebook not open in Lab: ' + path);
};
const withTimeout = (p, ms, what) => Promise.race([p, new Promise((_, rej) =>
  setTimeout(() => rej(new Error(what + ' timed out after ' + ms + ' ms')), ms))]);
"""

_JS_READY = """([path]) => {
  const app = window.jupyterapp;
  if (!app) return false;
  for (const w of app.shell.widgets('main')) {
    if (!w.context || w.context.path !== path || !w.context.isReady) continue;
    const k = w.sessionContext.session && w.sessionContext.session.kernel;
    return !!k && k.status === 'idle' && k.connectionStatus === 'connected';
  }
  return false;
}"""

# Why a notebook's kernel is not ready: its session's state and any dialog the page shows.
_JS_KERNEL_STATE = """([path]) => {
  const app = window.jupyterapp;
  if (!app) return 'no JupyterLab app in ' + location.href;
  const dialogs = Array.from(document.querySelectorAll('.jp-Dialog'))
    .map((d) => 'dialog: ' + d.innerText.replace(/\\s+/g, ' ').slice(0, 400));
  for (const w of app.shell.widgets('main')) {
    if (!w.context || w.context.path !== path) continue;
    const s = w.sessionContext, k = s.session && s.session.kernel;
    return [`document ready: ${w.context.isReady}`, `session: ${s.session ? s.session.id : null}`,
            `kernel: ${k ? k.name + ' ' + k.status + ' ' + k.connectionStatus : null}`,
            `kernel preference: ${JSON.stringify(s.kernelPreference)}`,
            `no kernel chosen: ${s.hasNoKernel}`, ...dialogs].join('\\n');
  }
  return ['notebook not open: ' + path, ...dialogs].join('\\n');
}"""

_JS_RUN_ALL = (
    "async ([path, ms]) => {"
    + _JS_PRELUDE
    + """
  const panel = panelFor(path);
  app.shell.activateById(panel.id);
  await withTimeout(app.commands.execute('notebook:run-all-cells'), ms, 'run all cells');
  const problems = [];
  for (const cell of Array.from(panel.content.model.cells)) {
    const c = cell.toJSON();
    if (c.cell_type !== 'code') continue;
    if (c.execution_count === null)
      problems.push('cell not executed: ' + String(c.source).slice(0, 60));
    for (const o of c.outputs || [])
      if (o.output_type === 'error') problems.push(o.ename + ': ' + o.evalue + '\\n' +
        (o.traceback || []).join('\\n').replace(/\\u001b\\[[0-9;]*m/g, ''));
  }
  return problems;
}"""
)

# context.save() resolves when the server has the file; JupyterLab's widget manager writes the
# widgets' state into it when the save starts.
_JS_SAVE = (
    "async ([path, ms]) => {"
    + _JS_PRELUDE
    + """
  await withTimeout(panelFor(path).context.save(), ms, 'save');
}"""
)

_JS_EXECUTE = (
    "async ([path, code, expr, ms]) => {"
    + _JS_PRELUDE
    + """
  const kernel = panelFor(path).sessionContext.session.kernel;
  const exprs = expr === null ? {} : {value: '__import__("json").dumps(' + expr + ')'};
  const future = kernel.requestExecute(
    {code, silent: false, store_history: false, user_expressions: exprs});
  let stdout = '';
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === 'stream') stdout += msg.content.text;
  };
  const reply = (await withTimeout(future.done, ms, 'kernel execute')).content;
  if (reply.status !== 'ok') return {error: reply.ename + ': ' + reply.evalue, stdout};
  const v = reply.user_expressions.value;
  if (v && v.status !== 'ok') return {error: v.ename + ': ' + v.evalue, stdout};
  return {stdout, value: v ? v.data['text/plain'] : null};
}"""
)

_JS_CANVAS_STATS = """(cv) => {
  const {width, height} = cv;
  const data = cv.getContext('2d').getImageData(0, 0, width, height).data;
  let opaque = 0, h = 2166136261;
  const colors = new Set();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] > 0) opaque++;
    if (colors.size < 256)
      colors.add((data[i] << 24 | data[i + 1] << 16 | data[i + 2] << 8 | data[i + 3]) >>> 0);
    for (let j = i; j < i + 4; j++) h = Math.imul(h ^ data[j], 16777619) >>> 0;
  }
  return {width, height, opaque, colors: colors.size, digest: h.toString(16)};
}"""


class LabPage:
    """A Playwright page showing one notebook of a `LabServer`."""

    def __init__(self, page: Page, server: LabServer, output_dir: Path = OUTPUT_DIR) -> None:
        self.page = page
        self.server = server
        self.output_dir = output_dir
        self.path = ""
        self.errors: list[str] = []  # uncaught page errors and console.error messages
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        page.on(
            "console",
            lambda msg: self.errors.append(f"console: {msg.text}") if msg.type == "error" else None,
        )

    def open_notebook(self, path: str, timeout: float = 60.0, prefix: str = "/lab/tree/") -> None:
        """Open `<prefix><path>` (fresh workspace; "/doc/tree/" for the single-document view,
        as README's command opens it) and wait for an idle, connected kernel."""
        self.path = path
        self.page.goto(f"{self.server.url}{prefix}{path}?reset", wait_until="domcontentloaded")
        self.wait_kernel_idle(timeout)

    def open_in_lab(self, path: str, timeout: float = 60.0) -> None:
        """Open `path` in the JupyterLab this page already shows, as a double-click in its file
        browser does (no new page load), its kernel started first through the page's own
        session API, as `LabServer.start_kernel_for` does (so no "Select Kernel" dialog can
        race it, and a kernel that cannot start says why here); return before it is idle."""
        self.path = path
        self.page.wait_for_function("() => window.jupyterapp", timeout=timeout * 1000)
        self.page.evaluate("""async (path) => {
          const app = window.jupyterapp;
          await app.restored;
          const session = await app.serviceManager.sessions.startNew(
            {path, type: 'notebook', name: path, kernel: {name: 'python3'}});
          session.dispose();  // this page's connection only: the kernel runs on for the notebook
          await app.commands.execute('docmanager:open', {path, factory: 'Notebook'});
        }""", path)

    def wait_kernel_idle(self, timeout: float = 60.0) -> None:
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        try:
            self.page.wait_for_function(_JS_READY, arg=[self.path], timeout=timeout * 1000)
        except PlaywrightTimeout:
            state = self.page.evaluate(_JS_KERNEL_STATE, [self.path])
            errors = "\n".join(self.errors[-10:])
            raise AssertionError(f"no idle kernel for {self.path} after {timeout:.0f} s:\n"
                                 f"{state}\npage errors:\n{errors}") from None

    def run_all_cells(self, timeout: float = 120.0) -> None:
        """Run every cell via the `notebook:run-all-cells` command; raise KernelError on errors."""
        problems = self.page.evaluate(_JS_RUN_ALL, [self.path, timeout * 1000])
        if problems:
            raise KernelError("\n\n".join(problems))
        self.wait_kernel_idle(timeout)

    def save_notebook(self, timeout: float = 30.0) -> None:
        """Save the notebook (widget state included) and return once the file is written."""
        self.page.evaluate(_JS_SAVE, [self.path, timeout * 1000])

    def _execute(self, code: str, expr: str | None, timeout: float) -> dict[str, Any]:
        res: dict[str, Any] = self.page.evaluate(
            _JS_EXECUTE, [self.path, code, expr, timeout * 1000]
        )
        if "error" in res:
            raise KernelError(f"{res['error']}\nstdout: {res['stdout']}")
        return res

    def kernel_exec(self, code: str, timeout: float = 30.0) -> str:
        """Run `code` in the notebook's kernel (namespace shared with the cells); return stdout."""
        return str(self._execute(code, None, timeout)["stdout"])

    def kernel_eval(self, expr: str, timeout: float = 30.0) -> Any:
        """Evaluate a Python expression in the notebook's kernel; its value must be JSON-able."""
        value = self._execute("", expr, timeout)["value"]
        return json.loads(ast.literal_eval(value))

    def wait_kernel_value(self, expr: str, expected: Any, timeout: float = 10.0) -> Any:
        """Poll `kernel_eval(expr)` until it equals `expected`; return the last value."""
        deadline = time.monotonic() + timeout
        value = self.kernel_eval(expr)
        while value != expected and time.monotonic() < deadline:
            self.page.wait_for_timeout(50)
            value = self.kernel_eval(expr)
        return value

    def canvas(self, selector: str, timeout: float = 30.0) -> Locator:
        """The single <canvas> matching `selector`, once visible; AssertionError if never."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        loc = self.page.locator(selector)
        try:
            loc.wait_for(state="visible", timeout=timeout * 1000)
        except PlaywrightTimeout:
            outputs = self.page.locator(".jp-OutputArea-output").all_inner_texts()
            raise AssertionError(
                f"no visible canvas {selector!r} after {timeout}s (widget not rendered?)\n"
                f"output texts: {[t.strip()[:200] for t in outputs if t.strip()]}\n"
                f"browser errors: {self.errors[-10:]}"
            ) from None
        return loc

    def canvas_stats(self, selector: str) -> CanvasStats:
        return CanvasStats(**self.page.locator(selector).evaluate(_JS_CANVAS_STATS))

    def wait_canvas(
        self, selector: str, ok: Callable[[CanvasStats], bool], what: str, timeout: float
    ) -> CanvasStats:
        """Poll the canvas pixels until `ok(stats)`; AssertionError (saying `what`) if never."""
        self.canvas(selector, timeout)
        deadline = time.monotonic() + timeout
        stats = self.canvas_stats(selector)
        while not ok(stats) and time.monotonic() < deadline:
            self.page.wait_for_timeout(50)
            stats = self.canvas_stats(selector)
        if not ok(stats):
            raise AssertionError(f"canvas {selector!r} never became {what} in {timeout}s: {stats}")
        return stats

    def wait_canvas_drawn(
        self, selector: str, min_colors: int = 2, timeout: float = 15.0
    ) -> CanvasStats:
        """Wait until the canvas has opaque pixels in at least `min_colors` colours."""

        def ok(s: CanvasStats) -> bool:
            return not s.blank and s.colors >= min_colors

        return self.wait_canvas(selector, ok, "drawn", timeout)

    def wait_canvas_changed(
        self, selector: str, before: CanvasStats, timeout: float = 15.0
    ) -> CanvasStats:
        return self.wait_canvas(selector, lambda s: s.digest != before.digest, "changed", timeout)

    def click_canvas(self, selector: str, x: float, y: float) -> None:
        """Click at canvas-pixel (x, y), converting to CSS pixels if the canvas is scaled."""
        loc = self.page.locator(selector)
        scale = loc.evaluate(
            "(cv) => { const r = cv.getBoundingClientRect();"
            " return [r.width / cv.width, r.height / cv.height]; }"
        )
        loc.click(position={"x": x * scale[0], "y": y * scale[1]})

    def screenshot(self, name: str, selector: str | None = None) -> Path:
        """Save `<output_dir>/<name>.png` of the element `selector` or the whole page."""
        self.output_dir.mkdir(parents=True, exist_ok=True)
        path = self.output_dir / f"{name}.png"
        if selector is None:
            self.page.screenshot(path=path)
        else:
            self.page.locator(selector).screenshot(path=path)
        return path


def open_lab_page(browser: Browser, server: LabServer) -> Iterator[LabPage]:
    """Yield a LabPage in a fresh browser context; close it and stop all kernels afterwards.

    Behind the `lab_page` fixture; use it with `yield from` for module-scoped page fixtures.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.set_default_timeout(30_000)
    try:
        yield LabPage(context.new_page(), server, OUTPUT_DIR)
    finally:
        context.close()
        server.shutdown_kernels()
