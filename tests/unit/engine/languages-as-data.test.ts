import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument, type YAMLMap } from 'yaml';
import { formatError } from '../../../src/engine/errors';
import { alternatesOf } from '../../../src/engine/page-translations';
import { loadSite } from '../../../src/site/engine';
import { makeVariantsDir, repoRoot } from './variants-dir';

/**
 * Languages are site data (issue 26): site.yaml's `locales` lists them, any BCP 47 tags, and
 * nothing in the code does. A third language is a key in site.yaml, its texts in dialogs.yaml and
 * its pages; the schemas, the page checks, the locale parity and hreflang follow.
 */
const header = '# yaml-language-server: $schema=../schemas/variant.schema.json\n';

/** The real site with German added: its settings, its dialog texts (a copy of the Spanish ones, `drop` left out) and a pair of pages. */
function siteWithGerman({ drop }: { drop?: string } = {}): string {
  const dir = makeVariantsDir();
  const sitePath = join(dir, '_shared/site.yaml');
  const site = parseDocument(readFileSync(sitePath, 'utf8'));
  site.setIn(['locales', 'de'], {
    numberLocale: 'de-DE',
    ogLocale: 'de_DE',
    perInterval: { week: '/Woche', month: '/Monat' },
    ratingLabel: 'Bewertet mit {rating} von {max}',
  });
  writeFileSync(sitePath, site.toString());
  const dialogsPath = join(dir, '_shared/dialogs.yaml');
  const dialogs = parseDocument(readFileSync(dialogsPath, 'utf8'));
  const german = (dialogs.get('es', true) as YAMLMap).clone() as YAMLMap;
  if (drop) german.delete(drop);
  dialogs.set('de', german);
  writeFileSync(dialogsPath, dialogs.toString());
  const page = (route: string, locale: string, other: Record<string, string>) =>
    [
      header.trim(),
      `route: ${route}`,
      `locale: ${locale}`,
      `title: ${locale === 'de' ? 'Mitgliedschaft' : 'Membership'}`,
      'description: A page in two languages.',
      'productId: founder-membership',
      `translations: ${JSON.stringify(other)}`,
      'blocks:',
      '  - $ref: "snippets#/legal-en"',
      '',
    ].join('\n');
  writeFileSync(join(dir, 'member-de.yaml'), page('/mitglied', 'de', { en: '/member' }));
  writeFileSync(join(dir, 'member.yaml'), page('/member', 'en', { de: '/mitglied' }));
  return dir;
}

const load = (variantsDir: string) => loadSite({ root: repoRoot, variantsDir });

describe('a third language, as site data', () => {
  it('loads with no code edit: German pages, German dialog texts, and hreflang for every language of the group', () => {
    const site = load(siteWithGerman());
    expect(site.errors.map(formatError)).toEqual([]);
    expect(Object.keys(site.site!.locales)).toEqual(['en', 'es', 'de']);
    expect(Object.keys(site.dialogs!.texts)).toEqual(['en', 'es', 'de']);
    const german = site.pages.find((p) => p.data.route === '/mitglied')!.data;
    expect(german.locale).toBe('de');
    expect(alternatesOf(german, site.site!).map((a) => a.hreflang)).toEqual(['en', 'de', 'x-default']);
  });

  it('holds every language to the same UI texts: a key German lacks is named at the English and the Spanish one', () => {
    const errors = load(siteWithGerman({ drop: 'close' })).errors.map(formatError);
    expect(errors).toEqual([
      'variants/_shared/dialogs.yaml:17:3: close exists in en but not in de',
      'variants/_shared/dialogs.yaml:142:3: close exists in es but not in de',
      'variants/_shared/dialogs.yaml:295:3 de.close: Missing required key "close"',
    ]);
  });

  it('refuses a page in a language site.yaml does not declare, at its locale, naming the ones it does', () => {
    const dir = makeVariantsDir();
    writeFileSync(join(dir, 'french.yaml'), `${header}extends: base\nroute: /french\nlocale: fr\n`);
    expect(load(dir).errors.map(formatError)).toEqual(['variants/french.yaml:4:9 locale: Expected "en" or "es", got "fr"']);
  });

  it('refuses a translation listed under a language the site does not have, with the nearest one', () => {
    const dir = makeVariantsDir();
    writeFileSync(join(dir, 'base.yaml'), `${readFileSync(join(dir, 'base.yaml'), 'utf8')}translations: { esp: /base }\n`);
    expect(load(dir).errors.map(formatError)).toEqual([
      expect.stringMatching(
        /^variants\/base\.yaml:11:\d+ translations\.esp: "esp" is not a language of the site \(site\.yaml's locales: en, es\)\. Did you mean "es"\?$/,
      ),
    ]);
  });

  it('takes any BCP 47 tag, and refuses what is not one', () => {
    const dir = makeVariantsDir();
    const sitePath = join(dir, '_shared/site.yaml');
    const site = parseDocument(readFileSync(sitePath, 'utf8'));
    site.setIn(['locales', 'pt_BR'], site.getIn(['locales', 'es']));
    writeFileSync(sitePath, site.toString());
    expect(load(dir).errors.map(formatError)).toContainEqual(expect.stringMatching(/^variants\/_shared\/site\.yaml:\d+:\d+ locales\.pt_BR: .*BCP 47 tag/));
  });
});
