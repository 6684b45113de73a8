import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './engine/variants-dir';

/**
 * The deploy steps as an operator follows them: the one ```sh block under "Deploying to Supabase"
 * in docs/operators/deploying.md. The Deno tests start the functions it deploys with the secrets it sets, so the steps
 * and the tests cannot drift apart (tests/unit/readme-deploy.test.ts holds them to the code).
 */
export interface DeploySteps {
  commands: string[];
  /** `supabase functions deploy <name>`, in order. */
  functions: string[];
  /** The names `supabase secrets set` gives values to. */
  secrets: string[];
}

const operatorsDir = join(repoRoot, 'docs/operators');
const deployingPage = () => readFileSync(join(operatorsDir, 'deploying.md'), 'utf8');
/** Every operators' page: an optional setting is explained where it matters (webhooks, client IPs). */
const operatorsPages = () =>
  readdirSync(operatorsDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => readFileSync(join(operatorsDir, file), 'utf8'))
    .join('\n');

export function readmeDeploySteps(text = deployingPage()): DeploySteps {
  const start = text.indexOf('\n## Deploying to Supabase\n');
  if (start < 0) throw new Error('docs/operators/deploying.md has no "## Deploying to Supabase" section');
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end < 0 ? undefined : end);
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/operators/deploying.md "Deploying to Supabase" has no ```sh block of commands');
  const commands = block.split('\n').filter((line) => line.trim() !== '');
  return {
    commands,
    functions: commands.flatMap((line) => /^supabase functions deploy (\S+)$/.exec(line)?.slice(1) ?? []),
    secrets: commands
      .filter((line) => line.startsWith('supabase secrets set '))
      .flatMap((line) => [...line.matchAll(/ ([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1] ?? '')),
  };
}

/** Every `supabase secrets set NAME=…` in any operators' page (optional settings explained in place). */
export const readmeSecretNames = (text = operatorsPages()) =>
  new Set(
    [...text.matchAll(/supabase secrets set ([^`\n]+)/g)].flatMap((m) => [...(m[1] ?? '').matchAll(/(?:^| )([A-Z][A-Z0-9_]*)=/g)].map((n) => n[1] ?? '')),
  );

/** What Supabase gives every function without a step. */
export const platformSecrets = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
/** Read by the functions on a local run only; never deployed (npm run doctor refuses the last). */
export const localOnlySettings = ['LANDFALL_TEST_CHECKOUT', 'LANDFALL_TEST_CHECKOUT_SECRET', 'LANDFALL_WEBHOOKS_ALLOW_LOCAL'] as const;
