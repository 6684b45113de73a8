import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { PageFrame, renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('footer block', () => {
  it('renders brand, tagline, operator and copyright from YAML', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toContain('<footer');
    expect(html).toContain('Landfall');
    expect(html).toContain('A lifetime of stays');
    expect(html).toContain('Operated by Landfall Holdings LLC, Wyoming, USA.');
    expect(html).toContain('© 2025 Landfall. All rights reserved.');
  });

  it('links to the three legal pages inside a labelled navigation', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toContain('<nav aria-label="Legal">');
    expect(html).toMatch(/href="\/terms"[^>]*>Terms of Service</);
    expect(html).toMatch(/href="\/privacy"[^>]*>Privacy Policy</);
    expect(html).toMatch(/href="\/cookies"[^>]*>Cookie Policy</);
  });

  it('marks the link to the page being shown as the current page', () => {
    const props = block.schema.parse(valid.english);
    const html = renderToString(
      <PageFrame route="/privacy">
        <block.Component {...props} />
      </PageFrame>,
    );
    expect(html).toMatch(/href="\/privacy" aria-current="page"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
