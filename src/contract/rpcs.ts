import * as z from 'zod/mini';
import { day, form, KB, maybe, none, type RpcCaller, type RpcEntry, text } from './rpc-entry';
import { serviceRpcs } from './service-rpcs';
import { banditHistorySchema, experimentAmountsSchema, leadFilesSchema, leadFiltersSchema, leadsAnswerSchema, meSchema } from './studio-answers';

export { KB, leadContextKeys } from './rpc-entry';
export type { BrowserRpcEntry, RpcCaller, RpcEntry, ServiceRpcEntry } from './rpc-entry';

/**
 * Every SQL function called over POST /rest/v1/rpc/:name, named once: who may call it, the
 * largest body the embedded server reads for it, and the body it takes. The embedded
 * server's allow-list and limits, the browser's typed calls, the permission tests and the table
 * in docs/developers/rpcs.md all come from this record; the function itself, with its grant, is
 * a migration in supabase/migrations/ (docs/developers/rpcs.md says how to add one).
 */

/*
 * The sizes: what a real submission needs, with room to spare. The longest form (partnership) is
 * about 3,000 characters of fields plus up to ~3 kB of lead context (referrer, UTM), four bytes a
 * character at worst. Anything larger is not a form, and is refused before it is read.
 */
export const rpcs = {
  submit_founder_application: {
    caller: 'visitor',
    limit: 16 * KB,
    input: form({ name: text, email: text, phone: text, countryCode: text, country: text }),
    does: 'Stores a founder application (the founder dialog).',
  },
  submit_partnership_application: {
    caller: 'visitor',
    limit: 16 * KB,
    input: form({ name: text, email: text, phone: text, countryCode: text, companyName: text, location: text, landDetails: text, fileIds: maybe }),
    does: 'Stores a partnership application with the ids of its uploaded documents.',
  },
  complete_membership: {
    caller: 'visitor',
    limit: 16 * KB,
    input: form({ name: text, email: text, phone: text, countryCode: text, sessionId: text }),
    does: "Completes a paid membership with the member's details (the thank-you page).",
  },
  // A message of 5,000 characters, four bytes a character at worst (more escaped), plus the lead context.
  submit_contact: {
    caller: 'visitor',
    limit: 32 * KB,
    input: form({ name: text, email: text, phone: maybe, message: text }),
    does: 'Stores a message from the contact block.',
  },
  // One email, but the same lead context (referrer, UTM) as the forms.
  submit_early_access: {
    caller: 'visitor',
    limit: 16 * KB,
    input: form({ email: text }),
    does: 'Signs an email up for early access.',
  },
  // message (1,000) + details (4,000 characters) are all that is kept.
  log_client_event: {
    caller: 'visitor',
    limit: 8 * KB,
    input: form({
      action: z.enum(['client_error', 'unhandled_rejection', 'suspicious_clicking', 'devtools_open']),
      message: text,
      details: z.optional(z.record(z.string(), z.unknown())),
      browserId: text,
    }),
    does: "Records a browser's error or signal as a security event.",
  },
  live_offer_counts: { caller: 'visitor', limit: 1 * KB, input: none, does: 'Counts applications per country and paid payments per product.' },
  // A product id of at most 100 characters.
  plot_board_taken: { caller: 'visitor', limit: 1 * KB, input: z.object({ board: text }), does: "Lists a plot board's held or sold plots." },
  // The experiment router's count (edge/worker.ts): named arguments, a route, an arm and a utm_source of at most 100 characters.
  count_page_view: {
    caller: 'visitor',
    limit: 1 * KB,
    input: z.object({
      p_route: text,
      p_experiment: z.optional(z.nullable(text)),
      p_arm: z.optional(z.nullable(text)),
      p_utm_source: z.optional(z.nullable(text)),
      p_exposure: z.optional(z.boolean()),
    }),
    does: 'Counts a page view for the results screen (called by the experiment router).',
  },
  studio_me: {
    caller: 'marketer',
    limit: 1 * KB,
    input: none,
    output: meSchema,
    does: 'Says who is signed in and whether they are a marketer.',
  },
  // A search of 200 characters and ten filter values of a few hundred, four bytes a character at worst.
  studio_leads: {
    caller: 'marketer',
    limit: 16 * KB,
    input: z.partial(
      z.object({
        kind: text,
        search: text,
        route: text,
        locale: text,
        from: day,
        to: day,
        utm_source: text,
        utm_medium: text,
        utm_campaign: text,
        experiment: text,
        arm: text,
        payment_status: text,
        sort: text,
        direction: z.enum(['asc', 'desc']),
        page: z.number(),
        per_page: z.number(),
      }),
    ),
    output: leadsAnswerSchema,
    does: 'One page of leads, filtered, searched and sorted.',
  },
  studio_lead_filters: { caller: 'marketer', limit: 1 * KB, input: none, output: leadFiltersSchema, does: 'The values the leads filters offer.' },
  studio_daily: {
    caller: 'marketer',
    limit: 1 * KB,
    input: z.object({ from: day, to: day, route: maybe }),
    does: 'Views and leads per day (the results screen).',
  },
  studio_experiment_counts: {
    caller: 'marketer',
    limit: 1 * KB,
    input: z.object({ experiment: text, goal: text, from: maybe, to: maybe }),
    does: 'Views and conversions per arm of an experiment.',
  },
  studio_experiment_amounts: {
    caller: 'marketer',
    limit: 1 * KB,
    input: z.object({ experiment: text, from: maybe, to: maybe }),
    output: experimentAmountsSchema,
    does: 'What the paid payments of an experiment took in, per arm and currency.',
  },
  studio_bandit_history: {
    caller: 'marketer',
    limit: 1 * KB,
    input: z.object({ experiment: text }),
    output: banditHistorySchema,
    does: 'The traffic weights a bandit experiment recorded, oldest first.',
  },
  studio_webhooks: { caller: 'marketer', limit: 1 * KB, input: none, does: 'The webhook endpoints and their newest deliveries.' },
  // A URL of 2,048 characters.
  studio_add_webhook: { caller: 'marketer', limit: 12 * KB, input: z.object({ url: text }), does: 'Adds a webhook endpoint; answers its signing secret once.' },
  studio_set_webhook: {
    caller: 'marketer',
    limit: 1 * KB,
    input: z.object({ id: text, active: z.boolean() }),
    does: 'Pauses or resumes a webhook endpoint.',
  },
  studio_lead_files: {
    caller: 'marketer',
    limit: 1 * KB,
    input: z.object({ leadId: text }),
    output: leadFilesSchema,
    does: "Lists a lead's uploaded documents.",
  },
  studio_profile: { caller: 'marketer', limit: 1 * KB, input: none, does: "The signed-in marketer's profile." },
  // username 30 + full name 100 + bio 500 characters, up to six bytes a character as JSON escapes them.
  save_studio_profile: {
    caller: 'marketer',
    limit: 8 * KB,
    input: z.object({ username: text, full_name: text, bio: text }),
    does: "Saves the signed-in marketer's profile.",
  },
  ...serviceRpcs,
} satisfies Record<string, RpcEntry>;

export type Rpcs = typeof rpcs;
export type RpcName = keyof Rpcs;
/** The body a call of `N` takes, as the caller writes it. */
export type RpcInput<N extends RpcName, C extends Record<string, RpcEntry> = Rpcs> = z.input<C[N]['input']>;
type CalledBy<C extends RpcCaller> = { [N in RpcName]: Rpcs[N]['caller'] extends C ? N : never }[RpcName];
export type VisitorRpc = CalledBy<'visitor'>;
export type MarketerRpc = CalledBy<'marketer'>;
/** What the browser may call: the pages visitor RPCs, the studio those and the marketers'. */
export type BrowserRpc = VisitorRpc | MarketerRpc;

/**
 * Functions a role may execute that are no RPC: row-level security policies call is_marketer()
 * as the signed-in user, so it is granted to authenticated, and the embedded server never serves it.
 */
export const policyHelpers = { is_marketer: ['authenticated'] } as const;

/** The database roles each caller's functions are granted to. */
export const grantedRoles: Readonly<Record<RpcCaller, readonly string[]>> = {
  visitor: ['anon', 'authenticated'],
  marketer: ['authenticated'],
  service: ['service_role'],
};
