import type { AuthorError } from '../engine/errors';
import type { Engine, SiteDialogs } from '../engine/engine';
import type { LoadedPage, LoadedSite } from '../engine/load-site';
import type { Vocabulary } from '../engine/vocabulary';
import type { SiteCache } from '../engine/site-cache';
import { experimentManifest, pageExperiments, type PageExperiment } from '../experiments/build-manifest';
import { variantNamesOf } from '../experiments/build-output';
import { experimentsDirFor } from '../experiments/folder';
import { loadExperiments, type ExperimentsLoad } from '../experiments/load';
import type { Manifest } from '../experiments/manifest';
import type { DialogTextUrls } from '../interactive/dialogs/dialog-payload';
import { renderDocument, type PageAssets } from './document';

/**
 * The one page pipeline: the build (scripts/build-site.ts), the dev server and the experiment
 * router's dev path (src/site/dev-render.ts) all read a site through `readSite` and render its
 * pages through `render`, so a page is made the same way in dist and on the dev server; they differ
 * only in where the assets and the dialog texts are (hashed files in dist, sources in dev).
 */
export interface SiteRun<V extends Vocabulary = Vocabulary> {
  /** The variants: pages, settings, catalogue, dialog texts and their mistakes. */
  site: LoadedSite<SiteDialogs<V>>;
  /** The experiments that go with these variants (none for another variants folder). */
  experiments: ExperimentsLoad;
  /** Every mistake of the variants, then of the experiments: nothing is built while there is one. */
  errors: AuthorError[];
  /** Each variant's part in an experiment, by variant name. */
  experimentOf: Map<string, PageExperiment>;
  /** What the build writes to dist/_experiments.json, and the dev server serves to the router. */
  manifest: Manifest;
  /** One page's whole document. Throws SlotPlacementError for a {param:…} slot no span can hold. */
  render(page: LoadedPage, assets: PageAssets, dialogTexts?: DialogTextUrls): string;
}

export interface ReadSiteOptions<V extends Vocabulary> {
  /** The site's engine: its blocks, dialogs and page rules (createEngine; this site's is src/site/engine.ts). */
  engine: Engine<V>;
  /** Project root: variants/, experiments/ and public/ are found under it. */
  root: string;
  /** Another variants folder (tests, previews, a scaffolded site): another site, with no experiments unless named. */
  variantsDir?: string;
  /** The experiments folder; by default the one that goes with the variants (experimentsDirFor). */
  experimentsDir?: string;
  /** The dev server's cache: only what changed since the last read is validated again. */
  cache?: SiteCache;
  /** Variant files read as these texts instead of what is on disk (LoadOptions.overrides): the page editor's preview. */
  overrides?: ReadonlyMap<string, string>;
}

/** Where a route's HTML goes: /mansion → mansion.html, served at /mansion by vite preview and common static hosts. */
export function outputFileFor(route: string): string {
  if (route === '*') return '404.html';
  if (route === '/') return 'index.html';
  return `${route.slice(1)}.html`;
}

/** Reads and checks a site's variants and experiments as the files on disk say now (with `overrides` in place of some). */
export function readSite<V extends Vocabulary>({
  engine,
  root,
  variantsDir,
  experimentsDir = experimentsDirFor(root, variantsDir),
  cache,
  overrides,
}: ReadSiteOptions<V>): SiteRun<V> {
  const site = engine.loadSite({ root, variantsDir, overrides }, cache);
  const experiments: ExperimentsLoad = experimentsDir
    ? loadExperiments({ root, experimentsDir, pages: site.pages, variantNames: variantNamesOf(site) })
    : { experiments: [], errors: [], brokenRoutes: [] };
  const experimentOf = pageExperiments(experiments.experiments);
  return {
    site,
    experiments,
    errors: [...site.errors, ...experiments.errors],
    experimentOf,
    manifest: experimentManifest(experiments.experiments, site.pages, outputFileFor),
    render(page, assets, dialogTexts) {
      if (!site.site) throw new Error(`${page.file} cannot be rendered: the site settings (variants/site.yaml) did not load`);
      const { firstSteps } = engine.vocabulary.dialogs;
      const dialogs = site.dialogs;
      const steps = firstSteps && dialogs ? (kinds: readonly string[]) => firstSteps(dialogs, page.data, kinds) : undefined;
      return renderDocument(engine.vocabulary.blocks, page.data, site.site, assets, dialogTexts, experimentOf.get(page.name), steps);
    },
  };
}
