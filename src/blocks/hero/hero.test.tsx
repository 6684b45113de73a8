import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
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
    expect(html).toContain('Minutes');
    expect(html).toContain('data-action="{&quot;kind&quot;:&quot;info&quot;}"');
    expect(html).toContain('data-action="{&quot;kind&quot;:&quot;pay&quot;}"');
    expect(html).toContain('href="#construction-section"');
  });

  it('shows the still image first, with its size and high priority, under a muted inline video', () => {
    const html = renderBlock(block, valid.worldCup!);
    expect(html).toMatch(/<img src="\/media\/hero-home.jpg" alt="" width="1280" height="720" fetchPriority="high"/);
    expect(html).toContain('data-island="blocks/hero/hero-media"');
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

  it('needs nothing but an image and a headline', () => {
    const html = renderBlock(block, valid.minimal!);
    expect(html).toContain('Live anywhere');
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('role="timer"');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
