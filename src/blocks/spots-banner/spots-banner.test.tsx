// @vitest-environment jsdom
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRpc } from '../../../supabase/embedded/database.ts';
import { recordPending } from '../../../tests/unit/backend/payments-harness';
import { startTestServer, type TestServer } from '../../../tests/unit/backend/http-harness';
import { enhance } from '../../interactive/client/enhance';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { mountBlock, renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';
import { spotsText } from './spots-text';

/** What a visitor reads, and whether the banner shows itself as sold out. */
function banner(container: ParentNode) {
  const root = container.querySelector('[data-spots]');
  return { text: root?.querySelector('[data-spots-text]')?.textContent, soldOut: root?.hasAttribute('data-sold-out') };
}

function rendered(input: (typeof valid)[string]) {
  const container = document.createElement('div');
  container.innerHTML = renderBlock(block, input);
  return container;
}

describe('spots-banner block', () => {
  it('prerenders the YAML capacity minus its base: "Only 47 spots left" in a sticky top bar with its button', () => {
    const html = renderBlock(block, valid.topBar!);
    expect(banner(rendered(valid.topBar!))).toEqual({ text: 'Only 47 spots left', soldOut: false });
    expect(html).toContain('10 spots per country');
    expect(html).toMatch(/<div data-spots="" class="[^"]*\bsticky top-0\b/);
    expect(html).toMatch(/<button[^>]*>Apply Now<\/button>/);
    expect(html).not.toContain('<script');
  });

  it('fills {capacity} too, and places the inline variant as a pill between sections, not stuck to the top', () => {
    const html = renderBlock(block, valid.inline!);
    expect(banner(rendered(valid.inline!))).toEqual({ text: 'Only 3 of 10 spots left', soldOut: false });
    expect(html).not.toContain('sticky');
    expect(html).toContain('rounded-full');
  });

  it('never counts below 0: an overfull base shows the sold-out text', () => {
    expect(banner(rendered(valid.soldOut!))).toEqual({ text: 'All spots are taken', soldOut: true });
    expect(spotsText({ capacity: 10, taken: 12, text: 'Only {n} spots left' })).toEqual({ left: 0, text: 'Only 0 spots left' });
  });

  it("counts the page's product when the YAML names none", () => {
    expect(renderBlock(block, valid.inline!)).toContain('&quot;productId&quot;:&quot;founder-membership&quot;');
    expect(renderBlock(block, valid.topBar!)).toContain('&quot;productId&quot;:&quot;free-home-deposit&quot;');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

describe('spots-banner live count (the embedded backend, over HTTP)', () => {
  let server: TestServer;
  let stop = () => {};
  let sessions = 0;
  /** One checkout for the product, paid through the webhook's function unless left pending. */
  const checkout = async (productId: string, { paid = true } = {}) => {
    const sessionId = `cs_test_spots_${++sessions}`;
    await recordPending(server.backend, sessionId, 1150000, productId);
    if (!paid) return;
    const result = await callRpc(
      server.backend.db,
      'mark_payment_paid',
      { sessionId, amountTotal: 1150000, currency: 'usd' },
      { role: 'service_role', headers: { 'x-forwarded-for': '127.0.0.1' } },
    );
    if (result.status !== 200) throw new Error(`mark_payment_paid answered ${result.status}`);
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (let i = 0; i < 3; i++) await checkout('free-home-deposit');
    await checkout('free-home-deposit', { paid: false });
    await checkout('villa');
  });
  afterAll(() => server?.close());
  afterEach(() => {
    stop();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("takes the product's paid payments off the spots, not pending ones or other products'", async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    const mounted = await mountBlock(block, valid.topBar!);
    stop = mounted.stop;
    await vi.waitFor(() => expect(banner(mounted.container).text).toBe('Only 44 spots left'), { timeout: 5_000 });
    expect(banner(mounted.container).soldOut).toBe(false);
  });

  it('shows sold out, never a negative number, when payments pass the capacity; and gives the prerendered text back when stopped', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    const container = rendered({ ...valid.inline!, productId: 'free-home-deposit', capacity: 10, taken: 8 });
    document.body.append(container);
    stop = () => container.remove();
    expect(banner(container)).toEqual({ text: 'Only 2 of 10 spots left', soldOut: false });
    const stopBehaviours = enhance(container);
    await vi.waitFor(() => expect(banner(container)).toEqual({ text: 'All 10 spots are taken', soldOut: true }), { timeout: 5_000 });
    stopBehaviours();
    expect(banner(container)).toEqual({ text: 'Only 2 of 10 spots left', soldOut: false });
  });

  it('keeps the YAML number and logs nothing when the backend cannot be reached', async () => {
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
    await new Promise((resolve) => gone.close(resolve));
    vi.stubEnv('VITE_SUPABASE_URL', url);
    const fetched = vi.spyOn(globalThis, 'fetch');
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')];

    const mounted = await mountBlock(block, valid.topBar!);
    stop = mounted.stop;
    expect(fetched).toHaveBeenCalledTimes(1);
    await fetched.mock.results[0]!.value.catch(() => {});
    // The behaviour's own continuation runs after the refusal settles: let it.
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(banner(mounted.container)).toEqual({ text: 'Only 47 spots left', soldOut: false });
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });
});
