// The scripts that prove the page: each scene file in Assets/scenes with the scripts that play
// it (Assets' own, named by the scene, and Web/test/scripts/NAME-*.json), and Flick's headless
// trace of one at a frame rate, the reference every comparison reads.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');
const { execFileSync } = require('node:child_process');

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

/** Flick's headless trace of `script` in `sceneFile` (null: the script's scene) at `fps`, as parsed lines. */
function flickTrace(sceneFile, script, fps, extra = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flick-web-'));
  const trace = path.join(dir, 'trace.jsonl');
  try {
    // No scene file: the script's own (built-in) scene.
    const scene = sceneFile ? ['--scene-file', sceneFile] : [];
        // No fps: a recording's own frames (its `frames`).
    const rate = fps ? ['--fps', String(fps)] : [];
    execFileSync(flickBinary(), ['--headless', ...scene, '--script', script, ...rate, '--trace', trace, ...extra], { stdio: ['ignore', 'ignore', 'pipe'] });
    return fs.readFileSync(trace, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
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

module.exports = { sceneScripts, flickTrace, flickBinary, scriptSize, inDynamicsMode, root };
