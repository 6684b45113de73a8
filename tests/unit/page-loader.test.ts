// @vitest-environment jsdom
// @vitest-environment-options {"pretendToBeVisual": true}
/**
 * The one inline script of every built page (pageLoader in src/render/document.tsx), run as the
 * browser runs it, with `import()` recorded instead of fetched: it loads the client entry two
 * frames after `load`, or at once when a visitor reaches for a control, and holds the taps and
 * submissions made before the entry takes over.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shellMarkup } from '../../src/interactive/client/dialog-shell';
import { pageLoader } from '../../src/render/document';

const entry = '/assets/main-abc123.js';
let imported: string[] = [];

function runLoader(options: { query?: boolean } = {}) {
  document.body.innerHTML = `
    <button data-action='{"kind":"info"}'>More Info</button>
    <a href="/terms">Terms</a>
    <button data-action='{"kind":"pay"}'>Pay Now</button>
    <div data-island="site/blocks/membership-form/membership-form"><form><input name="name"><button type="submit">Send</button></form></div>
    <div data-behaviour="blocks/early-access/early-access-form"><form method="dialog"><input type="email"><button type="submit">Get Early Access</button></form></div>
    ${shellMarkup}`;
  const code = pageLoader(entry, options).replace(/\bimport\(/, 'window.__import(');
  Object.assign(window, {
    __import: (url: string) => {
      imported.push(url);
      return Promise.resolve();
    },
  });
  new window.Function(code)();
}

const frames = (n: number) =>
  new Promise<void>((done) => {
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : setTimeout(done, 5));
    step(n);
  });

beforeEach(() => {
  imported = [];
  delete window.__landfallQueue;
  delete window.__landfallReady;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page loader', () => {
  it('fetches nothing before load, and the entry once, two frames after it', async () => {
    runLoader();
    expect(imported).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(imported).toEqual([]);
    await frames(3);
    expect(imported).toEqual([entry]);
  });

  it('a tap on an action button before the entry arrives is held, not dropped or followed (was: the tap did nothing)', () => {
    runLoader();
    const button = document.querySelector('button')!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(window.__landfallQueue).toEqual([['click', button]]);
    expect(imported).toEqual([entry]);
  });

  it('a held tap on a dialog button shows the busy dialog frame in the same frame, named after the button, with focus', () => {
    runLoader();
    const shell = document.querySelector<HTMLElement>('[data-slot="dialog-shell"]')!;
    expect(shell.hidden).toBe(true);
    document.querySelector('button')!.click();
    expect(shell.hidden).toBe(false);
    expect(shell.getAttribute('role')).toBe('dialog');
    expect(shell.getAttribute('aria-label')).toBe('More Info');
    expect(document.activeElement).toBe(shell);
  });

  it('a held tap on a pay button shows no dialog frame (it opens the checkout, not a dialog)', () => {
    runLoader();
    const pay = document.querySelectorAll('button')[1]!;
    pay.click();
    expect(window.__landfallQueue).toEqual([['click', pay]]);
    expect(document.querySelector<HTMLElement>('[data-slot="dialog-shell"]')!.hidden).toBe(true);
  });

  it('a submit of an island form before its code arrives is held (was: the browser sent it as a GET)', () => {
    runLoader();
    const form = document.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.__landfallQueue).toEqual([['submit', form]]);
  });

  it('a submit of a behaviour form (the one-field early-access sign-up) before the entry arrives is held too, and loads it (was: dropped)', () => {
    runLoader();
    const form = document.querySelector('[data-behaviour] form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.__landfallQueue).toEqual([['submit', form]]);
    expect(imported).toEqual([entry]);
  });

  it('reaching for a control (pointer, touch or focus) loads the entry at once and names the control', () => {
    runLoader();
    const input = document.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(imported).toEqual([entry]);
    expect(window.__landfallQueue).toEqual([['intent', input.closest('[data-island]')]]);
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(imported, 'the entry is imported once').toEqual([entry]);
  });

  it("names the address's non-empty query keys on <html> before the first paint, for CSS to choose a state by", () => {
    window.history.replaceState(null, '', '/thank-you?session_id=cs_1&utm_source=&ref=x');
    try {
      runLoader({ query: true });
      expect(document.documentElement.dataset.query).toBe('session_id ref');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('leaves the query alone on a page whose CSS does not read it (its loader is the shorter one)', () => {
    document.documentElement.removeAttribute('data-query');
    window.history.replaceState(null, '', '/family?utm_source=x');
    try {
      runLoader();
      expect(document.documentElement.hasAttribute('data-query')).toBe(false);
      expect(pageLoader(entry).length).toBeLessThan(pageLoader(entry, { query: true }).length);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('leaves plain links and everything else alone', () => {
    runLoader();
    const link = document.querySelector('a')!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(window.__landfallQueue).toEqual([]);
    expect(imported).toEqual([]);
  });

  it('stops holding once the entry has taken over', () => {
    runLoader();
    window.__landfallReady = true;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(window.__landfallQueue).toEqual([]);
  });
});
