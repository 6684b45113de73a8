/** npm run build: validate every variant, then prerender every route into dist/. */
import { join } from 'node:path';
import { buildSite } from './build-site';

const root = join(import.meta.dirname, '..');
const outFlag = process.argv.indexOf('--out');
const outDir = outFlag > 0 && process.argv[outFlag + 1] ? join(process.cwd(), process.argv[outFlag + 1]!) : join(root, 'dist');
const started = performance.now();
const result = await buildSite({ root, outDir });
if (!result.ok) {
  for (const message of result.messages) console.error(message);
  console.error(`\nBuild failed: ${result.messages.length} problem${result.messages.length === 1 ? '' : 's'} in variants.`);
  process.exit(1);
}
console.log(`✓ prerendered ${result.files.length} routes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
