import type { Context } from 'hono';

// How many file uploads the embedded server takes at once (LANDFALL_UPLOADS_IN_FLIGHT), and the
// answer to the next one: 503 with Retry-After, which the browser's upload waits out and retries
// (src/interactive/api/lead-files.ts).

/**
 * Four 10 MB uploads at once keep a single visitor's upload from waiting, while thirty at once
 * (issue 23) no longer slow every other caller: each holds a file handle and the disk's attention
 * until its last byte, never its whole body in memory (lead-file-storage.ts writes as it arrives).
 */
export const DEFAULT_UPLOADS_IN_FLIGHT = 4;
/** Seconds a refused upload is told to wait: about what a 10 MB upload takes on a slow line. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

/** The answer to an upload over the limit, refused before its body is read. */
export const tooManyUploads = (c: Context) =>
  c.json({ error: 'Too many uploads at once: try again in a few seconds' }, 503, {
    'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS),
    // A page on another origin may read only safelisted headers unless told: its upload waits this long.
    'Access-Control-Expose-Headers': 'Retry-After',
    Connection: 'close',
  });

/** LANDFALL_UPLOADS_IN_FLIGHT: uploads at once, 1 to 1,000; the default when unset. Throws, naming it, on anything else. */
export function uploadsInFlightFromEnv(env: Record<string, string | undefined>): number {
  const value = env.LANDFALL_UPLOADS_IN_FLIGHT?.trim();
  if (!value) return DEFAULT_UPLOADS_IN_FLIGHT;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 1000) {
    throw new Error(`LANDFALL_UPLOADS_IN_FLIGHT=${value}: expected a whole number of uploads from 1 to 1000`);
  }
  return count;
}
