import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/session';
import { profileKey } from './profile-key';

// The header needs the profile's answer, not its schema on the first screen: profile-data (and
// zod with it) loads with the call, in the chunk the Profile screen uses too.
const loadProfile = async () => (await import('./profile-data')).loadProfile();

/** The signed-in marketer's profile, one cached answer for the header and the Profile screen. */
export function useProfile() {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.userId : '';
  return { userId, query: useQuery({ queryKey: profileKey(userId), queryFn: loadProfile, enabled: Boolean(userId) }) };
}
