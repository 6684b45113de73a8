import { beforeAll, describe, expect, it } from 'vitest';
import { docPaths, inlineCode, readDocPage } from '../docs-pages';
import { freshDatabase, rows, type SqlDatabase } from './sql-harness';

/**
 * Every SQL statement the README and docs/ give a reader to run (a ```sql block, or inline code
 * starting with select, insert or update) runs on a migrated database, on PGlite and PostgreSQL
 * alike: a renamed column or function fails here, not in an operator's SQL editor.
 */
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

const pages = docPaths().map(readDocPage);

/**
 * Statements with parts the reader fills in (`…`, `<ref>`) are not runnable as written. The
 * scheduling block for the webhook drainer needs pg_cron, pg_net and Vault, which neither PGlite
 * nor the test PostgreSQL has; `npm run doctor` checks the job it makes on a real project
 * (tests/unit/backend/doctor-database.test.ts reads it back).
 */
const needsFilling = (sql: string) => /…|<[a-z ]+>/i.test(sql);
const needsSupabaseExtensions = (sql: string) => /\b(?:cron|net|vault)\./.test(sql);

/** The statements of a block, each without its closing `;`: a `;` inside a `$$` body ends none. */
function statementsOf(body: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of body.split('\n')) {
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) quoted = !quoted;
    if (!quoted && /;\s*(?:--.*)?$/.test(line)) {
      statements.push(
        current
          .join('\n')
          .replace(/;\s*(?:--.*)?$/, '')
          .trim(),
      );
      current = [];
    }
  }
  statements.push(current.join('\n').trim());
  return statements.filter((sql) => sql !== '');
}

const sqlFences = pages.flatMap((page) => page.fences.filter((fence) => fence.lang === 'sql'));

const statements = [
  ...sqlFences.filter((fence) => !needsSupabaseExtensions(fence.body)).flatMap((fence) => statementsOf(fence.body).map((sql) => ({ where: fence.where, sql }))),
  ...pages.flatMap((page) =>
    inlineCode(page)
      .filter((code) => /^(?:select|insert|update) /.test(code))
      .map((sql) => ({ where: page.path, sql: sql.replace(/;$/, '') })),
  ),
];

describe('the SQL of the docs', () => {
  it('is found, and only the Supabase-only scheduling block is left out', () => {
    expect(statements.length).toBeGreaterThanOrEqual(10);
    expect(sqlFences.filter((fence) => needsSupabaseExtensions(fence.body)).map((fence) => fence.where)).toEqual(['docs/operators/security.md:316']);
    expect(statements.filter((s) => needsSupabaseExtensions(s.sql))).toEqual([]);
  });

  it.each(statements.filter((s) => !needsFilling(s.sql)).map((s) => [`${s.where}: ${s.sql.slice(0, 60)}`, s.sql] as const))(
    '%s runs on a migrated database',
    async (_where, sql) => {
      await expect(rows(db, sql)).resolves.toBeDefined();
    },
  );
});
