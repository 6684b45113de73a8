import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type * as z from 'zod/mini';
import type { meSchema } from '../../contract/studio-answers';
import { rpcAnswer, studioClient } from '../api';
import { ErrorState, ScreenSkeleton } from '../ui/states';
import { StudioButton } from '../ui/studio-button';
import { type ReturnState, useSession } from './session';

export type Me = z.output<typeof meSchema>;

export const meQueryKey = (userId: string) => ['studio_me', userId] as const;

/** Signs out here and drops every cached answer, so the next account sees none of this one's data. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await (await studioClient()).auth.signOut();
    queryClient.clear();
  };
}

function NoAccess({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-lg font-semibold">This account has no access to the marketers' area</h1>
        <p className="mt-2 text-sm text-ink/75">
          You are signed in as <span className="font-medium text-ink">{email}</span>, which is not a marketer. Ask whoever runs the site to add you, or sign in
          with another account.
        </p>
        <StudioButton className="mt-4" onClick={() => void signOut()}>
          Sign out
        </StudioButton>
      </div>
    </main>
  );
}

/** Every screen but sign-in: signed-out visitors go to sign-in and come back here afterwards. */
export function RequireMarketer() {
  const session = useSession();
  const location = useLocation();
  const userId = session.status === 'signedIn' ? session.userId : '';
  const me = useQuery({ queryKey: meQueryKey(userId), queryFn: () => rpcAnswer('studio_me', {}, (answers) => answers.meSchema), enabled: Boolean(userId) });

  if (session.status === 'loading') return <ScreenSkeleton />;
  if (session.status === 'signedOut') {
    const state: ReturnState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  if (me.isPending) return <ScreenSkeleton />;
  if (me.isError)
    return (
      <main className="mx-auto max-w-md px-4 py-16">
        <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />
      </main>
    );
  if (!me.data.marketer) return <NoAccess email={me.data.email || session.email} />;
  return <Outlet context={me.data} />;
}
