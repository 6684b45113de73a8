import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { columns, misses, summarySchema, type Summary } from './columns';

/** A markdown table, first column left-aligned, the others right-aligned. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The results, a ✗ beside every value that misses its target, and the list of misses. */
export function resultTable(rows: Summary[]): { table: string; missed: string[] } {
  const missed: string[] = [];
  const body = rows.map((row) => [
    row.route,
    ...columns.map((column) => {
      const miss = misses(row, column);
      if (miss) missed.push(`${row.route}: ${miss}`);
      return `${column.text(row)}${miss ? ' ✗' : ''}`;
    }),
  ]);
  return { table: markdownTable(['route', ...columns.map((c) => c.label)], body), missed };
}

const savedRun = z.object({ date: z.string().optional(), rows: z.array(summarySchema) });

/** An earlier run's medians, from its JSON file. */
export function readSavedRun(file: string): { date?: string; rows: Summary[] } {
  const parsed = savedRun.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a bench:pages result: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every column as "old → new", per route of the new run. */
export function compareTable(old: Summary[], current: Summary[]): string {
  const byRoute = new Map(old.map((row) => [row.route, row]));
  const body = current.map((row) => {
    const before = byRoute.get(row.route);
    return [row.route, ...columns.map((column) => `${before ? column.text(before) : 'new'} → ${column.text(row)}`)];
  });
  return markdownTable(['route', ...columns.map((c) => c.label)], body);
}
