// The exported page in headless Chromium, against Flick: every scene-file script is played on the
// page (`flick --export-web`) with real input events at the script's times, its frames stepped at
// 30, 60, 120 and 144 Hz, and read through the page's own handlers; then Flick replays the input
// exactly as the page read it, on the page's own frame times (a recording's `frames`), and every
// layer's frame must agree within 0.5 pt on every frame, with the same snap points and releases
// within 1 %. Chrome times a page's events and frames to 100 µs with a jitter, so the page's
// gesture is the script's within 0.5 ms (checked), and Flick is asked what it makes of that one.
// The page makes no network request, and runs from file://. Needs chromium-headless-shell.
//   node --test Web/test/page-equivalence.test.js
// The dynamics mode and reduced motion, every script again, are page-modes.test.js: node runs the
// two files at once, each with a browser of its own (two tabs of one browser cannot be stepped at
// once), and page-play.js is what they share.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const { sceneScripts } = require('./scene-scripts.js');
const { exportPage, brokenPage, play, playAndCompare, playAtRates, assertSameGesture, rates } = require('./page-play.js');

for (const { scene, sceneFile, script } of sceneScripts()) {
  test(`the page of ${scene} plays ${path.basename(script)} as Flick at ${rates.join(', ')} Hz`, async (t) => {
    await playAtRates(t, { sceneFile, page: exportPage(sceneFile), script }, rates, (run, parsed, fps) => {
      assert.deepStrictEqual(run.requests, [], `${fps} Hz: the page asked the network for ${JSON.stringify(run.requests)}`);
      assertSameGesture(run, parsed, fps);
    });
  });
}

// A phone: 390 × 844 points at 3 pixels a point, touch only; the photo dragged, then pinched and
// turned by two fingers.
test('the photo page on an emulated phone (390 × 844, ×3, touch) plays a pinch and a turn as Flick', async (t) => {
  const sceneFile = sceneScripts().find((p) => p.scene === 'photo').sceneFile;
  const script = path.join(__dirname, 'scripts', 'phone', 'photo-phone-pinch.json');
  const { run, parsed, result } = await playAndCompare({
    sceneFile, page: exportPage(sceneFile), script, fps: 60, touch: true, width: 390, height: 844, deviceScaleFactor: 3, t });
  assert.deepStrictEqual(run.requests, []);
  assertSameGesture(run, parsed, 60);
  const turned = run.trace.some((line) => Math.abs(line.layers.photo.rotation) > 10 && line.layers.photo.scale !== 1);
  assert.ok(turned, 'the two fingers turned and scaled nothing');
  if (!result.pass) assert.fail(`${result.summary}\n${result.explain()}`);
  t.diagnostic(result.summary);
});

// A trackpad's pinch: Ctrl + wheel through Input.dispatchMouseEvent (mouseWheel, modifiers 2),
// which the page's wheel handler reads and turns into two touches, as Flick does.
test('the photo page pinched on a trackpad (Ctrl + wheel) plays as Flick at 60 and 144 Hz', async (t) => {
  const sceneFile = sceneScripts().find((p) => p.scene === 'photo').sceneFile;
  const script = path.join(__dirname, 'scripts', 'trackpad', 'photo-trackpad-pinch.json');
  await playAtRates(t, { sceneFile, page: exportPage(sceneFile), script }, [60, 144], (run, _parsed, fps) => {
    const wheels = run.trace.flatMap((line) => (line.inputs || []).filter((i) => i.kind === 'wheel' && i.ctrl));
    assert.ok(wheels.length >= 10, `${fps} Hz: the page read ${wheels.length} Ctrl + wheel events`);
    assert.ok(run.trace.some((line) => line.layers.photo.scale > 1.5), `${fps} Hz: the wheel did not pinch the photo open`);
    assert.ok(run.trace.some((line) => line.layers.photo.scale < 0.8), `${fps} Hz: the wheel did not pinch the photo shut`);
  });
});

// A plain mouse wheel (no Ctrl) on the sheet's list: notches of 40 pt, slow and in fast bursts past
// either end (Flick clamps a scene file's wheel: no fling, no rubber band), and two notches while
// the list coasts from a flick, which stop it where it is drawn. The page's own wheel handler must
// read every notch as the script sent it (the comparison alone would not see a misread delta:
// Flick is given the page's reading), and the list must reach both ends.
const sheetWheel = path.join(__dirname, 'scripts', 'sheet-wheel-scroll.json');
/** Plays the wheel script on `page` at `fps`; what the checks below read, and the promise of the
 * comparison's result (`verdict`). */
async function playSheetWheel(t, page, fps) {
  const sceneFile = sceneScripts().find((p) => p.scene === 'sheet').sceneFile;
  const { run, parsed, verdict } = await play({ sceneFile, page, script: sheetWheel, fps, t });
  const sent = parsed.events.filter((e) => e.wheel);
  const read = run.trace.flatMap((line) => (line.inputs || []).filter((i) => i.kind === 'wheel'));
  const rows = run.trace.map((line) => line.layers.rows.y);
  return { run, verdict, sent, read, rows };
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
  const plays = [];
  for (const fps of rates) {
    const played = await playSheetWheel(t, exportPage(sceneFile), fps);
    assertWheelRead(played, fps);
    plays.push([fps, played]);
  }
  for (const [fps, played] of plays) {
    const result = await played.verdict;
    if (!result.pass) assert.fail(`${fps} Hz: ${result.summary}\n${result.explain()}`);
    t.diagnostic(`${fps} Hz: ${played.read.length} wheel events; ${result.summary}`);
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
    const page = brokenPage(sceneFile, (html) => {
      assert.ok(html.includes(from), `the page no longer has ${from}`);
      return html.replace(from, to);
    });
    const played = await playSheetWheel(t, page, 60);
    const result = await played.verdict;
    const reasons = result.pass ? [] : [result.summary];
    try { assertWheelRead(played, 60); } catch (error) { reasons.push(error.message); }
    assert.ok(reasons.length > 0, `the broken page passed: ${result.summary}`);
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
  test(`a page with ${name} fails the comparison`, async (t) => {
    const { sceneFile, script } = sceneScripts().find((p) => p.scene === 'hello');
    const page = brokenPage(sceneFile, (html) => {
      assert.ok(html.includes(from), `the page no longer has ${from}`);
      return html.replace(from, to);
    });
    const { result } = await playAndCompare({ sceneFile, page, script, fps: 60, dynamics, t });
    assert.ok(!result.pass, `the broken page passed: ${result.summary}`);
  });
}
