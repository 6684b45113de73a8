import { loadSite } from '../../src/site/engine';
import { canonicalUrl } from '../../src/render/document';
import type { PageData } from '../../src/engine/page-schema';
import { collectCopy } from './copy';
import { root } from './support';

/**
 * What the YAML says each page holds, resolved by the engine itself ($ref, extends, prices
 * filled): the browser tests compare the built site with it instead of repeating copy.
 */
const loaded = loadSite({ root });
if (loaded.errors.length || !loaded.site) {
  throw new Error(`variants do not load:\n${loaded.errors.map((e) => `${e.pos?.file ?? ''} ${e.path}: ${e.message}`).join('\n')}`);
}
export const site = loaded.site;
export const pages = loaded.pages.map((p) => p.data);

export function pageFor(route: string): PageData {
  const page = pages.find((p) => p.route === route);
  if (!page) throw new Error(`no variant has route ${route}`);
  return page;
}

export const canonical = (route: string) => canonicalUrl(site, route);
export const absolute = (path: string) => new URL(path, site.siteUrl).href;

/**
 * The first block of a type on any page (that `accept` likes), typed with the block's props.
 * Typed by the caller because the registry only knows the blocks generated so far.
 */
export function findBlock<P>(type: string, accept: (block: P) => boolean = () => true): { page: PageData; block: P } {
  for (const page of pages) {
    const block = page.blocks.find((b) => b.type === type && accept(b as unknown as P));
    if (block) return { page, block: block as unknown as P };
  }
  throw new Error(`no page has a ${type} block${accept.length ? ' of the kind this test needs' : ''}`);
}

/** Every button of any block on a page (hero, call-to-action sections…), found by walking the data. */
export function buttonsOn(page: PageData): { label: string; action: { kind: string; target?: string } }[] {
  const found: { label: string; action: { kind: string; target?: string } }[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      // A button as buttonSchema outputs it: label, action and variant (blocks that carry their own
      // label and action, like the avatar strip, are not buttons with that label).
      if (typeof record.label === 'string' && typeof record.variant === 'string' && record.action && typeof record.action === 'object') {
        found.push({ label: record.label, action: record.action as { kind: string; target?: string } });
      }
      Object.values(record).forEach(walk);
    }
  };
  walk(page.blocks);
  return found;
}

/**
 * Visible copy a prerendered page must contain without JavaScript: every headline, heading,
 * FAQ question and answer, and price line in its data (markdown-ish markers removed).
 * The cookie banner is left out: it renders nothing on the server on purpose (it appears only
 * for visitors who have not chosen yet, which only the browser knows).
 */
const clientOnlyBlocks = new Set<string>(['cookie-banner']);

const pageCopyKeys = new Set(['headline', 'heading', 'title', 'question', 'answer', 'priceLine', 'price', 'tag', 'badge']);

export function copyOf(page: PageData): string[] {
  return [
    ...new Set(
      collectCopy(
        page.blocks.filter((b) => !clientOnlyBlocks.has(b.type)),
        pageCopyKeys,
      ),
    ),
  ];
}
