// Where a held pointer is shown on a frame, as Scenes' PointerResampler (Android's rule): at the
// frame's time minus 5 ms, between the events around that instant, or a little past the newest.
(function (Flick) {
  'use strict';
  const latency = 0.005, minimumDelta = 0.002, maximumDelta = 0.02, maximumPrediction = 0.008, capacity = 256;

  function lerp(a, b, alpha) { return { x: a.x + alpha * (b.x - a.x), y: a.y + alpha * (b.y - a.y) }; }
  /** A span in whole nanoseconds, as PointerResampler compares its limits (0.40 − 0.38 s is more
   * than 20 ms in doubles). */
  function nanoseconds(seconds) { return Math.round(seconds * 1e9); }

  /** The shown location of a track's samples at `sampleTime`, and the instant it stands for. */
  function locationIn(samples, sampleTime) {
    const newest = samples[samples.length - 1];
    let current = -1;
    for (let i = samples.length - 1; i >= 0; i--) if (samples[i].time <= sampleTime) { current = i; break; }
    if (current < 0) return { location: newest.location, time: newest.time };
    const a = samples[current];
    if (current + 1 < samples.length) {
      const b = samples[current + 1];
      const delta = b.time - a.time;
      if (!(delta > 0)) return { location: a.location, time: a.time };
      return { location: lerp(a.location, b.location, (sampleTime - a.time) / delta), time: sampleTime };
    }
    if (current === 0 || nanoseconds(sampleTime - a.time) > nanoseconds(maximumDelta)) return { location: a.location, time: a.time };
    const before = samples[current - 1];
    const delta = a.time - before.time;
    if (nanoseconds(delta) < nanoseconds(minimumDelta) || nanoseconds(delta) > nanoseconds(maximumDelta)) return { location: a.location, time: a.time };
    const time = Math.min(sampleTime, a.time + Math.min(delta / 2, maximumPrediction));
    return { location: lerp(a.location, before.location, (a.time - time) / delta), time };
  }

  class PointerResampler {
    constructor() { this.tracks = []; }
    get isEmpty() { return this.tracks.length === 0; }
    clone() {
      const copy = new PointerResampler();
      copy.tracks = this.tracks.map((t) => ({ id: t.id, samples: t.samples.slice() }));
      return copy;
    }
    record(event) {
      if (event.isResampled) return;
      const index = this.tracks.findIndex((t) => t.id === event.id);
      const sample = { time: event.timestamp, location: event.location };
      if (event.kind === 'down') {
        const track = { id: event.id, samples: [sample] };
        if (index >= 0) this.tracks[index] = track; else this.tracks.push(track);
      } else if (event.kind === 'move') {
        if (index < 0) return;
        const samples = this.tracks[index].samples;
        samples.push(sample);
        if (samples.length > capacity) samples.splice(0, samples.length - capacity);
      } else if (index >= 0) {
        this.tracks.splice(index, 1);
      }
    }
    removeAll() { this.tracks = []; }
    /** Each held pointer as a frame at `frameTime` shows it (and trims what it no longer needs). */
    shown(frameTime) {
      const sampleTime = frameTime - latency;
      return this.tracks.map((track) => {
        const samples = track.samples;
        const { location, time } = locationIn(samples, sampleTime);
        const newest = samples[samples.length - 1];
        let kept = -1;
        for (let i = samples.length - 1; i >= 0; i--) if (samples[i].time <= sampleTime) { kept = i; break; }
        if (kept > 1) samples.splice(0, kept - 1);
        return {
          id: track.id, location, time, real: newest.location, realTime: newest.time,
          isResampled: location.x !== newest.location.x || location.y !== newest.location.y,
        };
      });
    }
  }

  Flick.PointerResampler = PointerResampler;
  Flick.pointerLatency = latency;
})(globalThis.Flick ??= {});
