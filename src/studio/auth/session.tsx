import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { studioClient } from '../api';
import { mayHaveSession } from '../session-key';

export type Session = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; userId: string; email: string };

const SessionContext = createContext<Session>({ status: 'loading' });

/**
 * The session as supabase-js keeps it (restored from storage, refreshed, ended), for every
 * screen to read. The first event names the stored session, so "loading" lasts until the client's
 * chunk has arrived; with nothing stored, nobody is signed in and sign-in shows at once.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(() => (mayHaveSession() ? { status: 'loading' } : { status: 'signedOut' }));
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    studioClient().then(
      (client) => {
        if (!active) return;
        // Only state here: supabase-js holds a lock while it runs this callback.
        const { data } = client.auth.onAuthStateChange((_event, current) => {
          setSession(current ? { status: 'signedIn', userId: current.user.id, email: current.user.email ?? '' } : { status: 'signedOut' });
        });
        unsubscribe = () => data.subscription.unsubscribe();
      },
      // The client did not load (offline): sign-in shows, and signing in loads it again.
      () => active && setSession({ status: 'signedOut' }),
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);

/** Where a signed-out visitor was going, carried through sign-in in the router's state. */
export interface ReturnState {
  from?: string;
}

export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  // Only a path inside the area: never an address someone else wrote into the history state.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/sign-in' ? from : '/leads';
}
