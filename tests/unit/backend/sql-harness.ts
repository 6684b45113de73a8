import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { z } from 'zod';
import { callRpc, openDatabase, type RpcResult } from '../../../supabase/embedded/database';
import { PostgresDatabase, type SqlDatabase } from './postgres-database';

export type { SqlDatabase };

/**
 * Real PostgreSQL with the real migrations, on the engine LANDFALL_SQL_ENGINE names: `pglite`
 * (the default; what the embedded backend runs) or `postgres` (the vitest project "postgres":
 * a real server, see postgres-cluster.ts). Each database starts as the migrated image (PGlite,
 * supabase/embedded/migrated-image.ts) or a copy of the migrated template (postgres); every describe
 * block that needs clean state takes its own.
 */
const ENGINES = ['pglite', 'postgres'] as const;
export type SqlEngine = (typeof ENGINES)[number];

export const sqlEngine: SqlEngine = (() => {
  const named = process.env.LANDFALL_SQL_ENGINE ?? 'pglite';
  const engine = ENGINES.find((known) => known === named);
  if (!engine) throw new Error(`LANDFALL_SQL_ENGINE=${named}: expected one of ${ENGINES.join(', ')}`);
  return engine;
})();

interface Engine {
  /** Settles once the engine can hand out databases (PGlite: migrated). */
  ready: Promise<unknown>;
  fresh(): Promise<SqlDatabase>;
  /** A database with nothing in it yet: no roles' grants, no migration. */
  empty(): Promise<SqlDatabase>;
  close(): Promise<void>;
}

function pgliteEngine(): Engine {
  // Migrating takes seconds; a new database from the migrated image (migrated-image.ts) about
  // one, half of what cloning a migrated database takes.
  const first: Promise<PGlite> = openDatabase();
  return {
    ready: first,
    fresh: async () => {
      await first;
      return openDatabase();
    },
    empty: () => PGlite.create(),
    close: async () => (await first).close(),
  };
}

function postgresEngine(): Engine {
  const cluster = inject('postgresCluster');
  if (!cluster) throw new Error('LANDFALL_SQL_ENGINE=postgres needs the cluster of the vitest project "postgres": npx vitest run --project postgres');
  const admin = new pg.Client({ host: cluster.socketDir, user: 'postgres', database: 'postgres' });
  const connected = admin.connect();
  const created: string[] = [];
  const copyOf = async (template: string) => {
    await connected;
    const name = `landfall_${randomUUID().replaceAll('-', '')}`;
    created.push(name);
    await admin.query(`create database ${name} template ${template}`);
    return PostgresDatabase.connect({ host: cluster.socketDir, database: name });
  };
  return {
    ready: connected,
    fresh: () => copyOf(cluster.template),
    empty: () => copyOf('template0'),
    async close() {
      await connected;
      for (const name of created.splice(0)) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const startEngine = (): Engine => (sqlEngine === 'postgres' ? postgresEngine() : pgliteEngine());
let engine: Engine | undefined;
const opened: SqlDatabase[] = [];

// Migrating can take well over the default 10 s hook timeout when test files run side by side.
beforeAll(async () => {
  engine ??= startEngine();
  await engine.ready;
});

afterAll(async () => {
  for (const db of opened.splice(0)) await db.close();
  const current = engine;
  engine = undefined;
  await current?.close();
});

export async function freshDatabase(): Promise<SqlDatabase> {
  engine ??= startEngine();
  const db = await engine.fresh();
  opened.push(db);
  return db;
}

/** A database with nothing in it yet, on the same engine: for tests that migrate it themselves. */
export async function emptyDatabase(): Promise<SqlDatabase> {
  engine ??= startEngine();
  const db = await engine.empty();
  opened.push(db);
  return db;
}

let lastIp = 0;
/** A new client address per call unless a test pins one, so rate limits stay out of the way. */
export function nextIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** The address under both headers a deployment may name (cf-connecting-ip on Supabase). */
const fromIp = (ip: string) => ({ 'cf-connecting-ip': ip, 'x-forwarded-for': ip });

export function asAnon(db: SqlDatabase, fn: string, body: unknown, ip: string = nextIp()): Promise<RpcResult> {
  return callRpc(db, fn, body, { role: 'anon', headers: fromIp(ip) });
}

export function asService(db: SqlDatabase, fn: string, body: unknown): Promise<RpcResult> {
  return callRpc(db, fn, body, { role: 'service_role', headers: fromIp('203.0.113.1') });
}

const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  hint: z.null(),
});

export function errorOf(result: RpcResult) {
  return errorBody.parse(result.body);
}

/** The {field: message} map of a 400 answer. */
export function fieldErrors(result: RpcResult): Record<string, string> {
  expect400(result);
  return z.record(z.string(), z.string()).parse(JSON.parse(errorOf(result).details ?? 'null'));
}

function expect400(result: RpcResult): void {
  if (result.status !== 400) throw new Error(`Expected 400, got ${result.status}: ${JSON.stringify(result.body)}`);
}

export function createdId(result: RpcResult): string {
  if (result.status !== 200) throw new Error(`Expected 200, got ${result.status}: ${JSON.stringify(result.body)}`);
  return z.object({ ok: z.literal(true), id: z.uuid() }).parse(result.body).id;
}

export async function rows(db: SqlDatabase, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return (await db.query(sql, params)).rows;
}

export const founder = {
  name: "Siobhán O'Brien",
  email: 'siobhan@example.ie',
  phone: '+44 (20) 7946-0958',
  countryCode: '+44',
  country: 'GB',
};

export const partnership = {
  name: 'Łukasz Nowak',
  email: 'lukasz@example.pl',
  phone: '600 123 456',
  countryCode: '+48',
  companyName: 'Nowak Land Sp. z o.o.',
  location: 'Sumba, East Nusa Tenggara',
  landDetails: 'Four hectares of coastal land with road access and a fresh-water well.',
};

export const membership = {
  name: 'Zoë-Ann Smith',
  email: 'zoe@example.com',
  phone: '(20) 7946-0958',
  countryCode: '+44',
};
