// Compares a page's trace with Flick's, frame by frame at the same times: every layer's frame
// (x, y, w, h) within 0.5 pt, alpha, scale and turn within what a frame can show, the same
// snap points, and each release's velocity within 1 %; where a state restyles a layer (`looks`),
// its corner radius within 0.5 pt and each colour component within what a byte can show.
'use strict';

const limits = { points: 0.5, alpha: 1 / 256, scale: 0.005, rotation: 0.1, velocity: 0.01 };

function compareTraces(page, flick) {
  const byTime = new Map(flick.map((line) => [Math.round(line.t * 1e6), line]));
  let worst = { points: 0, where: '' };
  const problems = [];
  let compared = 0;
  // The first frame with a problem, so a failure can show what the page read around it.
  let firstFrame = null;
  for (const line of page) {
    const before = problems.length;
    const worstBefore = worst.points;
    const reference = byTime.get(Math.round(line.t * 1e6));
    if (!reference) continue;
    compared++;
    for (const [id, frame] of Object.entries(reference.layers || {})) {
      const mine = line.layers[id];
      if (!mine) { problems.push(`frame ${line.frame}: no layer ${id}`); continue; }
      for (const key of ['x', 'y', 'w', 'h']) {
        const d = Math.abs(mine[key] - frame[key]);
        if (d > worst.points) worst = { points: d, where: `frame ${line.frame} (t ${line.t.toFixed(4)}) ${id}.${key} ${mine[key]} against ${frame[key]}` };
      }
      for (const key of ['alpha', 'scale', 'rotation']) {
        if (Math.abs(mine[key] - frame[key]) > limits[key]) problems.push(`frame ${line.frame} ${id}.${key} ${mine[key]} against ${frame[key]}`);
      }
    }
    for (const [id, look] of Object.entries(reference.looks || {})) {
      const mine = line.looks?.[id];
      if (!mine) { problems.push(`frame ${line.frame}: no looks of ${id}`); continue; }
      if (Math.abs(mine.radius - look.radius) > limits.points) problems.push(`frame ${line.frame} ${id}.radius ${mine.radius} against ${look.radius}`);
      for (const key of ['r', 'g', 'b', 'a']) {
        if (Math.abs(mine[key] - look[key]) > limits.alpha) problems.push(`frame ${line.frame} ${id}.${key} ${mine[key]} against ${look[key]}`);
      }
    }
    if (JSON.stringify(line.snap || {}) !== JSON.stringify(reference.snap || {})) {
      problems.push(`frame ${line.frame}: snap ${JSON.stringify(line.snap)} against ${JSON.stringify(reference.snap)}`);
    }
    const a = line.handoff?.release, b = reference.handoff?.release;
    if (a && b) {
      const speed = Math.hypot(b.x, b.y);
      const off = Math.hypot(a.x - b.x, a.y - b.y);
      if (off > Math.max(limits.velocity * speed, 0.5)) problems.push(`frame ${line.frame}: release ${JSON.stringify(a)} against ${JSON.stringify(b)}`);
    } else if (!!a !== !!b) problems.push(`frame ${line.frame}: release ${JSON.stringify(a)} against ${JSON.stringify(b)}`);
    const stepped = worst.points > limits.points && worstBefore <= limits.points;
    if (firstFrame === null && (problems.length > before || stepped)) firstFrame = line.frame;
  }
  if (worst.points > limits.points) problems.unshift(`${worst.points.toFixed(4)} pt at ${worst.where}`);
  if (compared < Math.min(page.length, flick.length) * 0.95) problems.push(`only ${compared} frames at common times`);
  const summary = problems.length
    ? `${problems.length} problems, first: ${problems.slice(0, 3).join('; ')}`
    : `${compared} frames, largest difference ${worst.points.toFixed(4)} pt`;
  return { pass: problems.length === 0, summary, worst: worst.points, compared, problems, firstFrame };
}

module.exports = { compareTraces, limits };
