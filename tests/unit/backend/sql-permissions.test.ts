import type { SqlDatabase } from './sql-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAnon, asService, createdId, freshDatabase, rows } from './sql-harness';
import { grantedRoles, type RpcCaller, type RpcName, rpcs } from '../../../src/contract/rpcs';
import { executableBy, grantedByContract } from './rpc-grants';

/** What someone holding the public anon key can reach when bypassing the contract's calls. */
const TABLES = [
  'founder_applications',
  'partnership_applications',
  'payments',
  'security_events',
  'rate_limit_rules',
  'rate_limit_hits',
  'failed_login_attempts',
  'early_access_signups',
  'page_views',
  'contact_messages',
  'profiles',
  'lead_files',
  'bandit_weights',
];
const UPDATES: Record<string, string> = {
  rate_limit_rules: 'max_requests = 1000000',
  rate_limit_hits: 'count = 0',
  page_views: 'views = 0',
  profiles: "bio = 'changed'",
  bandit_weights: "weights = '{}'",
};
const callersOf = (caller: RpcCaller) => rpcNames.filter((name) => rpcs[name].caller === caller).sort();
const rpcNames = Object.keys(rpcs).filter((name): name is RpcName => Object.hasOwn(rpcs, name));
/** The contract's calls open to anyone with the public key (src/contract/rpcs.ts). */
const BROWSER_CALLS = callersOf('visitor');

/**
 * A signed-in user (role authenticated) also reaches what the marketers' area needs, and nothing
 * else: SELECT on the tables it lists, whose policies show rows to marketers only
 * (supabase/schemas/policies/<table>.sql), and the studio's calls.
 */
// profiles: the policy shows a marketer their own row only (supabase/schemas/policies/profiles.sql).
const STUDIO_READS = [
  'contact_messages',
  'early_access_signups',
  'founder_applications',
  'lead_files',
  'page_views',
  'partnership_applications',
  'payments',
  'profiles',
];
/** The marketers' area's calls; studio_me answers any signed-in user, the others refuse who is not a marketer. */
const STUDIO_CALLS = callersOf('marketer').filter((name) => name !== 'studio_me');
const EXTRA: Record<string, { privileges: { relname: string; privilege_type: string }[] }> = {
  anon: { privileges: [] },
  authenticated: { privileges: [...STUDIO_READS, 'marketers'].sort().map((relname) => ({ relname, privilege_type: 'SELECT' })) },
};

let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
  createdId(await asService(db, 'record_pending_payment', { sessionId: 'cs_perm', productId: 'mansion', amount: 100, currency: 'usd' }));
});

/** Runs one statement as the role and returns the SQLSTATE it failed with ('' when it ran). */
async function sqlstateAs(role: string, sql: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true)`, [role]);
    try {
      await tx.query(sql);
      return '';
    } catch (error) {
      const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined;
      return typeof code === 'string' ? code : 'unknown';
    } finally {
      await tx.rollback();
    }
  });
}

/** The rows a statement returns to the role, without a signed-in user's claims. */
async function rowsAs(role: string, sql: string): Promise<unknown[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true)`, [role]);
    try {
      return (await tx.query(sql)).rows;
    } finally {
      await tx.rollback();
    }
  });
}

describe.each(['anon', 'authenticated'])('the %s role', (role) => {
  it.each(TABLES)('is refused select (or shown no row), insert, update and delete on %s', async (table) => {
    // A signed-in user may select what the studio reads; row-level security then shows them nothing.
    const readable = role === 'authenticated' && STUDIO_READS.includes(table);
    const attempts = [
      ...(readable ? [] : [`select * from public.${table}`]),
      `insert into public.${table} default values`,
      `update public.${table} set ${UPDATES[table] ?? 'ip_address = null'}`,
      `delete from public.${table}`,
      `truncate public.${table}`,
    ];
    for (const sql of attempts) expect({ sql, code: await sqlstateAs(role, sql) }).toEqual({ sql, code: '42501' });
    if (readable) expect(await rowsAs(role, `select * from public.${table}`)).toEqual([]);
  });

  it('holds no privilege on any table or sequence but its own, whatever Supabase grants by default', async () => {
    const granted = await rows(
      db,
      `select c.relname, p.privilege_type
       from pg_class c join pg_namespace n on n.oid = c.relnamespace,
            lateral aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) p
       where n.nspname = 'public' and c.relkind in ('r', 'S', 'v', 'm') and p.grantee = $1::regrole
       order by c.relname, p.privilege_type`,
      [role],
    );
    expect(granted).toEqual(EXTRA[role]!.privileges);
  });

  it("may execute exactly the contract's functions granted to it (src/contract/rpcs.ts), and no other", async () => {
    const granted = grantedByContract(rpcs, role);
    expect(granted).toEqual(expect.arrayContaining(BROWSER_CALLS));
    expect(await executableBy(db, role)).toEqual(granted);
  });
});

const NAMED_SERVICE_CALLS: readonly string[] = ['experiment_arm_counts', 'experiment_arm_amounts', 'bandit_state', 'record_bandit_weights'];

describe.each(rpcNames)('the RPC %s', (name) => {
  const { caller } = rpcs[name];

  it.each(['anon', 'authenticated', 'service_role'])('is executable by %s exactly when its caller is granted it', async (role) => {
    const allowed = role === 'service_role' || grantedRoles[caller].includes(role);
    expect(await rows(db, `select has_function_privilege($1, $2::regproc, 'execute') as allowed`, [role, `public.${name}`])).toEqual([{ allowed }]);
  });

  // The service's RPCs with named arguments, which the embedded call path does not map (the command
  // line and the edge router call them, on Supabase): the privilege check above covers them.
  // Only for the RPCs anon may not call: a skipped test per visitor's RPC would say nothing.
  if (caller !== 'visitor' && !NAMED_SERVICE_CALLS.includes(name)) {
    it("refuses anon with 401 and a permission error (as PostgREST does): it is a marketer's or the service's", async () => {
      expect(await asAnon(db, name, {})).toMatchObject({ status: 401, body: { code: '42501' } });
    });
  }
});

describe('internal functions', () => {
  it.each([
    "select public.check_rate_limit('1.2.3.4', 'founder_application', 1000, 1)",
    "select public.log_security_event('fake', 'x', '{}')",
    'select public.request_ip()',
    `select public.mark_payment_paid('{"sessionId": "cs_perm", "amountTotal": 100, "currency": "usd"}')`,
    `select public.record_pending_payment('{"sessionId": "cs_x", "productId": "p", "amount": 0, "currency": "usd"}')`,
    `select public.mark_payment_canceled('{"sessionId": "cs_perm"}')`,
    `select public.consume_rate_limit('{"endpoint": "create_payment"}')`,
    "select public.login_blocked('a@b.co', '1.2.3.4')",
    "select public.record_failed_login('a@b.co', '1.2.3.4', 'curl')",
    `select public.record_lead_file('{"path": "p", "name": "deed.pdf", "contentType": "application/pdf", "size": 1}')`,
    `select public.studio_experiment_request('{"experiment": "home-headline"}')`,
    `select public.studio_day_range('{"from": "2026-12-01"}')`,
  ])('refuse anon: %s', async (sql) => {
    expect(await sqlstateAs('anon', sql)).toBe('42501');
  });

  it('answer anon through the RPC path with 401 and a permission error (as PostgREST does) and change nothing', async () => {
    const result = await asAnon(db, 'mark_payment_paid', { sessionId: 'cs_perm', amountTotal: 100, currency: 'usd' });
    expect(result).toMatchObject({ status: 401, body: { code: '42501' } });
    expect(await rows(db, `select status from payments where stripe_session_id = 'cs_perm'`)).toEqual([{ status: 'pending' }]);
  });

  it("keep Supabase's table access for the service role (the edge functions read payments)", async () => {
    expect(await sqlstateAs('service_role', 'select * from public.payments')).toBe('');
  });

  it('run for the service role', async () => {
    const result = await asService(db, 'mark_payment_paid', { sessionId: 'cs_perm', amountTotal: 100, currency: 'usd' });
    expect(result).toMatchObject({ status: 200, body: { status: 'paid' } });
  });
});

describe('the browser calls', () => {
  const signatureOf = (names: string[]) =>
    rows(
      db,
      `select p.proname, p.proargtypes::regtype[]::text[] as args, p.proargnames, p.prosecdef, p.proconfig
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname = any($1) order by p.proname`,
      [names],
    );

  it('take one unnamed jsonb parameter, run as definer and pin their search_path', async () => {
    const forms = BROWSER_CALLS.filter((name) => name !== 'count_page_view');
    expect(await signatureOf(forms)).toEqual(
      forms.map((proname) => ({
        proname,
        args: ['jsonb'],
        proargnames: null,
        prosecdef: true,
        proconfig: ['search_path=public, pg_temp'],
      })),
    );
  });

  it("except the router's page-view counter, which takes named arguments (issue 12), also as definer with a pinned search_path", async () => {
    expect(await signatureOf(['count_page_view'])).toEqual([
      {
        proname: 'count_page_view',
        args: ['text', 'text', 'text', 'text', 'boolean'],
        proargnames: ['p_route', 'p_experiment', 'p_arm', 'p_utm_source', 'p_exposure'],
        prosecdef: true,
        proconfig: ['search_path=public, pg_temp'],
      },
    ]);
  });

  it("of the marketers' area take one unnamed jsonb; the reads run as the caller so row-level security applies", async () => {
    // These read or write what no signed-in user may touch (webhook secrets, the service's counts and
    // bandit weights), so they run as their owner after asking is_marketer() themselves.
    const asDefiner = [
      'save_studio_profile',
      'studio_add_webhook',
      'studio_bandit_history',
      'studio_experiment_amounts',
      'studio_experiment_counts',
      'studio_set_webhook',
      'studio_webhooks',
    ];
    expect(await signatureOf(STUDIO_CALLS)).toEqual(
      [...STUDIO_CALLS].sort().map((proname) => ({
        proname,
        args: ['jsonb'],
        proargnames: null,
        prosecdef: asDefiner.includes(proname),
        proconfig: ['search_path=public, pg_temp'],
      })),
    );
  });

  it('refuse a function name that is not an identifier before reaching SQL', async () => {
    const result = await asAnon(db, 'live_offer_counts(null); drop table payments; --', {});
    expect(result.status).toBe(404);
    expect(await rows(db, 'select count(*)::int as n from payments')).toEqual([{ n: 1 }]);
  });
});
