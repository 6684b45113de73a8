import { Download } from 'lucide-react';
import { useState } from 'react';
import type { LeadQuery } from './lead-query';
import { downloadCsv, fetchAllLeads } from './export-leads';
import { StudioButton } from '../ui/studio-button';

type ExportState = { status: 'idle' } | { status: 'reading'; read: number; total?: number } | { status: 'failed'; message: string };

/** Downloads every filtered row (not only this page) as CSV, saying how far it got. */
export function ExportButton({ query }: { query: LeadQuery }) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const run = async () => {
    setState({ status: 'reading', read: 0 });
    try {
      const rows = await fetchAllLeads(query, (read, total) => setState({ status: 'reading', read, total }));
      downloadCsv(rows);
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const reading = state.status === 'reading';
  return (
    <div className="flex items-center gap-3">
      <p aria-live="polite" className="text-sm text-ink/75">
        {reading && `Reading ${state.read}${state.total === undefined ? '' : ` of ${state.total}`} rows…`}
        {state.status === 'failed' && <span className="text-danger">Export failed: {state.message}</span>}
      </p>
      <StudioButton variant="secondary" onClick={() => void run()} disabled={reading}>
        <Download aria-hidden="true" className="size-4" />
        {state.status === 'failed' ? 'Try export again' : 'Export CSV'}
      </StudioButton>
    </div>
  );
}
