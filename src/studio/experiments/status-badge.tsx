import type { Status } from './plan';

const look: Record<Status['kind'], { text: string; className: string }> = {
  'not-started': { text: 'Not started', className: 'bg-black/5 text-ink/80' },
  running: { text: 'Running', className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30' },
  ended: { text: 'Ended', className: 'bg-sand-200 text-ink' },
  winner: { text: 'Winner', className: 'bg-amber-50 text-amber-900 ring-amber-600/30' },
};

export function StatusBadge({ status }: { status: Status }) {
  const { text, className } = look[status.kind];
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-black/10 ring-inset ${className}`}>
      {status.kind === 'winner' ? `${text}: ${status.arm}` : text}
    </span>
  );
}
