import * as z from 'zod/mini';
import { addDays, daysBetween } from '../../experiments/sample-size';

/** `studio_daily`'s answer, checked: the chart trusts its numbers only after this. */
const count = z.number().check(z.nonnegative());
export const dailyResponseSchema = z.object({
  days: z.array(z.object({ day: z.string(), route: z.string(), views: count, leads: count, paid: count })),
  sources: z.array(z.object({ utm_source: z.string(), views: count, leads: count, paid: count })),
});
export type DailyResponse = z.infer<typeof dailyResponseSchema>;

export interface DayPoint {
  day: string;
  views: number;
  leads: number;
  paid: number;
  /** Leads per view; NaN on a day without views (the line breaks there rather than dropping to 0). */
  rate: number;
}

export interface Totals {
  views: number;
  leads: number;
  paid: number;
  rate: number;
}

const rateOf = (leads: number, views: number) => (views > 0 ? leads / views : Number.NaN);

/** Every day of the range, routes summed, days without rows as zeros: a quiet day shows as quiet, not as missing. */
export function dailySeries(rows: DailyResponse['days'], from: string, to: string): DayPoint[] {
  const byDay = new Map<string, { views: number; leads: number; paid: number }>();
  for (const row of rows) {
    const sum = byDay.get(row.day) ?? { views: 0, leads: 0, paid: 0 };
    byDay.set(row.day, { views: sum.views + row.views, leads: sum.leads + row.leads, paid: sum.paid + row.paid });
  }
  const length = Math.max(0, daysBetween(from, to));
  return Array.from({ length }, (_, i) => {
    const day = addDays(from, i);
    const { views, leads, paid } = byDay.get(day) ?? { views: 0, leads: 0, paid: 0 };
    return { day, views, leads, paid, rate: rateOf(leads, views) };
  });
}

export function totalsOf(rows: readonly { views: number; leads: number; paid: number }[]): Totals {
  const views = rows.reduce((sum, row) => sum + row.views, 0);
  const leads = rows.reduce((sum, row) => sum + row.leads, 0);
  const paid = rows.reduce((sum, row) => sum + row.paid, 0);
  return { views, leads, paid, rate: rateOf(leads, views) };
}

export interface SourceRow extends Totals {
  source: string;
}

/** The UTM sources, most viewed first (then most leads, then by name, so equal rows keep one order). */
export function sourceRows(sources: DailyResponse['sources']): SourceRow[] {
  return sources
    .map((row) => ({ source: row.utm_source, ...totalsOf([row]) }))
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.source.localeCompare(b.source));
}

/** The routes present in an answer, sorted, for the route filter. */
export function routesOf(rows: DailyResponse['days']): string[] {
  return [...new Set(rows.map((row) => row.route))].sort();
}

/** The default range: the last 30 UTC days, today included. */
export function lastDays(today: string, days = 30): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}
