import { formatCount, formatDateTime } from '../charts/format';
import type { Delivery } from './webhooks-data';

const stateLook: Record<Delivery['state'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  dead: 'bg-red-50 text-danger ring-danger/30',
};

/**
 * When a delivery is tried next. A paused endpoint is sent nothing, so its waiting deliveries have
 * no next time until it is resumed: showing the time the drainer once set would be a promise
 * nobody keeps.
 */
export function nextAttempt(delivery: Delivery, pausedUrls: ReadonlySet<string>): string | undefined {
  if (delivery.state !== 'pending') return undefined;
  if (delivery.url && pausedUrls.has(delivery.url)) return 'when the endpoint is resumed';
  return formatDateTime(delivery.next_attempt_at);
}

/** The newest deliveries: which lead went where, and what the receiver answered. */
export function DeliveriesTable({ deliveries, pausedUrls }: { deliveries: readonly Delivery[]; pausedUrls: ReadonlySet<string> }) {
  const heads = ['Lead', 'Endpoint', 'State', 'Attempts', 'Next attempt', 'Last status', 'Last error'];
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">Webhook deliveries, newest first</caption>
        <thead className="text-left text-xs uppercase tracking-wide text-ink/60">
          <tr className="border-b border-black/10">
            {heads.map((head) => (
              <th key={head} scope="col" className="py-2 pr-3 font-medium">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={String(d.id)} className="border-b border-black/5 align-top">
              <td className="py-2 pr-3">
                <span className="block text-ink">{d.lead_type?.replaceAll('_', ' ') ?? '–'}</span>
                <span className="block max-w-40 truncate font-mono text-[11px] text-ink/60" title={d.lead_id ?? undefined}>
                  {d.lead_id ?? ''}
                </span>
              </td>
              <td className="max-w-56 truncate py-2 pr-3 text-ink/80" title={d.url ?? undefined}>
                {d.url ?? '–'}
              </td>
              <td className="py-2 pr-3">
                <DeliveryState state={d.state} />
              </td>
              <td className="py-2 pr-3 tabular-nums">{formatCount(d.attempts)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{nextAttempt(d, pausedUrls) ?? '–'}</td>
              <td className="py-2 pr-3 tabular-nums">{d.last_status ?? '–'}</td>
              <td className="max-w-72 py-2 pr-3 break-words text-ink/80">{d.last_error ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DeliveryState({ state }: { state: Delivery['state'] }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${stateLook[state]}`}>{state}</span>;
}
