import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from '../../../src/engine/define-block';
import { createEngine } from '../../../src/engine/engine';
import { formatError } from '../../../src/engine/errors';
import { SiteCache } from '../../../src/engine/site-cache';
import { Page } from '../../../src/render/page';
import { engine as travel } from '../../../src/site/engine';
import { repoRoot, tempDir } from './variants-dir';

/**
 * The engine takes a site's words as an argument (issue 26): a second site, with blocks and
 * dialogs of its own, is a second createEngine call. Nothing of the travel site comes with it.
 */
const note = defineBlock({
  type: 'note',
  description: 'A short note',
  schema: z.strictObject({ text: z.string().min(1, 'A note says something') }),
  Component: ({ text }: { text: string }) => <p className="note">{text}</p>,
});

const launchEngine = createEngine({
  blocks: { note },
  dialogs: { site: () => z.strictObject({ greeting: z.string() }), page: z.strictObject({ greeting: z.string() }).partial() },
});

/** A second site's files: its own settings, one product, its own dialogs.yaml and the pages given. */
function launchSite(pages: Record<string, string>): string {
  const dir = tempDir('launch');
  mkdirSync(join(dir, '_shared'));
  const shared = {
    // Its own languages, none of them the travel site's second: languages are site data.
    'site.yaml': [
      'siteName: Launch',
      'siteUrl: https://launch.example',
      'defaultImage: /media/og-default.jpg',
      "themeColor: '#4f46e5'",
      'locales:',
      ...['en', 'de', 'fr'].flatMap((code) => [
        `  ${code}:`,
        `    numberLocale: ${code}`,
        `    ogLocale: ${code}_${code === 'en' ? 'US' : code.toUpperCase()}`,
        '    perInterval: { week: /week, month: /month }',
        '    ratingLabel: Rated {rating} of {max}',
      ]),
    ],
    'products.yaml': ['pro-plan:', '  name: Pro plan', '  amount: 1900', '  interval: month'],
    'dialogs.yaml': ['greeting: Welcome aboard'],
  };
  for (const [file, lines] of Object.entries(shared)) writeFileSync(join(dir, '_shared', file), `${lines.join('\n')}\n`);
  for (const [file, text] of Object.entries(pages)) writeFileSync(join(dir, file), text);
  return dir;
}

const header = '# yaml-language-server: $schema=../schemas/variant.schema.json\n';
const home = `${header}route: /\nlocale: en\ntitle: Launch\ndescription: The launch page.\nproductId: pro-plan\nblocks:\n  - type: note\n    text: Hello\n`;

describe('createEngine: a site gives the engine its words', () => {
  it('loads a second site with its own blocks and dialogs, and renders its pages with its own components', () => {
    const site = launchEngine.loadSite({ root: repoRoot, variantsDir: launchSite({ 'index.yaml': home }) });
    expect(site.errors.map(formatError)).toEqual([]);
    expect(site.dialogs).toEqual({ greeting: 'Welcome aboard' });
    const [page] = site.pages;
    expect(page?.data.blocks).toEqual([{ type: 'note', text: 'Hello' }]);
    const html = renderToString(<Page page={page!.data} site={site.site!} blocks={launchEngine.vocabulary.blocks} />);
    expect(html).toContain('<p class="note">Hello</p>');
  });

  it("refuses the travel site's blocks on the second site, naming the block types it has, and the other way round", () => {
    const withHero = home.replace('  - type: note\n    text: Hello\n', '  - type: hero\n    headline: Hi\n');
    const errors = launchEngine.loadSite({ root: repoRoot, variantsDir: launchSite({ 'index.yaml': withHero }) }).errors.map(formatError);
    expect(errors).toEqual([expect.stringMatching(/^variants\/index\.yaml:8:11 .*Unknown block type "hero".*note/)]);
    expect(travel.blockTypes).not.toContain('note');
    expect(launchEngine.blockTypes).toEqual(['note']);
  });

  it("checks the second site's dialogs.yaml against its own schema", () => {
    const dir = launchSite({ 'index.yaml': home });
    writeFileSync(join(dir, '_shared/dialogs.yaml'), 'greting: Welcome\n');
    const errors = launchEngine.loadSite({ root: repoRoot, variantsDir: dir }).errors.map(formatError);
    expect(errors).toEqual([expect.stringMatching(/^variants\/_shared\/dialogs\.yaml:1:1 .*"greting".*Did you mean "greeting"/)]);
  });

  it('keeps two sites apart when they share one cache (the dev server keeps one)', () => {
    const cache = new SiteCache();
    const dir = launchSite({ 'index.yaml': home });
    expect(launchEngine.loadSite({ root: repoRoot, variantsDir: dir }, cache).errors).toEqual([]);
    // The same files through the travel site's engine: its dialogs.yaml schema and blocks, not the cached answer.
    const asTravel = travel.loadSite({ root: repoRoot, variantsDir: dir }, cache).errors.map(formatError);
    expect(asTravel.some((e) => e.includes('Unknown block type "note"'))).toBe(true);
    expect(asTravel.some((e) => e.startsWith('variants/_shared/dialogs.yaml'))).toBe(true);
  });

  it("writes the second site's page JSON Schema from its own blocks", () => {
    const schema = JSON.stringify(launchEngine.jsonSchemas.variant());
    expect(schema).toContain('"const":"note"');
    expect(schema).not.toContain('"const":"hero"');
  });
});
