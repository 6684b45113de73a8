import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('partner-cta block', () => {
  it('renders the heading, text, the four benefits and a button that opens the partnership dialog', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/<h2[^>]*>Own Land\? Partner With Us<\/h2>/);
    expect(html).toContain('Turn your land into a destination');
    expect(html).toContain('<h3');
    for (const benefit of ['Guaranteed revenue stream', 'Infrastructure development', 'Global marketing exposure', 'Professional management']) {
      expect(html).toContain(`<span>${benefit}</span>`);
    }
    expect(html.match(/<li/g)).toHaveLength(4);
    expect(html).toMatch(/<button[^>]*data-action="\{&quot;kind&quot;:&quot;partner&quot;\}"[^>]*>Apply to Partner With Us<\/button>/);
  });

  it('shows the Spanish button label', () => {
    const html = renderBlock(block, valid.spanish!, 'es');
    expect(html).toContain('>Aplicar para Asociarse con Nosotros</button>');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
