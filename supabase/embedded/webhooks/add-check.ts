import { z } from 'zod';
import type { RpcResult } from '../../functions/_shared/deps.ts';
import { type AddressDeps, checkWebhookUrl } from '../../functions/drain-webhooks/address.ts';
import type { Claims } from '../auth/jwt.ts';
import { errorBody } from '../database.ts';

/**
 * The delivery's address check, run when an endpoint is added here (the embedded server's studio
 * and `npm run webhooks:add`), in the studio's words. SQL's webhook_url_problem judges only what
 * the URL itself says; this also resolves the name and knows this machine's own addresses. A name
 * that does not resolve (yet) is accepted: every delivery checks again.
 */
export const notPublicText = 'Enter a public address: the server does not call this machine or a private network';
const notHttpText = 'Enter an address starting with http:// or https://';

const lookupLimitMs = 5_000;

export async function webhookAddProblem(url: string, deps: AddressDeps): Promise<string | undefined> {
  if (deps.allowLocal) return undefined;
  // A resolver that does not answer must not hold the studio's request: no answer, no addresses.
  const resolveHost = (name: string) =>
    Promise.race([deps.resolveHost(name), new Promise<string[]>((resolve) => setTimeout(() => resolve([]), lookupLimitMs).unref())]);
  const check = await checkWebhookUrl(url, { ...deps, resolveHost });
  if (check.ok || check.kind === 'unresolved') return undefined;
  return check.kind === 'address' ? notPublicText : notHttpText;
}

type CallAuthenticated = (fn: string, body: unknown, headers: Record<string, string>, claims: Claims) => Promise<RpcResult>;

const addBody = z.object({ url: z.string() });
const me = z.object({ marketer: z.boolean() });

/**
 * The embedded server's authenticated calls with the check in front of studio_add_webhook,
 * answered as the SQL function refuses (22023, details {"url": …}). Only a marketer's request is
 * checked: anyone else gets the database's own refusal, and cannot make the server resolve names.
 */
export function checkingStudioAdds(call: CallAuthenticated, deps: AddressDeps): CallAuthenticated {
  return async (fn, body, headers, claims) => {
    const added = fn === 'studio_add_webhook' && !deps.allowLocal ? addBody.safeParse(body) : undefined;
    if (added?.success) {
      const caller = me.safeParse((await call('studio_me', {}, headers, claims)).body);
      const problem = caller.success && caller.data.marketer ? await webhookAddProblem(added.data.url.trim(), deps) : undefined;
      if (problem) return { status: 400, body: errorBody('22023', problem, JSON.stringify({ url: problem })) };
    }
    return call(fn, body, headers, claims);
  };
}
