#!/usr/bin/env node
// Replays a Flick script on a page in headless Chromium and returns the page's own trace.
//
//   const { replay } = require('./replay');
//   const { trace, requests } = await replay({ page: 'file:///…/out.html', script, fps: 60 });
//   // also: calibration (the input clock's offset), frameCount, attempts (runs it took)
//   // many replays, one browser (a fresh tab each): browser = await launchStepped(); replay({ …, browser })
//
//   node Web/test/replay.js PAGE.html SCRIPT.json --fps 60 [--touch] [--size 390x844 --dpr 3]
//        [--duration S] --out trace.jsonl
//
// Frames are stepped at exactly n/fps (HeadlessExperimental.beginFrame), each script event is
// sent as real input (Input.dispatchMouseEvent / dispatchTouchEvent / dispatchKeyEvent) carrying
// its script time, before the first frame at or after that time, as Flick's headless run delivers
// it. The page reads it through its own listeners; nothing here calls into the page's physics. The
// trace is read from window.flickTrace (the page records it when its URL hash says #trace).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { launchStepped, newSteppedPage, frameWithInput, calibrate, monotonicMs } = require('./stepper');
const { InputConverter, mergeTouchMoves } = require('./input');

// Flick's window when neither the script nor the caller gives a size.
const DEFAULT_SIZE = { width: 960, height: 640 };
// How long after the last event a replay goes on, so that what was flung comes to rest.
const TAIL_SECONDS = 2;
// Frames and events are compared on n/fps, which is not exact in binary.
const EPSILON = 1e-9;
// How long each try waits after the page's load before its first frame (see replay()): the first
// try does not wait; a later one gives the renderer's frame request longer to reach the browser.
const FIRST_FRAME_WAITS_MS = [0, 100, 300, 800, 1500, 3000];

function parseSize(text) {
  const match = /^(\d+)x(\d+)$/.exec(String(text));
  if (!match) throw new Error(`size "${text}" is not WxH`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

// The page's URL with #trace in its hash, so the page records its frames.
function tracingURL(page) {
  const url = new URL(page);
  if (!url.hash.includes('trace')) url.hash = url.hash ? `${url.hash.slice(1)}&trace` : 'trace';
  return url.href;
}

// Every script event as timed commands, in script order.
function timedCommands(script, converter) {
  const commands = [];
  for (const event of script.events ?? []) {
    if (typeof event.t !== 'number' || !Number.isFinite(event.t)) throw new Error(`script: an event without a time: ${JSON.stringify(event)}`);
    for (const [method, params] of converter.commands(event)) commands.push({ t: event.t, method, params });
  }
  return mergeTouchMoves(commands);
}

async function replay({
  page,
  script,
  fps = 60,
  width,
  height,
  deviceScaleFactor = 1,
  touch = false,
  reducedMotion = false,
  duration,
  timeoutMs,
  browser: shared,
}) {
  const size = script.size ? parseSize(script.size) : DEFAULT_SIZE;
  width = width ?? size.width;
  height = height ?? size.height;
  const converter = new InputConverter({ touch, width, height, deviceScaleFactor });
  const commands = timedCommands(script, converter);
  const lastEvent = Math.max(0, ...(script.events ?? []).map((e) => e.t));
  const seconds = duration ?? lastEvent + TAIL_SECONDS;
  const frameCount = Math.round(seconds * fps) + 1; // frames 0 … seconds·fps, as Flick traces them

  // A browser of the caller's (a test's many replays share one: starting one costs more than a
  // replay) is left running; each replay still has its own tab and its own calibration, so a
  // replay in a shared browser is the replay in a fresh one. Otherwise one is started for this run.
  const browser = shared ?? (await launchStepped({ timeoutMs }));
  try {
    const calibration = await calibrate(browser);
    // Now and then (1 run in 10 to 20 on a busy machine) the page's first frame runs no rAF
    // callback: the renderer had not yet asked for a frame when the first one came. Its t = 0 would
    // then be the second frame, so the run is redone in a fresh tab, each time waiting longer
    // between the page's load and its first frame (CI once missed three quick tries in a row).
    for (let attempt = 1; ; attempt++) {
      const tab = await newSteppedPage(browser);
      try {
        const settleMs = FIRST_FRAME_WAITS_MS[attempt - 1];
        const run = await runOnTab(tab, { page, commands, fps, frameCount, width, height, deviceScaleFactor, touch, reducedMotion, calibration, settleMs });
        if (run.firstFrameMissed && attempt < FIRST_FRAME_WAITS_MS.length) continue;
        if (run.firstFrameMissed) throw new Error(`the page's first frame ran no rAF callback in ${attempt} tries`);
        return { ...run, calibration, frameCount, attempts: attempt };
      } finally {
        await browser.send('Target.closeTarget', { targetId: tab.targetId }).catch(() => {});
      }
    }
  } finally {
    if (!shared) await browser.close();
  }
}

// One run of the script on a fresh tab. Its listeners go with it: a shared browser would
// otherwise keep every replay's.
async function runOnTab(tab, options) {
  const stops = [];
  try {
    return await runListening(tab, stops, options);
  } finally {
    for (const stop of stops) stop();
  }
}

async function runListening(tab, stops, { page, commands, fps, frameCount, width, height, deviceScaleFactor, touch, reducedMotion, calibration, settleMs = 0 }) {
  const interval = 1000 / fps;
  const pageURL = tracingURL(page);
  const documentURL = pageURL.split('#')[0];

  // Every request but the page's own document: an exported page must make none.
  const requests = [];
  stops.push(tab.on('Network.requestWillBeSent', ({ request, type }) => {
    // A data: URL is the page's own bytes (its pictures), read without leaving it: no request.
    if (request.url.split('#')[0] !== documentURL && !request.url.startsWith('data:')) {
      requests.push({ url: request.url, method: request.method, type });
    }
  }));
  // An exception in the page is a failure of the page, not a silent empty trace.
  const exceptions = [];
  stops.push(tab.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
    exceptions.push(exceptionDetails.exception ? exceptionDetails.exception.description : exceptionDetails.text);
  }));
  await tab.send('Network.enable');
  await tab.send('Page.enable');
  await tab.send('Runtime.enable');
  // Emulation before the page loads, so it lays out once, at its size, with its kind of input.
  await tab.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile: touch });
  // The system's reduced-motion setting, as a page's CSS and matchMedia see it.
  if (reducedMotion) {
    await tab.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
  }
  if (touch) await tab.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const loaded = tab.waitFor('Page.loadEventFired');
  const navigation = await tab.send('Page.navigate', { url: pageURL });
  if (navigation.errorText) throw new Error(`could not open ${pageURL}: ${navigation.errorText}`);
  await loaded;
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));

  // Frame n's tick; a little ahead of now so that the first frame is not in the page's past.
  const ticks0 = monotonicMs() + 20;
  const timestampFor = (t) => (ticks0 + t * 1000 - calibration.offsetMs) / 1000;
  // Each command goes with the frame that must deliver it (the first at or after its time), a
  // touch with the frame before: the browser dispatches a touch on the next frame's tick, so it
  // reaches the page in the frame after the one it was sent with (measured: README.md).
  const byFrame = Array.from({ length: frameCount }, () => []);
  for (const { t, method, params } of commands) {
    const delivery = Math.max(0, Math.ceil(t * fps - EPSILON));
    const sendAt = method === 'Input.dispatchTouchEvent' ? Math.max(0, delivery - 1) : delivery;
    if (sendAt < frameCount) {
      byFrame[sendAt].push([method, method.startsWith('Input.') ? { ...params, timestamp: timestampFor(t) } : params]);
    }
  }
  // A replay with touch or a wheel draws every frame: both are dispatched only on drawn frames
  // (stepper.js; a wheel without them was never acked either).
  const draws = commands.some(({ method, params }) => method === 'Input.dispatchTouchEvent' || params.type === 'mouseWheel');
  const acks = [];
  for (let n = 0; n < frameCount; n++) {
    acks.push((await frameWithInput(tab, ticks0 + n * interval, interval, byFrame[n], { draws })).acks);
    if (n === 0 && (await tab.evaluate('Array.isArray(window.flickTrace) ? window.flickTrace.length : -1')) === 0) {
      await Promise.all(acks).catch(() => {});
      return { firstFrameMissed: true };
    }
  }
  await Promise.all(acks);

  const trace = await tab.evaluate('window.flickTrace');
  if (exceptions.length) throw new Error(`the page threw: ${exceptions.join('\n')}`);
  if (!Array.isArray(trace)) throw new Error(`${page} has no window.flickTrace: does it keep the page contract (Web/test/README.md)?`);
  if (trace.length !== frameCount) {
    // Which: the page's t on the frames it has (the first one is its t = 0, whichever it was).
    const seen = new Set(trace.map((line) => Math.round(line.t * fps)));
    const gaps = [];
    for (let n = 0; n < trace.length + 1 && gaps.length < 5; n++) if (!seen.has(n)) gaps.push(n);
    throw new Error(`${frameCount} frames stepped, the page traced ${trace.length}: a frame ran no rAF callback ` +
      `(missing at n = ${gaps.join(', ')}, counted from the page's first frame)`);
  }
  return { trace, requests };
}

// The command line: writes the page's trace as JSON Lines.
function usage(message) {
  if (message) console.error(`replay: ${message}`);
  console.error('usage: node Web/test/replay.js PAGE.html SCRIPT.json [--fps 60] [--touch] [--size WxH] [--dpr N] [--duration S] --out TRACE.jsonl');
  process.exit(2);
}

async function main(argv) {
  const positional = [];
  const options = { fps: 60 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : usage(`${arg} needs a value`));
    if (arg === '--fps') options.fps = Number(value());
    else if (arg === '--touch') options.touch = true;
    else if (arg === '--size') Object.assign(options, parseSize(value()));
    else if (arg === '--dpr') options.deviceScaleFactor = Number(value());
    else if (arg === '--duration') options.duration = Number(value());
    else if (arg === '--out') options.out = value();
    else if (arg.startsWith('--')) usage(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) usage('needs a page and a script');
  if (!options.out) usage('needs --out');
  if (!(options.fps > 0)) usage('--fps must be a positive number');
  const [pagePath, scriptPath] = positional;
  const script = JSON.parse(fs.readFileSync(scriptPath, 'utf8'));
  const { out, ...rest } = options;
  const result = await replay({ page: pathToFileURL(path.resolve(pagePath)).href, script, ...rest });
  fs.writeFileSync(out, result.trace.map((line) => JSON.stringify(line)).join('\n') + '\n');
  console.log(`replay: ${result.trace.length} frames at ${options.fps} fps to ${out}${result.attempts > 1 ? ` (${result.attempts} tries: a first frame without rAF)` : ''}; ` +
    `${result.requests.length} network requests${result.requests.length ? ': ' + result.requests.map((r) => r.url).join(' ') : ''}`);
  if (result.requests.length) process.exitCode = 1;
}

// `node --test Web/test/` runs every .js file in a folder named test, this one too: as a test
// (NODE_TEST_CONTEXT is set) it only loads.
if (require.main === module && !process.env.NODE_TEST_CONTEXT) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`replay: ${error.message}`);
    process.exit(1);
  });
}

module.exports = { replay, tracingURL, timedCommands, parseSize, FIRST_FRAME_WAITS_MS };
