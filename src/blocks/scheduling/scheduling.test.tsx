// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { mountBlock, renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

/**
 * jsdom lays nothing out, so it has no IntersectionObserver: this double stands in for the
 * browser's, and `reach()` reports what the browser would when the section comes within reach.
 */
class ObserverDouble implements IntersectionObserver {
  static last: ObserverDouble | undefined;
  readonly root = null;
  readonly thresholds = [0];
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    ObserverDouble.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  reach(isIntersecting = true) {
    const entries = this.targets.map((target) => {
      const rect = target.getBoundingClientRect();
      return { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0, boundingClientRect: rect, intersectionRect: rect, rootBounds: null, time: 0 };
    });
    this.callback(entries, this);
  }
}

const observer = () => ObserverDouble.last!;
const frame = () => document.querySelector('iframe');
const placeholder = () => document.querySelector<HTMLElement>('[data-scheduling-placeholder]')!;
const status = () => document.querySelector<HTMLElement>('[role="status"]:not([hidden])');
const widgetScripts = () => document.querySelectorAll('script[src*="widget.js"]');

describe('scheduling block', () => {
  let stop = () => {};
  const mount = async (fixture = valid.english!) => ({ stop } = await mountBlock(block, fixture));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', ObserverDouble);
    ObserverDouble.last = undefined;
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('prerenders the section with no frame, a placeholder of the frame height and a link that works without script', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/^<div data-behaviour="blocks\/scheduling\/scheduling" data-props="[^"]*" class="contents"><section id="schedule"/);
    expect(html).toMatch(/<h2 id="schedule-title"[^>]*>Pick a time for your call<\/h2>/);
    expect(html).toContain('aria-labelledby="schedule-title"');
    expect(html).toMatch(/data-scheduling-slot="" style="height:700px"/);
    expect(html).toMatch(
      /<a href="https:\/\/calendly.com\/landfall\/30min" target="_blank" rel="noopener noreferrer"[^>]*>Open the booking page in a new tab<\/a>/,
    );
    // The only iframe is inside an inert template: parsed, the document holds none.
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('iframe')).toHaveLength(0);
    expect(parsed.querySelector('template')!.content.querySelector('iframe')!.getAttribute('src')).toBe('https://calendly.com/landfall/30min');
    // Loading text only for visitors whose script runs; the others get the link alone.
    expect(parsed.querySelector<HTMLElement>('[role="status"]')!.hidden).toBe(true);
    const props = JSON.parse(html.match(/data-props="([^"]*)"/)![1]!.replace(/&quot;/g, '"'));
    expect(props).toEqual({ observeMargin: 100, delay: 100 });
  });

  it('announces loading and watches the section 100 px ahead, without contacting the booking site', async () => {
    await mount();
    expect(status()!.textContent).toBe('Loading the booking calendar…');
    expect(observer().rootMargin).toBe('100px');
    expect(observer().targets).toEqual([document.querySelector('section#schedule')]);
    vi.advanceTimersByTime(10_000);
    expect(frame()).toBeNull();
  });

  it('ignores reports of the section still out of reach', async () => {
    await mount();
    observer().reach(false);
    vi.advanceTimersByTime(10_000);
    expect(frame()).toBeNull();
    expect(observer().disconnected).toBe(false);
  });

  it('renders the frame 100 ms after the section comes within reach, titled, lazy, in the reserved space', async () => {
    await mount();
    observer().reach();
    expect(observer().disconnected).toBe(true);
    vi.advanceTimersByTime(99);
    expect(frame()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(frame()!.getAttribute('src')).toBe('https://calendly.com/landfall/30min');
    expect(frame()!.title).toBe('Booking calendar');
    expect(frame()!.getAttribute('loading')).toBe('lazy');
    expect(frame()!.parentElement!.style.height).toBe('700px');
    expect(placeholder().hidden).toBe(false);
  });

  it('hides the placeholder once the frame has loaded, and loads no script when none is named', async () => {
    await mount();
    observer().reach();
    vi.advanceTimersByTime(100);
    frame()!.dispatchEvent(new Event('load'));
    // The loading text and the link go with it: the frame is the way in now.
    expect(placeholder().hidden).toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('uses the margin and delay from YAML and loads the widget script only after the frame has loaded', async () => {
    await mount(valid.withWidget!);
    expect(observer().rootMargin).toBe('300px');
    observer().reach();
    vi.advanceTimersByTime(249);
    expect(frame()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(frame()).not.toBeNull();
    expect(widgetScripts()).toHaveLength(0);
    frame()!.dispatchEvent(new Event('load'));
    expect([...widgetScripts()].map((s) => s.getAttribute('src'))).toEqual(['https://assets.calendly.com/assets/external/widget.js']);
  });

  it('stops cleanly: no frame after a stop during the delay, and a re-run starts from the placeholder', async () => {
    const first = await mountBlock(block, valid.withWidget!);
    observer().reach();
    first.stop();
    vi.advanceTimersByTime(1_000);
    expect(first.container.querySelector('iframe')).toBeNull();

    await mount(valid.withWidget!);
    observer().reach();
    vi.advanceTimersByTime(250);
    frame()!.dispatchEvent(new Event('load'));
    stop();
    expect(frame()).toBeNull();
    expect(widgetScripts()).toHaveLength(0);
    expect(observer().disconnected).toBe(true);
  });

  it('stops watching the section when stopped before it comes within reach', async () => {
    await mount();
    const watching = observer();
    stop();
    expect(watching.disconnected).toBe(true);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
