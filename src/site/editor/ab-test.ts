import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AbTestRequest } from '../../editor/pages-contract';
import { suggestionText } from '../../engine/error-catalogue';
import { formatError } from '../../engine/errors';
import { didYouMean } from '../../engine/suggest';
import { experimentsDirFor } from '../../experiments/folder';
import { GOALS, type Goal } from '../../experiments/manifest';
import { experimentNamePattern, experimentSchemaComment } from '../../experiments/schema';
import type { SiteRun } from '../../render/site-pipeline';
import { PagesApiError } from './page-files';

/** The sizing a new test starts with, as experiments/home-headline.yaml has it: +20% on a 3% rate. */
const firstGuess = { minimumDetectableEffect: 0.2, baselineRate: 0.03 };

const isGoal = (goal: string): goal is Goal => (GOALS as readonly string[]).includes(goal);

/**
 * Writes `experiments/<name>.yaml`: `challenger` against `control` on the control's route, half
 * the visitors each from today, counting `goal`. Refuses (422, nothing written) an existing
 * file, an unknown variant or goal, and a file that would not validate, which it removes again.
 * `readRun` reads the site as the files on disk are at the moment it is called.
 */
export function writeAbTest(
  readRun: () => SiteRun,
  { root, variantsDir }: { root: string; variantsDir?: string },
  { challenger, control, goal, name = `${challenger}-test` }: AbTestRequest,
  now: Date,
): string {
  const experimentsDir = experimentsDirFor(root, variantsDir);
  if (!experimentsDir) throw new PagesApiError(422, 'These variants have no experiments folder: experiments go with the project’s own variants/');
  if (!experimentNamePattern.test(name)) {
    throw new PagesApiError(422, `"${name}" is not a name for an experiment: lowercase words joined by hyphens, at most 40 characters, like home-headline`);
  }
  const file = `experiments/${name}.yaml`;
  const path = join(experimentsDir, `${name}.yaml`);
  if (existsSync(path)) throw new PagesApiError(422, `${file} already exists; nothing was written (pick another name, or edit that file)`);
  if (!isGoal(goal)) throw new PagesApiError(422, `"${goal}" is not a goal: one of ${GOALS.join(', ')}.${suggestionText(didYouMean(goal, GOALS))}`);
  if (challenger === control) throw new PagesApiError(422, `${control} cannot be tested against itself: pick another variant to try`);

  const before = readRun();
  const names = before.site.variantFiles.map((v) => v.file.replace(/^variants\/|\.(yaml|json)$/g, ''));
  const pageOf = (variant: string) => {
    const page = before.site.pages.find((p) => p.name === variant);
    if (page) return page;
    if (!names.includes(variant)) throw new PagesApiError(422, `No variant "${variant}" in variants/.${suggestionText(didYouMean(variant, names))}`);
    throw new PagesApiError(422, `variants/${variant} has mistakes: mend them before testing it`);
  };
  const { route } = pageOf(control).data;
  if (route === '*') throw new PagesApiError(422, `variants/${control} is the page of addresses that do not exist: it cannot be tested`);
  pageOf(challenger);
  const arm = experimentNamePattern.test(challenger) && challenger !== 'control' ? challenger : 'challenger';
  const text = [
    experimentSchemaComment,
    `# Does variants/${challenger}.yaml bring more ${goal} conversions than variants/${control}.yaml, the page ${route} shows now?`,
    `route: ${route}`,
    `goal: ${goal}`,
    'arms:',
    `  - { name: control, variant: ${control}, weight: 50, control: true }`,
    `  - { name: ${arm}, variant: ${challenger}, weight: 50 }`,
    `start: ${now.toISOString().slice(0, 10)}`,
    `minimumDetectableEffect: ${firstGuess.minimumDetectableEffect}`,
    `baselineRate: ${firstGuess.baselineRate}`,
    '',
  ].join('\n');
  writeFileSync(path, text, { flag: 'wx' });
  // Mistakes it brings: its own, and an overlap the other file of its route is blamed for.
  const known = new Set(before.experiments.errors.map(formatError));
  const brought = readRun()
    .experiments.errors.map(formatError)
    .filter((message) => !known.has(message));
  if (brought.length) {
    rmSync(path, { force: true });
    throw new PagesApiError(422, [`${file} would not validate, so it was not written:`, ...brought].join('\n'));
  }
  return file;
}
