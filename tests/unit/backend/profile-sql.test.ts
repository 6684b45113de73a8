import { beforeAll, describe, expect, it } from 'vitest';
import { type ProfileValues, profileMessages as m } from '../../../src/studio/profile/profile-rules';
import { asAnon, freshDatabase, type SqlDatabase } from './sql-harness';
import { asUser, type Caller, claimsOf, ok, selectAs, signedInUser } from './studio-harness';

/**
 * A marketer's profile (supabase/schemas/tables/profiles.sql, functions/save_studio_profile.sql): the spec's profile rules with the texts the
 * studio's form shows (imported from it, so the two cannot drift), each marketer's own row only.
 */
let db: SqlDatabase;
let ada: Caller;
let grace: Caller;
let plain: Caller;

beforeAll(async () => {
  db = await freshDatabase();
  ada = await signedInUser(db);
  grace = await signedInUser(db);
  plain = await signedInUser(db, { marketer: false });
});

const profile = (values: Partial<ProfileValues>): ProfileValues => ({ username: 'someone', full_name: '', bio: '', ...values });
const save = (who: Caller, body: unknown) => asUser(db, who, 'save_studio_profile', body);
const read = async (who: Caller) => ok(await asUser(db, who, 'studio_profile', {}));

/** A refusal as the form reads it: 400, the first message, and every failing field's message. */
async function refusal(who: Caller, body: unknown) {
  const result = await save(who, body);
  const answer = result.body as { code: string; message: string; details: string };
  return { status: result.status, code: answer.code, message: answer.message, fields: JSON.parse(answer.details) as unknown };
}

describe('saving a profile', () => {
  it('reads nothing before the first save, then what was saved, as typed and trimmed', async () => {
    expect(await read(ada)).toEqual({ username: null, full_name: null, bio: null, updated_at: null });
    const saved = ok(await save(ada, { username: '  Ada_L ', full_name: " Ada O'Brien-Lovelace ", bio: '<b>Loves</b> spreadsheets & "quotes"\n' }));
    const expected = { username: 'Ada_L', full_name: "Ada O'Brien-Lovelace", bio: '<b>Loves</b> spreadsheets & "quotes"', updated_at: expect.any(String) };
    expect(saved).toEqual(expected);
    expect(await read(ada)).toEqual(expected);
  });

  it('saves again over the same row; an empty full name or bio is no value', async () => {
    ok(await save(ada, { username: 'Ada_L', full_name: '', bio: '   ' }));
    expect(await read(ada)).toMatchObject({ username: 'Ada_L', full_name: null, bio: null });
    expect(ok(await save(ada, { username: 'Ada_L' }))).toMatchObject({ full_name: null, bio: null });
  });

  it.each([
    ['', m.usernameRequired],
    ['   ', m.usernameRequired],
    ['ab', m.usernameLength],
    ['a'.repeat(31), m.usernameLength],
    ['ada lovelace', m.usernameCharacters],
    ['ada-l', m.usernameCharacters],
    ['adá_l', m.usernameCharacters],
    ['ада_л', m.usernameCharacters],
    ['ada<script>', m.usernameCharacters],
  ])('refuses the username %j: %s', async (username, message) => {
    expect(await refusal(grace, profile({ username }))).toEqual({ status: 400, code: '22023', message, fields: { username: message } });
  });

  it('accepts usernames of 3 and of 30 letters, digits and underscores', async () => {
    for (const username of ['a_1', `Z9_${'x'.repeat(27)}`]) expect(ok(await save(grace, profile({ username })))).toMatchObject({ username });
  });

  it('holds the full name to the name rule’s 100 characters, with its message', async () => {
    expect(await refusal(grace, profile({ full_name: 'N'.repeat(101) }))).toMatchObject({ status: 400, fields: { full_name: m.fullNameTooLong } });
    expect(ok(await save(grace, profile({ full_name: 'Ł'.repeat(100) })))).toMatchObject({ full_name: 'Ł'.repeat(100) });
  });

  it('holds the bio to 500 characters, counted as the browser counts them (an emoji is one)', async () => {
    expect(await refusal(grace, profile({ bio: 'b'.repeat(501) }))).toMatchObject({ status: 400, fields: { bio: m.bioTooLong } });
    expect(ok(await save(grace, profile({ bio: '🌴'.repeat(500) })))).toMatchObject({ bio: '🌴'.repeat(500) });
  });

  it('names every failing field at once, the first in form order as the message, and changes nothing', async () => {
    const before = await read(grace);
    expect(await refusal(grace, { username: 'x', full_name: 'N'.repeat(101), bio: 'b'.repeat(501) })).toEqual({
      status: 400,
      code: '22023',
      message: m.usernameLength,
      fields: { username: m.usernameLength, full_name: m.fullNameTooLong, bio: m.bioTooLong },
    });
    expect(await read(grace)).toEqual(before);
  });

  it('refuses what is not the form: other keys, values that are not text, a body that is not an object', async () => {
    expect(await refusal(grace, { ...profile({}), role: 'admin' })).toMatchObject({ status: 400, fields: { role: 'Unknown field' } });
    expect(await refusal(grace, { username: 42 })).toMatchObject({ status: 400, fields: { username: 'Expected text' } });
    expect((await save(grace, ['a_1'])).status).toBe(400);
  });
});

describe('usernames are unique whatever their case', () => {
  it('refuses a name another marketer holds in any case, and lets its owner change its case', async () => {
    ok(await save(ada, profile({ username: 'Ada_L' })));
    expect(await refusal(grace, profile({ username: 'ada_l' }))).toEqual({
      status: 400,
      code: '22023',
      message: m.usernameTaken,
      fields: { username: m.usernameTaken },
    });
    expect(ok(await save(ada, profile({ username: 'ADA_L' })))).toMatchObject({ username: 'ADA_L' });
  });
});

describe('whose profile', () => {
  it('shows each marketer only their own, through the call and through a direct select', async () => {
    ok(await save(ada, profile({ username: 'ada_own', bio: 'Ada’s' })));
    ok(await save(grace, profile({ username: 'grace_own', bio: 'Grace’s' })));
    expect(await read(grace)).toMatchObject({ username: 'grace_own' });
    const rows = await selectAs(db, 'authenticated', 'select username from public.profiles order by username', claimsOf(grace));
    expect(rows).toEqual([{ username: 'grace_own' }]);
  });

  it("lets no marketer write a row directly, their own or another's", async () => {
    for (const sql of [
      `update public.profiles set bio = 'changed'`,
      `insert into public.profiles (user_id, username) values ('${ada.userId}', 'hijack')`,
      `delete from public.profiles`,
    ]) {
      expect({ sql, code: await selectAs(db, 'authenticated', sql, claimsOf(grace)) }).toEqual({ sql, code: '42501' });
    }
    expect(await read(ada)).toMatchObject({ username: 'ada_own', bio: 'Ada’s' });
  });

  it('refuses a signed-in user who is not a marketer, and shows them no row', async () => {
    for (const fn of ['studio_profile', 'save_studio_profile']) {
      expect(await asUser(db, plain, fn, profile({ username: 'plain_user' }))).toMatchObject({ status: 401, body: { code: '42501' } });
    }
    expect(await selectAs(db, 'authenticated', 'select * from public.profiles', claimsOf(plain))).toEqual([]);
  });

  it('refuses visitors (anon) outright', async () => {
    for (const fn of ['studio_profile', 'save_studio_profile']) {
      expect(await asAnon(db, fn, profile({ username: 'visitor' }))).toMatchObject({ status: 401, body: { code: '42501' } });
    }
    expect(await selectAs(db, 'anon', 'select * from public.profiles')).toBe('42501');
  });
});
