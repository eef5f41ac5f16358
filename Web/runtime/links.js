// A scene file's progress links ("follow"), as Scenes' SceneFileLinks: a property follows where
// another layer is drawn (its top-left along x or y), straight between two points or through
// keyframes, held at the ends unless `clip` is false. Links run sources first: one that reads
// what another sets waits for it (the file's order otherwise).
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
      // Sources first: a link waits while one still to be placed writes the axis it reads.
      const writes = (link) => (link.property === 'x' || link.property === 'y' ? [link.target, link.property === 'y'] : null);
      const order = [];
      const left = pending.slice();
      while (left.length) {
        let next = left.findIndex((link) => !left.some((other) => {
          const w = writes(other);
          return other !== link && w && w[0] === link.source && w[1] === link.alongY;
        }));
        if (next < 0) next = 0;
        order.push(left.splice(next, 1)[0]);
      }
      this.links = order;
    }

    apply(size) {
      for (const link of this.links) {
        const onScreen = link.source.presentation;
        const origin = link.alongY ? onScreen.center.y - onScreen.size.h / 2 : onScreen.center.x - onScreen.size.w / 2;
        const from = link.from.map((f) => f(size));
        if (link.isColor) {
          const [index, fraction] = from.length > 2 ? segment(from, origin, link.clip)
            : [0, Flick.mapRange(origin, from[0], from[1], 0, 1, link.clip)];
          link.target.color = blend(link.to[index], link.to[index + 1], fraction);
        } else if (from.length > 2) {
          const to = link.to.map((f) => f(size));
          const [index, fraction] = segment(from, origin, link.clip);
          const value = to[index] + fraction * (to[index + 1] - to[index]);
          setProperty(link.target, link.property, Number.isFinite(value) ? value : to[index]);
        } else {
          const to = link.to.map((f) => f(size));
          setProperty(link.target, link.property, Flick.mapRange(origin, from[0], from[1], to[0], to[1], link.clip));
        }
      }
    }
  }

  Flick.SceneFileLinks = SceneFileLinks;
  Flick.setLayerProperty = setProperty;
})(globalThis.Flick ??= {});
