// @vitest-environment jsdom
/**
 * The contact form as a visitor uses it, against the embedded backend over real HTTP: each rule's
 * message under its field in English and Spanish before anything is sent, a stored message with
 * the page's context, the limiter of this browser and the server's own limit.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/unit/backend/http-harness';
import { defaultSubmissionLimits, takeSubmission } from '../../interactive/forms/submission-limit';
import { block } from '.';
import ContactIsland from './contact.island';
import { valid } from './fixtures';
import type { ContactIslandProps } from './island-props';

const islandProps = (input = valid.english!): ContactIslandProps => {
  const { eyebrow: _eyebrow, heading: _heading, intro: _intro, ...props } = block.schema.parse(input);
  return props;
};
const english = islandProps(valid.english);
const spanish = islandProps(valid.spanish);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  vi.stubEnv('VITE_SUPABASE_URL', server.url);
  localStorage.clear();
  sessionStorage.clear();
  // Every request here comes from 127.0.0.1: each test starts with that address's limit unused.
  await server.backend.db.exec('delete from rate_limit_hits');
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  document.documentElement.lang = '';
  history.replaceState(null, '', '/');
});

const stored = async (email: string) =>
  (await server.backend.db.query('select name, email, phone, message, route, locale, utm from contact_messages where email = $1', [email])).rows;
const storedCount = async () => (await server.backend.db.query<{ n: number }>('select count(*)::int as n from contact_messages')).rows[0]!.n;

type Values = { name: string; email: string; phone: string; message: string };
const good: Values = { name: "Siobhán O'Brien", email: 'siobhan@example.ie', phone: '', message: 'Can I visit the Sumba site in March?' };

function fill(props: ContactIslandProps, values: Values) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(document.getElementById(`${props.anchor}-${field}`)!, { target: { value } });
  }
}

function send(props: ContactIslandProps, values: Values) {
  render(<ContactIsland {...props} />);
  fill(props, values);
  fireEvent.click(screen.getByRole('button', { name: props.submitLabel }));
}

const messageUnder = (props: ContactIslandProps, field: string) => document.getElementById(`${props.anchor}-${field}-message`)?.textContent;

describe.each([
  ['English', english, 'en'],
  ['Spanish', spanish, 'es'],
] as const)('in %s, each rule', (_language, props, locale) => {
  const say = (message: string) => (locale === 'es' ? valid.spanish!.fieldErrors![message] : message);
  it.each([
    ['name', '', 'Name is required'],
    ['name', 'a'.repeat(101), 'Name too long'],
    ['name', 'R2-D2', 'Name contains invalid characters'],
    ['email', 'ana@', 'Invalid email format'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email too long'],
    ['email', '<ana>@example.com', 'Invalid characters'],
    ['phone', '1'.repeat(21), 'Phone number too long'],
    ['phone', '12 34', 'Invalid phone format'],
    ['message', '   ', 'Message is required'],
    ['message', 'm'.repeat(5001), 'Message too long'],
  ])('%s %j shows "%s" under the field, focuses it, keeps the text and sends nothing', async (field, value, message) => {
    const before = await storedCount();
    send(props, { ...good, [field]: value });
    const control = document.getElementById(`${props.anchor}-${field}`) as HTMLInputElement;
    expect(messageUnder(props, field)).toBe(say(message));
    expect(say(message)).toBeTruthy();
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe(`${props.anchor}-${field}-message`);
    expect(document.activeElement).toBe(control);
    expect(control.value).toBe(value);
    // Only the field at fault speaks.
    expect(document.querySelectorAll('[data-slot="form-message"]')).toHaveLength(1);
    expect(await storedCount()).toBe(before);
  });
});

describe('sending', () => {
  it('stores the message as typed (trimmed, email lowercased) with the page context, then shows the success text in its place', async () => {
    history.replaceState(null, '', '/partner?utm_source=newsletter');
    document.documentElement.lang = 'en';
    send(english, { name: ' Ada Lovelace ', email: ' Ada@Example.COM ', phone: '+44 20 7946 0958', message: 'Line one\nLine <two> & "three"' });
    const status = await screen.findByText(english.success, {}, { timeout: 5_000 });
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    expect(document.querySelector('form')?.hidden).toBe(true);
    expect(await stored('ada@example.com')).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
        message: 'Line one\nLine <two> & "three"',
        route: '/partner',
        locale: 'en',
        utm: { source: 'newsletter' },
      },
    ]);
  });

  it('moves focus to the success text in the same update that shows it, not a task later (a screen reader hears it at once; CI once read focus before it moved)', async () => {
    let resolve: (seen: { text: string; focused: boolean }) => void = () => undefined;
    const shown = new Promise<{ text: string; focused: boolean }>((done) => {
      resolve = done;
    });
    // A mutation observer runs right after the DOM changes, before any later task: what it sees is
    // what an assistive technology announcing the change would see.
    const observer = new MutationObserver(() => {
      const status = document.querySelector<HTMLElement>('[role="status"]');
      if (status?.textContent) resolve({ text: status.textContent, focused: document.activeElement === status });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      send(english, { ...good, email: 'focus@example.com' });
      await expect(shown).resolves.toEqual({ text: english.success, focused: true });
    } finally {
      observer.disconnect();
    }
  });

  it('accepts an empty phone (stored as NULL) and says "Sending..." on a disabled button until the answer', async () => {
    send(english, { ...good, email: 'nophone@example.com' });
    const button = screen.getByRole('button', { name: english.busyLabel }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    await screen.findByText(english.success, {}, { timeout: 5_000 });
    expect(await stored('nophone@example.com')).toMatchObject([{ phone: null }]);
  });

  it("refuses a fourth message within 5 minutes in this browser (the spec's default limiter) without sending it", async () => {
    for (let i = 0; i < defaultSubmissionLimits.contact.max; i++) expect(takeSubmission('contact', defaultSubmissionLimits.contact)).toBe(true);
    send(spanish, { ...good, email: 'fourth@example.com' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(spanish.rateLimited));
    expect((document.getElementById('contacto-email') as HTMLInputElement).value).toBe('fourth@example.com');
    expect(await stored('fourth@example.com')).toEqual([]);
  });

  it('shows the rate-limit text when the server refuses this address, and keeps what was typed', async () => {
    await server.backend.db.exec(`insert into rate_limit_hits (identifier, endpoint, window_start, count, expires_at)
                                  values ('127.0.0.1', 'contact', date_trunc('second', now()), 10, now() + interval '1 hour')`);
    send(english, { ...good, email: 'limited@example.com' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(english.rateLimited), { timeout: 5_000 });
    expect((document.getElementById('contact-message') as HTMLTextAreaElement).value).toBe(good.message);
    expect(screen.getByRole('button', { name: english.submitLabel })).toHaveProperty('disabled', false);
    expect(await stored('limited@example.com')).toEqual([]);
  });

  it('clears the last failure when the visitor tries again', async () => {
    for (let i = 0; i < defaultSubmissionLimits.contact.max; i++) takeSubmission('contact', defaultSubmissionLimits.contact);
    send(english, { ...good, email: 'again@example.com' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(english.rateLimited));
    fill(english, { ...good, email: 'again@example.com', message: '' });
    fireEvent.click(screen.getByRole('button', { name: english.submitLabel }));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(messageUnder(english, 'message')).toBe('Message is required');
  });
});
