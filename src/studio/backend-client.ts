import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { anonKey, backendUrl } from '../interactive/api/config';
import { STUDIO_SESSION_KEY } from './session-key';

/**
 * supabase-js with a kept, refreshed session (the site's own client is anonymous and keeps none).
 * In a chunk of its own, imported only through studioClient() in api.ts: about 50 kB gzip that the
 * sign-in screen does not need to appear.
 */
export function createStudioClient(): SupabaseClient {
  return createClient(backendUrl(), anonKey(), {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: STUDIO_SESSION_KEY },
  });
}
