import pg from 'pg';
import type { SqlTransactor } from '../../../supabase/embedded/database';

/** What the SQL tests use of a database; PGlite has it as it is. */
export interface SqlDatabase extends SqlTransactor {
  close(): Promise<void>;
}
type SqlTransaction = Parameters<Parameters<SqlTransactor['transaction']>[0]>[0];

/** Enough connections for the widest race the tests run. */
export const MAX_PARALLEL = 24;

/** PGlite answers bigint (count(*)) as a number; node-postgres as a string unless told. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 && format !== 'binary') return (value: string) => Number(value);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

export interface Gate {
  classId: number;
  objectId: number;
}

/**
 * A node-postgres database with PGlite's shape (query, exec, transaction, close), so the SQL
 * tests and callRpc run unchanged on both engines. query and exec share one session, as on
 * PGlite (a `set` made with exec holds for later queries); each transaction takes its own
 * connection from a pool, so calls that PGlite would queue really run side by side.
 */
export class PostgresDatabase implements SqlDatabase {
  static connect(where: { host: string; database: string }): PostgresDatabase {
    const config = { host: where.host, database: where.database, user: 'postgres', types };
    return new PostgresDatabase(new pg.Client(config), new pg.Pool({ ...config, max: MAX_PARALLEL, idleTimeoutMillis: 1_000 }));
  }

  private connected: Promise<void> | undefined;
  /**
   * Settle when each pool connection has really closed: pool.end() resolves as soon as it has
   * asked them to, and a database dropped before its sessions are gone would kill them mid-way.
   */
  private readonly closed: Promise<void>[] = [];

  private constructor(
    private readonly session: pg.Client,
    private readonly pool: pg.Pool,
    /** When set, every transaction waits at this start line first (see race()). */
    private readonly gate?: Gate,
  ) {
    if (!gate) pool.on('connect', (client) => this.closed.push(new Promise((resolve) => client.once('end', () => resolve()))));
  }

  /** The same database whose transactions first wait until the gate's holder lets them go. */
  gatedBy(gate: Gate): PostgresDatabase {
    const gated = new PostgresDatabase(this.session, this.pool, gate);
    gated.connected = this.sessionReady();
    return gated;
  }

  private sessionReady(): Promise<void> {
    this.connected ??= this.session.connect().then(() => undefined);
    return this.connected;
  }

  async query<R extends Record<string, unknown> = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<{ rows: R[] }> {
    await this.sessionReady();
    return { rows: (await this.session.query<R>(sql, params)).rows };
  }

  async exec(sql: string): Promise<unknown> {
    await this.sessionReady();
    return this.session.query(sql); // no parameters: the simple protocol, several statements allowed
  }

  async transaction<T>(fn: (tx: SqlTransaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let open = true;
    const end = async (command: 'commit' | 'rollback') => {
      if (!open) return;
      open = false;
      await client.query(command);
    };
    try {
      await client.query('begin');
      if (this.gate) await client.query('select pg_advisory_xact_lock_shared($1, $2)', [this.gate.classId, this.gate.objectId]);
      const result = await fn({
        query: async <R extends Record<string, unknown>>(sql: string, params: unknown[] = []) => ({ rows: (await client.query<R>(sql, params)).rows }),
        exec: (sql) => client.query(sql),
        rollback: () => end('rollback'),
      });
      await end('commit');
      client.release();
      return result;
    } catch (error) {
      // A connection that cannot even roll back is dropped rather than handed to the next test.
      const broken = await end('rollback').then(
        () => undefined,
        (failure: unknown) => failure,
      );
      client.release(broken instanceof Error ? broken : undefined);
      throw error;
    }
  }

  /**
   * Connections in this database that wait for a lock: the gate's (atGate) or any other (a row,
   * a table, an advisory lock of the code under test). pg_locks shows a lock as granted the
   * moment its holder lets go, so a racer just released from the gate no longer counts.
   */
  async waitingForLocks(gate: Gate, atGate: boolean): Promise<number> {
    const [row] = (
      await this.query<{ n: number }>(
        `select count(distinct l.pid)::int as n
         from pg_locks as l join pg_stat_activity as a on a.pid = l.pid
         where a.datname = current_database() and not l.granted
           and (l.locktype = 'advisory' and l.classid = $1 and l.objid = $2 and l.objsubid = 2) = $3`,
        [gate.classId, gate.objectId, atGate],
      )
    ).rows;
    return row?.n ?? 0;
  }

  /** A connection of its own, outside any call the tests make (race()'s holder). */
  connection(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async close(): Promise<void> {
    if (this.gate) return; // a gated view shares its parent's connections
    if (this.connected) await this.session.end();
    await this.pool.end();
    await Promise.all(this.closed);
  }
}
