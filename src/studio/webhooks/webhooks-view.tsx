import { formatError } from '../charts/format';
import { LoadingRows } from '../charts/loading-rows';
import { EmptyState, ErrorState } from '../ui/states';
import { AddWebhookForm } from './add-webhook-form';
import { DeliveriesList } from './deliveries-list';
import { DeliveriesTable } from './deliveries-table';
import { EndpointsList } from './endpoints-list';
import { NewSecret } from './new-secret';
import type { AddedEndpoint, Webhooks } from './webhooks-data';

export interface WebhooksViewProps {
  list: { data?: Webhooks; error: unknown; isPending: boolean; retry: () => void };
  add: { onAdd: (url: string) => void; pending: boolean; error?: string; added?: AddedEndpoint; onDismiss: () => void };
  toggle: { onToggle: (id: string, active: boolean) => void; busyId?: string; error?: string };
}

/** Webhooks as the marketer sees them, whatever state the data is in (stories render each one). */
export function WebhooksView({ list, add, toggle }: WebhooksViewProps) {
  const pausedUrls = new Set(list.data?.endpoints.filter((endpoint) => !endpoint.active).map((endpoint) => endpoint.url));
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-semibold text-ink">Webhooks</h1>
      <section aria-labelledby="endpoints" className="space-y-3 rounded-lg border border-black/10 bg-white p-4">
        <div>
          <h2 id="endpoints" className="text-sm font-semibold text-ink">
            Endpoints
          </h2>
          <p className="text-xs text-ink/70">Each new lead is sent as signed JSON to every active endpoint.</p>
        </div>
        {add.added && <NewSecret added={add.added} onDone={add.onDismiss} />}
        <AddWebhookForm onAdd={add.onAdd} pending={add.pending} serverError={add.error} />
        {toggle.error && (
          <p role="alert" className="text-sm text-danger">
            {toggle.error}
          </p>
        )}
        {list.isPending ? (
          <LoadingRows rows={2} label="Loading endpoints" />
        ) : list.error && !list.data ? (
          <ErrorState message={formatError(list.error)} onRetry={list.retry} />
        ) : list.data?.endpoints.length ? (
          <EndpointsList endpoints={list.data.endpoints} onToggle={toggle.onToggle} busyId={toggle.busyId} />
        ) : (
          <EmptyState title="No endpoints yet">Add your CRM's address above to receive each new lead.</EmptyState>
        )}
      </section>
      <section aria-labelledby="deliveries" className="space-y-2 rounded-lg border border-black/10 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <h2 id="deliveries" className="text-sm font-semibold text-ink">
            Deliveries
          </h2>
          <p className="text-xs text-ink/60">Newest 50 · refreshes every 10 s</p>
        </div>
        {list.isPending ? (
          <LoadingRows rows={4} label="Loading deliveries" />
        ) : list.data?.deliveries.length ? (
          <>
            <DeliveriesTable deliveries={list.data.deliveries} pausedUrls={pausedUrls} />
            <DeliveriesList deliveries={list.data.deliveries} pausedUrls={pausedUrls} />
          </>
        ) : list.data ? (
          <EmptyState title="No deliveries yet">They appear here as leads come in.</EmptyState>
        ) : null}
      </section>
    </div>
  );
}
