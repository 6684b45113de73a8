// @vitest-environment jsdom
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/unit/backend/http-harness';
import { enhance } from '../../interactive/client/enhance';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { mountBlock, renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const english = valid.english!;

describe('early-access block (prerendered)', () => {
  const html = renderBlock(block, english);

  it('shows a labelled email field, its button and the note, and the empty places its answers go', () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    const input = container.querySelector('input')!;
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Email address');
    expect(input).toMatchObject({ type: 'email', autocomplete: 'email', placeholder: 'you@example.com' });
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Get Early Access');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => container.querySelector(`#${id}`));
    expect(described.map((node) => node?.getAttribute('role') ?? node?.textContent)).toEqual(['alert', 'We only use your email to send you the ranking.']);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');
    expect(html).toMatch(/<h2[^>]*>See the Full Ranking First<\/h2>/);
  });

  it('cannot send the address anywhere before its script runs: no navigation, and the field has no name to put in a URL', () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('dialog');
    expect(form.noValidate).toBe(true);
    expect(container.querySelector('input')?.hasAttribute('name')).toBe(false);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

describe('early-access form (its behaviour, against the embedded backend over HTTP)', () => {
  let server: TestServer;
  let stop = () => {};
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    // Every request here comes from 127.0.0.1: each test starts with that address's limit unused.
    await server.backend.db.exec('delete from rate_limit_hits');
  });
  afterEach(() => {
    stop();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    document.documentElement.lang = '';
    history.replaceState(null, '', '/');
  });

  const rowsFor = async (email: string) =>
    (await server.backend.db.query('select email, route, locale, utm, referrer from early_access_signups where email = $1', [email])).rows;

  async function mounted(input = english, locale: 'en' | 'es' = 'en') {
    const result = await mountBlock(block, input, locale);
    stop = result.stop;
    const { container } = result;
    return {
      container,
      input: container.querySelector('input')!,
      button: container.querySelector<HTMLButtonElement>('button[type="submit"]')!,
      form: container.querySelector('form')!,
      fieldError: () => container.querySelector('[data-field-error]')?.textContent,
      failure: () => container.querySelector('[data-failure]')?.textContent,
      status: () => container.querySelector('[role="status"]')?.textContent,
    };
  }

  it('stores a good email as typed (trimmed, lowercased) with the route, locale and UTM, and confirms', async () => {
    history.replaceState(null, '', '/ranking?utm_source=newsletter&utm_campaign=autumn');
    document.documentElement.lang = 'en';
    const form = await mounted();
    form.input.value = '  Ada@Example.COM ';
    form.form.requestSubmit();
    await vi.waitFor(() => expect(form.status()).toBe(english.confirmation), { timeout: 5_000 });
    expect(form.form.hidden).toBe(true);
    expect(document.activeElement).toBe(form.container.querySelector('[role="status"]'));
    expect(await rowsFor('ada@example.com')).toEqual([
      { email: 'ada@example.com', route: '/ranking', locale: 'en', utm: { source: 'newsletter', campaign: 'autumn' }, referrer: '' },
    ]);
  });

  it("shows the email rule's message under a bad email, keeps the value and sends nothing", async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const form = await mounted();
    for (const [typed, message] of [
      ['ana@', 'Invalid email format'],
      [`${'a'.repeat(250)}@example.com`, 'Email too long'],
      ['<ana@example.com>', 'Invalid characters'],
    ] as const) {
      form.input.value = typed;
      form.form.requestSubmit();
      await vi.waitFor(() => expect(form.fieldError()).toBe(message));
      expect(form.input.value).toBe(typed);
      expect(form.input.getAttribute('aria-invalid')).toBe('true');
      await vi.waitFor(() => expect(form.button.textContent).toBe('Get Early Access'));
    }
    expect(sent).not.toHaveBeenCalled();
  });

  it("says the messages in the page's language", async () => {
    const form = await mounted(valid.spanish!, 'es');
    form.input.value = 'ana@';
    form.form.requestSubmit();
    await vi.waitFor(() => expect(form.fieldError()).toBe('Formato de correo inválido'));
  });

  it('shows the busy label while sending and sends a double submit once', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const form = await mounted();
    form.input.value = 'once@example.com';
    form.form.requestSubmit();
    form.form.requestSubmit();
    expect(form.button.textContent).toBe('Sending…');
    expect(form.button.getAttribute('aria-disabled')).toBe('true');
    form.form.requestSubmit();
    await vi.waitFor(() => expect(form.status()).toBe(english.confirmation), { timeout: 5_000 });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(await rowsFor('once@example.com')).toHaveLength(1);
  });

  it('shows the rate-limit text when the server refuses, and keeps the value', async () => {
    await server.backend.db.exec(`insert into rate_limit_hits (identifier, endpoint, window_start, count, expires_at)
                                  values ('127.0.0.1', 'early_access', date_trunc('second', now()), 4, now() + interval '1 hour')`);
    const form = await mounted();
    form.input.value = 'fifth@example.com';
    form.form.requestSubmit();
    await vi.waitFor(() => expect(form.failure()).toBe(english.rateLimited), { timeout: 5_000 });
    expect(form.input.value).toBe('fifth@example.com');
    expect(form.form.hidden).toBe(false);
    expect(form.button.textContent).toBe('Get Early Access');
    expect(await rowsFor('fifth@example.com')).toEqual([]);
  });

  it('shows the failure text when the backend cannot be reached, and keeps the value', async () => {
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
    await new Promise((resolve) => gone.close(resolve));
    vi.stubEnv('VITE_SUPABASE_URL', url);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = await mounted();
    form.input.value = 'offline@example.com';
    form.form.requestSubmit();
    await vi.waitFor(() => expect(form.failure()).toBe(english.failed), { timeout: 5_000 });
    expect(form.input.value).toBe('offline@example.com');
    expect(logged).toHaveBeenCalledWith('[landfall] backend unreachable', expect.anything());
  });

  it('keeps what was typed before it started, and gives the markup back as prerendered when stopped', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderBlock(block, english);
    document.body.append(container);
    stop = () => container.remove();
    const input = container.querySelector('input')!;
    input.value = 'early@example.com';
    const stopBehaviours = enhance(container);
    expect(input.value).toBe('early@example.com');
    input.value = 'ana@';
    container.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => expect(container.querySelector('[data-field-error]')?.textContent).toBe('Invalid email format'));
    stopBehaviours();
    expect(container.querySelector('[data-field-error]')?.textContent).toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.value).toBe('ana@');
  });
});
