import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The marketers of a browser-test run, made by the real `npm run studio:add-user -- <email>
 * --generate` before the preview server opens the run's database (the command needs the data
 * folder to itself). The generated passwords go to a file beside that folder, readable by the
 * tests only. `lockout` exists so the lockout test never locks out the marketer the others use;
 * `profile` so that the profile test's name in the header never replaces the email others expect.
 */
export type StudioUserName = 'marketer' | 'lockout' | 'profile';
export interface StudioUser {
  email: string;
  password: string;
}

const emails: Record<StudioUserName, string> = {
  marketer: 'marketer@landfall.test',
  lockout: 'lockout@landfall.test',
  profile: 'profile@landfall.test',
};
const root = join(import.meta.dirname, '..', '..');

const usersFile = (dataDir: string) => join(dirname(dataDir), 'studio-users.json');

/**
 * Once per data folder, while no server holds it: playwright.config.ts runs it before webServer
 * starts, and a served copy of the site (site-copy.ts serveCopy) before its own server.
 */
export function addStudioUsers(dataDir: string, names: readonly StudioUserName[] = Object.keys(emails) as StudioUserName[]): void {
  if (existsSync(usersFile(dataDir))) return;
  const users: Partial<Record<StudioUserName, StudioUser>> = {};
  for (const name of names) {
    const email = emails[name];
    const printed = execFileSync('npm', ['run', '--silent', 'studio:add-user', '--', email, '--generate'], {
      cwd: root,
      env: { ...process.env, LANDFALL_DATA_DIR: dataDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const password = /^Password \(shown this once[^)]*\): (\S+)$/m.exec(printed)?.[1];
    if (!password) throw new Error(`studio:add-user printed no password for ${email}:\n${printed}`);
    users[name] = { email, password };
  }
  writeFileSync(usersFile(dataDir), JSON.stringify(users), { mode: 0o600 });
}

/** A marketer of the run's database, or of another data folder given (a served copy's). */
export function studioUser(name: StudioUserName, dataDir = process.env.LANDFALL_E2E_DATA_DIR): StudioUser {
  if (!dataDir) throw new Error('LANDFALL_E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  const users = JSON.parse(readFileSync(usersFile(dataDir), 'utf8')) as Partial<Record<StudioUserName, StudioUser>>;
  const user = users[name];
  if (!user) throw new Error(`no studio user ${name} in ${dataDir}`);
  return user;
}
