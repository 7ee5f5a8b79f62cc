#!/usr/bin/env bash
# Build the tutorials as a JupyterLite site in build/lite/: static files that run every
# tutorial in the browser (a Pyodide kernel), with no server and no internet.
#
#   bash scripts/build_lite.sh                  # then: python -m http.server -d build/lite
#
# Everything comes from PyPI and npm, at build time only: Pyodide's core from npm at the
# version the kernel expects, every Python wheel local in the site (polislab's own, the widget
# packages, and the pure-Python wheels of Pyodide's lock that the kernel needs), the PyPI
# fallback off. Downloads are kept in build/lite-cache/ for the next build.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
out="$root/build/lite"
cache="$root/build/lite-cache"
work="$root/build/lite-work"  # not in the cache: the cache may be shared by several checkouts
python="${PYTHON:-python}"

# What the build needs in this Python: the "lite" extra of pyproject.toml (the build tools) and
# polislab's own dependencies (the widget packages: their versions are pinned into the site, their
# front ends copied from here), installed by name, not polislab itself; the dependencies that the
# browser's kernel does without (marked not for emscripten: ipycanvas, numpy) are left out.
if ! "$python" -c "import jupyterlite_core, jupyterlite_pyodide_kernel, anywidget, psygnal, \
ipywidgets, jupyterlab_widgets, comm, traitlets" 2>/dev/null; then
  echo "== installing the JupyterLite build tools and polislab's widget packages"
  mapfile -t tools < <("$python" - <<'EOF'
import re
text = open("pyproject.toml").read()
blocks = [re.search(r"^dependencies = \[(.*?)\]", text, re.S | re.M).group(1),
          re.search(r"^lite = \[(.*?)\]", text, re.S | re.M).group(1)]
print("\n".join(r for b in blocks for r in re.findall(r'"([^"]+)"', b) if "emscripten" not in r))
EOF
)
  "$python" -m pip install --quiet --disable-pip-version-check "${tools[@]}"
fi

pyodide_version=$("$python" -c \
  "from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION as v; print(v)")
echo "== Pyodide $pyodide_version (the version jupyterlite-pyodide-kernel expects), from npm"
mkdir -p "$cache/npm"
if [ ! -f "$cache/npm/pyodide-$pyodide_version.tgz" ]; then
  if command -v npm > /dev/null; then
    (cd "$cache/npm" && npm pack --silent "pyodide@$pyodide_version" > /dev/null)
  else  # the same tarball from the npm registry, its integrity checked
    "$python" scripts/lite_pyodide.py --npm-pack pyodide "$pyodide_version" "$cache/npm"
  fi
fi
rm -rf "$work"
mkdir -p "$work/extra" "$work/lite/content"
tar xzf "$cache/npm/pyodide-$pyodide_version.tgz" -C "$work"   # -> $work/package

echo "== wheels: polislab, the widget packages at the versions whose front ends the site has,"
echo "   fastjsonschema (polislab's save checks) and segno (QR codes)"
"$python" -m pip wheel --quiet --disable-pip-version-check --no-deps -w "$work/extra" "$root"
# The site holds the notebooks as its content: the kernel's polislab leaves out the wheel's own
# copy (polislab/notebooks/, for `python -m polislab tutorials`), 1 MB every kernel would load.
"$python" - "$work/extra"/polislab-*.whl <<'EOF'
import os, sys, zipfile
wheel, skip = sys.argv[1], "polislab/notebooks/"
with zipfile.ZipFile(wheel) as source:
    kept = [(i, source.read(i)) for i in source.infolist() if not i.filename.startswith(skip)]
with zipfile.ZipFile(wheel + ".tmp", "w") as out:
    for info, data in kept:
        if info.filename.endswith(".dist-info/RECORD"):
            data = b"".join(line for line in data.splitlines(keepends=True)
                            if not line.startswith(skip.encode()))
        out.writestr(info, data)
os.replace(wheel + ".tmp", wheel)
EOF
pins=$("$python" - <<'EOF'
from importlib.metadata import version
names = ["anywidget", "psygnal", "ipywidgets", "jupyterlab_widgets", "comm", "traitlets",
         "fastjsonschema",  # polislab checks saves with it (pure Python, from PyPI)
         "segno"]  # and draws the QR codes of shared moments (pure Python)
print(" ".join(f"{n}=={version(n)}" for n in names))
EOF
)
pydot=$("$python" -c "import json,sys; print('.'.join(json.load(open(sys.argv[1]))['info']['python'].split('.')[:2]))" \
  "$work/package/pyodide-lock.json")
mkdir -p "$cache/wheels"
# shellcheck disable=SC2086
"$python" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
  --python-version "$pydot" --platform any -d "$cache/wheels" $pins
for pin in $pins; do
  name="${pin%%==*}"; ver="${pin##*==}"
  cp "$cache/wheels/${name//-/_}-$ver-"*.whl "$work/extra/" 2>/dev/null \
    || cp "$cache/wheels/$name-$ver-"*.whl "$work/extra/"
done
# Where this Python's JupyterLab front ends are (sys.prefix, the user's folder, ...).
labext() {
  "$python" - "$1" <<'EOF'
import sys
from pathlib import Path
from jupyter_core.paths import jupyter_path
found = [p for p in (Path(d) / sys.argv[1] for d in jupyter_path("labextensions")) if p.is_dir()]
sys.exit(f"build_lite: no JupyterLab extension {sys.argv[1]}") if not found else print(found[0])
EOF
}
kernel_ext=$(labext @jupyterlite/pyodide-kernel-extension)
# The kernel's own wheels go into the lock too, so that they load while Pyodide boots (below).
for wheel in widgetsnbextension-4 piplite- pyodide_kernel- ipykernel-; do
  cp "$kernel_ext/static/pypi/$wheel"*.whl "$work/extra/"
done

echo "== a self-contained Pyodide folder"
"$python" scripts/lite_pyodide.py "$work/package" "$work/lite/static/pyodide" \
  "$cache/wheels" "$work/extra" micropip packaging ipython jedi typing-extensions \
  2> >(grep -v "is ignored: it is neither a file nor a directory" >&2)

echo "== the site: the tutorial notebooks at its root, the rules pages in rules/"
cp notebooks/*.ipynb "$work/lite/content/"
rules=(notebooks/rules/*.ipynb)  # the notebooks link to rules/<game>.ipynb
if [ -e "${rules[0]}" ]; then
  mkdir -p "$work/lite/content/rules"
  cp "${rules[@]}" "$work/lite/content/rules/"
fi
# Only the front ends the tutorials use, not every extension of this environment (nbdime's,
# say, would call a server that the site does not have).
for ext in @jupyter-widgets/jupyterlab-manager @jupyterlite/pyodide-kernel-extension anywidget \
           jupyterlab_pygments; do
  mkdir -p "$work/labextensions/$(dirname "$ext")"
  cp -r "$(labext "$ext")" "$work/labextensions/$ext"
done
# A fast start (issue 24): every package the kernel and a tutorial's first cell import is
# loaded by Pyodide while it boots, all at once from the lock (not installed one after another
# by piplite once it is up, nor on a cell's first import); the service worker keeps the files of
# a first visit for the next ones (a classroom's Wi-Fi).
cat > "$work/lite/jupyter-lite.json" <<'EOF'
{
  "jupyter-lite-schema-version": 0,
  "jupyter-config-data": {
    "appName": "polislab tutorials",
    "exposeAppInBrowser": true,
    "enableServiceWorkerCache": true,
    "litePluginSettings": {
      "@jupyterlite/pyodide-kernel-extension:kernel": {
        "disablePyPIFallback": true,
        "loadPyodideOptions": {"packages": [
          "micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
          "ipywidgets", "anywidget", "polislab"]}
      }
    }
  }
}
EOF
# A tutorial opens in the Notebook interface (notebooks/index.html?path=NAME): one notebook,
# no file browser beside it, as wide as the window, so that at 1366x768 the board, the
# narration and Next fit side by side (JupyterLite's JupyterLab has no single-document mode:
# its file browser opens beside the notebook). The JupyterLab interface stays at lab/.
cat > "$work/lite/overrides.json" <<'EOF'
{"@jupyter-notebook/notebook-extension:full-width-notebook": {"fullWidthNotebook": true}}
EOF
cat > "$work/lite/jupyter_lite_config.json" <<EOF
{"LiteBuildConfig": {"contents": ["content"], "output_dir": "$out", "apps": ["lab", "notebooks"],
                     "ignore_sys_prefix": ["federated_extensions"],
                     "no_sourcemaps": true, "no_unused_shared_packages": true},
 "FederatedExtensionAddon": {"extra_labextensions_path": ["$work/labextensions"]}}
EOF
rm -rf "$out"
(cd "$work/lite" && "$python" -m jupyterlite_core build > "$work/build.log" 2>&1) \
  || { tail -40 "$work/build.log"; exit 1; }

# The site must name no other address to load from: the Pyodide URL is the local folder.
grep -q '"pyodideUrl": "./static/pyodide/pyodide.mjs"' "$out/jupyter-lite.json" \
  || { echo "build_lite: pyodideUrl is not the local folder" >&2; exit 1; }
# A quick start again (issue 39): the kernel starts Python through polislab's start, which keeps
# a memory snapshot of Python with these imports done and restores it on the next visit: the
# kernel's shell, the widgets, polislab, piplite (with micropip) and what pyodide_kernel
# imports. pyodide_kernel itself is imported at every start: it makes the kernel. A game is
# imported by its tutorial (its 0.03-0.27 s would be every first start's, for four games).
# The key is a hash of everything in the snapshot: the lock (every wheel's hash), the start file
# and the imports.
cp scripts/lite_kernel_start.mjs "$out/static/pyodide/polislab-start.mjs"
"$python" - "$out" <<'EOF'
import hashlib, json, sys
from pathlib import Path
out = Path(sys.argv[1])
imports = ("import IPython, comm, ipywidgets, anywidget\n"
           "import polislab, polislab.widgets\n"
           "import _strptime, calendar, getpass, html.parser, unittest.mock\n"
           "import IPython.core.completerlib, micropip, piplite.piplite")
key = hashlib.sha256()
for part in (out / "static/pyodide/pyodide-lock.json", out / "static/pyodide/polislab-start.mjs"):
    key.update(part.read_bytes())
key.update(imports.encode())
config_file = out / "jupyter-lite.json"
config = json.loads(config_file.read_text())
kernel = config["jupyter-config-data"]["litePluginSettings"][
    "@jupyterlite/pyodide-kernel-extension:kernel"]
kernel["pyodideUrl"] = "./static/pyodide/polislab-start.mjs"
kernel["loadPyodideOptions"].update(polislabSnapshotImports=imports,
                                    polislabSnapshotKey=key.hexdigest()[:32])
config_file.write_text(json.dumps(config, indent=2) + "\n")
EOF
touch "$out/.nojekyll"  # GitHub Pages: serve every file as it is
files=$(find "$out" -type f | wc -l)
size=$(du -sm "$out" | cut -f1)
echo "== built $out: $files files, $size MB. Serve it with: python -m http.server -d build/lite"
