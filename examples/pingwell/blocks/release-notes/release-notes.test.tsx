import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures } from '../../../../src/blocks/test-helpers';
import { renderBlock } from '../../../../src/blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('release-notes block (pingwell)', () => {
  it('lists the releases newest first, each an article named by its version and title', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toContain('<section id="releases"');
    const headings = [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(headings).toEqual(['2.4Maintenance windows', '2.3Faster checks from Asia']);
    expect(html).toContain('aria-labelledby="releases-2-4"');
    expectSectionLabelledByHeading(html);
  });

  it("tags each change with the page's own word for its kind", () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/>New<\/span><span>Schedule maintenance windows/);
    expect(html).toMatch(/>Fixed<\/span><span>SSL expiry alerts/);
  });

  it("writes the release day in the page's language, keeping the machine date in <time>", () => {
    expect(renderBlock(block, valid.english!)).toContain('<time dateTime="2026-11-03">November 3, 2026</time>');
    // The sample site's second language: the date follows its number locale (es-US).
    expect(renderBlock(block, valid.german!, 'es')).toMatch(/<time dateTime="2026-11-03">3 de noviembre de 2026<\/time>/);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
