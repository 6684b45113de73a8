import { errorsForRoute, loadSite, stopsEveryPage, type LoadedSite } from '../engine/load-site';
import { SiteCache } from '../engine/site-cache';
import { formatError, formatHints, formatReport } from '../engine/errors';
import { devDialogTextsPath } from '../interactive/dialogs/dialog-payload';
import { pageDialogPayload } from '../interactive/dialogs/page-dialogs';
import { locales } from '../engine/site-schema';
import { renderDocument } from './document';
import { loadExperiments } from '../experiments/load';
import { experimentManifest, pageExperiments, type PageExperiment } from '../experiments/build-manifest';
import { variantNamesOf } from '../experiments/build-output';
import type { Manifest } from '../experiments/manifest';
import { experimentsDirFor } from '../experiments/folder';

export type DevRender = { kind: 'page'; status: number; html: string } | { kind: 'errors'; messages: string[] } | { kind: 'none' };

// Lives as long as this module: Vite loads it again when code it imports changes (a block's
// schema, say), and a fresh cache then validates everything with the new code.
const cache = new SiteCache();

/**
 * The site as the files on disk say right now. Every call reads the YAML files (a few
 * milliseconds) so a request never sees a stale page, even before the file watcher has spoken;
 * only what changed since the last call is parsed and validated again.
 */
function currentSite(root: string, variantsDir?: string): LoadedSite {
  return loadSite({ root, variantsDir }, cache);
}

/**
 * Renders one route from the YAML on disk right now; used by the dev server on every request.
 * A route shows the errors of the files its page reads (and of site.yaml, products.yaml and
 * dialogs.yaml, which every page reads); a mistake elsewhere leaves it rendering.
 */
export function renderRoute(root: string, pathname: string, variantsDir?: string): DevRender {
  const site = currentSite(root, variantsDir);
  const normalized = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const route = site.variantFiles.some((v) => v.route === normalized) ? normalized : '*';
  const errors = errorsForRoute(site, route);
  if (errors.length || !site.site) return { kind: 'errors', messages: formatReport(errors.length ? errors : site.errors) };
  const experiments = experimentsOf(root, site, variantsDir);
  // A broken experiment stops its route, as a broken variant does: the build would refuse it.
  if (experiments.brokenRoutes.includes(route)) return { kind: 'errors', messages: formatReport(experiments.errors) };
  const page = site.pages.find((p) => p.data.route === route);
  if (!page) return { kind: 'none' };
  // A page with its own dialog texts names its own address for its language.
  const own = (locale: string) => (page.data.dialogs && page.data.locale === locale ? page.data.route : undefined);
  const urls = Object.fromEntries(locales.map((locale) => [locale, devDialogTextsPath(locale, own(locale))]));
  const experiment = experiments.experimentOf.get(page.name);
  const html = renderDocument(
    page.data,
    site.site,
    { stylesheets: ['/src/styles.css'], script: '/src/interactive/client/main.ts', dev: true },
    urls,
    experiment,
  );
  return { kind: 'page', status: page.data.route === '*' ? 404 : 200, html };
}

/** Where the build writes a route (scripts/build-site.ts outputFileFor), which the manifest names. */
const builtFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/**
 * The experiments on disk now, as the build would write them into dist/_experiments.json, and
 * each variant's part in them. Another variants folder is another site, with none (as the build).
 */
export function experimentsNow(root: string, variantsDir?: string): { manifest: Manifest; experimentOf: Map<string, PageExperiment> } {
  return experimentsOf(root, currentSite(root, variantsDir), variantsDir);
}

function experimentsOf(root: string, site: LoadedSite, variantsDir?: string) {
  const experimentsDir = experimentsDirFor(root, variantsDir);
  const { experiments, errors, brokenRoutes } = experimentsDir
    ? loadExperiments({ root, experimentsDir, pages: site.pages, variantNames: variantNamesOf(site) })
    : { experiments: [], errors: [], brokenRoutes: [] };
  return { manifest: experimentManifest(experiments, site.pages, builtFileOf), experimentOf: pageExperiments(experiments), errors, brokenRoutes };
}

export interface DevProblems {
  /** One line per mistake. */
  messages: string[];
  /** What to do about each kind of mistake among them, once each. */
  hints: string[];
  /** Routes that show errors instead of their page; every route when `everyPage`. */
  stopped: string[];
  /** A file every page reads is broken (site.yaml, products.yaml, dialogs.yaml). */
  everyPage: boolean;
  /** Where the mistakes are: 'variants', 'experiments' or both. */
  where: string;
}

let reported: string | undefined;

/**
 * Every problem of the variants on disk now, once per validation pass: undefined when this
 * pass was already reported (a request and the file watcher both see it; the terminal once).
 */
export function unreportedProblems(root: string, variantsDir?: string): DevProblems | undefined {
  const site = currentSite(root, variantsDir);
  const experiments = experimentsOf(root, site, variantsDir);
  const errors = [...site.errors, ...experiments.errors];
  // Experiment files are read on every call (no cache passes): their errors are compared as text.
  const pass = `${cache.passes}\n${experiments.errors.map(formatError).join('\n')}`;
  if (pass === reported) return undefined;
  reported = pass;
  const routes = [...new Set(site.variantFiles.map((v) => v.route ?? ''))].filter(Boolean);
  const stopped = new Set([...routes.filter((route) => errorsForRoute(site, route).length), ...experiments.brokenRoutes]);
  return {
    messages: errors.map(formatError),
    hints: formatHints(errors),
    stopped: [...stopped].sort(),
    everyPage: site.errors.some(stopsEveryPage),
    where: [site.errors.length ? 'variants' : '', experiments.errors.length ? 'experiments' : ''].filter(Boolean).join(' and '),
  };
}

/** How many times this module has validated the variants (a burst of file events should be one). */
export function validationPasses(): number {
  return cache.passes;
}

/**
 * The dialog texts of one language from the YAML on disk now, with the own texts of the page at
 * `route` merged in when it has some; undefined for an unknown language.
 */
export function dialogTextsJson(root: string, locale: string, variantsDir?: string, route?: string): string | undefined {
  const site = currentSite(root, variantsDir);
  const known = locales.find((l) => l === locale);
  if (!site.dialogs || !known) return undefined;
  const page = site.pages.find((p) => p.data.route === route && p.data.locale === known)?.data;
  return JSON.stringify(pageDialogPayload(site.dialogs, page ?? { locale: known }));
}
