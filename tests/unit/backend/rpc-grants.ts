import { grantedRoles, policyHelpers, type RpcEntry } from '../../../src/contract/rpcs';
import { rows, type SqlDatabase } from './sql-harness';

/** The roles a request reaches the database as, with the public key or a user's token. */
export const CALLER_ROLES = ['anon', 'authenticated'] as const;

/** The names of a contract's RPCs that the database grants to `role`, with the policy helpers it grants it. */
export function grantedByContract(contract: Readonly<Record<string, RpcEntry>>, role: string): string[] {
  const rpcs = Object.entries(contract).filter(([, entry]) => grantedRoles[entry.caller].includes(role));
  const helpers = Object.entries(policyHelpers).filter(([, roles]) => roles.some((granted) => granted === role));
  return [...rpcs, ...helpers].map(([name]) => name).sort();
}

/** The functions of the public schema `role` may execute, as the migrations left the database. */
export async function executableBy(db: SqlDatabase, role: string): Promise<string[]> {
  const found = await rows(
    db,
    `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and has_function_privilege($1, p.oid, 'execute')`,
    [role],
  );
  return found.map((row) => String(row.proname)).sort();
}
