// A scene file running, as Scenes' SceneFileStage: its layers built from the file, the drags,
// taps and rules attached, presses routed through the gesture arena (hit-tested on what is
// drawn), links applied after every input and advance, timers fired at their own instant.
(function (Flick) {
  'use strict';
  const ruleTapSlop = 10;

  class SceneFileStage {
    /** `document`: what Flick.readSceneFile gave; `size`: the window's {w, h} in points. */
    constructor(document, size, animator) {
      this.document = document;
      this.animator = animator;
      this.size = size;
      this.mode = 'spring';
      this.parameters = document.settle;
      this.arena = new Flick.GestureArena();
      this.window = new Flick.Layer('scene-file');
      this.window.frame = { x: 0, y: 0, w: size.w, h: size.h };
      this.window.color = document.background;
      this.layers = new Map();
      this.ordered = [];
      const build = (specs, parent) => {
        for (const spec of specs) {
          const layer = new Flick.Layer(spec.id);
          SceneFileStage.apply(spec, layer, size);
          parent.addSublayer(layer);
          this.layers.set(spec.id, layer);
          this.ordered.push({ spec, layer });
          build(spec.sublayers, layer);
        }
      };
      build(document.layers, this.window);
      const all = this.ordered.map((o) => o.spec);
      // The layers a state or a rule's "set" restyles (radius or colour): the trace's `looks`.
      const restyled = new Set([...document.states.flatMap((s) => s.layers), ...document.rules.flatMap((r) => r.set)]
        .filter((v) => v.radius !== null || v.color).map((v) => v.layer));
      this.looks = this.ordered.filter((o) => restyled.has(o.spec.id));
      const subjectID = document.subject || all.find((s) => s.drag)?.id || all.find((s) => s.scroll)?.id || null;
      this.subject = subjectID ? this.layers.get(subjectID) : null;
      this.links = new Flick.SceneFileLinks(all, this.layers);
      this.drags = [];
      this.scrolls = [];
      this.twoFingers = [];
      this.taps = [];
      this.transition = null;
      this.states = null;
      this.lastHandoff = null;
      if (document.states.length || document.rules.length) {
        this.states = new Flick.SceneFileStates(this);
        this.states.start(animator.now);
      }
      this.now = animator.now;
      this.attachBehaviours();
      this.attachEdgePan();
      this.linkTwoFingers();
      this.linkNestedScrolls();
      this.states?.updateGestures();
      this.subjectDrag = this.dragFor(this.subject);
      this.applyLinks();
      for (const scroll of this.scrolls) scroll.hideContentOutsideViewport();
    }

    static apply(spec, layer, size) {
      layer.frame = spec.frame(size);
      layer.color = spec.color;
      layer.alpha = spec.alpha;
      layer.radius = spec.radius;
      layer.rotation = (spec.rotation * Math.PI) / 180;
      layer.scale = spec.scale;
      layer.shadow = spec.shadow;
      layer.border = spec.border;
      layer.text = spec.text;
      layer.image = spec.image;
      layer.interactive = spec.interactive;
      layer.clip = spec.clip;
    }

    dragFor(subject) {
      if (!subject || !this.drags.length) return null;
      for (let layer = subject; layer; layer = layer.superlayer) {
        const drag = this.drags.find((d) => d.layer === layer);
        if (drag) return drag;
      }
      // Through the links, breadth first: the nearest dragged layer the subject follows.
      const specs = new Map(this.ordered.map((o) => [o.spec.id, o.spec]));
      const seen = new Set([subject.id]);
      let next = [subject.id];
      while (next.length) {
        const following = [];
        for (const id of next) {
          for (const link of specs.get(id)?.follow || []) {
            if (seen.has(link.of)) continue;
            seen.add(link.of);
            const drag = this.drags.find((d) => d.layer.id === link.of);
            if (drag) return drag;
            following.push(link.of);
          }
        }
        next = following;
      }
      return this.drags[0];
    }

    attachBehaviours() {
      const tapSlops = new Map();
      for (const { spec, layer } of this.ordered) if (spec.tap) tapSlops.set(layer, spec.tap.slop);
      const ruleTapped = new Set(this.document.rules.filter((r) => r.trigger.kind === 'tap').map((r) => r.trigger.id));
      for (const { spec, layer } of this.ordered) if (!spec.tap && ruleTapped.has(spec.id)) tapSlops.set(layer, ruleTapSlop);
      for (const { spec, layer } of this.ordered) {
        if (spec.drag) {
          const drag = new Flick.SceneFileDrag(spec.drag, spec, layer, this.slop(spec.drag, layer, tapSlops), this);
          this.drags.push(drag);
          this.arena.attach(drag.pan, layer);
        }
        if (spec.pinch || spec.rotate) {
          const fingers = new Flick.SceneFileTwoFingers(spec.pinch, spec.rotate, layer, this);
          this.twoFingers.push(fingers);
          for (const r of fingers.recognizers) this.arena.attach(r, layer);
        }
        const contentSpec = spec.scroll && spec.sublayers.find((s) => s.id === spec.scroll.content);
        if (contentSpec && this.layers.get(spec.scroll.content)) {
          const scroll = new Flick.SceneFileScroll(spec.scroll, layer, spec, this.layers.get(spec.scroll.content), contentSpec, this);
          this.scrolls.push(scroll);
          this.arena.attach(scroll.pan, layer);
        }
        if (spec.tap) {
          const recognizer = new Flick.TapGestureRecognizer(spec.tap.slop, spec.tap.maxDuration);
          recognizer.onTap = () => this.tapped(spec.tap, spec.id);
          this.arena.attach(recognizer, layer);
          this.taps.push({ spec: spec.tap, recognizer, owner: spec.id });
        } else if (ruleTapped.has(spec.id)) {
          const recognizer = new Flick.TapGestureRecognizer(ruleTapSlop, 0.3);
          recognizer.onTap = () => { this.states?.tapped(spec.id, this.now); this.applyLinks(); };
          this.arena.attach(recognizer, layer);
          this.taps.push({ spec: null, recognizer, owner: spec.id });
        }
      }
    }

    // The edge has the first word: a press at the edge is the transition's, not a drag's.
    attachEdgePan() {
      if (!this.document.edgePan) return;
      const others = this.arena.attachments.map((a) => a.recognizer);
      this.transition = new Flick.SceneFileTransition(this.document.edgePan, this);
      this.arena.attach(this.transition.edgePan, this.window);
      for (const r of others) this.arena.require(r, this.transition.edgePan);
    }

    // Pan, pinch and rotation of one layer recognize together (a photo held by two fingers).
    linkTwoFingers() {
      for (const fingers of this.twoFingers) {
        for (const drag of this.drags.filter((d) => d.layer === fingers.layer)) {
          for (const r of fingers.recognizers) this.arena.recognizeSimultaneously(drag.pan, r);
        }
        if (fingers.recognizers.length === 2) this.arena.recognizeSimultaneously(...fingers.recognizers);
      }
    }

    // A scroll inside a layer dragged along the same axis hands the drag over at its top.
    linkNestedScrolls() {
      for (const scroll of this.scrolls) {
        for (let layer = scroll.viewport.superlayer; layer && !scroll.parentDrag; layer = layer.superlayer) {
          scroll.parentDrag = this.drags.find((d) => d.layer === layer && (d.spec.axis === scroll.spec.axis || d.spec.axis === 'both')) || null;
        }
      }
    }

    /** A drag's slop: the file's, else the largest of a tap it is in or that is in it. */
    slop(drag, layer, taps) {
      if (drag.slop !== null) return drag.slop;
      if (!taps.size) return 0;
      const found = [];
      const inside = (l) => { if (taps.has(l)) found.push(taps.get(l)); l.sublayers.forEach(inside); };
      inside(layer);
      for (let around = layer.superlayer; around; around = around.superlayer) if (taps.has(around)) found.push(taps.get(around));
      return found.length ? Math.max(Math.max(...found), Number.MIN_VALUE) : 0;
    }

    applyLinks() {
      // The edge pan's states first: a link may follow a layer it moves.
      if (this.transition) this.transition.apply();
      this.links.apply(this.size);
    }

    // Input and time

    handle(event) {
      if (Number.isFinite(event.timestamp)) this.now = Math.max(this.now, event.timestamp);
      if (event.kind === 'down') this.applyLinks();
      if (event.kind === 'down' && !this.arena.isPressing) {
        const hit = this.window.hitTest(event.location);
        for (const drag of this.drags) if (hit && hit.isDescendant(drag.layer) && this.isEnabled(drag)) drag.pressed();
        for (const scroll of this.scrolls) if (hit && hit.isDescendant(scroll.viewport)) scroll.pressed();
        if (this.transition) this.transition.pressed();
      }
      this.arena.handle(event, this.window);
      if (!this.arena.isPressing) for (const drag of this.drags) drag.pressEnded();
      this.applyLinks();
    }

    advance(time) {
      while (this.states && this.states.nextDue !== null && this.states.nextDue <= time) {
        const due = this.states.nextDue;
        if (due > this.animator.now) this.animator.advance(due);
        this.now = Math.max(this.now, due);
        this.states.fireTimers(due);
        this.applyLinks();
      }
      this.now = Math.max(this.now, time);
      this.animator.advance(time);
      this.applyLinks();
      for (const scroll of this.scrolls) scroll.hideContentOutsideViewport();
      this.states?.checkLeaving(this.now);
    }

    /** A wheel's scroll (no Ctrl: that is a pinch) scrolls the frontmost scroll view under it. */
    wheel(location, delta) {
      this.applyLinks();
      const hit = this.window.hitTest(location);
      const scroll = [...this.scrolls].reverse().find((s) => hit && hit.isDescendant(s.viewport));
      if (scroll) scroll.wheel(delta);
      this.applyLinks();
    }

    get isAtRest() {
      return !this.animator.isRunning && !this.arena.isPressing && this.drags.every((d) => d.phase === 'rest') && !this.states?.hasTimers;
    }

    resize(size) {
      if (!(size.w > 0 && size.h > 0) || (size.w === this.size.w && size.h === this.size.h)) return;
      this.size = size;
      this.window.frame = { x: 0, y: 0, w: size.w, h: size.h };
      const placed = new Set([...this.drags.map((d) => d.layer), ...this.scrolls.map((s) => s.content)]);
      for (const { spec, layer } of this.ordered) {
        const frame = spec.frame(size);
        if (placed.has(layer) || layer.isAnimating('center')) layer.size = { w: frame.w, h: frame.h };
        else layer.frame = frame;
      }
      this.states?.resized();
      for (const drag of this.drags) drag.resized();
      for (const scroll of this.scrolls) scroll.resized();
      this.applyLinks();
    }

    released(drag) {
      if (drag !== this.subjectDrag || !drag.lastHandoff) return;
      this.lastHandoff = drag.lastHandoff;
    }
    releasing(drag, velocity) { this.states?.released(drag.layout.id, velocity, drag.modelOrigin, drag.pan.location, this.now); }

    /** A key the playground leaves to the scene: the file's "key" rules. */
    keyPressed(name, time) {
      this.advance(time);
      this.states?.keyPressed(name, this.now);
      this.applyLinks();
    }
    /** A dragged layer let go: the size and radius its grab stopped go on to the state's. */
    resumeShape(drag) { this.states?.resumeShape(drag.layout.id); }
    heldPosition(drag) { return this.states ? this.states.heldPosition(drag.layout.id, drag.modelOrigin) : null; }
    arrived(drag, point) { this.states?.arrived(drag.layout.id, point, this.now); this.applyLinks(); }
    isEnabled(drag) { return this.states ? this.states.isEnabled(drag.layout.id, drag.spec.states) : true; }

    tapped(tap, owner) {
      if (tap.action === 'push' || tap.action === 'pop') this.transition?.play(tap.action === 'push' ? 1 : 0);
      else if (tap.action === 'next' || tap.action === 'toggle') {
        const layer = this.layers.get(tap.layer || owner);
        const drag = this.drags.find((d) => d.layer === layer);
        if (drag) drag.step(tap.action === 'toggle');
      }
      this.states?.tapped(owner, this.now);
      this.applyLinks();
    }

    // What the trace and the caption read

    get phase() {
      if (this.subjectDrag) return this.subjectDrag.phase;
      if (this.arena.isPressing) return 'dragging';
      return this.animator.isRunning ? 'settling' : 'rest';
    }

    /** A frame's record, in the shape of Flick's trace line for a scene file. */
    traceFields() {
      const round = (v) => Math.round(v * 1e4) / 1e4 + 0;
      const layers = {};
      for (const { spec, layer } of this.ordered) {
        const p = layer.presentation;
        layers[spec.id] = {
          x: round(p.center.x - p.size.w / 2), y: round(p.center.y - p.size.h / 2), w: round(p.size.w), h: round(p.size.h),
          alpha: round(p.alpha), scale: round(p.scale), rotation: round((p.rotation * 180) / Math.PI),
        };
      }
      const snap = {};
      for (const drag of this.drags) snap[drag.layer.id] = drag.target === null ? null : drag.spec.snaps[drag.target].name;
      const h = this.lastHandoff;
      const point = (p) => ({ x: round(p.x), y: round(p.y) });
      const fields = { phase: this.phase, layers, snap };
      if (this.transition) fields.transition = round(this.transition.progress);
      if (this.scrolls.length) fields.scroll = Object.fromEntries(this.scrolls.map((s) => [s.viewport.id, round(s.offset)]));
      if (this.states && this.states.current !== null) fields.state = this.states.current;
      if (this.looks.length) {
        fields.looks = {};
        for (const { spec, layer } of this.looks) {
          const [r, g, b, a] = layer.presentationColor || [0, 0, 0, 0];
          fields.looks[spec.id] = { radius: round(layer.presentationRadius), r: round(r), g: round(g), b: round(b), a: round(a) };
        }
      }
      fields.handoff = h ? {
        t: round(h.t), release: point(h.release), settle: point(h.settle), from: point(h.from),
        target: point(h.target), targetTopLeft: point(h.targetTopLeft),
      } : null;
      return fields;
    }
  }

  Flick.SceneFileStage = SceneFileStage;
})(globalThis.Flick ??= {});
