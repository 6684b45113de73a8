import { leadContext } from './lead-context';
import { visitorRpc } from './visitor-rpc';

/**
 * The early-access sign-up (submit_early_access), over the pages' plain fetch (visitor-rpc.ts),
 * so a page whose only form is one email field never loads React or the 60 kB client library.
 * A refusal of the email (LF400) carries its message; LF429 is the server's rate limit.
 */
export type EarlyAccessResult =
  | { ok: true }
  | { ok: false; kind: 'validation'; message: string }
  | { ok: false; kind: 'rate-limited' }
  | { ok: false; kind: 'failed' };

/** Sends the email with the page's lead context; never throws, so the form can always recover. */
export async function submitEarlyAccess(email: string): Promise<EarlyAccessResult> {
  const answer = await visitorRpc('submit_early_access', { ...leadContext(), email });
  if (answer.ok) return { ok: true };
  const { error } = answer;
  if (error.kind === 'rate-limited') return { ok: false, kind: 'rate-limited' };
  const message = error.kind === 'validation' ? error.fields.email : undefined;
  if (message) return { ok: false, kind: 'validation', message };
  console.error(error.kind === 'unreachable' ? '[landfall] backend unreachable' : '[landfall] early access refused', error);
  return { ok: false, kind: 'failed' };
}
