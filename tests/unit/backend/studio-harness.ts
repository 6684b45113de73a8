import { callRpc, type RpcResult } from '../../../supabase/embedded/database';
import { createMarketer } from '../../../scripts/studio/create-marketer.ts';
import { rows, type SqlDatabase } from './sql-harness';

/**
 * The studio's reads (supabase/schemas/functions/studio_*.sql) called as PostgREST calls them for a
 * signed-in user: role authenticated, the token's claims as request.jwt.claims.
 */
export type Caller = { userId: string; email: string; sessionId: string };

let lastUser = 0;

/**
 * A marketer made as `npm run studio:add-user` makes one, signed in (a row of auth.sessions, which
 * public.is_marketer() asks for); `marketer: false` leaves them a plain user.
 */
export async function signedInUser(db: SqlDatabase, { marketer = true } = {}): Promise<Caller> {
  lastUser += 1;
  const user = await createMarketer(db, `studio${lastUser}.${Date.now()}@example.com`, 'correct horse battery staple');
  if (!marketer) await rows(db, 'delete from public.marketers where user_id = $1', [user.userId]);
  const [session] = await rows(db, 'insert into auth.sessions (user_id) values ($1) returning id', [user.userId]);
  return { ...user, sessionId: String(session?.id) };
}

/** The claims of the user's access token, as PostgREST sets them in request.jwt.claims. */
export const claimsOf = (user: Caller) => ({ role: 'authenticated', sub: user.userId, email: user.email, aud: 'authenticated', session_id: user.sessionId });

export function asUser(db: SqlDatabase, user: Caller, fn: string, body: unknown): Promise<RpcResult> {
  return callRpc(db, fn, body, { role: 'authenticated', headers: {}, claims: claimsOf(user) });
}

/** The answer's body when it is a 200, else an error naming what came back. */
export function ok<T = Record<string, unknown>>(result: RpcResult): T {
  if (result.status !== 200) throw new Error(`Expected 200, got ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body as T;
}

/** One statement as a role with claims, rolled back: its rows, or the SQLSTATE it failed with. */
export async function selectAs(db: SqlDatabase, role: string, sql: string, claims: Record<string, unknown> = { role }) {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
    try {
      return (await tx.query(sql)).rows;
    } catch (error) {
      const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined;
      return typeof code === 'string' ? code : 'unknown';
    } finally {
      await tx.rollback();
    }
  });
}

type Columns = Record<string, unknown>;
const TABLES = {
  founder: 'founder_applications',
  partnership: 'partnership_applications',
  early_access: 'early_access_signups',
  payment: 'payments',
} as const;
export type Kind = keyof typeof TABLES;

let lastSession = 0;
const required: Record<Kind, () => Columns> = {
  founder: () => ({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '7946 0958', country_code: '+44' }),
  partnership: () => ({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '600 123 456',
    country_code: '+48',
    land_details: 'Four hectares of coastal land with road access.',
  }),
  early_access: () => ({ email: 'early@example.com' }),
  payment: () => {
    lastSession += 1;
    return { stripe_session_id: `cs_studio_${lastSession}`, product_id: 'mansion', amount: 6500, currency: 'usd', status: 'paid' };
  },
};

/** Stores a lead as the table holds it (the owner writes; the studio only reads). Returns its id. */
export async function insertLead(db: SqlDatabase, kind: Kind, columns: Columns = {}): Promise<string> {
  const values = { ...required[kind](), ...columns };
  const names = Object.keys(values);
  const [row] = await rows(
    db,
    `insert into public.${TABLES[kind]} (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(values),
  );
  return String(row?.id);
}

/** Empties the lead tables and page views, so each describe counts only what it stored. */
export async function clearLeads(db: SqlDatabase): Promise<void> {
  await db.query(
    'truncate public.founder_applications, public.partnership_applications, public.early_access_signups, public.payments, public.page_views cascade',
  );
}
