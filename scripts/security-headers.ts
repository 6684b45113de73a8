import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tags } from '../src/engine/site-schema';
import { tagSources } from '../src/interactive/tags/tag-sources';

/**
 * The one description of the HTTP security headers the site is served with. The build writes
 * it for static hosts (`_headers` for Netlify and Cloudflare Pages, `vercel.json` for Vercel)
 * and `npm run preview` serves the `_headers` of the folder it serves, so what is tested in the
 * browser is what a host sends. GitHub Pages cannot send headers at all (docs/operators/security.md,
 * "Security headers").
 */
export interface PolicyInputs {
  /** Bodies of the inline scripts the pages carry; each is allowed by its sha256, nothing else inline. */
  inlineScripts: string[];
  /** VITE_SUPABASE_URL at build time: the pages call that origin instead of their own. */
  supabaseUrl?: string;
  /** Pages that may be shown in a frame (the founder dialog's scheduling step). */
  frameUrls: string[];
  /** Other sites' script files the pages load (a scheduling section's widget script), allowed by exact URL. */
  scriptUrls?: string[];
  /** The marketing tags site.yaml declares: their hosts, and no others (src/interactive/tags/tag-sources.ts). */
  tags?: Tags;
}

export const hstsHeader = 'Strict-Transport-Security';
/** Only hosts that serve HTTPS send it; preview is plain http on localhost (docs/operators/security.md). */
const hsts = 'max-age=31536000';

/** The bodies of a page's inline scripts (`<script>` without attributes), as the policy must allow them. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

const originOf = (url: string) => new URL(url).origin;

/** http → ws, https → wss: supabase-js opens its realtime socket on the project's origin. */
const socketOriginOf = (url: string) => originOf(url).replace(/^http/, 'ws');

export function contentSecurityPolicy({ inlineScripts, supabaseUrl, frameUrls, scriptUrls = [], tags }: PolicyInputs): string {
  const hashes = [...new Set(inlineScripts.map(scriptHash))];
  const backend = supabaseUrl ? [originOf(supabaseUrl), socketOriginOf(supabaseUrl)] : [];
  const tag = tagSources(tags);
  const frames = [...new Set([...frameUrls.map(originOf), ...tag.frame])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...new Set([...scriptUrls, ...tag.script])],
    // Styles may be inline: Radix's scroll lock writes a <style> with the measured scrollbar
    // width when a dialog opens (no hash can match it), React renders style="width:…"
    // attributes, the test checkout page has its own <style>. Without this, the browser tests
    // record style-src-elem and style-src-attr violations. Styles cannot run code; scripts stay
    // hash-only.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", ...tag.img],
    ['media-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...backend, ...tag.connect],
    ['frame-src', ...(frames.length ? frames : ["'none'"])],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every header every answer carries, in the order the host files list them. */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    // Nothing on the site uses these; a framed page (the scheduling step) gets none of them either.
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  };
}

/**
 * The marketers' area (/studio and below): its own policy, stricter than the pages' (no inline
 * script, no frame, no marketing tag; only its files and the backend it signs in to), and never
 * indexed. Hosts that match both blocks send both policies, and a browser enforces each, so the
 * area gets no more than either allows.
 */
export function studioSecurityHeaders(supabaseUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ inlineScripts: [], supabaseUrl, frameUrls: [] }),
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/** The `_headers` blocks the area's headers go under: Netlify's splat does not match the bare /studio. */
export const studioHeaderBlocks = ['/studio', '/studio/*'];

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');

/** Netlify and Cloudflare Pages: `/*` applies to every file, the 404 answer included. */
export function headersFile(headers: Record<string, string>, studio?: Record<string, string>): string {
  const studioBlocks = studio ? studioHeaderBlocks.map((block) => `${block}\n${headerLines(studio)}\n`).join('') : '';
  return `# Generated by scripts/security-headers.ts at build time; do not edit.\n/*\n${headerLines({ ...headers, [hstsHeader]: hsts })}\n${studioBlocks}`;
}

/**
 * Every /studio address that is no file is a screen of the area's one page (src/studio/paths.ts):
 * Netlify and Cloudflare Pages answer it with that page (a 200 rewrite, taken only when no file
 * matches, so /studio/assets/… stay files).
 */
export const studioRedirects = '# Generated by scripts/security-headers.ts at build time; do not edit.\n/studio/* /studio/index.html 200\n';

const vercelHeaderList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** Vercel, deploying dist/ as the project: clean URLs (/mansion → mansion.html) and the same headers. */
export function vercelConfig(headers: Record<string, string>, studio?: Record<string, string>) {
  return {
    cleanUrls: true,
    headers: [
      { source: '/(.*)', headers: vercelHeaderList({ ...headers, [hstsHeader]: hsts }) },
      ...(studio ? [{ source: '/studio(/.*)?', headers: vercelHeaderList(studio) }] : []),
    ],
    // Rewrites apply only where no file matches, as the _redirects rule above.
    ...(studio ? { rewrites: [{ source: '/studio/:path*', destination: '/studio/index.html' }] } : {}),
  };
}

export function writeHostHeaders(outDir: string, headers: Record<string, string>, studio?: Record<string, string>): void {
  writeFileSync(join(outDir, '_headers'), headersFile(headers, studio));
  writeFileSync(join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(headers, studio), null, 2)}\n`);
  if (studio) writeFileSync(join(outDir, '_redirects'), studioRedirects);
}

/** The headers of one block of a `_headers` file (`/*`, every answer's, unless named). */
export function parseHeadersFile(text: string, block = '/*'): Record<string, string> {
  const headers: Record<string, string> = {};
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === block;
      continue;
    }
    const colon = line.indexOf(':');
    if (inBlock && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * What preview sends: the served folder's `_headers`, less HSTS (preview is plain http on
 * localhost, where a browser would ignore it and a developer's other local sites must not
 * inherit it). Undefined when the folder was built before the build wrote the file.
 */
export function previewHeaders(outDir: string, block = '/*'): Record<string, string> | undefined {
  const file = join(outDir, '_headers');
  if (!existsSync(file)) return undefined;
  const { [hstsHeader]: _sentByHostsOnly, ...headers } = parseHeadersFile(readFileSync(file, 'utf8'), block);
  return headers;
}
