import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Manifest } from '../../../src/experiments/manifest.ts';
import { createRouter, type PageView, routeOf } from '../../../src/edge/router.ts';
import { browser, inMemorySite, manifestWith, siteFiles } from './in-memory-site.ts';

/**
 * Mutants of the router that Stryker found alive against router.test.ts (docs/developers/mutation-testing.md):
 * each test names the change it catches.
 */
const JAN_15 = new Date('2027-01-15T12:00:00Z');

/** The in-memory host, optionally adding headers to every file it serves (a host's Vary, Content-Length). */
function setup(options: { manifest?: Manifest; extraHeaders?: Record<string, string>; count?: ((view: PageView) => Promise<void> | void) | null } = {}) {
  const site = inMemorySite(siteFiles);
  const views: PageView[] = [];
  const fetchAsset = async (path: string, request: Request) => {
    const response = await site.fetchAsset(path, request);
    if (!options.extraHeaders) return response;
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(options.extraHeaders)) headers.set(name, value);
    return new Response(response.body, { status: response.status, headers });
  };
  const count = options.count === null ? undefined : (options.count ?? ((view: PageView) => void views.push(view)));
  const route = createRouter({ manifest: options.manifest ?? manifestWith(), fetchAsset, now: () => JAN_15, ...(count ? { count } : {}) });
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    route(new Request(`https://landfall.example${path}`, { method, headers: { 'user-agent': browser, ...headers } }));
  return { get, views, site };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('routeOf, mutants killed', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/mansion.html', '/mansion'],
    ['/mansion/', '/mansion'],
    ['/mansion//', '/mansion'],
    ['/docs/index.html', '/docs'],
    ['/index.htmlx', '/index.htmlx'],
    ['/a.htmlx', '/a.htmlx'],
    ['/a/b', '/a/b'],
  ])('kills: an unanchored or emptied pattern: %s is the route %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});

describe('the arm file request, mutants killed', () => {
  it("kills: validators and Range kept, or the method lost, when the arm's file is fetched", async () => {
    const { get, site } = setup();
    await get('/?variant=sumba', { 'if-none-match': '"/index.html"', 'if-modified-since': 'Tue, 01 Dec 2026 00:00:00 GMT', range: 'bytes=0-9' }, 'HEAD');
    const { path, request } = site.requests[0]!;
    expect(path).toBe('/home-sumba.html');
    expect(request.method).toBe('HEAD');
    for (const name of ['if-none-match', 'if-modified-since', 'range']) expect(request.headers.get(name), name).toBeNull();
  });

  it('kills: HEAD passed to the host unrouted (method check loosened): a HEAD of / asks for the forced arm too', async () => {
    const { get, site } = setup();
    const response = await get('/?variant=sumba', {}, 'HEAD');
    expect(site.requests.map((r) => r.path)).toEqual(['/home-sumba.html']);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('counting, mutants killed', () => {
  it('kills: a failing count reported never or every time, or with another text: one console line, the page still served', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { get } = setup({
      count: () => {
        throw new Error('backend down');
      },
    });
    expect((await get('/mansion')).status).toBe(200);
    expect((await get('/mansion')).status).toBe(200);
    expect(error.mock.calls).toEqual([['[landfall router] counting a page view failed: backend down']]);
  });

  it('kills: a rejected count not reported', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { get } = setup({ count: () => Promise.reject(new Error('timeout')) });
    await get('/mansion');
    await get('/mansion');
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('[landfall router] counting a page view failed: timeout');
  });

  it('kills: the missing count called anyway (if (!count) removed), which logged a TypeError', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { get } = setup({ count: null });
    expect((await get('/mansion')).status).toBe(200);
    expect(error).not.toHaveBeenCalled();
  });

  it('kills: a HEAD counted as a view (method check made true)', async () => {
    const { get, views } = setup();
    await get('/mansion', {}, 'HEAD');
    expect(views).toEqual([]);
  });

  it('kills: a preview (?variant=) counted', async () => {
    const { get, views } = setup();
    await get('/?variant=sumba');
    expect(views).toEqual([]);
  });

  it('kills: utm_source kept whole: it is cut to the 100 characters the database keeps, by code point', async () => {
    const { get, views } = setup();
    await get(`/mansion?utm_source=${encodeURIComponent('🌴'.repeat(150))}`);
    expect(views[0]?.utmSource).toBe('🌴'.repeat(100));
  });

  it('kills: the cookie rewrite keeping unknown experiments or dropping known ones', async () => {
    const manifest = manifestWith();
    manifest.experiments.push({ ...manifest.experiments[0]!, id: 'villa-copy', route: '/villa' });
    const { get } = setup({ manifest });
    const response = await get('/', { cookie: 'lf_arms=villa-copy.sumba~retired.x' });
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^lf_arms=villa-copy\.sumba~home-headline\.(control|sumba)$/);
  });
});

describe('caching headers, mutants killed', () => {
  it('kills: a settled experiment on another arm than the control treated as one URL for everyone (bots get the control)', async () => {
    const winner = setup({ manifest: manifestWith({ winner: 'sumba' }) });
    const response = await winner.get('/');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
    const control = setup({ manifest: manifestWith({ winner: 'control' }) });
    expect((await control.get('/')).headers.get('cache-control')).toBe('public, max-age=0');
  });

  it("kills: Vary joined without ', ' or with a null: the host's Vary is kept beside Cookie", async () => {
    expect((await setup({ extraHeaders: { vary: 'Accept-Encoding' } }).get('/')).headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect((await setup().get('/')).headers.get('vary')).toBe('Cookie');
  });

  it("kills: a personalised page made private: the query is part of every cache's key, so the host's caching stays", async () => {
    const response = await setup().get('/villa?utm_term=Bali');
    expect(await response.text()).toContain('>Bali<');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0');
    expect(response.headers.get('vary')).toBeNull();
  });

  it("kills: the host's Content-Length dropped from a body passed through unchanged, or kept on a HEAD of a filled page", async () => {
    const length = { 'content-length': '321' };
    expect((await setup({ extraHeaders: length }).get('/?variant=sumba')).headers.get('content-length')).toBe('321');
    expect((await setup({ extraHeaders: length }).get('/villa?utm_term=Bali')).headers.get('content-length')).toBeNull();
    expect((await setup({ extraHeaders: length }).get('/villa?utm_term=Bali', {}, 'HEAD')).headers.get('content-length')).toBeNull();
  });
});
