/** Where supabase-js keeps the studio's session in localStorage (read before the client has loaded). */
export const STUDIO_SESSION_KEY = 'landfall-studio-session';

/**
 * Whether a session may be stored: without one the area knows at once that nobody is signed in,
 * and shows sign-in without waiting for the backend client. With one, the client decides.
 */
export function mayHaveSession(): boolean {
  try {
    return window.localStorage.getItem(STUDIO_SESSION_KEY) !== null;
  } catch {
    // Storage refused (a privacy setting): let the client decide, as it did before.
    return true;
  }
}
