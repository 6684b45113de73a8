import { beforeAll, describe, expect, it } from 'vitest';
import { asAnon, createdId, fieldErrors, founder, freshDatabase, nextIp, rows, type SqlDatabase } from './sql-harness';
import { MAX_PLOT } from '../../../src/interactive/api/plot-choice';

/**
 * The plot a founder application names (issue 10, /map; supabase/schemas/functions/plot_error.sql):
 * stored as a whole number when the plot board sent one, NULL from every other dialog button, and a
 * plot outside the board refused like any other bad field, with its security event.
 */
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

const apply = (extra: Record<string, unknown>, email: string, ip = nextIp()) =>
  asAnon(db, 'submit_founder_application', { ...founder, email, route: '/map', locale: 'en', ...extra }, ip);
const plotOf = async (id: string) => (await rows(db, 'select plot from founder_applications where id = $1', [id]))[0]?.plot;

describe('submit_founder_application with a plot', () => {
  it('stores the plot the board sent, as the dialog sends it (a string) or as a JSON number', async () => {
    expect(await plotOf(createdId(await apply({ plot: '48' }, 'plot-string@example.com')))).toBe(48);
    expect(await plotOf(createdId(await apply({ plot: 1 }, 'plot-first@example.com')))).toBe(1);
    expect(await plotOf(createdId(await apply({ plot: MAX_PLOT }, 'plot-last@example.com')))).toBe(MAX_PLOT);
  });

  it('stores NULL when no plot was chosen (every other button that opens the dialog)', async () => {
    expect(await plotOf(createdId(await apply({}, 'no-plot@example.com')))).toBeNull();
    expect(await plotOf(createdId(await apply({ plot: null }, 'null-plot@example.com')))).toBeNull();
  });

  it.each([0, MAX_PLOT + 1, -3, 4.5, '48.0', '048', ' 48', 'abc', '', true, [48], { plot: 48 }])(
    'refuses plot %j with "Invalid plot", stores nothing and logs the refusal',
    async (plot) => {
      const ip = nextIp();
      const email = `bad-plot-${nextIp()}@example.com`;
      expect(fieldErrors(await apply({ plot }, email, ip))).toEqual({ plot: 'Invalid plot' });
      expect(await rows(db, 'select id from founder_applications where email = $1', [email])).toEqual([]);
      expect(await rows(db, `select action, details ->> 'error' as error from security_events where ip_address = $1`, [ip])).toEqual([
        { action: 'form_validation_failed', error: 'Invalid plot' },
      ]);
    },
  );

  it('names the plot beside the other bad fields, after them', async () => {
    expect(fieldErrors(await apply({ plot: 0, name: '' }, 'two-bad@example.com'))).toEqual({ name: 'Name is required', plot: 'Invalid plot' });
  });

  it('holds the column to the same range even for a write that skips the function', async () => {
    await expect(
      db.query(`insert into founder_applications (name, email, phone, country_code, plot) values ('A', 'a@example.com', '5551234567', '+1', $1)`, [
        MAX_PLOT + 1,
      ]),
    ).rejects.toThrow(/check constraint/);
  });
});
