import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../scripts/build-site';
import { errorCodes } from '../../../src/engine/errors';
import { renderRoute, unreportedProblems } from '../../../src/site/dev-render';
import { fixtures, makeVariantsDir, repoRoot, tempDir } from './variants-dir';

const unknownKeyLines = [
  'variants/unknown-key.yaml:7:1 tittle: Unknown key "tittle". Did you mean "title"?',
  'variants/unknown-key.yaml:13:5 blocks[0].sectons: Unknown key "sectons". Did you mean "sections"?',
];
const unknownKeyHint = `  UnknownKey: ${errorCodes.UnknownKey}`;

/** The build and the dev server print what `npm run validate` prints: the lines, then each code's hint once. */
describe('the hint of each code that occurred, printed after the lines', () => {
  it('in the dev overlay of the broken route (was: the lines only)', () => {
    const dir = makeVariantsDir([join(fixtures, 'invalid/unknown-key.yaml')]);
    expect(renderRoute(repoRoot, '/unknown-key', dir)).toEqual({ kind: 'errors', messages: [...unknownKeyLines, unknownKeyHint] });
  });

  it("in the dev server's terminal, apart from the lines it counts", () => {
    const dir = makeVariantsDir([join(fixtures, 'invalid/unknown-key.yaml')]);
    const problems = unreportedProblems(repoRoot, dir);
    expect(problems?.messages).toEqual(unknownKeyLines);
    expect(problems?.hints).toEqual([unknownKeyHint]);
  });

  it("in the build's failure output (was: the lines only)", async () => {
    const dir = makeVariantsDir([join(fixtures, 'invalid/unknown-key.yaml')]);
    const result = await buildSite({ root: repoRoot, variantsDir: dir, outDir: tempDir('dist'), quiet: true });
    expect(result).toMatchObject({ ok: false, messages: unknownKeyLines, hints: [unknownKeyHint] });
  });
});
