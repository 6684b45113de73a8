import { Skeleton } from '../ui/states';

/** The table's place while its rows (or its code) are on their way. */
export function TableSkeleton({ rows }: { rows: number }) {
  return (
    <div role="status" aria-label="Loading leads" className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-6 w-full" />
      ))}
    </div>
  );
}
