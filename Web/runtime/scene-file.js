// A scene file read into the shapes the stage builds from: JSON with comments and trailing
// commas, `let` names, repeated layers (ids and the references inside them given the index),
// colours, and every length compiled to a function of the window's size.
(function (Flick) {
  'use strict';

  // Strips line and block comments and trailing commas outside strings, then parses.
  function parseLenient(text) {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '"') {
        let j = i + 1;
        while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
        out += text.slice(i, j + 1);
        i = j;
      } else if (c === '/' && text[i + 1] === '/') {
        while (i < text.length && text[i] !== '\n') i++;
        out += '\n';
      } else if (c === '/' && text[i + 1] === '*') {
        i += 2;
        while (i < text.length && !(text[i] === '*' && text[i + 1] === '/')) i++;
        i++;
      } else out += c;
    }
    return JSON.parse(out.replace(/,(\s*[\]}])/g, '$1'));
  }

  function color(text) {
    if (typeof text !== 'string') return null;
    const hex = text.replace('#', '');
    const n = (k) => parseInt(hex.slice(k, k + 2), 16) / 255;
    return [n(0), n(2), n(4), hex.length >= 8 ? n(6) : 1];
  }

  /** Every id in a template layer and its sublayers. */
  function templateIDs(json, into = []) {
    if (json && typeof json.id === 'string') into.push(json.id);
    for (const sub of json.layers || []) templateIDs(sub, into);
    return into;
  }

  class SceneFileReader {
    constructor(json, images = {}) {
      this.json = json;
      this.images = images;
      this.names = {};
      this.unsupported = new Set();
      for (const [name, value] of Object.entries(json.let || {})) {
        // Names may use names written after them: compile each when first evaluated.
        let compiled = null;
        this.names[name] = (s) => (compiled ??= Flick.compileExpression(value, this.names))(s);
      }
    }

    length(value, context, fallback = 0) {
      if (value === undefined || value === null) return () => fallback;
      return Flick.compileExpression(value, this.names, context.index);
    }

    read() {
      const json = this.json;
      const context = { index: null, renames: {} };
      const layers = (json.layers || []).flatMap((l) => this.repeated(l, context));
      const spring = { ...Flick.handDrivenSpring, ...(json.settle?.spring || {}) };
      const dynamics = { ...Flick.dynamicsDefaults, ...(json.settle?.dynamics || {}) };
      const timed = { duration: 0.3, curve: 'easeOut', ...(json.settle?.timed || {}) };
      const states = Object.entries(json.states || {}).map(([name, values]) => ({
        name,
        layers: Object.entries(values).map(([layer, v]) => this.stateValues(layer, v, context)),
      }));
      const rules = (json.on || []).map((rule) => this.rule(rule, context));
      return {
        background: color(json.background) || [1, 1, 1, 1],
        summary: json.summary || '', hint: json.hint || '', subject: json.subject || null,
        settle: { spring, dynamics, timed }, layers, states, rules, unsupported: [...this.unsupported],
        edgePan: json.edgePan ? this.edgePan(json.edgePan, context) : null,
      };
    }

    repeated(json, context) {
      if (json.repeat === undefined) return [this.layer(json, context)];
      const ids = templateIDs(json);
      const result = [];
      for (let index = 0; index < json.repeat; index++) {
        const renames = Object.fromEntries(ids.map((id) => [id, `${id}${index}`]));
        result.push(this.layer(json, { index, renames, count: json.repeat }));
      }
      return result;
    }

    ref(id, context) { return id === undefined || id === null ? id : context.renames[id] ?? id; }

    layer(json, context) {
      const L = (v, fallback) => this.length(v, context, fallback);
      const text = json.text === undefined ? null : this.text(json.text, context);
      let image = null;
      if (json.image) image = this.images[json.image] || null;
      const spec = {
        id: this.ref(json.id, context),
        x: L(json.x, 0), y: L(json.y, 0),
        w: json.w === undefined && image ? () => image.width : L(json.w, 0),
        h: json.h === undefined && image ? () => image.height : L(json.h, 0),
        color: color(json.color), alpha: json.alpha ?? 1, radius: json.radius ?? 0,
        rotation: json.rotation ?? 0, scale: json.scale ?? 1,
        shadow: json.shadow ? {
          color: color(json.shadow.color) || [0, 0, 0, 1], opacity: json.shadow.opacity ?? 0.3,
          radius: json.shadow.radius ?? 8, x: json.shadow.x ?? 0, y: json.shadow.y ?? 0 } : null,
        border: json.border ? { width: json.border.width ?? 1, color: color(json.border.color) || [0, 0, 0, 1] } : null,
        text, image: image ? image.url : null,
        interactive: json.interactive ?? true, clip: json.clip ?? false,
        sublayers: (json.layers || []).flatMap((l) => (context.index === null ? this.repeated(l, context) : [this.layer(l, context)])),
        drag: json.drag ? this.drag(json.drag, context) : null,
        tap: json.tap ? {
          action: json.tap.action || 'next', layer: this.ref(json.tap.layer, context) || null,
          slop: json.tap.slop ?? 10, maxDuration: json.tap.maxDuration === null ? Infinity : json.tap.maxDuration ?? 0.3,
          states: this.stateList(json.tap.in) } : null,
        follow: (json.follow || []).map((f) => this.follow(f, context)),
        pinch: json.pinch ? { min: json.pinch.min ?? 0.5, max: json.pinch.max ?? 4, rest: json.pinch.rest ?? null } : null,
        rotate: json.rotate ? { snap: json.rotate.snap ?? null } : null,
        scroll: json.scroll ? {
          content: this.ref(json.scroll.content, context), axis: json.scroll.axis || 'y', paging: json.scroll.paging ?? false,
          decelerationRate: json.scroll.deceleration === 'fast' ? 0.99 : 0.998 } : null,
      };
      spec.frame = (size) => ({ x: spec.x(size), y: spec.y(size), w: Math.max(spec.w(size), 0), h: Math.max(spec.h(size), 0) });
      return spec;
    }

    text(json, context) {
      const object = typeof json === 'string' ? { string: json } : json;
      let string = object.string;
      if (Array.isArray(string)) string = string[context.index ?? 0];
      return {
        string: string ?? '', size: object.size ?? 17, color: color(object.color) || [0, 0, 0, 1],
        bold: object.bold ?? false, align: object.align || 'center', inset: object.inset ?? 0,
      };
    }

    edgePan(json, context) {
      const tracks = [];
      for (const [layer, properties] of Object.entries(json.layers || {})) {
        for (const [property, pair] of Object.entries(properties)) {
          if (property === 'color') tracks.push({ layer, property, colors: pair.map(color) });
          else tracks.push({ layer, property, values: pair.map((v) => this.length(v, context)) });
        }
      }
      return { edge: json.edge || 'left', progress: json.progress ?? 1, tracks };
    }

    stateList(value) { return value === undefined ? null : Array.isArray(value) ? value : [value]; }

    drag(json, context) {
      const axis = json.axis || 'both';
      const snapOne = (value, name) => {
        if (axis === 'both') {
          const [x, y] = value;
          return { name, x: this.length(x, context), y: this.length(y, context) };
        }
        const f = this.length(value, context);
        return axis === 'x' ? { name, x: f, y: null } : { name, x: null, y: f };
      };
      let snaps = [];
      if (Array.isArray(json.snap)) snaps = json.snap.map((v, i) => snapOne(v, String(i)));
      else if (json.snap) snaps = Object.entries(json.snap).map(([name, v]) => snapOne(v, name));
      let rangeX = null, rangeY = null;
      const pair = (p) => [this.length(p[0], context), this.length(p[1], context)];
      if (Array.isArray(json.range)) { if (axis === 'x') rangeX = pair(json.range); else rangeY = pair(json.range); }
      else if (json.range) { if (json.range.x) rangeX = pair(json.range.x); if (json.range.y) rangeY = pair(json.range.y); }
      return {
        axis, snaps, choose: json.choose || 'projection', rangeX, rangeY,
        rubberBand: json.rubberBand ?? true, slop: json.slop ?? null, catchOn: json.catch || 'press',
        carry: json.velocity || 'axis', states: this.stateList(json.in),
      };
    }

    follow(json, context) {
      const from = json.from.map((v) => this.length(v, context));
      const isColor = json.property === 'color';
      const to = json.to.map((v) => (isColor ? color(v) : this.length(v, context)));
      return { property: json.property, of: this.ref(json.of, context), along: json.along || 'y', clip: json.clip ?? true, from, to, isColor, combine: json.combine || null };
    }

    stateValues(layer, v, context) {
      const L = (value) => (value === undefined ? null : this.length(value, context));
      return {
        layer, x: L(v.x), y: L(v.y), w: L(v.w), h: L(v.h),
        alpha: v.alpha ?? null, scale: v.scale ?? null, rotation: v.rotation ?? null, radius: v.radius ?? null,
        color: v.color ? color(v.color) : null, text: v.text ?? null,
      };
    }

    rule(json, context) {
      const trigger =
        json.tap !== undefined ? { kind: 'tap', id: json.tap } :
        json.release !== undefined ? { kind: 'release', id: json.release } :
        json.enter !== undefined ? { kind: 'enter', state: json.enter } :
        json.key !== undefined ? { kind: 'key', name: json.key } :
        json.leave !== undefined ? { kind: 'leave', id: this.ref(json.leave, context) } :
        { kind: 'snap', point: json.snap, id: json.of };
      const condition = (object) => Object.entries(object || {}).map(([axis, text]) => {
        const match = /^\s*(<=|>=|<|>)\s*(.*)$/.exec(text);
        return { axis, op: match[1], value: this.length(match[2], context) };
      });
      const list = (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
      return {
        trigger, states: this.stateList(json.in), after: json.after ?? null,
        velocity: condition(json.velocity), at: condition(json.at), pointer: condition(json.pointer), projected: condition(json.projected),
        go: json.go ?? null, enable: list(json.enable), disable: list(json.disable),
        set: Object.entries(json.set || {}).map(([layer, v]) => this.stateValues(layer, v, context)),
      };
    }
  }

  /** Reads a scene file's text; `images` maps its picture paths to {url, width, height}. */
  Flick.readSceneFile = (text, images) => new SceneFileReader(parseLenient(text), images).read();
  Flick.parseLenient = parseLenient;
  Flick.parseColor = color;
})(globalThis.Flick ??= {});
