import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callRpc } from '../../../supabase/embedded/database';
import { asAnon, createdId, errorOf, freshDatabase, nextIp, rows, type SqlDatabase } from './sql-harness';

/**
 * log_client_event's client-side signals and the browser id (spec §9, issue 14;
 * supabase/schemas/functions/log_client_event.sql).
 */
/** A well-formed id, to make malformed ones from. */
const sample = 'Ab3_-Z9xQwErTyUiOpAsDfGhJkLzXcVb';
/** A browser id as browser-id.ts makes them: 24 random bytes in URL-safe base64. */
const newBrowserId = () => randomBytes(24).toString('base64url');

// One database for the file (cloning one per test doubled its time); each test is its own
// visitor: its own address, and browser ids of its own.
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
let ip: string;
let browser: string;
let otherBrowser: string;
beforeEach(() => {
  ip = nextIp();
  browser = newBrowserId();
  otherBrowser = newBrowserId();
});

const send = (body: unknown) => asAnon(db, 'log_client_event', body, ip);
const stored = () =>
  rows(db, `select action, details, browser_id, occurrences from security_events where resource = 'client' and ip_address = $1 order by created_at, id`, [ip]);

describe('suspicious clicking and the developer-tools heuristic', () => {
  it("stores suspicious_clicking with its count and the control pressed; the message is the server's, nothing typed is kept", async () => {
    const result = await callRpc(
      db,
      'log_client_event',
      {
        action: 'suspicious_clicking',
        message: 'ana@example.com typed here',
        details: { clicks: 11, tag: 'button', role: 'tab', value: 'ana@example.com', text: 'Pay Now' },
        browserId: browser,
        route: '/mansion',
      },
      { role: 'anon', headers: { 'cf-connecting-ip': ip, 'user-agent': 'Mozilla/5.0' } },
    );
    createdId(result);
    expect(await stored()).toEqual([
      {
        action: 'suspicious_clicking',
        browser_id: browser,
        occurrences: 1,
        details: {
          message: 'More than 10 clicks, each within 100 ms of the previous',
          clicks: 11,
          tag: 'button',
          role: 'tab',
          route: '/mansion',
          user_agent: 'Mozilla/5.0',
        },
      },
    ]);
    expect(JSON.stringify(await stored())).not.toContain('ana@example.com');
  });

  it('stores devtools_open with the two gaps in pixels', async () => {
    createdId(await send({ action: 'devtools_open', message: '', details: { widthGap: 420, heightGap: 0 }, browserId: browser }));
    expect(await stored()).toEqual([
      {
        action: 'devtools_open',
        browser_id: browser,
        occurrences: 1,
        details: { message: 'Window outer and inner sizes differ by more than 200 px', width_gap: 420, height_gap: 0, route: null, user_agent: null },
      },
    ]);
  });

  it.each([
    ['a count sent as text', { clicks: '11', tag: 'button', role: null }, { clicks: null, tag: 'button', role: null }],
    ['a count of 10 or fewer', { clicks: 10, tag: 'button', role: null }, { clicks: null, tag: 'button', role: null }],
    ['a fractional count', { clicks: 11.5, tag: 'button', role: null }, { clicks: null, tag: 'button', role: null }],
    ['markup as the tag', { clicks: 11, tag: '<img src=x onerror=alert(1)>', role: null }, { clicks: 11, tag: null, role: null }],
    ['a role in capitals', { clicks: 11, tag: 'div', role: 'Button' }, { clicks: 11, tag: 'div', role: null }],
  ])('keeps the event but not the field for %s', async (_case, details, kept) => {
    createdId(await send({ action: 'suspicious_clicking', message: '', details }));
    const [event] = await stored();
    expect(event?.details).toMatchObject(kept);
  });

  it('still refuses an action it does not know', async () => {
    const refused = await send({ action: 'devtools_opened', message: '', browserId: browser });
    expect(errorOf(refused)).toEqual({ code: 'LF400', message: 'Validation failed', details: '{"action": "Unknown action"}', hint: null });
    expect(await stored()).toEqual([]);
  });
});

describe('the browser id', () => {
  it('is stored with error reports too', async () => {
    createdId(await send({ action: 'client_error', message: 'boom', browserId: browser }));
    expect((await stored()).map((event) => event.browser_id)).toEqual([browser]);
  });

  it.each([
    ['31 characters', sample.slice(1)],
    ['33 characters', `${sample}x`],
    ['characters outside the URL-safe alphabet', `${sample.slice(2)}+/`],
    ['padding spaces', ` ${sample.slice(1)}`],
    ['markup', `<script>${'a'.repeat(15)}</script>`],
    ['a number', 1234567890123456],
    ['an object', { id: sample }],
  ])('is dropped, and the event kept, when it is malformed: %s', async (_case, browserId) => {
    createdId(await send({ action: 'devtools_open', message: '', details: { widthGap: 300, heightGap: 0 }, browserId }));
    expect((await stored()).map((event) => [event.action, event.browser_id])).toEqual([['devtools_open', null]]);
  });

  it('cannot be stored malformed even by a direct insert', async () => {
    await expect(db.query(`insert into security_events (action, resource, browser_id) values ('client_error', 'client', 'short')`)).rejects.toThrow(
      /browser_id_check|check constraint/,
    );
  });
});

describe('once per visit on the server too', () => {
  const signal = (browserId?: string) => send({ action: 'suspicious_clicking', message: '', details: { clicks: 11, tag: 'a', role: null }, browserId });

  it('counts a signal the same browser repeats within 30 minutes on its first row', async () => {
    const first = createdId(await signal(browser));
    expect(createdId(await signal(browser))).toBe(first);
    createdId(await signal(otherBrowser));
    expect((await stored()).map((event) => [event.browser_id, event.occurrences])).toEqual([
      [browser, 2],
      [otherBrowser, 1],
    ]);
  });

  it('starts a new row after 30 minutes, and for each call without an id', async () => {
    createdId(await signal(browser));
    await db.query(`update security_events set created_at = now() - interval '31 minutes' where ip_address = $1`, [ip]);
    createdId(await signal(browser));
    createdId(await signal());
    createdId(await signal());
    expect((await stored()).map((event) => event.occurrences)).toEqual([1, 1, 1, 1]);
  });

  it('applies the client-event rate limit first: the 101st call of a minute from one address is refused and stores nothing', async () => {
    for (let i = 0; i < 100; i++) {
      const answer = await send({ action: 'devtools_open', message: '', details: { widthGap: 300, heightGap: 0 } });
      expect(answer.status).toBe(200);
    }
    const refused = await send({ action: 'suspicious_clicking', message: '', details: { clicks: 11 }, browserId: browser });
    expect(refused.status).toBe(429);
    expect(errorOf(refused).code).toBe('LF429');
    expect((await stored()).filter((event) => event.action === 'suspicious_clicking')).toEqual([]);
  });
});
