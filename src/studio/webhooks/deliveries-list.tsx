import { DeliveryState, nextAttempt } from './deliveries-table';
import type { Delivery } from './webhooks-data';

/** The deliveries on a phone: one block each, the state first. */
export function DeliveriesList({ deliveries, pausedUrls }: { deliveries: readonly Delivery[]; pausedUrls: ReadonlySet<string> }) {
  return (
    <ul className="divide-y divide-black/5 sm:hidden">
      {deliveries.map((d) => (
        <li key={String(d.id)} className="space-y-0.5 py-2 text-sm">
          <p className="flex items-center justify-between gap-2">
            <span className="text-ink">{d.lead_type?.replaceAll('_', ' ') ?? '–'}</span>
            <DeliveryState state={d.state} />
          </p>
          <p className="truncate text-xs text-ink/70">{d.url ?? '–'}</p>
          <p className="text-xs text-ink/70">
            {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
            {d.last_status ? ` · last answer ${d.last_status}` : ''}
            {nextAttempt(d, pausedUrls) ? ` · next ${nextAttempt(d, pausedUrls)}` : ''}
          </p>
          {d.last_error && <p className="break-words text-xs text-danger">{d.last_error}</p>}
        </li>
      ))}
    </ul>
  );
}
