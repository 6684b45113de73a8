import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARM_TITLE, builtSite, CONTROL_TITLE, hostHeaders, titleOf } from './built-site.ts';
import { type Host, startPreview, startWorker, visitorIp } from './hosts.ts';

/**
 * The experiment router where it runs, over the real site built with one experiment on /
 * (fixtures/experiments/home-country.yaml: the home page against /country, 50/50): the same
 * visitor-visible behaviour from the Cloudflare Worker in workerd and from `npm run preview`.
 */

let dist: string;
const hosts: Record<string, Host> = {};

beforeAll(async () => {
  dist = await builtSite();
  hosts.worker = await startWorker(dist);
  hosts.preview = await startPreview(dist);
}, 300_000);

afterAll(async () => {
  for (const host of Object.values(hosts)) await host.close();
  // A build made for this run only (LANDFALL_EDGE_DIST keeps one between runs).
  if (dist && !process.env.LANDFALL_EDGE_DIST) rmSync(dist, { recursive: true, force: true });
});

describe.each(['worker', 'preview'])('%s', (which) => {
  const host = () => hosts[which]!;
  const cookiePattern =
    which === 'worker'
      ? /^lf_arms=home-country\.(control|country); Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure$/
      : /^lf_arms=home-country\.(control|country); Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax$/;

  it('serves both arms at / itself (200, no redirect), private, with the arm cookie and the build security headers', async () => {
    const titles = new Set<string | undefined>();
    const security = hostHeaders(dist);
    for (let visitor = 0; visitor < 60 && titles.size < 2; visitor++) {
      const { response, html } = await host().get(`/?utm_source=${which}-both`);
      expect(response.status).toBe(200);
      titles.add(titleOf(html));
      expect(response.headers.get('set-cookie')).toMatch(cookiePattern);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toContain('Cookie');
      expect(response.headers.get('content-security-policy')).toBe(security['content-security-policy']);
    }
    expect(titles).toEqual(new Set([CONTROL_TITLE, ARM_TITLE]));
  });

  it('keeps a visitor on their arm with the cookie, counting views per arm and one exposure', async () => {
    const first = await host().get(`/?utm_source=${which}-sticky`);
    const cookie = first.response.headers.get('set-cookie')!.split(';')[0]!;
    const arm = cookie.split('.')[1]!;
    for (let visit = 0; visit < 5; visit++) {
      const again = await host().get(`/?utm_source=${which}-sticky`, { cookie });
      expect(titleOf(again.html)).toBe(titleOf(first.html));
      expect(again.response.headers.get('set-cookie')).toBeNull();
    }
    await host().get(`/mansion?utm_source=${which}-sticky-done`);
    const tally = await host().tally(`${which}-sticky-done`);
    expect(tally.get(`/|home-country|${arm}|${which}-sticky`)).toEqual({ views: 6, exposures: 1 });
    expect(tally.get(`/mansion|||${which}-sticky-done`)).toEqual({ views: 1, exposures: 0 });
    // Charged to the visitor's address for the rate limit, not to the server's own.
    expect(await host().chargedTo()).toEqual([visitorIp]);
  });

  it('gives bots the control with no cookie, forces ?variant=, and counts neither', async () => {
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1']) {
      const bot = await host().get(`/?utm_source=${which}-unseen`, { 'user-agent': agent, cookie: 'lf_arms=home-country.country' });
      expect(titleOf(bot.html)).toBe(CONTROL_TITLE);
      expect(bot.response.headers.get('set-cookie')).toBeNull();
    }
    const forced = await host().get(`/?variant=country&utm_source=${which}-unseen`, { cookie: 'lf_arms=home-country.control' });
    expect(forced.response.status).toBe(200);
    expect(titleOf(forced.html)).toBe(ARM_TITLE);
    expect(forced.response.headers.get('set-cookie')).toBeNull();
    await host().get(`/mansion?utm_source=${which}-unseen-done`);
    const tally = await host().tally(`${which}-unseen-done`);
    expect([...tally.keys()].filter((row) => row.endsWith(`|${which}-unseen`))).toEqual([]);
  });

  it("serves a bandit's new visitors at the weights its database holds now, with no new build", async () => {
    await host().recordWeights('partner-bandit', { partner: 0, team: 100 });
    for (let visitor = 0; visitor < 10; visitor++) {
      const { response, html } = await host().get('/partner', { 'cf-connecting-ip': `203.0.113.${120 + visitor}` });
      expect(response.status).toBe(200);
      expect(/<body[^>]* data-arm="([a-z-]+)"/.exec(html)?.[1], `visitor ${visitor}`).toBe('team');
      expect(response.headers.get('set-cookie')).toMatch(/^lf_arms=partner-bandit\.team;/);
    }
  });

  it('leaves other routes, scripts and the not-found page as the host serves them', async () => {
    const security = hostHeaders(dist);
    const mansion = await host().get('/mansion');
    expect(mansion.response.status).toBe(200);
    expect(mansion.html).toBe(readFileSync(join(dist, 'mansion.html'), 'utf8'));
    expect(mansion.response.headers.get('set-cookie')).toBeNull();
    expect(mansion.response.headers.get('cache-control') ?? '').not.toContain('private');
    for (const [name, value] of Object.entries(security)) {
      // Preview is plain http: it sends everything but HSTS (docs/operators/security.md, "Security headers").
      if (which === 'worker' || name !== 'strict-transport-security') expect(mansion.response.headers.get(name), name).toBe(value);
    }
    if (which === 'preview') {
      // Compressed like the static files around it (@polka/compression in landfallPreview).
      const compressed = await host().get('/mansion', { 'accept-encoding': 'br' });
      expect(compressed.response.headers.get('content-encoding')).toBe('br');
      expect(compressed.response.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(compressed.html).toBe(mansion.html);
    }
    const missing = await host().get('/no-such-page');
    expect(missing.response.status).toBe(404);
    expect(missing.html).toBe(readFileSync(join(dist, '404.html'), 'utf8'));
    expect(missing.response.headers.get('content-security-policy')).toBe(security['content-security-policy']);

    const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
    expect(script).toBeDefined();
    const asset = await host().get(script!);
    expect(asset.response.status).toBe(200);
    expect(asset.response.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.html).toBe(readFileSync(join(dist, script!), 'utf8'));
  });

  it("answers every screen of the marketers' area with its one page, uncounted, and a missing studio file with 404", async () => {
    const index = readFileSync(join(dist, 'studio/index.html'), 'utf8');
    for (const path of ['/studio', '/studio/', '/studio/leads', `/studio/leads?kind=payment&utm_source=${which}-studio`]) {
      const { response, html } = await host().get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(html).toBe(index);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await host().get('/studio/assets/no-such-file.js')).response.status).toBe(404);
    // A counted view after them: once it is in, the studio's would be too.
    await host().get(`/mansion?utm_source=${which}-studio-done`);
    const tally = await host().tally(`${which}-studio-done`);
    expect([...tally.keys()].filter((row) => row.endsWith(`|${which}-studio`))).toEqual([]);
  });
});
