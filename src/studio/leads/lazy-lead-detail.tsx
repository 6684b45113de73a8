import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../ui/states';
import type { Lead } from './types';

// The panel and what only it needs (Radix's dialog, the files list) are a chunk of their own.
const load = () => import('./lead-detail');
const LeadDetail = lazy(() => load().then((module) => ({ default: module.LeadDetail })));

/** Asks for the panel's chunk ahead of the click (a pointer over a row, focus on a name). */
export function preloadLeadDetail(): void {
  void load();
}

/** Where the panel will be, in its place and size, while its chunk arrives. */
function PanelLoading() {
  return (
    <>
      <div className="fixed inset-0 z-40 bg-ink/30" />
      <div role="status" aria-busy="true" aria-label="Loading the lead" className="fixed inset-y-0 right-0 z-50 w-full max-w-lg bg-white shadow-xl">
        <div className="space-y-2 border-b border-stone-200 px-5 py-4">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
        <div className="space-y-4 px-5 py-4">
          {Array.from({ length: 8 }, (_, row) => (
            <Skeleton key={row} className="h-4 w-full" />
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * The lead detail, loaded when a lead is first opened. It stays mounted from then on, so closing
 * goes through the dialog's own exit (focus back where it was) as before.
 */
export function LazyLeadDetail({ lead, onClose }: { lead?: Lead; onClose: () => void }) {
  const [opened, setOpened] = useState(false);
  if (lead && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={lead ? <PanelLoading /> : null}>
      <LeadDetail lead={lead} onClose={onClose} />
    </Suspense>
  );
}
