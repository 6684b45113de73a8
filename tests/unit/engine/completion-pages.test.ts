import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completionRoutes } from '../../../src/engine/completion-pages';
import { formatError } from '../../../src/engine/errors';
import { loadSite } from '../../../src/site/engine';
import { makeVariantsDir, repoRoot } from './variants-dir';

const header = '# yaml-language-server: $schema=../schemas/variant.schema.json';
const payPage = (route: string, locale: string) =>
  `${header}\nroute: ${route}\nlocale: ${locale}\ntitle: Pay\ndescription: A page that sells.\nproductId: membership-basic\nblocks:\n  - type: info-cta\n    heading: Buy\n    buttons:\n      - { label: Pagar Ahora, action: { kind: pay } }\n`;

const completionErrors = (files: Record<string, string>) => {
  const dir = makeVariantsDir();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const site = loadSite({ root: repoRoot, variantsDir: dir });
  // Every page loaded: the errors below are about completion pages and nothing else.
  expect(site.errors.filter((e) => !/membership-form/.test(e.message)).map(formatError)).toEqual([]);
  return site.errors.filter((e) => /membership-form/.test(e.message)).map(formatError);
};

/** /thank-you as it is, without what a throwaway variants folder lacks (its translation, the shared footer). */
const realThankYou = readFileSync(join(repoRoot, 'variants/thank-you.yaml'), 'utf8')
  .replace(/^translations:.*\n/m, '')
  .replace(/\n\s+- type: footer\n\s+\$ref: "footer#\/en"\n/, '\n');

describe('where a paid checkout returns, per language', () => {
  it("is today's /thank-you in English and /gracias in Spanish (what create-payment is generated from)", () => {
    const { pages } = loadSite({ root: repoRoot });
    expect(
      completionRoutes(
        pages.map((p) => p.data),
        'membership-form',
      ),
    ).toEqual({ en: '/thank-you', es: '/gracias' });
  });

  it('a language with pay buttons and no completion page is an error at its first pay button', () => {
    const dir = { 'thank-you.yaml': realThankYou, 'venta.yaml': payPage('/venta', 'es') };
    expect(completionErrors(dir)).toEqual([
      'variants/venta.yaml:11:47 blocks[0].buttons[0].action.kind: A pay button in "es" needs a page to return to after paying: add a variant with locale es and a membership-form block (like variants/thank-you.yaml)',
    ]);
  });

  it('a second completion page in one language is an error at its block', () => {
    const copy = realThankYou.replace('route: /thank-you', 'route: /thanks-again');
    expect(completionErrors({ 'thank-you.yaml': realThankYou, 'thanks-again.yaml': copy })).toEqual([
      expect.stringMatching(
        /^variants\/thanks-again\.yaml:\d+:\d+ blocks\[0\]\.type: A second membership-form page in "en": a paid checkout returns to one page per language, and variants\/thank-you\.yaml \(\/thank-you\) is it\. Keep one of them$/,
      ),
    ]);
  });
});
