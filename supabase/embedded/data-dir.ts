import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const defaultDataDir = join(root, '.landfall/db');

/** Where the embedded database lives: LANDFALL_DATA_DIR, `memory` for none, else .landfall/db. */
export function resolveDataDir(value = process.env.LANDFALL_DATA_DIR): string | 'memory' {
  if (value === 'memory') return 'memory';
  return value ? resolve(value) : defaultDataDir;
}

/** The command that empties this data folder, as the operator would type it. */
export function resetCommand(dataDir: string): string {
  return dataDir === defaultDataDir ? 'npm run backend:reset' : `LANDFALL_DATA_DIR=${dataDir} npm run backend:reset`;
}

export class WebhookSecretFileError extends Error {
  constructor(file: string, problem: string) {
    super(
      `The test checkout's webhook secret ${file} ${problem}: whoever can read or replace it can sign payment events. ` +
        `Make it yours and private (chown $(id -u) ${file} && chmod 600 ${file}), or delete it and a new one is made.`,
    );
    this.name = 'WebhookSecretFileError';
  }
}

/** The secret file's text, or undefined when there is none yet; refuses one others could read or write. */
function readOwnSecretFile(file: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    const uid = process.getuid?.();
    if (uid !== undefined && stat.uid !== uid) throw new WebhookSecretFileError(file, `belongs to user ${stat.uid}, not to this user (${uid})`);
    if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
      throw new WebhookSecretFileError(file, `has mode ${(stat.mode & 0o777).toString(8).padStart(4, '0')}, which lets other users read or write it`);
    }
    return readFileSync(fd, 'utf8').trim();
  } finally {
    closeSync(fd);
  }
}

const secretFile = (dataDir: string) => join(dirname(dataDir), 'webhook-secret');

/** Throws WebhookSecretFileError if the data folder's secret file exists and is not private; start-up calls this first. */
export function checkWebhookSecretFile(dataDir: string | 'memory'): void {
  if (dataDir !== 'memory') readOwnSecretFile(secretFile(dataDir));
}

/**
 * The secret the local test checkout signs its webhook events with. Kept beside the data
 * directory (.landfall/webhook-secret), so events signed before a restart still verify after it.
 */
export function localWebhookSecret(dataDir: string | 'memory'): string {
  const fresh = () => `whsec_local_${randomBytes(24).toString('hex')}`;
  if (dataDir === 'memory') return fresh();
  const file = secretFile(dataDir);
  const existing = readOwnSecretFile(file);
  if (existing) return existing;
  const secret = fresh();
  mkdirSync(dirname(file), { recursive: true });
  // An empty file left behind is ours and private (checked above): replace its contents.
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: existing === undefined ? 'wx' : 'w' });
  return secret;
}
