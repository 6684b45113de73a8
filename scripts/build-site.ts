import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build, loadEnv } from 'vite';
import type { Engine } from '../src/engine/engine';
import type { LoadedPage } from '../src/engine/load-site';
import { formatError, formatHints, type AuthorError } from '../src/engine/errors';
import { canonicalUrl, type PageAssets } from '../src/render/document';
import { outputFileFor, readSite } from '../src/render/site-pipeline';
import { alternatesOf } from '../src/engine/page-translations';
import type { Site } from '../src/engine/site-schema';
import type { DialogTextUrls } from '../src/interactive/dialogs/dialog-payload';
import { pageDialogPayload } from '../src/interactive/dialogs/page-dialogs';
import type { Dialogs } from '../src/interactive/dialogs/dialogs-schema';
import { frameUrlsOf, scriptUrlsOf } from '../src/blocks/scheduling/csp-sources';
import { inlineScriptsOf, securityHeaders, studioSecurityHeaders, writeHostHeaders } from './security-headers';
import { PageScripts } from './page-scripts';
import { buildStudio } from './build-studio';
import { copyFlags } from './flags';
import { phoneCropsIn, writePhoneCrops } from './media/phone-crop';
import { placementFailure, writeManifest } from '../src/experiments/build-output';
import { SlotPlacementError } from '../src/experiments/param-slots';
import { engine as projectEngine } from '../src/site/engine';
import { pageList } from '../src/site/editor/page-list';
import { PAGES_MANIFEST } from '../src/editor/pages-contract';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

const readManifest = (outDir: string) => JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;

export function readAssets(outDir: string): PageAssets {
  const manifest = readManifest(outDir);
  const main = manifest['src/interactive/client/main.ts'];
  const styles = manifest['src/styles.css'];
  if (!main || !styles) throw new Error('The client build has no main or styles entry');
  return { script: `/${main.file}`, stylesheets: [`/${styles.file}`] };
}

export function writeSitemap(outDir: string, site: Site, pages: LoadedPage[]): void {
  const listed = pages.filter((p) => p.data.route !== '*' && p.data.indexed).sort((a, b) => (a.data.route < b.data.route ? -1 : 1));
  const indexed = new Set(listed.map((p) => canonicalUrl(site, p.data.route)));
  const urls = listed.map(({ data }) => {
    // A page's translations, as in its head, but only those search engines may list.
    const alternates = alternatesOf(data, site).filter((a) => indexed.has(a.href));
    const translated = alternates.filter((a) => a.hreflang !== 'x-default').length > 1;
    const links = translated ? alternates.map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`).join('') : '';
    return `  <url><loc>${canonicalUrl(site, data.route)}</loc>${links ? `${links}\n  ` : ''}</url>`;
  });
  const xhtml = urls.some((u) => u.includes('<xhtml:link')) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  writeFileSync(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.siteUrl).href}\n`);
}

export interface BuildResult {
  ok: boolean;
  messages: string[];
  /** What to do about each kind of mistake among `messages`, once each (see formatHints). */
  hints: string[];
  files: string[];
}

/**
 * One file of dialog texts per language, named by its content's hash so a host may cache it
 * for good; pages name theirs in body[data-dialogs] and fetch it on the first click. A page with
 * its own texts (`dialogs:` in its YAML) gets a file of its own, named after its route, with
 * them merged in. Returns each page's file by route.
 */
function writeDialogTexts(outDir: string, dialogs: Dialogs | undefined, pages: LoadedPage[]): Map<string, DialogTextUrls> {
  const urls = new Map<string, DialogTextUrls>();
  if (!dialogs) return urls;
  const write = (name: string, json: string) => {
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
    const file = `assets/dialogs-${name}-${hash}.json`;
    writeFileSync(join(outDir, file), json);
    return `/${file}`;
  };
  const shared: DialogTextUrls = Object.fromEntries(
    Object.keys(dialogs.texts).map((locale) => [locale, write(locale, JSON.stringify(pageDialogPayload(dialogs, { locale })))]),
  );
  for (const { data } of pages) {
    if (!data.dialogs) {
      urls.set(data.route, shared);
      continue;
    }
    // "dialogs-es-mex-…": apart from the language's own file, whose name tests and hosts know.
    const name = `${data.locale}-${outputFileFor(data.route)
      .replace(/\.html$/, '')
      .replaceAll('/', '-')}`;
    urls.set(data.route, { ...shared, [data.locale]: write(name, JSON.stringify(pageDialogPayload(dialogs, data))) });
  }
  return urls;
}

/**
 * Whether a site's dialogs.yaml is the one the browser's dialogs read (src/interactive/dialogs:
 * texts per language, a booking page). A site whose engine has dialogs of another shape opens
 * none of them: its pages get no dialog texts, and the build copies no country flags (they serve
 * the dialogs' phone fields).
 */
function browserDialogs(dialogs: unknown): Dialogs | undefined {
  return dialogs && typeof dialogs === 'object' && 'texts' in dialogs && 'schedulingUrl' in dialogs ? (dialogs as Dialogs) : undefined;
}

/** Validates, builds the client bundle and prerenders every route into outDir. */
export async function buildSite({
  root,
  engine = projectEngine,
  siteDir = root,
  outDir = join(root, 'dist'),
  variantsDir,
  experimentsDir,
  quiet = false,
}: {
  /** The project: vite.config.ts, src/ and the client bundle's entries. */
  root: string;
  /** The site's engine (createEngine): its blocks and dialogs. By default the project's own site's, src/site/engine.ts. */
  engine?: Engine;
  /**
   * The site's folder, holding its variants/, public/ and, when it has them, experiments/
   * (examples/<name>/ for another site). By default the project itself. The marketers' area
   * (src/studio) is built for a site with an experiments/ folder, the one it manages.
   */
  siteDir?: string;
  outDir?: string;
  variantsDir?: string;
  /** Another experiments folder (tests); by default the one that goes with the variants (experimentsDirFor). */
  experimentsDir?: string;
  quiet?: boolean;
}): Promise<BuildResult> {
  const run = readSite({ engine, root: siteDir, variantsDir, experimentsDir });
  const { site: loaded, errors, experimentOf } = run;
  if (errors.length || !loaded.site) {
    // Positions are the site folder's; printed from the project's, so a site in examples/ names its own files.
    const fromProject = (e: AuthorError): AuthorError => (e.pos ? { ...e, pos: { ...e.pos, file: relative(root, resolve(siteDir, e.pos.file)) } } : e);
    return { ok: false, messages: errors.map((e) => formatError(fromProject(e))), hints: formatHints(errors), files: [] };
  }
  const publicDir = join(siteDir, 'public');
  await build({ root, publicDir, logLevel: quiet ? 'warn' : 'info', build: { outDir, emptyOutDir: true } });
  const dialogs = browserDialogs(loaded.dialogs);
  if (dialogs) copyFlags(outDir);
  if (existsSync(join(siteDir, 'experiments'))) await buildStudio({ root, outDir, quiet });
  const assets = readAssets(outDir);
  // Text pages carry their own behaviours inline (src/render/page-script.ts): a page asks for its
  // set while rendering, the sets asked for are built, and those pages are rendered again.
  const textPages = new PageScripts(root, outDir, readManifest(outDir));
  assets.textPages = (behaviours) => textPages.get(behaviours);
  const dialogTexts = writeDialogTexts(outDir, dialogs, loaded.pages);
  const files: string[] = [];
  const inlineScripts = new Set<string>();
  for (const page of loaded.pages) {
    const file = outputFileFor(page.data.route);
    const path = join(outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    let html: string;
    try {
      html = run.render(page, assets, dialogTexts.get(page.data.route));
      if (textPages.needed) {
        await textPages.buildMissing();
        html = run.render(page, assets, dialogTexts.get(page.data.route));
      }
    } catch (error) {
      if (!(error instanceof SlotPlacementError)) throw error;
      return { ok: false, ...placementFailure(page.file, error), files };
    }
    for (const script of inlineScriptsOf(html)) inlineScripts.add(script);
    writeFileSync(path, html);
    files.push(file);
  }
  await writePhoneCrops(publicDir, outDir, phoneCropsIn(loaded.pages.map((p) => p.data)));
  // Arms other than the control are copies of their experiment's route, not pages of their own.
  writeSitemap(
    outDir,
    loaded.site,
    loaded.pages.filter((p) => !experimentOf.get(p.name)?.canonicalRoute),
  );
  writeManifest(outDir, run.manifest);
  // The studio's Pages screen reads the pages from here when no dev server answers: read-only.
  const pages = pageList(run, { variantsDir: variantsDir ?? join(siteDir, 'variants'), writable: false });
  writeFileSync(join(outDir, PAGES_MANIFEST.slice(1)), `${JSON.stringify(pages, null, 2)}\n`);
  // The backend origin the bundle was built with, read the way Vite read it (env files too).
  const { VITE_SUPABASE_URL: supabaseUrl } = loadEnv('production', root, 'VITE_');
  const pageData = loaded.pages.map((p) => p.data);
  const frameUrls = [...(dialogs ? [dialogs.schedulingUrl] : []), ...frameUrlsOf(pageData)];
  writeHostHeaders(
    outDir,
    securityHeaders({
      // Exactly the inline scripts the pages carry: loaders, text pages' scripts, consent defaults.
      inlineScripts: [...inlineScripts],
      supabaseUrl: supabaseUrl || undefined,
      frameUrls,
      scriptUrls: scriptUrlsOf(pageData),
      tags: loaded.site.tags,
    }),
    studioSecurityHeaders(supabaseUrl || undefined),
  );
  return { ok: true, messages: [], hints: [], files };
}
