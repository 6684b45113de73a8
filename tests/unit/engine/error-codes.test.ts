import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, type ErrorCode } from '../../../src/engine/error-catalogue';
import { formatReport } from '../../../src/engine/errors';
import { loadSite } from '../../../src/site/engine';
import { fixtures, makeVariantsDir, repoRoot } from './variants-dir';
import { errorsWith } from '../experiments/experiments-dir';

/**
 * The smallest files that make each code, relative to tests/fixtures: an invalid fixture where
 * one already does, else a folder under codes/ copied into the variants folder as it is
 * (its _shared/ into _shared/). A Record, so a new code without a fixture does not compile.
 */
const fixtureOf: Record<ErrorCode, string> = {
  YamlSyntax: 'invalid/missing-space-after-colon.yaml',
  JsonSyntax: 'codes/JsonSyntax',
  Indentation: 'invalid/tab-indentation.yaml',
  EmptyFile: 'invalid/empty.yaml',
  DuplicateName: 'codes/DuplicateName',
  MissingSchemaComment: 'invalid/missing-schema-comment.yaml',
  SchemaViolation: 'invalid/wrong-types.yaml',
  UnknownBlockType: 'invalid/unknown-block-type.yaml',
  UnknownKey: 'invalid/unknown-key.yaml',
  DuplicateRoute: 'invalid/duplicate-route.yaml',
  UnresolvedRef: 'invalid/bad-refs.yaml',
  UnknownExtends: 'invalid/bad-extends.yaml',
  ExtendsCycle: 'codes/ExtendsCycle',
  UnknownOverride: 'invalid/bad-override.yaml',
  UnknownProduct: 'invalid/unknown-product.yaml',
  MissingMedia: 'invalid/missing-media.yaml',
  BadTemplate: 'codes/BadTemplate',
  LocaleTextMissing: 'codes/LocaleTextMissing',
  BadTranslation: 'codes/BadTranslation',
  CompletionPage: 'codes/CompletionPage',
  ExperimentName: 'experiments/codes/ExperimentName',
  ExperimentWeights: 'experiments/codes/ExperimentWeights',
  ExperimentControl: 'experiments/codes/ExperimentControl',
  DuplicateArm: 'experiments/codes/DuplicateArm',
  UnknownArmVariant: 'experiments/codes/UnknownArmVariant',
  ArmLocale: 'experiments/codes/ArmLocale',
  ExperimentRoute: 'experiments/codes/ExperimentRoute',
  ExperimentOverlap: 'experiments/codes/ExperimentOverlap',
  UnknownWinner: 'experiments/codes/UnknownWinner',
  ExperimentDates: 'experiments/codes/ExperimentDates',
  ExperimentTooShort: 'experiments/codes/ExperimentTooShort',
  ParamSlot: 'experiments/codes/ParamSlot',
};

const codes = Object.keys(errorCatalogue) as ErrorCode[];
const snapshots = join(import.meta.dirname, '__snapshots__/codes');

/** The real site's shared files and the valid fixtures (which load without errors), plus the code's fixture. */
function load(code: ErrorCode) {
  const from = join(fixtures, fixtureOf[code]);
  // Experiment files (and the variants they need) are laid over the real site (tests/unit/experiments/).
  if (fixtureOf[code].startsWith('experiments/')) return errorsWith(from);
  const dir = makeVariantsDir();
  cpSync(from, statSync(from).isDirectory() ? dir : join(dir, basename(from)), { recursive: true });
  return loadSite({ root: repoRoot, variantsDir: dir }).errors;
}

describe('every author error code', () => {
  it.each(codes)('%s: its fixture makes it, and prints its lines then its hint once', async (code) => {
    const errors = load(code);
    const printed = formatReport(errors);
    expect(
      errors.map((e) => e.code),
      printed.join('\n'),
    ).toContain(code);
    const lines = printed.slice(0, errors.length);
    const hints = printed.slice(errors.length);
    for (const line of lines) expect(line).toMatch(/^(variants|experiments)\/\S+:\d+:\d+[ :]/);
    expect(hints).toContain(`  ${code}: ${errorCatalogue[code].hint}`);
    expect(new Set(hints).size).toBe(hints.length);
    // npm test runs vitest with --update=none: a missing snapshot fails instead of being written.
    const snapshot = `__snapshots__/codes/${code}.txt`;
    const missing = !existsSync(join(import.meta.dirname, snapshot));
    await expect(`${printed.join('\n')}\n`).toMatchFileSnapshot(snapshot, missing ? `no ${snapshot} yet: npm run test:update-snapshots writes it` : undefined);
  });

  it('has one snapshot per code in the catalogue, and none for a code that is gone', () => {
    const pinned = readdirSync(snapshots).map((f) => f.replace(/\.txt$/, ''));
    expect(pinned.sort()).toEqual([...codes].sort());
  });

  it('has a hint of one sentence that says what to do', () => {
    for (const code of codes) expect(errorCatalogue[code].hint, code).toMatch(/^[^\n]+[.)]$/);
  });
});

/**
 * Author errors were object literals `{ code, pos, path, message: `…` }` in a dozen files, and the
 * catalogue's explanations were never printed. An error is made by authorError() from the
 * catalogue; an error's message is changed only by amend() with the catalogue's addenda.
 */
describe('the catalogue is the only place that words an author error', () => {
  const engine = join(repoRoot, 'src/engine');
  const sources = readdirSync(engine)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'error-catalogue.ts')
    .map((f) => ({ file: f, text: readFileSync(join(engine, f), 'utf8') }));

  it('no error is written as an object literal `{ code: …, message: … }` outside it', () => {
    // A zod refine names its code in `params` (media.ts); zod-issues.ts makes that error with authorError().
    const literal = /(?<!params: \{ )\bcode: '[A-Z]\w*'/g;
    const found = sources.flatMap(({ file, text }) => [...text.matchAll(literal)].map((m) => `${file}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it("no error's message is rewritten outside it", () => {
    const rewrite = /\.\.\.\w+,\s*(?:\w+: [^,]+,\s*)*message:/g;
    // errors.ts holds amend(), which adds the catalogue's addenda and nothing else.
    const found = sources.filter(({ file }) => file !== 'errors.ts').flatMap(({ file, text }) => [...text.matchAll(rewrite)].map((m) => `${file}: ${m[0]}`));
    expect(found).toEqual([]);
  });
});

describe('the error table of docs/marketers/variants.md', () => {
  it('lists every code with its hint, as the catalogue has them', () => {
    const page = readFileSync(join(repoRoot, 'docs/marketers/variants.md'), 'utf8');
    const start = page.indexOf('\n## Errors\n');
    expect(start).toBeGreaterThan(-1);
    const end = page.indexOf('\n## ', start + 1);
    const section = page.slice(start, end < 0 ? undefined : end);
    const rows = section.split('\n').filter((line) => /^\| `\w+` \|/.test(line));
    expect(rows).toEqual(codes.map((code) => `| \`${code}\` | ${errorCatalogue[code].hint.replace(/\|/g, '\\|')} |`));
  });
});
