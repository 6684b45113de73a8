import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface BenchOptions {
  build: boolean;
  runs: number;
  distDir: string;
  routes?: string[];
  strict: boolean;
  compare?: string;
  out: string;
  lighthouse: boolean;
}

export const usage = `npm run bench:pages -- [--no-build] [--dist DIR] [--runs N] [--routes /,/mansion]
  [--skip-lighthouse] [--compare OLD.json] [--out FILE] [--strict]`;

/** The command line of bench:pages; an unknown flag is an error, not silently ignored. */
export function readOptions(argv: string[], root: string): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      'no-build': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      dist: { type: 'string' },
      routes: { type: 'string' },
      compare: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number ≥ 1, got ${values.runs}\n${usage}`);
  return {
    build: !values['no-build'],
    runs,
    distDir: resolve(values.dist ?? join(root, 'dist')),
    routes: values.routes
      ?.split(',')
      .map((r) => r.trim())
      .filter(Boolean),
    strict: values.strict,
    compare: values.compare ? resolve(values.compare) : undefined,
    out: resolve(values.out ?? join(root, '.bench/pages.json')),
    lighthouse: !values['skip-lighthouse'],
  };
}
