import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const shared = parse(readFileSync(new URL('../../../variants/_shared/how-possible.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;
const titles = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);

describe('how-possible block', () => {
  it('is the section the testimonials links scroll to, with its cards in order', () => {
    const html = renderBlock(block, valid.general!);
    expect(html).toContain('<section id="how-we-make-this-possible"');
    expect(html).toMatch(/<h2[^>]*>How We Make This Possible<\/h2>/);
    expect(html).toContain('<ol');
    expect(titles(html)).toEqual(['Land Partnerships', 'Camping Site Alliances', 'Development Projects']);
    expect(html).toContain('Existing sites join the network.');
  });

  it('renders the mansion set with its button', () => {
    const html = renderBlock(block, valid.mansion!);
    expect(titles(html)).toEqual(['Partnerships with Indonesian Developers', 'Land Partners', 'Development Projects']);
    expect(html).toMatch(/<button[^>]*>More Info<\/button>/);
  });

  it('shared content has the general set in en and es and the mansion set in mansion-en', () => {
    for (const key of ['en', 'es', 'mansion-en']) {
      const data = block.schema.parse(shared[key]);
      expect(data.anchor).toBeTruthy();
      expect(data.cards).toHaveLength(3);
    }
    expect(block.schema.parse(shared.en).cards.map((c) => c.title)).toEqual(['Land Partnerships', 'Camping Site Alliances', 'Development Projects']);
    expect(block.schema.parse(shared['mansion-en']).cards[0]!.title).toBe('Partnerships with Indonesian Developers');
    expect(block.schema.parse(shared.en).anchor).toBe('how-we-make-this-possible');
  });

  it('is a named region: the section is labelled by its heading', () => {
    const html = renderBlock(block, valid.general!);
    const labelledBy = html.match(/<section[^>]*aria-labelledby="([^"]+)"/)![1];
    expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"`));
  });

  it.each(invalid)('rejects $name', ({ data, message }) => {
    const result = block.schema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('\n')).toMatch(message);
  });
});
