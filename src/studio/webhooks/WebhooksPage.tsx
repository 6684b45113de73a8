import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addWebhook, loadWebhooks, setWebhook, webhooksKey } from './webhooks-data';
import { WebhooksView } from './webhooks-view';

/** How often the deliveries table asks again: a retry's outcome shows without reloading. */
export const REFRESH_MS = 10_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : error ? String(error) : undefined);

/** Webhooks: where new leads are sent, a new endpoint's secret once, and how the deliveries went. */
export default function WebhooksPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: webhooksKey, queryFn: loadWebhooks, refetchInterval: REFRESH_MS });
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKey });
  const add = useMutation({ mutationFn: addWebhook, onSuccess: refresh });
  const toggle = useMutation({ mutationFn: ({ id, active }: { id: string; active: boolean }) => setWebhook(id, active), onSettled: refresh });
  return (
    <WebhooksView
      list={{ data: list.data, error: list.error, isPending: list.isPending, retry: () => void list.refetch() }}
      add={{ onAdd: (url) => add.mutate(url), pending: add.isPending, error: messageOf(add.error), added: add.data, onDismiss: () => add.reset() }}
      toggle={{
        onToggle: (id, active) => toggle.mutate({ id, active }),
        busyId: toggle.isPending ? toggle.variables?.id : undefined,
        error: messageOf(toggle.error),
      }}
    />
  );
}
