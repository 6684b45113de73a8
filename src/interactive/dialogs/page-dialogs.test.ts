import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatError } from '../../engine/errors';
import { loadSite } from '../../site/engine';
import { mergeDialogTexts, pageDialogPayload } from './page-dialogs';

const root = join(import.meta.dirname, '../../..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A variants folder with the real shared files and one Spanish page whose `dialogs:` is `dialogsYaml`. */
function siteWithPage(dialogsYaml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'landfall-page-dialogs-'));
  made.push(dir);
  cpSync(join(root, 'variants/_shared'), join(dir, '_shared'), { recursive: true });
  const text = [
    '# yaml-language-server: $schema=../schemas/variant.schema.json',
    'route: /oferta',
    'locale: es',
    'title: Oferta',
    'description: Una oferta.',
    'productId: membership-basic',
    dialogsYaml,
    'blocks:',
    '  - type: info-cta',
    '    heading: Más detalles',
    '    buttons: [{ label: Más Información, action: { kind: info } }]',
    '',
  ].join('\n');
  writeFileSync(join(dir, 'oferta.yaml'), text);
  // A page of the same language without texts of its own.
  writeFileSync(join(dir, 'otra.yaml'), text.replace('route: /oferta', 'route: /otra').replace(dialogsYaml, ''));
  const site = loadSite({ root, variantsDir: dir });
  const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  return { site, line, errors: site.errors.map(formatError) };
}

describe("a page's own dialog texts", () => {
  const own = `dialogs:
  founder:
    intro:
      eyebrow: Solo en esta página
      stats:
        - { value: 650+, label: compradores }
        - { value: "{price:membership-basic}", label: la membresía }
  toasts:
    paymentError: { title: No se pudo pagar }`;

  it("merge over the language's texts key by key: lists replaced whole, everything else kept", () => {
    const { site } = siteWithPage(own);
    expect(site.errors.map(formatError)).toEqual([]);
    const page = site.pages.find((p) => p.data.route === '/oferta')!.data;
    const shared = site.dialogs!.texts.es!;
    const merged = pageDialogPayload(site.dialogs!, page);
    expect(merged.locale).toBe('es');
    expect(merged.texts.founder.intro).toEqual({
      ...shared.founder.intro,
      eyebrow: 'Solo en esta página',
      // Prices in a page's dialog texts are filled from the catalogue in the page's locale, like its copy.
      stats: [
        { value: '650+', label: 'compradores' },
        { value: '$1,500', label: 'la membresía' },
      ],
    });
    expect(merged.texts.toasts.paymentError).toEqual({ title: 'No se pudo pagar', description: shared.toasts.paymentError.description });
    expect(merged.texts.founder.form).toEqual(shared.founder.form);
    expect(merged.schedulingUrl).toBe(site.dialogs!.schedulingUrl);
  });

  it('leave the other pages of the language with the shared texts', () => {
    const { site } = siteWithPage(own);
    const other = site.pages.find((p) => p.data.route === '/otra')!.data;
    expect(other.dialogs).toBeUndefined();
    expect(pageDialogPayload(site.dialogs!, other).texts).toBe(site.dialogs!.texts.es!);
    expect(mergeDialogTexts(site.dialogs!.texts.es!, undefined)).toBe(site.dialogs!.texts.es!);
  });

  it('report a misspelt key at its line and column, with a suggestion', () => {
    const { errors, line } = siteWithPage(`dialogs:
  founder:
    intro:
      stat:
        - { value: 650+, label: compradores }`);
    // At the misspelt key itself, as every unknown key is reported (dialogs-schema.test.ts).
    expect(errors).toEqual([`variants/oferta.yaml:${line('stat:')}:7 dialogs.founder.intro.stat: Unknown key "stat". Did you mean "stats"?`]);
  });

  it('check values as dialogs.yaml does: no empty text, only known icons', () => {
    const { errors, line } = siteWithPage(`dialogs:
  close: ""
  founder:
    intro:
      cards:
        - { icon: rockett, title: Para Emprendedores, text: Trabaja desde la playa. }`);
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^variants/oferta\\.yaml:${line('close:')}:\\d+ dialogs\\.close: `)),
      expect.stringMatching(new RegExp(`^variants/oferta\\.yaml:${line('rockett')}:\\d+ dialogs\\.founder\\.intro\\.cards\\[0\\]\\.icon: .*rocket`)),
    ]);
  });
});
