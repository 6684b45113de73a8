import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/site/engine';
import { formatError } from '../../../src/engine/errors';
import { fixtures, makeVariantsDir, repoRoot } from './variants-dir';

const cases = readdirSync(join(fixtures, 'invalid')).filter((f) => f.endsWith('.yaml'));

/** Every invalid fixture's messages, pinned: what an author sees for each kind of mistake. */
describe('author error messages', () => {
  it.each(cases)('%s', async (file) => {
    const dir = makeVariantsDir([join(fixtures, 'invalid', file)]);
    const { errors } = loadSite({ root: repoRoot, variantsDir: dir, only: [`variants/${file}`] });
    const text = errors.map(formatError).join('\n');
    expect(errors.length, text).toBeGreaterThan(0);
    for (const line of text.split('\n')) expect(line).toMatch(new RegExp(`^variants/${file.replace('.', '\\.')}:\\d+:\\d+[ :]`));
    // npm test runs vitest with --update=none, so a missing snapshot fails instead of being
    // written and passing; the hint says how to write it on purpose.
    const snapshot = `__snapshots__/${file.replace('.yaml', '.txt')}`;
    const missing = !existsSync(join(import.meta.dirname, snapshot));
    await expect(`${text}\n`).toMatchFileSnapshot(snapshot, missing ? `no ${snapshot} yet: npm run test:update-snapshots writes it` : undefined);
  });
});

describe('valid fixtures', () => {
  it('an A/B copy is a few lines: it inherits every block and changes one', () => {
    const dir = makeVariantsDir();
    const { errors, pages } = loadSite({ root: repoRoot, variantsDir: dir });
    expect(errors.map(formatError)).toEqual([]);
    const base = pages.find((p) => p.data.route === '/base')!.data;
    const copy = pages.find((p) => p.data.route === '/base-b')!.data;
    expect(copy.blocks).toHaveLength(base.blocks.length);
    expect(copy.blocks[0]).toMatchObject({ type: 'legal', title: 'A different headline', backLabel: 'Back to Home' });
    expect(base.blocks[0]).toMatchObject({ title: 'Membership from $6,500 ($65/month)' });
    expect(copy.title).toBe(base.title);
  });
});
