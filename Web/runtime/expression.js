// A scene file's lengths: numbers, or expressions over the window's size (`W`, `H`), the file's
// `let` names and a repeated layer's index `i`, with + − × ÷, parentheses, min and max. The
// file was read by Flick before it was exported (its errors are Flick's), so this reader only
// evaluates; a division by zero is 0 and a value that is not finite is 0, as in Flick.
(function (Flick) {
  'use strict';

  /** Parses `text` into a function of the window's size {w, h}; `names` maps let-names to such functions. */
  function compile(value, names = {}, index = null) {
    if (typeof value === 'number') return () => value;
    const text = String(value);
    let at = 0;
    const skip = () => { while (at < text.length && /\s/.test(text[at])) at++; };
    const peek = () => { skip(); return text[at]; };
    const fail = (what) => { throw new Error(`expression "${text}": ${what} at ${at}`); };

    function primary() {
      const c = peek();
      if (c === '-') { at++; const operand = primary(); return (s) => -operand(s); }
      if (c === '(') { at++; const inner = sum(); if (peek() !== ')') fail('expected )'); at++; return inner; }
      if (/[0-9.]/.test(c)) {
        const start = at;
        while (at < text.length && /[0-9.eE]/.test(text[at])) at++;
        const number = Number(text.slice(start, at));
        if (!Number.isFinite(number)) fail('a number');
        return () => number;
      }
      if (/[A-Za-z_]/.test(c)) {
        const start = at;
        while (at < text.length && /[A-Za-z0-9_]/.test(text[at])) at++;
        const word = text.slice(start, at);
        if (word === 'W') return (s) => s.w;
        if (word === 'H') return (s) => s.h;
        if (word === 'i') { if (index === null) fail('i outside a repeated layer'); return () => index; }
        if (word === 'min' || word === 'max') {
          if (peek() !== '(') fail('expected (');
          at++;
          const operands = [sum()];
          while (peek() === ',') { at++; operands.push(sum()); }
          if (peek() !== ')') fail('expected )');
          at++;
          const pick = word === 'min' ? Math.min : Math.max;
          return (s) => pick(...operands.map((f) => f(s)));
        }
        if (names[word]) return names[word];
        fail(`unknown name ${word}`);
      }
      fail('expected a number or a name');
    }
    function product() {
      let left = primary();
      for (;;) {
        const c = peek();
        if (c !== '*' && c !== '/') return left;
        at++;
        const a = left, b = primary();
        left = c === '*' ? (s) => a(s) * b(s) : (s) => { const d = b(s); return d === 0 ? 0 : a(s) / d; };
      }
    }
    function sum() {
      let left = product();
      for (;;) {
        const c = peek();
        if (c !== '+' && c !== '-') return left;
        at++;
        const a = left, b = product();
        left = c === '+' ? (s) => a(s) + b(s) : (s) => a(s) - b(s);
      }
    }
    const f = sum();
    if (peek() !== undefined) fail('unexpected text');
    return (size) => { const v = f(size); return Number.isFinite(v) ? v : 0; };
  }

  Flick.compileExpression = compile;
})(globalThis.Flick ??= {});
