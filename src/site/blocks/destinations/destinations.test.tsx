import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, sharedContent } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const shared = sharedContent('destinations');

/** The HTML of each card's single control, with its text. */
const cardButtons = (html: string) => [...html.matchAll(/<button[^>]*data-action="([^"]*)"[^>]*>([^<]*)<\/button>/g)];

describe('destinations block', () => {
  it('shows the heading, every card and the Sumba badge', () => {
    const html = renderBlock(block, valid.network!);
    expect(html).toContain('<section id="destinations"');
    expect(html).toMatch(/<h2[^>]*>One Global Network<\/h2>/);
    expect(html.match(/<li /g)).toHaveLength(4);
    expect(html).toContain('FIRST LOCATION');
    expect(html).toContain('Under Construction. Opening Soon');
  });

  it("shows each place's flag as an image beside its name, and a globe where no country is given", () => {
    const html = renderBlock(block, valid.network!);
    const flags = [...html.matchAll(/<img data-slot="region-flag" src="([^"]+)" alt="" width="24" height="18"/g)].map((m) => m[1]);
    expect(flags).toEqual(['/flags/4x3/id.svg', '/flags/4x3/pt.svg', '/flags/4x3/gr.svg']);
    expect(html.match(/data-slot="region-flag-placeholder"/g)).toHaveLength(1);
    expect(html).not.toMatch(/\p{RI}/u);
  });

  it('makes each card one button, named after the place, that opens the info dialog', () => {
    const html = renderBlock(block, valid.network!);
    const buttons = cardButtons(html);
    expect(buttons.map((b) => b[2])).toEqual(['Sumba, Indonesia', 'Portugal', 'Greece', 'More to Come']);
    for (const [, action] of buttons) expect(action).toBe('{&quot;kind&quot;:&quot;info&quot;}');
    // The status describes the button, so screen readers hear it with the name.
    const describedBy = html.match(/<button[^>]*aria-describedby="([^"]+)"/)![1];
    expect(html).toContain(`id="${describedBy}"`);
  });

  it('styles the status by stage and lazy-loads photos with their size', () => {
    const html = renderBlock(block, valid.network!);
    expect(html.match(/data-stage="construction"/g)).toHaveLength(1);
    expect(html.match(/data-stage="planning"/g)).toHaveLength(3);
    const imgs = html.match(/<img (?!data-slot="region-flag")[^>]*>/g)!;
    expect(imgs).toHaveLength(4);
    for (const img of imgs) expect(img).toMatch(/width="800" height="600" loading="lazy" decoding="async"/);
    expect(html).toContain('alt="A whitewashed village above the sea"');
  });

  it("draws each card's shade and status dot with CSS, not elements (24 elements fewer on the long pages), the dot pulsing only while building", () => {
    const html = renderBlock(block, valid.network!);
    const cards = html.match(/<li [\s\S]*?<\/li>/g)!;
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card).not.toContain('<div class="pointer-events-none absolute inset-0');
      expect(card).toMatch(/class="relative aspect-\[4\/3\][^"]*after:bg-gradient-to-t after:from-black\/45/);
      // The status line holds its text only; the dot is its ::before.
      expect(card).toMatch(/<p id="[^"]+" class="[^"]*before:rounded-full[^"]*">[^<]+<\/p>/);
    }
    const building = cards.find((card) => card.includes('data-stage="construction"'))!;
    expect(building).toContain('before:animate-pulse-soft');
    expect(cards.filter((card) => card.includes('before:animate-pulse-soft'))).toHaveLength(1);
    // Every element a card has (a missing flag's globe icon aside): li, picture box, photo, badge,
    // body, h3, flag, button, status, description, more label.
    for (const card of cards) expect(card.match(/<(?!svg|circle|path)[a-z][a-z0-9]*[\s>]/g)!.length).toBeLessThanOrEqual(11);
  });

  it('renders Spanish copy and a scroll card as a plain link', () => {
    expect(renderBlock(block, valid.spanish!, 'es')).toContain('En Construcción. Abriendo Pronto');
    const html = renderBlock(block, valid.scrollToPricing!);
    expect(html).toMatch(/<a href="#pricing"[^>]*>Mexico<\/a>/);
    expect(html).not.toContain('<button');
  });

  it.each(['en', 'es'])('shared content (%s): 12 destinations, Sumba first and under construction, the rest planning', (locale) => {
    const data = block.schema.parse(shared[locale]);
    expect(data.items).toHaveLength(12);
    expect(data.items[0]).toMatchObject({ name: 'Sumba, Indonesia', stage: 'construction' });
    expect(data.items[0]!.badge).toBeTruthy();
    expect(data.items.slice(1).every((d) => d.stage === 'planning')).toBe(true);
    expect(new Set(data.items.map((d) => d.image)).size).toBe(12);
  });

  it("shared content keeps the spec's status labels", () => {
    const en = block.schema.parse(shared.en);
    const es = block.schema.parse(shared.es);
    expect(en.items[0]!.status).toBe('Under Construction. Opening Soon');
    expect(es.items[0]!.status).toBe('En Construcción. Abriendo Pronto');
    expect(new Set(en.items.slice(1).map((d) => d.status))).toEqual(new Set(['Planning']));
    expect(new Set(es.items.slice(1).map((d) => d.status))).toEqual(new Set(['Planificación']));
  });

  it('is a named region: the section is labelled by its heading', () => {
    expectSectionLabelledByHeading(renderBlock(block, valid.network!));
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
