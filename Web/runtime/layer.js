// Layers and the animator, as Stage's Layer and Motion's Animator: a layer has model values and,
// while an animation runs, presentation values (what is on screen); a press hits the
// presentation, a grab stops it there (`stopAtPresentation`), and an animation of the centre
// sets the model to its target when it starts. The animator steps every animation by the time
// passed in, never a clock of its own.
(function (Flick) {
  'use strict';

  class Animator {
    constructor(now = 0) {
      this.now = now;
      this.timeScale = 1;
      /** 'full', or 'reduced': every settle started from now on is its reduced twin (reduced.js). */
      this.motionPreference = 'full';
      this.entries = new Map();
      this.serial = 0;
    }
    get isRunning() { return this.entries.size > 0; }
    /** Motion's rule for a release made in slow motion: it plays the full-speed flick's path,
     * slowed (the hand's rate is a rate in the animations' time), so rates pass unscaled. */
    get rateScale() { return 1; }
    onScreen(rate) { return rate * this.rateScale; }
    inAnimationTime(rate) { return rate / this.rateScale; }

    /** Runs `animation` under `key`; a running one under the key is replaced (its completion: false). */
    add(key, animation, onUpdate, completion) {
      const entry = { animation, onUpdate, completion, serial: ++this.serial };
      const replaced = this.entries.get(key);
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (replaced && replaced.completion) replaced.completion(false);
      if (this.entries.get(key) === entry && animation.isFinished) this.finish(key, entry);
    }
    remove(key) {
      const entry = this.entries.get(key);
      if (!entry) return;
      this.entries.delete(key);
      if (entry.completion) entry.completion(false);
    }
    get(key) { return this.entries.get(key)?.animation; }

    advance(time) {
      if (!(Number.isFinite(time) && time > this.now)) return;
      const dt = (time - this.now) * this.timeScale;
      this.now = time;
      const running = [...this.entries];
      for (const [key, entry] of running) {
        if (this.entries.get(key) !== entry) continue;
        entry.animation.advance(dt);
        if (entry.onUpdate) entry.onUpdate(entry.animation);
      }
      for (const [key, entry] of running) {
        if (this.entries.get(key) === entry && entry.animation.isFinished) this.finish(key, entry);
      }
    }
    finish(key, entry) {
      if (this.entries.get(key) !== entry) return;
      this.entries.delete(key);
      if (entry.completion) entry.completion(true);
    }
  }

  const animatable = ['center', 'alpha', 'scale', 'rotation', 'size', 'radius', 'color'];

  /** A straight colour's components times its opacity (null, no fill, is transparent black). */
  Flick.premultipliedColor = (color) => {
    const [r, g, b, a] = color || [0, 0, 0, 0];
    return [r * a, g * a, b * a, a];
  };
  /** Back to straight components, each clamped into 0…1 (PremultipliedColor.color). */
  Flick.straightColor = ([r, g, b, a]) => {
    const opacity = Number.isFinite(a) ? Math.min(Math.max(a, 0), 1) : 0;
    if (!(opacity > 0)) return [0, 0, 0, 0];
    const unit = (c) => (Number.isFinite(c / opacity) ? Math.min(Math.max(c / opacity, 0), 1) : 0);
    return [unit(r), unit(g), unit(b), opacity];
  };

  class Layer {
    constructor(id) {
      this.id = id;
      this.center = { x: 0, y: 0 };
      this.size = { w: 0, h: 0 };
      this.alpha = 1;
      this.rotation = 0; // radians
      this.scale = 1;
      this.color = null; // [r, g, b, a] in 0…1
      this.radius = 0;
      this.shadow = null;
      this.border = null;
      this.text = null;
      this.image = null;
      this.interactive = true;
      this.clip = false;
      this.hidden = false;
      this.sublayers = [];
      this.superlayer = null;
      this.running = {}; // property → { key, animation, animator }
    }

    addSublayer(layer) { layer.superlayer = this; this.sublayers.push(layer); }

    get frame() {
      return { x: this.center.x - this.size.w / 2, y: this.center.y - this.size.h / 2, w: this.size.w, h: this.size.h };
    }
    set frame({ x, y, w, h }) {
      this.size = { w, h };
      this.center = { x: x + w / 2, y: y + h / 2 };
    }

    /** What is on screen: the running animations' values, else the model. */
    get presentation() {
      const r = this.running;
      const c = r.center ? r.center.animation.value : null;
      return {
        center: c ? { x: c[0], y: c[1] } : this.center,
        size: r.size ? { w: Math.max(r.size.animation.value[0], 0), h: Math.max(r.size.animation.value[1], 0) } : this.size,
        alpha: r.alpha ? Math.min(Math.max(r.alpha.animation.value[0], 0), 1) : this.alpha,
        rotation: r.rotation ? r.rotation.animation.value[0] : this.rotation,
        scale: r.scale ? Math.max(r.scale.animation.value[0], 0) : this.scale,
      };
    }
    get presentationVelocity() {
      const v = this.running.center?.animation.velocity;
      return v ? { x: v[0], y: v[1] } : { x: 0, y: 0 };
    }
    /** The corner radius on screen (a state animates it); not among the presentation's values. */
    get presentationRadius() { return this.running.radius ? Math.max(this.running.radius.animation.value[0], 0) : this.radius; }
    /** The fill colour on screen, [r, g, b, a] straight (a state animates it premultiplied:
     * Stage's PremultipliedColor), or null for none. */
    get presentationColor() {
      return this.running.color ? Flick.straightColor(this.running.color.animation.value) : this.color;
    }
    /** The colour's rate of change, premultiplied, per second. */
    get presentationColorVelocity() { return this.running.color ? this.running.color.animation.velocity.slice() : [0, 0, 0, 0]; }
    /** The size's rate of change, [width, height] per second. */
    get presentationSizeVelocity() { return this.running.size ? this.running.size.animation.velocity.slice() : [0, 0]; }
    presentationRate(property) { return this.running[property]?.animation.velocity[0] ?? 0; }
    isAnimating(property) { return property ? !!this.running[property] : animatable.some((p) => this.running[p]); }

    /** Animates a property; the model takes the animation's target at once (as Core Animation). */
    animate(property, animation, animator, completion) {
      const key = `${property}:${Flick.layerKey(this)}`;
      const entry = { key, animation, animator };
      const previous = this.running[property];
      this.running[property] = entry;
      if (previous) previous.animator.remove(previous.key);
      const target = animation.target;
      if (target.every(Number.isFinite)) this.setModel(property, target);
      animator.add(key, animation, null, (finished) => {
        if (this.running[property] === entry) delete this.running[property];
        if (completion) completion(finished);
      });
      return entry;
    }
    setModel(property, value) {
      if (property === 'center') this.center = { x: value[0], y: value[1] };
      else if (property === 'size') this.size = { w: Math.max(value[0], 0), h: Math.max(value[1], 0) };
      else if (property === 'color') this.color = Flick.straightColor(value);
      else this[property] = value[0];
    }
    removeAnimation(property) {
      const entry = this.running[property];
      if (!entry) return;
      delete this.running[property];
      entry.animator.remove(entry.key);
    }
    removeAllAnimations() { for (const p of animatable) this.removeAnimation(p); }

    /** Stops the layer where it is on screen: the presentation copied into the model. */
    stopAtPresentation() {
      const p = this.presentation;
      this.center = p.center;
      this.alpha = p.alpha;
      this.rotation = p.rotation;
      this.scale = p.scale;
      this.size = p.size;
      this.radius = this.presentationRadius;
      this.color = this.presentationColor;
      this.removeAllAnimations();
    }

    /** Its space from its superlayer's: centre, turn and scale about the centre (Stage's transform). */
    transform(values) {
      const { center, size, rotation, scale } = values;
      if (rotation === 0 && scale === 1) return [1, 0, 0, 1, center.x - size.w / 2, center.y - size.h / 2];
      const cos = Math.cos(rotation), sin = Math.sin(rotation);
      const a = cos * scale, b = sin * scale, c = -sin * scale, d = cos * scale;
      const tx = a * (-size.w / 2) + c * (-size.h / 2) + center.x;
      const ty = b * (-size.w / 2) + d * (-size.h / 2) + center.y;
      return [a, b, c, d, tx, ty];
    }

    /** The frontmost layer drawn under `point` (in this layer's superlayer's space). */
    hitTest(point) {
      const values = this.presentation;
      if (this.hidden || !this.interactive || values.alpha < 0.01) return null;
      const [a, b, c, d, tx, ty] = this.transform(values);
      const det = a * d - b * c;
      if (!Number.isFinite(det) || Math.abs(det) <= 1e-12) return null;
      const local = {
        x: (d * point.x - c * point.y + (c * ty - d * tx)) / det,
        y: (-b * point.x + a * point.y + (b * tx - a * ty)) / det,
      };
      const inside = local.x >= 0 && local.y >= 0 && local.x < values.size.w && local.y < values.size.h;
      if (this.clip && !inside) return null;
      for (let i = this.sublayers.length - 1; i >= 0; i--) {
        const hit = this.sublayers[i].hitTest(local);
        if (hit) return hit;
      }
      if (!inside) return null;
      const limit = Math.max(0, Math.min(values.size.w, values.size.h) / 2);
      const shown = this.presentationRadius;
      const radius = Number.isFinite(shown) ? Math.min(Math.max(shown, 0), limit) : 0;
      if (radius <= 0) return this;
      const cx = local.x < radius ? radius : local.x > values.size.w - radius ? values.size.w - radius : local.x;
      const cy = local.y < radius ? radius : local.y > values.size.h - radius ? values.size.h - radius : local.y;
      return (local.x - cx) ** 2 + (local.y - cy) ** 2 <= radius * radius ? this : null;
    }

    isDescendant(of) {
      for (let layer = this; layer; layer = layer.superlayer) if (layer === of) return true;
      return false;
    }
  }

  let nextKey = 0;
  const keys = new WeakMap();
  /** A key per layer object (two layers with one id never share an animation). */
  Flick.layerKey = (layer) => { if (!keys.has(layer)) keys.set(layer, ++nextKey); return keys.get(layer); };
  Flick.Animator = Animator;
  Flick.Layer = Layer;
})(globalThis.Flick ??= {});
