// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVTOOLS_LOGGED_KEY, type Signal, watchClicks, watchDevtools } from './signals';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('suspicious clicking (more than 10 clicks, each within 100 ms of the previous)', () => {
  let time = 0;
  let logged: Signal[];
  beforeEach(() => {
    time = 0;
    logged = [];
    document.body.innerHTML =
      '<main><button type="button"><span>Pay Now</span></button><label>Email <input name="email" value="ana@example.com"></label></main>';
    stops.push(
      watchClicks(
        (signal) => logged.push(signal),
        () => time,
      ),
    );
  });
  const press = (element: Element, afterMs: number, isPrimary = true) => {
    time += afterMs;
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary }));
  };
  const button = () => document.querySelector('span')!;

  it('does not log 10 fast clicks; logs the 11th once, with the control pressed and nothing typed', () => {
    for (let i = 0; i < 10; i++) press(button(), i === 0 ? 5000 : 100);
    expect(logged).toEqual([]);
    press(button(), 60);
    expect(logged).toEqual([{ action: 'suspicious_clicking', details: { clicks: 11, tag: 'button', role: null } }]);
    for (let i = 0; i < 30; i++) press(button(), 10);
    expect(logged).toHaveLength(1);
  });

  it('starts again after a click more than 100 ms after the previous one', () => {
    for (let i = 0; i < 10; i++) press(button(), 50);
    press(button(), 101);
    for (let i = 0; i < 9; i++) press(button(), 50);
    expect(logged).toEqual([]);
    press(button(), 50);
    expect(logged).toHaveLength(1);
  });

  it('names a field by its kind, never by what was typed in it', () => {
    for (let i = 0; i < 11; i++) press(document.querySelector('input')!, 20);
    expect(logged).toEqual([{ action: 'suspicious_clicking', details: { clicks: 11, tag: 'input', role: null } }]);
    expect(JSON.stringify(logged)).not.toContain('ana@example.com');
  });

  it('counts one press per click: a label passing its click to its field, or Enter held on a button, adds none', () => {
    const label = document.querySelector('label')!;
    for (let i = 0; i < 6; i++) {
      press(label, 30);
      label.click();
    }
    const enter = document.querySelector('button')!;
    for (let i = 0; i < 20; i++) enter.click();
    expect(logged).toEqual([]);
  });

  it('ignores a second finger on a touch screen', () => {
    for (let i = 0; i < 10; i++) {
      press(button(), 40);
      press(button(), 0, false);
    }
    expect(logged).toEqual([]);
  });
});

describe('developer-tools heuristic (outer and inner window sizes differ by more than 200 px)', () => {
  let logged: Signal[];
  const sizeWindow = (outer: [number, number], inner: [number, number]) => {
    for (const [name, value] of [
      ['outerWidth', outer[0]],
      ['outerHeight', outer[1]],
      ['innerWidth', inner[0]],
      ['innerHeight', inner[1]],
    ] as const) {
      Object.defineProperty(window, name, { value, configurable: true });
    }
  };
  const resizeTo = (outer: [number, number], inner: [number, number]) => {
    sizeWindow(outer, inner);
    dispatchEvent(new Event('resize'));
  };
  beforeEach(() => {
    logged = [];
    // A desktop window with nothing docked, as each page view starts.
    sizeWindow([1280, 800], [1280, 800]);
  });

  it('does not log a gap of 200 px or less', () => {
    stops.push(watchDevtools((signal) => logged.push(signal)));
    resizeTo([1280, 800], [1080, 700]);
    resizeTo([1280, 800], [1280, 600]);
    expect(logged).toEqual([]);
  });

  it('logs a wider or taller gap once per visit, even across page views of the tab', () => {
    stops.push(watchDevtools((signal) => logged.push(signal)));
    resizeTo([1280, 800], [1279, 599]);
    expect(logged).toEqual([{ action: 'devtools_open', details: { widthGap: 1, heightGap: 201 } }]);
    resizeTo([1280, 800], [700, 800]);
    expect(logged).toHaveLength(1);
    expect(sessionStorage.getItem(DEVTOOLS_LOGGED_KEY)).toBe('1');

    // The next page of the same visit: the tab's session remembers it was logged.
    for (const stop of stops.splice(0)) stop();
    stops.push(watchDevtools((signal) => logged.push(signal)));
    resizeTo([1280, 800], [700, 800]);
    expect(logged).toHaveLength(1);

    // A new visit (a new tab's session) logs it again.
    sessionStorage.clear();
    resizeTo([1280, 800], [700, 800]);
    expect(logged).toHaveLength(2);
  });

  it('does not log a phone turning or a window snapping, read between its new window and its old page (was: a turn from 375 × 812 logged a 437 px gap)', () => {
    stops.push(watchDevtools((signal) => logged.push(signal)));
    // Chromium's resize event can see the window's new outer size around the page's old inner one.
    resizeTo([500, 812], [1280, 800]);
    resizeTo([500, 812], [375, 812]);
    resizeTo([812, 375], [375, 812]);
    resizeTo([812, 375], [812, 375]);
    resizeTo([1600, 900], [812, 375]);
    resizeTo([1600, 900], [1600, 900]);
    expect(logged).toEqual([]);
    // Then tools docked in that window take their room from the page alone.
    resizeTo([1600, 900], [900, 800]);
    expect(logged).toEqual([{ action: 'devtools_open', details: { widthGap: 700, heightGap: 100 } }]);
  });

  it('checks only when the window is resized: no timer, and nothing on the page changes', () => {
    const timers = [vi.spyOn(globalThis, 'setInterval'), vi.spyOn(globalThis, 'setTimeout')];
    document.body.innerHTML = '<main><h1>Own your piece of paradise</h1></main>';
    const before = document.documentElement.outerHTML;
    Object.defineProperty(window, 'outerWidth', { value: 1900, configurable: true });
    Object.defineProperty(window, 'innerWidth', { value: 1000, configurable: true });
    stops.push(watchDevtools((signal) => logged.push(signal)));
    expect(logged).toEqual([]);
    dispatchEvent(new Event('resize'));
    expect(logged).toHaveLength(1);
    for (const timer of timers) expect(timer).not.toHaveBeenCalled();
    expect(document.documentElement.outerHTML).toBe(before);
  });
});
