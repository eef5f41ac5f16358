// Loads the page's runtime into node as the page has it: the scripts runtime/files.txt lists,
// in its order, each adding to the one `Flick` namespace.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

/** The runtime; `edit` may change each file's source first (the tests' deliberately broken copies). */
function loadRuntime(edit = (source) => source) {
  const folder = path.join(__dirname, '..', 'runtime');
  const names = fs.readFileSync(path.join(folder, 'files.txt'), 'utf8').split('\n').filter(Boolean);
  const context = vm.createContext({ console, Math, JSON });
  context.globalThis = context;
  for (const name of names) vm.runInContext(edit(fs.readFileSync(path.join(folder, name), 'utf8')), context, { filename: name });
  return context.Flick;
}

module.exports = { loadRuntime };
