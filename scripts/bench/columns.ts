import { z } from 'zod';

/**
 * One route's medians, as printed and saved. The same shape is read back by --compare, so a
 * file from an earlier run (even one from before a column existed) can sit beside a new one.
 */
export const summarySchema = z.object({
  route: z.string(),
  jsKb: z.number().nullish(),
  requests: z.number().nullish(),
  react: z.string().nullish(),
  tbt: z.number().nullish(),
  /** The same page without its scripts: what its HTML and CSS alone cost the main thread. */
  scriptFreeTbt: z.number().nullish(),
  tapMs: z.number().nullish(),
  /** Tap → the real dialog shown; tapMs counts the busy frame that may answer first. */
  readyMs: z.number().nullish(),
  tapKind: z.string().nullish(),
  bannerShownMs: z.number().nullish(),
  score: z.number().nullish(),
  lcpRatio: z.number().nullish(),
  cls: z.number().nullish(),
});
export type Summary = z.infer<typeof summarySchema>;
type NumberKey = { [K in keyof Summary]-?: NonNullable<Summary[K]> extends number ? K : never }[keyof Summary];

interface Target {
  limit: number;
  /** 'max': a value above the limit misses; 'min': a value below it does. */
  kind: 'max' | 'min';
}

export const targets = {
  jsKb: { limit: 15, kind: 'max' },
  requests: { limit: 4, kind: 'max' },
  tbt: { limit: 50, kind: 'max' },
  tapMs: { limit: 200, kind: 'max' },
  score: { limit: 98, kind: 'min' },
  lcpRatio: { limit: 1.05, kind: 'max' },
  cls: { limit: 0.01, kind: 'max' },
} satisfies Partial<Record<NumberKey, Target>>;

export const targetLine =
  'targets: JS ≤15 kB gzip · script requests ≤4 · TBT ≤50 ms · tap → dialog shown (busy frame counts) ≤200 ms · score ≥98 · LCP ≤1.05× script-free · CLS ≤0.01';

export interface Column {
  label: string;
  text: (row: Summary) => string;
  /** The number a target applies to, and a sentence for the list of misses. */
  check?: { key: keyof typeof targets; value: (row: Summary) => number | null | undefined; says: (value: number, row: Summary) => string };
}

const fixed = (digits: number) => (value: number | null | undefined) => (typeof value === 'number' ? value.toFixed(digits) : '-');
const ms = fixed(0);

export const columns: Column[] = [
  {
    label: 'JS kB',
    text: (r) => fixed(1)(r.jsKb),
    check: { key: 'jsKb', value: (r) => r.jsKb, says: (v) => `JS before interaction ${v.toFixed(1)} kB gzip > 15 kB` },
  },
  {
    label: 'requests',
    text: (r) => fixed(0)(r.requests),
    check: { key: 'requests', value: (r) => r.requests, says: (v) => `${v} script requests before interaction > 4` },
  },
  { label: 'React', text: (r) => r.react ?? '-' },
  {
    label: 'TBT ms',
    text: (r) => ms(r.tbt),
    check: {
      key: 'tbt',
      value: (r) => r.tbt,
      // Beside the script-free page's TBT, a miss says whether the page's code is the cause or
      // parsing and laying out its HTML is, which no script change would mend.
      says: (v, r) =>
        `TBT ${Math.round(v)} ms > 50 ms` +
        (typeof r.scriptFreeTbt === 'number'
          ? ` (script-free: ${Math.round(r.scriptFreeTbt)} ms${r.scriptFreeTbt > targets.tbt.limit ? ', so the HTML alone misses it' : ''})`
          : ''),
    },
  },
  { label: 'script-free TBT ms', text: (r) => ms(r.scriptFreeTbt) },
  {
    label: 'tap ms',
    text: (r) => (typeof r.tapMs === 'number' ? `${ms(r.tapMs)}${r.tapKind === 'banner' ? ' (banner)' : ''}` : '-'),
    check: {
      key: 'tapMs',
      value: (r) => r.tapMs,
      says: (v, r) => `tap → ${r.tapKind === 'banner' ? 'banner gone' : 'dialog shown'} ${Math.round(v)} ms > 200 ms`,
    },
  },
  { label: 'dialog ready ms', text: (r) => (r.tapKind === 'dialog' ? ms(r.readyMs) : '-') },
  { label: 'banner after load ms', text: (r) => ms(r.bannerShownMs) },
  { label: 'score', text: (r) => fixed(0)(r.score), check: { key: 'score', value: (r) => r.score, says: (v) => `score ${v} < 98` } },
  {
    label: 'LCP / script-free',
    text: (r) => fixed(2)(r.lcpRatio),
    check: { key: 'lcpRatio', value: (r) => r.lcpRatio, says: (v) => `LCP ${v.toFixed(2)}× the script-free page > 1.05×` },
  },
  { label: 'CLS', text: (r) => fixed(3)(r.cls), check: { key: 'cls', value: (r) => r.cls, says: (v) => `CLS ${v.toFixed(3)} > 0.01` } },
];

export function misses(row: Summary, column: Column): string | null {
  if (!column.check) return null;
  const value = column.check.value(row);
  if (typeof value !== 'number') return null;
  const target: Target = targets[column.check.key];
  const missed = target.kind === 'max' ? value > target.limit : value < target.limit;
  return missed ? column.check.says(value, row) : null;
}
