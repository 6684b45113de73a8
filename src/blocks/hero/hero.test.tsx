// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { mountBlock, renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('hero block', () => {
  it('renders the World Cup offer: badge, headline, tag, price, countdown and three buttons', () => {
    const html = renderBlock(block, valid.worldCup!);
    expect(html).toContain('id="hero"');
    expect(html).toContain('min-h-[100svh]');
    expect(html).toContain('World Cup of Land');
    expect(html).toMatch(/<h1[^>]*>Become 1 of <strong>100<\/strong> Land Ambassadors in your country<\/h1>/);
    expect(html).toContain('animate-pulse-soft');
    expect(html).toContain('Only 100 per country!');
    expect(html).toContain('Land for <strong>$6,500</strong> · or <strong>$6,500</strong> more for a luxury glamping unit');
    expect(html).not.toContain('**');
    expect(html).toMatch(/role="timer" aria-label="Offer ends in"/);
    expect(html).toContain('>48<');
    expect(html).toContain('data-behaviour="ui/countdown" data-props="{&quot;seconds&quot;:172800}"');
    expect(html).toContain('Minutes');
    expect(html).toContain('data-action="{&quot;kind&quot;:&quot;info&quot;}"');
    expect(html).toContain('data-action="{&quot;kind&quot;:&quot;pay&quot;}"');
    expect(html).toContain('href="#construction-section"');
  });

  it('shows the still image first, with its size and high priority, under a muted inline video', () => {
    const html = renderBlock(block, valid.worldCup!);
    expect(html).toMatch(/<img src="\/media\/hero-home.jpg" alt="" width="1280" height="720" fetchPriority="high"/);
    expect(html).toContain('<div data-behaviour="blocks/hero/hero-media" data-props="{}" class="absolute inset-0"><video');
    expect(html).toMatch(/<video[^>]*autoPlay=""[^>]*muted=""[^>]*playsInline=""/);
    expect(html).toContain('poster="/media/hero-home.jpg"');
    expect(html.indexOf('hero-home.webm')).toBeLessThan(html.indexOf('hero-home.mp4'));
  });

  it('renders a still-image hero with a visible rotating line and a hidden state-only rotation', () => {
    const html = renderBlock(block, valid.mansion!);
    expect(html).not.toContain('<video');
    expect(html).toContain('alt="Beachfront mansion with a pool at sunset"');
    expect(html).toContain('min-h-[75svh]');
    expect(html).toContain('Buy it and');
    expect(html).toContain('rent it out / move in');
    expect(html).toContain('data-props="{&quot;words&quot;:[&quot;rent it out&quot;,&quot;move in&quot;],&quot;intervalMs&quot;:1500');
    expect(html).toMatch(/<span hidden="" data-rotating-word="freedom">/);
    expect(html).not.toContain('>freedom<');
  });

  it('on a page, ticks the countdown and turns both rotating lines, the hidden one as state only', async () => {
    vi.useFakeTimers();
    const world = await mountBlock(block, valid.worldCup!);
    const mansion = await mountBlock(block, valid.mansion!);
    try {
      vi.advanceTimersByTime(1500);
      const timer = world.container.querySelector('[role="timer"]')!;
      expect(timer.textContent?.replace(/[^0-9:]/g, '')).toBe('47:59:59');
      const [visible, hidden] = mansion.container.querySelectorAll<HTMLElement>('[data-rotating-word]');
      expect(visible!.dataset.rotatingWord).toBe('move in');
      expect(visible!.querySelector('[data-rotating-current]')?.textContent).toBe('move in');
      expect(hidden!.dataset.rotatingWord).toBe('future');
      expect(hidden!.textContent).toBe('');
    } finally {
      world.stop();
      mansion.stop();
      vi.useRealTimers();
    }
  });

  it('needs nothing but an image and a headline', () => {
    const html = renderBlock(block, valid.minimal!);
    expect(html).toContain('Live anywhere');
    expect(html).not.toContain('data-behaviour');
    expect(html).not.toContain('role="timer"');
  });

  it('on a site page, offers upright phones the middle of the photo and preloads each picture only for the screens that show it (was: every phone fetched the 1,600-pixel photo)', () => {
    const prepared = block.prepare!(block.schema.parse(valid.mansion!));
    const html = renderBlock(block, prepared);
    const phone = '(max-width: 639px) and (orientation: portrait)';
    expect(html).toContain(
      `<picture><source media="${phone}" srcSet="/_phone/media/hero-mansion.jpg" width="675" height="900"/><img src="/media/hero-mansion.jpg"`,
    );
    expect(html).toContain(`<link rel="preload" href="/_phone/media/hero-mansion.jpg" as="image" fetchPriority="high" media="${phone}"/>`);
    expect(html).toContain(`<link rel="preload" href="/media/hero-mansion.jpg" as="image" fetchPriority="high" media="not all and ${phone}"/>`);
    // Without a prepared phone picture (Storybook, tests), the photo alone, preloaded for every screen.
    const plain = renderBlock(block, valid.mansion!);
    expect(plain).not.toContain('<picture>');
    expect(plain).toContain('<link rel="preload" as="image" href="/media/hero-mansion.jpg" fetchPriority="high"/>');
  });

  it("keeps an author's own phone picture, and makes none for a hero with a video", () => {
    const own = { src: '/media/hero-home.jpg', width: 720, height: 1280 };
    const mansion = block.schema.parse({ ...valid.mansion!, image: { ...valid.mansion!.image, phone: own } });
    expect(block.prepare!(mansion).image.phone).toEqual(own);
    expect(block.prepare!(block.schema.parse(valid.worldCup!)).image.phone).toBeUndefined();
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
