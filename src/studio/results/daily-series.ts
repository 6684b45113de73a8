import * as z from 'zod/mini';
import { addDays, daysBetween } from '../../experiments/sample-size';

/** `studio_daily`'s answer, checked: the chart trusts its numbers only after this. */
const count = z.number().check(z.nonnegative());
export const dailyResponseSchema = z.object({
  days: z.array(z.object({ day: z.string(), route: z.string(), views: count, leads: count, matched: count, paid: count })),
  sources: z.array(z.object({ utm_source: z.string(), views: count, leads: count, matched: count, paid: count })),
});
export type DailyResponse = z.infer<typeof dailyResponseSchema>;

interface Figures {
  /** Views the router counted: people, not bots or previews, within the per-address limit. */
  views: number;
  /** Every lead sent (founder, partnership, early access). */
  leads: number;
  /** The leads sent from a route on a day whose views were counted: the only ones set against views. */
  matched: number;
  paid: number;
}

export interface DayPoint extends Figures {
  day: string;
  /** Matched leads per view; NaN where no rate means anything (see whyNoRate): the line breaks there. */
  rate: number;
}

export interface Totals extends Figures {
  rate: number;
}

/** Below this many counted views a conversion rate says more about chance than about the page. */
export const MINIMUM_VIEWS = 50;

/** Why a row shows no conversion rate, or undefined when it shows one. */
export function whyNoRate({ views, matched }: Pick<Figures, 'views' | 'matched'>): 'few-views' | 'more-leads' | undefined {
  if (views < MINIMUM_VIEWS) return 'few-views';
  // More leads than counted views: visits were lost (refused or not counted), so the ratio is not a rate.
  if (matched > views) return 'more-leads';
  return undefined;
}

const rateOf = (figures: Figures) => (whyNoRate(figures) ? Number.NaN : figures.matched / figures.views);

/** Every day of the range, routes summed, days without rows as zeros: a quiet day shows as quiet, not as missing. */
export function dailySeries(rows: DailyResponse['days'], from: string, to: string): DayPoint[] {
  const byDay = new Map<string, Figures>();
  for (const row of rows) byDay.set(row.day, sumOf([byDay.get(row.day) ?? none, row]));
  const length = Math.max(0, daysBetween(from, to));
  return Array.from({ length }, (_, i) => {
    const day = addDays(from, i);
    const figures = byDay.get(day) ?? none;
    return { day, ...figures, rate: rateOf(figures) };
  });
}

const none: Figures = { views: 0, leads: 0, matched: 0, paid: 0 };
const sumOf = (rows: readonly Figures[]): Figures => ({
  views: rows.reduce((sum, row) => sum + row.views, 0),
  leads: rows.reduce((sum, row) => sum + row.leads, 0),
  matched: rows.reduce((sum, row) => sum + row.matched, 0),
  paid: rows.reduce((sum, row) => sum + row.paid, 0),
});

export function totalsOf(rows: readonly Figures[]): Totals {
  const figures = sumOf(rows);
  return { ...figures, rate: rateOf(figures) };
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
