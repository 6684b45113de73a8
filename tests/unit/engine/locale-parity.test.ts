import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/engine/errors';
import { loadSite } from '../../../src/site/engine';
import { fixtures, makeVariantsDir, repoRoot } from './variants-dir';

/** The loader's parity errors, as an author reads them. */
const parityErrors = (variantsDir: string) =>
  loadSite({ root: repoRoot, variantsDir })
    .errors.filter((e) => / exists in \w+ but not in \w+$| is a \w+ in \w+ but a /.test(e.message))
    .map(formatError);

describe('UI texts in one language and not the other', () => {
  it('names each key or list item without a partner, at that key, and nothing else', () => {
    const dir = makeVariantsDir();
    copyFileSync(join(fixtures, 'locale/greetings.yaml'), join(dir, '_shared/greetings.yaml'));
    copyFileSync(join(fixtures, 'locale/english-only.yaml'), join(dir, '_shared/english-only.yaml'));
    expect(parityErrors(dir)).toEqual([
      'variants/_shared/greetings.yaml:5:5: toasts.paymentError exists in en but not in es',
      'variants/_shared/greetings.yaml:10:7: steps[2] exists in en but not in es',
      'variants/_shared/greetings.yaml:15:31: toasts.saved.description exists in es but not in en',
      // fieldErrors (es only) is no gap: it translates the English messages, which English needs none of.
      'variants/_shared/greetings.yaml:19:3: hint is a text in en but a list in es',
    ]);
  });

  it("compares site.yaml's locales too", () => {
    const dir = makeVariantsDir();
    const site = join(dir, '_shared/site.yaml');
    writeFileSync(site, readFileSync(site, 'utf8').replace('month: /mes', 'monthly: /mes'));
    const errors = parityErrors(dir);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^variants\/_shared\/site\.yaml:\d+:\d+: perInterval\.month exists in en but not in es$/);
    expect(errors[1]).toMatch(/^variants\/_shared\/site\.yaml:\d+:\d+: perInterval\.monthly exists in es but not in en$/);
  });

  it("today's shared fragments have every UI text in both languages", () => {
    expect(parityErrors(join(repoRoot, 'variants'))).toEqual([]);
  });
});
