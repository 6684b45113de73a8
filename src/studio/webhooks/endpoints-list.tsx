import { formatDateTime } from '../charts/format';
import type { Endpoint } from './webhooks-data';

/** The addresses leads are sent to; each can be paused (deliveries wait) and resumed. */
export function EndpointsList({
  endpoints,
  onToggle,
  busyId,
}: {
  endpoints: readonly Endpoint[];
  onToggle: (id: string, active: boolean) => void;
  busyId?: string;
}) {
  return (
    <ul className="divide-y divide-black/5">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <p className="break-all text-sm text-ink">{endpoint.url}</p>
            <p className="text-xs text-ink/60">Added {formatDateTime(endpoint.created_at)}</p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={endpoint.active}
            aria-label={`Deliver to ${endpoint.url}`}
            disabled={busyId === endpoint.id}
            onClick={() => onToggle(endpoint.id, !endpoint.active)}
            className="flex shrink-0 items-center gap-2 rounded-full text-xs font-medium text-ink/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sun disabled:opacity-60"
          >
            <span className={`relative inline-block h-5 w-9 rounded-full transition-colors ${endpoint.active ? 'bg-lagoon' : 'bg-black/20'}`}>
              <span className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-[left] ${endpoint.active ? 'left-4.5' : 'left-0.5'}`} />
            </span>
            {endpoint.active ? 'Active' : 'Paused'}
          </button>
        </li>
      ))}
    </ul>
  );
}
