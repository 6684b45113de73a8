/**
 * npm run bench:pages [-- --no-build] [--dist DIR] [--runs N] [--routes /,/mansion]
 *                        [--skip-lighthouse] [--compare OLD.json] [--out FILE] [--strict]
 *
 * What a visitor waits for, per built page, median of N runs (default 5):
 * - in a real browser on a phone profile (Playwright + Chromium): the JavaScript downloaded before
 *   any interaction (gzip kB, script requests, whether React came with it), and the time from a
 *   tap on the page's main control right after the load event, CPU throttled 4×, to the first
 *   frame showing its dialog (or, on pages with no action, the cookie banner gone after Accept);
 * - Lighthouse (mobile preset, simulated throttling) on the page as built and on the same page
 *   with its <script>s removed: score, TBT, CLS and LCP against the script-free LCP.
 * Prints a table with every missed target marked, optionally beside an earlier run (--compare);
 * writes .bench/pages.json (or --out). --strict exits 1 on a miss. Any build folder can be
 * measured with --dist DIR --no-build.
 */
// First: a build made here must render with React's production builds (see the module).
import { refuseDevelopmentReact } from './production-react';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildSite } from './build-site';
import { launchBrowser, measureIdle, measureTap, type IdleSample, type TapSample } from './bench/browser';
import { targetLine, targets, type Summary } from './bench/columns';
import { runLighthouse, type LighthouseMetrics } from './bench/lighthouse';
import { readOptions } from './bench/options';
import { builtPages, selectPages, type BuiltPage } from './bench/routes';
import { scriptFreeCopy, serve } from './bench/serve';
import { median } from './bench/stats';
import { compareTable, readSavedRun, resultTable } from './bench/table';

const root = join(import.meta.dirname, '..');
const options = readOptions(process.argv.slice(2), root);

interface Samples {
  idle: IdleSample[];
  tap: TapSample[];
  lighthouse: LighthouseMetrics[];
  scriptFree: LighthouseMetrics[];
}

/** A tap that could not be made (the control never became tappable) is a missing sample, not the end of the bench. */
async function tapSample(run: () => Promise<TapSample>): Promise<TapSample> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { kind: 'none', target: `failed: ${message}`, ms: null, readyMs: null, bannerShownMs: null };
  }
}

const numbers = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

function summarise(page: BuiltPage, s: Samples): Summary & Record<string, unknown> {
  const lh = (pick: (m: LighthouseMetrics) => number, from = s.lighthouse) => median(from.map(pick));
  const [lcp, scriptFreeLcp] = [lh((m) => m.lcp), lh((m) => m.lcp, s.scriptFree)];
  const reactSeen = s.idle.map((i) => i.react);
  const taps = numbers(s.tap.map((t) => t.ms));
  return {
    route: page.route,
    jsKb: median(s.idle.map((i) => i.gzip / 1000)),
    requests: median(s.idle.map((i) => i.requests)),
    react: reactSeen.includes('yes') ? 'yes' : reactSeen.includes('jsx') ? 'jsx' : 'no',
    tbt: lh((m) => m.tbt),
    scriptFreeTbt: lh((m) => m.tbt, s.scriptFree),
    tapMs: median(taps),
    readyMs: median(numbers(s.tap.map((t) => t.readyMs))),
    tapKind: s.tap.at(-1)?.kind ?? null,
    bannerShownMs: median(numbers(s.tap.map((t) => t.bannerShownMs))),
    score: lh((m) => m.score),
    lcpRatio: lcp !== null && scriptFreeLcp ? lcp / scriptFreeLcp : null,
    cls: lh((m) => m.cls),
    path: page.path,
    tapTarget: s.tap.at(-1)?.target ?? null,
    tapsMeasured: `${taps.length}/${s.tap.length}`,
    fcp: lh((m) => m.fcp),
    lcp,
    scriptFreeLcp,
    scripts: s.idle.at(-1)?.scripts ?? [],
    samples: s,
  };
}

function progress(run: number, page: BuiltPage, s: Samples): string {
  const idle = s.idle.at(-1)!;
  const tap = s.tap.at(-1)!;
  const tapText =
    tap.ms !== null
      ? `tap → ${tap.kind} ${Math.round(tap.ms)} ms`
      : tap.kind === 'none'
        ? `tap: - (${tap.target ?? 'no control'})`
        : `tap on ${tap.target}: no ${tap.kind === 'dialog' ? 'dialog shown' : 'banner gone'} within 15 s`;
  const parts = [
    `run ${run}/${options.runs} ${page.path}`,
    `JS ${(idle.gzip / 1000).toFixed(1)} kB in ${idle.requests} requests, React ${idle.react}`,
    tapText,
  ];
  const [built, bare] = [s.lighthouse.at(-1), s.scriptFree.at(-1)];
  if (built && bare)
    parts.push(
      `score ${built.score} LCP ${Math.round(built.lcp)} TBT ${Math.round(built.tbt)} ms, script-free LCP ${Math.round(bare.lcp)} TBT ${Math.round(bare.tbt)} ms`,
    );
  return parts.join(' | ');
}

async function main() {
  const started = performance.now();
  if (options.build) {
    const built = await buildSite({ root, outDir: options.distDir, quiet: true });
    if (!built.ok) {
      for (const message of built.messages) console.error(message);
      process.exit(1);
    }
    refuseDevelopmentReact();
  }
  const pages = selectPages(builtPages(options.distDir), options.routes);
  const stripped = options.lighthouse ? scriptFreeCopy(options.distDir) : null;
  const site = await serve(options.distDir);
  const bare = stripped ? await serve(stripped) : null;
  const browser = await launchBrowser();
  const samples = new Map(pages.map((p): [string, Samples] => [p.route, { idle: [], tap: [], lighthouse: [], scriptFree: [] }]));
  try {
    for (let run = 1; run <= options.runs; run++) {
      for (const page of pages) {
        const s = samples.get(page.route)!;
        s.idle.push(await measureIdle(browser, site.origin + page.path));
        s.tap.push(await tapSample(() => measureTap(browser, site.origin + page.path)));
        if (bare) {
          s.lighthouse.push(await runLighthouse(site.origin + page.path));
          s.scriptFree.push(await runLighthouse(bare.origin + page.path));
        }
        console.log(progress(run, page, s));
      }
    }
  } finally {
    await browser.close();
    await site.server.close();
    await bare?.server.close();
    if (stripped) rmSync(stripped, { recursive: true, force: true });
  }

  const rows = pages.map((page) => summarise(page, samples.get(page.route)!));
  const { table, missed } = resultTable(rows);
  const what = `${relative(process.cwd(), options.distDir) || '.'}, median of ${options.runs} run${options.runs === 1 ? '' : 's'}`;
  console.log(
    `\n${what}; browser: Chromium, Pixel 7 profile, tap with CPU 4× slower; ${options.lighthouse ? 'Lighthouse mobile, simulated throttling' : 'Lighthouse skipped'}`,
  );
  console.log(`React: yes = react-dom loaded, jsx = only React's element code, no = neither. ${targetLine}\n`);
  console.log(table);
  console.log(missed.length ? `\n${missed.map((m) => `✗ target missed: ${m}`).join('\n')}` : '\n✓ every page meets every target');
  if (options.compare) {
    const old = readSavedRun(options.compare);
    console.log(`\nold → new, old = ${relative(process.cwd(), options.compare)}${old.date ? ` (${old.date})` : ''}\n`);
    console.log(compareTable(old.rows, rows));
  }

  mkdirSync(dirname(options.out), { recursive: true });
  const saved = { date: new Date().toISOString(), dist: options.distDir, runs: options.runs, lighthouse: options.lighthouse, targets, rows, misses: missed };
  writeFileSync(options.out, `${JSON.stringify(saved, null, 2)}\n`);
  console.log(`\nwrote ${relative(process.cwd(), options.out)} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  if (missed.length && options.strict) process.exit(1);
}

await main();
