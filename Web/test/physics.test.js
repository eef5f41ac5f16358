// The web runtime's physics against the numbers Motion's tests also check
// (fixtures/motion-cases.json, from the textbook closed forms in make-motion-cases.py), and its
// velocity estimate and resampling against the rules Stage and Scenes state.
//   node --test Web/test/
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { loadRuntime } = require('./runtime.js');
const Flick = loadRuntime();
const cases = require('./fixtures/motion-cases.json');

const close = (actual, expected, tolerance, what) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} against ${expected}`);

test('the spring matches the closed form at every damping ratio', () => {
  for (const c of cases.springs) {
    const solution = new Flick.SpringSolution(c);
    const { pp, pv, vp, vv } = solution.coefficients(c.t);
    const scale = Math.max(1, Math.abs(c.displacement), Math.abs(c.velocity));
    close(pp * c.displacement + pv * c.velocity, c.displacementAfter, 1e-9 * scale, `x k=${c.stiffness} c=${c.damping} t=${c.t}`);
    close(vp * c.displacement + vv * c.velocity, c.velocityAfter, 1e-7 * scale, `v k=${c.stiffness} c=${c.damping} t=${c.t}`);
  }
});

test('a spring stepped at any frame rate is the spring evaluated once', () => {
  const c = cases.springs.find((s) => s.stiffness === 300 && s.damping === 20 && s.displacement === 484 && s.t === 0.5);
  for (const fps of [30, 60, 120, 144]) {
    const spring = new Flick.SpringAnimation({ from: [c.displacement], to: [0], velocity: [c.velocity], spring: c, tolerance: { distance: 1e-9, velocity: 1e-9 } });
    const steps = Math.round(c.t * fps);
    for (let i = 0; i < steps; i++) spring.advance(1 / fps);
    close(spring.value[0], c.displacementAfter, 1e-9 * 484, `${fps} fps`);
  }
});

test('a spring at rest snaps exactly to its target', () => {
  const spring = new Flick.SpringAnimation({ from: [100], to: [400], velocity: [0], spring: Flick.handDrivenSpring });
  let frames = 0;
  while (!spring.isFinished && frames < 600) { spring.advance(1 / 60); frames++; }
  assert.ok(spring.isFinished && frames > 30);
  assert.deepStrictEqual(spring.value, [400]);
  assert.deepStrictEqual(spring.velocity, [0]);
});

test('timing curves are Core Animation\'s', () => {
  for (const c of cases.timingCurves) close(new Flick.TimingCurve(c.curve).value(c.progress), c.value, 1e-9, `${c.curve} at ${c.progress}`);
});

test('the rubber band and the projection are UIScrollView\'s', () => {
  for (const c of cases.rubberBand) {
    close(Flick.RubberBand.offset(c.overshoot, c.dimension), c.offset, 1e-9, `band ${c.overshoot}`);
    close(Flick.RubberBand.overshoot(c.offset, c.dimension), c.overshoot, 1e-6, `unband ${c.offset}`);
  }
  for (const c of cases.projection) close(Flick.Projection.restingPoint({ x: 0, y: c.position }, { x: 0, y: c.velocity }).y, c.restingPoint, 1e-9, 'projection');
});

test('the velocity is the slope of the events at their own times', () => {
  const tracker = new Flick.VelocityTracker();
  for (let i = 0; i <= 10; i++) tracker.addSample({ x: 0, y: 500 - 1200 * i * 0.008 }, i * 0.008);
  close(tracker.velocity(0.08).y, -1200, 1e-6, 'steady');
  // A pause longer than 40 ms before the release: the motion before it is another one.
  tracker.addSample({ x: 0, y: 300 }, 0.2);
  assert.strictEqual(tracker.velocity(0.2).y, 0);
});

test('a flick that stops speeding up 30 ms before the lift is read at its speed then', () => {
  // 800 pt/s, speeding up evenly to 2 000 over 150 ms, then 30 ms at 2 000 until the lift at
  // 0.296 s; events every 8 ms. An unweighted quadratic carries the speeding up on past its end
  // and reads 5.4 % fast (Stage's VelocityTrackerBiasTests, the same flick).
  const distance = (t) => {
    const ramp = Math.min(Math.max(t - 0.116, 0), 0.15);
    return 800 * t + (1200 / 0.15) * ramp * ramp / 2 + 1200 * Math.max(t - 0.266, 0);
  };
  const tracker = new Flick.VelocityTracker();
  for (let i = 0; i <= 37; i++) tracker.addSample({ x: 0, y: distance(i * 0.008) }, i * 0.008);
  const v = tracker.velocity(0.296, 0.291).y;
  assert.ok(Math.abs(v - 2000) < 0.05 * 2000, `read ${v}`);
});

test('a flick after a turn is read on its own line', () => {
  // Stage's VelocityTrackerTests.aFlickAfterATurnIsReadOnItsOwnLine (Assets/card-picture.json):
  // 446 pt/s down and right, then 1 487 pt/s back up and left for 64 ms.
  const tracker = new Flick.VelocityTracker();
  for (let i = 0; i <= 12; i++) {
    const t = i * 0.008;
    tracker.addSample(t <= 0.032
      ? { x: 150 * t, y: 420 * t }
      : { x: 150 * 0.032 - 1400 * (t - 0.032), y: 420 * 0.032 - 500 * (t - 0.032) }, t);
  }
  const v = tracker.velocity(0.096);
  close(v.x, -1400, 1e-6, 'x');
  close(v.y, -500, 1e-6, 'y');
});

test('a held pointer is shown where it was 5 ms before the frame', () => {
  const resampler = new Flick.PointerResampler();
  resampler.record({ kind: 'down', location: { x: 0, y: 0 }, timestamp: 0, id: 1 });
  resampler.record({ kind: 'move', location: { x: 0, y: 80 }, timestamp: 0.008, id: 1 });
  resampler.record({ kind: 'move', location: { x: 0, y: 160 }, timestamp: 0.016, id: 1 });
  const [shown] = resampler.shown(0.017);
  close(shown.location.y, 120, 1e-9, 'between the events around 12 ms');
  assert.ok(shown.isResampled);
});
