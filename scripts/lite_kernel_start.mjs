// The JupyterLite site's Python start (issue 39): Pyodide's `loadPyodide`, plus a memory
// snapshot of Python with the tutorials' imports done, kept in the browser for the next start.
//
// build_lite.sh copies this file beside pyodide.mjs and names it as the kernel's `pyodideUrl`;
// the kernel's worker calls `loadPyodide(options)` as it would Pyodide's own. Its own two
// options come from jupyter-lite.json's `loadPyodideOptions`:
//   polislabSnapshotImports  the Python run before the snapshot (the imports a tutorial needs)
//   polislabSnapshotKey      a hash of the site's Python (the lock, its wheels, this file):
//                            a snapshot made by another build is never used
// A first start boots Python with its packages, runs the imports, snapshots the memory
// (Pyodide's makeMemorySnapshot) and keeps it, with the packages' files, in the Cache Storage.
// The next start restores both instead: 0.7-0.8 s where the boot and the imports took 5 s on
// this machine. Where the browser keeps nothing (no Cache Storage: a page not served over https
// or localhost), or a snapshot cannot be made or restored, it is a plain start, as without this
// file, and the console says why.
import { loadPyodide as pyodideLoad } from './pyodide.mjs';
import createPyodideModule from './pyodide.asm.mjs';

const CACHE = 'polislab-python-snapshot';
const KEEP_AFTER_MS = 3000;

export async function loadPyodide(options) {
  const { polislabSnapshotImports: imports, polislabSnapshotKey: key, ...rest } = options;
  const cache = imports && key ? await openCache() : null;
  if (!cache) {
    return pyodideLoad(rest);
  }
  const request = new Request(`/polislab-python-snapshot/${key}`);
  const stored = await cache.match(request).catch(() => undefined);
  if (stored) {
    try {
      return await restore(stored, rest);
    } catch (error) {
      console.warn('polislab: the stored Python snapshot did not restore; a plain start', error);
      await cache.delete(request).catch(() => undefined);
    }
  }
  const started = performance.now();
  const pyodide = await pyodideLoad(rest);
  const booted = performance.now();
  try {
    runApart(pyodide, imports);
    const imported = performance.now();
    const snapshot = snapshotOf(pyodide); // now, as the imports left Python: 0.05 s
    console.info(`polislab: Python started in ${seconds(booted - started)}, the tutorials' ` +
                 `imports took ${seconds(imported - booted)}`);
    // The rest (0.2 s: the files, one body) waits until the kernel has started and the
    // notebook's first cells have run, so that it delays no one's first board.
    setTimeout(() => storeKept(cache, request, pyodide, snapshot), KEEP_AFTER_MS);
  } catch (error) {
    console.warn('polislab: no Python snapshot made', error);
  }
  return pyodide;
}

async function restore(stored, options) {
  const started = performance.now();
  const { header, files, snapshot } = unpack(await stored.arrayBuffer());
  const read = performance.now();
  let api;
  const pyodide = await pyodideLoad({
    ...options,
    packages: [], // their files are written below, and their imports are in the snapshot
    _loadSnapshot: snapshot,
    // Pyodide copies the snapshot into the module's memory, which must be as large first.
    createPyodideModule: (settings) => {
      settings.preRun.unshift((module) => module.growMemory(snapshot.length));
      api = settings.API;
      return createPyodideModule(settings);
    },
    _snapshotDeserializer: (place) => placed(api, place),
  });
  pyodide._api.config._loadSnapshot = undefined; // its 50 MB are not kept for the session
  let at = 0;
  for (const [path, length] of header.files) {
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf('/')));
    pyodide.FS.writeFile(path, files.subarray(at, at + length));
    at += length;
  }
  Object.assign(pyodide.loadedPackages, header.loaded);
  // Python's handle on that list (Pyodide's package loader's, micropip's) is restored as an
  // empty object of its own: it is pointed at the list itself again.
  if (header.loadedAt >= 0 && pyodide._module.__hiwire_set(header.loadedAt,
                                                             pyodide.loadedPackages) < 0) {
    throw new Error("Python's handle on the loaded packages could not be set");
  }
  // The snapshot holds the random generator's state: without a new seed every visit would
  // deal the same "random" dice and decks. Pyodide's start puts the notebook's folder ('')
  // first in sys.path again, where the snapshot has it already. The import system's folder
  // finders hold the listings of the folders as they were before the files were written (but
  // not importlib.invalidate_caches(): the standard library's zip would be read again, 0.5 s).
  runApart(pyodide, `import random, sys
from importlib.machinery import FileFinder
random.seed()
if sys.path[:2] == ['', '']:
    del sys.path[0]
for finder in sys.path_importer_cache.values():
    if isinstance(finder, FileFinder):
        finder.invalidate_caches()`);
  console.info(`polislab: Python restored from the snapshot of an earlier start in ` +
               `${seconds(performance.now() - started)} (${seconds(read - started)} to read it)`);
  return pyodide;
}

// Python code run in a namespace of its own, so that nothing it names shows in the notebook's.
function runApart(pyodide, code) {
  const dict = pyodide.globals.get('dict');
  const namespace = dict();
  dict.destroy();
  try {
    pyodide.runPython(code, { globals: namespace });
  } finally {
    namespace.destroy();
  }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

async function openCache() {
  try {
    return self.caches ? await self.caches.open(CACHE) : null;
  } catch {
    return null;
  }
}

// What a restore needs: Pyodide's memory snapshot, and the files the site's packages put in
// Pyodide's file system (the memory holds their imports, not their files: Pyodide's files live
// outside it), with the list of loaded packages that Pyodide keeps beside them. Writing the
// files back takes a tenth of the time of loading the packages again.
function keep(pyodide, snapshot) {
  const files = [];
  for (const root of [pyodide._api.sitePackages, '/share', '/etc/jupyter']) {
    collect(pyodide.FS, root, files);
  }
  const compiled = files.find(([path]) => path.endsWith('.so'));
  if (compiled) {
    // A compiled library is loaded by Pyodide as it is installed, not just written.
    throw new Error(`a package holds a compiled library (${compiled[0]})`);
  }
  return pack({ loaded: snapshot.loaded, loadedAt: snapshot.loadedAt,
                files: files.map(([path, data]) => [path, data.length]) },
              files.map(([, data]) => data), snapshot.memory);
}

// Where Python's handle on a JavaScript object is, in Pyodide's table of them (-1: none).
function handleOf(pyodide, object) {
  for (let index = 0; ; index++) {
    let held;
    try {
      held = pyodide._module.__hiwire_get(index);
    } catch {
      return -1; // past the table's end
    }
    if (held === object) {
      return index;
    }
  }
}

function collect(FS, folder, files) {
  if (!FS.analyzePath(folder).exists) {
    return;
  }
  for (const name of FS.readdir(folder)) {
    const path = `${folder}/${name}`;
    if (name === '.' || name === '..') {
      continue;
    }
    const mode = FS.lstat(path).mode;
    if (FS.isDir(mode)) {
      collect(FS, path, files);
    } else if (FS.isFile(mode)) {
      files.push([path, FS.readFile(path)]);
    }
  }
}

// Pyodide's memory snapshot, with the list of loaded packages and where Python's handle on it
// is. The snapshot allows no package-manager state in it (a restore writes the packages' files
// and lists them as loaded again), so the list is left out while the snapshot is made. `_makeSnapshot` is set only now: set at the start, it would wrap
// every JavaScript object Python reaches through `js` in a proxy, for the whole session.
function snapshotOf(pyodide) {
  const loaded = pyodide.loadedPackages;
  const kept = { ...loaded };
  const loadedAt = handleOf(pyodide, loaded);
  for (const name of Object.keys(loaded)) {
    delete loaded[name];
  }
  const config = pyodide._api.config;
  config._makeSnapshot = true;
  try {
    const memory = pyodide.makeMemorySnapshot({
      serializer: (object) => placeOf(pyodide, object),
    });
    return { memory, loaded: kept, loadedAt };
  } finally {
    config._makeSnapshot = false;
    Object.assign(loaded, kept);
  }
}

// Python holds some JavaScript functions and objects (micropip: Pyodide's loadPackage, the
// worker's fetch), which a snapshot keeps by where they are: Pyodide's public API, its internal
// one (`pyodide._api`), or the worker's globals. Any other makes no snapshot.
function placeOf(pyodide, object) {
  if (object === pyodide) {
    return { in: 'public' };
  }
  const holders = [['public', pyodide], ['internal', pyodide._api], ['global', globalThis]];
  for (const [where, holder] of holders) {
    const name = namesOf(holder).find((key) => {
      try {
        return holder[key] === object;
      } catch {
        return false;
      }
    });
    if (name) {
      return { in: where, name };
    }
  }
  throw new Error(`a JavaScript object of no known place: ${object}`);
}

// A holder's property names, its prototypes' too (the worker's `fetch` is its scope's).
function namesOf(holder) {
  const names = [];
  for (let at = holder; at && at !== Object.prototype; at = Object.getPrototypeOf(at)) {
    names.push(...Object.getOwnPropertyNames(at));
  }
  return names;
}

function placed(api, { in: where, name }) {
  const holder = { public: api.public_api, internal: api, global: globalThis }[where];
  return name === undefined ? holder : holder[name];
}

// One stored body: the header's length (4 bytes), the header (JSON), the files one after
// another, then the snapshot, which starts on a 16-byte boundary (Pyodide reads it by words).
function pack(header, files, snapshot) {
  const text = new TextEncoder().encode(JSON.stringify(header));
  const filesAt = 4 + text.length;
  const filesLength = files.reduce((total, data) => total + data.length, 0);
  const snapshotAt = Math.ceil((filesAt + filesLength) / 16) * 16;
  const body = new Uint8Array(snapshotAt + snapshot.length);
  new DataView(body.buffer).setUint32(0, text.length, true);
  body.set(text, 4);
  let at = filesAt;
  for (const data of files) {
    body.set(data, at);
    at += data.length;
  }
  body.set(snapshot, snapshotAt);
  return body;
}

function unpack(buffer) {
  const length = new DataView(buffer).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, length)));
  const filesAt = 4 + length;
  const filesLength = header.files.reduce((total, [, size]) => total + size, 0);
  const snapshotAt = Math.ceil((filesAt + filesLength) / 16) * 16;
  return { header, files: new Uint8Array(buffer, filesAt, filesLength),
           snapshot: new Uint8Array(buffer, snapshotAt) };
}

async function storeKept(cache, request, pyodide, snapshot) {
  try {
    const body = keep(pyodide, snapshot);
    for (const old of await cache.keys()) {
      await cache.delete(old); // one snapshot at a time: an older build's is of no use
    }
    await cache.put(request, new Response(body));
    console.info(`polislab: a snapshot of Python (${Math.round(body.length / 2 ** 20)} MB) ` +
                 'is kept for the next start');
  } catch (error) {
    console.warn('polislab: the Python snapshot was not kept', error);
  }
}
