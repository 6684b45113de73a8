import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('call-cta block', () => {
  it('renders the heading, text and the three features', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/<h2[^>]*>Ready to Get Started\?<\/h2>/);
    expect(html).toContain('Book a free call with our team.');
    for (const label of ['Free consultation', '30-minute session', 'Expert guidance']) expect(html).toContain(label);
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(3);
    expect(html).toContain('No commitment required.');
  });

  it('links the button to the external scheduling page in a new tab, without JavaScript', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/calendly.com\/landfall\/30min"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Schedule Your Call Now<\/a>/,
    );
    expect(html).not.toContain('data-action');
  });

  it('shows the Spanish button label', () => {
    expect(renderBlock(block, valid.spanish!, 'es')).toContain('>Programa tu Llamada Ahora</a>');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
