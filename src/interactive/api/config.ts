/**
 * Where the backend is. A real Supabase project is named at build time (VITE_SUPABASE_URL,
 * VITE_SUPABASE_ANON_KEY); without them the page talks to the embedded backend on its own origin,
 * which accepts this fixed local key.
 */
export const EMBEDDED_ANON_KEY = 'landfall-embedded-anon-key';

export function backendUrl(): string {
  return import.meta.env.VITE_SUPABASE_URL || window.location.origin;
}

export function anonKey(): string {
  return import.meta.env.VITE_SUPABASE_ANON_KEY || EMBEDDED_ANON_KEY;
}
