/**
 * The `lf_arms` cookie: which arm of each experiment a visitor was given, as
 * `<experimentId>.<arm>` pairs joined by `~`. HttpOnly: the page learns its arm from
 * `body[data-arm]`, so no script needs the cookie and none can copy it elsewhere.
 */
export const ARMS_COOKIE = 'lf_arms';

/** 90 days: longer than any test should run, short enough that a visitor is not followed for ever. */
const MAX_AGE_SECONDS = 7_776_000;

// A cookie header of a few kB is already more than browsers send; anything longer is not ours.
const MAX_VALUE_LENGTH = 4096;

/** `.` and `~` separate the pairs, so they are escaped inside names along with what a cookie value cannot hold. */
const encodePart = (part: string) => encodeURIComponent(part).replace(/\./g, '%2E').replace(/~/g, '%7E');

function decodePart(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** The value of one cookie in a Cookie header, or undefined. */
function cookieValue(header: string | null, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** Experiment id → arm name, as the visitor's cookie says; malformed pairs are skipped. */
export function readArms(cookieHeader: string | null): Map<string, string> {
  const arms = new Map<string, string>();
  const value = cookieValue(cookieHeader, ARMS_COOKIE);
  if (!value || value.length > MAX_VALUE_LENGTH) return arms;
  for (const pair of value.split('~')) {
    const dot = pair.indexOf('.');
    if (dot <= 0) continue;
    const id = decodePart(pair.slice(0, dot));
    const arm = decodePart(pair.slice(dot + 1));
    if (id && arm) arms.set(id, arm);
  }
  return arms;
}

/** The Set-Cookie header that stores these assignments; `Secure` only where the page is https. */
export function armsCookie(arms: Map<string, string>, secure: boolean): string {
  const value = [...arms].map(([id, arm]) => `${encodePart(id)}.${encodePart(arm)}`).join('~');
  return `${ARMS_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
