// A small Chrome DevTools protocol client over --remote-debugging-pipe.
//
// Why a pipe: the browser reads commands from our fd 3 and writes replies to our fd 4, each a JSON
// message ended by a NUL byte. That needs no WebSocket library (nothing can be downloaded here) and
// no free TCP port, and the browser dies with its pipes.
//
//   const { launch } = require('./cdp');
//   const browser = await launch();
//   const page = await browser.newPage('file:///…/page.html');   // a session on a fresh tab
//   await page.send('Runtime.evaluate', { expression: '1 + 1', returnByValue: true });
//   await browser.close();
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// Debian's chromium (new headless), and chromium-headless-shell, the older headless build that
// still has HeadlessExperimental.beginFrame (README.md says which the harness uses, and why).
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL || '/usr/bin/chromium-headless-shell';
const DEFAULT_TIMEOUT_MS = 20000;
// CDP_DEBUG=1 logs every command, reply and event (to stderr) when a run must be understood.
const DEBUG = Boolean(process.env.CDP_DEBUG);

// Every browser still running, so that a test that throws, or a Ctrl-C, leaves no process behind.
const live = new Set();
function killAll() {
  for (const browser of live) browser.kill();
}
process.on('exit', killAll);
for (const [signal, number] of [['SIGINT', 2], ['SIGTERM', 15]]) {
  process.once(signal, () => {
    killAll();
    process.exit(128 + number); // as the shell reports a death by that signal
  });
}

class Browser {
  constructor(child, userDataDir, timeoutMs) {
    this.child = child;
    this.userDataDir = userDataDir;
    this.timeoutMs = timeoutMs;
    this.nextId = 1;
    this.pending = new Map(); // id -> {resolve, reject, method, timer}
    this.listeners = new Set(); // fn(message) for every event
    this.stderr = '';
    this.exited = false;
    this.buffer = Buffer.alloc(0);

    child.stdio[4].on('data', (chunk) => this.receive(chunk));
    // Keep the browser's last words: when it dies, they say why.
    child.stderr.on('data', (chunk) => {
      this.stderr = (this.stderr + chunk).slice(-4000);
    });
    child.on('exit', (code, signal) => {
      this.exited = true;
      live.delete(this);
      const why = new Error(`chromium exited (code ${code}, signal ${signal}) with commands pending\n${this.stderr}`);
      for (const { reject, timer } of this.pending.values()) {
        clearTimeout(timer);
        reject(why);
      }
      this.pending.clear();
    });
    // A write to a dead browser's pipe must become a rejected command, not an uncaught error.
    child.stdio[3].on('error', () => {});
  }

  receive(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    let end;
    while ((end = this.buffer.indexOf(0)) !== -1) {
      const message = JSON.parse(this.buffer.subarray(0, end).toString('utf8'));
      if (DEBUG) console.error('cdp <', JSON.stringify(message).slice(0, 200));
      this.buffer = this.buffer.subarray(end + 1);
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        if (!waiting) continue;
        this.pending.delete(message.id);
        clearTimeout(waiting.timer);
        if (message.error) {
          waiting.reject(new Error(`${waiting.method}: ${message.error.message} (${message.error.code})`));
        } else {
          waiting.resolve(message.result);
        }
      } else {
        for (const listener of [...this.listeners]) listener(message);
      }
    }
  }

  // Sends one command (to a target's session when sessionId is given) and resolves with its result.
  send(method, params = {}, sessionId = undefined, timeoutMs = this.timeoutMs) {
    if (this.exited) return Promise.reject(new Error(`${method}: chromium is not running`));
    const id = this.nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    return new Promise((resolve, reject) => {
      // A command the browser never answers fails with its name instead of hanging the test.
      const timer = setTimeout(() => {
        this.pending.delete(id);
        const error = new Error(`${method}: no reply from chromium after ${timeoutMs} ms`);
        error.noReply = true;
        reject(error);
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, method, timer });
      if (DEBUG) console.error('cdp >', JSON.stringify(message).slice(0, 200));
      this.child.stdio[3].write(JSON.stringify(message) + '\0');
    });
  }

  // Calls fn(params, message) for each event named `method` (of any session when sessionId is
  // undefined); returns a function that stops it.
  on(method, fn, sessionId = undefined) {
    const listener = (message) => {
      if (message.method !== method) return;
      if (sessionId !== undefined && message.sessionId !== sessionId) return;
      fn(message.params, message);
    };
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // Resolves with the params of the next event `method` for which predicate holds; call it before
  // the command that causes the event, so that the event cannot be missed.
  waitFor(method, { sessionId, predicate = () => true, timeoutMs = this.timeoutMs } = {}) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`no ${method} event from chromium after ${timeoutMs} ms`));
      }, timeoutMs);
      const stop = this.on(
        method,
        (params) => {
          if (!predicate(params)) return;
          clearTimeout(timer);
          stop();
          resolve(params);
        },
        sessionId,
      );
    });
  }

  // Opens a tab on about:blank and attaches to it; the returned Page sends in its session. The
  // caller enables domains and sets emulation before navigating, so nothing of the page is missed.
  async newPage() {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    return new Page(this, targetId, sessionId);
  }

  // Asks the browser to quit, waits for it, kills it when it does not go, removes its profile.
  async close() {
    if (!this.exited) {
      const gone = new Promise((resolve) => this.child.once('exit', resolve));
      this.send('Browser.close', {}, undefined, 5000).catch(() => {});
      const timer = setTimeout(() => this.kill(), 5000);
      await gone;
      clearTimeout(timer);
    }
    // Helpers (zygote, GPU, renderers) share the group; none must outlive the browser.
    this.kill();
    fs.rmSync(this.userDataDir, { recursive: true, force: true });
  }

  // Kills the whole process group at once: launch made the browser the leader of its own group.
  kill() {
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
    live.delete(this);
  }
}

class Page {
  constructor(browser, targetId, sessionId) {
    this.browser = browser;
    this.targetId = targetId;
    this.sessionId = sessionId;
  }
  send(method, params = {}, timeoutMs = undefined) {
    return this.browser.send(method, params, this.sessionId, timeoutMs);
  }
  on(method, fn) {
    return this.browser.on(method, fn, this.sessionId);
  }
  waitFor(method, options = {}) {
    return this.browser.waitFor(method, { ...options, sessionId: this.sessionId });
  }
  // Evaluates an expression in the page and returns its value (JSON-able), throwing on exceptions.
  async evaluate(expression) {
    const reply = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (reply.exceptionDetails) {
      const details = reply.exceptionDetails;
      throw new Error(`page threw: ${details.exception ? details.exception.description : details.text}`);
    }
    return reply.result.value;
  }
}

// Starts a headless chromium with a fresh profile and resolves once the protocol answers.
//   binary: the browser (CHROMIUM or HEADLESS_SHELL); headless: 'new' (the default, --headless) or
//   'old' (--headless=old; chromium 156 accepts it but has no old mode left); args: more flags;
//   timeoutMs: for each command.
async function launch({ binary = CHROMIUM, headless = 'new', args = [], timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flick-chromium-'));
  const flags = [
    headless === 'old' ? '--headless=old' : '--headless',
    '--remote-debugging-pipe',
    `--user-data-dir=${userDataDir}`,
    // As root (containers, CI) the sandbox cannot start; the pages are our own files.
    '--no-sandbox',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-gpu',
    // Nothing but the page may use the network: the Network domain must see only its requests.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--mute-audio',
    ...args,
    'about:blank',
  ];
  const child = spawn(binary, flags, {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    // Its own process group, so close() and kill() reach every helper process it starts.
    detached: true,
  });
  const browser = new Browser(child, userDataDir, timeoutMs);
  live.add(browser);
  const started = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('spawn', resolve);
  });
  try {
    await started;
    // Starting takes longer than a command; the first reply says the protocol is up.
    await browser.send('Browser.getVersion', {}, undefined, Math.max(timeoutMs, DEFAULT_TIMEOUT_MS));
  } catch (error) {
    await browser.close();
    throw new Error(`could not start ${binary}: ${error.message}\n${browser.stderr}`);
  }
  return browser;
}

module.exports = { launch, Browser, Page, CHROMIUM, HEADLESS_SHELL };
