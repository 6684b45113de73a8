import { lazy, Suspense, useState } from 'react';
import type { LeadQuery } from './lead-query';
import { StudioButton } from '../ui/studio-button';

// Decorative, so it may come a moment after the button (in its own square meanwhile): lucide's base
// then loads with the table's icons, after the first screen, not in its chunk (1.8 kB gzip).
const Download = lazy(() => import('./download-icon'));

type ExportState = { status: 'idle' } | { status: 'reading'; read: number; total?: number } | { status: 'failed'; message: string };

/** Downloads every filtered row (not only this page) as CSV, saying how far it got. */
export function ExportButton({ query }: { query: LeadQuery }) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const run = async () => {
    setState({ status: 'reading', read: 0 });
    try {
      // Reading and writing CSV is a chunk of its own, fetched by the first export.
      const { downloadCsv, fetchAllLeads } = await import('./export-leads');
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
        <Suspense fallback={<span aria-hidden="true" className="size-4" />}>
          <Download aria-hidden="true" className="size-4" />
        </Suspense>
        {state.status === 'failed' ? 'Try export again' : 'Export CSV'}
      </StudioButton>
    </div>
  );
}
