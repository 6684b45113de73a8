/**
 * The modules `npm run test:mutation` mutates, cheapest first, each with the source it mutates and
 * the only test files that run against its mutants, so one module takes minutes on 2 cores rather
 * than the whole unit suite per mutant. Chosen where a silent mistake costs most (issue 24).
 * stryker.config.mjs imports it too, through Node's own type stripping: no syntax beyond types here.
 */
export interface MutationModule {
  /** Globs of the source files whose mutants are made. */
  mutate: string[];
  /** Globs of the test files run against them, and no others. */
  tests: string[];
}

export const mutationModules = {
  csv: {
    mutate: ['src/studio/csv.ts'],
    tests: ['tests/unit/studio/csv.test.ts'],
  },
  stats: {
    mutate: ['src/experiments/stats.ts', 'src/experiments/sample-size.ts'],
    tests: ['tests/unit/experiments-stats/*.test.ts', 'tests/unit/experiments/sample-size.test.ts'],
  },
  'file-rule': {
    mutate: ['src/contract/file-rule.ts', 'src/interactive/forms/file-rule.ts'],
    tests: ['src/interactive/forms/file-rule.test.ts'],
  },
  'webhook-signer': {
    mutate: ['supabase/functions/drain-webhooks/sign.ts'],
    tests: ['tests/unit/backend/webhooks-sign.test.ts'],
  },
  router: {
    mutate: ['src/edge/router.ts', 'src/edge/assignment.ts', 'src/edge/arms-cookie.ts', 'src/edge/schedule.ts', 'src/edge/params.ts'],
    tests: [
      'tests/unit/edge/router.test.ts',
      'tests/unit/edge/router-mutants.test.ts',
      'tests/unit/edge/assignment.test.ts',
      'tests/unit/edge/schedule.test.ts',
      'tests/unit/edge/personalised-text.test.ts',
    ],
  },
  resolve: {
    mutate: ['src/engine/resolve.ts'],
    tests: ['tests/unit/engine/resolve.test.ts'],
  },
  prices: {
    mutate: ['src/engine/templates.ts', 'src/engine/catalog.ts'],
    tests: ['tests/unit/engine/prices.test.ts'],
  },
  positions: {
    mutate: ['src/engine/source.ts', 'src/engine/yaml-syntax.ts', 'src/engine/yaml-blame.ts', 'src/engine/yaml-line.ts'],
    tests: ['tests/unit/engine/positions/*.test.ts'],
  },
  auth: {
    mutate: [
      'supabase/embedded/auth/jwt.ts',
      'supabase/embedded/auth/password.ts',
      'supabase/embedded/auth/session.ts',
      'supabase/embedded/auth/tokens.ts',
      'supabase/embedded/auth/sign-in.ts',
    ],
    tests: ['tests/unit/backend/auth-core.test.ts'],
  },
} satisfies Record<string, MutationModule>;
