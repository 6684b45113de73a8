/**
 * The client-side submission limits of the spec (section 9): a visitor's browser session may
 * send a form only so many times per window. Kept in sessionStorage, so a reload does not reset
 * them; the server enforces its own limits independently.
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

const storageKey = (form: string) => `landfall-submissions:${form}`;

/** Used when sessionStorage is unavailable (private mode, blocked storage): limits hold for the page's life. */
const memory = new Map<string, number[]>();

function read(form: string): number[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(storageKey(form)) ?? '[]');
    return Array.isArray(raw) ? raw.filter((t): t is number => typeof t === 'number') : [];
  } catch {
    return memory.get(form) ?? [];
  }
}

function write(form: string, times: number[]): void {
  memory.set(form, times);
  try {
    sessionStorage.setItem(storageKey(form), JSON.stringify(times));
  } catch {
    // Storage is full or blocked: the in-memory copy still counts.
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
