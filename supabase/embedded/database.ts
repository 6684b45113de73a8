import { readdir, readFile } from 'node:fs/promises';
import type { RpcResult } from '../functions/_shared/deps.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type ImageSource, openFromImage } from './migrated-image.ts';
import { declareSiteLocales } from './site-locales.ts';

/**
 * The embedded backend's database: real PostgreSQL (PGlite) running the same
 * supabase/migrations/*.sql a Supabase project runs, plus the one call PostgREST makes for
 * `POST /rest/v1/rpc/:fn`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BOOTSTRAP_FILE = path.join(root, 'supabase/embedded/bootstrap.sql');
const MIGRATIONS_DIR = path.join(root, 'supabase/migrations');

export interface OpenDatabaseOptions {
  /** A directory that keeps the data between runs; without it the database lives in memory. */
  dataDir?: string;
  /** Where the migrations are; tests point this elsewhere. */
  migrationsDir?: string;
}

/**
 * The little of a database that migrating and callRpc use. PGlite has it; so has the tests'
 * node-postgres adapter, which runs the same SQL on a real server with real concurrency.
 */
export interface SqlSession {
  query<R extends Record<string, unknown> = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(sql: string): Promise<unknown>;
}
export interface SqlTransactor extends SqlSession {
  transaction<T>(fn: (tx: SqlSession & { rollback(): Promise<void> }) => Promise<T>): Promise<T>;
}

/** The migrated image of the shipped migrations (migrated-image.ts). */
const shipped: ImageSource = {
  bootstrapFile: BOOTSTRAP_FILE,
  migrationsDir: MIGRATIONS_DIR,
  cacheDir: path.join(root, 'node_modules/.cache/landfall'),
  pglitePackage: path.join(root, 'node_modules/@electric-sql/pglite/package.json'),
  migrate: (db) => migrate(db),
};

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<PGlite> {
  // A data folder opens only if it is new or holds an intact database (open-data-dir.ts). A new one
  // starts as the shipped migrations' image (about a second); other migrations (tests) start empty.
  // Either way migrate() then applies what is not yet recorded: for an image, nothing.
  const own = options.migrationsDir !== undefined && path.resolve(options.migrationsDir) !== MIGRATIONS_DIR;
  const db = await openFromImage(own ? undefined : shipped, options.dataDir);
  try {
    await migrate(db, options.migrationsDir ?? MIGRATIONS_DIR);
    // The embedded backend is its own deploy: it declares the site's languages at every start.
    if (!own) await declareSiteLocales(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Supabase's roles and grants (bootstrap.sql), then every migration not yet recorded. */
export async function migrate(db: SqlTransactor, dir: string = MIGRATIONS_DIR): Promise<void> {
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
  await applyMigrations(db, dir);
}

async function applyMigrations(db: SqlTransactor, dir: string): Promise<void> {
  const files = (await readdir(dir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  const applied = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const done = new Set(applied.rows.map((row) => row.version));
  await settleSquashedHistory(db, files, done);
  for (const file of files) {
    // Supabase CLI naming: <version>_<name>.sql
    const [version = '', ...rest] = file.slice(0, -'.sql'.length).split('_');
    if (done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}

/**
 * After a squash the first file is a baseline that stands for older migrations, under the version
 * of the last of them (docs/developers/sql.md, "The baseline"). A database that ran them all has
 * that version recorded: its rows for the squashed files go, as `supabase migration repair
 * --status reverted` removes them on a Supabase project, and it continues as if made from the
 * baseline. One that ran only some of them cannot take the baseline on top: it is refused,
 * untouched, with the way forward.
 */
async function settleSquashedHistory(db: SqlTransactor, files: string[], done: Set<string>): Promise<void> {
  const [baselineFile] = files;
  const baseline = baselineFile?.split('_')[0];
  if (!baselineFile || !baseline) return;
  const squashed = [...done].filter((version) => version < baseline).sort();
  if (!squashed.length) return;
  if (!done.has(baseline)) throw new PartlyMigratedError(baselineFile, squashed.at(-1) ?? '');
  await db.transaction(async (tx) => {
    await tx.query('delete from supabase_migrations.schema_migrations where version < $1', [baseline]);
    await tx.query('update supabase_migrations.schema_migrations set name = $2 where version = $1', [
      baseline,
      baselineFile.slice(baseline.length + 1, -'.sql'.length),
    ]);
  });
  for (const version of squashed) done.delete(version);
}

export class PartlyMigratedError extends Error {
  constructor(baselineFile: string, lastApplied: string) {
    super(
      `This database ran the migrations up to ${lastApplied} only; they have since been squashed into ${baselineFile}, which it cannot take on top. ` +
        'Open it once with a Landfall from before the squash (git log -1 --format=%h^ -- supabase/migrations/20261121000000_landfall.sql), which brings it up to the squash, then with this one; ' +
        'or start an empty data directory (npm run backend:reset). Nothing was changed.',
    );
    this.name = 'PartlyMigratedError';
  }
}

export type RpcRole = 'anon' | 'authenticated' | 'service_role';

export interface RpcOptions {
  role: RpcRole;
  /** The request's headers as the function should see them (request.headers in PostgREST). */
  headers: Record<string, string>;
  /** The verified access token's claims (request.jwt.claims); { role } when absent. */
  claims?: Record<string, unknown>;
}

export type { RpcResult };

const FUNCTION_NAME = /^[a-z_][a-z0-9_]*$/;
const ROLES: readonly RpcRole[] = ['anon', 'authenticated', 'service_role'];

/**
 * Functions with named parameters, which PostgREST fills from the body's keys (the others take
 * the body as their one jsonb). The SQL types are the functions' own (supabase/schemas/functions/).
 */
const namedParameters: Readonly<Record<string, Readonly<Record<string, 'text' | 'boolean'>>>> = {
  count_page_view: { p_route: 'text', p_experiment: 'text', p_arm: 'text', p_utm_source: 'text', p_exposure: 'boolean' },
};

/** The call's arguments, read from the body ($1) in SQL; a parameter the body leaves out keeps its default. */
function argumentsOf(fn: string, body: unknown): string {
  const named = Object.hasOwn(namedParameters, fn) ? namedParameters[fn] : undefined;
  if (!named) return '$1::jsonb';
  // Named arguments come from an object's keys: an array, a string or null names none.
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new NotArgumentsError(fn);
  const given = Object.keys(body);
  // Only the function's own names reach the SQL text; anything else is refused as PostgREST does.
  const unknown = given.find((key) => !Object.hasOwn(named, key));
  if (unknown !== undefined) throw new UnknownParameterError(fn, unknown);
  return given.map((key) => (named[key] === 'text' ? `${key} => ($1::jsonb->>'${key}')` : `${key} => ($1::jsonb->'${key}')::${named[key]}`)).join(', ');
}

class NotArgumentsError extends Error {
  constructor(readonly fn: string) {
    super(`public.${fn} takes named arguments: the body must be a JSON object`);
  }
}

class UnknownParameterError extends Error {
  constructor(
    readonly fn: string,
    readonly parameter: string,
  ) {
    super(`Could not find the function public.${fn} with parameter ${parameter}`);
  }
}

/**
 * Calls public.<fn>(body) the way PostgREST does: one transaction, the caller's role, the
 * request headers and JWT role as settings, and the HTTP status the function chose with
 * set_config('response.status', …). db.transaction holds PGlite's transaction lock, so
 * concurrent calls run one after another and never interleave statements.
 */
export async function callRpc(db: SqlTransactor, fn: string, body: unknown, options: RpcOptions): Promise<RpcResult> {
  if (!FUNCTION_NAME.test(fn)) {
    return { status: 404, body: errorBody('PGRST202', `Could not find the function public.${fn}`, null) };
  }
  if (!ROLES.includes(options.role)) {
    return { status: 401, body: errorBody('PGRST301', 'Unknown role', null) };
  }
  let args: string;
  try {
    args = argumentsOf(fn, body);
  } catch (error) {
    if (error instanceof UnknownParameterError) return { status: 404, body: errorBody('PGRST202', error.message, null) };
    if (error instanceof NotArgumentsError) return { status: 400, body: errorBody('PGRST102', error.message, null) };
    throw error;
  }
  const headers = Object.fromEntries(Object.entries(options.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const json = JSON.stringify(body === undefined ? null : body);
  return db.transaction(async (tx) => {
    try {
      // set_config('role', …, true) is SET LOCAL ROLE (PostgREST does the same); one round trip for all settings.
      await tx.query(
        `select set_config('role', $1, true), set_config('request.headers', $2, true),
                set_config('request.jwt.claims', $3, true), set_config('request.method', 'POST', true),
                set_config('request.path', $4, true)`,
        [options.role, JSON.stringify(headers), JSON.stringify(options.claims ?? { role: options.role }), `/rpc/${fn}`],
      );
      // The materialized CTE runs the function before the outer select reads the status it set.
      const result = await tx.query<{ result: unknown; status: string | null }>(
        `with call as materialized (select public.${fn}(${args}) as result)
         select result, current_setting('response.status', true) as status from call`,
        // A call naming no argument has no $1 to bind.
        args === '' ? [] : [json],
      );
      const row = result.rows[0];
      return { status: responseStatus(row?.status ?? null), body: row?.result ?? null };
    } catch (error) {
      await tx.rollback();
      const body = postgresErrorBody(error);
      return { status: statusForSqlState(body.code), body };
    }
  });
}

/**
 * PostgREST's mapping of Postgres errors to HTTP: bad data in the request (class 22, e.g. a
 * \u0000 that text cannot hold) is the client's fault, not the server's; a call that matches no
 * function's arguments (42883) is PostgREST's 404.
 */
function statusForSqlState(code: string): number {
  if (code.startsWith('22') || code === 'P0001') return 400;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return 401;
  if (code === '42883') return 404;
  return 500;
}

function responseStatus(setting: string | null): number {
  // Unset is NULL in a fresh session and '' once an earlier transaction had set it locally.
  const status = Number(setting || 200);
  return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 200;
}

/** The body PostgREST sends with every error; supabase-js turns it into `error`. */
export function errorBody(code: string, message: string, details: string | null, hint: string | null = null) {
  return { code, message, details, hint };
}

function field(error: object, key: string): string | null {
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A failed call is a bug, not a refusal: report it the way PostgREST reports a Postgres error,
 * except that a fault of the server itself (internal error, damaged data, file or resource
 * trouble: SQLSTATE classes XX, 58, 53, F0, or no code at all) reaches the client as a bare
 * "Internal error" and the terminal gets the details, and no text sent carries a file path
 * ("invalid page in block 0 of relation base/5/16401").
 */
function postgresErrorBody(error: unknown) {
  const code = (typeof error === 'object' && error !== null && field(error, 'code')) || 'XX000';
  if (SERVER_FAULT.test(code) || typeof error !== 'object' || error === null) {
    // The message alone: the error object also holds the call's parameters (visitors' details).
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[landfall backend] database error ${code}: ${message}`);
    return errorBody(code, 'Internal error', null);
  }
  const text = (key: string) => withoutPaths(field(error, key));
  return errorBody(code, text('message') ?? 'Internal error', text('detail'), text('hint'));
}

const SERVER_FAULT = /^(XX|58|53|F0)/;
/** Absolute paths (after a space, quote or bracket), and paths Postgres names relative to its folder. */
const FILE_PATH =
  /(?<=^|[\s"'(])(?:[A-Za-z]:)?(?:[\\/][\w.@+-]+){2,}[\\/]?|\b(?:base|global|pg_wal|pg_xact|pg_multixact|pg_tblspc|pg_logical|pg_subtrans)\/[\w./-]*/g;

export function withoutPaths(value: string | null): string | null {
  return value === null ? null : value.replace(FILE_PATH, '[file]');
}
