import { browserId, browserStorage } from '../api/browser-id';

/**
 * The client-side submission limits of the spec (section 9): a browser may send a form only so
 * many times per window. The count is keyed by the browser id (src/interactive/api/browser-id.ts)
 * and kept beside it (localStorage, else sessionStorage, else memory), so neither a reload nor a
 * second tab resets it, and clearing the site's data starts a new id with a new count. The
 * server enforces its own limits independently.
 */
export interface SubmissionLimit {
  max: number;
  windowMs: number;
}

/** The spec's values: founder 4 per 3,600,000 ms, partnership 4 per 60 minutes. */
export const defaultSubmissionLimits = {
  founder: { max: 4, windowMs: 3_600_000 },
  partnership: { max: 4, windowMs: 60 * 60_000 },
  /** The spec's default limiter (3 per 5 minutes), for the thank-you form. */
  membership: { max: 3, windowMs: 5 * 60_000 },
  /** The spec's default limiter (3 per 5 minutes), for the contact block. */
  contact: { max: 3, windowMs: 5 * 60_000 },
} satisfies Record<string, SubmissionLimit>;

/** Where one form's accepted submissions of this browser are kept. */
export function submissionKey(form: string): string {
  return `landfall-submissions:${browserId()}:${form}`;
}

function read(form: string): number[] {
  try {
    const raw: unknown = JSON.parse(browserStorage().getItem(submissionKey(form)) ?? '[]');
    return Array.isArray(raw) ? raw.filter((t): t is number => typeof t === 'number') : [];
  } catch {
    return [];
  }
}

function write(form: string, times: number[]): void {
  try {
    browserStorage().setItem(submissionKey(form), JSON.stringify(times));
  } catch {
    // The quota ran out: this submission is not counted, and the server's limit still holds.
  }
}

/**
 * Records one submission and says whether it may be sent. A refused submission is not recorded,
 * so the window slides from the accepted ones.
 */
export function takeSubmission(form: string, limit: SubmissionLimit, now = Date.now()): boolean {
  const recent = read(form).filter((time) => now - time < limit.windowMs && time <= now);
  if (recent.length >= limit.max) {
    write(form, recent);
    return false;
  }
  write(form, [...recent, now]);
  return true;
}
