"""A throw-away JupyterHub for the class's test (tests/browser/test_hub.py).

`ClassHub` runs the `jupyterhub` package (the test extra) with configurable-http-proxy (npm,
installed by scripts/test.sh into build/hub/), dummy authentication (any password) and
JupyterHub's SimpleLocalProcessSpawner: one single-user JupyterLab per user, each with its own
home folder under the hub's work folder. Beside the homes, two class folders:

- ``shared/``: the teacher writes it, the learners only read it. Each learner's server starts
  in a mount namespace of its own where ``shared/`` is a read-only bind mount (as Zero to
  JupyterHub mounts a volume read-only for students), and every user's server runs with no
  Linux capabilities (``setpriv``), so it can neither remount the folder nor step over a
  permission. The servers stay uid 0: the machine's Python lives under /root, which no other
  user may read. (So the homes are not kept apart from one another: the test asks only that
  the learners cannot write the class folder.)
- ``hand-in/``: every learner may write it; each learner's results file is there
  (POLISLAB_RESULTS_FILE), and the teacher reads the folder.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from .jupyter_harness import REPO_ROOT, _free_port, wait_until_up

#: Where scripts/test.sh installs configurable-http-proxy (npm); POLISLAB_CHP names another.
CHP_DIR = REPO_ROOT / "build" / "hub"
#: Marks the processes of one hub (its single-user servers and their kernels), so that the
#: ones left when it stops are found by their ids.
MARK = "POLISLAB_HUB_TEST"

# Everything a user's server does runs with no capabilities: as a user, not as root.
_AS_A_USER = ["setpriv", "--bounding-set=-all", "--inh-caps=-all", "--"]
# A learner's server: in a mount namespace of its own, the shared folder read-only ("$0").
_READ_ONLY = ('mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && '
              f'exec {" ".join(_AS_A_USER)} "$@"')


def proxy_command() -> Path | None:
    """configurable-http-proxy, from POLISLAB_CHP, build/hub/ or the PATH (None if none)."""
    named = os.environ.get("POLISLAB_CHP")
    local = CHP_DIR / "node_modules" / ".bin" / "configurable-http-proxy"
    found = shutil.which("configurable-http-proxy")
    for candidate in (named, local, found):
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    return None


def why_read_only_cannot_be_enforced(probe_dir: Path) -> str | None:
    """None when this machine can give a process a read-only view of a folder it cannot undo
    (root, with unshare, mount and setpriv), else the reason."""
    if sys.platform != "linux" or os.geteuid() != 0:
        return "needs Linux and root (a read-only bind mount per learner)"
    for tool in ("unshare", "mount", "setpriv"):
        if shutil.which(tool) is None:
            return f"needs the {tool} command (util-linux)"
    folder = probe_dir / "read-only-probe"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "note").write_text("readable")
    test = 'cat "$0/note" && ! touch "$0/written" 2>/dev/null && ! mount -o remount,rw "$0"'
    probe = subprocess.run(
        ["unshare", "--mount", "--propagation", "private", "sh", "-c",
         _READ_ONLY, str(folder), "sh", "-c", test, str(folder)],
        capture_output=True, text=True, timeout=30)  # fmt: skip
    if probe.returncode != 0 or probe.stdout != "readable" or (folder / "written").exists():
        return f"a read-only bind mount is not possible here: {probe.stderr.strip()[:200]}"
    return None


_CONFIG = """\
# Written by tests/browser/hub_harness.py
import sys

c = get_config()  # noqa: F821
c.JupyterHub.bind_url = {bind_url!r}
c.JupyterHub.hub_bind_url = {hub_url!r}
c.ConfigurableHTTPProxy.api_url = {proxy_api!r}
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.JupyterHub.db_url = {db!r}
c.JupyterHub.cookie_secret_file = {cookie!r}
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allowed_users = {users!r}
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {homes!r} + "/{{username}}"
c.Spawner.default_url = "/lab"
# --allow-root: uid 0 with no capabilities (hub_harness.py) is a user, not root.
# Kernels talk over files in the user's runtime folder, not TCP: the users' servers share this
# machine's network, where two servers that pick free ports at the same moment may pick the same
# one, and jupyter_client restarts a kernel on its cached ports, so it dies (issue 487 there;
# seen in CI: ben's control port was the teacher's iopub port). On a real hub each user's
# server has a network of its own (a container), so this is the hub's case, not a new one.
c.Spawner.args = ["--allow-root", "--LabApp.expose_app_in_browser=True",
                  "--ServerApp.terminals_enabled=False", "--KernelManager.transport=ipc"]
c.Spawner.env_keep = ["PATH", "LANG", "LC_ALL", "JUPYTERHUB_SINGLEUSER_APP"]
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180
SERVER = [sys.executable, "-m", "jupyterhub.singleuser"]


def pre_spawn_hook(spawner):
    name = spawner.user.name
    spawner.environment = {{"PYTHONPATH": {pythonpath!r}, {mark!r}: {workdir!r},
                           "JUPYTER_RUNTIME_DIR": {runtime!r} + "/" + name}}
    if name == {teacher!r}:
        spawner.cmd = {as_a_user!r} + SERVER
        return
    spawner.environment["POLISLAB_RESULTS_FILE"] = (
        {hand_in!r} + "/polislab-results-" + name + ".json")
    spawner.cmd = (["unshare", "--mount", "--propagation", "private", "sh", "-c",
                    {read_only!r}, {shared!r}] + SERVER)


c.Spawner.pre_spawn_hook = pre_spawn_hook
"""


def _rss_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    kb = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:"))
    return round(kb / 1024, 1)


def _children(parent: int) -> list[int]:
    """The ids of the processes whose parent is ``parent``."""
    found = []
    for entry in Path("/proc").iterdir():
        with contextlib.suppress(OSError, ValueError, IndexError):
            # /proc/<pid>/stat: "pid (name) state ppid ...", the name in parentheses
            if entry.name.isdigit() and int(
                    (entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == parent:
                found.append(int(entry.name))
    return found


class ClassHub:
    """A JupyterHub on 127.0.0.1 for ``teacher`` and ``learners`` (see the module's docstring)."""

    def __init__(self, workdir: Path, proxy: Path, teacher: str, learners: tuple[str, ...],
                 startup_timeout: float = 60.0) -> None:
        self.workdir = workdir
        self.proxy = proxy
        self.teacher, self.learners = teacher, learners
        self.shared = workdir / "srv" / "shared"
        self.hand_in = workdir / "srv" / "hand-in"
        self.homes = workdir / "home"
        self.log_path = workdir / "hub.log"
        # Each user's kernels' socket files: a short path, as a socket's path is at most 107
        # bytes (a home under pytest's temporary folder is too deep).
        self.runtime = Path(tempfile.mkdtemp(prefix="plhub-"))
        self.startup_timeout = startup_timeout
        self.url = ""
        self._proc: subprocess.Popen[bytes] | None = None

    def home(self, user: str) -> Path:
        return self.homes / user

    def _write_config(self) -> Path:
        ports = [_free_port() for _ in range(3)]
        self.url = f"http://127.0.0.1:{ports[0]}"
        pythonpath = os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")]))
        config = self.workdir / "jupyterhub_config.py"
        config.write_text(_CONFIG.format(
            bind_url=self.url, hub_url=f"http://127.0.0.1:{ports[1]}",
            proxy_api=f"http://127.0.0.1:{ports[2]}", proxy=str(self.proxy),
            db=f"sqlite:///{self.workdir / 'jupyterhub.sqlite'}",
            cookie=str(self.workdir / "cookie_secret"), users={self.teacher, *self.learners},
            homes=str(self.homes), pythonpath=pythonpath, mark=MARK, workdir=str(self.workdir),
            runtime=str(self.runtime),
            teacher=self.teacher, as_a_user=_AS_A_USER, hand_in=str(self.hand_in),
            read_only=_READ_ONLY, shared=str(self.shared)))  # fmt: skip
        return config

    def start(self) -> ClassHub:
        for folder in (self.shared, self.hand_in, *map(self.home, (self.teacher,
                                                                    *self.learners))):
            folder.mkdir(parents=True, exist_ok=True)
        config = self._write_config()
        env = {key: value for key, value in os.environ.items() if not key.startswith("JUPYTER")}
        with self.log_path.open("ab") as log:
            self._proc = subprocess.Popen(
                [sys.executable, "-m", "jupyterhub", "-f", str(config)], cwd=self.workdir,
                env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                start_new_session=True)  # fmt: skip
        self._wait_ready()
        return self

    def _wait_ready(self) -> None:
        assert self._proc is not None
        wait_until_up(self._proc, f"{self.url}/hub/health", self.startup_timeout, "JupyterHub",
                      self.log_tail, self.stop)

    def log_tail(self, lines: int = 60) -> str:
        if not self.log_path.exists():
            return ""
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])

    def log_problems(self, lines: int = 40) -> str:
        """The log's warnings, errors and failed requests (4xx, 5xx), the last ``lines``."""
        if not self.log_path.exists():
            return ""
        problem = re.compile(r"^\[[WE] |Traceback| [45]\d\d (GET|POST|PUT|PATCH|DELETE) "
                             r"|ConfigProxy.*error")
        found = [line for line in self.log_path.read_text(errors="replace").splitlines()
                 if problem.search(line) and "extra_template_paths" not in line]
        return "\n".join(found[-lines:])

    def stop(self, timeout: float = 30.0) -> None:
        """Stop the hub (it stops the proxy and the users' servers), then any process of this
        hub still running, by its id, and remove its kernels' socket folder."""
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)  # the hub's own session: hub and proxy
                proc.wait(timeout)
        for pid in self._left_running():
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        shutil.rmtree(self.runtime, ignore_errors=True)

    def memory_mb(self) -> dict[str, list[float]]:
        """The resident memory (RSS, MB) of the hub and its proxy, of each user's server and of
        each kernel now running for this hub: what a hub needs (docs/teaching.md, for the
        hub's admin)."""
        assert self._proc is not None
        users = self._left_running()
        hub = [self._proc.pid, *(pid for pid in _children(self._proc.pid) if pid not in users)]
        found: dict[str, list[float]] = {"hub and proxy": [], "server": [], "kernel": []}
        for pid in hub + users:
            with contextlib.suppress(OSError):
                command = Path(f"/proc/{pid}/cmdline").read_bytes()
                if pid in hub:
                    found["hub and proxy"].append(_rss_mb(pid))
                elif b"ipykernel" in command:
                    found["kernel"].append(_rss_mb(pid))
                elif b"jupyterhub.singleuser" in command:
                    found["server"].append(_rss_mb(pid))
        return found

    def _left_running(self) -> list[int]:
        """The ids of the processes started for this hub (marked in their environment)."""
        mark = f"{MARK}={self.workdir}".encode()
        pids = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            with contextlib.suppress(OSError):
                if mark in (entry / "environ").read_bytes().split(b"\0"):
                    pids.append(int(entry.name))
        return pids

    def __enter__(self) -> ClassHub:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
