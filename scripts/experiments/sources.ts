import { existsSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { z } from 'zod';
import { embeddedBanditBackend } from '../../edge/bandit-in-process.ts';
import { banditBackendOf, restBanditBackend, sqlCallOf } from '../../src/edge/bandit-backends.ts';
import type { BanditBackend } from '../../src/edge/bandit-weights.ts';
import type { AmountRow } from '../../src/experiments/metrics.ts';
import type { CountedArm, ExperimentPlan } from '../../src/experiments/results.ts';
import { openDatabase, type SqlTransactor } from '../../supabase/embedded/database.ts';
import { resolveDataDir } from '../../supabase/embedded/data-dir.ts';
import { lockDataDir } from '../../supabase/embedded/lock.ts';

/**
 * Where `npm run experiments` reads its counts: the database the site uses. DATABASE_URL (a
 * Postgres connection, e.g. Supabase's direct one) or SUPABASE_URL with
 * SUPABASE_SERVICE_ROLE_KEY when set, else the embedded backend's data folder
 * (LANDFALL_DATA_DIR or .landfall/db), which only one process may hold at a time.
 */
export interface CountsSource {
  describe: string;
  armCounts(plan: ExperimentPlan): Promise<CountedArm[]>;
  /** Paid payments per arm and currency (experiment_arm_amounts), for the paid-amount goal. */
  armAmounts(plan: ExperimentPlan): Promise<AmountRow[]>;
  /** A bandit's weights, read and recorded where the router reads them (--reweigh). */
  bandit: BanditBackend;
  close(): Promise<void>;
}

const rowsSchema = z.array(z.object({ arm: z.string(), views: z.coerce.number(), visitors: z.coerce.number(), conversions: z.coerce.number() }));

const amountRowsSchema = z.array(
  z.object({ arm: z.string(), currency: z.string(), payers: z.coerce.number(), amount: z.coerce.number(), amount_squares: z.coerce.number() }),
);
const toAmountRows = (rows: unknown): AmountRow[] =>
  amountRowsSchema.parse(rows).map(({ amount_squares, ...row }) => ({ ...row, amountSquares: amount_squares }));
const ARM_AMOUNTS = 'select arm, currency, payers, amount, amount_squares from public.experiment_arm_amounts($1, $2::date, $3::date)';
const amountArgsOf = (plan: ExperimentPlan) => [plan.id, plan.start ?? null, plan.end ?? null];

const ARM_COUNTS = 'select arm, views, visitors, conversions from public.experiment_arm_counts($1, $2, $3::date, $4::date)';
const argsOf = (plan: ExperimentPlan) => [plan.id, plan.goal, plan.start ?? null, plan.end ?? null];

/** Rows of one query as the service role reads them (the functions are closed to every other API role). */
async function serviceRows(db: SqlTransactor, sql: string, params: unknown[]): Promise<unknown[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'service_role', true)`);
    return (await tx.query(sql, params)).rows;
  });
}

/** The counts as the service role reads them. */
export async function armCountsAsService(db: SqlTransactor, plan: ExperimentPlan): Promise<CountedArm[]> {
  return rowsSchema.parse(await serviceRows(db, ARM_COUNTS, argsOf(plan)));
}

/** The amounts as the service role reads them. */
async function armAmountsAsService(db: SqlTransactor, plan: ExperimentPlan): Promise<AmountRow[]> {
  return toAmountRows(await serviceRows(db, ARM_AMOUNTS, amountArgsOf(plan)));
}

export class NoDatabaseError extends Error {}

export async function openCountsSource(env: Record<string, string | undefined> = process.env): Promise<CountsSource> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return {
      describe: 'DATABASE_URL',
      armCounts: async (plan) => rowsSchema.parse((await client.query(ARM_COUNTS, argsOf(plan))).rows),
      armAmounts: async (plan) => toAmountRows((await client.query(ARM_AMOUNTS, amountArgsOf(plan))).rows),
      bandit: banditBackendOf(async (fn, args) => {
        const { sql, params } = sqlCallOf(fn, args);
        return (await client.query<{ answer: unknown }>(sql, params)).rows[0]?.answer;
      }),
      close: () => client.end(),
    };
  }
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    const supabase = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    return {
      describe: env.SUPABASE_URL,
      async armCounts(plan) {
        const [p_experiment, p_goal, p_from, p_to] = argsOf(plan);
        const { data, error } = await supabase.rpc('experiment_arm_counts', { p_experiment, p_goal, p_from, p_to });
        if (error) throw new Error(`experiment_arm_counts: ${error.message}`);
        return rowsSchema.parse(data);
      },
      async armAmounts(plan) {
        const [p_experiment, p_from, p_to] = amountArgsOf(plan);
        const { data, error } = await supabase.rpc('experiment_arm_amounts', { p_experiment, p_from, p_to });
        if (error) throw new Error(`experiment_arm_amounts: ${error.message}`);
        return toAmountRows(data);
      },
      bandit: restBanditBackend({ url: env.SUPABASE_URL, key: env.SUPABASE_SERVICE_ROLE_KEY }),
      close: async () => {},
    };
  }
  const dataDir = resolveDataDir(env.LANDFALL_DATA_DIR);
  if (dataDir === 'memory' || !existsSync(dataDir)) {
    throw new NoDatabaseError(
      `No database to read: ${dataDir === 'memory' ? 'LANDFALL_DATA_DIR=memory keeps none' : `${dataDir} does not exist yet (npm start makes it)`}. ` +
        'Set DATABASE_URL, or SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, to read a deployed database; --simulate N shows a simulated run.',
    );
  }
  // Throws DataDirLockedError (naming the process) while npm start, preview or backend holds it.
  const release = lockDataDir(dataDir);
  try {
    const db = await openDatabase({ dataDir });
    return {
      describe: dataDir,
      armCounts: (plan) => armCountsAsService(db, plan),
      armAmounts: (plan) => armAmountsAsService(db, plan),
      bandit: embeddedBanditBackend(db),
      async close() {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
