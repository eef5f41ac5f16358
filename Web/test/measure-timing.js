#!/usr/bin/env node
// Measures how exactly each way of driving headless Chromium puts a page's frames at n/fps and its
// input at the script's times; README.md keeps the numbers it printed. Run it again when the
// browser changes: node Web/test/measure-timing.js
'use strict';

const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { launch, CHROMIUM } = require('./cdp');
const { replay } = require('./replay');
const { launchStepped, newSteppedPage, frameWithInput, calibrate, monotonicMs } = require('./stepper');

const CLOCK = pathToFileURL(path.join(__dirname, 'fixtures', 'clock.html')).href + '#trace';
const RATES = [30, 60, 120, 144];

const ms = (seconds) => (seconds * 1000).toFixed(3);
const maxOf = (values) => values.reduce((a, b) => Math.max(a, b), 0);

// A drag with moves at irregular times and a key, 0.6 s long.
function dragScript() {
  const events = [{ t: 0, key: 'space' }, { t: 0.1, pointer: 'down', x: 100, y: 100 }];
  for (let i = 1; i <= 40; i++) events.push({ t: +(0.1 + i * 0.0113).toFixed(4), pointer: 'move', x: 100 + i, y: 100 + i / 2 });
  events.push({ t: 0.6, pointer: 'up', x: 140, y: 120 }, { t: 0.61, key: 'm' });
  return { size: '400x300', events };
}

function touchScript() {
  const events = [{ t: 0.1, touch: 'down', id: 1, x: 100, y: 300 }, { t: 0.1, touch: 'down', id: 2, x: 200, y: 300 }];
  for (let i = 1; i <= 20; i++) {
    const t = +(0.1 + i * 0.0117).toFixed(4);
    events.push({ t, touch: 'move', id: 1, x: 100 - i, y: 300 }, { t, touch: 'move', id: 2, x: 200 + i, y: 300 });
  }
  events.push({ t: 0.4, touch: 'up', id: 1, x: 80, y: 300 }, { t: 0.4, touch: 'up', id: 2, x: 220, y: 300 });
  return { size: '390x844', events };
}

// The fixture's received inputs against the script: worst |t error| and events in a wrong frame.
function eventErrors(trace, script, fps) {
  const samples = [];
  for (const line of trace) {
    for (const e of line.events) {
      for (const s of e.coalesced && e.coalesced.length ? e.coalesced : [e]) samples.push({ ...e, ...s, frame: line.frame });
    }
  }
  const errors = [];
  let wrongFrame = 0;
  let missing = 0;
  for (const ev of script.events) {
    const type = ev.key ? 'keydown' : { down: 'pointerdown', move: 'pointermove', up: 'pointerup' }[ev.pointer ?? ev.touch];
    const match = samples.find((s) => s.type === type && (ev.key ? s.key === (ev.key === 'space' ? ' ' : ev.key) : s.x === ev.x && s.y === ev.y));
    if (!match) {
      missing++;
      continue;
    }
    errors.push(Math.abs(match.t - ev.t));
    if (match.frame !== Math.max(0, Math.ceil(ev.t * fps - 1e-9))) wrongFrame++;
  }
  return { worst: maxOf(errors), wrongFrame, missing, count: script.events.length };
}

async function steppedShell() {
  console.log('\n## chromium-headless-shell, --deterministic-mode, HeadlessExperimental.beginFrame');
  const drag = dragScript();
  const touch = touchScript();
  for (const fps of RATES) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await replay({ page: CLOCK, script: drag, fps }));
    const frameErr = maxOf(runs.flatMap((r) => r.trace.map((l) => Math.abs(l.t - l.frame / fps))));
    const ev = runs.map((r) => eventErrors(r.trace, drag, fps));
    const tr = await replay({ page: CLOCK, script: touch, fps, width: 390, height: 844, deviceScaleFactor: 3, touch: true });
    const tev = eventErrors(tr.trace, touch, fps);
    console.log(`${fps} Hz: frame t − n/fps max ${ms(frameErr)} ms (3 runs); mouse+key event t − script t max ` +
      `${ms(maxOf(ev.map((e) => e.worst)))} ms, wrong frame ${ev.reduce((a, e) => a + e.wrongFrame, 0)}/${3 * drag.events.length}, ` +
      `missing ${ev.reduce((a, e) => a + e.missing, 0)}; touch max ${ms(tev.worst)} ms, wrong frame ${tev.wrongFrame}/${tev.count}, missing ${tev.missing}`);
  }

  // Without the timestamp parameter an event carries the moment the browser got it.
  const browser = await launchStepped();
  try {
    const cal = [];
    for (let i = 0; i < 5; i++) cal.push((await calibrate(browser)).offsetMs);
    const spread = Math.max(...cal) - Math.min(...cal);
    console.log(`calibration offset over 5 runs in one browser: spread ${spread.toFixed(3)} ms`);
    const page = await newSteppedPage(browser);
    await page.send('Page.enable');
    const loaded = page.waitFor('Page.loadEventFired');
    await page.send('Page.navigate', { url: CLOCK });
    await loaded;
    const ticks0 = monotonicMs() + 20;
    for (let n = 0; n < 20; n++) {
      const input = n === 10 ? [['Input.dispatchMouseEvent', { type: 'mousePressed', x: 50, y: 50, button: 'left', buttons: 1, clickCount: 1 }]] : [];
      await (await frameWithInput(page, ticks0 + (n * 1000) / 60, 1000 / 60, input)).acks;
    }
    const trace = await page.evaluate('flickTrace');
    const down = trace.flatMap((l) => l.events).find((e) => e.type === 'pointerdown');
    console.log(`no timestamp parameter: a press sent with frame 10 (t ${ms(10 / 60)} ms) has t ${ms(down.t)} ms: the real time it was sent`);
  } finally {
    await browser.close();
  }
}

async function newHeadless() {
  console.log(`\n## ${CHROMIUM} (new headless)`);
  for (const headless of ['new', 'old']) {
    const browser = await launch({ headless, args: ['--enable-begin-frame-control', '--deterministic-mode'] });
    try {
      const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', enableBeginFrameControl: true });
      const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
      const reply = await browser.send('HeadlessExperimental.beginFrame', {}, sessionId).then(() => 'ran', (e) => e.message);
      console.log(`--headless${headless === 'old' ? '=old' : ''} with --enable-begin-frame-control: beginFrame → ${reply}`);
    } finally {
      await browser.close();
    }
  }

  // Real time: frames come at the headless compositor's own rate, whatever the script's.
  let browser = await launch();
  try {
    const page = await browser.newPage();
    await page.send('Page.enable');
    const loaded = page.waitFor('Page.loadEventFired');
    await page.send('Page.navigate', { url: CLOCK });
    await loaded;
    const started = Date.now();
    while ((await page.evaluate('flickTrace.length')) < 60) {
      if (Date.now() - started > 10000) throw new Error('real time: fewer than 60 frames in 10 s');
    }
    const raf = (await page.evaluate('flickTrace.map((l) => l.raf)')).slice(0, 60);
    const intervals = raf.slice(1).map((r, i) => r - raf[i]);
    console.log(`real time: rAF intervals ${Math.min(...intervals).toFixed(1)}–${Math.max(...intervals).toFixed(1)} ms, ` +
      `mean ${((raf[59] - raf[0]) / 59).toFixed(3)} ms, for any requested rate`);
  } finally {
    await browser.close();
  }

  // Virtual time: advance the budget of one frame at a time.
  browser = await launch();
  try {
    const page = await browser.newPage();
    await page.send('Page.enable');
    await page.send('Emulation.setVirtualTimePolicy', { policy: 'pause', initialVirtualTime: 1700000000 });
    const loaded = page.waitFor('Page.loadEventFired');
    await page.send('Page.navigate', { url: CLOCK });
    const advance = async (budget) => {
      const expired = page.waitFor('Emulation.virtualTimeBudgetExpired');
      await page.send('Emulation.setVirtualTimePolicy', { policy: 'advance', budget });
      await expired;
    };
    await advance(1);
    await loaded;
    for (let n = 0; n < 30; n++) await advance(1000 / 60);
    const v = await page.evaluate('({ raf: flickTrace.map((l) => l.raf), now: performance.now(), origin: performance.timeOrigin })');
    const ts = v.raf.map((r) => (r - v.raf[0]) / 1000);
    const worst = maxOf(ts.map((t, n) => Math.abs(t - n / 60)));
    console.log(`virtual time: 30 advances of 16.667 ms gave ${v.raf.length} rAF callbacks (t − n/60 up to ${ms(worst)} ms); ` +
      `performance.now() ${v.now.toFixed(1)} ms and timeOrigin ${v.origin} follow virtual time, rAF timestamps do not`);
    // While paused, input is not dispatched: the command waits.
    await page.send('Emulation.setVirtualTimePolicy', { policy: 'pause' });
    const reply = await page.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: 5, y: 5, button: 'left', clickCount: 1 }, 3000).then(() => 'acked', (e) => e.message);
    console.log(`virtual time paused: Input.dispatchMouseEvent → ${reply}`);
  } finally {
    await browser.close();
  }
}

// `node --test Web/test/` runs every .js file in a folder named test: as a test it does nothing
// (the measurement takes a minute and checks nothing; equivalence.test.js holds the bounds).
if (!process.env.NODE_TEST_CONTEXT) main();

async function main() {
  console.log(`measured ${new Date().toISOString()}`);
  await newHeadless();
  await steppedShell();
}

process.on('unhandledRejection', (error) => {
  console.error(`measure-timing: ${error.stack}`);
  process.exit(1);
});
