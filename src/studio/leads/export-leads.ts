import { rpc } from '../api';
import { type CsvColumn, toCsv } from '../csv';
import { type LeadQuery, leadsBody } from './lead-query';
import { leadsAnswerSchema } from '../../contract/studio-answers';
import { type Lead, leadFields } from './types';

const PAGE = 100;
/** The spec's pagination stops at page 1000: 100,000 rows is as far as any export can read. */
const LAST_PAGE = 1000;

export const csvColumns: CsvColumn<Lead>[] = leadFields.map(({ key }) => ({ key, header: key }));

/**
 * Every row the screen's filters, search and sort select, read in pages of 100 (the most one call
 * returns). `progress` hears how many are in so far. Rows that arrive while reading may shift a
 * page; rows are keyed by kind and id so none is written twice.
 */
export async function fetchAllLeads(query: LeadQuery, progress: (read: number, total: number) => void): Promise<Lead[]> {
  const rows = new Map<string, Lead>();
  for (let page = 1; page <= LAST_PAGE; page++) {
    const answer = leadsAnswerSchema.parse(await rpc('studio_leads', leadsBody({ ...query, page, per_page: PAGE })));
    for (const row of answer.rows) rows.set(`${row.kind}:${row.id}`, row);
    progress(rows.size, answer.total);
    if (answer.rows.length < PAGE || page * PAGE >= answer.total) break;
  }
  return [...rows.values()];
}

/** leads-2026-11-26.csv: the UTC day, as every date on the screen. */
export const exportFileName = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`;

export function downloadCsv(rows: Lead[], fileName = exportFileName()): void {
  const blob = new Blob([toCsv(csvColumns, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
