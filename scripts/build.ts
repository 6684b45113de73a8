/**
 * npm run build [-- --out DIR] [--variants DIR] [--experiments DIR]: validate every variant and
 * experiment, then prerender every route into dist/ (or DIR), with React's production builds.
 * Another variants folder is another site, with no experiments unless --experiments names them.
 *
 * npm run build -- --site examples/pingwell [--out DIR]: another site, with its own engine (the
 * `engine` its engine.ts exports), variants/ and public/, into dist-pingwell/ (or DIR).
 */
// First: sets NODE_ENV before anything below loads React.
import { refuseDevelopmentReact } from './production-react';
import { basename, join, resolve } from 'node:path';
import type { Engine } from '../src/engine/engine';
import { buildSite } from './build-site';

const root = join(import.meta.dirname, '..');
const option = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const siteFlag = option('--site');
const siteDir = siteFlag ? resolve(siteFlag) : undefined;
const outFlag = option('--out');
const outDir = outFlag ? resolve(outFlag) : join(root, siteDir ? `dist-${basename(siteDir)}` : 'dist');
const variantsFlag = option('--variants');
const experimentsFlag = option('--experiments');
// Before the build, for a React loaded with the imports above (a mix of builds crashes
// mid-render); after it, for renderers the build imports on the way.
refuseDevelopmentReact();
const started = performance.now();
// A site's engine.ts: its blocks and dialogs, as src/site/engine.ts is this project's.
const engine = siteDir ? ((await import(join(siteDir, 'engine.ts'))) as { engine: Engine }).engine : undefined;
const result = await buildSite({
  root,
  engine,
  siteDir,
  outDir,
  variantsDir: variantsFlag ? resolve(variantsFlag) : undefined,
  experimentsDir: experimentsFlag ? resolve(experimentsFlag) : undefined,
});
if (!result.ok) {
  for (const line of [...result.messages, ...result.hints]) console.error(line);
  console.error(`\nBuild failed: ${result.messages.length} problem${result.messages.length === 1 ? '' : 's'} in variants and experiments.`);
  process.exit(1);
}
refuseDevelopmentReact();
console.log(`✓ prerendered ${result.files.length} routes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
