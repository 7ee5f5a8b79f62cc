"""Run tests N times and print each test's failures: how a flaky test is found before a user does.

    python scripts/flaky.py --runs 5                 # the browser tests, 5 times
    python scripts/flaky.py --runs 3 --hogs 2        # ... with 2 busy processes taking the CPU
    python scripts/flaky.py --runs 5 -- tests/browser/test_keyboard.py -k exercise

Each run is one pytest (with the README command's workers, ``-n auto --dist loadfile``) writing a
JUnit report; the script reads the reports and prints, for every test that failed at least once,
how often and the first line of each different failure. ``--hogs K`` starts K processes that spin
on the CPU for the whole time, the load that CI's busy neighbours put on a 2-core machine. It exits
1 when any test failed in any run, so that it can gate a change; a test that failed 1 run in 10 is
a bug with a cause, never a retry (CONTRIBUTING, "Flaky tests").
"""

from __future__ import annotations

import argparse
import multiprocessing
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_TESTS = ["tests/browser"]


def spin() -> None:  # pragma: no cover - runs in a child process until killed
    while True:
        pass


def run_once(pytest_args: list[str], report: Path, workers: str) -> tuple[float, int]:
    """One pytest run writing ``report``; returns (seconds, exit code)."""
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", workers,
               "--dist", "loadfile", f"--junitxml={report}", *pytest_args]
    t0 = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    return time.monotonic() - t0, done.returncode


def outcomes(report: Path) -> tuple[list[str], dict[str, str]]:
    """Every test of a JUnit report, and the failed ones with the first line of their failure."""
    if not report.exists():
        return [], {}
    tests, failed = [], {}
    for case in ET.parse(report).getroot().iter("testcase"):
        name = f"{case.get('classname', '')}::{case.get('name', '')}"
        tests.append(name)
        for kind in ("failure", "error"):
            problem = case.find(kind)
            if problem is not None:
                text = (problem.get("message") or problem.text or kind).strip()
                failed[name] = text.splitlines()[0][:160] if text else kind
    return tests, failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="how many runs (default 5)")
    parser.add_argument("--hogs", type=int, default=0, help="busy processes during the runs")
    parser.add_argument("--workers", default="auto", help="pytest-xdist workers (default auto)")
    parser.add_argument("pytest_args", nargs="*", help="after --: what pytest runs "
                        f"(default: {' '.join(DEFAULT_TESTS)})")
    args = parser.parse_args(argv)
    pytest_args = args.pytest_args or DEFAULT_TESTS

    hogs = [multiprocessing.Process(target=spin, daemon=True) for _ in range(args.hogs)]
    for hog in hogs:
        hog.start()
    failures: dict[str, list[str]] = defaultdict(list)
    seen: Counter[str] = Counter()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for run in range(1, args.runs + 1):
                report = Path(tmp) / f"run{run}.xml"
                seconds, code = run_once(pytest_args, report, args.workers)
                tests, failed = outcomes(report)
                seen.update(tests)
                for name, first_line in failed.items():
                    failures[name].append(first_line)
                print(f"run {run}/{args.runs}: {len(tests)} tests, {len(failed)} failed, "
                      f"{seconds:.0f} s, pytest exit {code}", flush=True)
                if not tests:
                    print("  no report: pytest did not run (see its exit code)", flush=True)
    finally:
        for hog in hogs:
            hog.terminate()

    print(f"\n{args.runs} runs with {args.hogs} CPU hogs: {len(seen)} tests, "
          f"{len(failures)} failed at least once")
    for name, lines in sorted(failures.items(), key=lambda item: -len(item[1])):
        print(f"{len(lines)}/{seen[name]}  {name}")
        for line, count in Counter(lines).most_common():
            print(f"      {count} x {line}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
