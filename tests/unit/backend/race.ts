import { MAX_PARALLEL, PostgresDatabase, type Gate, type SqlDatabase } from './postgres-database';

let lastGate = 0;

export interface RaceOptions {
  /**
   * SQL the holder runs before the start and keeps until every racer has finished or waits
   * for it, e.g. `select … for update` on the row they contend for. The first racer to need it
   * stops there with its work uncommitted while the others run into it: the widest overlap a
   * race can have, every time, instead of whatever the scheduler happens to produce.
   */
  holding?: { sql: string; params?: unknown[] };
}

/**
 * Runs n calls at once, each on its own connection, from a common start line: every call's
 * transaction opens and then waits on an advisory lock the holder keeps; once all n wait (seen in
 * pg_locks, not guessed from time) they are let go together.
 */
export async function race<T>(db: SqlDatabase, n: number, call: (db: SqlDatabase, index: number) => Promise<T>, options: RaceOptions = {}): Promise<T[]> {
  if (!(db instanceof PostgresDatabase)) {
    throw new Error('race() needs real PostgreSQL: PGlite runs one call at a time. Run it in the vitest project "postgres".');
  }
  if (n >= MAX_PARALLEL) throw new Error(`race() runs fewer than ${MAX_PARALLEL} calls at once, not ${n}`);
  lastGate += 1;
  const gate = { classId: 0x4c46, objectId: lastGate };
  const holder = await db.connection();
  let finished = 0;
  try {
    await holder.query('begin');
    await holder.query('select pg_advisory_lock($1, $2)', [gate.classId, gate.objectId]);
    if (options.holding) await holder.query(options.holding.sql, options.holding.params ?? []);
    const gated = db.gatedBy(gate);
    const calls = Promise.allSettled(Array.from({ length: n }, (_, index) => call(gated, index).finally(() => (finished += 1))));
    await untilAllWait(db, gate, n, () => finished, true);
    await holder.query('select pg_advisory_unlock($1, $2)', [gate.classId, gate.objectId]);
    if (options.holding) await untilAllWait(db, gate, n, () => finished, false);
    await holder.query('commit');
    return (await calls).map((outcome) => {
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    });
  } finally {
    holder.release(true); // never reused: it may still hold a lock if something above threw
  }
}

/** Resolves once all n racers wait at the gate, or (after it) each has finished or waits for a lock. */
async function untilAllWait(db: PostgresDatabase, gate: Gate, n: number, finished: () => number, atGate: boolean): Promise<void> {
  for (;;) {
    const done = finished();
    if (atGate && done > 0) throw new Error('A racing call finished before reaching the start line');
    if ((await db.waitingForLocks(gate, atGate)) + done >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
