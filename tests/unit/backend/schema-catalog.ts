import type { SqlSession } from '../../../supabase/embedded/database';

/**
 * What a database defines, one entry per object ("function public.f(jsonb)", "table public.t",
 * "policy p on public.t", …) with a normalised text: the definition as PostgreSQL prints it, its
 * grants per role (not who granted, not the owner's own) and its comment. Two databases with equal
 * catalogs behave alike to every caller; the drift test compares the migrated one with the one
 * made from supabase/schemas/.
 */
export type Catalog = Record<string, string>;

const ROLE = `case when a.grantee = 0 then 'public' else a.grantee::regrole::text end`;

/** "role: privilege, privilege" lines of an ACL, the owner's own left out. */
const grants = (acl: string, owner: string, kind: string) => `
  coalesce((select string_agg(line, E'\\n' order by line) from (
    select ${ROLE} || ': ' || string_agg(a.privilege_type, ', ' order by a.privilege_type) as line
    from aclexplode(coalesce(${acl}, acldefault('${kind}', ${owner}))) as a
    where a.grantee <> ${owner}
    group by a.grantee) as lines), '')`;

const FUNCTIONS = `
  select format('function %s.%s(%s)', n.nspname, p.proname,
                (select string_agg(format_type(t, null), ', ' order by i) from unnest(p.proargtypes::oid[]) with ordinality as a(t, i))) as key,
         pg_get_functiondef(p.oid) || E'\\ngrants:\\n' || ${grants('p.proacl', 'p.proowner', 'f')}
           || E'\\ncomment: ' || coalesce(obj_description(p.oid, 'pg_proc'), '') as text
  from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
  where n.nspname = 'public'`;

const TABLES = `
  select format('table %s.%s', n.nspname, c.relname) as key, concat_ws(E'\\n',
    'columns:', (select string_agg(format('  %s %s%s%s%s', a.attname, format_type(a.atttypid, a.atttypmod),
                   case when a.attnotnull then ' not null' end,
                   ' default ' || pg_get_expr(d.adbin, d.adrelid),
                   ' -- ' || col_description(c.oid, a.attnum)), E'\\n' order by a.attnum)
                 from pg_attribute as a left join pg_attrdef as d on d.adrelid = a.attrelid and d.adnum = a.attnum
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
    'constraints:', (select string_agg(format('  %s %s', r.conname, pg_get_constraintdef(r.oid)), E'\\n' order by r.conname)
                     from pg_constraint as r where r.conrelid = c.oid),
    'indexes:', (select string_agg('  ' || pg_get_indexdef(i.indexrelid), E'\\n' order by pg_get_indexdef(i.indexrelid)) from pg_index as i where i.indrelid = c.oid),
    'triggers:', (select string_agg('  ' || pg_get_triggerdef(t.oid), E'\\n' order by t.tgname) from pg_trigger as t where t.tgrelid = c.oid and not t.tgisinternal),
    format('row level security: %s, forced: %s', c.relrowsecurity, c.relforcerowsecurity),
    'grants:', ${grants('c.relacl', 'c.relowner', 'r')},
    'column grants:', (select string_agg(format('  %s %s: %s', a.attname, case when g.grantee = 0 then 'public' else g.grantee::regrole::text end,
                                                g.privilege_type), E'\\n' order by a.attname, g.grantee, g.privilege_type)
                       from pg_attribute as a cross join lateral aclexplode(a.attacl) as g
                       where a.attrelid = c.oid and a.attacl is not null),
    'comment: ' || coalesce(obj_description(c.oid, 'pg_class'), '')) as text
  from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`;

const SEQUENCES = `
  select format('sequence %s.%s', n.nspname, c.relname) as key, 'grants:' || E'\\n' || ${grants('c.relacl', 'c.relowner', 's')} as text
  from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'S'`;

const POLICIES = `
  select format('policy %s on %s.%s', policyname, schemaname, tablename) as key,
         format(E'%s for %s to %s\\nusing: %s\\ncheck: %s', permissive, cmd, roles::text, qual, with_check) as text
  from pg_policies where schemaname in ('public', 'storage')`;

const DEFAULT_PRIVILEGES = `
  select format('default privileges of %s in %s on %s', d.defaclrole::regrole, coalesce(d.defaclnamespace::regnamespace::text, 'all schemas'),
                d.defaclobjtype) as key,
         (select string_agg(${ROLE} || ': ' || a.privilege_type, E'\\n' order by a.grantee, a.privilege_type) from aclexplode(d.defaclacl) as a) as text
  from pg_default_acl as d`;

/** Every table's rows, but for the columns that differ by run (now(), gen_random_uuid(), a sequence). */
const DATA_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name,
         (select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
          from pg_attribute as a left join pg_attrdef as d on d.adrelid = a.attrelid and d.adnum = a.attnum
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
            and coalesce(pg_get_expr(d.adbin, d.adrelid), '') !~ '(now\\(\\)|gen_random_uuid\\(\\)|nextval\\()') as columns
  from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
  where (n.nspname = 'public' or c.oid = 'storage.buckets'::regclass) and c.relkind = 'r'`;

export async function catalogOf(db: SqlSession): Promise<Catalog> {
  const catalog: Catalog = {};
  for (const sql of [FUNCTIONS, TABLES, SEQUENCES, POLICIES, DEFAULT_PRIVILEGES]) {
    for (const row of (await db.query<{ key: string; text: string }>(sql)).rows) catalog[row.key] = row.text;
  }
  for (const { name, columns } of (await db.query<{ name: string; columns: string | null }>(DATA_TABLES)).rows) {
    if (!columns) continue;
    const { rows } = await db.query<{ line: string }>(`select row_to_json(r)::text as line from (select ${columns} from ${name}) as r order by 1`);
    if (rows.length) catalog[`rows of ${name}`] = rows.map((row) => row.line).join('\n');
  }
  return catalog;
}

/**
 * The objects whose definitions differ, each named with the first line that tells them apart:
 * empty when the two catalogs agree.
 */
export function catalogDrift(migrated: Catalog, declared: Catalog): string[] {
  const keys = [...new Set([...Object.keys(migrated), ...Object.keys(declared)])].sort();
  const drift: string[] = [];
  for (const key of keys) {
    const a = migrated[key];
    const b = declared[key];
    if (a === b) continue;
    if (a === undefined) drift.push(`${key}: only in supabase/schemas/`);
    else if (b === undefined) drift.push(`${key}: only in the migrations`);
    else {
      const linesA = a.split('\n');
      const linesB = b.split('\n');
      const at = linesA.findIndex((line, index) => line !== linesB[index]);
      const line = at === -1 ? linesA.length : at;
      drift.push(`${key}: differs at line ${line + 1}\n  migrations: ${linesA[line] ?? '(ends)'}\n  schemas:    ${linesB[line] ?? '(ends)'}`);
    }
  }
  return drift;
}
