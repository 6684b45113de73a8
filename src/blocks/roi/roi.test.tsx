import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const shared = parse(readFileSync(new URL('../../../variants/_shared/roi.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;

describe('roi block', () => {
  it('shows the figure with its caption, the points, the buttons and the small print', () => {
    const html = renderBlock(block, valid.full!);
    expect(html).toContain('<section id="investment-roi"');
    expect(html).toMatch(/<h2[^>]*>Your Home Works for You While You Travel<\/h2>/);
    expect(html).toMatch(/>20-25%<\/p>/);
    expect(html).toContain('Estimated passive rental ROI per year');
    expect(html).toContain('Hands-off rental management by the on-site team');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toMatch(/data-action="\{&quot;kind&quot;:&quot;info&quot;\}"[^>]*>More Info</);
    expect(html).toMatch(/data-action="\{&quot;kind&quot;:&quot;pay&quot;\}"[^>]*>Invest Now</);
    expect(html).toContain('Figures are estimates and are not guaranteed.');
  });

  it('leaves out what the YAML leaves out', () => {
    const html = renderBlock(block, valid.minimal!, 'es');
    expect(html).toContain('ROI pasivo estimado por alquiler al año');
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('data-slot="button"');
    expect(html).not.toMatch(/<section[^>]* id=/);
  });

  it.each(['en', 'es'])('shared content (%s) quotes the figure from the spec', (locale) => {
    expect(block.schema.parse(shared[locale]).figure).toBe('20-25%');
  });

  it('is a named region: the section is labelled by its heading', () => {
    const html = renderBlock(block, valid.full!);
    const labelledBy = html.match(/<section[^>]*aria-labelledby="([^"]+)"/)![1];
    expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"`));
  });

  it.each(invalid)('rejects $name', ({ data, message }) => {
    const result = block.schema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('\n')).toMatch(message);
  });
});
