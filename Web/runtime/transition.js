// A scene file's "edgePan", as Scenes' SceneFileTransition over Stage's PercentDrivenInteraction
// and ScreenEdgePanGestureRecognizer: a pan that starts within 20 pt of a window edge drives a
// progress from 0 to 1 that places the layers it names; a release completes it with the release
// velocity (a flick past 50 pt/s decides by its direction, a slower one by the half), settled
// as the playground's mode settles; `push` and `pop` taps play it.
(function (Flick) {
  'use strict';
  const edgeWidth = 20, flickSpeed = 50, duration = 0.35;
  const tolerance = { distance: 0.1, velocity: 2 };

  class PercentDrivenInteraction {
    constructor(stage, key) {
      this.stage = stage;
      this.key = key;
      this.state = 'idle';
      this.percentComplete = 0;
      this.span = 1;
      this.context = null;
    }
    get animator() { return this.stage.animator; }
    start(context, percent) {
      this.stop();
      this.context = context;
      this.state = 'interactive';
      this.set(percent);
    }
    animate() {
      if (!this.context) return;
      // Under reduced motion, the reduced settle from rest: no finger drives it.
      if (this.animator.motionPreference === 'reduced') {
        const settle = Flick.makeSettle(this.stage.mode, this.stage.parameters, { x: this.percentComplete * this.span, y: 0 },
          { x: 0, y: 0 }, { x: this.span, y: 0 }, 'reduced', tolerance);
        return this.run(projectedX(settle), 1, 'animating');
      }
      const remaining = (1 - this.percentComplete) * duration;
      this.run(new Flick.TimedAnimation({ from: [this.percentComplete * this.span], to: [this.span], duration: remaining, curve: 'easeInOut' }), 1, 'animating');
    }
    pause() {
      if (this.state !== 'animating' && this.state !== 'completing') return;
      this.stop();
      this.state = 'interactive';
    }
    update(percent) { if (this.state === 'interactive' && Number.isFinite(percent)) this.set(percent); }
    finish(velocity) { if (this.context && this.state !== 'idle') this.complete(1, velocity); }
    cancel(velocity) { if (this.context && this.state !== 'idle') this.complete(0, velocity); }
    complete(end, velocity) {
      const { mode, parameters } = this.stage;
      const onScreen = Number.isFinite(velocity) ? velocity : 0;
      const timed = { duration: Math.abs(end - this.percentComplete) * duration, curve: 'easeInOut' };
      const from = this.percentComplete * this.span, to = end * this.span;
      const settle = Flick.makeSettle(mode, { ...parameters, timed }, { x: from, y: 0 }, { x: this.animator.inAnimationTime(onScreen), y: 0 },
        { x: to, y: 0 }, this.animator.motionPreference, tolerance);
      this.run(projectedX(settle), end, 'completing');
    }
    run(animation, end, state) {
      this.state = state;
      this.animator.add(this.key, animation,
        (a) => this.progressed(a.value[0] / this.span, end),
        (finished) => { if (finished) this.arrive(end); });
    }
    progressed(raw, end) {
      if (!Number.isFinite(raw)) return this.arrive(end);
      if ((end >= 1 && raw >= 1) || (end <= 0 && raw <= 0)) this.arrive(end); else this.set(raw);
    }
    arrive(end) {
      this.stop();
      this.set(end);
      this.state = 'idle';
      const context = this.context;
      this.context = null;
      if (context) context.completeTransition(end >= 1);
    }
    set(percent) {
      this.percentComplete = Number.isFinite(percent) ? Math.min(Math.max(percent, 0), 1) : 0;
      if (this.context) this.context.updateInteractiveTransition(this.percentComplete);
    }
    stop() { this.animator.remove(this.key); }
  }

  /** A settle along x read as one value (Stage's ProjectedX). */
  function projectedX(settle) {
    return {
      get value() { return [settle.value[0]]; }, get velocity() { return [settle.velocity[0]]; },
      get target() { return [settle.target[0]]; }, get isFinished() { return settle.isFinished; },
      advance(dt) { settle.advance(dt); },
    };
  }

  class SceneFileTransition {
    constructor(spec, stage) {
      this.spec = spec;
      this.stage = stage;
      this.progress = spec.progress;
      this.popping = false;
      this.startPercent = 0;
      this.interaction = new PercentDrivenInteraction(stage, 'edgePan');
      this.edgePan = new Flick.PanGestureRecognizer(0);
      this.edgePan.shouldBegin = (location) => this.isNearEdge(location) && (this.progress > 0 || this.interaction.state !== 'idle');
      this.edgePan.onStateChange = (pan) => this.panChanged(pan);
    }
    isNearEdge(p) {
      const { w, h } = this.stage.size;
      if (!(p.x >= 0 && p.x < w && p.y >= 0 && p.y < h)) return false;
      switch (this.spec.edge) {
        case 'left': return p.x < edgeWidth;
        case 'right': return w - p.x <= edgeWidth;
        case 'top': return p.y < edgeWidth;
        default: return h - p.y <= edgeWidth;
      }
    }
    inward(v) {
      switch (this.spec.edge) {
        case 'left': return v.x;
        case 'right': return -v.x;
        case 'top': return v.y;
        default: return -v.y;
      }
    }
    get span() { const e = this.spec.edge; return e === 'left' || e === 'right' ? this.stage.size.w : this.stage.size.h; }
    prepare() { this.interaction.span = Math.max(this.span, 1); }
    pressed() { if (this.interaction.state === 'animating' || this.interaction.state === 'completing') this.interaction.pause(); }

    panChanged(pan) {
      switch (pan.state) {
        case 'began':
          this.prepare();
          if (this.interaction.state === 'idle') {
            this.popping = true;
            this.interaction.start(this, 1 - this.progress);
          } else this.interaction.pause();
          this.startPercent = this.interaction.percentComplete;
          this.update(pan.translation);
          break;
        case 'changed': this.update(pan.translation); break;
        case 'ended': case 'cancelled': {
          this.update(pan.translation);
          const velocity = pan.state === 'ended' ? this.inward(pan.velocity) : 0;
          const towardsEnd = this.popping ? velocity : -velocity;
          const complete = Math.abs(velocity) > flickSpeed ? towardsEnd > 0 : this.interaction.percentComplete > 0.5;
          if (complete) this.interaction.finish(towardsEnd); else this.interaction.cancel(towardsEnd);
          break;
        }
      }
    }
    update(translation) {
      const moved = this.inward(translation) / Math.max(this.span, 1);
      this.interaction.update(this.startPercent + (this.popping ? moved : -moved));
    }
    play(end) {
      if (this.interaction.state !== 'idle' || this.progress === end) return;
      this.prepare();
      this.popping = end === 0;
      this.interaction.start(this, this.popping ? 1 - this.progress : this.progress);
      this.interaction.animate();
    }
    apply() {
      const size = this.stage.size;
      for (const track of this.spec.tracks) {
        const layer = this.stage.layers.get(track.layer);
        if (!layer) continue;
        if (track.colors) layer.color = track.colors[0].map((v, i) => v + (track.colors[1][i] - v) * this.progress);
        else Flick.setLayerProperty(layer, track.property, Flick.mapRange(this.progress, 0, 1, track.values[0](size), track.values[1](size)));
      }
    }
    updateInteractiveTransition(percent) { this.progress = this.popping ? 1 - percent : percent; this.apply(); }
    completeTransition(didComplete) { this.progress = didComplete !== this.popping ? 1 : 0; this.apply(); }
  }

  Flick.SceneFileTransition = SceneFileTransition;
})(globalThis.Flick ??= {});
