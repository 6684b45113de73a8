import { clsx } from 'clsx';
import { StudioButton } from './studio-button';

/**
 * Grey bars where content will be, so the layout does not jump when it arrives. `className` here
 * and on the area's other primitives adds classes and overrides none (no tailwind-merge in the
 * first screen's chunk; see StudioButton).
 */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded bg-stone-200', className)} />;
}

export function ScreenSkeleton() {
  return (
    <div className="space-y-3 p-6" role="status" aria-label="Loading">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-4 w-full max-w-xl" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** What failed, in the backend's words, and a way to try again. */
export function ErrorState({ message, onRetry, className }: { message: string; onRetry?: () => void; className?: string }) {
  return (
    <div role="alert" className={clsx('rounded-lg border border-danger/30 bg-red-50 p-4 text-sm text-danger', className)}>
      <p className="font-medium">Something went wrong</p>
      <p className="mt-1 text-ink">{message}</p>
      {onRetry && (
        <StudioButton variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </StudioButton>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="font-medium text-ink">{title}</p>
      {children && <div className="mt-2 text-sm text-ink/70">{children}</div>}
    </div>
  );
}
