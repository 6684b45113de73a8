import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, ScreenSkeleton } from '../ui/states';
import { type Profile, profileKey, saveProfile } from './profile-data';
import { ProfileForm } from './profile-form';
import type { ProfileValues } from './profile-rules';
import { useProfile } from './use-profile';

const formValues = (profile: Profile): ProfileValues => ({
  username: profile.username ?? '',
  full_name: profile.full_name ?? '',
  bio: profile.bio ?? '',
});

/** Profile: the signed-in marketer's username, full name and bio; the header shows the name once saved. */
export default function ProfilePage() {
  const queryClient = useQueryClient();
  const { userId, query } = useProfile();
  const save = async (values: ProfileValues) => {
    const saved = await saveProfile(values);
    queryClient.setQueryData(profileKey(userId), saved);
  };
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold text-ink">Profile</h1>
        <p className="mt-1 text-sm text-ink/70">How you appear in the marketers' area. Only you can see or change it.</p>
      </div>
      <section aria-label="Your profile" className="rounded-lg border border-black/10 bg-white p-4 md:p-6">
        {query.isPending ? (
          <ScreenSkeleton />
        ) : query.isError ? (
          <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <ProfileForm initial={formValues(query.data)} onSave={save} />
        )}
      </section>
    </div>
  );
}
