/**
 * npm run studio:add-user <email> [--generate]: creates a marketer in the embedded database
 * (LANDFALL_DATA_DIR or .landfall/db). The password is typed twice at a hidden prompt, or made
 * up and shown once with --generate; never taken from the command line or the environment,
 * where shell history and process listings keep it.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../supabase/embedded/database.ts';
import { resolveDataDir } from '../../supabase/embedded/data-dir.ts';
import { DataDirLockedError, lockDataDir } from '../../supabase/embedded/lock.ts';
import { AddUserError, checkEmail, checkPassword, createMarketer } from './create-marketer.ts';
import { promptHidden } from './hidden-prompt.ts';

const usage = 'Usage: npm run studio:add-user <email> [-- --generate]';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new AddUserError(
      'Type the password at a terminal, or add --generate to have one made up (it is never read from a pipe, an argument or the environment).',
    );
  const first = await promptHidden('Password: ');
  checkPassword(first);
  if ((await promptHidden('Same password again: ')) !== first) throw new AddUserError('The two passwords differ; nothing was changed.');
  return first;
}

async function main(args: string[]): Promise<void> {
  const generate = args.includes('--generate');
  const rest = args.filter((arg) => arg !== '--generate');
  if (rest.length !== 1 || rest[0]?.startsWith('-'))
    throw new AddUserError(rest.length > 1 ? `Only the email goes on the command line, never a password.\n${usage}` : usage);
  const email = checkEmail(rest[0] ?? '');
  const dataDir = resolveDataDir();
  if (dataDir === 'memory') throw new AddUserError('LANDFALL_DATA_DIR=memory keeps no database between runs: there is nothing to add a user to.');
  // The lock first: refused at once while npm start holds the folder, before a password is typed.
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new AddUserError(`${error.message}\nThe embedded database takes one process at a time: stop npm start, add the user, start again.`);
    }
    throw error;
  }
  try {
    const password = generate ? randomBytes(18).toString('base64url') : await askPassword();
    const db = await openDatabase({ dataDir });
    try {
      const created = await createMarketer(db, email, password);
      console.log(`Created marketer ${created.email} (user ${created.userId}). Sign in at /studio.`);
      if (generate) console.log(`Password (shown this once, store it in a password manager): ${password}`);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof AddUserError ? error.message : error);
  process.exit(1);
});
