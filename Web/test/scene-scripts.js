// The scripts that prove the page: each scene file in Assets/scenes with the scripts that play
// it (Assets' own, named by the scene, and Web/test/scripts/NAME-*.json), and Flick's headless
// trace of one at a frame rate, the reference every comparison reads.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');
const crypto = require('node:crypto');
const { execFile, execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');
const scenesFolders = [path.join(root, 'Assets', 'scenes'), path.join(__dirname, 'scenes')];

/** [{scene, sceneFile, script}] for every scene file that has a script (Assets' examples, and
 * Web/test/scenes for what no example uses). */
function sceneScripts() {
  const pairs = [];
  const files = scenesFolders.flatMap((folder) => fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(folder, f)));
  for (const sceneFile of files) {
    const scene = path.basename(sceneFile).replace(/\.json$/, '');
    const own = fs.readdirSync(path.join(__dirname, 'scripts')).filter((f) => f.startsWith(`${scene}-`) && f.endsWith('.json'));
    const assets = fs.readdirSync(path.join(root, 'Assets')).filter((f) => {
      if (!f.endsWith('.json') || f === 'presets.json') return false;
      // A script naming a built-in scene plays the Swift scene, but for the modal's file, which
      // is that scene written as a file: it plays the modal's scripts.
      try { return JSON.parse(fs.readFileSync(path.join(root, 'Assets', f), 'utf8')).scene === scene && (!builtIn.has(scene) || scene === 'modal'); } catch { return false; }
    });
    for (const f of own.sort()) pairs.push({ scene, sceneFile, script: path.join(__dirname, 'scripts', f) });
    for (const f of assets.sort()) pairs.push({ scene, sceneFile, script: path.join(root, 'Assets', f) });
  }
  return pairs;
}
/** Built-in scenes: an Assets script naming one plays the Swift scene, not the file. */
const builtIn = new Set(['modal', 'card', 'navigation', 'pane', 'scroll', 'photos', 'stress']);

/** The flick to compare with: $FLICK, else the debug build's. */
function flickBinary() {
  const binary = process.env.FLICK || path.join(root, '.build', 'debug', 'flick');
  if (!fs.existsSync(binary)) throw new Error(`no flick at ${binary}: build it (swift build) or set FLICK`);
  return binary;
}

/** The arguments of Flick's headless run of `script` in `sceneFile` (null: the script's own,
 * built-in scene) at `fps` (null: a recording's own frames, its `frames`), tracing to `trace`. */
function traceArguments(sceneFile, script, fps, extra, trace) {
  const scene = sceneFile ? ['--scene-file', sceneFile] : [];
  const rate = fps ? ['--fps', String(fps)] : [];
  return ['--headless', ...scene, '--script', script, ...rate, '--trace', trace, ...extra];
}

/** What decides a trace: the binary (its path, size and time), the scene file's and the script's
 * bytes (not their names: a dynamics copy of a script is the same whatever its temporary name),
 * the rate and the other flags. Two runs with one key are the same run. */
function traceKey(sceneFile, script, fps, extra) {
  const binary = flickBinary();
  const { size, mtimeMs } = fs.statSync(binary);
  const hash = crypto.createHash('sha256');
  for (const part of [binary, String(size), String(mtimeMs), sceneFile ? fs.readFileSync(sceneFile) : '-', fs.readFileSync(script), String(fps), JSON.stringify(extra)]) {
    hash.update(part);
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Each trace once: in this process (the promise of its text, by key), and, when
 * FLICK_TRACE_CACHE names a folder (scripts/test-web.sh makes one per run of the tier), across the
 * tier's test files, which node runs as processes of their own: a file there is a finished trace,
 * written under a temporary name and renamed. */
const traces = new Map();
const cacheFolder = () => process.env.FLICK_TRACE_CACHE || null;

/** At most FLICK_JOBS (default: the cores) headless runs at a time in this process. */
const jobs = Math.max(1, Number(process.env.FLICK_JOBS) || os.availableParallelism());
let running = 0;
const waiting = [];
async function limited(run) {
  if (running >= jobs) await new Promise((resolve) => waiting.push(resolve));
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function parseTrace(text) {
  return text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

/** The cache's file for `key` when there is a cache. */
function cachedFile(key) {
  const folder = cacheFolder();
  return folder && path.join(folder, `${key}.jsonl`);
}
/** A finished trace's text, from this process or the tier's cache; undefined when there is none. */
function finished(key) {
  if (done.has(key)) return done.get(key);
  const cached = cachedFile(key);
  if (cached && fs.existsSync(cached)) {
    done.set(key, fs.readFileSync(cached, 'utf8'));
    return done.get(key);
  }
  return undefined;
}
const done = new Map();
/** Keeps the trace Flick wrote to `file` under `key`, and returns its text. */
function keep(key, file) {
  const text = fs.readFileSync(file, 'utf8');
  const cached = cachedFile(key);
  if (cached) {
    const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(partial, text);
    fs.renameSync(partial, cached);
  }
  done.set(key, text);
  return text;
}

/** Another test file of the tier may be making the trace right now: the first to ask takes the
 * cache's `KEY.lock` (made exclusively), the others wait for its trace (or for the lock to go, when
 * that run failed, or is 5 minutes old: then they run it themselves). Resolves with the trace's text when another file
 * made it, with undefined when this process must (it then holds the lock). */
async function claimed(key) {
  const cached = cachedFile(key);
  if (!cached) return undefined;
  for (;;) {
    if (fs.existsSync(cached)) return finished(key);
    try {
      fs.closeSync(fs.openSync(`${cached}.lock`, 'wx'));
      return undefined;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock 5 minutes old is a file's that died mid-run: run it here.
      try {
        if (Date.now() - fs.statSync(`${cached}.lock`).mtimeMs > 300000) return undefined;
      } catch {
        continue; // released meanwhile
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
function release(key) {
  const cached = cachedFile(key);
  if (cached) fs.rmSync(`${cached}.lock`, { force: true });
}

/** Flick's headless trace of `script` in `sceneFile` (null: the script's scene) at `fps`, as parsed
 * lines, without blocking: runs of different traces go on together (FLICK_JOBS at a time), and
 * every caller of one trace shares its one run. */
function flickTraceAsync(sceneFile, script, fps, extra = []) {
  const key = traceKey(sceneFile, script, fps, extra);
  const text = finished(key);
  if (text !== undefined) return Promise.resolve(parseTrace(text));
  if (!traces.has(key)) {
    const run = claimed(key).then((text) => text ?? limited(() => new Promise((resolve, reject) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flick-web-'));
      const trace = path.join(dir, 'trace.jsonl');
      execFile(flickBinary(), traceArguments(sceneFile, script, fps, extra, trace), { maxBuffer: 64 << 20 }, (error, _stdout, stderr) => {
        try {
          if (error) throw Object.assign(error, { message: `${error.message}${stderr ? `\n${stderr}` : ''}` });
          resolve(keep(key, trace));
        } catch (failure) {
          reject(failure);
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
          release(key);
        }
      });
    })));
    run.finally(() => traces.delete(key)).catch(() => {});
    traces.set(key, run);
  }
  return traces.get(key).then(parseTrace);
}

/** The same trace, waited for (run once per process, and once per tier run with the cache). */
function flickTrace(sceneFile, script, fps, extra = []) {
  const key = traceKey(sceneFile, script, fps, extra);
  const text = finished(key);
  if (text !== undefined) return parseTrace(text);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flick-web-'));
  const trace = path.join(dir, 'trace.jsonl');
  try {
    execFileSync(flickBinary(), traceArguments(sceneFile, script, fps, extra, trace), { stdio: ['ignore', 'ignore', 'pipe'] });
    return parseTrace(keep(key, trace));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A script's window size {w, h} (Flick's default 960×640). */
function scriptSize(script) {
  const s = script.size;
  if (!s) return { w: 960, h: 640 };
  if (Array.isArray(s)) return { w: s[0], h: s[1] };
  if (typeof s === 'string') { const [w, h] = s.split('x').map(Number); return { w, h }; }
  return { w: s.width ?? s.w, h: s.height ?? s.h };
}

/** `script` (parsed) played in the dynamics mode: key 2 at t = 0, as a player would press it, in
 * place of the script's own mode keys and `mode` events (1, 2, 3, M), so every release in it
 * settles in Flick's dynamics world. Written beside the scripts' temporary files for Flick. */
function inDynamicsMode(script, folder) {
  const events = script.events.filter((e) => !['1', '2', '3', 'm'].includes(e.key) && e.mode === undefined);
  const parsed = { ...script, events: [{ t: 0, key: '2' }, ...events] };
  const file = path.join(folder, `dynamics-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(parsed));
  return { parsed, file };
}

module.exports = { sceneScripts, flickTrace, flickTraceAsync, flickBinary, scriptSize, inDynamicsMode, root };
