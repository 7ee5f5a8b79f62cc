"""A class of thirty following the teacher, on this machine (issue 38): one teacher's kernel
and ``--learners`` following kernels (real ipykernels started with jupyter_client; no
browser, no server: the kernels alone), over ``--steps`` presses of the teacher's Next.

- The teacher's kernel makes a TutorialPlayer of ``--tutorial`` and leads it on a channel in
  a shared folder (``lead(player, channel, folder=shared)``); each learner's kernel runs
  ``follow(channel, folder=shared)`` and notes the time each moment shows on its board
  (``Follower.on_show``).
- The bench presses the teacher's Next (``player.next()``; at the last step, back to the
  first) every ``--pace`` seconds. The teacher's kernel notes the time of each press; the
  latency of a learner for a press is from it to the learner's board showing that step (one
  machine, one clock).
- Printed: the latency's p50, p95 and max over every learner and press; the steps a learner
  never showed (lost) or showed after a later one (out of order); each learner kernel's CPU
  seconds (while following, and in all) and peak memory (its peak RSS); then each learner
  answers an exercise and hands their results file into a folder, and the teacher's class
  table merges them (timed).

Targets: p95 at most 1 s, nothing lost or out of order, at most 120 MB a learner kernel.

    python bench/class_of_30.py [--learners 30] [--steps 50] [--pace 2]
                                [--tutorial hexemonia/first-turns] [--interval SECONDS]

``--interval`` is the followers' poll interval (polislab's default when not given). The
kernels import the polislab this script imports (``PYTHONPATH=<another checkout>`` measures
another commit). The machine is shared: ``uptime`` is printed before and after.
"""

from __future__ import annotations

import argparse
import ast
import asyncio
import contextlib
import faulthandler
import json
import math
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from jupyter_client.manager import AsyncKernelManager

import polislab

TARGET_P95 = 1.0  # seconds
TARGET_MB = 120
CHANNEL = "class-30"
START_TIMEOUT = 240  # seconds for all kernels to start, on a busy 2-core machine

# What each kernel runs. The learner's usage is read in the kernel (resource: its CPU seconds
# and its peak RSS, which Linux gives in kB).
USAGE = """
import json, resource, time
def _usage():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return {"cpu": r.ru_utime + r.ru_stime, "peak_mb": r.ru_maxrss / 1024}
"""
TEACHER = """
import importlib, time
from polislab.widgets import TutorialPlayer
from polislab.widgets.classroom import lead
player = TutorialPlayer(importlib.import_module({package!r}).tutorial({name!r}))
leading = lead(player, {channel!r}, folder={shared!r})
presses = []
def press():
    pressed = time.time()
    if player.step < len(player.scenario) - 1:
        player.next()
    else:
        player.goto(0)  # round the tutorial again
    presses.append((player.step, pressed))
"""
LEARNER = """
from polislab.widgets.classroom import follow
shown, showing = [], []
follower = follow({channel!r}, folder={shared!r}{interval})
follower.on_show(lambda moment: shown.append((moment.step, time.time())))
_show = follower._show
def _timed_show(code):  # the bench's own probe: how long showing a moment takes
    began, cpu = time.time(), time.process_time()
    moment = _show(code)
    showing.append((time.time() - began, time.process_time() - cpu))
    return moment
follower._show = _timed_show
"""
# An exercise from the diagonal-capture tutorial's first board: learners whose number is a
# multiple of 3 ask for the hint first, those of 4 play a wrong move, the others the right one.
EXERCISE = """
from pathlib import Path
from polislab.classroom.results import my_results_book
from polislab.games import hopping
from polislab.games.hopping.goals import capture
from polislab.widgets import Exercise
start = hopping.tutorial("diagonal-capture").frames[0].state
exercise = Exercise(start, "Capture a blue dog.", capture("blue"), hint="Between two of yours.")
if {number} % 3 == 0:
    exercise.show_hint()
if {number} % 4 == 0:
    exercise.view.play(next(m for m in start.legal_moves() if not exercise.try_answer(m).correct))
else:
    exercise.view.play(exercise.answer())
book = my_results_book()
Path({handin!r}, book.file_name()).write_text(book.text(), encoding="utf-8")
"""
MERGE = """
from polislab.classroom.results import class_results
began = time.perf_counter()
table = class_results({handin!r})
merged = {{"seconds": time.perf_counter() - began, "learners": len(table.learners()),
           "rows": [[row.title, row.tried, row.right, row.hinted] for row in table.rows()]}}
"""


class Kernel:
    """One ipykernel and its client; ``run`` executes code and returns expressions' values
    (JSON, through the reply's user_expressions: no output to read)."""

    def __init__(self, name: str, home: Path, env: dict[str, str]) -> None:
        self.name, self.home, self.env = name, home, env
        # Unix sockets in its home, not TCP ports: a port picked free can be taken before the
        # kernel binds it on a machine where others start servers and kernels too.
        self.manager = AsyncKernelManager(kernel_name="python3", transport="ipc",
                                          ip=str(home / "kernel"))
        self.client: Any = None
        self._reader: asyncio.Task[None] | None = None
        self.iopub_messages = 0

    async def start(self) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        # What the kernel writes to stderr goes to a log.
        self.log = (self.home / "kernel.log").open("w")
        await asyncio.wait_for(self.manager.start_kernel(env=self.env, cwd=str(self.home),
                                                         stderr=self.log), START_TIMEOUT)
        self.client = self.manager.client()
        self.client.start_channels(hb=False)  # no heartbeat thread: the bench is one loop
        await asyncio.wait_for(self.client.wait_for_ready(timeout=START_TIMEOUT),
                               START_TIMEOUT + 10)
        # What a server does: read every message the kernel publishes (and drop it here).
        self._reader = asyncio.create_task(self._read_iopub())

    async def _read_iopub(self) -> None:
        while True:
            await self.client.get_iopub_msg()
            self.iopub_messages += 1

    async def run(self, code: str, **expressions: str) -> dict[str, Any]:
        wrapped = {key: f"json.dumps({value})" for key, value in expressions.items()}
        reply = await self.client.execute(code, reply=True, timeout=120,
                                          user_expressions=wrapped)
        content = reply["content"]
        if content["status"] != "ok":
            raise RuntimeError(f"{self.name}: {content.get('ename')}: {content.get('evalue')}")
        values = {}
        for key, value in content["user_expressions"].items():
            if value["status"] != "ok":
                raise RuntimeError(f"{self.name}: {key}: {value.get('evalue')}")
            values[key] = json.loads(ast.literal_eval(value["data"]["text/plain"]))
        return values

    async def stop(self) -> None:
        if self._reader is not None:
            self._reader.cancel()
        if self.client is not None:
            self.client.stop_channels()
        if self.manager.has_kernel:
            process: Any = self.manager.provisioner  # a local kernel: its process id
            pid = process.pid
            try:
                await asyncio.wait_for(self.manager.shutdown_kernel(now=False), 30)
            except Exception:  # a kernel that does not stop is stopped
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
            self.log.close()


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (``share`` 0.95 for p95)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def match_presses(presses: list[tuple[int, float]], shown: list[tuple[int, float]],
                  ) -> tuple[list[float], int, int]:
    """A learner's latencies (one per press shown), presses lost and moments out of order.

    Each moment shown is the last press of its step made before it showed (a step comes
    again only after a round of the tutorial, many presses later)."""
    latencies: dict[int, float] = {}
    out_of_order, latest = 0, -1
    for step, when in shown:
        made = [k for k, (s, at) in enumerate(presses) if s == step and at <= when]
        if not made:
            continue  # the step shown before the first press
        press = made[-1]
        if press < latest:
            out_of_order += 1
        latest = max(latest, press)
        latencies.setdefault(press, when - presses[press][1])
    lost = len(presses) - len(latencies)
    return list(latencies.values()), lost, out_of_order


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


async def bench(args: argparse.Namespace, work: Path) -> None:
    shared, handin = work / "shared", work / "hand-in"
    shared.mkdir()
    handin.mkdir()
    checkout = str(Path(polislab.__file__).resolve().parents[1])
    base_env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [checkout, *filter(None, [os.environ.get("PYTHONPATH")])])}
    teacher = Kernel("teacher", work / "teacher", {**base_env, "JUPYTERHUB_USER": "teacher",
                                                   "POLISLAB_RESULTS_FILE": ""})
    learners = [Kernel(f"learner-{k:02d}", work / f"learner-{k:02d}",
                       {**base_env, "JUPYTERHUB_USER": f"learner-{k:02d}",
                        "POLISLAB_RESULTS_FILE": "polislab-results.json"})
                for k in range(1, args.learners + 1)]
    kernels = [teacher, *learners]
    package, name = args.tutorial.split("/")
    try:
        began = time.perf_counter()
        await asyncio.gather(*(kernel.start() for kernel in kernels))
        await asyncio.gather(*(kernel.run(USAGE) for kernel in kernels))
        started = time.perf_counter() - began
        bare = await asyncio.gather(*(k.run("", usage="_usage()") for k in learners))
        await teacher.run(TEACHER.format(package=f"polislab.games.{package}.tutorials",
                                         name=name, channel=CHANNEL, shared=str(shared)))
        interval = "" if args.interval is None else f", interval={args.interval!r}"
        began = time.perf_counter()
        for kernel in learners:  # one after another, as learners run their cell
            await kernel.run(LEARNER.format(channel=CHANNEL, shared=str(shared),
                                            interval=interval))
        following = time.perf_counter() - began
        steps = (await teacher.run("", steps="len(player.scenario)"))["steps"]
        print(f"{len(learners)} learners' kernels and the teacher's started in {started:.1f} s; "
              f"the learners' boards opened in {following:.1f} s; {args.steps} presses of "
              f"Next, one every {args.pace} s, round {args.tutorial} ({steps} steps)")
        await asyncio.sleep(args.pace)
        before = await asyncio.gather(*(k.run("", usage="_usage()") for k in learners))

        start = time.perf_counter()
        for press in range(args.steps):
            await asyncio.sleep(max(0.0, start + press * args.pace - time.perf_counter()))
            await teacher.run("press()")
        await asyncio.sleep(max(args.pace, 2.0))  # the last press's time to arrive

        presses = [tuple(p) for p in (await teacher.run("", p="presses"))["p"]]
        after = await asyncio.gather(*(k.run("", usage="_usage()", shown="shown",
                                             showing="showing") for k in learners))
        report_following(args, learners, presses, bare, before, after)

        began = time.perf_counter()
        for number, kernel in enumerate(learners, 1):
            await kernel.run(EXERCISE.format(number=number, handin=str(handin)))
        answered = time.perf_counter() - began
        merged = (await teacher.run(MERGE.format(handin=str(handin)), merged="merged"))["merged"]
        files = len(list(handin.glob("*.json")))
        print(f"\nResults: {files} files handed in ({answered:.1f} s for the {len(learners)} "
              f"learners to answer and hand in); the class table merged them in "
              f"{merged['seconds'] * 1000:.1f} ms: {merged['learners']} learners")
        for title, tried, right, hinted in merged["rows"]:
            print(f"  {title}: {tried} tried, {right} right, {hinted} needed a hint")
    finally:
        await asyncio.gather(*(kernel.stop() for kernel in kernels), return_exceptions=True)


def report_following(args: argparse.Namespace, learners: list[Kernel],
                     presses: list[Any], bare: list[Any], before: list[Any],
                     after: list[Any]) -> None:
    latencies: list[float] = []
    lost = disordered = 0
    for values in after:
        mine, missing, wrong = match_presses(presses, [tuple(s) for s in values["shown"]])
        latencies += mine
        lost += missing
        disordered += wrong
    total = len(presses) * len(learners)
    print(f"\nLatency from the teacher's Next to a learner's board ({len(latencies)} of "
          f"{total}): p50 {percentile(latencies, 0.5):.3f} s, p95 "
          f"{percentile(latencies, 0.95):.3f} s, max {max(latencies):.3f} s "
          f"(target p95 <= {TARGET_P95} s)")
    print(f"Steps lost: {lost}; out of order: {disordered} (target 0 and 0)")
    showing = [tuple(s) for values in after for s in values["showing"]]
    walls, cpus = [wall for wall, _ in showing], [cpu for _, cpu in showing]
    print(f"Where it goes: showing a moment once read takes {statistics.median(walls):.3f} s "
          f"median, {percentile(walls, 0.95):.3f} s p95 ({statistics.median(cpus) * 1000:.0f} "
          f"ms of CPU median, {len(showing) / len(learners):.1f} shows a learner); the rest is "
          f"the wait for the poll and for a core")
    cpu_following = [a["usage"]["cpu"] - b["usage"]["cpu"]
                     for a, b in zip(after, before, strict=True)]
    cpu_total = [a["usage"]["cpu"] for a in after]
    peak = [a["usage"]["peak_mb"] for a in after]
    bare_peak = [b["usage"]["peak_mb"] for b in bare]
    print(f"Per learner kernel: CPU while following {statistics.median(cpu_following):.2f} s "
          f"median, {max(cpu_following):.2f} s max ({len(presses)} steps); CPU in all (start, "
          f"imports, board) {statistics.median(cpu_total):.2f} s median, {max(cpu_total):.2f} s "
          f"max; peak RSS {statistics.median(peak):.0f} MB median, {max(peak):.0f} MB max "
          f"(target <= {TARGET_MB} MB; a bare kernel: {statistics.median(bare_peak):.0f} MB)")
    messages = [kernel.iopub_messages for kernel in learners]
    print(f"Messages a learner kernel published (read by the bench as a server would): "
          f"{statistics.median(messages):.0f} median")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--steps", type=int, default=50)
    parser.add_argument("--pace", type=float, default=2.0, help="seconds between presses")
    parser.add_argument("--tutorial", default="hexemonia/first-turns",
                        help="game/tutorial the teacher leads")
    parser.add_argument("--interval", type=float, default=None,
                        help="the followers' poll interval in seconds (polislab's default)")
    args = parser.parse_args()
    print(f"polislab from {Path(polislab.__file__).resolve().parents[1]}; Python "
          f"{sys.version.split()[0]}; load before: {uptime()}")
    work = Path(tempfile.mkdtemp(prefix="polislab-class-"))
    began = time.perf_counter()
    # A run stuck (the machine too busy, a kernel that never answers) ends, saying where;
    # the kernels end with it (an ipykernel stops when the process that started it does).
    faulthandler.dump_traceback_later(20 * 60, exit=True)
    faulthandler.register(signal.SIGUSR1)  # kill -USR1 <pid>: where it is, now
    try:
        asyncio.run(bench(args, work))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"\n{time.perf_counter() - began:.0f} s in all; load after: {uptime()}")


if __name__ == "__main__":
    main()
