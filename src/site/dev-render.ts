import { errorsForRoute, stopsEveryPage, type LoadedPage } from '../engine/load-site';
import { engine, loadSite } from './engine';
import { SiteCache } from '../engine/site-cache';
import { formatError, formatHints, formatReport } from '../engine/errors';
import { devDialogTextsPath } from '../interactive/dialogs/dialog-payload';
import { pageDialogPayload } from '../interactive/dialogs/page-dialogs';
import { siteLocales } from '../engine/site-schema';
import type { Manifest } from '../experiments/manifest';
import { readSite, type SiteRun } from '../render/site-pipeline';

export type DevRender = { kind: 'page'; status: number; html: string } | { kind: 'errors'; messages: string[] } | { kind: 'none' };

// Lives as long as this module: Vite loads it again when code it imports changes (a block's
// schema, say), and a fresh cache then validates everything with the new code.
const cache = new SiteCache();

/**
 * The site as the files on disk say right now. Every call reads the YAML files (a few
 * milliseconds) so a request never sees a stale page, even before the file watcher has spoken;
 * only what changed since the last call is parsed and validated again.
 */
function currentSite(root: string, variantsDir?: string): SiteRun<typeof engine.vocabulary> {
  return readSite({ engine, root, variantsDir, cache });
}

/**
 * Renders one route from the YAML on disk right now; used by the dev server on every request.
 * A route shows the errors of the files its page reads (and of site.yaml, products.yaml and
 * dialogs.yaml, which every page reads); a mistake elsewhere leaves it rendering.
 */
export function renderRoute(root: string, pathname: string, variantsDir?: string): DevRender {
  const run = currentSite(root, variantsDir);
  const { site, experiments } = run;
  const normalized = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const route = site.variantFiles.some((v) => v.route === normalized) ? normalized : '*';
  const errors = errorsForRoute(site, route);
  if (errors.length || !site.site) return { kind: 'errors', messages: formatReport(errors.length ? errors : site.errors) };
  // A broken experiment stops its route, as a broken variant does: the build would refuse it.
  if (experiments.brokenRoutes.includes(route)) return { kind: 'errors', messages: formatReport(experiments.errors) };
  const page = site.pages.find((p) => p.data.route === route);
  if (!page) return { kind: 'none' };
  return { kind: 'page', status: page.data.route === '*' ? 404 : 200, html: devDocument(run, page) };
}

/**
 * A page's document as the dev server serves it: assets from source, and dialog texts from the
 * dev server's addresses (the page editor's preview draws pages with it too).
 */
export function devDocument(run: SiteRun<typeof engine.vocabulary>, page: LoadedPage): string {
  const site = run.site.site;
  if (!site) throw new Error(`${page.file} cannot be rendered: the site settings (variants/_shared/site.yaml) did not load`);
  // A page with its own dialog texts names its own address for its language.
  const own = (locale: string) => (page.data.dialogs && page.data.locale === locale ? page.data.route : undefined);
  const urls = Object.fromEntries(siteLocales(site).map((locale) => [locale, devDialogTextsPath(locale, own(locale))]));
  return run.render(page, { stylesheets: ['/src/styles.css'], script: '/src/interactive/client/main.ts', dev: true }, urls);
}

/**
 * The experiments on disk now, as the build would write them into dist/_experiments.json: what the
 * experiment router reads on the dev server. Another variants folder is another site, with none (as the build).
 */
export function experimentsNow(root: string, variantsDir?: string): Manifest {
  return currentSite(root, variantsDir).manifest;
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
  const { site, experiments, errors } = currentSite(root, variantsDir);
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
  // The variants alone: dialog texts depend on no experiment (readSite would check them on every fetch).
  const site = loadSite({ root, variantsDir }, cache);
  const known = site.site && siteLocales(site.site).find((l) => l === locale);
  if (!site.dialogs || !known) return undefined;
  const page = site.pages.find((p) => p.data.route === route && p.data.locale === known)?.data;
  return JSON.stringify(pageDialogPayload(site.dialogs, page ?? { locale: known }));
}
