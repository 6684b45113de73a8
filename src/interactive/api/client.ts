import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { anonKey, backendUrl } from './config';
import { leadContext, type LeadContext } from './lead-context';
import type { VisitorRpc } from '../../contract/rpcs';
import { visitorRpc } from './visitor-rpc';

/**
 * The browser's forms, payments and reports to the backend, against a real Supabase project or,
 * by default, the embedded backend (see config.ts): RPCs through the contract's transport
 * (visitor-rpc.ts), the payment function through supabase-js. Imported lazily (first dialog open
 * or pay press), so pages never pay for it up front.
 */
let client: SupabaseClient | undefined;

function backend(): SupabaseClient {
  client ??= createClient(
    backendUrl(),
    anonKey(),
    // Visitors are anonymous: no session to store, refresh or read from the address bar.
    { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
  );
  return client;
}

/** The RPCs a form of the page submits to (use-form-submit.ts). */
export type FormFunction = Extract<VisitorRpc, 'submit_founder_application' | 'submit_partnership_application' | 'complete_membership' | 'submit_contact'>;

export type SubmitResult =
  | { ok: true; id: string }
  | { ok: false; kind: 'validation'; fields: Record<string, string> }
  | { ok: false; kind: 'rate-limited' }
  | { ok: false; kind: 'refused' }
  | { ok: false; kind: 'failed' };

/** Sends one form with the page's lead context; never throws, so the form can always recover. */
export async function submitForm(fn: FormFunction, payload: Record<string, string>): Promise<SubmitResult> {
  const answer = await visitorRpc(fn, { ...leadContext(), ...payload });
  if (answer.ok) {
    const { data } = answer;
    return { ok: true, id: data && typeof data === 'object' && 'id' in data && typeof data.id === 'string' ? data.id : '' };
  }
  const { error } = answer;
  if (error.kind === 'validation') return { ok: false, kind: 'validation', fields: error.fields };
  if (error.kind === 'rate-limited') return { ok: false, kind: 'rate-limited' };
  if (error.kind === 'conflict') return { ok: false, kind: 'refused' };
  console.error(error.kind === 'unreachable' ? '[landfall] backend unreachable' : '[landfall] backend error', error);
  return { ok: false, kind: 'failed' };
}

export type PaymentResult = { ok: true; url: string } | { ok: false; plotTaken?: true };

/** create-payment's answer when another payment holds or bought the plot (supabase/functions/_shared/create-payment.ts). */
async function isPlotTaken(error: unknown): Promise<boolean> {
  const response = error && typeof error === 'object' && 'context' in error ? error.context : undefined;
  if (!(response instanceof Response) || response.status !== 409) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return Boolean(body && typeof body === 'object' && 'error' in body && body.error === 'Plot taken');
}

/**
 * Asks the create-payment function for a checkout address; the price is the server's, never ours.
 * With a plot of a plot board, the server holds the plot for this checkout, or answers that it is taken.
 */
export async function startPayment(productId: string, plot?: number): Promise<PaymentResult> {
  try {
    const body: LeadContext & { productId: string; plot?: number } = { productId, ...leadContext(), ...(plot === undefined ? {} : { plot }) };
    const { data, error } = await backend().functions.invoke<unknown>('create-payment', { body });
    if (error && (await isPlotTaken(error))) return { ok: false, plotTaken: true };
    if (error) {
      console.error('[landfall] payment could not start', error);
      return { ok: false };
    }
    const url = data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : '';
    return url ? { ok: true, url } : { ok: false };
  } catch (error) {
    console.error('[landfall] payment could not start', error);
    return { ok: false };
  }
}

// The reports of every page live in their own module: a signal or an error report on a page
// without forms must not load supabase-js (client-event.ts).
export { logClientEvent, type ClientEvent } from './client-event';
