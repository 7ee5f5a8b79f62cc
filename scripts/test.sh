#!/usr/bin/env bash
# Install everything the test suite needs, then run all of it: ruff; mypy; the unit, rules,
# property and widget tests; the README's examples; and the real-browser tests (JupyterLab +
# Chromium).
# The JupyterLite test (tests/browser/test_lite_site.py, marker "lite") builds the site with
# scripts/build_lite.sh: its tools come with the test extra, Pyodide from npm (or, with no npm,
# from the npm registry directly), wheels from PyPI; downloads are cached in build/lite-cache/.
# Extra arguments go to pytest (e.g. `bash scripts/test.sh -m "not browser"` for a quick run).
set -euo pipefail
cd "$(dirname "$0")/.."

python -m pip install --quiet --disable-pip-version-check -e ".[test]"

# The browser tests use the system Chromium (no browser downloads): Debian's package.
chromium="${POLISLAB_CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "== installing Chromium for the browser tests (apt-get)"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium > /dev/null
fi

# axe-core for the accessibility test (tests/browser/test_accessibility.py): the npm package,
# unpacked into build/axe/ (no CDN); with no npm, its tarball straight from the npm registry.
AXE_VERSION=4.10.3
if [ ! -f build/axe/package/axe.min.js ]; then
  echo "== axe-core $AXE_VERSION (npm)"
  mkdir -p build/axe
  tarball="build/axe/axe-core-$AXE_VERSION.tgz"
  if command -v npm > /dev/null; then
    (cd build/axe && npm pack "axe-core@$AXE_VERSION" --silent > /dev/null)
  else
    python -c "import sys, urllib.request; urllib.request.urlretrieve(sys.argv[1], sys.argv[2])" \
      "https://registry.npmjs.org/axe-core/-/axe-core-$AXE_VERSION.tgz" "$tarball"
  fi
  tar -xzf "$tarball" -C build/axe
fi

# configurable-http-proxy for the JupyterHub test (tests/browser/test_hub.py): the npm package,
# installed into build/hub/ (node_modules/ stays out of git). With no npm, that test skips (and
# fails under CI=true).
CHP_VERSION=5.3.0
if command -v npm > /dev/null && [ ! -x build/hub/node_modules/.bin/configurable-http-proxy ]; then
  echo "== configurable-http-proxy $CHP_VERSION (npm)"
  mkdir -p build/hub
  npm install --silent --no-audit --no-fund --prefix build/hub \
    "configurable-http-proxy@$CHP_VERSION" > /dev/null
fi

echo "== ruff"
python -m ruff check .

# The type checker (configured in pyproject.toml's [tool.mypy]): a type error fails the command.
echo "== mypy"
python -m mypy

# One worker per core (POLISLAB_TEST_WORKERS overrides; 0 runs in this process). Whole files go to
# one worker each, so that a notebook's cells run in order in one kernel (nbval).
echo "== pytest"
python -m pytest -n "${POLISLAB_TEST_WORKERS:-auto}" --dist loadfile --durations=25 "$@"
