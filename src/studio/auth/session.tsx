import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { studioClient } from '../api';

export type Session = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; userId: string; email: string };

const SessionContext = createContext<Session>({ status: 'loading' });

/**
 * The session as supabase-js keeps it (restored from storage, refreshed, ended), for every
 * screen to read. The first event names the stored session, so "loading" lasts one tick.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  useEffect(() => {
    // Only state here: supabase-js holds a lock while it runs this callback.
    const { data } = studioClient().auth.onAuthStateChange((_event, current) => {
      setSession(current ? { status: 'signedIn', userId: current.user.id, email: current.user.email ?? '' } : { status: 'signedOut' });
    });
    return () => data.subscription.unsubscribe();
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
