import { browserId } from './browser-id';
import { leadContext } from './lead-context';
import { visitorRpc } from './visitor-rpc';

/**
 * The reports every page may send (client/signals.ts, client/report-errors.ts), apart from the
 * forms' client (client.ts): the contract's fetch transport and the browser id only, so a report
 * never loads supabase-js, and a page without forms can carry it inline (src/render/page-script.ts).
 */
export type ClientEvent = {
  action: 'client_error' | 'unhandled_rejection' | 'suspicious_clicking' | 'devtools_open';
  message: string;
  details?: Record<string, unknown>;
};

/**
 * Reports a client-side failure or signal (client/signals.ts) as a security event, with this
 * browser's random id (browser-id.ts); best effort, silent on failure.
 */
export async function logClientEvent(event: ClientEvent): Promise<void> {
  try {
    // The answer, whatever it is, is dropped.
    await visitorRpc('log_client_event', { ...leadContext(), ...event, browserId: browserId() });
  } catch {
    // Reporting must never become a second error.
  }
}
