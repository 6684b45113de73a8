import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './engine/variants-dir';
import { localOnlySettings, platformSecrets, readmeDeploySteps, readmeSecretNames } from './readme-deploy';

/**
 * docs/operators/deploying.md "Deploying to Supabase" against the code it deploys: the Deno tests start functions only
 * through these steps (deno-harness.ts), and this file holds the steps to the functions' folders,
 * the settings their code reads and supabase/config.toml.
 */
const functionsDir = join(repoRoot, 'supabase/functions');
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && readdirSync(join(functionsDir, entry.name)).includes('index.ts'))
  .map((entry) => entry.name)
  .sort();

/** Every file under supabase/functions/, as text. */
const sources = (dir = functionsDir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [readFileSync(join(dir, entry.name), 'utf8')] : [],
  );
const settingsRead = new Set(sources().flatMap((text) => [...text.matchAll(/(?:Deno\.env\.get|env)\('([A-Z][A-Z0-9_]*)'\)/g)].map((m) => m[1] ?? '')));

describe('the deploy steps of docs/operators/deploying.md', () => {
  const steps = readmeDeploySteps();

  it('deploy every function there is, each once, after the migrations', () => {
    expect([...steps.functions].sort()).toEqual(entries);
    expect(new Set(steps.functions).size).toBe(steps.functions.length);
    expect(steps.commands.indexOf('supabase db push')).toBeLessThan(steps.commands.findIndex((line) => line.startsWith('supabase functions deploy')));
    expect(steps.commands.indexOf('supabase db push')).toBeGreaterThan(-1);
  });

  it('set every setting the functions read, and none they do not', () => {
    const documented = new Set<string>([...readmeSecretNames(), ...platformSecrets, ...localOnlySettings]);
    expect([...settingsRead].filter((name) => !documented.has(name))).toEqual([]);
    expect(steps.secrets.filter((name) => !settingsRead.has(name))).toEqual([]);
    // The platform's two are never set by hand (Supabase refuses SUPABASE_-prefixed secrets).
    expect(steps.secrets.filter((name) => name.startsWith('SUPABASE_'))).toEqual([]);
    expect(steps.secrets.filter((name) => (localOnlySettings as readonly string[]).includes(name))).toEqual([]);
  });

  it("declare the site's languages to the database after the migrations and before the doctor checks them", () => {
    const declare = steps.commands.indexOf('npm run declare-locales -- --env .env.production');
    expect(declare).toBeGreaterThan(steps.commands.indexOf('supabase db push'));
    expect(declare).toBeLessThan(steps.commands.findIndex((line) => line.startsWith('npm run doctor')));
  });

  it('check the configuration before building: npm run doctor with the production file', () => {
    const doctor = steps.commands.findIndex((line) => line.startsWith('npm run doctor'));
    expect(doctor).toBeGreaterThan(steps.commands.findIndex((line) => line.startsWith('supabase secrets set')));
    expect(doctor).toBeLessThan(steps.commands.findIndex((line) => line.endsWith('npm run build')));
  });

  it('match config.toml: JWT checks off for exactly the functions that verify their callers themselves', () => {
    const config = readFileSync(join(repoRoot, 'supabase/config.toml'), 'utf8');
    const jwtOff = [...config.matchAll(/\[functions\.([a-z-]+)\]\nverify_jwt = false/g)].map((m) => m[1]).sort();
    expect(jwtOff).toEqual(['drain-webhooks', 'stripe-webhook']);
  });
});

describe('readmeDeploySteps', () => {
  it('names the section it needs when the block is missing, instead of finding nothing', () => {
    expect(() => readmeDeploySteps('# Deploying\n\n## Deploying to Supabase\nno commands\n## Next\n')).toThrow(/no ```sh block/);
    expect(() => readmeDeploySteps('# Deploying\n')).toThrow(/no "## Deploying to Supabase"/);
  });
});
