/**
 * How the marketers' area writes numbers and dates: one place, so a rate reads the same in the
 * chart's tooltip, its table and the experiment cards. English, as the area is; days are UTC days
 * because the database counts per UTC day.
 */

const NONE = '–';
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return Number.isFinite(value) ? counts.format(value) : NONE;
}

/** A conversion rate: two decimals below 1% (landing pages convert at 0.5–5%), else one. */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return NONE;
  if (rate === 0) return '0%';
  const percent = rate * 100;
  return `${percent.toFixed(Math.abs(percent) < 1 ? 2 : 1)}%`;
}

/** A probability as a marketer reads it; the extremes never claim certainty. */
export function formatProbability(p: number): string {
  if (!Number.isFinite(p)) return NONE;
  if (p > 0.999) return '> 99.9%';
  if (p < 0.001) return '< 0.1%';
  return `${(p * 100).toFixed(1)}%`;
}

export function formatPValue(p: number): string {
  if (!Number.isFinite(p)) return NONE;
  return p < 0.001 ? '< 0.001' : p.toFixed(3);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** `2026-11-03` → `Nov 3`. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : dayFormat.format(time);
}

/** A timestamp as `Nov 3, 14:05 UTC`; none as a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return NONE;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${timeFormat.format(time)} UTC`;
}

/** An error as the backend worded it (StudioError carries the database's message). */
export function formatError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
