import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('info-cta block', () => {
  it('renders a heading, the text and a More Info button that opens the info modal', () => {
    const html = renderBlock(block, valid.light!);
    expect(html).toMatch(/<h2[^>]*>Want to know more\?<\/h2>/);
    expect(html).toContain('Get the full dossier');
    expect(html).toMatch(/<button type="button"[^>]*data-action="\{&quot;kind&quot;:&quot;info&quot;\}"[^>]*>More Info<\/button>/);
    expect(html).toContain('bg-sand');
  });

  it('takes its anchor, eyebrow and dark style from YAML', () => {
    const html = renderBlock(block, valid.dark!);
    expect(html).toContain('id="more-info"');
    expect(html).toContain('Limited places');
    expect(html).toContain('bg-ocean');
    expect(html).toContain('>Pay Now</button>');
  });

  it('links scroll buttons to their section without JavaScript', () => {
    const html = renderBlock(block, valid.accent!);
    expect(html).toContain('href="#construction-section"');
    expect(html).not.toContain('data-action');
  });

  it('is laid out only near the screen, not with the first screen of a long page (content-visibility)', () => {
    for (const fixture of [valid.light!, valid.dark!, valid.accent!]) {
      expect(renderBlock(block, fixture)).toMatch(/<section[^>]*class="[^"]*\[contain-intrinsic-size:auto_480px\] \[content-visibility:auto\]/);
    }
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
