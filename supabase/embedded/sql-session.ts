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
