import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const shared = parse(readFileSync(new URL('../../../variants/_shared/amenities.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;

describe('amenities block', () => {
  it('shows the heading, intro and one titled card per amenity with a decorative icon', () => {
    const html = renderBlock(block, valid.seven!);
    expect(html).toContain('<section id="amenities"');
    expect(html).toMatch(/<h2[^>]*>Everything You Need to Live, Work and Grow<\/h2>/);
    const titles = [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Coworking', 'Weekly Events', 'Work and Grow', 'Restaurants', 'Pool and Recreation', 'Wellness', 'More to Come']);
    expect(html).toContain('Gym, yoga and spaces to recharge.');
    const svgs = html.match(/<svg[^>]*>/g)!;
    expect(svgs).toHaveLength(7);
    for (const svg of svgs) expect(svg).toContain('aria-hidden="true"');
  });

  it('shows buttons only when the YAML has some', () => {
    expect(renderBlock(block, valid.seven!)).not.toContain('data-slot="button"');
    expect(renderBlock(block, valid.withButton!, 'es')).toMatch(/<button[^>]*data-action="\{&quot;kind&quot;:&quot;info&quot;\}"[^>]*>Más Información<\/button>/);
  });

  it.each(['en', 'es'])('shared content (%s) has the seven amenities of the spec', (locale) => {
    const data = block.schema.parse(shared[locale]);
    expect(data.items.map((i) => i.icon)).toEqual(['laptop', 'calendar', 'trending-up', 'utensils', 'pool', 'heart-pulse', 'sparkles']);
  });

  it('is a named region: the section is labelled by its heading', () => {
    const html = renderBlock(block, valid.seven!);
    const labelledBy = html.match(/<section[^>]*aria-labelledby="([^"]+)"/)![1];
    expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"`));
  });

  it.each(invalid)('rejects $name', ({ data, message }) => {
    const result = block.schema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('\n')).toMatch(message);
  });
});
