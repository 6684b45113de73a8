import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/session';
import { loadProfile, profileKey } from './profile-data';

/** The signed-in marketer's profile, one cached answer for the header and the Profile screen. */
export function useProfile() {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.userId : '';
  return { userId, query: useQuery({ queryKey: profileKey(userId), queryFn: loadProfile, enabled: Boolean(userId) }) };
}
