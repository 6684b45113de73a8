import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('legal block', () => {
  it('renders the title, effective date, every section and two ways home', () => {
    const html = renderBlock(block, valid.terms!);
    expect(html).toContain('<h1');
    expect(html).toContain('Terms of Service');
    expect(html).toContain('Effective date: August 1, 2025');
    expect(html).toContain('2. Nature of Service');
    expect(html).toContain('<li>Member events</li>');
    expect(html.match(/href="\/"/g)).toHaveLength(2);
  });

  it('shows a section contact address as a mailto link', () => {
    const html = renderBlock(block, valid.terms!);
    expect(html).toContain('Write to');
    expect(html).toMatch(/<a href="mailto:legal@landfall.example"[^>]*>legal@landfall.example<\/a>/);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
