// Assets/scenes/modal.json is the modal the playground opens on, written as a scene file, so the
// first thing anyone opens can be shared as a page: played by Flick, it moves as the Swift modal
// scene on every one of the modal's Assets scripts, at 30, 60, 144 and 240 fps (the modal's
// frame within 0.5 pt on every frame, the dimming's alpha as the Swift scene's navbarAlpha).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const { sceneScripts, flickTraceAsync, root } = require('./scene-scripts.js');

const modalFile = path.join(root, 'Assets', 'scenes', 'modal.json');

for (const { script } of sceneScripts().filter((p) => p.scene === 'modal')) {
  test(`modal.json moves as the Swift modal on ${path.basename(script)}`, async () => {
    // Every run of the test asked at once (Flick's runs go on FLICK_JOBS at a time), then read in turn.
    const rates = [30, 60, 144, 240];
    const runs = rates.map((fps) => [flickTraceAsync(modalFile, script, fps), flickTraceAsync(null, script, fps)]);
    for (const [i, fps] of rates.entries()) {
      const [file, swift] = await Promise.all(runs[i]);
      assert.strictEqual(file.length, swift.length, `${fps} fps: frames`);
      let worst = 0, where = '', moved = 0;
      file.forEach((line, i) => {
        const a = line.layers.modal, b = swift[i].modal;
        for (const k of ['x', 'y', 'w', 'h']) {
          const d = Math.abs(a[k] - b[k]);
          if (d > worst) { worst = d; where = `frame ${i} ${k} ${a[k]} against ${b[k]}`; }
        }
        assert.ok(Math.abs(line.layers.dimming.alpha - swift[i].navbarAlpha) <= 1e-4, `${fps} fps frame ${i}: dimming`);
        if (i > 0 && b.y !== swift[i - 1].modal.y) moved++;
      });
      assert.ok(worst <= 0.5, `${fps} fps: ${worst} pt at ${where}`);
      assert.ok(moved >= 5, `${fps} fps: the modal hardly moved (${moved} frames)`);
    }
  });
}
