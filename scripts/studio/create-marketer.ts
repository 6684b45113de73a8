import type { SqlTransactor } from '../../supabase/embedded/database.ts';
import { hashPassword } from '../../supabase/embedded/auth/password.ts';

/** What `npm run studio:add-user` refuses, in words for the operator. */
export class AddUserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddUserError';
  }
}

export const MIN_PASSWORD_LENGTH = 12;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed) || trimmed.length > 254) throw new AddUserError(`"${email}" is not an email address.`);
  return trimmed;
}

export function checkPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new AddUserError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
}

/**
 * Creates a Supabase-Auth-style user (auth.users, scrypt hash) and makes them a marketer, in one
 * transaction: either both rows exist afterwards or neither. An existing email is refused, not
 * overwritten: resetting someone's password is not what adding a user should do by accident.
 */
export async function createMarketer(db: SqlTransactor, email: string, password: string): Promise<{ userId: string; email: string }> {
  const address = checkEmail(email);
  checkPassword(password);
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await tx.query('select 1 from auth.users where lower(email) = lower($1)', [address]);
    if (existing.rows.length) throw new AddUserError(`A user with the email ${address} already exists.`);
    const { rows } = await tx.query<{ id: string }>('insert into auth.users (email, encrypted_password) values ($1, $2) returning id', [address, hash]);
    const userId = rows[0]?.id;
    if (!userId) throw new Error('auth.users returned no id');
    await tx.query('insert into public.marketers (user_id, email) values ($1, $2)', [userId, address]);
    return { userId, email: address };
  });
}
