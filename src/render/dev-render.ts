import { loadSite } from '../engine/load-site';
import { formatError } from '../engine/errors';
import { devDialogTextsPath, dialogPayload } from '../dialogs/dialog-payload';
import { locales } from '../engine/site-schema';
import { renderDocument } from './document';

export type DevRender = { kind: 'page'; status: number; html: string } | { kind: 'errors'; messages: string[] } | { kind: 'none' };

/** Renders one route from the YAML on disk right now; used by the dev server on every request. */
export function renderRoute(root: string, pathname: string, variantsDir?: string): DevRender {
  const site = loadSite({ root, variantsDir });
  if (site.errors.length || !site.site) return { kind: 'errors', messages: site.errors.map(formatError) };
  const normalized = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const page = site.pages.find((p) => p.data.route === normalized) ?? site.pages.find((p) => p.data.route === '*');
  if (!page) return { kind: 'none' };
  const urls = Object.fromEntries(locales.map((locale) => [locale, devDialogTextsPath(locale)]));
  const html = renderDocument(page.data, site.site, { stylesheets: ['/src/styles.css'], script: '/src/client/main.ts', dev: true }, urls);
  return { kind: 'page', status: page.data.route === '*' ? 404 : 200, html };
}

export function validateAll(root: string, variantsDir?: string): string[] {
  return loadSite({ root, variantsDir }).errors.map(formatError);
}

/** The dialog texts of one language from the YAML on disk now, or undefined for an unknown one. */
export function dialogTextsJson(root: string, locale: string, variantsDir?: string): string | undefined {
  const site = loadSite({ root, variantsDir });
  const known = locales.find((l) => l === locale);
  if (!site.dialogs || !known) return undefined;
  return JSON.stringify(dialogPayload(site.dialogs, known));
}
