/**
 * The spec's 32-character browser id (section 9): it ties a browser's client-side submission
 * limits and its client events together, and nothing else.
 *
 * It is NOT a device fingerprint, on purpose: it is 32 characters drawn by
 * crypto.getRandomValues and kept in the browser's own storage, and nothing about the device
 * (screen, fonts, canvas, user agent, time zone) goes into it. Clearing site data gives the
 * browser a new one; two browsers on one device have different ones. The seed named it a
 * "device fingerprint"; fingerprinting would need consent and would follow a visitor who chose
 * to be forgotten.
 *
 * Loaded only with the forms, the backend client and the client reports (client-event.ts), never
 * on a page's first load.
 */
export const BROWSER_ID_KEY = 'landfall-browser-id';

/** URL-safe base64's alphabet: 64 symbols, so a random byte's low 6 bits pick one without bias. */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** What the server accepts (supabase/schemas/functions/log_client_event.sql). */
export const browserIdPattern = /^[A-Za-z0-9_-]{32}$/;

export type BrowserStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** For a browser that refuses both storages (some private modes): the id lasts the page's life. */
const memory = new Map<string, string>();
const memoryStorage: BrowserStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
};

function usable(open: () => Storage): Storage | undefined {
  try {
    const storage = open();
    // Safari's old private mode and a full quota let reads through and throw on writes.
    storage.setItem('landfall-probe', '1');
    storage.removeItem('landfall-probe');
    return storage;
  } catch {
    return undefined;
  }
}

/** Where the id and the submission limits live: localStorage, else sessionStorage, else memory. */
export function browserStorage(): BrowserStorage {
  return usable(() => localStorage) ?? usable(() => sessionStorage) ?? memoryStorage;
}

function newBrowserId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => alphabet[byte & 63]).join('');
}

/**
 * This browser's id, made on first use. Read anew on every call, so clearing the site's storage
 * starts a new one; a stored value that is not a well-formed id (edited by hand) is replaced.
 */
export function browserId(storage: BrowserStorage = browserStorage()): string {
  const stored = storage.getItem(BROWSER_ID_KEY);
  if (stored && browserIdPattern.test(stored)) return stored;
  const id = newBrowserId();
  try {
    storage.setItem(BROWSER_ID_KEY, id);
  } catch {
    // The probe passed but the quota ran out since: this page view still has an id.
  }
  return id;
}
