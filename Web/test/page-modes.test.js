// The exported page in headless Chromium, against Flick, in its other modes (page-equivalence.test.js
// says how a replay is compared): every scene-file script again in the dynamics mode (key 2) at 30,
// 60, 120 and 144 Hz, and under the system's reduced motion at 30 and 144 Hz. A file of its own so
// that node runs it beside page-equivalence.test.js, with a browser of its own.
//   node --test Web/test/page-modes.test.js
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const { sceneScripts } = require('./scene-scripts.js');
const { exportPage, playAtRates, assertSameGesture, rates } = require('./page-play.js');

// The dynamics mode: every script again with key 2 pressed at its start (through the page's own
// keydown), each release settled in the page's dynamics world against Flick's on the page's input.
for (const { scene, sceneFile, script } of sceneScripts()) {
  test(`the page of ${scene} in the dynamics mode plays ${path.basename(script)} as Flick at ${rates.join(', ')} Hz`, async (t) => {
    await playAtRates(t, { sceneFile, page: exportPage(sceneFile), script, dynamics: true }, rates, (run, parsed, fps) => {
      assert.ok(run.trace.every((line) => line.mode === 'dynamics'), `${fps} Hz: key 2 did not pick the dynamics mode`);
      assert.deepStrictEqual(run.requests, [], `${fps} Hz: the page asked the network for ${JSON.stringify(run.requests)}`);
      assertSameGesture(run, parsed, fps);
    });
  });
}

// The page follows the system's reduced motion (issue 60): under Chromium's emulated
// `prefers-reduced-motion: reduce` it plays every release's twin, as Flick with --reduce-motion.
for (const { scene, sceneFile, script } of sceneScripts()) {
  test(`the page of ${scene} under prefers-reduced-motion plays ${path.basename(script)} as Flick's reduced twin`, async (t) => {
    await playAtRates(t, { sceneFile, page: exportPage(sceneFile), script, reducedMotion: true }, [30, 144], (run, parsed, fps) => {
      assert.ok(run.trace.every((line) => line.motion === 'reduced'), `${fps} Hz: the page played full motion`);
      assertSameGesture(run, parsed, fps);
    });
  });
}
