import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mutationModules } from '../../scripts/mutation/modules';
import { errorCatalogue } from '../../src/engine/error-catalogue';
import { catalogDrift } from './backend/schema-catalog';
import { webhookBody } from './backend/webhooks-receiver';
import { type DocPage, docPaths, type Fence, inlineCode, readDocPage } from './docs-pages';
import { repoRoot } from './engine/variants-dir';

/**
 * The README is a front door and the docs are pages per reader (issue 27). A reader follows a
 * link, copies a command, opens a file a page names: each of those must work as written, so
 * every link, `npm` command, repository path and code sample of README.md and docs/ is checked.
 */
const pages = docPaths().map(readDocPage);
const page = (path: string): DocPage => {
  const found = pages.find((p) => p.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
};
const scripts = new Set(Object.keys(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts));

/** GitHub's anchor for a heading: its text lowercased, punctuation dropped, each space a hyphen. */
const githubSlug = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(doc: DocPage): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of doc.prose.split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const times = seen.get(slug) ?? 0;
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
    seen.set(slug, times + 1);
  }
  return anchors;
}

/** Every `[text](target)` of the prose, outside code. */
const linksOf = (doc: DocPage) =>
  [...doc.prose.replace(/`[^`]*`/g, '').matchAll(/\[([^\]]*)\]\(([^)\s]+)\)/g)].map((m) => ({ text: m[1] ?? '', target: m[2] ?? '' }));

/** `npm <command>` or `npm run <script>` wherever it appears in the text, with the script it names. */
const npmBuiltins = new Set(['install', 'i', 'ci', 'exec', 'ls', 'view']);
function npmProblems(text: string, where: string): string[] {
  return [...text.matchAll(/\bnpm\s+(run\s+)?([a-z][\w:-]*)/g)].flatMap((m) => {
    const name = m[2] ?? '';
    if (!m[1] && npmBuiltins.has(name)) return [];
    return scripts.has(name) ? [] : [`${where}: \`${m[0]}\` names no script of package.json`];
  });
}

/**
 * What else a sh block's lines name that must exist: a function `supabase functions deploy`
 * deploys, a folder `cd` enters, the modules `npm run test:mutation --` takes.
 */
function shellProblems(fence: Fence): string[] {
  return fence.body.split('\n').flatMap((line) => {
    const deploy = /^supabase functions deploy (\S+)$/.exec(line)?.[1];
    if (deploy && !existsSync(join(repoRoot, 'supabase/functions', deploy, 'index.ts'))) return [`${fence.where}: no function ${deploy}`];
    const folder = /^cd (\S+)$/.exec(line)?.[1];
    if (folder && !existsSync(join(repoRoot, folder))) return [`${fence.where}: no folder ${folder}`];
    const modules = /^npm run test:mutation -- ([\w ]+?)\s*(?:#.*)?$/.exec(line)?.[1]?.split(' ') ?? [];
    return modules.filter((name) => !Object.hasOwn(mutationModules, name)).map((name) => `${fence.where}: no mutation module ${name}`);
  });
}

/** A path into the repository: a folder this project keeps, then no placeholder (`<type>`, `*`, `…`). */
const repoPath = /^(?:src|scripts|variants|experiments|tests|supabase|docs|edge|examples|schemas|public|\.storybook|\.ci)\/[^\s<>*…{}[\]$|]*$/;
const pathProblems = (candidates: string[], where: string) =>
  candidates
    .map((candidate) => candidate.replace(/[.,:;]+$/, '').replace(/(?::\d+){1,2}$/, ''))
    .filter((candidate) => repoPath.test(candidate) && !existsSync(join(repoRoot, candidate)))
    .map((candidate) => `${where}: \`${candidate}\` does not exist`);

describe('the README', () => {
  const readme = page('README.md');

  it('is a front door of at most 150 lines', () => {
    expect(readme.text.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('keeps the two set-up commands exactly', () => {
    expect(readme.text).toContain('npm install && npm start      # run the site with its embedded backend at http://localhost:5173\n');
    expect(readme.text).toContain('npm install && npm test       # run all the tests (needs apt-get install chromium postgresql)\n');
  });

  it('takes a marketer to adding a page in one click', () => {
    expect(linksOf(readme)).toContainEqual({ text: 'Add a page', target: 'docs/marketers/variants.md#adding-a-variant' });
  });

  it('links every page under docs/', () => {
    const linked = new Set(
      [...pages.filter((p) => p.path === 'README.md' || p.path === 'docs/README.md')].flatMap((p) =>
        linksOf(p).map((link) => normalize(join(dirname(p.path), link.target.split('#')[0] ?? ''))),
      ),
    );
    expect(pages.map((p) => p.path).filter((path) => path !== 'README.md' && !linked.has(path))).toEqual([]);
  });
});

describe('the docs', () => {
  it('are found: the README, the index and pages for each reader', () => {
    for (const reader of ['marketers', 'designers', 'operators', 'developers']) {
      expect(pages.filter((p) => p.path.startsWith(`docs/${reader}/`)).length, reader).toBeGreaterThan(0);
    }
    expect(pages.map((p) => p.path)).toContain('docs/README.md');
  });

  it.each(pages.map((p) => [p.path, p] as const))('%s: every relative link reaches a file, and its #anchor a heading there', (_path, doc) => {
    const problems = linksOf(doc).flatMap(({ target }) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return []; // https:, mailto:
      const [file = '', anchor] = target.split('#');
      const path = file === '' ? doc.path : normalize(join(dirname(doc.path), file));
      if (!existsSync(join(repoRoot, path))) return [`${doc.path}: (${target}) reaches no file`];
      if (anchor === undefined) return [];
      if (!path.endsWith('.md')) return [`${doc.path}: (${target}) has an anchor into a file that is not a page`];
      return anchorsOf(readDocPage(path)).has(anchor) ? [] : [`${doc.path}: (${target}) names no heading of ${path}`];
    });
    expect(problems).toEqual([]);
  });

  it.each(pages.map((p) => [p.path, p] as const))(
    '%s: every npm command in a sh block or inline code names a script, and what a sh block deploys or enters exists',
    (_path, doc) => {
      const problems = [
        ...doc.fences.filter((f) => f.lang === 'sh').flatMap((f) => [...npmProblems(f.body, f.where), ...shellProblems(f)]),
        ...inlineCode(doc).flatMap((code) => npmProblems(code, doc.path)),
      ];
      expect(problems).toEqual([]);
    },
  );

  it.each(pages.map((p) => [p.path, p] as const))('%s: every repository path it names exists', (_path, doc) => {
    const inPictures = doc.fences.filter((f) => f.lang === '').flatMap((f) => f.body.split(/[\s()]+/));
    expect([...pathProblems(inlineCode(doc), doc.path), ...pathProblems(inPictures, doc.path)]).toEqual([]);
  });
});

/**
 * Which test holds each kind of fenced sample. A kind not listed here fails the test below, so a
 * new kind of sample comes with its check.
 */
const checkedBy: Record<string, string> = {
  yaml: 'tests/unit/readme-examples.test.ts (validated against the real variants)',
  json: 'tests/unit/readme-examples.test.ts (validated against the real variants)',
  yml: 'tests/unit/experiments/validation.test.ts (the experiment example, validated)',
  sh: 'this file (npm commands) and tests/unit/readme-deploy.test.ts (the deploy steps)',
  sql: 'tests/unit/backend/docs-sql.test.ts (run on a migrated database)',
  jsonc: 'this file (parsed and held to the webhook body schema)',
  ts: 'this file (an excerpt matches its file; a copyable sample type-checks); a contract entry, tests/unit/backend/rpc-contract-add.test.ts',
  text: 'this file (the printed table adds up; a drift message is what the drift test prints)',
  '': 'this file (pictures name existing paths; printed errors carry the catalogue hints)',
};

describe('every fenced sample', () => {
  const fences = pages.flatMap((p) => p.fences);

  it('is of a kind some test checks', () => {
    expect(fences.filter((f) => !(f.lang in checkedBy)).map((f) => `${f.where}: \`\`\`${f.lang}`)).toEqual([]);
  });

  it('yml: the experiment examples (an A/B test and a bandit), which their own tests read', () => {
    expect(fences.filter((f) => f.lang === 'yml').map((f) => f.where.replace(/:\d+$/, ''))).toEqual([
      'docs/marketers/experiments.md',
      'docs/marketers/experiments.md',
    ]);
  });

  it.each(fences.filter((f) => f.lang === 'jsonc').map((f) => [f.where, f] as const))('%s: a webhook body as receivers get it', (_where, fence) => {
    const json = fence.body.replace(/^\s*\/\/.*$/gm, '');
    expect(() => webhookBody.parse(JSON.parse(json))).not.toThrow();
  });

  /** A ts sample whose first line is `// path: …` is an excerpt of that file. */
  const excerptOf = (fence: Fence) => /^\/\/ ((?:src|scripts|supabase|edge|examples)\/\S+?):/.exec(fence.body)?.[1];
  const codeLines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.replace(/\s+\/\/ .*$/, '').trim())
      .filter((line) => line !== '' && !line.startsWith('//'));

  it.each(fences.filter((f) => f.lang === 'ts' && excerptOf(f)).map((f) => [f.where, f] as const))(
    '%s: an excerpt whose every line is in the file it names',
    (_where, fence) => {
      const file = new Set(codeLines(readFileSync(join(repoRoot, excerptOf(fence) ?? ''), 'utf8')));
      expect(codeLines(fence.body).filter((line) => !file.has(line))).toEqual([]);
    },
  );

  /** A sample entry of the RPC contract: tests/unit/backend/rpc-contract-add.test.ts adds it and holds its lines. */
  const contractEntry = (fence: Fence) => /^\s+caller: '/m.test(fence.body) && fence.where.startsWith('docs/developers/rpcs.md:');

  it.each(fences.filter((f) => f.lang === 'ts' && contractEntry(f)).map((f) => [f.where, f] as const))(
    '%s: a contract entry, the one the add-an-RPC test adds and compares line by line',
    (_where, fence) => {
      const test = readFileSync(join(repoRoot, 'tests/unit/backend/rpc-contract-add.test.ts'), 'utf8');
      expect(test).toContain("docs/developers/rpcs.md'");
      expect(test).toContain("const entryText = blockOf('ts');");
      expect(fence.body).toContain('early_access_count: {');
    },
  );

  it.each(fences.filter((f) => f.lang === 'ts' && !excerptOf(f) && !contractEntry(f)).map((f) => [f.where, f] as const))(
    '%s: a receiver a reader copies type-checks beside the sign.ts it copies',
    (_where, fence) => {
      // The page tells a receiver to copy supabase/functions/drain-webhooks/sign.ts beside its
      // code; saveLead is the reader's own ("your code").
      expect(fence.body).toContain("from './sign.ts'");
      const dir = mkdtempSync(join(tmpdir(), 'landfall-docs-ts-'));
      try {
        copyFileSync(join(repoRoot, 'supabase/functions/drain-webhooks/sign.ts'), join(dir, 'sign.ts'));
        writeFileSync(join(dir, 'receiver.ts'), `${fence.body}\ndeclare function saveLead(lead: unknown): void;\n`);
        const compilerOptions = {
          target: 'ES2023',
          lib: ['ES2023', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          noEmit: true,
          allowImportingTsExtensions: true,
          skipLibCheck: true,
          types: ['node'],
          typeRoots: [join(repoRoot, 'node_modules/@types')],
        };
        writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['receiver.ts'] }));
        const tsc = spawnSync(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
        expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
        expect(tsc.status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  const isDrift = (fence: Fence) => /: differs at line \d+\n/.test(fence.body);

  it.each(fences.filter((f) => f.lang === 'text' && isDrift(f)).map((f) => [f.where, f] as const))(
    '%s: the drift message is the one the drift test prints for such a difference',
    (_where, fence) => {
      const [, key = '', at = '', migrated = '', declared = ''] =
        /^(.+): differs at line (\d+)\n {2}migrations: (.*)\n {2}schemas: {4}(.*)$/m.exec(fence.body) ?? [];
      const same = Array.from({ length: Number(at) - 1 }, (_, i) => `line ${i + 1}`);
      const drift = catalogDrift({ [key]: [...same, migrated].join('\n') }, { [key]: [...same, declared].join('\n') });
      expect(drift).toEqual([fence.body.trimEnd()]);
    },
  );

  // `npm run experiments -- --peeking`'s sample is checked against the simulation itself, in
  // tests/unit/experiments-stats/safe-peeking.test.ts, which runs it anyway.
  // So is `--bandit`'s, in tests/unit/experiments-stats/bandit.test.ts.
  // And the guardrails sample, in tests/unit/experiments-stats/metrics.test.ts.
  const isSimulation = (fence: Fence) => /A\/A experiments \(no true difference\)|simulated runs of|^Guardrail /m.test(fence.body);
  it.each(fences.filter((f) => f.lang === 'text' && !isDrift(f) && !isSimulation(f)).map((f) => [f.where, f] as const))(
    '%s: each arm’s rate is its conversions over its visitors, and the visitors add up to the run',
    (_where, fence) => {
      // Rerunning `--simulate 3000` takes half a minute of a busy machine; the command's exact table is pinned at
      // 400 visitors by tests/unit/backend/experiments-cli.test.ts. This holds the figures shown.
      const total = Number(/Simulated: ([\d,]+) visitors/.exec(fence.body)?.[1]?.replace(/,/g, ''));
      const arms = [...fence.body.matchAll(/^\w+\s+([\d,]+)\s+(\d+)\s+([\d.]+)%/gm)].map((m) => ({
        visitors: Number(m[1]?.replace(/,/g, '')),
        conversions: Number(m[2]),
        rate: Number(m[3]),
      }));
      expect(arms.length).toBeGreaterThanOrEqual(2);
      expect(arms.reduce((sum, arm) => sum + arm.visitors, 0)).toBe(total);
      for (const arm of arms) expect(arm.rate).toBeCloseTo((100 * arm.conversions) / arm.visitors, 2);
    },
  );

  it.each(fences.filter((f) => f.lang === '' && /^ {2}[A-Z]\w+: /m.test(f.body)).map((f) => [f.where, f] as const))(
    '%s: printed errors carry each code’s hint as the catalogue has it',
    (_where, fence) => {
      const hints = [...fence.body.matchAll(/^ {2}([A-Z]\w+): (.*)$/gm)];
      expect(hints.length).toBeGreaterThan(0);
      const catalogue = new Map<string, { hint: string }>(Object.entries(errorCatalogue));
      expect(hints.map(([, code = '', hint]) => [code, hint])).toEqual(hints.map(([, code = '']) => [code, catalogue.get(code)?.hint]));
    },
  );
});

describe('githubSlug', () => {
  it("makes GitHub's anchors", () => {
    expect(githubSlug("Marketers' sign-in")).toBe('marketers-sign-in');
    expect(githubSlug('Before you deploy: `npm run doctor`')).toBe('before-you-deploy-npm-run-doctor');
    expect(githubSlug('The embedded backend (the default)')).toBe('the-embedded-backend-the-default');
    expect(githubSlug('The house, as `farm-studio look src` draws it')).toBe('the-house-as-farm-studio-look-src-draws-it');
  });
});
