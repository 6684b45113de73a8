import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './engine/variants-dir';

/**
 * The README's deploy steps as a reader follows them: the one ```sh block under "Deploying to
 * Supabase". The Deno tests start the functions it deploys with the secrets it sets, so the steps
 * and the tests cannot drift apart (tests/unit/readme-deploy.test.ts holds them to the code).
 */
export interface DeploySteps {
  commands: string[];
  /** `supabase functions deploy <name>`, in order. */
  functions: string[];
  /** The names `supabase secrets set` gives values to. */
  secrets: string[];
}

const readme = () => readFileSync(join(repoRoot, 'README.md'), 'utf8');

export function readmeDeploySteps(text = readme()): DeploySteps {
  const start = text.indexOf('### Deploying to Supabase');
  if (start < 0) throw new Error('README.md has no "### Deploying to Supabase" section');
  const section = text.slice(start, text.indexOf('\n### ', start + 1));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md "Deploying to Supabase" has no ```sh block of commands');
  const commands = block.split('\n').filter((line) => line.trim() !== '');
  return {
    commands,
    functions: commands.flatMap((line) => /^supabase functions deploy (\S+)$/.exec(line)?.slice(1) ?? []),
    secrets: commands
      .filter((line) => line.startsWith('supabase secrets set '))
      .flatMap((line) => [...line.matchAll(/ ([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1] ?? '')),
  };
}

/** Every `supabase secrets set NAME=…` anywhere in the README (optional settings explained in place). */
export const readmeSecretNames = (text = readme()) =>
  new Set(
    [...text.matchAll(/supabase secrets set ([^`\n]+)/g)].flatMap((m) => [...(m[1] ?? '').matchAll(/(?:^| )([A-Z][A-Z0-9_]*)=/g)].map((n) => n[1] ?? '')),
  );

/** What Supabase gives every function without a step. */
export const platformSecrets = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
/** Read by the functions on a local run only; never deployed (npm run doctor refuses the last). */
export const localOnlySettings = ['LANDFALL_TEST_CHECKOUT', 'LANDFALL_TEST_CHECKOUT_SECRET', 'LANDFALL_WEBHOOKS_ALLOW_LOCAL'] as const;
