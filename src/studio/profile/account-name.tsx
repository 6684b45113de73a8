import type { Profile } from './profile-data';
import { useProfile } from './use-profile';

/** Who is signed in, as the header names them: full name and @username once a profile is saved, else the email. */
export function AccountNameView({ email, profile }: { email: string; profile?: Profile }) {
  const username = profile?.username;
  if (!profile || !username) {
    return (
      <span className="truncate text-sm text-ink/75" title={email}>
        {email}
      </span>
    );
  }
  return (
    <span className="flex min-w-0 items-baseline gap-1.5 text-sm" title={email} data-testid="account-name">
      {profile.full_name && <span className="truncate font-medium text-ink">{profile.full_name}</span>}
      <span className={profile.full_name ? 'truncate text-ink/70' : 'truncate font-medium text-ink'}>@{username}</span>
    </span>
  );
}

export function AccountName({ email }: { email: string }) {
  const { query } = useProfile();
  return <AccountNameView email={email} profile={query.data} />;
}
