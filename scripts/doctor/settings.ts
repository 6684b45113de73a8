import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import type { Settings } from './checks';

/**
 * The deploy scripts' settings (`npm run doctor`, `npm run declare-locales`): the environment, and a
 * dotenv file given with --env, whose values win. An empty value is as good as none: `KEY=` in a
 * dotenv file sets nothing. An unreadable file ends the script with its reason (exit 2).
 */
export function readSettingsOrExit(envFile: string | undefined): Settings {
  let settings: Settings = { ...process.env };
  if (envFile) {
    try {
      settings = { ...settings, ...parseEnv(readFileSync(envFile, 'utf8')) };
    } catch (error) {
      console.error(`--env ${envFile}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    }
  }
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value?.trim()));
}
