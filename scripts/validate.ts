/**
 * npm run validate [files…] [--dir other-variants-folder]: checks every variant and prints each problem as
 * file:line:col path: message, then each kind's hint once. Exit 1 on any error, 0 with a one-line summary otherwise.
 */
import { join, resolve } from 'node:path';
import { loadSite } from '../src/engine/load-site';
import { formatReport } from '../src/engine/errors';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const variantsDir = dirFlag >= 0 && args[dirFlag + 1] ? resolve(args[dirFlag + 1]!) : undefined;
const files = args.filter((a, i) => !a.startsWith('-') && (dirFlag < 0 || i !== dirFlag + 1));
const { pages, errors } = loadSite({ root, variantsDir, only: files.length ? files : undefined });

if (errors.length) {
  // One line per mistake, then what to do about each kind of mistake, once.
  for (const line of formatReport(errors)) console.error(line);
  console.error(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} found.`);
  process.exit(1);
}
console.log(`✓ ${pages.length} variant${pages.length === 1 ? '' : 's'} valid.`);
