// A scene file's "states" and "on" rules, as Scenes' SceneFileStates: the state the scene is in,
// rules that wait for a tap, a release, a state entered (maybe after a time) or a snap point
// reached; a change of state animates what it names from where it is drawn, with the velocity
// it has; timers fire at their own instant on the scene's clock.
(function (Flick) {
  'use strict';
  const holds = (c, point, size) => {
    const n = c.axis === 'x' ? point.x : point.y, bound = c.value(size);
    return c.op === '<' ? n < bound : c.op === '<=' ? n <= bound : c.op === '>' ? n > bound : n >= bound;
  };

  class SceneFileStates {
    constructor(stage) {
      this.stage = stage;
      this.document = stage.document;
      this.current = this.document.states[0]?.name ?? null;
      this.timers = [];
      this.disabled = new Set();
      this.depth = 0;
    }
    get hasTimers() { return this.timers.length > 0; }
    get nextDue() { return this.timers.length ? Math.min(...this.timers.map((t) => t.due)) : null; }
    state(name) { return this.document.states.find((s) => s.name === name); }

    start(time) {
      const first = this.document.states[0];
      if (!first) return;
      for (const values of first.layers) this.set(values);
      this.startTimers(first.name, time);
      this.updateGestures();
    }

    rulesWhere(test) { return this.document.rules.map((r, i) => (test(r) ? i : -1)).filter((i) => i >= 0); }
    tapped(id, time) { this.fire(this.rulesWhere((r) => r.trigger.kind === 'tap' && r.trigger.id === id), time); }
    released(id, velocity, topLeft, pointer, time) {
      const size = this.stage.size;
      // Where the flick would coast to (`"projected"`), as the drag's snap choice projects.
      const projected = Flick.Projection.restingPoint(topLeft, velocity);
      this.fire(this.rulesWhere((r) => r.trigger.kind === 'release' && r.trigger.id === id &&
        r.velocity.every((c) => holds(c, velocity, size)) && r.at.every((c) => holds(c, topLeft, size)) &&
        r.pointer.every((c) => holds(c, pointer, size)) && r.projected.every((c) => holds(c, projected, size))), time);
    }
    keyPressed(name, time) { this.fire(this.rulesWhere((r) => r.trigger.kind === 'key' && r.trigger.name === name), time); }

    /** Fires the "leave" rules of layers drawn wholly outside the window since last seen inside it. */
    checkLeaving(time) {
      const { w, h } = this.stage.size;
      this.inWindow ??= new Map();
      this.document.rules.forEach((rule, index) => {
        if (rule.trigger.kind !== 'leave') return;
        const layer = this.stage.layers.get(rule.trigger.id);
        if (!layer) return;
        const p = layer.presentation;
        let x = p.center.x - p.size.w / 2, y = p.center.y - p.size.h / 2;
        for (let up = layer.superlayer; up && up.superlayer; up = up.superlayer) {
          const f = up.presentation;
          x += f.center.x - f.size.w / 2;
          y += f.center.y - f.size.h / 2;
        }
        const inside = x < w && x + p.size.w > 0 && y < h && y + p.size.h > 0 && p.size.w > 0 && p.size.h > 0;
        const was = this.inWindow.has(rule.trigger.id) ? this.inWindow.get(rule.trigger.id) : inside;
        this.inWindow.set(rule.trigger.id, inside);
        // A layer under the finger leaves only when let go (the finger may bring it back).
        const held = this.stage.drags.some((d) => d.layer === layer && d.phase === 'dragging');
        if (was && !inside && !held) this.fire([index], time);
        else if (held) this.inWindow.set(rule.trigger.id, true);
      });
    }
    arrived(id, point, time) {
      this.fire(this.rulesWhere((r) => r.trigger.kind === 'snap' && r.trigger.id === id && r.trigger.point === point), time);
    }
    fireTimers(time) {
      const due = this.nextDue;
      if (due === null || due > time) return false;
      const firing = this.timers.filter((t) => t.due === due).map((t) => t.rule);
      this.timers = this.timers.filter((t) => t.due !== due);
      this.fire(firing, due);
      return true;
    }

    fire(indices, time) {
      const holding = indices.filter((i) => {
        const states = this.document.rules[i].states;
        return !states || (this.current !== null && states.includes(this.current));
      });
      for (const i of holding) {
        const rule = this.document.rules[i];
        if (rule.enable.length || rule.disable.length) {
          for (const id of rule.enable) this.disabled.delete(id);
          for (const id of rule.disable) this.disabled.add(id);
          this.updateGestures();
        }
        for (const values of rule.set) this.set(values);
        if (rule.go) this.enter(rule.go, time);
      }
    }

    enter(name, time) {
      const state = this.state(name);
      if (name === this.current || this.depth >= 64 || !state) return;
      this.current = name;
      for (const values of state.layers) this.animate(values);
      this.startTimers(name, time);
      this.updateGestures();
      this.depth++;
      try {
        this.fire(this.rulesWhere((r) => r.trigger.kind === 'enter' && r.trigger.state === name && (r.after ?? 0) === 0), time);
      } finally { this.depth--; }
    }

    startTimers(name, time) {
      this.timers = this.document.rules
        .map((rule, index) => (rule.trigger.kind === 'enter' && rule.trigger.state === name && rule.after > 0 ? { due: time + rule.after, rule: index } : null))
        .filter(Boolean);
    }

    isEnabled(id, states) {
      if (this.disabled.has(id)) return false;
      return !states || (this.current !== null && states.includes(this.current));
    }

    updateGestures() {
      const { arena } = this.stage;
      for (const drag of this.stage.drags) arena.setEnabled(this.isEnabled(drag.layout.id, drag.spec.states), drag.pan);
      for (const tap of this.stage.taps) arena.setEnabled(this.isEnabled(tap.owner, tap.spec ? tap.spec.states : null), tap.recognizer);
    }

    heldPosition(id, model) {
      const state = this.current !== null ? this.state(this.current) : null;
      if (!state) return null;
      const values = state.layers.filter((v) => v.layer === id).pop();
      if (!values || (!values.x && !values.y)) return null;
      const size = this.stage.size;
      return { x: values.x ? values.x(size) : model.x, y: values.y ? values.y(size) : model.y };
    }

    resized() {
      const state = this.current !== null ? this.state(this.current) : null;
      if (!state) return;
      for (const values of state.layers) {
        if (!(values.x || values.y || values.w || values.h)) continue;
        const layer = this.stage.layers.get(values.layer);
        if (!layer || layer.isAnimating('center') || this.stage.drags.some((d) => d.layer === layer)) continue;
        layer.frame = this.frameFor(values, layer);
      }
    }

    frameFor(values, layer) {
      const size = this.stage.size, model = layer.frame;
      return {
        x: values.x ? values.x(size) : model.x, y: values.y ? values.y(size) : model.y,
        w: Math.max(values.w ? values.w(size) : model.w, 0), h: Math.max(values.h ? values.h(size) : model.h, 0),
      };
    }

    set(values) {
      const layer = this.stage.layers.get(values.layer);
      if (!layer) return;
      if (values.x || values.y || values.w || values.h) {
        layer.removeAnimation('center');
        layer.removeAnimation('size');
        this.stage.drags.find((d) => d.layer === layer)?.placed();
        layer.frame = this.frameFor(values, layer);
      }
      if (values.alpha !== null) { layer.removeAnimation('alpha'); layer.alpha = values.alpha; }
      if (values.scale !== null) { layer.removeAnimation('scale'); layer.scale = values.scale; }
      if (values.rotation !== null) { layer.removeAnimation('rotation'); layer.rotation = (values.rotation * Math.PI) / 180; }
      if (values.radius !== null) { layer.removeAnimation('radius'); layer.radius = values.radius; }
      if (values.color) { layer.removeAnimation('color'); layer.color = values.color; }
      this.setText(values, layer);
    }

    /** The text changes at once, set or animated (a string has no halfway). */
    setText(values, layer) {
      if (values.text !== null) {
        if (layer.text) layer.text = { ...layer.text, string: values.text };
        else layer.text = { string: values.text, size: 17, color: [0, 0, 0, 1], bold: false, align: 'center', inset: 0 };
      }
    }

    animate(values) {
      const layer = this.stage.layers.get(values.layer);
      if (!layer) return;
      const { stage } = this;
      const size = stage.size, model = layer.frame;
      // The size first: its model is then the new one, so the centre settles where it puts the top-left.
      this.animateShape(values);
      if (values.x || values.y || values.w || values.h) {
        const topLeft = { x: values.x ? values.x(size) : model.x, y: values.y ? values.y(size) : model.y };
        const drag = stage.drags.find((d) => d.layer === layer);
        if (drag) {
          if (drag.phase !== 'dragging') drag.settleToTopLeft(topLeft);
        } else {
          const center = { x: topLeft.x + layer.size.w / 2, y: topLeft.y + layer.size.h / 2 };
          const v = layer.presentationVelocity;
          Flick.SettleHandoff.animateCenter(layer, {
            target: center, velocity: { x: stage.animator.onScreen(v.x), y: stage.animator.onScreen(v.y) },
            mode: stage.mode, parameters: stage.parameters, animator: stage.animator,
          });
        }
      }
      const p = layer.presentation;
      if (values.alpha !== null) this.settle('alpha', layer, p.alpha, values.alpha, layer.presentationRate('alpha'));
      if (values.scale !== null) this.settle('scale', layer, p.scale, values.scale, layer.presentationRate('scale'));
      if (values.rotation !== null) {
        this.settle('rotation', layer, p.rotation, (values.rotation * Math.PI) / 180, layer.presentationRate('rotation'));
      }
      this.setText(values, layer);
    }

    /** The size (about the centre), radius and colour a state gives, from where they are on screen. */
    animateShape(values) {
      const layer = this.stage.layers.get(values.layer);
      if (!layer) return;
      if (values.w || values.h) {
        const size = this.stage.size, model = layer.size, shown = layer.presentation.size;
        const target = [Math.max(values.w ? values.w(size) : model.w, 0), Math.max(values.h ? values.h(size) : model.h, 0)];
        // The size's rate is in animation time already (SettleHandoff.animateSize), as JS's rates are 1:1.
        Flick.animateValue(layer, 'size', [shown.w, shown.h], target, layer.presentationSizeVelocity, this.stage, SIZE_REST);
      }
      if (values.radius !== null) {
        this.settle('radius', layer, layer.presentationRadius, Math.max(values.radius, 0), layer.presentationRate('radius'), SIZE_REST);
      }
      if (values.color) Flick.animateColor(layer, values.color, this.stage);
    }

    /** A drag let go where the state places it: the size, radius and colour its grab stopped settle to the state's. */
    resumeShape(id) {
      const state = this.current !== null ? this.state(this.current) : null;
      if (!state) return;
      for (const values of state.layers) if (values.layer === id) this.animateShape(values);
    }

    /** Alpha, scale or turn to `target`, from the value and rate it has, as the settle moves it. */
    settle(property, layer, value, target, velocity, rest = { distance: 0.001, velocity: 0.01 }) {
      Flick.animateValue(layer, property, value, target, velocity, this.stage, rest);
    }
  }

  /** Sizes and radii rest within a hundredth of a point (SceneFileStates.sizeRest). */
  const SIZE_REST = { distance: 0.01, velocity: 0.1 };

  Flick.SceneFileStates = SceneFileStates;
})(globalThis.Flick ??= {});
