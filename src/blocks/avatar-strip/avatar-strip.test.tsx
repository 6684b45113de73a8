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
      /<button type="button" data-action="\{&quot;kind&quot;:&quot;info&quot;\}" class="[^"]*" data-name="Sofia M."><img src="\/media\/avatars\/avatar-01.jpg" alt="Sofia M." width="48" height="48" loading="lazy" decoding="async"/,
    );
    expect(html).toContain('Join the members who already secured their spot');
  });

  it("prerenders one row only, with the loop off until the page's code has made its copy (avatar-loop.behaviour.ts)", () => {
    const html = renderBlock(block, valid.members!);
    expect(html.match(/<ul/g)).toHaveLength(1);
    expect(html.match(/<button/g)).toHaveLength(valid.members!.avatars.length);
    expect(html).toContain('data-behaviour="blocks/avatar-strip/avatar-loop"');
    expect(html).toMatch(/data-avatar-track="" class="[^"]*\bdata-looping:animate-marquee\b/);
    expect(html).toContain('hover:[animation-play-state:paused]');
    expect(html).toContain('animation-duration:30s');
  });

  it('draws each name label from data-name instead of an element per face (28 elements on the long pages)', () => {
    const html = renderBlock(block, valid.members!);
    const faces = valid.members!.avatars;
    // One list item, one button, one picture per member: nothing else per face.
    const perFace = (html.match(/<li[\s>]/g) ?? []).length + (html.match(/<button/g) ?? []).length + (html.match(/<img/g) ?? []).length;
    expect(perFace).toBe(3 * faces.length);
    expect(html).not.toContain('<span aria-hidden="true" class="pointer-events-none');
    for (const face of faces) expect(html).toContain(`data-name="${face.name}"`);
    expect(html.match(/class="avatar-face /g)).toHaveLength(faces.length);
    expect(html.match(/<span/g) ?? []).toHaveLength(2); // the counter's two
  });

  it("transitions only a face's lift, not its colours or ring (196 transitions ran from the browser's defaults on the long pages when they were styled before their stylesheet)", () => {
    const html = renderBlock(block, valid.members!);
    const classes = [...html.matchAll(/class="(avatar-face [^"]*)"/g)].map((m) => m[1]!.split(' '));
    expect(classes.length).toBeGreaterThan(0);
    for (const list of classes) {
      expect(list.filter((name) => name.startsWith('transition'))).toEqual(['transition-[scale]']);
      // The sun ring on hover and focus is the face's ::before (src/styles.css), not a ring colour.
      expect(list.filter((name) => /ring-sun/.test(name))).toEqual([]);
    }
  });

  it('lays the strip out only near the screen (content-visibility), with a height close to its own', () => {
    const html = renderBlock(block, valid.members!);
    expect(html).toMatch(/<section[^>]*class="[^"]*\[content-visibility:auto\][^"]*"/);
    expect(html).toMatch(/<section[^>]*class="[^"]*\[contain-intrinsic-size:auto_320px\]/);
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
    expect(html).toContain('animation-duration:12s');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
