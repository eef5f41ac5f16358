// One frame, as Scenes' SceneRunner makes it: the inputs due by the frame's time, each delivered
// at its own time (the scene advanced there first), then the scene advanced to the frame's time
// and each held pointer shown where it was 5 ms before (resampled), which the next frame takes
// back before anything happens. A release continues from where the frames drew the pointer.
// Ctrl + wheel (a trackpad's pinch) becomes two touches (wheel-pinch.js), lifted on the first
// frame after the wheel stops.
(function (Flick) {
  'use strict';

  class SceneRunner {
    constructor(stage) {
      this.stage = stage;
      this.resampler = new Flick.PointerResampler();
      this.wheelPinch = new Flick.WheelPinch();
      this.resamples = true;
      this.resampledBack = [];
      this.lastTime = 0;
      this.frameTime = 0;
      this.lastSceneTime = -Infinity;
    }

    /** Runs the frame at `time` (seconds) with `inputs` [{time, event}] in time order. */
    frame(time, inputs = []) {
      this.frameTime = time;
      for (const event of this.resampledBack) this.deliverToStage(event);
      this.resampledBack = [];
      // A pinch whose wheel went idle lifts its touches, stamped just after its last wheel event.
      for (const touch of this.wheelPinch.expire(time)) this.deliverToStage(touch);
      for (const { time: at, event } of inputs) this.deliver(event, Math.min(Math.max(at, this.lastTime), this.frameTime));
      this.stage.advance(time);
      this.showResampled(time);
      this.lastTime = Math.max(this.lastTime, time);
    }

    deliver(input, time) {
      if (input.kind === 'key') return this.hostKey(input.name, time);
      if (input.kind === 'wheel' && input.ctrl) {
        // Not resampled, as in Flick: the wheel's touches go to the scene as they come.
        for (const touch of this.wheelPinch.scroll({ delta: input.delta, location: input.location, timestamp: time })) this.deliverToStage(touch);
        return;
      }
      if (input.kind === 'wheel') { this.stage.advance(time); return this.stage.wheel(input.location, input.delta); }
      const event = { ...input, timestamp: time };
      if (event.kind === 'up' && this.resamples) event.shown = this.shownAtRelease(event);
      this.resampler.record(event);
      this.deliverToStage(event);
    }

    /** A key at `time`: the mode's (1 spring, 2 dynamics, 3 timed; M toggles spring and dynamics,
     * from timed it goes to spring, as SettleMode.toggled) or the file's rules'. */
    hostKey(name, time) {
      this.stage.advance(time);
      const modes = { 1: 'spring', 2: 'dynamics', 3: 'timed' };
      if (modes[name]) this.stage.mode = modes[name];
      else if (name === 'm') this.stage.mode = this.stage.mode === 'spring' ? 'dynamics' : 'spring';
      else if (Flick.ruleKeys.includes(name)) this.stage.keyPressed(name, time);
    }

    deliverToStage(event) {
      this.stage.advance(event.timestamp);
      this.stage.handle(event);
    }

    showResampled(time) {
      if (!this.resamples || !(time > this.lastSceneTime) || this.resampler.isEmpty) {
        this.lastSceneTime = Math.max(this.lastSceneTime, time);
        return;
      }
      this.lastSceneTime = time;
      for (const pointer of this.resampler.shown(time)) {
        if (!pointer.isResampled) continue;
        this.deliverToStage({ kind: 'move', location: pointer.location, timestamp: time, id: pointer.id, isResampled: true });
        this.resampledBack.push({ kind: 'move', location: pointer.real, timestamp: time, id: pointer.id, isResampled: true });
      }
    }

    /** Where the frames showed the pointer at its release, and the instant that was. A release
     * where the last real event left the pointer is no sample of its motion (SceneRunner's
     * shownAtRelease): the frames' path goes on as if it had not come. */
    shownAtRelease(event) {
      const held = this.resampler.clone().shown(event.timestamp);
      let shown = held.find((p) => p.id === event.id);
      if (!shown || shown.real.x !== event.location.x || shown.real.y !== event.location.y) {
        const withRelease = this.resampler.clone();
        withRelease.record({ kind: 'move', location: event.location, timestamp: event.timestamp, id: event.id });
        shown = withRelease.shown(event.timestamp).find((p) => p.id === event.id);
      }
      // The fingers still down, where the frames show them: a pinch ends on the scale they drew.
      const others = held.filter((p) => p.id !== event.id && p.isResampled).map((p) => ({ id: p.id, location: p.location }));
      if (!shown || (!shown.isResampled && others.length === 0)) return null;
      return { location: shown.location, time: shown.isResampled ? shown.time : event.timestamp, others };
    }
  }

  Flick.SceneRunner = SceneRunner;
  /** The keys the playground leaves to a scene, which a file's "key" rules may wait for. */
  Flick.ruleKeys = ['space', 'return', 'up', 'down', 'left', 'right'];
})(globalThis.Flick ??= {});
