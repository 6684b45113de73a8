import * as z from 'zod/mini';

/** What an entry of the contract is (rpcs.ts, service-rpcs.ts), and the pieces its bodies are made of. */

/**
 * `visitor`: anyone holding the public key (granted to anon and authenticated).
 * `marketer`: a signed-in user (granted to authenticated only); the function itself refuses a
 * caller who is not a marketer, except studio_me, which says whether they are.
 * `service`: the edge functions and command-line tools, with the service key (granted to
 * service_role only). The embedded server calls these in process, never over HTTP.
 */
export type RpcCaller = 'visitor' | 'marketer' | 'service';

interface Described {
  input: z.ZodMiniType<object>;
  /** The answer, where the caller parses it with the contract's schema (studio-answers.ts). */
  output?: z.ZodMiniType;
  /** What it does, one line, for the docs table. */
  does: string;
}
/** A call the browser makes, served over HTTP by the embedded server too. */
export interface BrowserRpcEntry extends Described {
  caller: 'visitor' | 'marketer';
  /** The most bytes of body the embedded server reads for it; past that it answers 413. */
  limit: number;
}
export interface ServiceRpcEntry extends Described {
  caller: 'service';
}
export type RpcEntry = BrowserRpcEntry | ServiceRpcEntry;

export const KB = 1024;

/** Where a lead came from (src/interactive/api/lead-context.ts), sent with every submission. */
const leadContext = {
  route: z.optional(z.string()),
  locale: z.optional(z.string()),
  utm: z.optional(z.record(z.string(), z.string())),
  referrer: z.optional(z.string()),
  consent: z.optional(z.enum(['granted', 'denied', 'unset'])),
  experiment: z.optional(z.string()),
  arm: z.optional(z.string()),
};
/** The lead context's keys, which the docs table names as one. */
export const leadContextKeys: readonly string[] = Object.keys(leadContext);
export const text = z.string();
export const maybe = z.optional(z.string());
/** A form's fields with the lead context; other keys pass through to the function, which ignores what it does not read. */
export const form = (fields: Record<string, z.ZodMiniType>) => z.looseObject({ ...leadContext, ...fields });
export const none = z.object({});
export const day = z.string();
