import * as z from 'zod/mini';
import { rpc } from '../api';

/** `studio_webhooks`' answer: the endpoints (never their secrets) and the newest deliveries. */
const endpointSchema = z.object({ id: z.string(), url: z.string(), active: z.boolean(), created_at: z.string() });
const deliverySchema = z.object({
  id: z.union([z.number(), z.string()]),
  url: z.nullish(z.string()),
  lead_type: z.nullish(z.string()),
  lead_id: z.nullish(z.string()),
  state: z.enum(['pending', 'delivered', 'dead']),
  attempts: z.number(),
  created_at: z.nullish(z.string()),
  next_attempt_at: z.nullish(z.string()),
  last_status: z.nullish(z.number()),
  last_error: z.nullish(z.string()),
});
export const webhooksSchema = z.object({ endpoints: z.array(endpointSchema), deliveries: z.array(deliverySchema) });
export type Webhooks = z.infer<typeof webhooksSchema>;
export type Endpoint = Webhooks['endpoints'][number];
export type Delivery = Webhooks['deliveries'][number];

const addedSchema = z.object({ id: z.string(), url: z.string(), secret: z.string() });
export type AddedEndpoint = z.infer<typeof addedSchema>;

export const webhooksKey = ['studio_webhooks'] as const;

export async function loadWebhooks(): Promise<Webhooks> {
  return webhooksSchema.parse(await rpc('studio_webhooks', {}));
}

export async function addWebhook(url: string): Promise<AddedEndpoint> {
  return addedSchema.parse(await rpc('studio_add_webhook', { url }));
}

export async function setWebhook(id: string, active: boolean): Promise<void> {
  await rpc('studio_set_webhook', { id, active });
}
