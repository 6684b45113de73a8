/**
 * npm run bench:pages [-- --no-build] [--runs N] [--routes /,/mansion] [--dist DIR] [--strict]
 *
 * Lighthouse (mobile preset, simulated throttling, performance only) on every built page, as
 * built and as the same page with its <script>s removed (same server, CSS and media), median of
 * N runs each. The script-free copy shows what the JavaScript costs: LCP should not move.
 * Prints a table and every target missed; writes .bench/pages.json. --strict exits 1 on a miss.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { preview, type PreviewServer } from 'vite';
import { buildSite } from './build-site';
import { BUDGET_KB, measurePages } from './check-budget';
import { chromiumPath, launchChromium } from './chromium';

const targets = { score: 98, cls: 0.01, tbtMs: 50, lcpRatio: 1.05, jsKb: BUDGET_KB };

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
const distDir = resolve(option('--dist') ?? join(root, 'dist'));
const onlyRoutes = option('--routes')?.split(',').map((r) => r.trim()).filter(Boolean);
const chromePath = chromiumPath ?? '/usr/bin/chromium';
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
if (!existsSync(chromePath)) throw new Error(`No browser at ${chromePath}: set CHROME_PATH`);

interface Metrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The path a browser asks for; the not-found page is fetched as /404 (served from 404.html). */
const pathFor = (route: string) => (route === '*' ? '/404' : route);

/** A copy of dist/ whose HTML has no <script>; everything else is a link to the original. */
function scriptFreeCopy(from: string): string {
  const to = mkdtempSync(join(tmpdir(), 'landfall-noscript-'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(from, dir), { withFileTypes: true })) {
      const rel = join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'assets' && entry.name !== 'media') {
        mkdirSync(join(to, rel), { recursive: true });
        walk(rel);
      } else if (entry.name.endsWith('.html')) {
        const html = readFileSync(join(from, rel), 'utf8').replace(/<script\b[\s\S]*?<\/script>\s*/gi, '');
        writeFileSync(join(to, rel), html);
      } else {
        symlinkSync(join(from, rel), join(to, rel));
      }
    }
  };
  walk('.');
  return to;
}

async function serve(dir: string): Promise<{ server: PreviewServer; origin: string }> {
  const server = await preview({
    configFile: false,
    root: dir,
    appType: 'mpa',
    logLevel: 'silent',
    build: { outDir: dir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

async function measure(url: string): Promise<Metrics> {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
    const value = (id: string) => {
      const audit = lhr.audits[id];
      if (audit?.numericValue === undefined) throw new Error(`Lighthouse has no ${id} for ${url}`);
      return audit.numericValue;
    };
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await chrome.stop();
  }
}

const medianOf = (samples: Metrics[]): Metrics => ({
  score: median(samples.map((s) => s.score)),
  fcp: median(samples.map((s) => s.fcp)),
  lcp: median(samples.map((s) => s.lcp)),
  tbt: median(samples.map((s) => s.tbt)),
  cls: median(samples.map((s) => s.cls)),
});

async function main() {
  const started = performance.now();
  if (!args.includes('--no-build')) {
    const built = await buildSite({ root, outDir: distDir, quiet: true });
    if (!built.ok) {
      for (const message of built.messages) console.error(message);
      process.exit(1);
    }
  }
  const budget = measurePages(distDir).pages;
  const pages = budget.filter((p) => !onlyRoutes || onlyRoutes.includes(p.route) || onlyRoutes.includes(pathFor(p.route)));
  if (!pages.length) throw new Error(`No built page matches ${onlyRoutes?.join(', ')}`);

  const stripped = scriptFreeCopy(distDir);
  const built = await serve(distDir);
  const bare = await serve(stripped);
  const samples = new Map(pages.map((p) => [p.route, { built: [] as Metrics[], bare: [] as Metrics[] }]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const path = pathFor(page.route);
        process.stdout.write(`run ${run}/${runs} ${path} `);
        const entry = samples.get(page.route)!;
        entry.built.push(await measure(built.origin + path));
        entry.bare.push(await measure(bare.origin + path));
        const [a, b] = [entry.built.at(-1)!, entry.bare.at(-1)!];
        console.log(`score ${a.score} LCP ${Math.round(a.lcp)} TBT ${Math.round(a.tbt)} ms | script-free: score ${b.score} LCP ${Math.round(b.lcp)} TBT ${Math.round(b.tbt)} ms`);
      }
    }
  } finally {
    await built.server.close();
    await bare.server.close();
    rmSync(stripped, { recursive: true, force: true });
  }

  const rows = pages.map((page) => {
    const entry = samples.get(page.route)!;
    const m = medianOf(entry.built);
    const free = medianOf(entry.bare);
    return { route: page.route, path: pathFor(page.route), ...m, jsKb: page.gzipBytes / 1000, scriptFree: free, lcpRatio: m.lcp / free.lcp, runs: entry };
  });

  const header = ['route', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS gz kB', 'LCP / script-free'];
  const table = rows.map((r) => [
    r.route,
    String(r.score),
    String(Math.round(r.fcp)),
    String(Math.round(r.lcp)),
    String(Math.round(r.tbt)),
    r.cls.toFixed(3),
    r.jsKb.toFixed(1),
    `${r.lcpRatio.toFixed(2)} (${Math.round(r.scriptFree.lcp)} ms)`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(`\nLighthouse ${'13.5'} mobile, simulated throttling, median of ${runs} run${runs === 1 ? '' : 's'}`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const row of table) console.log(line(row));

  const misses: string[] = [];
  for (const r of rows) {
    if (r.score < targets.score) misses.push(`${r.route}: score ${r.score} < ${targets.score}`);
    if (r.cls > targets.cls) misses.push(`${r.route}: CLS ${r.cls.toFixed(3)} > ${targets.cls}`);
    if (r.tbt > targets.tbtMs) misses.push(`${r.route}: TBT ${Math.round(r.tbt)} ms > ${targets.tbtMs} ms`);
    if (r.lcpRatio > targets.lcpRatio) {
      misses.push(`${r.route}: LCP ${Math.round(r.lcp)} ms is ${r.lcpRatio.toFixed(2)}× the script-free page (${Math.round(r.scriptFree.lcp)} ms) > ${targets.lcpRatio}×`);
    }
    if (r.jsKb > targets.jsKb) misses.push(`${r.route}: JS ${r.jsKb.toFixed(1)} kB gz > ${targets.jsKb} kB`);
  }
  console.log(misses.length ? `\n${misses.map((m) => `✗ target missed: ${m}`).join('\n')}` : '\n✓ every page meets every target');

  const out = join(root, '.bench/pages.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), runs, targets, rows, misses }, null, 2)}\n`);
  console.log(`wrote ${out} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  if (misses.length && args.includes('--strict')) process.exit(1);
}

await main();
