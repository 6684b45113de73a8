// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RotatingWords } from '../../ui/rotating-words';
import { enhanceInTurn } from './enhance';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Three behaviours in page order, as a prerendered page has them. */
function page(): HTMLElement[] {
  document.body.innerHTML = ['rent it out', 'move in', 'sell it']
    .map((word) => renderToString(createElement(RotatingWords, { words: [word, 'stay'], intervalMs: 1000 })))
    .join('');
  return [...document.querySelectorAll<HTMLElement>('[data-behaviour]')];
}
const hydrated = (elements: HTMLElement[]) => elements.map((element) => 'hydrated' in element.dataset);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("the client entry's behaviours (enhanceInTurn)", () => {
  it('runs one behaviour per task, in page order, so no single task runs them all (was: one task ran every behaviour and blocked a phone for up to 100 ms on the home page)', async () => {
    const elements = page();
    const { done } = enhanceInTurn(document);
    expect(hydrated(elements)).toEqual([false, false, false]);
    await nextTask();
    expect(hydrated(elements)).toEqual([true, false, false]);
    await nextTask();
    expect(hydrated(elements)).toEqual([true, true, false]);
    await done;
    expect(hydrated(elements)).toEqual([true, true, true]);
  });

  it("runs one ahead of its turn when a visitor's input waits on it", async () => {
    const elements = page();
    const behaviours = enhanceInTurn(document);
    const third = elements[2]!;
    expect(behaviours.waiting(third)).toBe(true);
    behaviours.now(third);
    expect(hydrated(elements)).toEqual([false, false, true]);
    expect(behaviours.waiting(third)).toBe(false);
    await behaviours.done;
    expect(hydrated(elements)).toEqual([true, true, true]);
  });

  it('a behaviour that fails is reported once (not again when its turn comes) and is no longer waiting, so a form it owns is not held for ever', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<form data-behaviour="ui/no-such-thing"></form>';
    const element = document.querySelector<HTMLElement>('[data-behaviour]')!;
    const behaviours = enhanceInTurn(document);
    behaviours.now(element);
    await behaviours.done;
    expect(behaviours.waiting(element)).toBe(false);
    expect(error.mock.calls.map((call) => call[0])).toEqual(['[landfall] no behaviour named "ui/no-such-thing"']);
  });
});
