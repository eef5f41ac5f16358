#!/usr/bin/env node
// A frame's cost on an exported page in headless Chromium (issue 59): the page played with a
// script's input, its frames stepped at FPS with HeadlessExperimental.beginFrame and drawn
// (draws: true), as Web/test/replay.js steps them, but with the page as anyone opens it (no
// #trace: the page records nothing) and each frame timed.
//
//   node Benchmarks/web-frame-cost.js PAGE.html SCRIPT.json [--fps 60] [--duration S] [--from S]
//        [--runs N] [--size WxH] [--chrome-trace FILE.json]
//
// For each run, a fresh browser (chromium-headless-shell, Web/test/stepper.js) and tab:
// - the wall time of each beginFrame round trip (sent → acknowledged: input already queued, the
//   rAF callbacks, style, layout, paint, raster and compositing of the frame, on the 2 software
//   threads headless Chromium has without a GPU), p50, p99 and max over the frames from --from
//   (default 0) on;
// - the page's main-thread time, from Performance.getMetrics (ScriptDuration, LayoutDuration,
//   RecalcStyleDuration, TaskDuration) read before the first frame and after the last, divided by
//   the frames: means, not a distribution (Chromium keeps only totals).
// The load average and Chromium's version are printed with them: the wall times are the
// machine's as much as the page's. With --chrome-trace, the first run also records a Chromium
// trace of its frames (load it in chrome://tracing or Perfetto) and prints where each thread's
// time went: the trace's own slices, summed by name (inclusive), divided by the frames.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const stepper = require('../Web/test/stepper.js');
const { InputConverter } = require('../Web/test/input.js');
const { timedCommands, parseSize } = require('../Web/test/replay.js');

function usage(message) {
  if (message) console.error(`web-frame-cost: ${message}`);
  console.error('usage: node Benchmarks/web-frame-cost.js PAGE.html SCRIPT.json [--fps 60] [--duration S] [--from S] [--runs N] [--size WxH]');
  process.exit(2);
}

// Blink holds a mouse move or a wheel until the frame (stepper.js): sent before it, acked after.
const heldUntilFrame = (method, params) => method === 'Input.dispatchTouchEvent' || ['mouseMoved', 'mouseWheel'].includes(params.type);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

async function metrics(tab) {
  const { metrics: list } = await tab.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

async function run({ page, script, fps, duration, from, width, height, chromeTrace }) {
  const browser = await stepper.launchStepped();
  try {
    const version = (await browser.send('Browser.getVersion')).product;
    const calibration = await stepper.calibrate(browser);
    const tab = await stepper.newSteppedPage(browser);
    const converter = new InputConverter({ width, height });
    const commands = timedCommands(script, converter);
    const frameCount = Math.round(duration * fps) + 1;
    const interval = 1000 / fps;
    await tab.send('Page.enable');
    await tab.send('Runtime.enable');
    await tab.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    const loaded = tab.waitFor('Page.loadEventFired');
    await tab.send('Page.navigate', { url: page });
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await tab.send('Performance.enable', { timeDomain: 'threadTicks' });

    const ticks0 = stepper.monotonicMs() + 20;
    const timestampFor = (t) => (ticks0 + t * 1000 - calibration.offsetMs) / 1000;
    const byFrame = Array.from({ length: frameCount }, () => []);
    for (const { t, method, params } of commands) {
      const n = Math.max(0, Math.ceil(t * fps - 1e-9));
      if (n < frameCount) byFrame[n].push([method, { ...params, timestamp: timestampFor(t) }]);
    }
    const traceEvents = [];
    if (chromeTrace) {
      browser.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
      await browser.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: {
        includedCategories: ['toplevel', 'blink', 'cc', 'viz', 'gpu', 'v8', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] } });
    }
    const before = await metrics(tab);
    const walls = [];
    const acks = [];
    let damaged = 0;
    for (let n = 0; n < frameCount; n++) {
      const sent = byFrame[n].map(([method, params]) => tab.send(method, params));
      const discrete = byFrame[n].map(([m, p], i) => (heldUntilFrame(m, p) ? null : sent[i])).filter(Boolean);
      await Promise.all(discrete);
      acks.push(...sent);
      const start = process.hrtime.bigint();
      const frame = await stepper.beginFrame(tab, ticks0 + n * interval, interval, true);
      const wall = Number(process.hrtime.bigint() - start) / 1e6;
      if (n / fps >= from - 1e-9) { walls.push(wall); if (frame.hasDamage) damaged++; }
    }
    await Promise.all(acks);
    const after = await metrics(tab);
    if (chromeTrace) {
      const complete = browser.waitFor('Tracing.tracingComplete');
      await browser.send('Tracing.end');
      await complete;
      fs.writeFileSync(chromeTrace, JSON.stringify({ traceEvents }));
      summarizeTrace(traceEvents, frameCount);
    }
    const origin = await tab.evaluate('typeof window.flickOrigin');
    if (origin !== 'number') throw new Error(`the page has no flickOrigin (${origin}): it ran no frame`);
    const frames = frameCount;
    const per = (name) => ((after[name] - before[name]) * 1000) / frames;
    const sorted = [...walls].sort((a, b) => a - b);
    return {
      version,
      load: os.loadavg()[0],
      frames: walls.length,
      damaged,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1],
      mean: walls.reduce((a, b) => a + b, 0) / walls.length,
      script: per('ScriptDuration'),
      layout: per('LayoutDuration'),
      style: per('RecalcStyleDuration'),
      task: per('TaskDuration'),
      layoutCount: (after.LayoutCount - before.LayoutCount) / frames,
      styleCount: (after.RecalcStyleCount - before.RecalcStyleCount) / frames,
      nodes: after.Nodes,
    };
  } finally {
    await browser.close();
  }
}

/** Each thread's busiest slices (inclusive time by name, ms a frame). */
function summarizeTrace(events, frames) {
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const byThread = new Map();
  const open = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    let dur = null;
    if (e.ph === 'X' && typeof e.dur === 'number') dur = e.dur;
    else if (e.ph === 'B') { (open.get(key + e.name) ?? open.set(key + e.name, []).get(key + e.name)).push(e.ts); continue; }
    else if (e.ph === 'E') { const start = open.get(key + e.name)?.pop(); if (start === undefined) continue; dur = e.ts - start; }
    if (dur === null) continue;
    const names = byThread.get(key) ?? byThread.set(key, new Map()).get(key);
    names.set(e.name, (names.get(e.name) ?? 0) + dur);
  }
  for (const [key, names] of byThread) {
    const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 8);
    if (top[0][1] / 1000 / frames < 0.2) continue;
    console.log(`  ${threads.get(key) ?? key}: ${top.map(([name, us]) => `${name} ${(us / 1000 / frames).toFixed(2)}`).join(', ')} (ms a frame, inclusive)`);
  }
}

async function main(argv) {
  const positional = [];
  const options = { fps: 60, runs: 3, from: 0 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : usage(`${arg} needs a value`));
    if (arg === '--fps') options.fps = Number(value());
    else if (arg === '--duration') options.duration = Number(value());
    else if (arg === '--from') options.from = Number(value());
    else if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--size') options.size = parseSize(value());
    else if (arg === '--chrome-trace') options.chromeTrace = value();
    else if (arg.startsWith('--')) usage(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) usage('needs a page and a script');
  const [pagePath, scriptPath] = positional;
  const script = JSON.parse(fs.readFileSync(scriptPath, 'utf8'));
  const size = options.size ?? (script.size ? parseSize(script.size) : { width: 960, height: 640 });
  const duration = options.duration ?? Math.max(0, ...script.events.map((e) => e.t)) + 2;
  const page = pathToFileURL(path.resolve(pagePath)).href;
  const f = (x) => x.toFixed(2);
  for (let r = 1; r <= options.runs; r++) {
    const m = await run({ page, script, fps: options.fps, duration, from: options.from, ...size, chromeTrace: r === 1 ? options.chromeTrace : undefined });
    if (r === 1) console.log(`${m.version}; ${path.basename(pagePath)}, ${path.basename(scriptPath)}, ${options.fps} fps, ${size.width}x${size.height}, ${m.nodes} DOM nodes`);
    console.log(`run ${r} (load ${m.load.toFixed(2)}): beginFrame p50 ${f(m.p50)} ms, p99 ${f(m.p99)} ms, max ${f(m.max)} ms, mean ${f(m.mean)} ms ` +
      `over ${m.frames} frames (${m.damaged} drew); a frame's main thread: script ${f(m.script)} ms, layout ${f(m.layout)} ms ` +
      `(${m.layoutCount.toFixed(2)} a frame), style ${f(m.style)} ms (${m.styleCount.toFixed(2)}), all tasks ${f(m.task)} ms`);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`web-frame-cost: ${error.stack || error.message}`);
  process.exit(1);
});
