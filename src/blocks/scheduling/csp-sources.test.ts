import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BlockData } from '../../engine/page-schema';
import { blockSchema, loadSite } from '../../site/engine';
import { frameUrlsOf, scriptUrlsOf } from './csp-sources';
import { valid } from './fixtures';

const root = join(import.meta.dirname, '..', '..', '..');
const page = (...blocks: unknown[]) => ({ blocks: blocks.map((b) => blockSchema.parse(b) as BlockData) });

describe('the scheduling sections in the Content-Security-Policy', () => {
  it("allows the built site's booking page in frames: the one the call section links to", () => {
    const { pages, errors } = loadSite({ root });
    expect(errors).toEqual([]);
    const data = pages.map((p) => p.data);
    const actionOf = (b: BlockData) => (b as { button?: { action: { kind: string; href?: string } } }).button?.action;
    const callHrefs = data.flatMap((p) =>
      p.blocks.flatMap((b) => {
        const action = b.type === 'call-cta' ? actionOf(b) : undefined;
        return action?.kind === 'link' ? [action.href] : [];
      }),
    );
    expect(frameUrlsOf(data)).toEqual([...new Set(callHrefs)]);
    expect(scriptUrlsOf(data)).toEqual([]);
  });

  it('lists each booking page and widget script once, from every page, and nothing for pages without the section', () => {
    const english = { type: 'scheduling', ...valid.english };
    const widget = { type: 'scheduling', ...valid.withWidget, booking: { href: 'https://booking.example/landfall' } };
    const pages = [page(english), page(widget, english), page({ type: 'call-cta', ...callCta })];
    expect(frameUrlsOf(pages)).toEqual(['https://calendly.com/landfall/30min', 'https://booking.example/landfall']);
    expect(scriptUrlsOf(pages)).toEqual(['https://assets.calendly.com/assets/external/widget.js']);
    expect(frameUrlsOf([page({ type: 'call-cta', ...callCta })])).toEqual([]);
  });
});

const callCta = {
  heading: 'Ready?',
  text: 'Book a call.',
  features: [{ icon: 'clock', label: '30 minutes' }],
  button: { label: 'Book', action: { kind: 'link', href: 'https://elsewhere.example/book' } },
};
