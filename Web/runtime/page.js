// The page: the scene drawn as nested elements, pointer, touch and keyboard input read through the
// page's own event handlers at their own times, one frame per requestAnimationFrame at its
// timestamp. Scene time is the frame timestamp less the first frame's, so frame 0 is t = 0.
(function (Flick) {
  'use strict';
  const css = (c, alpha = 1) => (c ? `rgba(${Math.round(c[0] * 255)},${Math.round(c[1] * 255)},${Math.round(c[2] * 255)},${c[3] * alpha})` : 'transparent');

  /** Whether two layer texts (or nulls) draw the same: string, size, colour, weight, alignment, inset. */
  const sameText = (a, b) => !!a && !!b && a.string === b.string && a.size === b.size && a.bold === b.bold &&
    a.align === b.align && a.inset === b.inset && sameColor(a.color, b.color);
  /** Whether two colours ([r, g, b, a] or null) are the same. */
  const sameColor = (a, b) => a === b || (!!a && !!b && a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3]);

  class Page {
    constructor(root, sceneText, images, options = {}) {
      this.root = root;
      this.document = Flick.readSceneFile(sceneText, images);
      this.size = { w: root.clientWidth, h: root.clientHeight };
      this.animator = new Flick.Animator(0);
      this.stage = new Flick.SceneFileStage(this.document, this.size, this.animator);
      this.runner = new Flick.SceneRunner(this.stage);
      this.queue = [];
      this.origin = null;
      this.frameIndex = 0;
      this.traces = /trace/.test(location.hash) ? (window.flickTrace = []) : null;
      this.elements = new Map();
      this.build(this.stage.window, root);
      this.caption = this.makeCaption();
      this.hint = this.makeHint();
      this.listen();
      requestAnimationFrame((t) => this.frame(t));
    }

    // Input

    sceneTime(stamp) { return this.origin === null ? 0 : (stamp - this.origin) / 1000; }
    point(event) {
      const box = this.root.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    }
    /** Input is queued at its own timestamp and timed against the first frame's when it is due
     * (an event can come before the first frame). */
    push(kind, event) {
      this.queue.push({
        stamp: event.timeStamp,
        event: { kind, location: this.point(event), id: event.pointerId ?? 0, pointerType: event.pointerType },
      });
    }

    listen() {
      const root = this.root;
      root.addEventListener('pointerdown', (e) => {
        if (e.target.closest && e.target.closest('.flick-caption')) return;
        root.setPointerCapture(e.pointerId);
        this.push('down', e);
        e.preventDefault();
      });
      root.addEventListener('pointermove', (e) => {
        if (!root.hasPointerCapture(e.pointerId)) return;
        // Every event the hardware sent since the last one, each at its own time.
        const events = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
        for (const c of events.length ? events : [e]) this.push('move', c);
      });
      root.addEventListener('pointerup', (e) => { if (root.hasPointerCapture(e.pointerId)) this.push('up', e); });
      root.addEventListener('pointercancel', (e) => this.push('cancel', e));
      root.addEventListener('contextmenu', (e) => e.preventDefault());
      // A wheel scrolls the scroll view under it; Ctrl + wheel is how a browser reports a
      // trackpad's pinch, which pinches what is under it with two touches (wheel-pinch.js), as
      // Flick does. Not the browser's zoom: the page takes it.
      root.addEventListener('wheel', (e) => {
        e.preventDefault();
        const lines = e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? this.size.h : 1;
        this.queue.push({ stamp: e.timeStamp, event: {
          kind: 'wheel', location: this.point(e), delta: { x: e.deltaX * lines, y: e.deltaY * lines }, ctrl: e.ctrlKey } });
      }, { passive: false });
      window.addEventListener('keydown', (e) => this.key(e));
      window.addEventListener('resize', () => { this.resizeWanted = true; });
      // Reduced motion as the browser asks it (the system's setting): every release from then on
      // settles as its reduced twin (reduced.js), as Flick does with --reduce-motion or U.
      const reduce = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
      // The animator's preference is the one record of it (the settles read it; so does the caption).
      const follow = (matches) => {
        this.animator.motionPreference = matches ? 'reduced' : 'full';
        this.showCaption();
      };
      if (reduce) { follow(reduce.matches); reduce.addEventListener?.('change', (m) => follow(m.matches)); }
    }

    /** A key: S is the page's; the rest are input at the key's time (1 2 3 M the mode, Space and
     * the arrows the file's "key" rules), delivered in the frame after it as Flick does. */
    key(event) {
      const names = { ' ': 'space', Enter: 'return', ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
      const name = names[event.key] || event.key.toLowerCase();
      if (name === 's') { this.animator.timeScale = this.animator.timeScale === 1 ? 0.1 : 1; this.showCaption(); return; }
      if (!['1', '2', '3', 'm', ...Flick.ruleKeys].includes(name)) return;
      if (name === 'space' || name.startsWith('arrow')) event.preventDefault();
      this.queue.push({ stamp: event.timeStamp, event: { kind: 'key', name } });
    }

    // Frames

    frame(stamp) {
      if (this.origin === null) { this.origin = stamp; window.flickOrigin = stamp; }
      const time = (stamp - this.origin) / 1000;
      if (this.resizeWanted) {
        this.resizeWanted = false;
        this.stage.resize({ w: this.root.clientWidth, h: this.root.clientHeight });
      }
      // Every input that came since the last frame, each at its own time (one whose stamp is a
      // hair past the frame's, as input read after the frame began, is the frame's: the runner
      // delivers it at the frame's time, as Flick does).
      for (const q of this.queue) q.time = this.sceneTime(q.stamp);
      const due = this.queue.sort((a, b) => a.time - b.time);
      this.queue = [];
      if (due.some((q) => q.event.kind === 'down') && this.hint) { this.hint.remove(); this.hint = null; }
      const mode = this.stage.mode;
      this.runner.frame(time, due);
      if (this.stage.mode !== mode) this.showCaption();
      this.draw();
      if (this.stage.lastHandoff !== this.shownHandoff) { this.shownHandoff = this.stage.lastHandoff; this.showCaption(); }
      if (this.traces) {
        // The input as the page read it, so a test can replay exactly that in Flick.
        const inputs = due.map(({ time: t, event }) => ({ t, ...event, pointerType: event.pointerType }));
        this.traces.push({ frame: this.frameIndex, t: time, ...this.stage.traceFields(), motion: this.animator.motionPreference, mode: this.stage.mode, inputs });
      }
      this.frameIndex++;
      requestAnimationFrame((t) => this.frame(t));
    }

    // Drawing: one element a layer, each style written only when what it shows changed.
    //
    // A frame can move every layer (the 1 000 linked tiles do), so drawing is the page's hot
    // loop: the browser restyles, and may relayout and repaint, every element whose inline style
    // is written, and building a style's text costs the script too. So each element keeps the
    // numbers it last drew (`last`), compared as numbers before any text is made, and a layer
    // whose values did not change costs a few comparisons and no write.

    build(layer, parent) {
      const element = document.createElement('div');
      element.className = 'flick-layer';
      parent.appendChild(element);
      // The text's element comes with the layer's first text (draw): most layers have none, and
      // an element less is one less for the browser to style and lay out.
      // `last` starts as what an element with no inline style shows (opaque, unturned, shown,
      // unclipped, square corners): a value that stays at its default is never written, and the fewer
      // declarations an element's style has, the less the browser applies when it restyles it.
      this.elements.set(layer, { element, text: null, last: { alpha: 1, rotation: 0, scale: 1, hidden: false, clip: false, radius: 0 } });
      for (const sub of layer.sublayers) this.build(sub, element);
    }

    draw() {
      for (const [layer, view] of this.elements) {
        const p = layer.presentation;
        const last = view.last;
        const style = view.element.style;
        const x = p.center.x - p.size.w / 2, y = p.center.y - p.size.h / 2;
        // The place by left and top, as layout places a box: the browser draws an unturned box
        // on whole pixels then, as Flick draws its fills. A translate in the transform would
        // save the layout (2.5 ms a frame of the tiles' 20, in headless Chromium) but draw a
        // box between pixels, its edges blurred: every tile moving by y looked soft.
        if (x !== last.x) { last.x = x; style.left = `${x}px`; }
        if (y !== last.y) { last.y = y; style.top = `${y}px`; }
        if (p.rotation !== last.rotation || p.scale !== last.scale) {
          last.rotation = p.rotation; last.scale = p.scale;
          style.transform = p.rotation === 0 && p.scale === 1 ? '' : `rotate(${p.rotation}rad) scale(${p.scale})`;
        }
        if (p.size.w !== last.w) { last.w = p.size.w; style.width = `${p.size.w}px`; }
        if (p.size.h !== last.h) { last.h = p.size.h; style.height = `${p.size.h}px`; }
        if (p.alpha !== last.alpha) { last.alpha = p.alpha; style.opacity = String(p.alpha); }
        if (layer.hidden !== last.hidden) { last.hidden = layer.hidden; style.display = layer.hidden ? 'none' : ''; }
        if (layer.clip !== last.clip) { last.clip = layer.clip; style.overflow = layer.clip ? 'hidden' : 'visible'; }
        const radius = layer.presentationRadius;
        if (radius !== last.radius) { last.radius = radius; style.borderRadius = `${radius}px`; }
        // The fill: a picture, else the colour on screen (a new array while it animates, so its
        // components are compared, not the array).
        const color = layer.image ? null : layer.presentationColor;
        if (layer.image !== last.image || !sameColor(color, last.color)) {
          last.image = layer.image;
          last.color = color && color.slice();
          style.background = layer.image ? `center / 100% 100% no-repeat url(${layer.image})` : css(color);
        }
        // The shadow and the border are the file's, set once (stage.js): the same objects.
        if (layer.shadow !== last.shadow || layer.border !== last.border || last.boxShadow === undefined) {
          last.shadow = layer.shadow; last.border = layer.border;
          const boxShadow = [
            layer.shadow ? `${layer.shadow.x}px ${layer.shadow.y}px ${layer.shadow.radius}px ${css(layer.shadow.color, layer.shadow.opacity)}` : '',
            layer.border ? `inset 0 0 0 ${layer.border.width}px ${css(layer.border.color)}` : '',
          ].filter(Boolean).join(', ');
          if (boxShadow !== last.boxShadow) { last.boxShadow = boxShadow; style.boxShadow = boxShadow; }
        }
        // A layer's text is replaced whole when it changes (stage.js, states.js), never edited in
        // place: the same object is the same text, and a new one is compared field by field.
        const t = layer.text;
        if (last.text !== t) {
          const changed = !sameText(last.text, t);
          last.text = t;
          if (changed && t && !view.text) view.text = view.element.insertBefore(document.createElement('span'), view.element.firstChild);
          if (changed && view.text) view.text.textContent = t ? t.string : '';
          if (changed && t) {
            Object.assign(view.text.style, {
              fontSize: `${t.size}px`, color: css(t.color), fontWeight: t.bold ? 'bold' : 'normal',
              justifyContent: t.align === 'leading' ? 'flex-start' : t.align === 'trailing' ? 'flex-end' : 'center',
              padding: `0 ${t.inset}px`,
            });
          }
        }
      }
    }

    // The caption: the mode and the last release; a tap on it hides it (a tap on its corner brings it back)

    makeCaption() {
      const caption = document.createElement('div');
      caption.className = 'flick-caption';
      caption.addEventListener('pointerdown', (e) => { caption.classList.toggle('hidden'); e.stopPropagation(); });
      document.body.appendChild(caption);
      this.showCaption(caption);
      return caption;
    }
    showCaption(caption = this.caption) {
      if (!caption) return;
      const h = this.stage.lastHandoff;
      const speed = h ? Math.round(Math.hypot(h.release.x, h.release.y)) : null;
      const parts = [this.stage.mode + (this.animator.timeScale < 1 ? ' · slow motion ×10' : ''),
        speed === null ? 'flick something' : `release ${speed.toLocaleString('en')} pt/s`];
      if (this.animator.motionPreference === 'reduced') parts.push('reduced motion');
      if (this.document.unsupported.length) parts.push(`not in this page: ${this.document.unsupported.join(', ')}`);
      caption.textContent = parts.join(' · ');
    }
    makeHint() {
      if (!this.document.hint) return null;
      const hint = document.createElement('div');
      hint.className = 'flick-hint';
      hint.appendChild(document.createElement('span')).textContent = this.document.hint;
      this.root.appendChild(hint);
      return hint;
    }
  }

  Flick.Page = Page;
})(globalThis.Flick ??= {});
