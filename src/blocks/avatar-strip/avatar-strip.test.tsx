import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('avatar-strip block', () => {
  it('renders every avatar as a button that opens the info modal, named after the member by its picture', () => {
    const html = renderBlock(block, valid.members!);
    expect(html).toContain('role="group" aria-label="Members who joined"');
    expect(html).toMatch(
      /<button type="button" data-action="\{&quot;kind&quot;:&quot;info&quot;\}" class="[^"]*"><img src="\/media\/avatars\/avatar-01.jpg" alt="Sofia M." width="48" height="48" loading="lazy" decoding="async"/,
    );
    expect(html).toContain('Join the members who already secured their spot');
  });

  it('loops a copy of the row for a seamless 30 s slide: only pictures, hidden, nothing to focus, the action once on the list', () => {
    const html = renderBlock(block, valid.members!);
    const copy = html.match(/<ul aria-hidden="true" class="[^"]*" data-action="\{&quot;kind&quot;:&quot;info&quot;\}">(.*?)<\/ul>/)?.[1];
    expect(copy, 'the copy of the row').toBeDefined();
    expect(copy).not.toMatch(/<button|<a |tabindex/i);
    expect(copy).toContain('<li data-name="Sofia M."><img src="/media/avatars/avatar-01.jpg" alt=""');
    expect(html.match(/alt="Sofia M."/g), 'one named picture per member').toHaveLength(1);
    expect(html.match(/<button/g)).toHaveLength(valid.members!.avatars.length);
    expect(html).toContain('animate-marquee');
    expect(html).toContain('hover:[animation-play-state:paused]');
    expect(html).toContain('animation-duration:30s');
  });

  it('shows the counter badge, with a spoken version when given', () => {
    const html = renderBlock(block, valid.members!);
    expect(html).toContain('<span aria-hidden="true">+642</span><span class="sr-only">and 642 more members</span>');
  });

  it('can scroll to a section instead, with a plain link', () => {
    const html = renderBlock(block, valid.scrollToGallery!);
    expect(html).toMatch(/<h2[^>]*>Our community<\/h2>/);
    expect(html).toContain('href="#construction-section"');
    expect(html).not.toContain('data-action');
    // The copy's faces are links too, out of the tab order.
    expect(html).toMatch(/<li data-name="[^"]+"><a href="#construction-section" class="block" tabindex="-1"><img [^>]*alt=""/);
    expect(html).toContain('animation-duration:12s');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
