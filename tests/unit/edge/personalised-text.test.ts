import { describe, expect, it } from 'vitest';
import { fillParams, hasParamValues, slotText } from '../../../src/edge/params.ts';
import { createRouter } from '../../../src/edge/router.ts';
import { browser, inMemorySite, manifestWith, siteFiles, slot } from './in-memory-site.ts';

const route = createRouter({ manifest: manifestWith(), fetchAsset: inMemorySite(siteFiles).fetchAsset });

async function headline(path: string, query: Record<string, string>) {
  const url = new URL(path, 'https://landfall.example');
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await route(new Request(url, { headers: { 'user-agent': browser } }));
  return { response, h1: /<h1>(.*?)<\/h1>/s.exec(await response.text())?.[1] };
}

describe('personalised text from the URL', () => {
  it('shows the parameter in the slot on an experiment arm, escaped as text', async () => {
    const { h1 } = await headline('/', { utm_term: 'Beach plots in Bali', variant: 'sumba' });
    expect(h1).toBe(`sumba: ${slot('Beach plots in Bali')}`);
  });

  it.each([
    ['a script', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an attribute break-out', '"><img src=x onerror=alert(1)>', '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'],
    ['a closing span and quotes', "</span><b>'x'</b>", '&lt;/span&gt;&lt;b&gt;&#39;x&#39;&lt;/b&gt;'],
    ['an entity', '&amp; &lt;', '&amp;amp; &amp;lt;'],
  ])('%s is shown as the visitor typed it, never as markup', async (_name, value, escaped) => {
    const { h1 } = await headline('/', { utm_term: value, variant: 'control' });
    expect(h1).toBe(`control: ${slot(escaped)}`);
    expect(h1).not.toMatch(/<(script|img|b)\b/);
  });

  it('trims a long value to the slot length in characters (code points), never cutting one in half', async () => {
    const long = await headline('/', { utm_term: 'x'.repeat(5000), variant: 'control' });
    expect(long.h1).toBe(`control: ${slot('x'.repeat(60))}`);
    const emoji = await headline('/villa', { utm_term: '🏝️'.repeat(30) });
    // 🏝️ is two code points (the island and an emoji selector): 20 of them are 10 islands.
    expect(emoji.h1).toBe(`Villa for ${slot('🏝️'.repeat(10), 20)}`);
  });

  it.each([
    ['absent', {}],
    ['empty', { utm_term: '' }],
    ['only spaces', { utm_term: '   ' }],
  ])('keeps the default when the value is %s', async (_name, query) => {
    const { h1, response } = await headline('/', { ...query, variant: 'control' });
    expect(h1).toBe(`control: ${slot()}`);
    expect(response.status).toBe(200);
  });

  it('fills every page that declares the parameter, not only experiments, and no other page', async () => {
    const villa = await headline('/villa', { utm_term: 'Ana' });
    expect(villa.h1).toBe(`Villa for ${slot('Ana', 20)}`);
    expect(villa.response.headers.get('etag')).toBeNull();
    // /mansion has a slot but its route declares no parameter: the default stays.
    const mansion = await headline('/mansion', { utm_term: 'Ana' });
    expect(mansion.h1).toBe(`Mansion ${slot('friend', 30)}`);
    expect(mansion.response.headers.get('etag')).toBe('"/mansion.html"');
  });

  it('takes the shorter of the page slot length and the manifest limit', async () => {
    const narrow = createRouter({
      manifest: { ...manifestWith(), params: { '/villa': { utm_term: 5 } } },
      fetchAsset: inMemorySite(siteFiles).fetchAsset,
    });
    const response = await narrow(new Request('https://landfall.example/villa?utm_term=Alexandra', { headers: { 'user-agent': browser } }));
    expect(await response.text()).toContain(slot('Alexa', 20));
  });
});

// Mutants Stryker found alive (docs/developers/mutation-testing.md): each test names the change it catches.
describe('slot text, mutants killed', () => {
  it('kills: the value cut before it is trimmed, or not trimmed after the cut, or null not handled', () => {
    expect(slotText('     Bali', 5)).toBe('Bali');
    expect(slotText('Own land   in Sumba', 9)).toBe('Own land');
    expect(slotText(null, 5)).toBeUndefined();
  });

  it('kills: a slot without a value replaced anyway', () => {
    const html = `<h1>${slot()}</h1>`;
    expect(fillParams(html, { utm_term: 60 }, new URLSearchParams())).toBe(html);
  });

  it('kills: a blank value taken as a value (trim dropped)', () => {
    expect(hasParamValues({ utm_term: 60 }, new URLSearchParams('utm_term=%20%20'))).toBe(false);
    expect(hasParamValues({ utm_term: 60 }, new URLSearchParams('utm_term=Bali'))).toBe(true);
  });
});
