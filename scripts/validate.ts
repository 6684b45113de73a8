/**
 * npm run validate [files…]: checks every variant and prints each problem as
 * file:line:col path: message. Exit 1 on any error, 0 with a one-line summary otherwise.
 */
import { join } from 'node:path';
import { loadSite } from '../src/engine/load-site';
import { formatError } from '../src/engine/errors';

const root = join(import.meta.dirname, '..');
const files = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const { pages, errors } = loadSite({ root, only: files.length ? files : undefined });

if (errors.length) {
  for (const error of errors) console.error(formatError(error));
  console.error(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} found.`);
  process.exit(1);
}
console.log(`✓ ${pages.length} variant${pages.length === 1 ? '' : 's'} valid.`);
