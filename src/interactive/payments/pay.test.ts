// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { actionContext } from '../actions/action-context';
import type { Action } from '../../ui/action-schema';
import { runAction } from '../actions/run-action';
import { dialogPayload } from '../dialogs/dialog-payload';
import { dialogsSchemaFor } from '../dialogs/dialogs-schema';
import { pageSchema, engine } from '../../site/engine';
import { siteSchema } from '../../engine/site-schema';
import { renderDocument } from '../../render/document';
import { unmountToaster } from '../../ui/toast';
import { valid } from '../../site/blocks/plot-board/fixtures';
import { callRpc } from '../../../supabase/embedded/database.ts';
import { startTestServer, type TestServer } from '../../../tests/unit/backend/http-harness';
import { toastStore } from '../../ui/toast-store';

const site = siteSchema.parse(parse(readFileSync(join(import.meta.dirname, '../../../variants/_shared/site.yaml'), 'utf8')));
const dialogs = dialogsSchemaFor(['en', 'es']).parse(parse(readFileSync(join(import.meta.dirname, '../../../variants/_shared/dialogs.yaml'), 'utf8')));
const usual = 'There was an error processing your request. Please try again.';
const ownText = 'There was an error processing your application. Please try again.';

/** A port nothing listens on: the payment call meets a backend that is down, as a visitor's would. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Serves each language's dialog texts over HTTP, as the built site serves its hashed files
 * (/missing answers 404, like a file that cannot be fetched).
 */
let textsServer: Server;
let textsOrigin = '';
function servedTexts(locale: 'en' | 'es' | 'missing') {
  return { [locale === 'es' ? 'es' : 'en']: `${textsOrigin}/dialogs-${locale}.json` };
}

/** Puts the prerendered page of `variant` in the document, as a visitor's browser would have it. */
function openPage(variant: Record<string, unknown>, texts: 'en' | 'es' | 'missing' = 'en') {
  const page = pageSchema.parse({
    route: '/apply',
    locale: 'en',
    title: 'Apply',
    description: 'Apply for a free home.',
    productId: 'free-home-deposit',
    blocks: [{ type: 'info-cta', heading: 'Apply for a free home', buttons: [{ label: 'Apply Now', action: { kind: 'pay' } }] }],
    ...variant,
  });
  const html = renderDocument(engine.vocabulary.blocks, page, site, { stylesheets: [], script: '/assets/main.js' }, servedTexts(texts));
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  for (const { name, value } of parsed.body.attributes) document.body.setAttribute(name, value);
  // The toaster mounts once per page load beside #page, so only the page itself is replaced.
  document.getElementById('page')?.remove();
  document.body.prepend(document.importNode(parsed.getElementById('page')!, true));
}

/** Presses the page's pay button the way the client entry does (src/interactive/client/main.ts). */
async function pressPay() {
  const button = screen.getByRole('button', { name: 'Apply Now' });
  const action: Action = JSON.parse(button.dataset.action ?? '{}');
  await runAction(action, actionContext(button));
}

beforeAll(async () => {
  vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${await closedPort()}`);
  textsServer = createHttpServer((request, response) => {
    const locale = /^\/dialogs-([a-z]{2})\.json$/.exec(request.url ?? '')?.[1];
    if (locale !== 'en' && locale !== 'es') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(dialogPayload(dialogs, locale)));
  });
  await new Promise<void>((resolve) => textsServer.listen(0, '127.0.0.1', resolve));
  const address = textsServer.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  textsOrigin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => textsServer.close(() => resolve())));
afterEach(() => {
  // An open toast keeps a timer and listeners in React: left mounted, they woke React after the
  // file's document was gone ("window is not defined", a failed CI run), so each case takes its
  // toaster down.
  unmountToaster();
  for (const item of toastStore.get().items) toastStore.dismiss(item.id);
  vi.restoreAllMocks();
});

describe('a payment that cannot start', () => {
  it("shows the page's own messages.paymentFailed text", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage({ messages: { paymentFailed: ownText } });
    await pressPay();
    expect(await screen.findByText(ownText)).toBeTruthy();
    expect(screen.queryByText(usual)).toBeNull();
    // The spec logs the failure; the visitor sees only the toast.
    expect(logged).toHaveBeenCalledWith('[landfall] payment could not start', expect.anything());
  });

  it('shows the usual text on a page without its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage({});
    await pressPay();
    expect(await screen.findByText(usual)).toBeTruthy();
    expect(screen.queryByText(ownText)).toBeNull();
  });
});

describe('a payment that cannot start on a Spanish page', () => {
  // A page fetches its texts once and keeps them (dialog-payload.ts): each case loads the code afresh.
  beforeEach(() => vi.resetModules());
  // The case's own copy of the code mounted its own toaster.
  afterEach(async () => (await import('../../ui/toast')).unmountToaster());

  it('speaks Spanish: the toast and its close button come from the Spanish texts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runAction: run } = await import('../actions/run-action');
    openPage({ locale: 'es' }, 'es');
    const button = screen.getByRole('button', { name: 'Apply Now' });
    await run(JSON.parse(button.dataset.action ?? '{}'), actionContext(button));
    expect(await screen.findByText(dialogs.texts.es!.toasts.paymentError.description!)).toBeTruthy();
    expect(screen.getByText(dialogs.texts.es!.toasts.paymentError.title)).toBeTruthy();
    expect(screen.getByRole('button', { name: dialogs.texts.es!.close })).toBeTruthy();
  });

  it('shows no English when its texts cannot be fetched: the failure is logged instead', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runAction: run } = await import('../actions/run-action');
    const { toastStore: store } = await import('../../ui/toast-store');
    openPage({ locale: 'es' }, 'missing');
    const button = screen.getByRole('button', { name: 'Apply Now' });
    await run(JSON.parse(button.dataset.action ?? '{}'), actionContext(button));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringMatching(/texts could not be loaded/)));
    expect(store.get().items).toEqual([]);
  });
});

describe('a plot chosen on a plot board that someone else took a moment before', () => {
  let server: TestServer;
  let stop = () => {};
  beforeAll(async () => {
    server = await startTestServer({ withOrigin: true });
  }, 60_000);
  afterAll(() => server?.close());
  // The backend client keeps the address it was made with (client.ts): this case loads the code
  // afresh, pointed at its own server, and takes its own toaster down.
  beforeEach(() => vi.resetModules());
  afterEach(async () => {
    stop();
    (await import('../../ui/toast')).unmountToaster();
  });

  it('tells the visitor the plot is gone and shows it taken, opening no checkout (was: a second checkout for the same plot)', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    openPage({
      route: '/map',
      productId: 'world-cup-land',
      blocks: [{ type: 'plot-board', ...valid.smallBoard, pick: 'pay' }],
    });
    const page = document.getElementById('page')!;
    const asked = vi.spyOn(globalThis, 'fetch');
    const [{ runAction: run }, { actionContext: contextOf }, { enhance: start }] = await Promise.all([
      import('../actions/run-action'),
      import('../actions/action-context'),
      import('../client/enhance'),
    ]);
    stop = start(page);
    const plot3 = page.querySelector<HTMLElement>('[data-slot="plot"][data-plot="3"]')!;
    expect(plot3.getAttribute('aria-label')).toBe('Plot 3, available, €47,500');
    // The board has asked which plots are taken and heard none; then another visitor's checkout
    // holds plot 3, while this page still shows it free.
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith(expect.stringContaining('/rest/v1/rpc/plot_board_taken'), expect.anything()));
    await asked.mock.results[0]?.value;
    const other = await callRpc(
      server.backend.db,
      'record_pending_payment',
      { sessionId: 'cs_test_other_buyer', productId: 'world-cup-land', amount: 650000, currency: 'usd', plot: 3 },
      { role: 'service_role', headers: { 'x-forwarded-for': '127.0.0.1' } },
    );
    expect(other.status).toBe(200);

    await run(JSON.parse(plot3.dataset.action ?? '{}'), contextOf(plot3));
    // The toast waits for the page's texts, which can be slow to arrive on a busy machine.
    expect(await screen.findByText('Someone has just reserved or bought it. Please pick another green plot.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('This plot is gone')).toBeTruthy();
    expect(plot3.getAttribute('aria-label')).toBe('Plot 3, sold');
    expect(plot3.hasAttribute('data-action')).toBe(false);
    expect(opened).not.toHaveBeenCalled();
    const payments = await server.backend.db.query('select stripe_session_id from payments');
    expect(payments.rows).toEqual([{ stripe_session_id: 'cs_test_other_buyer' }]);
  });
});
