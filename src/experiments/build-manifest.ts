import { banditSettingsOf, type LoadedExperiment } from './schema';
import type { Manifest } from './manifest';
import { maxLengthsOf, type DeclaredParams } from './param-slots';

/** What the manifest needs of a built page. */
export interface ManifestPage {
  name: string;
  data: { route: string; params?: DeclaredParams };
}

/** How the build names a route's HTML file inside dist (outputFileFor of src/render/site-pipeline.ts), like index.html. */
export type FileOf = (route: string) => string;

/**
 * `dist/_experiments.json`, from valid experiments only. Ended experiments and decided ones
 * (winner) stay in it: whether a date has passed is the router's to say, at request time, so the
 * build reads no clock and two builds of the same files write the same bytes.
 */
export function experimentManifest(experiments: readonly LoadedExperiment[], pages: readonly ManifestPage[], fileOf: FileOf): Manifest {
  const routeOf = new Map(pages.map((p) => [p.name, p.data.route]));
  const fileOfVariant = (variant: string) => `/${fileOf(routeOf.get(variant) ?? '')}`;
  return {
    version: 1,
    experiments: experiments.map(({ id, data }) => {
      const bandit = banditSettingsOf(data);
      return {
        id,
        route: data.route,
        goal: data.goal,
        control: data.arms.find((a) => a.control)?.name ?? '',
        ...(data.start ? { start: data.start } : {}),
        ...(data.end ? { end: data.end } : {}),
        ...(data.winner ? { winner: data.winner } : {}),
        arms: data.arms.map((arm) => ({ name: arm.name, weight: arm.weight, file: fileOfVariant(arm.variant) })),
        minimumDetectableEffect: data.minimumDetectableEffect,
        baselineRate: data.baselineRate,
        ...(bandit ? { bandit } : {}),
        ...(data.secondaryGoals?.length ? { secondaryGoals: data.secondaryGoals } : {}),
        ...(data.guardrails?.length ? { guardrails: data.guardrails } : {}),
      };
    }),
    params: paramsByRoute(experiments, pages),
  };
}

/**
 * Per public route, the parameters its HTML may show. An experiment's route serves its arms'
 * files too, so it allows what any of its arms declares (each span carries its own data-max).
 */
function paramsByRoute(experiments: readonly LoadedExperiment[], pages: readonly ManifestPage[]): Manifest['params'] {
  const byRoute = new Map<string, Record<string, number>>();
  const add = (route: string, params: DeclaredParams | undefined) => {
    const lengths = maxLengthsOf(params);
    if (Object.keys(lengths).length) byRoute.set(route, { ...lengths, ...byRoute.get(route) });
  };
  for (const page of pages) add(page.data.route, page.data.params);
  const pageOf = new Map(pages.map((p) => [p.name, p]));
  for (const { data } of experiments) for (const arm of data.arms) add(data.route, pageOf.get(arm.variant)?.data.params);
  const sorted = [...byRoute].sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(sorted.map(([route, lengths]) => [route, Object.fromEntries(Object.entries(lengths).sort(([a], [b]) => (a < b ? -1 : 1)))]));
}

/** What a built page says about the experiment it is part of (body data attributes, head tags). */
export interface PageExperiment {
  id: string;
  arm: string;
  /** For arms other than the control: the experiment's route, which search engines are sent to. */
  canonicalRoute?: string;
}

/**
 * Each variant's experiment, by variant name. A variant in several experiments (one route's
 * tests one after another) names the one that starts last, the current one once the build is
 * deployed for it; the router counts by the arm it served.
 */
export function pageExperiments(experiments: readonly LoadedExperiment[]): Map<string, PageExperiment> {
  const byStart = [...experiments].sort((a, b) => (a.data.start ?? '').localeCompare(b.data.start ?? '') || a.id.localeCompare(b.id));
  const out = new Map<string, PageExperiment>();
  for (const { id, data } of byStart) {
    for (const arm of data.arms) {
      out.set(arm.variant, arm.control ? { id, arm: arm.name } : { id, arm: arm.name, canonicalRoute: data.route });
    }
  }
  return out;
}
