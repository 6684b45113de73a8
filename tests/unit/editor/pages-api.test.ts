import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { YamlFile } from '../../../src/editor/yaml-edit';
import { formatError } from '../../../src/engine/errors';
import { readSite } from '../../../src/render/site-pipeline';
import {
  answerPagesRequest,
  duplicatePage,
  editorChoices,
  listPages,
  makeAbTest,
  previewPage,
  readPage,
  savePage,
  undoSave,
} from '../../../src/site/editor/pages-api';
import { engine } from '../../../src/site/engine';
import { repoRoot, tempDir } from '../engine/variants-dir';

/**
 * The page editor's server side, on a copy of the real variants and experiments: what the studio
 * lists, previews and writes, and what it refuses. Each test that writes has its own copy.
 */

const root = repoRoot;

/** A copy of the project's variants/ (31 pages and their shared files), nothing else. */
function variantsCopy(): string {
  const dir = tempDir('pages-api');
  cpSync(join(repoRoot, 'variants'), dir, { recursive: true });
  return dir;
}

// The project's experiments go with its own variants only: each test gets a copy, named for its variants.
let experimentsDir: string;
beforeEach(() => {
  experimentsDir = tempDir('pages-api-experiments');
  cpSync(join(repoRoot, 'experiments'), experimentsDir, { recursive: true });
  process.env.LANDFALL_EXPERIMENTS_DIR = experimentsDir;
});
afterAll(() => {
  delete process.env.LANDFALL_EXPERIMENTS_DIR;
});

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const promo = 'variants/promo.yaml';

/** promo.yaml's text with one value changed through the editor's own YAML edits. */
function promoWith(dir: string, path: (string | number)[], value: string | number): string {
  const file = YamlFile.parse(readFileSync(join(dir, 'promo.yaml'), 'utf8'));
  file.set(path, value);
  return file.toString();
}

describe('the list of pages', () => {
  it('lists all 31 pages with their route, language, title, what they extend and the experiments they are in', () => {
    const list = listPages(root, variantsCopy());
    expect(list.writable).toBe(true);
    expect(list.pages).toHaveLength(31);
    expect(list.pages.find((p) => p.name === 'home')).toEqual({
      file: 'variants/home.yaml',
      name: 'home',
      route: '/',
      locale: 'en',
      title: expect.any(String),
      extends: null,
      experiments: [{ name: 'home-headline', file: 'experiments/home-headline.yaml', arm: 'control' }],
      reads: expect.arrayContaining(['variants/_shared/footer.yaml']),
      problems: [],
    });
    expect(list.pages.find((p) => p.name === 'home-sumba')).toMatchObject({ route: '/home-sumba', extends: 'home', experiments: [{ arm: 'sumba' }] });
    // What a shared file's preview is drawn in: a page that reads it (its parent's reads too).
    expect(list.pages.find((p) => p.name === 'home-sumba')?.reads).toEqual(expect.arrayContaining(['variants/home.yaml', 'variants/_shared/footer.yaml']));
    expect(list.pages.find((p) => p.name === 'thanks-es')).toMatchObject({ route: '/gracias', locale: 'es' });
    expect(list.pages.every((p) => p.problems.length === 0)).toBe(true);
  });

  it('lists the shared files apart, by name, and none of them as a page', () => {
    const list = listPages(root, variantsCopy());
    expect(list.shared).toContainEqual({ name: 'footer', file: 'variants/_shared/footer.yaml' });
    expect(list.shared).toHaveLength(readdirSync(join(repoRoot, 'variants/_shared')).length);
    expect(list.pages.filter((p) => p.file.includes('_shared'))).toEqual([]);
  });

  it('shows a broken page’s mistake on it and on the page that extends it, and keeps its route', () => {
    const dir = variantsCopy();
    const partner = readFileSync(join(dir, 'partner.yaml'), 'utf8');
    writeFileSync(join(dir, 'partner.yaml'), partner.replace(/^locale: en$/m, 'locale: de'));
    const pages = listPages(root, dir).pages;
    const problem = { file: 'variants/partner.yaml', line: 5, col: 9, path: 'locale', message: 'Expected "en" or "es", got "de"' };
    expect(pages.find((p) => p.name === 'partner')).toMatchObject({ route: '/partner', locale: null, problems: [problem] });
    expect(pages.find((p) => p.name === 'team')?.problems).toContainEqual(problem);
    expect(pages.find((p) => p.name === 'promo')?.problems).toEqual([]);
  });
});

describe('reading a file', () => {
  it('gives the text as it is on disk, with a version that changes when the text does', () => {
    const dir = variantsCopy();
    const text = readFileSync(join(dir, 'promo.yaml'), 'utf8');
    expect(readPage(root, promo, dir)).toEqual({ file: promo, text, version: sha(text) });
    expect(readPage(root, 'variants/_shared/footer.yaml', dir).text).toBe(readFileSync(join(dir, '_shared/footer.yaml'), 'utf8'));
    writeFileSync(join(dir, 'promo.yaml'), `${text}# more\n`);
    expect(readPage(root, promo, dir).version).not.toBe(sha(text));
  });

  it.each([
    '../package.json',
    'variants/../package.json',
    'variants/_shared/../../package.json',
    '/etc/passwd',
    'src/site/engine.ts',
    'experiments/home-headline.yaml',
    'variants/promo.txt',
    'variants/_shared/nested/x.yaml',
  ])('refuses %j with 400, reading and writing nothing outside variants/', (file) => {
    const dir = variantsCopy();
    const query = new URLSearchParams({ file });
    const read = answerPagesRequest(root, dir, { method: 'GET', path: '/file', query, body: undefined });
    expect(read).toEqual({ status: 400, body: { error: expect.stringContaining('is not a page file') } });
    const save = answerPagesRequest(root, dir, { method: 'POST', path: '/save', query, body: { file, text: 'x: 1\n', version: sha('') } });
    expect(save.status).toBe(400);
    expect(answerPagesRequest(root, dir, { method: 'POST', path: '/preview', query, body: { file, text: 'x: 1\n' } }).status).toBe(400);
  });

  it('answers 404 for a page file that does not exist', () => {
    const answer = answerPagesRequest(root, variantsCopy(), {
      method: 'GET',
      path: '/file',
      query: new URLSearchParams({ file: 'variants/nothing.yaml' }),
      body: undefined,
    });
    expect(answer).toEqual({ status: 404, body: { error: 'variants/nothing.yaml does not exist' } });
  });
});

describe('previewing an edit', () => {
  it('draws the page with a changed headline, writing nothing', () => {
    const dir = variantsCopy();
    const before = readFileSync(join(dir, 'promo.yaml'), 'utf8');
    const answer = previewPage(root, { file: promo, text: promoWith(dir, ['blocks', 0, 'headline'], 'Held for you for a whole week') }, dir);
    expect(answer.problems).toEqual([]);
    expect(answer.html).toContain('Held for you for a whole week');
    // The page's own stylesheet, and none of its scripts: a srcdoc frame would run them at origin "null".
    expect(answer.html).toContain('/src/styles.css');
    expect(answer.html).not.toMatch(/<script|modulepreload/i);
    expect(previewPage(root, { file: promo, text: before }, dir).html).not.toContain('Held for you for a whole week');
    expect(readFileSync(join(dir, 'promo.yaml'), 'utf8')).toBe(before);
  });

  it('reports an invalid value at its line and path, and draws nothing', () => {
    const dir = variantsCopy();
    const answer = previewPage(root, { file: promo, text: promoWith(dir, ['blocks', 0, 'image', 'width'], 'wide') }, dir);
    expect(answer.html).toBeUndefined();
    expect(answer.problems).toEqual([{ file: promo, line: 16, col: 51, path: 'blocks[0].image.width', message: expect.stringContaining('"wide"') }]);
  });

  it('draws the route it is given for a shared file, with the edit in every page that reads it', () => {
    const dir = variantsCopy();
    const footer = readFileSync(join(dir, '_shared/footer.yaml'), 'utf8');
    const first = /brandName: (.+)/.exec(footer)?.[1];
    expect(first).toBeTruthy();
    const text = footer.replace(`brandName: ${first}`, 'brandName: Landfall Preview Co');
    const answer = previewPage(root, { file: 'variants/_shared/footer.yaml', text, route: '/promo' }, dir);
    expect(answer.problems).toEqual([]);
    expect(answer.html).toContain('Landfall Preview Co');
  });
});

describe('saving', () => {
  it('writes exactly the text sent: one changed headline is one changed line', () => {
    const dir = variantsCopy();
    const { text: before, version } = readPage(root, promo, dir);
    const text = promoWith(dir, ['blocks', 0, 'headline'], 'Held for you for a whole week');
    const answer = savePage(root, { file: promo, text, version }, dir);
    expect(answer).toEqual({ status: 200, body: { version: sha(text), undoable: 1 } });
    const after = readFileSync(join(dir, 'promo.yaml'), 'utf8');
    expect(after).toBe(text);
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['    headline: Held for you for a whole week']);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses with 409 and the text on disk when someone else changed the file since it was read', () => {
    const dir = variantsCopy();
    const { version } = readPage(root, promo, dir);
    const theirs = promoWith(dir, ['blocks', 0, 'badge'], 'Their badge');
    writeFileSync(join(dir, 'promo.yaml'), theirs);
    const answer = savePage(root, { file: promo, text: promoWith(dir, ['blocks', 0, 'headline'], 'Mine'), version }, dir);
    expect(answer).toEqual({ status: 409, body: { conflict: true, text: theirs, version: sha(theirs) } });
    expect(readFileSync(join(dir, 'promo.yaml'), 'utf8')).toBe(theirs);
  });

  it('refuses with 422 and the mistakes a text makes, leaving the file untouched', () => {
    const dir = variantsCopy();
    const { text: before, version } = readPage(root, promo, dir);
    const answer = savePage(root, { file: promo, text: promoWith(dir, ['blocks', 0, 'image', 'width'], 'wide'), version }, dir);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ problems: [expect.objectContaining({ file: promo, path: 'blocks[0].image.width' })] });
    expect(readFileSync(join(dir, 'promo.yaml'), 'utf8')).toBe(before);
  });

  it('refuses a shared file’s edit that breaks a page reading it, naming that page’s file', () => {
    const dir = variantsCopy();
    const { text, version } = readPage(root, 'variants/_shared/products.yaml', dir);
    const answer = savePage(root, { file: 'variants/_shared/products.yaml', text: text.replace(/^main-offer:/m, 'main-offers:'), version }, dir);
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('main-offer');
    expect(readFileSync(join(dir, '_shared/products.yaml'), 'utf8')).toBe(text);
  });

  it('saves a page while another page on disk is broken: that mistake is the other file’s', () => {
    const dir = variantsCopy();
    const deal = readFileSync(join(dir, 'deal.yaml'), 'utf8');
    writeFileSync(join(dir, 'deal.yaml'), deal.replace('height: tall', 'height: towering'));
    const { version } = readPage(root, promo, dir);
    const text = promoWith(dir, ['blocks', 0, 'headline'], 'Saved beside a broken page');
    expect(savePage(root, { file: promo, text, version }, dir).status).toBe(200);
    expect(readFileSync(join(dir, 'promo.yaml'), 'utf8')).toBe(text);
  });
});

describe('undoing a save', () => {
  it('puts the bytes before the save back, then has nothing more to undo', () => {
    const dir = variantsCopy();
    const { text: original, version } = readPage(root, promo, dir);
    const saved = savePage(root, { file: promo, text: promoWith(dir, ['blocks', 0, 'headline'], 'For a week'), version }, dir);
    if (saved.status !== 200) throw new Error(`not saved: ${JSON.stringify(saved.body)}`);
    const undone = undoSave(root, { file: promo, version: saved.body.version }, dir);
    expect(undone).toEqual({ status: 200, body: { file: promo, text: original, version: sha(original), undoable: 0 } });
    expect(readFileSync(join(dir, 'promo.yaml'), 'utf8')).toBe(original);
    expect(undoSave(root, { file: promo, version: sha(original) }, dir)).toEqual({ status: 404, body: { error: 'No save of variants/promo.yaml to undo' } });
  });

  it('refuses with 409 when the file changed since the save, keeping that change', () => {
    const dir = variantsCopy();
    const { version } = readPage(root, promo, dir);
    const saved = savePage(root, { file: promo, text: promoWith(dir, ['blocks', 0, 'headline'], 'For a week'), version }, dir);
    if (saved.status !== 200) throw new Error(`not saved: ${JSON.stringify(saved.body)}`);
    const theirs = `${readFileSync(join(dir, 'promo.yaml'), 'utf8')}# their note\n`;
    writeFileSync(join(dir, 'promo.yaml'), theirs);
    expect(undoSave(root, { file: promo, version: saved.body.version }, dir)).toEqual({
      status: 409,
      body: { conflict: true, text: theirs, version: sha(theirs) },
    });
    expect(readFileSync(join(dir, 'promo.yaml'), 'utf8')).toBe(theirs);
  });
});

describe('duplicating a page', () => {
  it('writes a variant extending the page at its new route, as npm run new -- variant does', () => {
    const dir = variantsCopy();
    expect(duplicatePage(root, { from: 'promo', route: '/promo-week' }, dir)).toEqual({ status: 200, body: { file: 'variants/promo-week.yaml' } });
    const text = readFileSync(join(dir, 'promo-week.yaml'), 'utf8');
    expect(text.split('\n').slice(0, 4)).toEqual([
      '# yaml-language-server: $schema=../schemas/variant.schema.json',
      "# /promo-week: the page of variants/promo.yaml at its own address. Keys written here replace promo's.",
      'extends: promo',
      'route: /promo-week',
    ]);
    expect(text).toContain('# overrides:\n#   hero:\n#     badge: 48-hour offer\n');
    expect(listPages(root, dir).pages.find((p) => p.name === 'promo-week')).toMatchObject({ route: '/promo-week', extends: 'promo', problems: [] });
  });

  it('refuses a route that is taken or a page that does not exist with the command line’s words, writing nothing', () => {
    const dir = variantsCopy();
    const before = readdirSync(dir);
    expect(duplicatePage(root, { from: 'home', route: '/gracias' }, dir)).toEqual({
      status: 422,
      body: { error: '/gracias is already the route of variants/thanks-es.yaml; nothing was written' },
    });
    expect(duplicatePage(root, { from: 'hom', route: '/autumn' }, dir)).toEqual({
      status: 422,
      body: { error: 'No variant "hom" in variants/ to start from. Did you mean "home"?' },
    });
    expect(readdirSync(dir)).toEqual(before);
  });
});

describe('starting an A/B test', () => {
  const today = new Date('2027-03-01T09:30:00Z');

  it('writes a valid experiment of the copy against the page on its route, which the list then shows', () => {
    const dir = variantsCopy();
    duplicatePage(root, { from: 'promo', route: '/promo-week' }, dir);
    const answer = makeAbTest(root, { challenger: 'promo-week', control: 'promo', goal: 'payment-paid' }, dir, today);
    expect(answer).toEqual({ status: 200, body: { file: 'experiments/promo-week-test.yaml' } });
    expect(readFileSync(join(experimentsDir, 'promo-week-test.yaml'), 'utf8')).toBe(
      [
        '# yaml-language-server: $schema=../schemas/experiment.schema.json',
        '# Does variants/promo-week.yaml bring more payment-paid conversions than variants/promo.yaml, the page /promo shows now?',
        'route: /promo',
        'goal: payment-paid',
        'arms:',
        '  - { name: control, variant: promo, weight: 50, control: true }',
        '  - { name: promo-week, variant: promo-week, weight: 50 }',
        'start: 2027-03-01',
        'minimumDetectableEffect: 0.2',
        'baselineRate: 0.03',
        '',
      ].join('\n'),
    );
    expect(readSite({ engine, root, variantsDir: dir }).errors.map(formatError)).toEqual([]);
    const pages = listPages(root, dir).pages;
    const use = { name: 'promo-week-test', file: 'experiments/promo-week-test.yaml' };
    expect(pages.find((p) => p.name === 'promo')?.experiments).toEqual([{ ...use, arm: 'control' }]);
    expect(pages.find((p) => p.name === 'promo-week')?.experiments).toEqual([{ ...use, arm: 'promo-week' }]);
  });

  it('refuses an existing file, an unknown variant or goal, and a test that would not validate, leaving no file', () => {
    const dir = variantsCopy();
    const before = readdirSync(experimentsDir);
    const refused = (request: Parameters<typeof makeAbTest>[1]) => {
      const answer = makeAbTest(root, request, dir, today);
      expect(answer.status).toBe(422);
      return (answer.body as { error: string }).error;
    };
    expect(refused({ challenger: 'home-sumba', control: 'home', goal: 'founder-application', name: 'home-headline' })).toBe(
      'experiments/home-headline.yaml already exists; nothing was written (pick another name, or edit that file)',
    );
    expect(refused({ challenger: 'promoo', control: 'promo', goal: 'payment-paid' })).toBe('No variant "promoo" in variants/. Did you mean "promo"?');
    expect(refused({ challenger: 'v1', control: 'promo', goal: 'payment-pad' })).toMatch(
      /^"payment-pad" is not a goal: one of founder-application, .* Did you mean "payment-paid"\?$/,
    );
    // thanks-es is in Spanish, promo in English: one route cannot show both.
    expect(refused({ challenger: 'thanks-es', control: 'promo', goal: 'payment-paid' })).toMatch(
      /^experiments\/thanks-es-test\.yaml would not validate, so it was not written:\nexperiments\/thanks-es-test\.yaml:7:/,
    );
    expect(readdirSync(experimentsDir)).toEqual(before);
    expect(existsSync(join(experimentsDir, 'thanks-es-test.yaml'))).toBe(false);
  });
});

describe('what the form offers', () => {
  it('lists the products with their prices as pages print them, and each block with a sample under a new id', () => {
    const choices = editorChoices(root, variantsCopy());
    expect(choices.products).toContainEqual({ id: 'founder-membership', name: 'Founding Partner Membership', price: '$6,500' });
    const hero = choices.blocks.find((b) => b.type === 'hero');
    expect(hero?.description).toBeTruthy();
    expect(hero?.example).toMatchObject({ type: 'hero', id: 'hero-2', headline: expect.any(String) });
    expect(choices.blocks.every((b) => b.example.type === b.type)).toBe(true);
    expect(choices.schema).toEqual(JSON.parse(readFileSync(join(repoRoot, 'schemas/variant.schema.json'), 'utf8')));
  });
});
