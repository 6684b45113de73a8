import { authorError, formatPath, type AuthorError } from '../engine/errors';
import { didYouMean } from '../engine/suggest';
import { whatExists } from '../engine/hints';
import { positionOf } from '../engine/source';
import { addDays, daysBetween, samplePerArm } from './sample-size';
import type { ExperimentFile, LoadedExperiment } from './schema';

/** What the checks need of a built page: its variant name, route and language. */
export interface PageRef {
  name: string;
  data: { route: string; locale: string };
}

/** The checks that need more than the experiment file: its arms, the variants, the other experiments. */
export function crossCheck(experiments: readonly LoadedExperiment[], pages: readonly PageRef[], variantNames: readonly string[]): AuthorError[] {
  return [...experiments.flatMap((e) => checkOne(e, pages, variantNames)), ...overlaps(experiments)];
}

function checkOne({ file, data, located }: LoadedExperiment, pages: readonly PageRef[], variantNames: readonly string[]): AuthorError[] {
  const errors: AuthorError[] = [];
  const at = (...path: (string | number)[]) => [positionOf(located, path) ?? { file, line: 1, col: 1 }, formatPath(path)] as const;
  const { arms } = data;

  const seen = new Set<string>();
  const shownBy = new Map<string, string>();
  arms.forEach((arm, i) => {
    if (seen.has(arm.name)) errors.push(authorError('DuplicateArm', ...at('arms', i, 'name'), { name: arm.name }));
    seen.add(arm.name);
    // One page would then be both arms, and carry one arm's marks (noindex, data-arm) for both.
    const first = shownBy.get(arm.variant);
    if (first !== undefined) errors.push(authorError('DuplicateArm', ...at('arms', i, 'variant'), { variant: arm.variant, first }));
    else shownBy.set(arm.variant, arm.name);
  });
  const controls = arms.flatMap((arm, i) => (arm.control ? [i] : []));
  if (controls.length === 0) errors.push(authorError('ExperimentControl', ...at('arms'), { noControl: true }));
  for (const i of controls.slice(1)) errors.push(authorError('ExperimentControl', ...at('arms', i, 'control'), { first: arms[controls[0]!]!.name }));
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0);
  if (Math.abs(total - 100) > 1e-9) errors.push(authorError('ExperimentWeights', ...at('arms'), { total: Number(total.toFixed(6)) }));

  const pageOf = new Map(pages.map((p) => [p.name, p]));
  const routePage = pages.find((p) => p.data.route === data.route);
  if (!routePage) {
    const routes = pages.map((p) => p.data.route).filter((r) => r !== '*');
    errors.push(authorError('ExperimentRoute', ...at('route'), { route: data.route, suggestion: didYouMean(data.route, routes) }));
  }
  arms.forEach((arm, i) => {
    const page = pageOf.get(arm.variant);
    if (!page) {
      // A variant that exists but does not validate has its own errors already.
      if (!variantNames.includes(arm.variant)) {
        errors.push(
          authorError('UnknownArmVariant', ...at('arms', i, 'variant'), {
            variant: arm.variant,
            suggestion: whatExists(arm.variant, variantNames, 'variants'),
          }),
        );
      }
      return;
    }
    if (i === controls[0] && routePage && page.data.route !== data.route) {
      errors.push(authorError('ExperimentRoute', ...at('arms', i, 'variant'), { route: data.route, variant: arm.variant, variantRoute: page.data.route }));
    }
    if (routePage && page.data.locale !== routePage.data.locale) {
      errors.push(
        authorError('ArmLocale', ...at('arms', i, 'variant'), {
          variant: arm.variant,
          locale: page.data.locale,
          route: data.route,
          routeLocale: routePage.data.locale,
        }),
      );
    }
  });

  if (data.winner !== undefined && !seen.has(data.winner)) {
    errors.push(authorError('UnknownWinner', ...at('winner'), { winner: data.winner, suggestion: whatExists(data.winner, [...seen], 'arms') }));
  }
  if (data.start && data.end && data.end < data.start) errors.push(authorError('ExperimentDates', ...at('end'), { start: data.start, end: data.end }));
  else errors.push(...sampleCheck(data, at));
  return errors;
}

/** With dailyVisitors and both dates: refuse a test whose smallest arm cannot reach its sample in time. */
function sampleCheck(data: ExperimentFile, at: (...path: (string | number)[]) => readonly [AuthorError['pos'], string]): AuthorError[] {
  const { dailyVisitors, start, end, winner, arms, baselineRate, minimumDetectableEffect: lift } = data;
  // A decided test (winner) splits nobody, so it needs no sample.
  if (!dailyVisitors || !start || !end || winner !== undefined) return [];
  const shares = arms.map((a) => a.weight).filter((w) => w > 0);
  if (!shares.length) return [];
  const smallestShare = Math.min(...shares);
  const perArm = Math.ceil(samplePerArm({ baselineRate, lift }));
  const daysNeeded = Math.ceil(perArm / ((dailyVisitors * smallestShare) / 100));
  const daysGiven = daysBetween(start, end);
  if (daysNeeded <= daysGiven) return [];
  const [pos, path] = at('end');
  return [
    authorError('ExperimentTooShort', pos, path, {
      perArm,
      lift,
      baselineRate,
      dailyVisitors,
      smallestShare,
      daysNeeded,
      daysGiven,
      lastDay: addDays(start, daysNeeded - 1),
    }),
  ];
}

/** Two experiments on one route whose dates meet (a missing date is open-ended): the later file is refused. */
function overlaps(experiments: readonly LoadedExperiment[]): AuthorError[] {
  const errors: AuthorError[] = [];
  experiments.forEach((later, i) => {
    const earlier = experiments.slice(0, i).find((e) => e.data.route === later.data.route && meet(e, later));
    if (!earlier) return;
    const pos = positionOf(later.located, ['route']) ?? { file: later.file, line: 1, col: 1 };
    errors.push(authorError('ExperimentOverlap', pos, 'route', { route: later.data.route, other: earlier.file }));
  });
  return errors;
}

function meet(a: LoadedExperiment, b: LoadedExperiment): boolean {
  const startsBeforeEnd = (x: LoadedExperiment, y: LoadedExperiment) => !x.data.start || !y.data.end || x.data.start <= y.data.end;
  return startsBeforeEnd(a, b) && startsBeforeEnd(b, a);
}
