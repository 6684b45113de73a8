import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, createdId, freshDatabase, nextIp, rows, type SqlDatabase } from './sql-harness';

/**
 * Issue 23 point 7: browser error reports (client_error, unhandled_rejection) were one row of up
 * to ~6 kB each, 100 a minute per address, kept 90 days. Now a repeat of the same error from the
 * same address on the same (UTC) day is counted on its first row; an address keeps at most
 * per_address_per_day rows a day and all addresses together total_per_day, the rest counted on one
 * client_errors_capped row (supabase/schemas/tables/client_error_limits.sql, functions/record_client_error.sql).
 */
// One database for the file (a clone per test took seconds each); every test starts from no
// events and the default limits.
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
beforeEach(async () => {
  await db.exec('delete from security_events; update client_error_limits set per_address_per_day = default, total_per_day = default');
});

const boom = (message = 'boom', line = 12) => ({ action: 'client_error', message, details: { source: 'https://example.com/app.js', line, column: 3 } });

const report = async (body: unknown, ip: string) => {
  const result = await asAnon(db, 'log_client_event', body, ip);
  expect(result.status).toBe(200);
  return createdId(result);
};

const errorsOf = (ip: string | null) =>
  rows(
    db,
    `select action, details ->> 'message' as message, occurrences from security_events
     where resource = 'client' and ip_address is not distinct from $1 order by created_at, id`,
    [ip],
  );

const setLimits = (perAddress: number, total: number) =>
  db.query('update client_error_limits set per_address_per_day = $1, total_per_day = $2', [perAddress, total]);

/** Every client event so far happened yesterday (UTC): what a test would otherwise wait a day for. */
const dayPasses = () => db.exec(`update security_events set created_at = created_at - interval '1 day', last_seen_at = last_seen_at - interval '1 day'`);

describe('client error reports', () => {
  it('merge repeats of one error from one address on one day into one row with a count and last_seen_at (was: a row each)', async () => {
    const ip = nextIp();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await report(boom(), ip));
    expect(new Set(ids).size).toBe(1);
    expect(await errorsOf(ip)).toEqual([{ action: 'client_error', message: 'boom', occurrences: 5 }]);
    const [row] = await rows(db, 'select last_seen_at >= created_at as later from security_events where id = $1', [ids[0]]);
    expect(row).toEqual({ later: true });

    // Another message, another place in the code, another address, another kind: rows of their own.
    await report(boom('bang'), ip);
    await report(boom('boom', 13), ip);
    await report({ action: 'unhandled_rejection', message: 'boom', details: boom().details }, ip);
    const other = nextIp();
    await report(boom(), other);
    expect(await errorsOf(ip)).toEqual([
      { action: 'client_error', message: 'boom', occurrences: 5 },
      { action: 'client_error', message: 'bang', occurrences: 1 },
      { action: 'client_error', message: 'boom', occurrences: 1 },
      { action: 'unhandled_rejection', message: 'boom', occurrences: 1 },
    ]);
    expect(await errorsOf(other)).toEqual([{ action: 'client_error', message: 'boom', occurrences: 1 }]);
  });

  it('are capped by a settings row: 200 an address and 1,000 in all a day by default', async () => {
    expect(await rows(db, 'select per_address_per_day, total_per_day from client_error_limits')).toEqual([{ per_address_per_day: 200, total_per_day: 1000 }]);
  });

  it('keep at most per_address_per_day rows for an address a day; the rest are counted on one client_errors_capped row', async () => {
    await setLimits(3, 1000);
    const ip = nextIp();
    for (let i = 1; i <= 7; i++) await report(boom(`error ${i}`), ip);
    // A repeat of an error already kept is still counted on its row.
    await report(boom('error 1'), ip);
    expect(await errorsOf(ip)).toEqual([
      { action: 'client_error', message: 'error 1', occurrences: 2 },
      { action: 'client_error', message: 'error 2', occurrences: 1 },
      { action: 'client_error', message: 'error 3', occurrences: 1 },
      { action: 'client_errors_capped', message: expect.any(String), occurrences: 4 },
    ]);
    const other = nextIp();
    await report(boom('error 1'), other);
    expect(await errorsOf(other)).toHaveLength(1);
  });

  it('keep at most total_per_day rows a day from all addresses together; the rest are counted on one client_errors_capped row', async () => {
    await setLimits(100, 5);
    const addresses = Array.from({ length: 9 }, () => nextIp());
    for (const [i, ip] of addresses.entries()) await report(boom(`error ${i}`), ip);
    const [kept] = await rows(db, `select count(*)::int as n from security_events where action in ('client_error', 'unhandled_rejection')`);
    expect(kept).toEqual({ n: 5 });
    expect(await rows(db, `select ip_address, occurrences from security_events where action = 'client_errors_capped'`)).toEqual([
      { ip_address: null, occurrences: 4 },
    ]);
  });

  it('start fresh on a new day: yesterday neither caps nor merges today', async () => {
    await setLimits(2, 1000);
    const ip = nextIp();
    for (let i = 1; i <= 3; i++) await report(boom(`error ${i}`), ip);
    expect(await errorsOf(ip)).toHaveLength(3); // two kept, one capped
    await dayPasses();
    for (let i = 1; i <= 3; i++) await report(boom(`error ${i}`), ip);
    const today = await rows(
      db,
      `select action, details ->> 'message' as message, occurrences from security_events
       where ip_address = $1 and created_at > now() - interval '1 hour' order by created_at, id`,
      [ip],
    );
    expect(today).toEqual([
      { action: 'client_error', message: 'error 1', occurrences: 1 },
      { action: 'client_error', message: 'error 2', occurrences: 1 },
      { action: 'client_errors_capped', message: expect.any(String), occurrences: 1 },
    ]);
  });
});
