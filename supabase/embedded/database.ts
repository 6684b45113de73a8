import type { RpcResult } from '../functions/_shared/deps.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type ImageSource, openFromImage } from './migrated-image.ts';
import { BOOTSTRAP_FILE, MIGRATIONS_DIR, migrate } from './migrations.ts';
import { declareSiteLocales } from './site-locales.ts';
import type { SqlTransactor } from './sql-session.ts';

/**
 * The embedded backend's database: real PostgreSQL (PGlite) running the same
 * supabase/migrations/*.sql a Supabase project runs, plus the one call PostgREST makes for
 * `POST /rest/v1/rpc/:fn`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface OpenDatabaseOptions {
  /** A directory that keeps the data between runs; without it the database lives in memory. */
  dataDir?: string;
  /** Where the migrations are; tests point this elsewhere. */
  migrationsDir?: string;
}

export type { SqlSession, SqlTransactor } from './sql-session.ts';

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
