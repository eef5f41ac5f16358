// A scene file's progress links ("follow"), as Scenes' SceneFileLinks: a property follows where
// another layer is drawn (its top-left's x or y, or its size's w or h), straight between two
// points or through keyframes, held at the ends unless `clip` is false; a second link on a
// property joins the value before it (`combine`: add, multiply, min, max), unclamped. Links run
// sources first: one that reads what another sets waits for it, and a link that combines waits
// for the one before it on its property (the file's order otherwise; SceneFileLinkOrder).
(function (Flick) {
  'use strict';

  function blend(a, b, t) { return a.map((v, i) => v + (b[i] - v) * t); }

  /** Where `position` falls along keyframes `from`: the segment and the fraction through it. */
  function segment(from, position, clip) {
    const last = from.length - 2;
    if (!Number.isFinite(position)) return [0, 0];
    for (let index = 0; index <= last; index++) {
      const a = from[index], b = from[index + 1];
      if (Math.min(a, b) <= position && position <= Math.max(a, b)) return [index, a === b ? 0 : (position - a) / (b - a)];
    }
    const nearStart = Math.abs(position - from[0]) <= Math.abs(position - from[last + 1]);
    const index = nearStart ? 0 : last;
    const a = from[index], b = from[index + 1];
    if (clip || a === b) return [index, nearStart ? 0 : 1];
    return [index, (position - a) / (b - a)];
  }

  function setProperty(layer, property, value) {
    if (!Number.isFinite(value)) return;
    switch (property) {
      case 'x': layer.center = { x: value + layer.size.w / 2, y: layer.center.y }; break;
      case 'y': layer.center = { x: layer.center.x, y: value + layer.size.h / 2 }; break;
      case 'w': {
        const left = layer.center.x - layer.size.w / 2;
        layer.size = { w: Math.max(value, 0), h: layer.size.h };
        layer.center = { x: left + layer.size.w / 2, y: layer.center.y };
        break;
      }
      case 'h': {
        const top = layer.center.y - layer.size.h / 2;
        layer.size = { w: layer.size.w, h: Math.max(value, 0) };
        layer.center = { x: layer.center.x, y: top + layer.size.h / 2 };
        break;
      }
      case 'alpha': layer.alpha = value; break;
      case 'scale': layer.scale = Math.max(value, 0); break;
      case 'rotation': layer.rotation = (value * Math.PI) / 180; break;
      case 'radius': layer.radius = Math.max(value, 0); break;
    }
  }

  class SceneFileLinks {
    constructor(layerSpecs, layers) {
      const pending = [];
      for (const spec of layerSpecs) {
        for (const follow of spec.follow) {
          const target = layers.get(spec.id), source = layers.get(follow.of);
          if (target && source) pending.push({ target, source, ...follow });
        }
      }
      // Sources first (SceneFileLinkOrder): a link waits while one still to be placed writes
      // what it reads; a combining link reads the term before it on its property.
      const ids = new Map();
      const id = (layer) => { if (!ids.has(layer)) ids.set(layer, ids.size); return ids.get(layer); };
      const terms = new Map();
      for (const link of pending) {
        const node = `${id(link.target)}#${link.property}`;
        const term = terms.get(node) ?? 0;
        terms.set(node, term + 1);
        link.reads = [`${id(link.source)}#${link.along}`].concat(term > 0 ? [`${node}@${term}`] : []);
        link.writes = [node, `${node}@${term + 1}`];
      }
      const order = [];
      const left = pending.slice();
      while (left.length) {
        let next = left.findIndex((link) => !left.some((other) => other !== link && other.writes.some((w) => link.reads.includes(w))));
        if (next < 0) next = 0;
        order.push(left.splice(next, 1)[0]);
      }
      // Each combining link's previous term: the last link before it, in the order, on its property.
      const last = new Map();
      order.forEach((link, index) => {
        link.previous = link.combine ? (last.get(link.writes[0]) ?? -1) : -1;
        last.set(link.writes[0], index);
      });
      this.links = order;
      this.values = order.map(() => 0);
    }

    /** A link's ends in the window's `size`: the file's lengths are expressions of W and H only,
     * and apply runs several times a frame (after every input and advance), so they are worked
     * out again only when the size changes, not a thousand times a frame for as many links. */
    ends(link, size) {
      const ends = link.ends;
      if (ends && ends.w === size.w && ends.h === size.h) return ends;
      return (link.ends = {
        w: size.w, h: size.h, from: link.from.map((f) => f(size)), to: link.isColor ? null : link.to.map((f) => f(size)),
      });
    }

    apply(size) {
      this.links.forEach((link, index) => {
        const onScreen = link.source.presentation;
        const origin = link.along === 'x' ? onScreen.center.x - onScreen.size.w / 2
          : link.along === 'y' ? onScreen.center.y - onScreen.size.h / 2
            : link.along === 'w' ? onScreen.size.w : onScreen.size.h;
        const { from, to } = this.ends(link, size);
        if (link.isColor) {
          const [index, fraction] = from.length > 2 ? segment(from, origin, link.clip)
            : [0, Flick.mapRange(origin, from[0], from[1], 0, 1, link.clip)];
          link.target.color = blend(link.to[index], link.to[index + 1], fraction);
          return;
        }
        let value;
        if (from.length > 2) {
          const [at, fraction] = segment(from, origin, link.clip);
          value = to[at] + fraction * (to[at + 1] - to[at]);
          if (!Number.isFinite(value)) value = to[at];
        } else {
          value = Flick.mapRange(origin, from[0], from[1], to[0], to[1], link.clip);
        }
        if (link.combine && link.previous >= 0) value = combine(link.combine, this.values[link.previous], value);
        this.values[index] = value;
        setProperty(link.target, link.property, value);
      });
    }
  }

  function combine(how, before, value) {
    switch (how) {
      case 'add': return before + value;
      case 'multiply': return before * value;
      case 'min': return Math.min(before, value);
      default: return Math.max(before, value);
    }
  }

  Flick.SceneFileLinks = SceneFileLinks;
  Flick.setLayerProperty = setProperty;
})(globalThis.Flick ??= {});
