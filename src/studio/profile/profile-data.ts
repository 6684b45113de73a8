import type { SupabaseClient } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import { rpc, StudioError } from '../api';
import { type ProfileErrors, ProfileRefused, type ProfileValues, profileFields } from './profile-rules';

/** `studio_profile`'s and `save_studio_profile`'s answer: every value null before the first save. */
export const profileSchema = z.object({
  username: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export { profileKey } from './profile-key';

export async function loadProfile(): Promise<Profile> {
  return profileSchema.parse(await rpc('studio_profile', {}));
}

/** The fields a refusal names (the transport read them from its details), keeping only the form's own. */
function refusedFields(refused: Record<string, string>): ProfileErrors | undefined {
  const fields: ProfileErrors = {};
  for (const field of profileFields) {
    const message = refused[field];
    if (message !== undefined) fields[field] = message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Saves the signed-in marketer's profile; a refusal by field throws ProfileRefused. The client is
 * the area's own unless a test signs in with another against its server.
 */
export async function saveProfile(values: ProfileValues, client?: SupabaseClient): Promise<Profile> {
  try {
    return profileSchema.parse(await rpc('save_studio_profile', values, client));
  } catch (error) {
    if (!(error instanceof StudioError)) throw error;
    const fields = error.status === 400 ? refusedFields(error.fields) : undefined;
    throw fields ? new ProfileRefused(error.message, fields) : error;
  }
}
