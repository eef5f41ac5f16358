// The exported page in headless Chromium, against Flick: every scene-file script is played on the
// page (`flick --export-web`) with real input events at the script's times, its frames stepped at
// 30, 60, 120 and 144 Hz, and read through the page's own handlers; then Flick replays the input
// exactly as the page read it, on the page's own frame times (a recording's `frames`), and every
// layer's frame must agree within 0.5 pt on every frame, with the same snap points and releases
// within 1 %. Chrome times a page's events and frames to 100 µs with a jitter, so the page's
// gesture is the script's within 0.5 ms (checked), and Flick is asked what it makes of that one.
// The page makes no network request, and runs from file://. Needs chromium-headless-shell.
//   node --test Web/test/page-equivalence.test.js
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { replay } = require('./replay.js');
const { launchStepped } = require('./stepper.js');
const { sceneScripts, flickTrace, flickBinary, scriptSize, inDynamicsMode } = require('./scene-scripts.js');
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

/** The page `flick --export-web` writes for `sceneFile`, edited by `edit` (a broken copy). */
function exportPage(sceneFile, edit = (html) => html) {
  const page = path.join(work, `${path.basename(sceneFile, '.json')}-${Math.random().toString(36).slice(2)}.html`);
  execFileSync(flickBinary(), ['--scene-file', sceneFile, '--export-web', page]);
  fs.writeFileSync(page, edit(fs.readFileSync(page, 'utf8')));
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

/** Flick's trace of exactly the page's input on the page's frames. */
function flickOnThePagesFrames(sceneFile, trace, size, extra = []) {
  const recording = path.join(work, `recording-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(recording, JSON.stringify(recordingOf(trace, size)));
  return flickTrace(sceneFile, recording, null, ['--duration', String(trace[trace.length - 1].t), ...extra]);
}

/** Plays `script` on `page` at `fps`; returns what the page traced and Flick's verdict on it. */
async function playAndCompare({ sceneFile, page, script, fps, touch, width, height, deviceScaleFactor, reducedMotion = false, dynamics = false }) {
  let parsed = JSON.parse(fs.readFileSync(script, 'utf8'));
  if (dynamics) parsed = inDynamicsMode(parsed, work).parsed;
  const usesTouch = touch ?? parsed.events.some((e) => e.touch !== undefined);
  const run = await replay({ page: `file://${page}`, script: parsed, fps, touch: usesTouch, width, height, deviceScaleFactor, reducedMotion, browser: await sharedBrowser() });
  const size = width ? { w: width, h: height } : scriptSize(parsed);
  const reference = flickOnThePagesFrames(sceneFile, run.trace, size, reducedMotion ? ['--reduce-motion'] : []);
  const byFrame = reference.map((line, i) => ({ ...line, t: run.trace[i]?.t ?? line.t }));
  return { run, parsed, result: compareTraces(run.trace, byFrame) };
}

/** The page read the script's gesture: its frames at n/fps and each input at its script time, within 0.5 ms. */
function assertSameGesture(run, parsed, fps) {
  run.trace.forEach((line, n) => assert.ok(Math.abs(line.t - n / fps) <= 5e-4, `frame ${n} at ${line.t}, not ${n / fps}`));
  const read = run.trace.flatMap((line) => (line.inputs || []).map((i) => i.t)).sort((a, b) => a - b);
  const sent = parsed.events.filter((e) => e.pointer || e.touch || e.wheel || ['1', '2', '3', 'm', 'space'].includes(e.key)).map((e) => e.t).sort((a, b) => a - b);
  assert.ok(read.length >= sent.length * 0.5, `the page read ${read.length} inputs of ${sent.length}`);
  for (const t of read) assert.ok(sent.some((s) => Math.abs(s - t) <= 5e-4), `an input at ${t} the script has not`);
}

const rates = [30, 60, 120, 144];
const exported = new Map();
for (const { scene, sceneFile, script } of sceneScripts()) {
  test(`the page of ${scene} plays ${path.basename(script)} as Flick at ${rates.join(', ')} Hz`, async (t) => {
    if (!exported.has(sceneFile)) exported.set(sceneFile, exportPage(sceneFile));
    for (const fps of rates) {
      const { run, parsed, result } = await playAndCompare({ sceneFile, page: exported.get(sceneFile), script, fps });
      assert.deepStrictEqual(run.requests, [], `${fps} Hz: the page asked the network for ${JSON.stringify(run.requests)}`);
      assertSameGesture(run, parsed, fps);
      assert.ok(result.pass, `${fps} Hz: ${result.summary}`);
      t.diagnostic(`${fps} Hz: ${result.summary}`);
    }
  });
}

// The dynamics mode: every script again with key 2 pressed at its start (through the page's own
// keydown), each release settled in the page's dynamics world against Flick's on the page's input.
for (const { scene, sceneFile, script } of sceneScripts()) {
  test(`the page of ${scene} in the dynamics mode plays ${path.basename(script)} as Flick at ${rates.join(', ')} Hz`, async (t) => {
    if (!exported.has(sceneFile)) exported.set(sceneFile, exportPage(sceneFile));
    for (const fps of rates) {
      const { run, parsed, result } = await playAndCompare({ sceneFile, page: exported.get(sceneFile), script, fps, dynamics: true });
      assert.ok(run.trace.every((line) => line.mode === 'dynamics'), `${fps} Hz: key 2 did not pick the dynamics mode`);
      assert.deepStrictEqual(run.requests, [], `${fps} Hz: the page asked the network for ${JSON.stringify(run.requests)}`);
      assertSameGesture(run, parsed, fps);
      assert.ok(result.pass, `${fps} Hz: ${result.summary}`);
      t.diagnostic(`${fps} Hz: ${result.summary}`);
    }
  });
}

// The page follows the system's reduced motion (issue 60): under Chromium's emulated
// `prefers-reduced-motion: reduce` it plays every release's twin, as Flick with --reduce-motion.
for (const { scene, sceneFile, script } of sceneScripts()) {
  test(`the page of ${scene} under prefers-reduced-motion plays ${path.basename(script)} as Flick's reduced twin`, async (t) => {
    if (!exported.has(sceneFile)) exported.set(sceneFile, exportPage(sceneFile));
    for (const fps of [30, 144]) {
      const { run, parsed, result } = await playAndCompare({ sceneFile, page: exported.get(sceneFile), script, fps, reducedMotion: true });
      assert.ok(run.trace.every((line) => line.motion === 'reduced'), `${fps} Hz: the page played full motion`);
      assertSameGesture(run, parsed, fps);
      assert.ok(result.pass, `${fps} Hz: ${result.summary}`);
      t.diagnostic(`${fps} Hz: ${result.summary}`);
    }
  });
}

// A phone: 390 × 844 points at 3 pixels a point, touch only; the photo dragged, then pinched and
// turned by two fingers.
test('the photo page on an emulated phone (390 × 844, ×3, touch) plays a pinch and a turn as Flick', async (t) => {
  const sceneFile = sceneScripts().find((p) => p.scene === 'photo').sceneFile;
  const script = path.join(__dirname, 'scripts', 'phone', 'photo-phone-pinch.json');
  const { run, parsed, result } = await playAndCompare({
    sceneFile, page: exportPage(sceneFile), script, fps: 60, touch: true, width: 390, height: 844, deviceScaleFactor: 3 });
  assert.deepStrictEqual(run.requests, []);
  assertSameGesture(run, parsed, 60);
  const turned = run.trace.some((line) => Math.abs(line.layers.photo.rotation) > 10 && line.layers.photo.scale !== 1);
  assert.ok(turned, 'the two fingers turned and scaled nothing');
  assert.ok(result.pass, result.summary);
  t.diagnostic(result.summary);
});

// A trackpad's pinch: Ctrl + wheel through Input.dispatchMouseEvent (mouseWheel, modifiers 2),
// which the page's wheel handler reads and turns into two touches, as Flick does.
test('the photo page pinched on a trackpad (Ctrl + wheel) plays as Flick at 60 and 144 Hz', async (t) => {
  const sceneFile = sceneScripts().find((p) => p.scene === 'photo').sceneFile;
  if (!exported.has(sceneFile)) exported.set(sceneFile, exportPage(sceneFile));
  const script = path.join(__dirname, 'scripts', 'trackpad', 'photo-trackpad-pinch.json');
  for (const fps of [60, 144]) {
    const { run, result } = await playAndCompare({ sceneFile, page: exported.get(sceneFile), script, fps });
    const wheels = run.trace.flatMap((line) => (line.inputs || []).filter((i) => i.kind === 'wheel' && i.ctrl));
    assert.ok(wheels.length >= 10, `${fps} Hz: the page read ${wheels.length} Ctrl + wheel events`);
    assert.ok(run.trace.some((line) => line.layers.photo.scale > 1.5), `${fps} Hz: the wheel did not pinch the photo open`);
    assert.ok(run.trace.some((line) => line.layers.photo.scale < 0.8), `${fps} Hz: the wheel did not pinch the photo shut`);
    assert.ok(result.pass, `${fps} Hz: ${result.summary}`);
    t.diagnostic(`${fps} Hz: ${result.summary}`);
  }
});

// A plain mouse wheel (no Ctrl) on the sheet's list: notches of 40 pt, slow and in fast bursts past
// either end (Flick clamps a scene file's wheel: no fling, no rubber band), and two notches while
// the list coasts from a flick, which stop it where it is drawn. The page's own wheel handler must
// read every notch as the script sent it (the comparison alone would not see a misread delta:
// Flick is given the page's reading), and the list must reach both ends.
const sheetWheel = path.join(__dirname, 'scripts', 'sheet-wheel-scroll.json');
/** Plays the wheel script on `page` at `fps`; the checks above, then the comparison's result. */
async function playSheetWheel(page, fps) {
  const sceneFile = sceneScripts().find((p) => p.scene === 'sheet').sceneFile;
  const { run, parsed, result } = await playAndCompare({ sceneFile, page, script: sheetWheel, fps });
  const sent = parsed.events.filter((e) => e.wheel);
  const read = run.trace.flatMap((line) => (line.inputs || []).filter((i) => i.kind === 'wheel'));
  const rows = run.trace.map((line) => line.layers.rows.y);
  return { run, result, sent, read, rows };
}
/** Every notch read as sent. Chromium coalesces the wheel events that reach a frame together into
 * one with their sum (at 30 Hz the 10 ms burst arrives as a few events), so each event the page
 * read must bring the running total of its deltas to one the script's running total passes through,
 * and the two must end equal. */
function assertWheelRead({ sent, read, rows }, fps) {
  assert.ok(read.length >= sent.length / 4, `${fps} Hz: the page read ${read.length} wheel events of ${sent.length}`);
  const totals = []; let sum = 0;
  for (const e of sent) totals.push(sum += e.wheel.dy);
  let total = 0; let at = 0;
  read.forEach((r, i) => {
    assert.ok(!r.ctrl && r.delta.x === 0, `${fps} Hz: wheel ${i} read as ${JSON.stringify(r)}`);
    total += r.delta.y;
    while (at < totals.length && totals[at] !== total) at++;
    assert.ok(at < totals.length, `${fps} Hz: wheel ${i} (${r.delta.y}) brings the page's total to ${total}, which the script's never is`);
  });
  assert.strictEqual(total, sum, `${fps} Hz: the page read ${total} pt of wheel, the script sent ${sum}`);
  assert.ok(Math.min(...rows) <= -323.9 && rows[rows.length - 1] === 0, `${fps} Hz: the wheel did not scroll the list to its end and back (rows from ${Math.min(...rows)} to ${Math.max(...rows)})`);
}
test('the sheet page scrolled by a plain mouse wheel reads every notch and plays as Flick at 30, 60, 120, 144 Hz', async (t) => {
  const sceneFile = sceneScripts().find((p) => p.scene === 'sheet').sceneFile;
  if (!exported.has(sceneFile)) exported.set(sceneFile, exportPage(sceneFile));
  for (const fps of rates) {
    const played = await playSheetWheel(exported.get(sceneFile), fps);
    assertWheelRead(played, fps);
    assert.ok(played.result.pass, `${fps} Hz: ${played.result.summary}`);
    t.diagnostic(`${fps} Hz: ${played.read.length} wheel events; ${played.result.summary}`);
  }
});

// It fails when it should: a page that reads a wheel upside down, one whose scroll view takes a
// wheel past its ends (no clamp), and one whose wheel does not stop a coasting list.
const brokenWheel = {
  'a wheel read upside down': ['delta: { x: e.deltaX * lines, y: e.deltaY * lines }', 'delta: { x: e.deltaX * lines, y: -e.deltaY * lines }'],
  'a wheel that scrolls past the ends': ['this.show(Math.min(Math.max(now + this.along(delta), low), high));', 'this.show(now + this.along(delta));'],
  'a wheel that leaves a coast running': ['const now = this.offset;\n      this.content.stopAtPresentation();', 'const now = this.offset;'],
};
for (const [name, [from, to]] of Object.entries(brokenWheel)) {
  test(`a sheet page with ${name} fails the wheel test`, async (t) => {
    const sceneFile = sceneScripts().find((p) => p.scene === 'sheet').sceneFile;
    const page = exportPage(sceneFile, (html) => {
      assert.ok(html.includes(from), `the page no longer has ${from}`);
      return html.replace(from, to);
    });
    const played = await playSheetWheel(page, 60);
    const reasons = played.result.pass ? [] : [played.result.summary];
    try { assertWheelRead(played, 60); } catch (error) { reasons.push(error.message); }
    assert.ok(reasons.length > 0, `the broken page passed: ${played.result.summary}`);
    t.diagnostic(reasons.join(' | ').slice(0, 400));
  });
}

// The test fails when it should: a page that drops the release velocity, and one whose spring
// reads Framer Motion's visualDuration without its 1.2, each fail it.
const broken = {
  'a dropped release velocity': ['this.release(pan.velocity)', 'this.release({ x: 0, y: 0 })'],
  'visualDuration without its factor': ['const omega0 = Math.sqrt(stiffness / mass);', 'const omega0 = Math.sqrt(stiffness / mass) * 1.2;'],
  // Played in the dynamics mode: an item without its resistance.
  'a dynamics world without its resistance': ['damping: resistance + 2 * ratio * omega', 'damping: 2 * ratio * omega'],
};
for (const [name, [from, to]] of Object.entries(broken)) {
  const dynamics = name.includes('dynamics');
  test(`a page with ${name} fails the comparison`, async () => {
    const { sceneFile, script } = sceneScripts().find((p) => p.scene === 'hello');
    const page = exportPage(sceneFile, (html) => {
      assert.ok(html.includes(from), `the page no longer has ${from}`);
      return html.replace(from, to);
    });
    const { result } = await playAndCompare({ sceneFile, page, script, fps: 60, dynamics });
    assert.ok(!result.pass, `the broken page passed: ${result.summary}`);
  });
}
