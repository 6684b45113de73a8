/**
 * npm run validate [files…] [--dir other-variants-folder] [--experiments other-experiments-folder]: checks every
 * variant and experiment and prints each problem as
 * file:line:col path: message, then each kind's hint once. Exit 1 on any error, 0 with a one-line summary otherwise.
 */
import { join, relative, resolve } from 'node:path';
import { loadSite } from '../src/site/engine';
import { formatReport } from '../src/engine/errors';
import { loadExperiments } from '../src/experiments/load';
import { variantNamesOf } from '../src/experiments/build-output';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const variantsDir = dirFlag >= 0 && args[dirFlag + 1] ? resolve(args[dirFlag + 1]!) : undefined;
const experimentsFlag = args.indexOf('--experiments');
const experimentsDir = experimentsFlag >= 0 && args[experimentsFlag + 1] ? resolve(args[experimentsFlag + 1]!) : undefined;
const flagValues = new Set([dirFlag, experimentsFlag].filter((i) => i >= 0).map((i) => i + 1));
const files = args.filter((a, i) => !a.startsWith('-') && !flagValues.has(i));
const site = loadSite({ root, variantsDir, only: files.length ? files : undefined });
// Experiments are checked against every variant; named files restrict the report as for variants.
// Another variants folder is another site: its experiments are checked only when --experiments names them.
const tested =
  variantsDir && !experimentsDir
    ? { experiments: [], errors: [], brokenRoutes: [] }
    : loadExperiments({ root, experimentsDir, pages: site.pages, variantNames: variantNamesOf(site) });
const wanted = files.map((f) => relative(root, join(root, f)));
const { pages } = site;
const errors = [...site.errors, ...tested.errors.filter((e) => !files.length || wanted.includes(e.pos?.file ?? ''))];

if (errors.length) {
  // One line per mistake, then what to do about each kind of mistake, once.
  for (const line of formatReport(errors)) console.error(line);
  console.error(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} found.`);
  process.exit(1);
}
console.log(`✓ ${pages.length} variant${pages.length === 1 ? '' : 's'} valid.`);
