import { describe, expect, it } from 'vitest';
import { linkSchema, sitePathSchema } from './link-schema';

const origin = 'https://landfall.example';
/** Where a browser goes for `href` on one of this site's pages (WHATWG URL parsing, as in Node). */
const openedOn = (href: string) => new URL(href, `${origin}/thank-you`).origin;

const message = (schema: typeof sitePathSchema, href: string) => {
  const result = schema.safeParse(href);
  return result.success ? undefined : result.error.issues.map((i) => i.message).join('\n');
};

const sitePages = ['/', '/terms', '/thank-you?session_id=cs_1', '/#construction-section', '/privacy#cookies', '/a%20b', '/city/v1'];

/** Paths that look local; every one of them opens another site or can be decoded into one. */
const offSite = [
  '//evil.example',
  '//evil.example/terms',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  '/terms\\..\\..\\evil',
  ' //evil.example',
];

describe('the "page of this site" link rule', () => {
  it.each(sitePages)('accepts %j, which stays on the site', (href) => {
    expect(message(sitePathSchema, href)).toBeUndefined();
    expect(message(linkSchema, href)).toBeUndefined();
    expect(openedOn(href)).toBe(origin);
  });

  it.each(offSite)('rejects %j as a page of this site (was: "//…" and "/\\…" passed)', (href) => {
    expect(message(sitePathSchema, href)).toBeDefined();
    expect(message(linkSchema, href)).toBeDefined();
  });

  it('the refused paths include those a browser itself opens on another site (checked with the URL parser)', () => {
    // The ones a browser itself sends elsewhere; the encoded ones are refused for servers that decode.
    const leave = offSite.filter((href) => openedOn(href) !== origin);
    expect(leave).toEqual(expect.arrayContaining(['//evil.example', '/\\evil.example', '/\t/evil.example', '\\\\evil.example']));
  });

  it('says why, in the words an author needs', () => {
    expect(message(sitePathSchema, '//evil.example')).toBe(
      '"//evil.example" leads to another site: browsers read a leading "//" or "/\\" as another site\'s address. Links to a page of this site start with / (one slash only), like "/terms"',
    );
    expect(message(sitePathSchema, '/\\evil.example')).toMatch(/^"\/\\evil\.example" leads to another site/);
    expect(message(sitePathSchema, '/\t/evil.example')).toMatch(
      /^"\/\\t\/evil\.example" holds a tab or line break, which browsers delete: it becomes "\/\/evil\.example"/,
    );
    expect(message(sitePathSchema, '/%5Cevil.example')).toMatch(/encoded "\/" or "\\" \(%2F, %5C\)/);
    expect(message(sitePathSchema, '/terms\\x')).toMatch(/holds "\\", which browsers read as "\/"/);
    expect(message(sitePathSchema, 'https://evil.example')).toBe(
      'Expected a page of this site, got "https://evil.example". Links to a page of this site start with / (one slash only), like "/terms"',
    );
    expect(message(linkSchema, 'home')).toBe('Links start with / or https://: "/terms" for a page of this site, "https://…" for another site');
  });

  it('lets links name another site only with a full https:// address', () => {
    expect(message(linkSchema, 'https://calendly.com/landfall/30min')).toBeUndefined();
    for (const href of ['https://', 'https:///evil.example', 'http://evil.example', 'javascript:alert(1)', 'https:\\\\evil.example']) {
      expect(message(linkSchema, href), href).toBeDefined();
    }
  });
});
