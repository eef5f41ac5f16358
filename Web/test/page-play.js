// What the page tests share (page-equivalence.test.js, page-modes.test.js): the page exported
// once per scene file, one browser for every replay of a test file, a replay turned into a Flick
// recording, Flick's run on it beside the browser's next replay, and the checks of the gesture.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { replay } = require('./replay.js');
const { launchStepped } = require('./stepper.js');
const { flickTraceAsync, flickBinary, scriptSize, inDynamicsMode } = require('./scene-scripts.js');
const { compareTraces } = require('./trace-diff.js');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flick-page-'));
test.after(() => fs.rmSync(work, { recursive: true, force: true }));

// One browser for every replay (starting one was most of a replay's time): each replay opens its
// own tab, with its own emulation and calibration, and closes it. A browser that died is
// replaced, so one test's crash cannot fail the rest.
let browser = null;
async function sharedBrowser() {
  if (!browser || browser.exited) browser = await launchStepped();
  return browser;
}
test.after(() => browser?.close());

/** The page `flick --export-web` writes for `sceneFile`: exported once per scene file, every test
 * of that scene plays the one page (a page is only read: each replay opens it in a fresh tab).
 * With FLICK_TRACE_CACHE (scripts/test-web.sh's folder for one run of the tier) once for both page
 * files: the export of one binary and one scene file's bytes is kept there, written under a
 * temporary name and renamed. */
const exported = new Map();
function exportPage(sceneFile) {
  if (!exported.has(sceneFile)) {
    const folder = process.env.FLICK_TRACE_CACHE;
    const binary = flickBinary();
    const { size, mtimeMs } = fs.statSync(binary);
    const key = crypto.createHash('sha256').update(`${binary}\0${size}\0${mtimeMs}\0`).update(fs.readFileSync(sceneFile)).digest('hex');
    const kept = folder && path.join(folder, `page-${key}.html`);
    if (kept && fs.existsSync(kept)) {
      exported.set(sceneFile, kept);
    } else {
      const page = path.join(work, `${path.basename(sceneFile, '.json')}-${Math.random().toString(36).slice(2)}.html`);
      execFileSync(flickBinary(), ['--scene-file', sceneFile, '--export-web', page]);
      if (kept) {
        fs.copyFileSync(page, `${kept}.${process.pid}`);
        fs.renameSync(`${kept}.${process.pid}`, kept);
      }
      exported.set(sceneFile, page);
    }
  }
  return exported.get(sceneFile);
}
/** A copy of that page edited by `edit` (a broken page): the same export's text, changed. */
function brokenPage(sceneFile, edit) {
  const page = path.join(work, `${path.basename(sceneFile, '.json')}-broken-${Math.random().toString(36).slice(2)}.html`);
  fs.writeFileSync(page, edit(fs.readFileSync(exportPage(sceneFile), 'utf8')));
  return page;
}

/** The page's input as a Flick recording: each event at its own time on the frame that read it. */
function recordingOf(trace, size) {
  const events = [];
  for (const line of trace) {
    for (const input of line.inputs || []) {
      // Chrome's 100 µs timestamps put an input read at a frame a hair either side of its own
      // time; Flick's runner delivers it at the frame's time, or at 0 before the first, as the page did.
      const at = { t: Math.max(0, Math.min(input.t, line.t)), frame: line.t };
      if (input.kind === 'key') events.push({ ...at, key: input.name });
      else if (input.kind === 'wheel') {
        // Pixels on the page are points in Flick; "precise": a trackpad's (only the scroll scene reads it).
        events.push({ ...at, wheel: { dx: input.delta.x, dy: input.delta.y }, precise: true, mods: input.ctrl ? ['ctrl'] : [], x: input.location.x, y: input.location.y });
      }
      else if (input.pointerType === 'touch') events.push({ ...at, touch: input.kind, id: input.id, x: input.location.x, y: input.location.y });
      else events.push({ ...at, pointer: input.kind, x: input.location.x, y: input.location.y });
    }
  }
  return { size: `${size.w}x${size.h}`, events, frames: trace.map((line) => line.t) };
}

/** Flick's trace of exactly the page's input on the page's frames (a promise: Flick runs while
 * the browser plays the next replay). */
function flickOnThePagesFrames(sceneFile, trace, size, extra = []) {
  const recording = path.join(work, `recording-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(recording, JSON.stringify(recordingOf(trace, size)));
  return flickTraceAsync(sceneFile, recording, null, ['--duration', String(trace[trace.length - 1].t), ...extra]);
}

/** Plays `script` on `page` at `fps`; resolves, once the browser is done, with what the page traced
 * and `verdict`, a promise of Flick's verdict on it, so that Flick's run overlaps the browser's
 * next one (the caller awaits it later; playAndCompare awaits both). `check(run, parsed, fps)`, when
 * given, runs on each replay before Flick is asked (see replayFaithfully). */
async function play({ sceneFile, page, script, fps, touch, width, height, deviceScaleFactor, reducedMotion = false, dynamics = false, t, check }) {
  let parsed = JSON.parse(fs.readFileSync(script, 'utf8'));
  if (dynamics) parsed = inDynamicsMode(parsed, work).parsed;
  const usesTouch = touch ?? parsed.events.some((e) => e.touch !== undefined);
  const run = await replayFaithfully(t, fps, async () => {
    const run = await replay({ page: `file://${page}`, script: parsed, fps, touch: usesTouch, width, height, deviceScaleFactor, reducedMotion, browser: await sharedBrowser() });
    check?.(run, parsed, fps);
    return run;
  });
  const size = width ? { w: width, h: height } : scriptSize(parsed);
  const verdict = flickOnThePagesFrames(sceneFile, run.trace, size, reducedMotion ? ['--reduce-motion'] : []).then((reference) => {
    const byFrame = reference.map((line, i) => ({ ...line, t: run.trace[i]?.t ?? line.t }));
    const result = compareTraces(run.trace, byFrame);
    // Called by a check that expected a pass (a broken page's expected failure keeps nothing).
    result.explain = () => whatWasRead(run.trace, byFrame, result.firstFrame, { script, fps, reducedMotion, dynamics });
    return result;
  });
  verdict.catch(() => {}); // reported where it is awaited
  return { run, parsed, verdict };
}
/** A failure's context: what the page read on the frames up to the first one that differs, with
 * both sides' snap points there (a CI log is all a failure on a busy machine leaves), and both
 * traces kept in FLICK_WEB_FAILURES (default: the system's temporary folder) to be read at leisure. */
function whatWasRead(page, flick, firstFrame, { script, fps, reducedMotion, dynamics }) {
  const lines = [];
  const from = Math.max(0, (firstFrame ?? 0) - 3);
  for (let n = from; n <= (firstFrame ?? 0) + 1 && n < page.length; n++) {
    const inputs = (page[n].inputs || []).map((i) => `${i.kind} ${i.t.toFixed(5)} (${i.location?.x}, ${i.location?.y})${i.delta ? ` Δ${i.delta.y}` : ''}`);
    lines.push(`  frame ${n} t ${page[n].t.toFixed(5)}: read [${inputs.join(', ')}]; snap ${JSON.stringify(page[n].snap)} against ${JSON.stringify(flick[n]?.snap)}`);
  }
  const folder = path.join(process.env.FLICK_WEB_FAILURES || os.tmpdir(), 'flick-web-failures');
  const name = `${path.basename(script, '.json')}-${fps}hz${reducedMotion ? '-reduced' : ''}${dynamics ? '-dynamics' : ''}-${process.pid}-${Date.now()}`;
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${name}.page.json`), JSON.stringify(page));
    fs.writeFileSync(path.join(folder, `${name}.flick.json`), JSON.stringify(flick));
    lines.push(`  both traces: ${path.join(folder, name)}.{page,flick}.json`);
  } catch (error) {
    lines.push(`  (the traces could not be kept: ${error.message})`);
  }
  return lines.join('\n');
}

/** Runs `replayOnce` until the browser plays it. A replay the browser did not play as the script
 * says (assertSameGesture, run by a caller's `check`: an input the script has not, a frame off its
 * time), whose input clock it could not calibrate (stepper.js), or one of whose inputs it never
 * acked (CI once saw a wheel on the sheet's page never acked in 20 s) is no test of the page: it is
 * played again in a fresh tab, as replay() redoes a run whose first frame ran no callback, said in
 * the test's output (`t`, when given). Seen once in five runs of the web tier beside two CPU hogs,
 * one replay in 150; a third such replay fails. */
async function replayFaithfully(t, fps, replayOnce) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await replayOnce();
    } catch (error) {
      if (error.noReply && error.message.startsWith('Input.')) error.unfaithfulReplay = true;
      if (!error.unfaithfulReplay) throw error;
      if (attempt === UNFAITHFUL_REPLAY_TRIES) {
        throw new Error(`${fps} Hz: the browser did not play the script in ${attempt} tries: ${error.message}`);
      }
      t?.diagnostic(`${fps} Hz: replay ${attempt} played again, the browser did not play the script: ${error.message}`);
    }
  }
}
const UNFAITHFUL_REPLAY_TRIES = 3;

/** Plays and waits for Flick's verdict: {run, parsed, result}. */
async function playAndCompare(options) {
  const { run, parsed, verdict } = await play(options);
  return { run, parsed, result: await verdict };
}
/** Plays `script` at each of `fps` in turn, each replay's checks run as soon as the page is done
 * (`check(run, parsed, fps)`), Flick's runs going on meanwhile; then each verdict must pass. */
async function playAtRates(t, options, fpsList, check) {
  const verdicts = [];
  for (const fps of fpsList) verdicts.push([fps, (await play({ ...options, fps, t, check })).verdict]);
  for (const [fps, verdict] of verdicts) {
    const result = await verdict;
    if (!result.pass) assert.fail(`${fps} Hz: ${result.summary}\n${result.explain()}`);
    t.diagnostic(`${fps} Hz: ${result.summary}`);
  }
}

/** The page read the script's gesture: its frames at n/fps and each input at its script time,
 * within 0.5 ms. A failure is the replay's, not the page's (`unfaithfulReplay`): playAtRates plays
 * it again. */
function assertSameGesture(run, parsed, fps) {
  try {
    checkSameGesture(run, parsed, fps);
  } catch (error) {
    error.unfaithfulReplay = true;
    throw error;
  }
}
// 0.5 ms, up to 1e-9 s: the page's times are on a 100 µs grid, where 0.5 ms off can read as
// 0.50000000001 ms.
const GESTURE_BOUND_S = 5e-4 + 1e-9;
function checkSameGesture(run, parsed, fps) {
  run.trace.forEach((line, n) => assert.ok(Math.abs(line.t - n / fps) <= GESTURE_BOUND_S, `frame ${n} at ${line.t}, not ${n / fps}`));
  const read = run.trace.flatMap((line) => (line.inputs || []).map((i) => ({ ...i, frame: line.frame, frameT: line.t }))).sort((a, b) => a.t - b.t);
  const sent = parsed.events.filter((e) => e.pointer || e.touch || e.wheel || ['1', '2', '3', 'm', 'space'].includes(e.key)).map((e) => e.t).sort((a, b) => a - b);
  assert.ok(read.length >= sent.length * 0.5, `the page read ${read.length} inputs of ${sent.length}`);
  for (const input of read) {
    if (sent.some((s) => Math.abs(s - input.t) <= GESTURE_BOUND_S)) continue;
    // What it was and what came around it: a CI log is all a failure on a busy machine leaves.
    const describe = (i) => `${i.kind} at ${i.t.toFixed(5)} (${i.location?.x}, ${i.location?.y}) read on frame ${i.frame} (t ${i.frameT.toFixed(5)})`;
    const k = read.indexOf(input);
    const around = read.slice(Math.max(0, k - 2), k + 3).map(describe).join('; ');
    assert.fail(`${fps} Hz: an input at ${input.t} the script has not: ${describe(input)}; around it: ${around}`);
  }
}

const rates = [30, 60, 120, 144];

module.exports = { work, exportPage, brokenPage, play, playAndCompare, playAtRates, assertSameGesture, rates };
