import { anonKey, backendUrl } from './config';
import { leadContext } from './lead-context';

/**
 * The early-access sign-up (submit_early_access): one plain POST in the shape supabase-js sends
 * (see live-counts.ts), so a page whose only form is one email field never loads React or the
 * 60 kB client library. The answer is read as PostgREST writes it: LF400 names the field's
 * message, LF429 is the server's rate limit.
 */
export type EarlyAccessResult =
  | { ok: true }
  | { ok: false; kind: 'validation'; message: string }
  | { ok: false; kind: 'rate-limited' }
  | { ok: false; kind: 'failed' };

/** The email's message from an LF400 body's details ('{"email": "Invalid email format"}'). */
function emailMessage(details: unknown): string | undefined {
  if (typeof details !== 'string') return undefined;
  try {
    const fields: unknown = JSON.parse(details);
    const message: unknown = fields && typeof fields === 'object' ? Reflect.get(fields, 'email') : undefined;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the email with the page's lead context; never throws, so the form can always recover. */
export async function submitEarlyAccess(email: string): Promise<EarlyAccessResult> {
  try {
    const response = await fetch(`${backendUrl()}/rest/v1/rpc/submit_early_access`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...leadContext(), email }),
    });
    if (response.ok) return { ok: true };
    const body: unknown = await response.json().catch(() => null);
    const code: unknown = body && typeof body === 'object' ? Reflect.get(body, 'code') : undefined;
    if (code === 'LF429') return { ok: false, kind: 'rate-limited' };
    const message = code === 'LF400' && body && typeof body === 'object' ? emailMessage(Reflect.get(body, 'details')) : undefined;
    if (message) return { ok: false, kind: 'validation', message };
    console.error('[landfall] early access refused', response.status, body);
    return { ok: false, kind: 'failed' };
  } catch (error) {
    console.error('[landfall] backend unreachable', error);
    return { ok: false, kind: 'failed' };
  }
}
