import { describe, expect, it } from 'vitest';
import { createRouter, type PageView } from '../../../src/edge/router.ts';
import { armOf, browser, inMemorySite, manifestWith, siteFiles } from './in-memory-site.ts';

const JAN_15 = new Date('2027-01-15T12:00:00Z');

function setup(experiment: Parameters<typeof manifestWith>[0] = {}, now = JAN_15) {
  const site = inMemorySite(siteFiles);
  const views: PageView[] = [];
  const route = createRouter({ manifest: manifestWith(experiment), fetchAsset: site.fetchAsset, count: (view) => void views.push(view), now: () => now });
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    route(new Request(`https://landfall.example${path}`, { method, headers: { 'user-agent': browser, ...headers } }));
  return { get, views, site };
}

const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0];

describe('assignment at the experiment route', () => {
  it('gives a new visitor an arm at / itself (200, no redirect) with a 90-day lf_arms cookie, private and Vary: Cookie', async () => {
    const { get, views } = setup();
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    const arm = armOf(await response.text());
    expect(['control', 'sumba']).toContain(arm);
    expect(response.headers.get('set-cookie')).toBe(`lf_arms=home-headline.${arm}; Path=/; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('etag')).toBeNull();
    expect(views).toEqual([{ route: '/', experiment: 'home-headline', arm, exposure: true }]);
  });

  it('serves both arms at / across new visitors, and each keeps theirs on every later visit without a new cookie', async () => {
    const { get, views } = setup();
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 40; visitor++) {
      const first = await get('/');
      const cookie = cookieOf(first)!;
      const arm = armOf(await first.text())!;
      seen.add(arm);
      for (let visit = 0; visit < 3; visit++) {
        const again = await get('/', { cookie: `theme=dark; ${cookie}` });
        expect(armOf(await again.text())).toBe(arm);
        expect(again.headers.get('set-cookie')).toBeNull();
        expect(again.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    expect(seen).toEqual(new Set(['control', 'sumba']));
    expect(views.filter((view) => view.exposure)).toHaveLength(40);
    expect(views).toHaveLength(160);
  });

  it('reassigns a visitor whose cookie names an arm that no longer exists, and keeps their other experiments', async () => {
    const { get, views } = setup();
    const response = await get('/', { cookie: 'lf_arms=home-headline.gone~pricing.cheap' });
    const arm = armOf(await response.text());
    expect(['control', 'sumba']).toContain(arm);
    expect(cookieOf(response)).toBe(`lf_arms=home-headline.${arm}`);
    expect(views[0]).toMatchObject({ arm, exposure: true });
  });

  it('answers a HEAD without giving an arm or counting it', async () => {
    const { get, views } = setup();
    const response = await get('/', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(views).toEqual([]);
  });
});

describe('who always gets one arm', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Facebook link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Slack link preview', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['WhatsApp link preview', 'WhatsApp/2.23.20.0'],
    ['curl', 'curl/8.5.0'],
    ['no User-Agent at all', ''],
  ])('%s gets the control, no cookie, and is not counted', async (_name, agent) => {
    const { get, views } = setup();
    for (let i = 0; i < 10; i++) {
      const response = await get('/', { 'user-agent': agent });
      expect(armOf(await response.text())).toBe('control');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(views).toEqual([]);
  });

  it('?variant=<arm> forces that arm, over a cookie for another, with no cookie and no count', async () => {
    const { get, views } = setup();
    const forced = await get('/?variant=sumba', { cookie: 'lf_arms=home-headline.control' });
    expect(armOf(await forced.text())).toBe('sumba');
    expect(forced.headers.get('set-cookie')).toBeNull();
    expect(forced.headers.get('cache-control')).toBe('private, no-store');
    const unknown = await get('/?variant=%3Cscript%3E');
    expect(armOf(await unknown.text())).toBe('control');
    expect(views).toEqual([]);
  });

  it('a winner: every visitor, returning or new, gets it, no cookie is set, and views count without an arm', async () => {
    const { get, views } = setup({ winner: 'sumba' });
    for (const cookie of ['', 'lf_arms=home-headline.control']) {
      const response = await get('/', { cookie });
      expect(armOf(await response.text())).toBe('sumba');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(views).toEqual([
      { route: '/', exposure: false },
      { route: '/', exposure: false },
    ]);
    const bot = await get('/', { 'user-agent': 'Googlebot/2.1' });
    expect(armOf(await bot.text())).toBe('control');
  });

  it.each([
    ['ended yesterday', { end: '2027-01-14' }, '2027-01-15T00:00:00Z', false],
    ['starts tomorrow', { start: '2027-01-16' }, '2027-01-15T23:59:59Z', false],
    ['first day (UTC)', { start: '2027-01-15', end: '2027-01-31' }, '2027-01-15T00:00:00Z', true],
    ['last day (UTC)', { start: '2027-01-01', end: '2027-01-15' }, '2027-01-15T23:59:59Z', true],
  ])('%s: split only while running', async (_name, dates, at, running) => {
    const { get, views } = setup(dates, new Date(at));
    const arms = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const response = await get('/', { cookie: 'lf_arms=home-headline.sumba' });
      arms.add(armOf(await response.text())!);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect([...arms]).toEqual(running ? ['sumba'] : ['control']);
    expect(views[0]?.experiment).toBe(running ? 'home-headline' : undefined);
    if (!running) expect((await get('/')).headers.get('cache-control')).toBe('public, max-age=0');
  });
});

describe('everything else passes through', () => {
  it('a POST to the experiment route reaches the host unchanged', async () => {
    const { site, views } = setup();
    const route = createRouter({ manifest: manifestWith(), fetchAsset: site.fetchAsset });
    const request = new Request('https://landfall.example/', { method: 'POST', body: 'x' });
    const response = await route(request);
    expect(site.requests.at(-1)?.path).toBe('/');
    expect(site.requests.at(-1)?.request).toBe(request);
    expect(response.status).toBe(200);
    expect(views).toEqual([]);
  });

  it('other routes, scripts and the not-found page come back as the host sent them; pages are counted, 404s and bots not', async () => {
    const { get, views } = setup();
    const mansion = await get('/mansion?utm_source=newsletter');
    expect(mansion.headers.get('etag')).toBe('"/mansion.html"');
    expect(mansion.headers.get('set-cookie')).toBeNull();
    expect(mansion.headers.get('cache-control')).toBe('public, max-age=0');
    const script = await get('/assets/main.js');
    expect(await script.text()).toBe('console.log(1)');
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
    await get('/mansion', { 'user-agent': 'Googlebot/2.1' });
    await get('/mansion?variant=x');
    expect(views).toEqual([{ route: '/mansion', utmSource: 'newsletter', exposure: false }]);
  });

  it('a count that throws or rejects never breaks the page', async () => {
    const site = inMemorySite(siteFiles);
    for (const count of [
      () => {
        throw new Error('backend down');
      },
      () => Promise.reject(new Error('429')),
    ]) {
      const route = createRouter({ manifest: manifestWith(), fetchAsset: site.fetchAsset, count, now: () => JAN_15 });
      const response = await route(new Request('https://landfall.example/', { headers: { 'user-agent': browser } }));
      expect(response.status).toBe(200);
      expect(armOf(await response.text())).toBeDefined();
    }
  });

  it('http (a local preview) gets the cookie without Secure', async () => {
    const site = inMemorySite(siteFiles);
    const route = createRouter({ manifest: manifestWith(), fetchAsset: site.fetchAsset, now: () => JAN_15 });
    const response = await route(new Request('http://localhost:4173/', { headers: { 'user-agent': browser } }));
    expect(response.headers.get('set-cookie')).not.toContain('Secure');
  });

  it('an arm whose file is missing from the deploy serves the control', async () => {
    const { get } = setup({
      arms: [
        { name: 'control', weight: 0, file: '/index.html' },
        { name: 'lost', weight: 100, file: '/lost.html' },
      ],
    });
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(armOf(await response.text())).toBe('control');
  });
});
