// Turns a Flick script's events (docs/scripts-and-traces.md) into DevTools input commands, as a
// person's input would reach the page: mouse by default, fingers with `touch`. Each command is
// [method, params] without its timestamp; replay.js adds the time the event must carry.
'use strict';

// DevTools modifier bits.
const MODIFIERS = { alt: 1, ctrl: 2, meta: 4, shift: 8 };

// SDL's lower-case key names to DOM key, code and Windows virtual key code (what Chrome needs to
// make a real keydown). Letters and digits are built below.
const NAMED_KEYS = {
  space: { key: ' ', code: 'Space', keyCode: 32, text: ' ' },
  tab: { key: 'Tab', code: 'Tab', keyCode: 9 },
  return: { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' },
  escape: { key: 'Escape', code: 'Escape', keyCode: 27 },
  backspace: { key: 'Backspace', code: 'Backspace', keyCode: 8 },
  left: { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37 },
  up: { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 },
  right: { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 },
  down: { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 },
  pageup: { key: 'PageUp', code: 'PageUp', keyCode: 33 },
  pagedown: { key: 'PageDown', code: 'PageDown', keyCode: 34 },
  home: { key: 'Home', code: 'Home', keyCode: 36 },
  end: { key: 'End', code: 'End', keyCode: 35 },
  '.': { key: '.', code: 'Period', keyCode: 190, text: '.' },
  ',': { key: ',', code: 'Comma', keyCode: 188, text: ',' },
};

function keyFor(name) {
  if (NAMED_KEYS[name]) return NAMED_KEYS[name];
  if (/^[a-z]$/.test(name)) {
    return { key: name, code: `Key${name.toUpperCase()}`, keyCode: name.toUpperCase().charCodeAt(0), text: name };
  }
  if (/^[0-9]$/.test(name)) return { key: name, code: `Digit${name}`, keyCode: name.charCodeAt(0), text: name };
  throw new Error(`script: no DOM key for SDL key "${name}"`);
}

// The window keys that set a mode (issue 59: "Space, M, 1 2 3 and S as in the window").
const MODE_KEYS = { spring: '1', dynamics: '2', timed: '3' };

function keyPress(name) {
  const k = keyFor(name);
  const common = { key: k.key, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode };
  return [
    ['Input.dispatchKeyEvent', { type: k.text ? 'keyDown' : 'rawKeyDown', text: k.text, ...common }],
    ['Input.dispatchKeyEvent', { type: 'keyUp', ...common }],
  ];
}

// A converter keeps what input needs to remember: which buttons and fingers are down, where.
class InputConverter {
  constructor({ touch = false, width, height, deviceScaleFactor = 1 } = {}) {
    this.touch = touch;
    this.deviceScaleFactor = deviceScaleFactor; // kept by a resize
    this.width = width;
    this.height = height;
    this.mouseDown = false;
    this.fingers = new Map(); // id -> {x, y}
    this.slowMotion = false;
  }

  // The commands for one event; throws on what a page cannot be given as input.
  commands(event) {
    if (event.pointer !== undefined) return this.touch ? this.finger(event.pointer, event.id ?? 0, event) : this.mouse(event);
    if (event.touch !== undefined) {
      if (!this.touch) throw new Error(`script: a touch event at t=${event.t} needs replay with touch: true (--touch)`);
      return this.finger(event.touch, event.id, event);
    }
    if (event.key !== undefined) return keyPress(event.key);
    if (event.mode !== undefined) {
      if (!MODE_KEYS[event.mode]) throw new Error(`script: unknown mode "${event.mode}" at t=${event.t}`);
      return keyPress(MODE_KEYS[event.mode]);
    }
    if (event.slowMotion !== undefined) {
      // S toggles slow motion: press it only when the script asks for the other state.
      if (event.slowMotion === this.slowMotion) return [];
      this.slowMotion = event.slowMotion;
      return keyPress('s');
    }
    if (event.wheel !== undefined) return this.wheelEvent(event);
    if (event.size !== undefined) {
      const [w, h] = event.size.split('x').map(Number);
      return [['Emulation.setDeviceMetricsOverride', { width: w, height: h, deviceScaleFactor: this.deviceScaleFactor, mobile: this.touch }]];
    }
    const kind = Object.keys(event).find((key) => key !== 't' && key !== 'frame');
    // A scene switch, a tuning slider or the hit-test toggle has no input a page could receive.
    throw new Error(`script: a "${kind}" event (t=${event.t}) has no input a web page receives`);
  }

  mouse(event) {
    const base = { x: event.x, y: event.y, pointerType: 'mouse' };
    switch (event.pointer) {
      case 'down':
        this.mouseDown = true;
        return [['Input.dispatchMouseEvent', { ...base, type: 'mousePressed', button: 'left', buttons: 1, clickCount: 1 }]];
      case 'move':
        return [['Input.dispatchMouseEvent', { ...base, type: 'mouseMoved', button: this.mouseDown ? 'left' : 'none', buttons: this.mouseDown ? 1 : 0 }]];
      case 'up':
      case 'cancel': // A mouse cannot cancel; its release is the nearest a page can see.
        this.mouseDown = false;
        return [['Input.dispatchMouseEvent', { ...base, type: 'mouseReleased', button: 'left', buttons: 0, clickCount: 1 }]];
      default:
        throw new Error(`script: unknown pointer phase "${event.pointer}" at t=${event.t}`);
    }
  }

  // A finger: DevTools takes the list of all fingers down after the change (touchEnd: those left).
  finger(phase, id, event) {
    const points = () => [...this.fingers].map(([fid, p]) => ({ id: fid, x: p.x, y: p.y, radiusX: 1, radiusY: 1, force: 1 }));
    switch (phase) {
      case 'down':
        this.fingers.set(id, { x: event.x, y: event.y });
        return [['Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points() }]];
      case 'move':
        if (!this.fingers.has(id)) throw new Error(`script: finger ${id} moves at t=${event.t} but is not down`);
        this.fingers.set(id, { x: event.x, y: event.y });
        return [['Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points() }]];
      case 'up':
        this.fingers.delete(id);
        return [['Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: points() }]];
      case 'cancel':
        this.fingers.delete(id);
        return [['Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: points() }]];
      default:
        throw new Error(`script: unknown touch phase "${phase}" at t=${event.t}`);
    }
  }

  wheelEvent(event) {
    let modifiers = 0;
    for (const mod of [].concat(event.mods ?? [])) modifiers |= MODIFIERS[mod] ?? 0;
    return [['Input.dispatchMouseEvent', {
      type: 'mouseWheel',
      x: event.x ?? this.width / 2,
      y: event.y ?? this.height / 2,
      deltaX: event.wheel.dx ?? 0,
      deltaY: event.wheel.dy ?? 0,
      modifiers,
    }]];
  }
}

// Two fingers moving at the same time are two script lines; a finger's moves at one time are
// merged into one touchMove carrying both, as a touch screen reports them.
function mergeTouchMoves(commands) {
  const merged = [];
  for (const command of commands) {
    const last = merged[merged.length - 1];
    if (last && command.method === 'Input.dispatchTouchEvent' && last.method === command.method &&
        command.params.type === 'touchMove' && last.params.type === 'touchMove' && command.t === last.t) {
      merged[merged.length - 1] = command; // Its list already holds every finger's latest place.
    } else {
      merged.push(command);
    }
  }
  return merged;
}

module.exports = { InputConverter, mergeTouchMoves, keyFor };
