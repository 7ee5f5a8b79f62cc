"""Make a self-contained Pyodide folder for the JupyterLite site (used by build_lite.sh).

usage: python scripts/lite_pyodide.py NPM_PACKAGE_DIR OUT_DIR WHEEL_CACHE EXTRA_WHEELS ROOT...
       python scripts/lite_pyodide.py --npm-pack NAME VERSION DEST_DIR   (where npm is missing)

From the npm package ``pyodide`` (its core files and ``pyodide-lock.json``) and PyPI only:
the lock entries the kernel needs (the ROOT packages and what they depend on) are fetched as
pure-Python wheels from PyPI at the lock's exact versions, the lock's file names and hashes are
rewritten to them, every other entry is pruned, and the wheels in EXTRA_WHEELS (polislab and the
widget packages) are added with their dependencies under Pyodide's environment markers. A
dependency that is in no lock entry (numpy, say, if a marker were missing) stops the build:
the kernel would fetch it from the internet.
See /work/shared/reference/jupyterlite-offline.md ("route C") for why each step is there.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import urllib.request
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement

CORE = ["pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
        "package.json"]


def canon(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pyodide_env(lock: dict) -> dict[str, str]:
    """The environment markers of the Pyodide kernel, from the lock's own Python version."""
    python = lock["info"]["python"]
    return {"python_version": ".".join(python.split(".")[:2]), "python_full_version": python,
            "sys_platform": "emscripten", "platform_system": "Emscripten",
            "platform_machine": "wasm32", "implementation_name": "cpython",
            "platform_python_implementation": "CPython", "os_name": "posix", "extra": ""}


def needed(packages: dict, roots: list[str]) -> set[str]:
    """The lock entries (canonical names) the roots need, dependencies included."""
    found: set[str] = set()
    todo = [canon(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        if name not in packages:
            sys.exit(f"lite_pyodide: {name} is not in Pyodide's lock")
        found.add(name)
        todo += [canon(d) for d in packages[name]["depends"]]
    return found


def fetch(spec: dict, cache: Path, python: str) -> Path:
    """The PyPI wheel of a lock entry, at its exact version, for the browser's Python."""
    pattern = f"{spec['file_name'].split('-')[0]}-{spec['version']}-*.whl"
    if not list(cache.glob(pattern)):
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                        "--only-binary=:all:", "--python-version", python, "--platform", "any",
                        "-d", str(cache), f"{spec['name']}=={spec['version']}"], check=True)
    return next(iter(cache.glob(pattern)))


def wheel_entry(wheel: Path, env: dict[str, str]) -> tuple[str, dict]:
    """A lock entry for a wheel of our own: its name, imports and marker-filtered depends."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(archive.read(metadata).decode())
    depends = []
    for line in meta.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(env):
            depends.append(canon(requirement.name))
    tops = sorted({n.split("/")[0].removesuffix(".py") for n in names
                   if not n.split("/")[0].endswith((".dist-info", ".data"))
                   and (n.endswith(".py") or "/" in n)})
    return canon(meta["Name"]), {
        "name": meta["Name"], "version": meta["Version"], "file_name": wheel.name,
        "install_dir": "site", "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package", "imports": tops, "depends": depends,
        "unvendored_tests": False, "shared_library": False,
    }


def main(npm: Path, out: Path, cache: Path, extra: Path, roots: list[str]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    cache.mkdir(parents=True, exist_ok=True)
    for name in CORE:
        shutil.copy2(npm / name, out / name)
    lock = json.loads((npm / "pyodide-lock.json").read_text())
    env = pyodide_env(lock)
    packages = {canon(k): v for k, v in lock["packages"].items()}
    keys = {canon(k): k for k in lock["packages"]}  # Pyodide resolves depends by these keys
    kept = {}
    for name in sorted(needed(packages, roots)):
        spec = packages[name]
        if not spec["file_name"].endswith("-none-any.whl"):
            sys.exit(f"lite_pyodide: {name} is a binary package ({spec['file_name']}), not on "
                     "PyPI: the site could not load it offline")
        wheel = fetch(spec, cache, env["python_version"])
        shutil.copy2(wheel, out / wheel.name)
        kept[keys[name]] = dict(spec, file_name=wheel.name,
                                sha256=hashlib.sha256(wheel.read_bytes()).hexdigest())
    lock["packages"] = kept
    for wheel in sorted(extra.glob("*.whl")):
        key, entry = wheel_entry(wheel, env)
        lock["packages"].pop(next((k for k in lock["packages"] if canon(k) == key), key), None)
        lock["packages"][key] = entry
        shutil.copy2(wheel, out / wheel.name)
    known = {canon(k) for k in lock["packages"]}
    missing = {k: m for k, v in lock["packages"].items()
               if (m := [d for d in v["depends"] if canon(d) not in known])}
    if missing:
        sys.exit(f"lite_pyodide: dependencies in no lock entry (the kernel would fetch them "
                 f"from the internet): {missing}")
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    print(f"lite_pyodide: {len(lock['packages'])} packages, Python {env['python_version']}")


def npm_pack(name: str, version: str, dest: Path) -> Path:
    """What ``npm pack NAME@VERSION`` downloads, for a machine without npm: the tarball from
    the npm registry, checked against the registry's sha512 integrity."""
    with urllib.request.urlopen(f"https://registry.npmjs.org/{name}/{version}", timeout=60) as r:
        dist = json.load(r)["dist"]
    with urllib.request.urlopen(dist["tarball"], timeout=600) as r:
        data = r.read()
    algorithm, digest = dist["integrity"].split("-", 1)
    if algorithm != "sha512" or base64.b64encode(hashlib.sha512(data).digest()).decode() != digest:
        sys.exit(f"lite_pyodide: {dist['tarball']} does not match {dist['integrity']}")
    path = dest / f"{name}-{version}.tgz"
    path.write_bytes(data)
    return path


if __name__ == "__main__":
    if sys.argv[1:2] == ["--npm-pack"] and len(sys.argv) == 5:
        npm_pack(sys.argv[2], sys.argv[3], Path(sys.argv[4]))
        sys.exit()
    if len(sys.argv) < 6:
        sys.exit(__doc__)
    main(*map(Path, sys.argv[1:5]), sys.argv[5:])
