import { z } from 'zod';

/**
 * The one rule for links written in YAML. "A page of this site" is a path a browser resolves
 * against this site's own origin, whatever it is served from; other sites need a full https://
 * address, so every link that leaves the site says so in the file.
 *
 * What a browser does with a path that only looks local (WHATWG URL parsing):
 * - "//evil.example/x" is a scheme-relative address: another host.
 * - "\" counts as "/", so "/\evil.example" is "//evil.example".
 * - tabs and line breaks are deleted before parsing, so "/\t/evil.example" is "//evil.example".
 * - "%2F" and "%5C" stay encoded in the browser, but servers and redirects that decode them
 *   turn "/%5Cevil.example" into the case above; no page of this site needs them.
 */
const unsafeChar = String.raw`\s\\\x00-\x1f\x7f`;
const sitePath = String.raw`\/(?![\/\\])(?!.*%(?:2[fF]|5[cC]))[^${unsafeChar}]*`;
const httpsAddress = String.raw`https:\/\/[^${unsafeChar}\/?#][^${unsafeChar}]*`;

const sitePathPattern = new RegExp(`^${sitePath}$`);
const linkPattern = new RegExp(`^(?:${sitePath}|${httpsAddress})$`);

/** The value as the author wrote it, with invisible characters made visible. */
const shown = (href: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding the control characters is the point, to spell them out
  `"${href.replace(/[\x00-\x1f\x7f]/g, (c) => ({ '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}"`;

/** Why `href` is not a page of this site (or, with `external`, an https:// address), in an author's words. */
export function linkProblem(href: string, { external }: { external: boolean }): string {
  const rule = external
    ? 'Links start with / or https://: "/terms" for a page of this site, "https://…" for another site'
    : 'Links to a page of this site start with / (one slash only), like "/terms"';
  const stripped = href.replace(/[\t\n\r]/g, '');
  if (stripped !== href) return `${shown(href)} holds a tab or line break, which browsers delete: it becomes ${shown(stripped)}. ${rule}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a link holding a control character is refused here
  if (/[\s\x00-\x1f\x7f]/.test(href)) return `${shown(href)} holds a space or control character. ${rule}`;
  if (/^\/[/\\]/.test(href)) return `${shown(href)} leads to another site: browsers read a leading "//" or "/\\" as another site's address. ${rule}`;
  if (href.includes('\\')) return `${shown(href)} holds "\\", which browsers read as "/". ${rule}`;
  if (/%(?:2f|5c)/i.test(href)) return `${shown(href)} holds an encoded "/" or "\\" (%2F, %5C), which a server may decode into another site's address. ${rule}`;
  if (external && href.startsWith('https://')) return `${shown(href)} names no site after "https://". ${rule}`;
  return external ? rule : `Expected a page of this site, got ${shown(href)}. ${rule}`;
}

/** A path on this site, like "/" or "/terms": for redirects and back links that must not leave it. */
export const sitePathSchema = z.string().regex(sitePathPattern, { error: (issue) => linkProblem(String(issue.input), { external: false }) });

/** A page of this site or an https:// address (footer links, link buttons, the cookie policy). */
export const linkSchema = z.string().regex(linkPattern, { error: (issue) => linkProblem(String(issue.input), { external: true }) });
