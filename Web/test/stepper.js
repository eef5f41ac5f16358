// Steps a page's frames at exact times, and turns script times into input timestamps that land on
// them. README.md has the measurements behind the choice:
//
// - Frames: chromium-headless-shell with --deterministic-mode makes frames only when asked,
//   HeadlessExperimental.beginFrame({frameTimeTicks}); the rAF timestamp of that frame is
//   frameTimeTicks on the page's clock. Frame n is asked at ticks0 + n·1000/fps, so the page's
//   t = (rAF − origin)/1000 is n/fps, up to Chrome's coarsening of page timestamps (100 µs with a
//   keyed jitter, as for every page that is not cross-origin isolated; file:// cannot be).
//   Debian's chromium (new headless) has no beginFrame, and its virtual time moves
//   performance.now() but not the rAF timestamps: measure-timing.js shows both.
// - Input: Input.dispatch*Event's `timestamp` (seconds since the Unix epoch) becomes the event's
//   TimeTicks by an offset the browser estimates between its wall clock and its monotonic clock.
//   Node's own estimate differs from it by a few hundred µs, so calibrate() measures it on a page
//   of its own: events at known epoch times against frames at known ticks. (Repeated
//   calibrations agree within 0.05–0.14 ms, not better: the browser's offset seems to move a
//   little, README.md.)
'use strict';

const { launch, Page, HEADLESS_SHELL } = require('./cdp');

// The flags --deterministic-mode stands for (begin-frame control, every compositor stage run
// before a frame is drawn, no main-thread/compositor races); the rest keep a frame from being
// dropped or delayed by a timeout that real time would trigger.
const DETERMINISTIC_FLAGS = [
  '--deterministic-mode',
  '--enable-begin-frame-control',
  '--run-all-compositor-stages-before-draw',
  '--disable-new-content-rendering-timeout',
  '--disable-threaded-animation',
  '--disable-threaded-scrolling',
  '--disable-checker-imaging',
  '--disable-image-animation-resync',
];

// The browser's TimeTicks are CLOCK_MONOTONIC in ms, as Node's hrtime is (both Linux): a frame
// asked at a tick value near "now" is one the renderer takes for a current frame.
function monotonicMs() {
  return Number(process.hrtime.bigint()) / 1e6;
}

// Launches the headless shell for stepped frames.
function launchStepped({ timeoutMs } = {}) {
  return launch({ binary: HEADLESS_SHELL, args: DETERMINISTIC_FLAGS, timeoutMs });
}

// A tab whose frames come only from beginFrame.
async function newSteppedPage(browser) {
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', enableBeginFrameControl: true });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  return new Page(browser, targetId, sessionId);
}

// Runs one frame at `ticks` (ms on the browser's monotonic clock). Commands sent before it (input)
// are handled before the frame's rAF callbacks: Chrome flushes queued input at the frame's start.
// Unless `draws`, the frame has `noDisplayUpdates`: it runs input, rAF callbacks, style and
// layout, but draws nothing; the harness reads the page's trace, never its pixels, and a replay
// takes about a third less time (hello's four rates: 7.6–8.2 s against 12.6 s, under load 12–15).
// Touch and the wheel need drawn frames: the synthetic-input controller dispatches a touch on a
// display frame's tick, and without them it never does (never acked: measured, every touch
// replay timed out, and the trackpad pinch's Ctrl + wheel too).
function beginFrame(page, ticks, intervalMs, draws = false) {
  return page.send('HeadlessExperimental.beginFrame', { frameTimeTicks: ticks, interval: intervalMs, noDisplayUpdates: !draws });
}

// Blink holds these until the next frame (rAF-aligned input) and acks them only then.
// Touch, all of it: Input.dispatchTouchEvent goes through the browser's synthetic-input
// controller, which dispatches on the next frame's tick, so its ack too waits for a frame (replay.js
// sends touches a frame early for this, and frameWithInput waits TOUCH_SETTLE_MS after them).
function isRafAligned(method, params) {
  return method === 'Input.dispatchTouchEvent' || ['mouseMoved', 'mouseWheel'].includes(params.type);
}

// Sends a frame's input and runs the frame. Resolves to {acks}, a promise of the acks of the
// rAF-aligned input (wrapped: an async function's returned promise would be awaited with it),
// which the caller awaits after later frames: see below.
// - A press, a release, a key (discrete input) is dispatched and acked at once: wait for the ack
//   of the last one before the frame, so it cannot arrive after the frame began. Moves queued
//   before a discrete event are dispatched before it (Blink's main-thread input queue keeps
//   order; equivalence.test.js checks it on a drag whose moves and release share a frame at 30 Hz).
// - A move, and any touch, cannot be awaited before its frame: Chrome acks a move only at the
//   frame (awaiting it first waits 5 s, Blink's kMaxRafDelay, and lands it a frame late), and a
//   touch only after the browser's synthetic-input controller has dispatched it, on a later frame's
//   tick. They are sent ahead of the frame; equivalence.test.js checks every event's frame.
//
// A touch needs one more thing: sent with the frame before its own and not waited for, 2 to 22 of
// 44 touches still landed a frame late. Our reading (not checked in Chromium's source): the
// synthetic-input controller must have asked for a frame tick before that tick comes, or it waits
// for the next one. No protocol event says it has, so touches are followed by a short wait in
// real time: measured, 2 ms still lost 2 of 44, 10 ms and 30 ms none at 30, 60, 120 and 144 Hz;
// TOUCH_SETTLE_MS leaves a margin for a loaded machine.
const TOUCH_SETTLE_MS = 30;

async function frameWithInput(page, ticks, intervalMs, commands, { draws = false } = {}) {
  const sent = commands.map(([method, params]) => page.send(method, params));
  let lastDiscrete = -1;
  commands.forEach(([method, params], i) => {
    // Emulation commands (a resize) are acked once applied: they too must precede the frame.
    if (!method.startsWith('Input.') || !isRafAligned(method, params)) lastDiscrete = i;
  });
  await Promise.all(sent.slice(0, lastDiscrete + 1));
  if (commands.some(([method]) => method === 'Input.dispatchTouchEvent')) {
    await new Promise((resolve) => setTimeout(resolve, TOUCH_SETTLE_MS));
  }
  await beginFrame(page, ticks, intervalMs, draws);
  const later = sent.slice(lastDiscrete + 1);
  // Settled now, so that a failure is reported where the caller awaits it, not as an unhandled
  // rejection that ends the process.
  const outcomes = later.map((p) => p.then(() => null, (error) => error));
  const acks = Promise.all(outcomes).then((errors) => {
    const error = errors.find(Boolean);
    if (error) throw error;
  });
  return { acks };
}

// Measures the offset (ms) with which the browser turns an input `timestamp` into TimeTicks:
// ticks = epochMs + offset. A throwaway tab records rAF timestamps of frames at known ticks (which
// give its time origin in ticks) and the timeStamp of mouse moves at known epoch times; each pair
// gives the offset, and the mean over many, whose coarsening errors have mean zero, is the result.
async function calibrate(browser, { samples = 80 } = {}) {
  const page = await newSteppedPage(browser);
  try {
    await page.send('Runtime.enable');
    await page.evaluate(`
      window.calibration = { frames: [], moves: [] };
      addEventListener('pointermove', (e) => calibration.moves.push({ x: e.clientX, timeStamp: e.timeStamp }));
      requestAnimationFrame(function tick(ts) { calibration.frames.push(ts); requestAnimationFrame(tick); });
      true`);
    const interval = 1000 / 60;
    // The first frame after the rAF request can come before the renderer knows of it, and run no
    // callback: step until one ran, then start afresh. Frames asked back to back can all come
    // before it does on a loaded machine (CI once saw ten in a row run nothing), so each miss is
    // followed by a longer wait in real time, as replay() does for the page's first frame.
    let warmTicks = monotonicMs();
    for (let tries = 0; (await page.evaluate('calibration.frames.length')) === 0; tries++) {
      if (tries === CALIBRATION_WARM_WAITS_MS.length) {
        throw calibrationFailure(`calibration: ${tries} frames over ${sum(CALIBRATION_WARM_WAITS_MS)} ms ran no rAF callback`);
      }
      await new Promise((resolve) => setTimeout(resolve, CALIBRATION_WARM_WAITS_MS[tries]));
      warmTicks = Math.max(warmTicks + interval, monotonicMs());
      await beginFrame(page, warmTicks, interval);
    }
    await page.evaluate('calibration.frames.length = 0; calibration.moves.length = 0');
    const ticks0 = Math.max(monotonicMs(), warmTicks) + 20;
    // Node's own guess of the offset; the measurement below corrects it.
    const guess = monotonicMs() - Date.now();
    // Frames at ticks0 + n·interval would sit at only three phases of the 100 µs grid (16.667 ms
    // steps), so their coarsening errors would not average out: nudge each by a varied fraction.
    const frameTicks = (n) => ticks0 + n * interval + ((n * 0.0373) % 0.1);
    const sent = [];
    const pending = [];
    for (let n = 0; n < samples; n++) {
      // Spread the events over the interval so their sub-100-µs phases differ.
      const epochMs = ticks0 + (n - 1) * interval + ((n * 7.919) % interval) - guess;
      sent.push({ x: 10 + n, epochMs });
      const { acks } = await frameWithInput(page, frameTicks(n), interval, [
        ['Input.dispatchMouseEvent', { type: 'mouseMoved', x: 10 + n, y: 10, timestamp: epochMs / 1000 }],
      ]);
      pending.push(acks);
    }
    await Promise.all(pending);
    const { frames, moves } = await page.evaluate('calibration');
    if (frames.length !== samples) {
      throw calibrationFailure(`calibration: ${samples} frames asked, the page ran ${frames.length}`);
    }
    // The tab's time origin in ticks, from each frame: ticks − rAF timestamp.
    const origins = frames.map((raf, n) => frameTicks(n) - raf);
    const originTicks = mean(origins);
    const offsets = [];
    for (const { x, epochMs } of sent) {
      const move = moves.find((m) => m.x === x);
      if (move) offsets.push(move.timeStamp + originTicks - epochMs);
    }
    if (offsets.length < samples / 2) {
      throw calibrationFailure(`calibration: only ${offsets.length} of ${samples} mouse moves reached the page`);
    }
    return { offsetMs: mean(offsets), spreadMs: Math.max(...offsets) - Math.min(...offsets), guessMs: guess };
  } finally {
    await page.browser.send('Target.closeTarget', { targetId: page.targetId }).catch(() => {});
  }
}

// A calibration that failed says nothing of the page under test: the browser did not step its own
// throwaway tab as asked (a loaded machine). The error is marked as a replay the browser did not
// play faithfully, so that page-play.js plays it again, as it does those.
function calibrationFailure(message) {
  const error = new Error(message);
  error.unfaithfulReplay = true;
  return error;
}

// Real-time waits before each warm-up frame of calibrate(): quick at first (a quiet machine needs
// one or two frames), then long enough for a renderer starved by a loaded machine (5.5 s in all).
const CALIBRATION_WARM_WAITS_MS = [0, 0, 10, 20, 50, 100, 200, 400, 800, 1500, 2500];

function sum(values) {
  return values.reduce((a, b) => a + b, 0);
}

function mean(values) {
  return sum(values) / values.length;
}

module.exports = { launchStepped, newSteppedPage, beginFrame, frameWithInput, calibrate, monotonicMs, DETERMINISTIC_FLAGS };
