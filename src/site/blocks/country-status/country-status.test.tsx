// @vitest-environment jsdom
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonKey, founder, startTestServer, type TestServer } from '../../../../tests/unit/backend/http-harness';
import { enhance } from '../../../interactive/client/enhance';
import { itRejectsInvalidFixtures } from '../../../blocks/test-helpers';
import { mountBlock, renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

/** The badges a visitor sees: every card has one, hidden unless few places remain. */
const badges = (html: string) => [...html.matchAll(/<p data-badge="" class="[^"]*">([^<]*)<\/p>/g)].map((m) => m[1]);

describe('country-status block', () => {
  it('shows every country with a labelled progress bar and its fill', () => {
    const html = renderBlock(block, valid.eightCountries!);
    expect(html).toContain('id="country-status"');
    expect(html).toMatch(/<h2[^>]*>Live Country Status<\/h2>/);
    expect(html.match(/role="progressbar"/g)).toHaveLength(8);
    expect(html).toContain('aria-valuemin="0" aria-valuemax="100" aria-valuenow="84" aria-label="USA: 84 of 100 filled"');
    expect(html).toContain('84/100 filled');
    expect(html).toContain('width:56%');
    expect(html).not.toContain('<script');
  });

  it('is laid out only near the screen, not with the hero above it (content-visibility)', () => {
    expect(renderBlock(block, valid.eightCountries!)).toMatch(
      /<section id="country-status" class="[^"]*\[contain-intrinsic-size:auto_900px\] \[content-visibility:auto\]/,
    );
  });

  it("shows each country's flag as an image beside its name, a globe where no region is given", () => {
    const flags = (html: string) => [...html.matchAll(/<img data-slot="region-flag" src="([^"]+)" alt="" width="32" height="24"/g)].map((m) => m[1]);
    expect(flags(renderBlock(block, valid.eightCountries!))).toEqual(['us', 'de', 'es', 'fr', 'gb', 'it', 'ca', 'au'].map((c) => `/flags/4x3/${c}.svg`));
    const withoutRegions = renderBlock(block, valid.smallCapacity!);
    expect(flags(withoutRegions)).toEqual([]);
    expect(withoutRegions.match(/data-slot="region-flag-placeholder"/g)).toHaveLength(2);
  });

  it('warns only where more than 85 places are filled (Germany 88, UK 92)', () => {
    expect(badges(renderBlock(block, valid.eightCountries!))).toEqual(['Only 12 slots left!', 'Only 8 slots left!']);
  });

  it('uses the capacity and threshold from YAML and caps an overfull country', () => {
    const html = renderBlock(block, valid.smallCapacity!);
    expect(html).toContain('7/10 filled');
    expect(html).toContain('10/10 filled');
    expect(badges(html)).toEqual(['Only 3 slots left!', 'Only 0 slots left!']);
    expect(block.schema.parse(valid.eightCountries).threshold).toBe(85);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

/** Capacity 10, badge above 5: small enough that four applications show every change. */
const liveGrid = {
  ...valid.smallCapacity!,
  countries: [
    { name: 'Portugal', filled: 4, region: 'PT' },
    { name: 'Greece', filled: 9, region: 'GR' },
    { name: 'Malta', filled: 2 },
    { name: 'Cyprus', filled: 3, region: 'CY' },
  ],
};

/** One card as a visitor perceives it: the bar's value and name, the text under it, the badge if shown. */
function card(container: HTMLElement, country: string) {
  const bar = [...container.querySelectorAll('[role="progressbar"]')].find((b) => b.getAttribute('aria-label')?.startsWith(`${country}:`));
  const node = bar?.closest('li');
  const badge = node?.querySelector<HTMLElement>('[data-badge]');
  return {
    value: bar?.getAttribute('aria-valuenow'),
    label: bar?.getAttribute('aria-label'),
    width: node?.querySelector<HTMLElement>('[data-fill]')?.style.width,
    text: node?.querySelector('[data-filled-text]')?.textContent,
    badge: badge && !badge.hidden ? badge.textContent : null,
    low: node?.hasAttribute('data-low'),
  };
}

describe('country-status live counts (the embedded backend, over HTTP)', () => {
  let server: TestServer;
  let stop = () => {};
  const apply = async (country: string, email: string) => {
    const response = await fetch(`${server.url}/rest/v1/rpc/submit_founder_application`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...founder, email, country, route: '/', locale: 'en' }),
    });
    if (response.status !== 200) throw new Error(`application refused: ${response.status}`);
  };

  beforeAll(async () => {
    server = await startTestServer();
    await apply('PT', 'pt1@example.com');
    await apply('PT', 'pt2@example.com');
    await apply('GR', 'gr1@example.com');
    await apply('GR', 'gr2@example.com');
  });
  afterAll(() => server?.close());
  afterEach(() => {
    stop();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('adds the founder applications stored per country to the YAML numbers, capped at capacity', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    const mounted = await mountBlock(block, liveGrid);
    stop = mounted.stop;
    const { container } = mounted;
    await vi.waitFor(() => expect(card(container, 'Portugal').value).toBe('6'), { timeout: 5_000 });

    expect(card(container, 'Portugal')).toEqual({
      value: '6',
      label: 'Portugal: 6 of 10 filled',
      width: '60%',
      text: '6/10 filled',
      badge: 'Only 4 slots left!',
      low: true,
    });
    expect(card(container, 'Greece')).toEqual({
      value: '10',
      label: 'Greece: 10 of 10 filled',
      width: '100%',
      text: '10/10 filled',
      badge: 'Only 0 slots left!',
      low: true,
    });
    // No region, or no application from it: the YAML's number stands.
    expect(card(container, 'Malta')).toEqual({ value: '2', label: 'Malta: 2 of 10 filled', width: '20%', text: '2/10 filled', badge: null, low: false });
    expect(card(container, 'Cyprus')).toEqual({ value: '3', label: 'Cyprus: 3 of 10 filled', width: '30%', text: '3/10 filled', badge: null, low: false });
  });

  it('gives the cards back as prerendered when stopped, as Storybook does before re-rendering a story', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    const container = document.createElement('div');
    container.innerHTML = renderBlock(block, liveGrid);
    document.body.append(container);
    stop = () => container.remove();
    const stopBehaviours = enhance(container);
    await vi.waitFor(() => expect(card(container, 'Portugal').value).toBe('6'), { timeout: 5_000 });
    stopBehaviours();
    expect(card(container, 'Portugal')).toEqual({ value: '4', label: 'Portugal: 4 of 10 filled', width: '40%', text: '4/10 filled', badge: null, low: false });
    expect(card(container, 'Greece')).toMatchObject({ value: '9', text: '9/10 filled', badge: 'Only 1 slots left!' });
  });

  it('keeps the YAML numbers and logs nothing when the backend cannot be reached', async () => {
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
    await new Promise((resolve) => gone.close(resolve));
    vi.stubEnv('VITE_SUPABASE_URL', url);
    const fetched = vi.spyOn(globalThis, 'fetch');
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')];

    const mounted = await mountBlock(block, liveGrid);
    stop = mounted.stop;
    expect(fetched).toHaveBeenCalledTimes(1);
    await fetched.mock.results[0]!.value.catch(() => {});
    // The behaviour's own continuation runs after the refusal settles: let it.
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(card(mounted.container, 'Portugal')).toEqual({
      value: '4',
      label: 'Portugal: 4 of 10 filled',
      width: '40%',
      text: '4/10 filled',
      badge: null,
      low: false,
    });
    expect(card(mounted.container, 'Greece')).toMatchObject({ value: '9', badge: 'Only 1 slots left!' });
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });
});
