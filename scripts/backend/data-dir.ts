import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Where the embedded database lives: LANDFALL_DATA_DIR, `memory` for none, else .landfall/db. */
export function resolveDataDir(value = process.env.LANDFALL_DATA_DIR): string | 'memory' {
  if (value === 'memory') return 'memory';
  return value ? resolve(value) : join(root, '.landfall/db');
}

/**
 * The secret the local test checkout signs its webhook events with. Kept beside the data
 * directory (.landfall/webhook-secret), so events signed before a restart still verify after it.
 */
export function localWebhookSecret(dataDir: string | 'memory'): string {
  const fresh = () => `whsec_local_${randomBytes(24).toString('hex')}`;
  if (dataDir === 'memory') return fresh();
  const file = join(dirname(dataDir), 'webhook-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // Not created yet.
  }
  const secret = fresh();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
