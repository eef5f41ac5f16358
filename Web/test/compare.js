#!/usr/bin/env node
// Compares a page's trace with Flick's headless trace of the same script, frame by frame.
//
//   node Web/test/compare.js page.jsonl flick.jsonl [--tolerance 0.5]
//
// Frames are matched on t (the same n/fps on both sides, up to the page's 0.1 ms timestamp
// coarsening). On every matched frame: each layer's x, y, w, h within `tolerance` points (0.5,
// issue 59), alpha and scale within 0.005, rotation within 0.005 rad; the release velocity of the
// hand-off within 1 % of its speed; the same snap values. The jump at a grab is held to the same
// 0.5 pt, as the frame of the grab is one of the frames. Prints a table of the largest
// differences and exits 1 when anything is out of bounds (2 when it cannot read a trace).
'use strict';

const fs = require('node:fs');

const GEOMETRY = ['x', 'y', 'w', 'h'];
// Unitless or radians: no "points" to hold them to, so a bound of their own, small enough that a
// wrong curve shows.
const OTHER = { alpha: 0.005, scale: 0.005, rotation: 0.005 };
// Release velocities: within 1 % of the release speed (issue 59); the floor keeps a release at
// rest (0 pt/s on both sides) from failing on rounding.
const VELOCITY_RELATIVE = 0.01;
const VELOCITY_FLOOR = 1e-3;

function readJSONLines(file) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line);
      } catch (error) {
        throw new Error(`${file}:${index + 1}: ${error.message}`);
      }
    });
}

// JSON with sorted keys, so that two snap objects compare by content.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

// For each Flick frame, the page frame nearest in t; both traces are in time order.
function matchFrames(page, flick) {
  const pairs = [];
  const unmatched = [];
  let j = 0;
  for (let i = 0; i < flick.length; i++) {
    const f = flick[i];
    while (j + 1 < page.length && Math.abs(page[j + 1].t - f.t) <= Math.abs(page[j].t - f.t)) j++;
    const p = page[j];
    // Half the smallest interval around this frame: a page frame farther than that is another frame.
    const neighbours = [flick[i - 1], flick[i + 1]].filter(Boolean).map((g) => Math.abs(g.t - f.t));
    const half = neighbours.length ? Math.min(...neighbours) / 2 : Infinity;
    if (p && Math.abs(p.t - f.t) < half) pairs.push([p, f]);
    else unmatched.push(f);
  }
  return { pairs, unmatched };
}

// Compares the traces; returns {pass, rows, failures, frames, skewMs}.
function compareTraces(pageTrace, flickTrace, { tolerance = 0.5 } = {}) {
  const flick = flickTrace.filter((line) => line.layers && typeof line.t === 'number');
  const page = pageTrace.filter((line) => typeof line.t === 'number');
  const failures = [];
  const worst = new Map(); // "layer field" -> {layer, field, delta, limit, frame, t}
  const note = (layer, field, delta, limit, f) => {
    const key = `${layer} ${field}`;
    const old = worst.get(key);
    if (!old || delta > old.delta) worst.set(key, { layer, field, delta, limit, frame: f.frame, t: f.t });
  };

  if (!flick.length) failures.push('the Flick trace has no line with layers');
  const { pairs, unmatched } = matchFrames(page, flick);
  if (unmatched.length) {
    failures.push(`${unmatched.length} Flick frames have no page frame at their time (first t=${unmatched[0].t})`);
  }

  let skew = 0;
  for (const [p, f] of pairs) {
    skew = Math.max(skew, Math.abs(p.t - f.t));
    for (const [id, fl] of Object.entries(f.layers)) {
      const pl = p.layers?.[id];
      if (!pl) {
        failures.push(`frame ${f.frame} (t=${f.t}): layer "${id}" is missing from the page`);
        continue;
      }
      for (const field of GEOMETRY) note(id, field, Math.abs(pl[field] - fl[field]), tolerance, f);
      for (const [field, limit] of Object.entries(OTHER)) {
        if (fl[field] !== undefined) note(id, field, Math.abs((pl[field] ?? NaN) - fl[field]), limit, f);
      }
    }
    for (const id of Object.keys(p.layers ?? {})) {
      if (!(id in f.layers)) failures.push(`frame ${f.frame} (t=${f.t}): the page has layer "${id}", Flick has not`);
    }

    // The last release, as each side saw it.
    const fr = f.handoff?.release ?? null;
    const pr = p.handoff?.release ?? null;
    if ((fr === null) !== (pr === null)) {
      failures.push(`frame ${f.frame} (t=${f.t}): release ${canonical(pr)} on the page, ${canonical(fr)} in Flick`);
    } else if (fr) {
      const speed = Math.hypot(fr.x, fr.y);
      const limit = Math.max(VELOCITY_RELATIVE * speed, VELOCITY_FLOOR);
      note('handoff', 'release', Math.hypot(pr.x - fr.x, pr.y - fr.y), limit, f);
    }
    if (canonical(p.snap) !== canonical(f.snap)) {
      failures.push(`frame ${f.frame} (t=${f.t}): snap ${canonical(p.snap)} on the page, ${canonical(f.snap)} in Flick`);
    }
  }

  const rows = [...worst.values()];
  for (const row of rows) {
    // NaN (a field the page does not trace) fails as a difference beyond any limit would.
    if (!(row.delta <= row.limit)) {
      failures.push(`${row.layer}.${row.field}: |Δ| ${row.delta} > ${row.limit} at frame ${row.frame} (t=${row.t})`);
    }
  }
  // Many frames can fail one way; say each kind of failure once, with how often.
  const counted = new Map();
  for (const failure of failures) {
    const kind = failure.replace(/^frame \d+ \(t=[^)]*\): /, '');
    counted.set(kind, (counted.get(kind) ?? 0) + 1);
  }
  const summary = [...counted].map(([kind, count]) => (count > 1 ? `${kind} (on ${count} frames)` : kind));
  return { pass: failures.length === 0, rows, failures: summary, frames: pairs.length, skewMs: skew * 1000 };
}

function formatReport(result) {
  const lines = [`${result.frames} frames compared, frame times within ${result.skewMs.toFixed(3)} ms`];
  lines.push('layer           field      max |Δ|     limit   at frame');
  for (const row of result.rows) {
    const mark = row.delta <= row.limit ? '' : '  FAIL';
    lines.push(`${row.layer.padEnd(15)} ${row.field.padEnd(8)} ${row.delta.toFixed(4).padStart(9)} ${String(row.limit).padStart(9)}   ${row.frame}${mark}`);
  }
  for (const failure of result.failures) lines.push(`FAIL ${failure}`);
  lines.push(result.pass ? 'pass' : 'fail');
  return lines.join('\n');
}

// `node --test Web/test/` runs every .js file in a folder named test, this one too: as a test
// (NODE_TEST_CONTEXT is set) it only loads.
if (require.main === module && !process.env.NODE_TEST_CONTEXT) {
  const args = process.argv.slice(2);
  let tolerance = 0.5;
  const files = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--tolerance') tolerance = Number(args[++i]);
    else files.push(args[i]);
  }
  if (files.length !== 2 || !(tolerance > 0)) {
    console.error('usage: node Web/test/compare.js PAGE.jsonl FLICK.jsonl [--tolerance 0.5]');
    process.exit(2);
  }
  try {
    const result = compareTraces(readJSONLines(files[0]), readJSONLines(files[1]), { tolerance });
    console.log(formatReport(result));
    process.exit(result.pass ? 0 : 1);
  } catch (error) {
    console.error(`compare: ${error.message}`);
    process.exit(2);
  }
}

module.exports = { compareTraces, formatReport, readJSONLines, matchFrames };
